import type { WarehouseSettings } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { transitQuery } from '../api/stock-console-api';
import styles from './stock.module.css';

export interface CountryChoices {
  /** The warehouses' countries, each with the codes of its warehouses. */
  warehouseCountries: { id: number; name: string; codes: string[] }[];
  /** Every other country (the transit panel's list, loaded once for the page). */
  destinations: { id: number; name: string }[];
}

/** The countries the settings panels offer: the warehouses' countries first, then every other one. */
export function useCountryChoices(warehouses: readonly WarehouseSettings[]): CountryChoices {
  const warehouseCountries = [...new Map(warehouses.map((w) => [w.countryId, { id: w.countryId, name: w.countryName, codes: warehouses.filter((x) => x.countryId === w.countryId).map((x) => x.code) }])).values()];
  const all = useQuery({ ...transitQuery(warehouses[0]?.id ?? 0), enabled: warehouses.length > 0 });
  const destinations = (all.data?.countries ?? []).filter((c) => !warehouseCountries.some((w) => w.id === c.id));
  return { warehouseCountries, destinations };
}

/** A labelled country select in two groups: the warehouses' countries, then destination countries. */
export function CountrySelect({ choices, value, onChange, label, testId }: { choices: CountryChoices; value: number; onChange: (countryId: number) => void; label: string; testId: string }) {
  const { t } = useTranslation('console-stock');
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId}>
        <optgroup label={t('holidays.warehouseCountries')}>
          {choices.warehouseCountries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.codes.join(', ')})
            </option>
          ))}
        </optgroup>
        {choices.destinations.length > 0 && (
          <optgroup label={t('holidays.destinations')}>
            {choices.destinations.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </label>
  );
}
