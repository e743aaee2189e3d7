import type { CheckoutPreview } from '@netshop/contract';
import { formatBasisPoints } from '@netshop/contract/money';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../lib/use-shop';
import styles from './checkout.module.css';

/** Subtotal, shipping, discount, tax (its own line, with its name and rate) and the total, in the buyer's currency. */
export function OrderTotals({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation('checkout');
  const { money, locale } = useShop();
  const { amounts, tax } = preview;
  const rate = formatBasisPoints(tax.rateBp, locale);
  return (
    <dl className={styles.totals} data-testid="checkout-totals">
      <div>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{money(amounts.subtotal)}</dd>
      </div>
      <div>
        <dt>{t('totals.shipping')}</dt>
        <dd>{preview.shippingMethodId === null ? '—' : amounts.shippingFee.amount === 0 ? t('totals.free') : money(amounts.shippingFee)}</dd>
      </div>
      {amounts.discount.amount > 0 && (
        <div className={styles.discount}>
          <dt>{preview.coupon?.applied ? t('totals.discountWithCode', { code: preview.coupon.code }) : t('totals.discount')}</dt>
          <dd data-testid="checkout-discount">−{money(amounts.discount)}</dd>
        </div>
      )}
      <div>
        <dt>{tax.name ? t('totals.tax', { name: tax.name, rate }) : t('totals.taxUnnamed', { rate })}</dt>
        <dd>{money(amounts.tax)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t('totals.total')}</dt>
        <dd data-testid="checkout-total">{money(amounts.total)}</dd>
      </div>
    </dl>
  );
}
