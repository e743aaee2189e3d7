import { STAFF_ORDER_QUEUES, type StaffOrderQueue } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { countByStatus, useQueueTabs } from '../../../../components/console/use-queue-tabs';
import { useShop } from '../../../../lib/use-shop';
import { consoleOrdersQuery } from '../api/orders-console-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { OrdersTable } from '../components/orders-table';
import { ShipDialog } from '../components/ship-dialog';
import { useOrderMoves } from '../hooks/use-order-moves';
import styles from '../components/console-orders.module.css';

/** The server's page of a queue (docs/product.md#calls). */
const PAGE_SIZE = 20;

/** /console/orders: what waits for the shop, oldest first: paid orders to ship, parcels to deliver, refunds to make. */
export function Component() {
  const { t } = useTranslation(['console', 'orders', 'common']);
  const { money } = useShop();
  const queue = useQueueTabs<StaffOrderQueue>('to_ship');
  const list = useQuery(consoleOrdersQuery(queue.tab, queue.page));
  const moves = useOrderMoves();
  const { pending } = moves;

  return (
    <>
      <ConsoleQueue
        testId="console-orders"
        title={t('orders.title')}
        frame={(tabs) => <div className={styles.panel}>{tabs}</div>}
        tabs={{ label: t('orders.queues'), items: STAFF_ORDER_QUEUES, value: queue.tab, onChange: queue.selectTab, name: (q) => t(`orders.queue.${q}`), count: countByStatus }}
        query={list}
        page={queue.page}
        pageSize={PAGE_SIZE}
        onPage={queue.setPage}
        renderPage={(data) => <OrdersTable queue={queue.tab} orders={data.items} onMove={moves.choose} />}
      />
      <ShipDialog order={pending?.kind === 'ship' ? pending.order : null} onClose={moves.cancel} onShipped={(orderNo) => moves.done('shipped', orderNo)} />
      <ConfirmDialog
        open={pending?.kind === 'deliver' || pending?.kind === 'refund'}
        title={pending ? t(pending.kind === 'deliver' ? 'orders.deliverTitle' : 'orders.refundTitle', { orderNo: pending.order.orderNo }) : ''}
        text={pending ? (pending.kind === 'deliver' ? t('orders.deliverText') : t('orders.refundText', { amount: money(pending.order.total) })) : ''}
        confirmLabel={pending?.kind === 'refund' ? t('orders.refund') : t('orders.deliver')}
        busy={moves.busy}
        onConfirm={() => void moves.confirm()}
        onClose={moves.cancel}
      />
    </>
  );
}
