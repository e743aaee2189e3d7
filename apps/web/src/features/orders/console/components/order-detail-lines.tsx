import type { StaffOrderDetail } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { useOrderMoney } from '../../lib/use-order-money';
import styles from './order-detail.module.css';

/** The lines to pick: product number, SKU, the variant as bought, quantity and prices; then the order's amounts. */
export function OrderDetailLines({ order: o }: { order: StaffOrderDetail }) {
  const { t } = useTranslation(['console-orders', 'orders']);
  const money = useOrderMoney();
  const a = o.amounts;
  return (
    <section className={styles.panel} aria-labelledby="order-lines">
      <h2 id="order-lines">{t('detail.lines', { count: o.lines.reduce((n, l) => n + l.quantity, 0) })}</h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by the keyboard (axe: scrollable-region-focusable) */}
      <div className={styles.scroll} role="region" aria-labelledby="order-lines" tabIndex={0}>
        <table className={styles.table} data-testid="order-lines">
          <thead>
            <tr>
              <th scope="col">{t('detail.columns.product')}</th>
              <th scope="col">{t('detail.columns.productNo')}</th>
              <th scope="col">{t('detail.columns.sku')}</th>
              <th scope="col">{t('detail.columns.variant')}</th>
              <th scope="col" className={styles.num}>
                {t('detail.columns.quantity')}
              </th>
              <th scope="col" className={styles.num}>
                {t('detail.columns.unitPrice')}
              </th>
              <th scope="col" className={styles.num}>
                {t('detail.columns.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l) => (
              <tr key={l.lineNo} data-testid={`order-line-${l.lineNo}`}>
                <td>
                  <span className={styles.lineName}>
                    {l.image && <img src={l.image} alt="" loading="lazy" />}
                    {l.name}
                  </span>
                </td>
                <td data-label={t('detail.columns.productNo')} className={styles.mono}>
                  {l.productNo}
                </td>
                <td data-label={t('detail.columns.sku')} className={styles.mono}>
                  {l.skuId ?? t('detail.skuGone')}
                </td>
                <td data-label={t('detail.columns.variant')} className={styles.variant}>
                  {l.saleAttr || '—'}
                </td>
                <td data-label={t('detail.columns.quantity')} className={styles.num}>
                  <strong>{l.quantity}</strong>
                </td>
                <td data-label={t('detail.columns.unitPrice')} className={styles.num}>
                  {money(l.unitPrice, o.kind)}
                </td>
                <td data-label={t('detail.columns.lineTotal')} className={styles.num}>
                  {money(l.lineTotal, o.kind)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals} data-testid="order-totals">
        <dt>{t('detail.subtotal')}</dt>
        <dd>{money(a.subtotal, o.kind)}</dd>
        <dt>{t('detail.shippingFee')}</dt>
        <dd>{money(a.shippingFee, o.kind)}</dd>
        {a.discount.amount > 0 && (
          <>
            <dt>{o.couponCode ? t('detail.discountCode', { code: o.couponCode }) : t('detail.discount')}</dt>
            <dd>−{money(a.discount, o.kind)}</dd>
          </>
        )}
        <dt>{t('detail.tax', { rate: (a.taxRateBp / 100).toLocaleString() })}</dt>
        <dd>{money(a.tax, o.kind)}</dd>
        <dt className={styles.grandTotal}>{t('detail.total')}</dt>
        <dd className={styles.grandTotal}>{money(a.total, o.kind)}</dd>
      </dl>
    </section>
  );
}
