import type { StaffOrderList, StaffOrderSearchList } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { useShop } from '../../../../lib/use-shop';
import { consoleOrderSearchQuery, consoleOrdersQuery } from '../api/orders-console-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AllOrdersFilters } from '../components/all-orders-filters';
import { AllOrdersTable } from '../components/all-orders-table';
import { OrdersTable } from '../components/orders-table';
import { ShipDialog } from '../components/ship-dialog';
import { ORDER_VIEWS, useOrderListParams, type OrderView } from '../hooks/use-order-list-params';
import { useOrderMoves } from '../hooks/use-order-moves';
import { useOrdersExport } from '../hooks/use-orders-export';
import styles from '../components/console-orders.module.css';

/** The server's page of a queue and of the list (docs/product.md#calls). */
const PAGE_SIZE = 20;

type OrdersPage = StaffOrderList | StaffOrderSearchList;

/** A queue's tab shows how many wait there; "All orders" how many match. */
const countOf = (tab: OrderView, page: OrdersPage) => ('counts' in page ? (tab === 'all' ? undefined : page.counts[tab]) : tab === 'all' ? page.total : undefined);

/**
 * /console/orders: what waits for the shop, oldest first (paid orders to ship, parcels to deliver,
 * refunds to make), and "All orders": every order, searched and filtered, newest first, exported
 * as CSV. An order number opens the order's page.
 */
export function Component() {
  const { t } = useTranslation(['console', 'console-orders', 'orders', 'common']);
  const { money } = useShop();
  const list = useOrderListParams();
  const queueQuery = useQuery({ ...consoleOrdersQuery(list.queue ?? 'to_ship', list.page), enabled: list.queue !== null });
  const searchQuery = useQuery({ ...consoleOrderSearchQuery(list.filters, list.page), enabled: list.queue === null });
  const query = list.queue === null ? searchQuery : queueQuery;
  const moves = useOrderMoves();
  const exporter = useOrdersExport();
  const { pending } = moves;

  return (
    <>
      <ConsoleQueue<OrderView, OrdersPage>
        testId="console-orders"
        title={t('orders.title')}
        frame={(tabs) => <div className={styles.panel}>{tabs}</div>}
        tabs={{ label: t('orders.queues'), items: ORDER_VIEWS, value: list.view, onChange: list.selectView, name: (v) => (v === 'all' ? t('console-orders:list.tab') : t(`orders.queue.${v}`)), count: countOf }}
        query={query}
        page={list.page}
        pageSize={PAGE_SIZE}
        onPage={list.setPage}
        renderPage={(data) =>
          'counts' in data ? (
            <OrdersTable queue={list.queue ?? 'to_ship'} orders={data.items} onMove={moves.choose} />
          ) : (
            <>
              <AllOrdersFilters filters={list.filters} onChange={list.setFilters} onExport={() => void exporter.run(list.filters)} exporting={exporter.exporting} />
              <p className={styles.found} data-testid="all-orders-total">
                {t('console-orders:list.found', { count: data.total })}
              </p>
              <AllOrdersTable orders={data.items} />
            </>
          )
        }
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
