import type { StaffOrderRow } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../../lib/alerts';
import { consoleOrdersApi } from '../api/orders-console-api';

export type OrderMove = 'ship' | 'deliver' | 'refund';
/** What a move needs of an order: a queue's row or the order's page. */
export type MovedOrder = Pick<StaffOrderRow, 'orderNo' | 'total'>;
export type PendingMove = { kind: OrderMove; order: MovedOrder } | null;

/**
 * The move a staff member chose on an order of the queue (docs/product.md#screens) and what
 * follows: shipping asks for carrier and tracking (ShipDialog), delivering and refunding are
 * confirmed here; every outcome reads the queues again.
 */
export function useOrderMoves() {
  const { t } = useTranslation(['console']);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMove>(null);
  const [busy, setBusy] = useState(false);

  const done = async (key: 'shipped' | 'delivered' | 'refunded', orderNo: string) => {
    alert.success(t(`orders.${key}`, { orderNo }));
    setPending(null);
    await queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] });
  };
  const confirm = async () => {
    if (!pending || pending.kind === 'ship') return;
    setBusy(true);
    try {
      if (pending.kind === 'deliver') await consoleOrdersApi.deliver(pending.order.orderNo);
      else await consoleOrdersApi.refund(pending.order.orderNo);
      await done(pending.kind === 'deliver' ? 'delivered' : 'refunded', pending.order.orderNo);
    } catch {
      // The client showed why (e.g. someone else moved the order first); the list is refreshed.
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] });
    } finally {
      setBusy(false);
    }
  };
  return { pending, busy, choose: (kind: OrderMove, order: MovedOrder) => setPending({ kind, order }), cancel: () => setPending(null), done, confirm };
}
