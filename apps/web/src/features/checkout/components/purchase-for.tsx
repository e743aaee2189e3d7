import { Building2, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PurchaseForChoice } from '../hooks/use-order-confirmation';
import styles from './checkout.module.css';

/**
 * "Order for: ○ myself ○ <company>" (issue 29), shown to a member who may place the company's
 * orders; the company is chosen first. A company order is placed in its name and its colleagues
 * see it; the buyer stays the one who placed it.
 */
export function PurchaseForSection({ purpose }: { purpose: PurchaseForChoice }) {
  const { t } = useTranslation('checkout');
  if (!purpose.companyName) return null;
  const options = [
    { value: 'company' as const, icon: <Building2 size={16} aria-hidden="true" />, title: purpose.companyName, hint: t('purchaseFor.companyHint') },
    { value: 'personal' as const, icon: <User size={16} aria-hidden="true" />, title: t('purchaseFor.myself'), hint: t('purchaseFor.myselfHint') },
  ];
  return (
    <section id="purchaseFor" className={styles.section} aria-labelledby="purchaseFor-heading" data-testid="purchase-for">
      <fieldset className={styles.choiceGroup}>
        <legend id="purchaseFor-heading" className={styles.purposeLegend}>
          {t('purchaseFor.title')}
        </legend>
        <div className={styles.purposeGrid}>
          {options.map((o) => (
            <label key={o.value} className={styles.choiceCard} data-testid={`purchase-for-${o.value}`}>
              <input type="radio" name="purchaseFor" value={o.value} checked={purpose.purchaseFor === o.value} onChange={() => purpose.setPurchaseFor(o.value)} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>
                  {o.icon}
                  {o.title}
                </span>
                <span className={styles.muted}>{o.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
