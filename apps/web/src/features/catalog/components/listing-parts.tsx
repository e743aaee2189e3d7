import { SORTS } from '@netshop/contract/filters';
import { SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { useListing } from '../hooks/use-listing';
import styles from './catalog.module.css';

// The parts of a listing (listing-view.tsx): the facets, the toolbar with count and sort, and the
// chosen filters as chips.

type Listing = ReturnType<typeof useListing>;

/** Each facet's values with their counts, ticked when chosen; hidden on a phone until asked for. */
export function FacetPanel({ listing, shown }: { listing: Listing; shown: boolean }) {
  const { t } = useTranslation('catalog');
  const { data, filters, toggle } = listing;
  return (
    <aside className={`${styles.facets} ${shown ? '' : styles.facetsHidden}`} aria-label={t('filters')} data-testid="facets">
      {!data && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={90} />)}
      {data?.facets.map((f) => (
        <fieldset key={f.key}>
          <legend>{f.name}</legend>
          {f.values.map((v) => (
            <label key={v.key}>
              <input type="checkbox" checked={filters[f.key]?.includes(v.key) ?? false} onChange={() => toggle(f.key, v.key)} />
              <span>{v.label}</span>
              <span>{v.count}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </aside>
  );
}

/** The filters button (a phone's), how many products match, and the sort. */
export function ListingToolbar({ listing, filtersShown, onToggleFilters }: { listing: Listing; filtersShown: boolean; onToggleFilters(): void }) {
  const { t } = useTranslation('catalog');
  const { data, request, update } = listing;
  return (
    <div className={styles.toolbar}>
      <Button variant="secondary" size="small" className={styles.filterToggle} aria-expanded={filtersShown} onClick={onToggleFilters}>
        <SlidersHorizontal size={16} aria-hidden="true" /> {t('filters')}
      </Button>
      <h2 id="results-count" className={styles.resultCount} aria-live="polite" data-testid="result-count">
        {data ? t('results', { count: data.total }) : ''}
      </h2>
      <label>
        <span className="visually-hidden">{t('sortBy')}</span>
        <select value={request.sort} onChange={(e) => update({ sort: e.target.value })} data-testid="sort">
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The chosen filters, each a button that removes it, and one that clears them all. */
export function FilterChips({ listing }: { listing: Listing }) {
  const { t } = useTranslation('catalog');
  const { data, filters, toggle, update } = listing;
  if (Object.keys(filters).length === 0) return null;
  return (
    <div className={styles.chips} style={{ marginBottom: 16 }}>
      {Object.entries(filters).flatMap(([k, values]) =>
        values.map((v) => {
          const f = data?.facets.find((x) => x.key === k);
          const label = f?.values.find((x) => x.key === v)?.label ?? v;
          return (
            <button key={`${k}:${v}`} type="button" className={styles.chip} onClick={() => toggle(k, v)} aria-label={t('removeFilter', { filter: `${f?.name ?? k}: ${label}` })}>
              {t('common:common.labelValue', { label: f?.name ?? k, value: label })} <X size={12} aria-hidden="true" />
            </button>
          );
        }),
      )}
      <button type="button" className={styles.chip} onClick={() => update({ filters: undefined })}>
        {t('clearFilters')}
      </button>
    </div>
  );
}
