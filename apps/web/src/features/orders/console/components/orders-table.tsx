import type { StaffOrderQueue, StaffOrderRow } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { staffCan, useStaffMe } from '../../../../lib/staff-session';
import { useShop } from '../../../../lib/use-shop';
import { OrderKindBadge } from '../../components/order-kind-badge';
import { OrderStatusBadge } from './order-status-badge';
import { useOrderMoney } from '../../lib/use-order-money';
import type { OrderMove } from '../hooks/use-order-moves';
import styles from './console-orders.module.css';

interface OrdersTableProps {
  queue: StaffOrderQueue;
  orders: readonly StaffOrderRow[];
  onMove(kind: OrderMove, order: StaffOrderRow): void;
}

/** One queue's orders as a table: the deliver queue adds the shipment, the refund queue the buyer's reason. */
export function OrdersTable({ queue, orders, onMove }: OrdersTableProps) {
  const { t } = useTranslation(['console', 'orders']);
  return (
    <div className={styles.scroll}>
      {orders.length === 0 ? (
        <p className={styles.empty} data-testid="console-orders-empty">
          {t(`orders.empty.${queue}`)}
        </p>
      ) : (
        <table className={styles.table} data-testid="console-orders">
          <thead>
            <tr>
              <th scope="col">{t('orders.columns.order')}</th>
              <th scope="col">{t('orders.columns.buyer')}</th>
              <th scope="col">{t('orders.columns.shipTo')}</th>
              <th scope="col" className={styles.num}>
                {t('orders.columns.units')}
              </th>
              <th scope="col" className={styles.num}>
                {t('orders.columns.total')}
              </th>
              <th scope="col">{t('orders.columns.since')}</th>
              {queue === 'to_deliver' && <th scope="col">{t('orders.columns.shipment')}</th>}
              {queue === 'refunding' && <th scope="col">{t('orders.columns.reason')}</th>}
              <th scope="col">{t('orders.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <OrderRow key={o.orderNo} queue={queue} order={o} onMove={onMove} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function OrderRow({ queue, order: o, onMove }: { queue: StaffOrderQueue; order: StaffOrderRow; onMove: OrdersTableProps['onMove'] }) {
  const { t } = useTranslation(['console', 'orders']);
  const { locale } = useShop();
  const orderMoney = useOrderMoney();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <tr data-testid={`console-order-${o.orderNo}`}>
      <td className={styles.mono}>
        <Link to={`/console/orders/${o.orderNo}`}>{o.orderNo}</Link> <OrderKindBadge kind={o.kind} />
        {/* Some parcels left, others wait (issue 28): the rest still needs shipping. */}
        {o.status === 'to_ship' && o.shipping && o.shipping.shipped > 0 && <OrderStatusBadge status={o.status} delivered={false} partly testId="console-order-partly" />}
      </td>
      <td>{o.buyerEmail}</td>
      <td>{o.shipTo}</td>
      <td className={styles.num}>{o.units}</td>
      <td className={styles.num}>{orderMoney(o.total, o.kind)}</td>
      <td>{when.format(new Date(o.since))}</td>
      {queue === 'to_deliver' && (
        <td>
          {o.carrier} <span className={styles.mono}>{o.trackingNo}</span>
        </td>
      )}
      {queue === 'refunding' && <td>{o.returnReason ? t(`orders:returnReasons.${o.returnReason}`, { defaultValue: o.returnReason }) : ''}</td>}
      <td>
        <OrderMoveButton queue={queue} order={o} onMove={onMove} />
      </td>
    </tr>
  );
}

/** The queue's one move, for a role that may make it. */
function OrderMoveButton({ queue, order, onMove }: { queue: StaffOrderQueue; order: StaffOrderRow; onMove: OrdersTableProps['onMove'] }) {
  const { t } = useTranslation(['console']);
  const me = useStaffMe();
  const mayFulfil = staffCan(me.data, 'orders.fulfil');
  const mayRefund = staffCan(me.data, 'orders.refund');
  if (queue === 'to_ship' && mayFulfil)
    return (
      <Button size="small" onClick={() => onMove('ship', order)} data-testid="console-ship">
        {t('orders.ship')}
      </Button>
    );
  if (queue === 'to_deliver' && mayFulfil)
    return (
      <Button size="small" variant="secondary" onClick={() => onMove('deliver', order)} data-testid="console-deliver">
        {t('orders.deliver')}
      </Button>
    );
  if (queue === 'refunding' && mayRefund)
    return (
      <Button size="small" variant="accent" onClick={() => onMove('refund', order)} data-testid="console-refund">
        {t('orders.refund')}
      </Button>
    );
  return null;
}
