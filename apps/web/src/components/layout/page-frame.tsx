import { Construction } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/site-store';
import { buttonClass } from '../ui/button';
import styles from './page-frame.module.css';

/** Sets the document title to "page – site" in the UI language. */
export function useDocumentTitle(title: string) {
  const siteName = useSite((s) => s.baseConfig?.siteName ?? s.configData?.title ?? '');
  useEffect(() => {
    document.title = siteName ? `${title} - ${siteName}` : title;
  }, [title, siteName]);
}

export interface Crumb {
  label: string;
  to?: string;
}

/** Home, then the given steps; a step without `to` is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')}>
      <ol className={styles.breadcrumb}>
        {[{ label: t('nav.home'), to: '/' }, ...items].map((c, i) => (
          <li key={`${i}-${c.label}`} aria-current={c.to ? undefined : 'page'}>
            {c.to ? <Link to={c.to}>{c.label}</Link> : c.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Breadcrumb steps for a catalogue category path. */
export const categoryCrumbs = (path: { categoryId: number; name: string }[]): Crumb[] =>
  path.map((c) => ({ label: c.name, to: `/product/queryProduct?cateId=${c.categoryId}` }));

/** The frame every page renders: breadcrumb, one h1, and its content. */
export function PageFrame({ title, children, wide = true }: { title: string; children?: ReactNode; wide?: boolean }) {
  useDocumentTitle(title);
  return (
    <div className={`${wide ? 'container' : ''} ${styles.frame}`}>
      <Breadcrumb items={[{ label: title }]} />
      <h1 className={styles.title}>{title}</h1>
      {children ?? <ComingSoon />}
    </div>
  );
}

/** The honest placeholder of a page a later release fills in. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} data-testid="coming-soon">
      <Construction size={40} className={styles.icon} aria-hidden="true" />
      <h2>{t('common.comingSoonTitle')}</h2>
      <p>{t('common.comingSoonText')}</p>
      <div className={styles.panelActions}>
        <Link to="/" className={buttonClass('primary')}>
          {t('common.backHome')}
        </Link>
        <Link to="/contactUs" className={buttonClass('secondary')}>
          {t('footer.contactUs')}
        </Link>
      </div>
    </section>
  );
}
