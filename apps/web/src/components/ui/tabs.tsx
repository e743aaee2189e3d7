import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Which ends of a strip that scrolls sideways have more in them (a phone fits only some tabs):
 * those ends fade and get an arrow, so the buyer sees that more tabs scroll in.
 */
function useScrollEnds(list: RefObject<HTMLDivElement | null>) {
  const [ends, setEnds] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    // scrollLeft is negative in a right-to-left strip; none of our languages is, but stay exact.
    const left = Math.abs(el.scrollLeft);
    const start = left > 1;
    const end = left + el.clientWidth < el.scrollWidth - 1;
    setEnds((o) => (o.start === start && o.end === end ? o : { start, end }));
  }, [list]);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      ro?.disconnect();
    };
  }, [list, measure]);
  return { ends, measure };
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is in the tab order.
 * A strip wider than the screen scrolls sideways, with faded ends and arrow buttons where more tabs
 * are, and brings the active tab into view.
 */
export function Tabs({ items, value, onChange, label }: { items: TabItem[]; value: string; onChange(id: string): void; label: string }) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, items.findIndex((i) => i.id === value));
  const move = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next].id);
    refs.current[next]?.focus();
  };
  const active = items[index];
  const list = useRef<HTMLDivElement>(null);
  const { ends, measure } = useScrollEnds(list);
  // The active tab in view (chosen by an arrow key, a link such as "N reviews", or the address),
  // by scrolling the strip only, never the page.
  useLayoutEffect(() => {
    const el = list.current;
    const tab = refs.current[index];
    if (!el || !tab) return;
    const left = tab.offsetLeft - el.offsetLeft;
    const margin = 32;
    if (left - margin < el.scrollLeft) el.scrollLeft = Math.max(0, left - margin);
    else if (left + tab.offsetWidth + margin > el.scrollLeft + el.clientWidth) el.scrollLeft = left + tab.offsetWidth + margin - el.clientWidth;
    measure();
  }, [index, items.length, measure]);
  const scrollBy = (dir: 1 | -1) => list.current?.scrollBy({ left: dir * list.current.clientWidth * 0.7, behavior: 'smooth' });
  return (
    <div>
      <div className={styles.strip} data-more-start={ends.start || undefined} data-more-end={ends.end || undefined}>
        {/* For the pointer only: the keyboard moves between tabs with the arrow keys. */}
        {ends.start && (
          <button type="button" className={`${styles.more} ${styles.moreStart}`} tabIndex={-1} aria-hidden="true" onClick={() => scrollBy(-1)} data-testid="tabs-more-start">
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
        )}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs take focus (one at a time); the list only hears their arrow keys */}
      <div ref={list} role="tablist" aria-label={label} className={styles.list} onKeyDown={move}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            role="tab"
            type="button"
            id={`${base}-tab-${item.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={i === index ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
        {ends.end && (
          <button type="button" className={`${styles.more} ${styles.moreEnd}`} tabIndex={-1} aria-hidden="true" onClick={() => scrollBy(1)} data-testid="tabs-more-end">
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      {active && (
        <div role="tabpanel" id={`${base}-panel-${active.id}`} aria-labelledby={`${base}-tab-${active.id}`} className={styles.panel} tabIndex={0}>
          {active.content}
        </div>
      )}
    </div>
  );
}
