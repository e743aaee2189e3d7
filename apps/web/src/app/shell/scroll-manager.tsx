import { SESSION_KEYS } from '@netshop/contract/constants';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { session } from '../../lib/storage';

const MAX_ENTRIES = 100;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(session.get(SESSION_KEYS.scrollPositions) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Scroll restoration of docs/product.md#screens: going back or forward restores the saved position once the page's
 * data has loaded; any other navigation starts at the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const navType = useNavigationType();
  const fetching = useIsFetching();
  const positions = useRef<Record<string, number>>(readPositions());
  // The entry a scroll event belongs to is decided when the event fires, never later: a scroll
  // caused by leaving a page (our scrollTo, or the browser clamping) must not overwrite it.
  const currentKey = useRef(location.key);
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      positions.current[currentKey.current] = window.scrollY;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const keys = Object.keys(positions.current);
        for (const k of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions.current[k];
        session.set(SESSION_KEYS.scrollPositions, JSON.stringify(positions.current));
      }, 200);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current[location.key];
    if (navType === 'POP' && saved !== undefined) {
      pending.current = saved;
    } else {
      pending.current = null;
      if (!location.hash) window.scrollTo(0, 0);
    }
  }, [location.key, location.hash, navType]);

  useEffect(() => {
    if (pending.current === null || fetching > 0) return;
    // One frame later, so the page has rendered the data it just received.
    const target = pending.current;
    const frame = requestAnimationFrame(() => {
      window.scrollTo(0, target);
      pending.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [fetching, location.key]);

  return null;
}
