import type { ShippingMethod } from '@netshop/contract';
import { CalendarCheck, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../lib/use-shop';
import { arrivalKey } from '../lib/arrival';
import styles from './checkout.module.css';

interface ShippingMethodsProps {
  methods: ShippingMethod[];
  value: number | null;
  onChange(shippingMethodId: number): void;
  legend: string;
}

/**
 * The methods that deliver to the chosen address, each with its fee for this order and the day the
 * whole order arrives by it (from the warehouses' stock and calendars); the method's usual delivery
 * time when the server has no date.
 */
export function ShippingMethods({ methods, value, onChange, legend }: ShippingMethodsProps) {
  const { t, i18n } = useTranslation('checkout');
  const { money } = useShop();
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className="visually-hidden">{legend}</legend>
      <div className={styles.methodList}>
        {methods.map((m) => {
          const arrival = arrivalKey(m.arrivesFrom, m.arrivesBy, i18n.language);
          const days = m.daysMin === m.daysMax ? t('method.days', { count: m.daysMax }) : t('method.daysRange', { min: m.daysMin, max: m.daysMax });
          const free = m.freeOver ? t('method.freeOver', { amount: money(m.freeOver) }) : null;
          return (
            <label key={m.shippingMethodId} className={styles.choiceCard} data-testid="shipping-method-option">
              <input type="radio" name="shippingMethod" value={m.shippingMethodId} checked={value === m.shippingMethodId} onChange={() => onChange(m.shippingMethodId)} />
              <span className={styles.methodBody}>
                <span className={styles.choiceTitle}>
                  <Truck size={16} aria-hidden="true" />
                  {m.name}
                </span>
                {arrival && (
                  <span className={styles.arrival} data-testid="shipping-method-arrival">
                    <CalendarCheck size={14} aria-hidden="true" />
                    {t(`method.${arrival.key}`, { dates: arrival.dates })}
                  </span>
                )}
                {(!arrival || free) && <span className={styles.muted}>{[arrival ? null : days, free].filter(Boolean).join(' · ')}</span>}
              </span>
              <span className={styles.methodFee}>{m.fee.amount === 0 ? t('totals.free') : money(m.fee)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
