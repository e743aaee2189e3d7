import { formatMoney, type CustomerDetail } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleDay } from '../hooks/use-console-day';
import styles from '../pages/console-customers.module.css';
import { CustomerSection } from './customer-section';

/** The buyer's latest orders, each opening the console's order page. */
export function CustomerOrders({ orders }: { orders: CustomerDetail['orders'] }) {
  const { t, i18n } = useTranslation(['console-customers', 'orders']);
  const day = useConsoleDay();
  return (
    <CustomerSection id="orders" title={t('sections.orders')} shown={orders.items.length} total={orders.total}>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('orders.number')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col" className={styles.num}>
                {t('orders.total')}
              </th>
              <th scope="col">{t('orders.date')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.items.map((o) => (
              <tr key={o.orderNo}>
                <td>
                  <Link to={`/console/orders/${encodeURIComponent(o.orderNo)}`} className={styles.name} data-testid={`customer-order-${o.orderNo}`}>
                    {o.orderNo}
                  </Link>
                  {o.kind === 'sample' && <span className={styles.muted}>{t('orders.sample')}</span>}
                </td>
                <td data-label={t('orders.status')}>{t(`orders:status.${o.status}`)}</td>
                <td data-label={t('orders.total')} className={styles.num}>
                  {formatMoney(o.total.amount, o.total.currency, o.total.minorUnits, i18n.language)}
                </td>
                <td data-label={t('orders.date')}>
                  <time dateTime={o.createdAt}>{day(o.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </CustomerSection>
  );
}
