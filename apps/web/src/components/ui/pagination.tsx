import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './pagination.module.css';

/** Previous / page x of y / next; hidden when everything fits on one page. */
export function Pagination({ page, total, onChange }: { page: number; total: number; onChange(page: number): void }) {
  const { t } = useTranslation('catalog');
  if (total <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('prev')}
      </Button>
      <span>{t('pageOf', { page, total })}</span>
      <Button variant="secondary" size="small" disabled={page >= total} onClick={() => onChange(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
