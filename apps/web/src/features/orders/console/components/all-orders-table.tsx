import type { StaffOrderSearchRow } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop } from '../../../../lib/use-shop';
import { OrderKindBadge } from '../../components/order-kind-badge';
import { useOrderMoney } from '../../lib/use-order-money';
import styles from './all-orders.module.css';
import { OrderStatusBadge } from './order-status-badge';

/** "All orders": a table at 1280 px, one card per order on a phone; the order number opens the order. */
export function AllOrdersTable({ orders }: { orders: readonly StaffOrderSearchRow[] }) {
  const { t } = useTranslation(['console-orders', 'orders']);
  const { locale } = useShop();
  const orderMoney = useOrderMoney();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  if (orders.length === 0)
    return (
      <p className={styles.empty} data-testid="all-orders-empty">
        {t('list.empty')}
      </p>
    );
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="all-orders">
        <thead>
          <tr>
            <th scope="col">{t('list.columns.order')}</th>
            <th scope="col">{t('list.columns.placed')}</th>
            <th scope="col">{t('list.columns.status')}</th>
            <th scope="col">{t('list.columns.buyer')}</th>
            <th scope="col">{t('list.columns.country')}</th>
            <th scope="col" className={styles.num}>
              {t('list.columns.units')}
            </th>
            <th scope="col" className={styles.num}>
              {t('list.columns.total')}
            </th>
            <th scope="col">{t('list.columns.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.orderNo} data-testid={`all-order-${o.orderNo}`}>
              <td className={styles.mono}>
                <Link to={`/console/orders/${o.orderNo}`} data-testid="all-order-open">
                  {o.orderNo}
                </Link>{' '}
                <OrderKindBadge kind={o.kind} />
              </td>
              <td data-label={t('list.columns.placed')}>{when.format(new Date(o.createdAt))}</td>
              <td data-label={t('list.columns.status')}>
                <OrderStatusBadge status={o.status} delivered={o.delivered} partly={(o.shipping?.shipped ?? 0) > 0} />
              </td>
              <td data-label={t('list.columns.buyer')} className={styles.email}>
                {o.buyerEmail}
                {o.companyName && (
                  <span className={styles.company} data-testid="all-order-company">
                    {o.companyName}
                  </span>
                )}
              </td>
              <td data-label={t('list.columns.country')}>{o.country}</td>
              <td data-label={t('list.columns.units')} className={styles.num}>
                {o.units}
              </td>
              <td data-label={t('list.columns.total')} className={styles.num}>
                {orderMoney(o.total, o.kind)}
              </td>
              <td data-label={t('list.columns.remark')} className={styles.remark}>
                {o.remark}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
