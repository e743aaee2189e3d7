import type { ProductAvailability } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Clock, MapPin, PackageX, Truck, Warehouse } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { hoursAndMinutes } from '../../../lib/arrival-dates';
import { useCountdown } from '../../../lib/use-countdown';
import { useShop } from '../../../lib/use-shop';
import { availabilityQuery } from '../api/inventory-api';
import { useInventoryTexts } from '../hooks/use-inventory-texts';
import { useVisitorCountry } from '../hooks/use-visitor-country';
import { dayRange, deliveryPlan, shownDay, skuAvailability, type DeliveryPlan } from '../lib/delivery-plan';
import styles from './delivery.module.css';

/**
 * The product page's "Delivery" block (issue 28): for the chosen SKU (all SKUs together while none
 * is chosen) and quantity, the stock near the visitor and elsewhere, "ships today if ordered
 * within …" counting down to the nearest warehouse's cutoff, and when the parcel(s) arrive. Asked
 * for after the first paint; the page never waits for it.
 */
export function DeliveryBlock({ spuId, skuId, quantity }: { spuId: number; skuId: number | null; quantity: number }) {
  const texts = useInventoryTexts();
  const { langId, ready } = useShop();
  const countryId = useVisitorCountry();
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  const q = useQuery({ ...availabilityQuery(langId, spuId, countryId), enabled: ready && painted });
  if (q.isError) return null;
  if (!texts || !q.data) return <div className={`${styles.block} ${styles.placeholder}`} aria-hidden="true" />;
  return <DeliveryView availability={q.data} skuId={skuId} quantity={quantity} onCutoffPassed={() => void q.refetch()} />;
}

/** Hours and minutes in the language: "2 h 15 min", "2時間15分". At least a minute while time is left. */
function useDuration() {
  const { t } = useTranslation('inventory');
  return (seconds: number) => {
    const { hours, minutes } = hoursAndMinutes(Math.max(1, Math.floor(seconds / 60)));
    return hours > 0 ? t('duration.hoursMinutes', { hours, minutes }) : t('duration.minutes', { minutes });
  };
}

export function DeliveryView({
  availability,
  skuId,
  quantity,
  onCutoffPassed,
}: {
  availability: ProductAvailability;
  skuId: number | null;
  quantity: number;
  onCutoffPassed?: () => void;
}) {
  const { t, i18n } = useTranslation('inventory');
  const lang = i18n.language;
  const duration = useDuration();
  const sku = skuAvailability(availability, skuId);
  const plan = sku ? deliveryPlan(availability, sku, quantity) : null;
  const cutoffAt = plan?.first?.cutoffAt ?? null;
  const left = useCountdown(cutoffAt);
  // The cutoff passed while the page was open: the server's answer now says the next working day.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (cutoffAt && left === 0 && told.current !== cutoffAt) {
      told.current = cutoffAt;
      onCutoffPassed?.();
    }
  }, [cutoffAt, left, onCutoffPassed]);
  if (!sku || !plan) return null;

  const day = (d: string) => shownDay(d, lang);
  const stockParts = plan.parts.filter((p) => p.kind === 'stock');
  const method = plan.defaultMethod?.name ?? '';
  const first = plan.parts[0];

  return (
    <section className={styles.block} aria-labelledby="delivery-title" data-testid="delivery-block">
      <h2 id="delivery-title" className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.lines}>
        <StockLines plan={plan} />
        {plan.first && (
          <li className={styles.line} data-testid="delivery-ships">
            <Clock size={14} aria-hidden="true" />
            {cutoffAt && left !== null && left > 0 ? (
              <span className={styles.today} role="timer" aria-live="off">
                {t('shipsToday', { time: duration(left) })}
              </span>
            ) : (
              <span>{t('shipsOn', { day: day(plan.first.shipsOn) })}</span>
            )}
          </li>
        )}
        {!first && (
          <li className={`${styles.line} ${styles.out}`} data-testid="delivery-out">
            <PackageX size={14} aria-hidden="true" />
            <span>{t('outOfStock')}</span>
          </li>
        )}
        {first && !stockParts.length && plan.parts.length === 1 && (
          <li className={styles.line} data-testid="delivery-back">
            <CalendarClock size={14} aria-hidden="true" />
            <span>
              {first.dates
                ? t('backInStock', { expected: day(first.expectedOn!), date: day(first.dates.arrivesBy) })
                : t('backInStockUndated', { expected: day(first.expectedOn!) })}
            </span>
          </li>
        )}
        {first?.kind === 'stock' && plan.parts.length === 1 && first.dates && (
          <li className={styles.line} data-testid="delivery-arrives">
            <Truck size={14} aria-hidden="true" />
            <strong>
              {first.dates.arrivesFrom === first.dates.arrivesBy
                ? t('arrivesBy', { date: day(first.dates.arrivesBy), method })
                : t('arrivesBetween', { range: dayRange(first.dates.arrivesFrom, first.dates.arrivesBy, lang), method })}
            </strong>
          </li>
        )}
        {plan.parts.length > 1 && <PartLines plan={plan} />}
        {plan.fastest && (
          <li className={`${styles.line} ${styles.muted}`} data-testid="delivery-fastest">
            <Truck size={14} aria-hidden="true" />
            <span>{t('fastest', { method: plan.fastest.name, date: day(plan.fastest.arrivesBy) })}</span>
          </li>
        )}
        {plan.short > 0 && first && (
          <li className={`${styles.line} ${styles.out}`} data-testid="delivery-short">
            <PackageX size={14} aria-hidden="true" />
            <span>{t('short', { count: plan.short })}</span>
          </li>
        )}
      </ul>
    </section>
  );
}

/** Stock near the visitor and elsewhere (or in all, when the country is not known). */
function StockLines({ plan }: { plan: DeliveryPlan }) {
  const { t } = useTranslation('inventory');
  const total = plan.localAvailable + plan.elsewhereAvailable;
  if (!plan.local)
    return total > 0 ? (
      <li className={styles.line} data-testid="delivery-local">
        <Warehouse size={14} aria-hidden="true" />
        <span>{t('inStock', { count: total })}</span>
      </li>
    ) : null;
  return (
    <>
      <li className={styles.line} data-testid="delivery-local">
        <MapPin size={14} aria-hidden="true" />
        <span className={plan.localAvailable > 0 ? styles.local : styles.muted}>
          {plan.localAvailable > 0 ? t('near', { count: plan.localAvailable, warehouse: plan.local.name }) : t('nearNone', { warehouse: plan.local.name })}
        </span>
      </li>
      {plan.elsewhereAvailable > 0 && (
        <li className={styles.line} data-testid="delivery-elsewhere">
          <Warehouse size={14} aria-hidden="true" />
          <span>{t('elsewhere', { count: plan.elsewhereAvailable })}</span>
        </li>
      )}
    </>
  );
}

/** Where each part of the quantity comes from and when it arrives by the default method. */
function PartLines({ plan }: { plan: DeliveryPlan }) {
  const { t, i18n } = useTranslation('inventory');
  const day = (d: string) => shownDay(d, i18n.language);
  return (
    <li className={styles.line}>
      <Truck size={14} aria-hidden="true" />
      <ul className={styles.parts}>
        {plan.parts.map((p) => (
          <li key={`${p.kind}-${p.warehouseId}-${p.expectedOn ?? ''}`} data-testid="delivery-part">
            {p.kind === 'stock'
              ? p.dates
                ? t('fromWarehouse', { count: p.quantity, warehouse: p.warehouseName, date: day(p.dates.arrivesBy) })
                : t('fromWarehouseUndated', { count: p.quantity, warehouse: p.warehouseName })
              : t('incomingPart', { count: p.quantity, warehouse: p.warehouseName, expected: day(p.expectedOn!), date: p.dates ? day(p.dates.arrivesBy) : '—' })}
          </li>
        ))}
      </ul>
    </li>
  );
}
