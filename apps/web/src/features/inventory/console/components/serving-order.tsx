import type { RouteItem, WarehouseSettings } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { routesQuery, stockConsoleApi, stockKey } from '../api/stock-console-api';
import { useStockAction } from '../hooks/use-stock-action';
import { CountrySelect, useCountryChoices } from './country-chooser';
import styles from './stock.module.css';

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moveBy<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * Which warehouses serve a destination country first (issue 28): an order placed for the country
 * takes stock from the first warehouse that has it, then the next. Every warehouse is listed,
 * inactive ones too (they keep their place for when they are in use again); the order moves with
 * up and down buttons (the focus follows the warehouse moved, a polite announcement says where it
 * went) and is saved over the version loaded: a 409 offers to load the order saved meanwhile.
 */
export function ServingOrderPanel({ warehouses, canWrite }: { warehouses: readonly WarehouseSettings[]; canWrite: boolean }) {
  const { t } = useTranslation('console-stock');
  const choices = useCountryChoices(warehouses);
  const [countryId, setCountryId] = useState(choices.warehouseCountries[0]?.id ?? 0);
  const list = useQuery({ ...routesQuery(countryId), enabled: countryId > 0 });

  return (
    <section className={styles.panel} aria-labelledby="serving-title" data-testid="serving">
      <h2 id="serving-title" className={styles.sectionTitle}>
        {t('serving.title')}
      </h2>
      <p className={styles.muted}>{t('serving.lead')}</p>
      <div className={styles.formRow}>
        <CountrySelect choices={choices} value={countryId} onChange={setCountryId} label={t('serving.country')} testId="serving-country" />
      </div>
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !list.data || list.data.countryId !== countryId ? (
        <Skeleton height={160} />
      ) : (
        <ServingList key={`${list.data.countryId}-${list.data.version}`} countryId={countryId} version={list.data.version} items={list.data.items} canWrite={canWrite} />
      )}
    </section>
  );
}

function ServingList({ countryId, version, items, canWrite }: { countryId: number; version: number; items: RouteItem[]; canWrite: boolean }) {
  const { t } = useTranslation('console-stock');
  const queryClient = useQueryClient();
  const [order, setOrder] = useState(items);
  const [said, setSaid] = useState('');
  const [focus, setFocus] = useState<{ code: string; dir: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const action = useStockAction();
  const changed = order.some((w, i) => w.id !== items[i]?.id);

  // The focus stays on the warehouse moved; at the top or bottom its other button takes it (the one pressed is disabled).
  useEffect(() => {
    if (!focus) return;
    const i = order.findIndex((w) => w.code === focus.code);
    const dir = (focus.dir === 'up' && i === 0) || (focus.dir === 'down' && i === order.length - 1) ? (focus.dir === 'up' ? 'down' : 'up') : focus.dir;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-testid="serving-${focus.code}-${dir}"]`)?.focus();
  }, [focus, order]);

  const move = (i: number, by: -1 | 1) => {
    const w = order[i]!;
    setOrder((o) => moveBy(o, i, by));
    setFocus({ code: w.code, dir: by < 0 ? 'up' : 'down' });
    setSaid(t('serving.moved', { name: w.name, rank: i + by + 1, count: order.length }));
    action.clear();
  };
  const save = () => void action.run('save', () => stockConsoleApi.setRoutes(countryId, { warehouseIds: order.map((w) => w.id), version }));
  const reload = async () => {
    action.clear();
    await queryClient.invalidateQueries({ queryKey: [...stockKey, 'routes', countryId] });
  };

  return (
    <>
      {action.problem && (
        <Alert kind="error">
          {action.problem.text}{' '}
          {action.problem.stale && (
            <Button size="small" variant="secondary" onClick={() => void reload()} data-testid="serving-reload">
              {t('serving.reload')}
            </Button>
          )}
        </Alert>
      )}
      <ol ref={listRef} className={styles.serving} data-testid="serving-list" aria-labelledby="serving-title">
        {order.map((w, i) => (
          <li key={w.id} data-testid={`serving-${w.code}`}>
            <span className={styles.servingRank} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.servingName}>
              {w.name} ({w.code}){!w.active && <span className={styles.inactiveTag}>{t('serving.inactive')}</span>}
            </span>
            {canWrite && (
              <span className={styles.lineActions}>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={i === 0 || action.busy !== null}
                  onClick={() => move(i, -1)}
                  aria-label={t('serving.up', { name: w.name })}
                  title={t('serving.up', { name: w.name })}
                  data-testid={`serving-${w.code}-up`}
                >
                  <ArrowUp size={14} aria-hidden="true" />
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={i === order.length - 1 || action.busy !== null}
                  onClick={() => move(i, 1)}
                  aria-label={t('serving.down', { name: w.name })}
                  title={t('serving.down', { name: w.name })}
                  data-testid={`serving-${w.code}-down`}
                >
                  <ArrowDown size={14} aria-hidden="true" />
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      {canWrite && (
        <div className={styles.servingActions}>
          <Button variant="ghost" disabled={!changed || action.busy !== null} onClick={() => setOrder(items)} data-testid="serving-undo">
            {t('serving.undo')}
          </Button>
          <Button busy={action.busy === 'save'} disabled={!changed} onClick={save} data-testid="serving-save">
            {t('serving.save')}
          </Button>
        </div>
      )}
    </>
  );
}
