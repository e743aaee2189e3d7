import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { categoriesQuery } from '../../lib/shared-api/catalog-api';
import { useShop } from '../../lib/use-shop';
import styles from './shell.module.css';

// A pointer passing over the header on its way elsewhere does not flash the panel open, and one
// crossing the gap between the button and the panel does not close it.
const HOVER_OPEN_MS = 100;
const HOVER_CLOSE_MS = 250;

/**
 * The products entry of the header: a panel of every category. A mouse opens it by hovering; a
 * click, a tap or the keyboard opens it "held", and it then stays until a second click or tap, a
 * click or tap outside, Escape or focus leaving it. A click after the hover already opened it
 * holds it rather than closing it, and touch never counts as hovering (a tap is a click).
 */
export function MegaMenu() {
  const { t } = useTranslation();
  const { langId, ready } = useShop();
  const [open, setOpen] = useState(false);
  const held = useRef(false);
  // Closed by a click while the pointer rests on it: hovering opens it again only after leaving.
  const hoverBlocked = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const location = useLocation();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const categories = useQuery({ ...categoriesQuery(langId), enabled: ready });

  const later = (fn: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(fn, ms);
  };
  const close = () => {
    window.clearTimeout(timer.current);
    held.current = false;
    setOpen(false);
  };

  useEffect(() => close(), [location.key]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => !wrap.current?.contains(e.target as Node) && close();
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (wrap.current?.contains(document.activeElement)) button.current?.focus();
      close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    window.clearTimeout(timer.current);
    if (!open && !hoverBlocked.current) later(() => setOpen(true), HOVER_OPEN_MS);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hoverBlocked.current = false;
    window.clearTimeout(timer.current);
    if (open && !held.current) later(() => setOpen(false), HOVER_CLOSE_MS);
  };
  const toggle = () => {
    window.clearTimeout(timer.current);
    if (open && held.current) {
      close();
      hoverBlocked.current = true;
    } else {
      held.current = true;
      setOpen(true);
    }
  };

  return (
    <div
      ref={wrap}
      className={styles.megaWrap}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(e) => e.relatedTarget && !wrap.current?.contains(e.relatedTarget) && close()}
    >
      <button ref={button} type="button" className={styles.megaButton} aria-expanded={open} aria-controls="mega-menu" onClick={toggle} data-testid="mega-button">
        {t('nav.products')} <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open && categories.data && (
        <div id="mega-menu" className={styles.mega} data-testid="mega-menu">
          <div className={`container ${styles.megaGrid}`}>
            {categories.data.map((c) => (
              <div key={c.categoryId}>
                <Link to={`/product/queryProduct?cateId=${c.categoryId}`} className={styles.megaTitle}>
                  {c.name}
                </Link>
                <ul>
                  {c.children.map((ch) => (
                    <li key={ch.categoryId}>
                      <Link to={`/product/queryProduct?cateId=${ch.categoryId}`}>{ch.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
