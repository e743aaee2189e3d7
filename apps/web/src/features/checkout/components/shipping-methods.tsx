import type { ShippingMethod } from '@netshop/contract';
import { Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../lib/use-shop';
import styles from './checkout.module.css';

interface ShippingMethodsProps {
  methods: ShippingMethod[];
  value: number | null;
  onChange(shippingMethodId: number): void;
  legend: string;
}

/** The methods that deliver to the chosen address, each with its fee for this order and delivery time. */
export function ShippingMethods({ methods, value, onChange, legend }: ShippingMethodsProps) {
  const { t } = useTranslation('checkout');
  const { money } = useShop();
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className="visually-hidden">{legend}</legend>
      <div className={styles.methodList}>
        {methods.map((m) => (
          <label key={m.shippingMethodId} className={styles.choiceCard} data-testid="shipping-method-option">
            <input type="radio" name="shippingMethod" value={m.shippingMethodId} checked={value === m.shippingMethodId} onChange={() => onChange(m.shippingMethodId)} />
            <span className={styles.methodBody}>
              <span className={styles.choiceTitle}>
                <Truck size={16} aria-hidden="true" />
                {m.name}
              </span>
              <span className={styles.muted}>
                {m.daysMin === m.daysMax ? t('method.days', { count: m.daysMax }) : t('method.daysRange', { min: m.daysMin, max: m.daysMax })}
                {m.freeOver ? ` · ${t('method.freeOver', { amount: money(m.freeOver) })}` : ''}
              </span>
            </span>
            <span className={styles.methodFee}>{m.fee.amount === 0 ? t('totals.free') : money(m.fee)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
