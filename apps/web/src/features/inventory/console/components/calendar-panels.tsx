import type { TransitRowItem, WarehouseSettings } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatDay } from '../../../../lib/arrival-dates';
import { holidaysQuery, stockConsoleApi, transitQuery } from '../api/stock-console-api';
import { useStockAction } from '../hooks/use-stock-action';
import { CountrySelect, useCountryChoices } from './country-chooser';
import styles from './stock.module.css';

/**
 * The holidays of a country, a year at a time: listed by date, added with a name, removed. A
 * warehouse country's warehouses do not ship on them; no parcel is delivered in a destination
 * country on its holidays, and neither counts them as transit days. The warehouses' countries come
 * first in the chooser, then every other country (the transit panel's list, already loaded).
 */
export function HolidaysPanel({ warehouses, canWrite }: { warehouses: readonly WarehouseSettings[]; canWrite: boolean }) {
  const { t, i18n } = useTranslation('console-stock');
  const choices = useCountryChoices(warehouses);
  const countries = choices.warehouseCountries;
  const thisYear = new Date().getFullYear();
  const [countryId, setCountryId] = useState(countries[0]?.id ?? 0);
  const [year, setYear] = useState(thisYear);
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const list = useQuery({ ...holidaysQuery(countryId, year), enabled: countryId > 0 });
  const action = useStockAction();

  const add = async () => {
    const saved = await action.run('add', () => stockConsoleApi.addHoliday({ countryId, day, name }));
    if (saved) {
      setDay('');
      setName('');
      if (Number(day.slice(0, 4)) !== year) setYear(Number(day.slice(0, 4)));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="holidays-title" data-testid="holidays">
      <h2 id="holidays-title" className={styles.sectionTitle}>
        {t('holidays.title')}
      </h2>
      <p className={styles.muted}>{t('holidays.lead')}</p>
      <div className={styles.formRow}>
        <CountrySelect choices={choices} value={countryId} onChange={setCountryId} label={t('holidays.country')} testId="holidays-country" />
        <label className={styles.filter}>
          <span>{t('holidays.year')}</span>
          <select value={year} onChange={(e) => setYear(Number(e.target.value))} data-testid="holidays-year">
            {[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </div>
      {action.problem && <Alert kind="error">{action.problem.text}</Alert>}
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton height={80} />
      ) : list.data.items.length === 0 ? (
        <p className={styles.muted} data-testid="holidays-empty">
          {t('holidays.empty')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="holidays-list">
          {list.data.items.map((h) => (
            <li key={h.day} data-testid={`holiday-${h.day}`}>
              <span className={styles.dayName}>
                <time dateTime={h.day}>{formatDay(h.day, i18n.language)}</time>
                <span>{h.name}</span>
              </span>
              {canWrite && (
                <Button
                  size="small"
                  variant="ghost"
                  busy={action.busy === `rm-${h.day}`}
                  onClick={() => void action.run(`rm-${h.day}`, () => stockConsoleApi.removeHoliday(countryId, h.day))}
                  aria-label={t('holidays.remove', { day: formatDay(h.day, i18n.language) })}
                  data-testid={`holiday-remove-${h.day}`}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form
          className={styles.formRow}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <TextField label={t('holidays.day')} type="date" value={day} onChange={(e) => setDay(e.target.value)} required data-testid="holiday-day" />
          <TextField label={t('holidays.name')} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} data-testid="holiday-name" />
          <Button type="submit" variant="secondary" busy={action.busy === 'add'} disabled={!day} data-testid="holiday-add">
            {t('holidays.add')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** One transit row's days, editable in place. */
function TransitLine({ row, canWrite, countryLabel }: { row: TransitRowItem; canWrite: boolean; countryLabel: string }) {
  const { t } = useTranslation('console-stock');
  const [min, setMin] = useState(String(row.daysMin));
  const [max, setMax] = useState(String(row.daysMax));
  const action = useStockAction();
  const changed = min !== String(row.daysMin) || max !== String(row.daysMax);
  return (
    <tr data-testid={`transit-${row.id}`}>
      <td>{row.countryId === null ? <em>{t('transit.default')}</em> : countryLabel}</td>
      <td data-label={t('transit.days')}>
        <span className={styles.transitDays}>
          <input aria-label={t('transit.min')} inputMode="numeric" value={min} onChange={(e) => setMin(e.target.value)} disabled={!canWrite} data-testid={`transit-${row.id}-min`} />
          –
          <input aria-label={t('transit.max')} inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)} disabled={!canWrite} data-testid={`transit-${row.id}-max`} />
        </span>
        {action.problem && <span className={styles.fieldError}>{action.problem.text}</span>}
      </td>
      <td className={styles.actionsCell}>
        {canWrite && (
          <span className={styles.lineActions}>
            <Button
              size="small"
              variant="secondary"
              disabled={!changed}
              busy={action.busy === 'save'}
              onClick={() => void action.run('save', () => stockConsoleApi.setTransit({ methodId: row.methodId, warehouseId: row.warehouseId, countryId: row.countryId, daysMin: Number(min), daysMax: Number(max) }))}
              data-testid={`transit-${row.id}-save`}
            >
              {t('transit.save')}
            </Button>
            {row.countryId !== null && (
              <Button size="small" variant="ghost" busy={action.busy === 'rm'} onClick={() => void action.run('rm', () => stockConsoleApi.removeTransit(row.id))} aria-label={t('transit.remove', { country: countryLabel })} data-testid={`transit-${row.id}-remove`}>
                <Trash2 size={14} aria-hidden="true" />
              </Button>
            )}
          </span>
        )}
      </td>
    </tr>
  );
}

/**
 * Carriers' transit days from one warehouse: per shipping method a default row (every country
 * without its own) and rows for particular countries, in working days; a country row is added,
 * changed or removed, the default only changed.
 */
export function TransitPanel({ warehouses, canWrite }: { warehouses: readonly WarehouseSettings[]; canWrite: boolean }) {
  const { t } = useTranslation('console-stock');
  const [warehouseId, setWarehouseId] = useState(warehouses[0]?.id ?? 0);
  const list = useQuery({ ...transitQuery(warehouseId), enabled: warehouseId > 0 });
  // One shipping method at a time: every country has a row per method, so all of them at once is a very long table.
  const [shownMethod, setShownMethod] = useState('');
  const method = shownMethod || String(list.data?.methods[0]?.id ?? '');
  const rows = (list.data?.items ?? []).filter((r) => String(r.methodId) === method);
  const [methodId, setMethodId] = useState('');
  const [countryId, setCountryId] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const action = useStockAction();
  const countryName = (id: number | null) => (id === null ? '' : (list.data?.countries.find((c) => c.id === id)?.name ?? `#${id}`));

  const add = async () => {
    const saved = await action.run('add', () =>
      stockConsoleApi.setTransit({ methodId: Number(methodId || method), warehouseId, countryId: countryId ? Number(countryId) : null, daysMin: Number(min), daysMax: Number(max) }),
    );
    if (saved) {
      setCountryId('');
      setMin('');
      setMax('');
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="transit-title" data-testid="transit">
      <h2 id="transit-title" className={styles.sectionTitle}>
        {t('transit.title')}
      </h2>
      <p className={styles.muted}>{t('transit.lead')}</p>
      <div className={styles.formRow}>
        <label className={styles.filter}>
          <span>{t('transit.from')}</span>
          <select value={warehouseId} onChange={(e) => setWarehouseId(Number(e.target.value))} data-testid="transit-warehouse">
            {warehouses.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name} ({w.code})
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{t('transit.method')}</span>
          <select value={method} onChange={(e) => setShownMethod(e.target.value)} data-testid="transit-method">
            {(list.data?.methods ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton height={120} />
      ) : (
        <>
          <div className={styles.scroll}>
            <table className={styles.table} data-testid="transit-table">
              <thead>
                <tr>
                  <th scope="col">{t('transit.destination')}</th>
                  <th scope="col">{t('transit.days')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <TransitLine key={`${r.id}-${r.daysMin}-${r.daysMax}`} row={r} canWrite={canWrite} countryLabel={r.countryName ?? countryName(r.countryId)} />
                ))}
              </tbody>
            </table>
          </div>
          {canWrite && (
            <form
              className={styles.formRow}
              onSubmit={(e) => {
                e.preventDefault();
                void add();
              }}
              aria-label={t('transit.addTitle')}
            >
              <SelectField label={t('transit.method')} value={methodId || method} onChange={(e) => setMethodId(e.target.value)} required data-testid="transit-add-method">
                <option value="">{t('transit.choose')}</option>
                {list.data.methods.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t('transit.destination')} value={countryId} onChange={(e) => setCountryId(e.target.value)} data-testid="transit-add-country">
                <option value="">{t('transit.default')}</option>
                {list.data.countries.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <TextField label={t('transit.min')} inputMode="numeric" value={min} onChange={(e) => setMin(e.target.value)} className={styles.daysInput} data-testid="transit-add-min" />
              <TextField label={t('transit.max')} inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)} className={styles.daysInput} data-testid="transit-add-max" />
              <Button type="submit" variant="secondary" busy={action.busy === 'add'} disabled={!(methodId || method) || !min || !max} data-testid="transit-add">
                {t('transit.add')}
              </Button>
            </form>
          )}
          {action.problem && <Alert kind="error">{action.problem.text}</Alert>}
        </>
      )}
    </section>
  );
}
