import { PAYMENT_METHODS, STAFF_ORDER_FILTER_STATUSES, type StaffOrderFilters } from '@netshop/contract';
import { Download, SlidersHorizontal } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { userCountriesQuery } from '../../../../lib/shared-api/address-api';
import { useShop } from '../../../../lib/use-shop';
import styles from './all-orders.module.css';

interface AllOrdersFiltersProps {
  filters: StaffOrderFilters;
  onChange(filters: StaffOrderFilters): void;
  onExport(): void;
  exporting: boolean;
}

/**
 * The search box and the filters of "All orders". The words are sent when the form is submitted;
 * the selects and days apply at once. On a phone the filters fold under a button so the list
 * stays in view; from 800 px they are always shown.
 */
export function AllOrdersFilters({ filters, onChange, onExport, exporting }: AllOrdersFiltersProps) {
  const { t } = useTranslation(['console-orders', 'orders']);
  const [draft, setDraft] = useState(filters.q ?? '');
  const { langId, ready } = useShop();
  const countries = useQuery({ ...userCountriesQuery(langId), enabled: ready });
  const [open, setOpen] = useState(false);
  const active = [filters.status, filters.from, filters.to, filters.paymentMethod, filters.countryId].filter(Boolean).length;
  const set = (changes: Partial<StaffOrderFilters>) => onChange({ ...filters, ...changes });
  return (
    <div className={styles.filters}>
      <form
        role="search"
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: draft.trim() || undefined });
        }}
      >
        <label className={styles.field}>
          <span>{t('list.search')}</span>
          <input type="search" value={draft} maxLength={200} placeholder={t('list.searchHint')} onChange={(e) => setDraft(e.target.value)} data-testid="orders-search" />
        </label>
        <Button type="submit" size="small" data-testid="orders-search-submit">
          {t('list.searchButton')}
        </Button>
        <Button type="button" size="small" variant="secondary" className={styles.filterToggle} aria-expanded={open} aria-controls="orders-filter-panel" onClick={() => setOpen(!open)} data-testid="orders-filter-toggle">
          <SlidersHorizontal size={16} aria-hidden="true" />
          {active ? t('list.filtersActive', { count: active }) : t('list.filters')}
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={onExport} disabled={exporting} data-testid="orders-export">
          <Download size={16} aria-hidden="true" />
          {t('list.export')}
        </Button>
      </form>
      <div id="orders-filter-panel" className={styles.panel} data-open={open} data-testid="orders-filter-panel">
        <label className={styles.field}>
          <span>{t('list.status')}</span>
          <select value={filters.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as StaffOrderFilters['status'] })} data-testid="orders-filter-status">
            <option value="">{t('list.any')}</option>
            {STAFF_ORDER_FILTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`orders:status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('list.from')}</span>
          <input type="date" value={filters.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} data-testid="orders-filter-from" />
        </label>
        <label className={styles.field}>
          <span>{t('list.to')}</span>
          <input type="date" value={filters.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} data-testid="orders-filter-to" />
        </label>
        <label className={styles.field}>
          <span>{t('list.paymentMethod')}</span>
          <select value={filters.paymentMethod ?? ''} onChange={(e) => set({ paymentMethod: e.target.value || undefined })} data-testid="orders-filter-payment">
            <option value="">{t('list.any')}</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`orders:paymentMethods.${m}`, { defaultValue: m })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('list.country')}</span>
          <select value={filters.countryId ? String(filters.countryId) : ''} onChange={(e) => set({ countryId: Number(e.target.value) || undefined })} data-testid="orders-filter-country">
            <option value="">{t('list.any')}</option>
            {countries.data?.map((c) => (
              <option key={c.countryId} value={c.countryId}>
                {c.country}
              </option>
            ))}
          </select>
        </label>
        {active > 0 && (
          <Button
            type="button"
            size="small"
            variant="ghost"
            onClick={() => onChange({ q: filters.q })}
            data-testid="orders-filter-clear"
          >
            {t('list.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
