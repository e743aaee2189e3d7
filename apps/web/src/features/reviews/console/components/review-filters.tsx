import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { useReviewFilters } from '../hooks/use-review-filters';
import styles from '../pages/console-reviews.module.css';

/** Search by words (on submit) and "buyers' reviews only" (at once), both kept in the address. */
export function ReviewFilters({ filters }: { filters: ReturnType<typeof useReviewFilters> }) {
  const { t } = useTranslation(['console']);
  const [draft, setDraft] = useState(filters.q);
  const search = (e: FormEvent) => {
    e.preventDefault();
    filters.set({ q: draft.trim() });
  };
  return (
    <div className={styles.filters}>
      <form role="search" className={styles.search} onSubmit={search}>
        <label className={styles.filter}>
          <span>{t('reviews.searchLabel')}</span>
          <input type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} data-testid="reviews-search" />
        </label>
        <Button type="submit" variant="secondary" size="small">
          {t('reviews.search')}
        </Button>
      </form>
      <div className={styles.check}>
        <label>
          <input
            type="checkbox"
            checked={filters.buyers === '1'}
            onChange={(e) => filters.set({ buyers: e.target.checked ? '1' : '0' })}
            aria-describedby="reviews-buyers-hint"
            data-testid="reviews-buyers"
          />
          {t('reviews.buyersOnly')}
        </label>
        <span id="reviews-buyers-hint" className={styles.hint}>
          {t('reviews.buyersHint')}
        </span>
      </div>
    </div>
  );
}
