import { SESSION_KEYS } from '@netshop/contract/constants';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { session } from '../../lib/storage';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(session.get(SESSION_KEYS.scrollPositions) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Scroll restoration of §2: going back or forward restores the saved position once the page's
 * data has loaded; any other navigation starts at the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const navType = useNavigationType();
  const fetching = useIsFetching();
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const all = readPositions();
        all[key] = window.scrollY;
        const keys = Object.keys(all);
        if (keys.length > 100) delete all[keys[0]];
        session.set(SESSION_KEYS.scrollPositions, JSON.stringify(all));
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = readPositions()[location.key];
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
