import type { CheckoutPreview } from '@netshop/contract';
import { formatBasisPoints } from '@netshop/contract/money';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../lib/use-shop';
import styles from './checkout.module.css';

/**
 * Subtotal, shipping, discount, tax (its own line, with its name and rate) and the total, in the
 * buyer's currency. Shipping and tax depend on the destination: until a shipping address is
 * chosen (the preview has no tax country) they say so instead of showing a fee, "free" or 0 %,
 * and the total is the goods' total, labelled as before shipping and tax.
 */
export function OrderTotals({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation('checkout');
  const { money, locale } = useShop();
  const { amounts, tax } = preview;
  const rate = formatBasisPoints(tax.rateBp, locale);
  const { noAddress, total } = shownTotal(preview);
  return (
    <dl className={styles.totals} data-testid="checkout-totals">
      <div>
        <dt>{t('totals.subtotal')}</dt>
        <dd data-testid="checkout-subtotal">{money(amounts.subtotal)}</dd>
      </div>
      <div>
        <dt>{t('totals.shipping')}</dt>
        <dd className={noAddress ? styles.pending : undefined} data-testid="checkout-shipping-fee">
          {noAddress ? t('totals.pending') : preview.shippingMethodId === null ? '—' : amounts.shippingFee.amount === 0 ? t('totals.free') : money(amounts.shippingFee)}
        </dd>
      </div>
      {amounts.discount.amount > 0 && (
        <div className={styles.discount}>
          <dt>{preview.coupon?.applied ? t('totals.discountWithCode', { code: preview.coupon.code }) : t('totals.discount')}</dt>
          <dd data-testid="checkout-discount">−{money(amounts.discount)}</dd>
        </div>
      )}
      <div>
        <dt>{noAddress ? t('totals.taxLabel') : tax.name ? t('totals.tax', { name: tax.name, rate }) : t('totals.taxUnnamed', { rate })}</dt>
        <dd className={noAddress ? styles.pending : undefined} data-testid="checkout-tax">
          {noAddress ? t('totals.pending') : money(amounts.tax)}
        </dd>
      </div>
      <div className={styles.total}>
        <dt className={noAddress ? styles.totalBefore : undefined} data-testid="checkout-total-label">{noAddress ? t('totals.totalBeforeShippingTax') : t('totals.total')}</dt>
        <dd data-testid="checkout-total">{money(total)}</dd>
      </div>
    </dl>
  );
}

/** The total the buyer is shown: before shipping and tax until a shipping address is chosen. */
export function shownTotal(preview: CheckoutPreview) {
  const { amounts, tax } = preview;
  const noAddress = tax.countryId === null;
  return { noAddress, total: noAddress ? { ...amounts.total, amount: amounts.subtotal.amount - amounts.discount.amount } : amounts.total };
}
