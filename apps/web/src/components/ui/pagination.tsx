import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** Previous / page x of y / next; hidden when everything fits on one page. */
export function Pagination({ page, total, onChange }: { page: number; total: number; onChange(page: number): void }) {
  const { t } = useTranslation('catalog');
  if (total <= 1) return null;
  return (
    <nav style={{ display: 'flex', gap: 12, justifyContent: 'center', alignItems: 'center', marginTop: 24 }} aria-label={t('pagination')}>
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
