import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../ui/button';
import { useDocumentTitle } from './page-frame';
import styles from './page-frame.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages:notFound'));
  return (
    <div className={`container ${styles.frame}`} data-testid="not-found">
      <section className={styles.panel}>
        <SearchX size={48} className={styles.icon} aria-hidden="true" />
        <h1 className={styles.title}>{t('pages:notFound')}</h1>
        <p>{t('common.notFoundText')}</p>
        <div className={styles.panelActions}>
          <Link to="/" className={buttonClass('primary')}>
            {t('common.backHome')}
          </Link>
          <Link to="/searchResult" className={buttonClass('secondary')}>
            {t('header.search')}
          </Link>
        </div>
      </section>
    </div>
  );
}
