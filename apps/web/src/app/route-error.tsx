import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button';
import styles from '../components/layout/page-frame.module.css';
import { NotFoundPage } from '../components/layout/not-found-page';

/** Route errors: a 404 (unknown path, non-digit id) shows the not-found page, anything else a retry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className={`container ${styles.frame}`} role="alert">
      <section className={styles.panel}>
        <h1 className={styles.title}>{t('common.errorTitle')}</h1>
        <p>{t('common.errorText')}</p>
        <div className={styles.panelActions}>
          <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
            {t('common.retry')}
          </button>
          <Link to="/" className={buttonClass('secondary')}>
            {t('common.backHome')}
          </Link>
        </div>
      </section>
    </div>
  );
}
