import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ConsoleDetail } from '../../../../components/console/console-detail';
import { PermissionGate } from '../../../../components/console/permission-gate';
import { useShop } from '../../../../lib/use-shop';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { consoleOrderQuery } from '../api/orders-console-api';
import { OrderDetailHead, OrderFacts } from '../components/order-detail-head';
import { OrderDetailLines } from '../components/order-detail-lines';
import { OrderManageActions } from '../components/order-manage-actions';
import { OrderShipments } from '../components/order-shipments';
import { OrderAddresses, OrderNotices, OrderPayments, OrderRemark } from '../components/order-detail-records';
import { OrderTimeline } from '../components/order-timeline';
import { ShipDialog } from '../components/ship-dialog';
import { useOrderMoves } from '../hooks/use-order-moves';
import styles from '../components/order-detail.module.css';

/**
 * /console/orders/:orderNo: one order for whoever packs, ships or answers for it: the buyer's
 * note first, the lines to pick, addresses, payments and refunds, what the buyer was told, and
 * the timeline with who did what and the staff's internal notes.
 */
export function Component() {
  const { t } = useTranslation(['console', 'console-orders', 'orders', 'common']);
  const { orderNo = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { money } = useShop();
  const order = useQuery(consoleOrderQuery(orderNo));
  // Read here, not first inside the gate: react-query re-renders this page only for the fields it
  // read, and the gate renders nothing of the order until /staff/me has answered.
  const query = { data: order.data, isError: order.isError, error: order.error, refetch: order.refetch };
  const moves = useOrderMoves();
  const { pending } = moves;
  // Back to the list it was opened from (its filters are in the address), else to all orders.
  const back = () => void (location.key === 'default' ? navigate('/console/orders?view=all') : navigate(-1));
  return (
    <PermissionGate permission="orders.read" title={t('orders.title')} noAccess={t('console-orders:detail.noAccess')} error={query.error} testId="order-no-access">
      <ConsoleDetail
        back={{ label: t('console-orders:detail.back'), onBack: back, testId: 'order-back' }}
        title={t('console-orders:detail.title', { orderNo })}
        titleTestId="order-title"
        query={query}
        notFound={<p data-testid="order-not-found">{t('console-orders:detail.notFound')}</p>}
      >
        {(o) => (
          <>
            <OrderDetailHead order={o} onMove={(kind) => moves.choose(kind, { orderNo: o.orderNo, total: o.amounts.total })} />
            <div className={styles.column}>
              <OrderRemark remark={o.remark} />
              <OrderDetailLines order={o} />
              <OrderShipments order={o} />
            </div>
            <div className={styles.layout}>
              <div className={styles.column}>
                <OrderAddresses order={o} />
                <OrderFacts order={o} />
              </div>
              <div className={styles.column}>
                {/* Cancel with a reason, full or partial refunds and the packing list. */}
                <div className={styles.slot} data-testid="order-manage-slot">
                  <OrderManageActions orderNo={o.orderNo} />
                </div>
                <OrderPayments order={o} />
                <OrderTimeline order={o} />
                <OrderNotices order={o} />
              </div>
            </div>
          </>
        )}
      </ConsoleDetail>
      <ShipDialog order={pending?.kind === 'ship' ? pending.order : null} onClose={moves.cancel} onShipped={(no) => moves.done('shipped', no)} />
      <ConfirmDialog
        open={pending?.kind === 'deliver' || pending?.kind === 'refund'}
        title={pending ? t(pending.kind === 'deliver' ? 'orders.deliverTitle' : 'orders.refundTitle', { orderNo: pending.order.orderNo }) : ''}
        text={pending ? (pending.kind === 'deliver' ? t('orders.deliverText') : t('orders.refundText', { amount: money(pending.order.total) })) : ''}
        confirmLabel={pending?.kind === 'refund' ? t('orders.refund') : t('orders.deliver')}
        busy={moves.busy}
        onConfirm={() => void moves.confirm()}
        onClose={moves.cancel}
      />
    </PermissionGate>
  );
}
