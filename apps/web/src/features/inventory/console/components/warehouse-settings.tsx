import type { WarehouseSettings } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { stockConsoleApi, stockKey } from '../api/stock-console-api';
import { useStockAction } from '../hooks/use-stock-action';
import styles from './stock.module.css';

/** Minutes after midnight as the time input shows them ("15:30"), and back. */
export const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const fromTime = (s: string): number | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(s);
  if (!m) return null;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[1]) < 24 && Number(m[2]) < 60 ? v : null;
};

/** Monday … Sunday, short, in the console's language (1 January 2024 was a Monday). */
export function useWeekdays(): string[] {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2024, 0, 1 + i))));
  }, [i18n.language]);
}

/**
 * One warehouse's calendar: the order cutoff in its own time zone, the days it ships, and whether
 * it is in use; saved over the version loaded (a 409 offers to load what is there now).
 */
export function WarehouseCard({ w, canWrite }: { w: WarehouseSettings; canWrite: boolean }) {
  const { t } = useTranslation('console-stock');
  const queryClient = useQueryClient();
  const weekdays = useWeekdays();
  const [cutoff, setCutoff] = useState(toTime(w.cutoffMinute));
  const [days, setDays] = useState(w.workingDays);
  const [active, setActive] = useState(w.active);
  const [error, setError] = useState<string | null>(null);
  const action = useStockAction();
  const changed = cutoff !== toTime(w.cutoffMinute) || days !== w.workingDays || active !== w.active;

  const save = async () => {
    const cutoffMinute = fromTime(cutoff);
    if (cutoffMinute === null) return setError(t('settings.cutoffInvalid'));
    if (days === 0) return setError(t('settings.daysRequired'));
    setError(null);
    await action.run('save', () => stockConsoleApi.updateWarehouse(w.id, { cutoffMinute, workingDays: days, active, version: w.version }));
  };
  const reload = async () => {
    action.clear();
    await queryClient.invalidateQueries({ queryKey: [...stockKey, 'warehouses'] });
  };

  return (
    <form
      className={styles.warehouse}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid={`warehouse-${w.code}`}
      aria-labelledby={`warehouse-${w.id}-name`}
    >
      <div className={styles.warehouseHead}>
        <h3 id={`warehouse-${w.id}-name`}>
          {w.name} ({w.code})
        </h3>
        <span className={styles.muted}>
          {w.countryName} · {w.timeZone}
        </span>
      </div>
      {action.problem && (
        <Alert kind="error">
          {action.problem.text}{' '}
          {action.problem.stale && (
            <Button size="small" variant="secondary" onClick={() => void reload()} data-testid={`warehouse-${w.code}-reload`}>
              {t('settings.reload')}
            </Button>
          )}
        </Alert>
      )}
      <TextField
        label={t('settings.cutoff')}
        hint={t('settings.cutoffHint', { zone: w.timeZone })}
        type="time"
        value={cutoff}
        onChange={(e) => setCutoff(e.target.value)}
        disabled={!canWrite}
        error={error ?? undefined}
        className={styles.narrowField}
        data-testid={`warehouse-${w.code}-cutoff`}
      />
      <fieldset className={styles.days} disabled={!canWrite}>
        <legend>{t('settings.workingDays')}</legend>
        {weekdays.map((name, i) => (
          <label key={i} className={styles.day}>
            <input type="checkbox" checked={(days & (1 << i)) !== 0} onChange={(e) => setDays((d) => (e.target.checked ? d | (1 << i) : d & ~(1 << i)))} data-testid={`warehouse-${w.code}-day-${i}`} />
            {name}
          </label>
        ))}
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} disabled={!canWrite} data-testid={`warehouse-${w.code}-active`} />
        <span>{t('settings.active')}</span>
      </label>
      {canWrite && (
        <div>
          <Button type="submit" busy={action.busy === 'save'} disabled={!changed} data-testid={`warehouse-${w.code}-save`}>
            {t('settings.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
