import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { categoriesQuery } from '../../lib/shared-api/catalog-api';
import { useShop } from '../../lib/use-shop';
import styles from './shell.module.css';

/** The products entry of the header: a panel of every category, by hover, click or keyboard. */
export function MegaMenu() {
  const { t } = useTranslation();
  const { langId, ready } = useShop();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const wrap = useRef<HTMLDivElement>(null);
  const categories = useQuery({ ...categoriesQuery(langId), enabled: ready });
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    const close = (e: MouseEvent) => !wrap.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);
  return (
    <div ref={wrap} className={styles.megaWrap} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" className={styles.megaButton} aria-expanded={open} aria-controls="mega-menu" onClick={() => setOpen((o) => !o)} data-testid="mega-button">
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
