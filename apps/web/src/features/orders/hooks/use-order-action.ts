import type { CancelReason, ReturnRequestBody } from '@netshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alert } from '../../../lib/alerts';
import { ORDERS_KEY, ordersApi } from '../api/orders-api';

// What the buyer does to one order (docs/product.md#states order actions, components/order-actions.tsx): one call
// at a time, each confirmed by an alert with the server's message; the orders are read again after it.

export type OrderOp =
  | { kind: 'cancel'; reason: CancelReason; note: string }
  | { kind: 'confirmReceipt' }
  | { kind: 'repurchase' }
  | { kind: 'requestReturn'; body: ReturnRequestBody }
  | { kind: 'delete' }
  | { kind: 'restore' }
  | { kind: 'purge' };

/** `onDone` runs after each success (the page closes its dialog); `onGone` when the order left the view. */
export function useOrderAction(orderNo: string, onDone: () => void, onGone?: () => void) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const run = useMutation({
    mutationFn: async (op: OrderOp) => {
      switch (op.kind) {
        case 'cancel':
          return (await ordersApi.cancel(orderNo, { reason: op.reason, note: op.note })).msg;
        case 'confirmReceipt':
          return (await ordersApi.confirmReceipt(orderNo)).msg;
        case 'requestReturn':
          return (await ordersApi.requestReturn(orderNo, op.body)).msg;
        case 'delete':
          return (await ordersApi.moveToBin(orderNo)).msg;
        case 'restore':
          return (await ordersApi.restore(orderNo)).msg;
        case 'purge':
          return (await ordersApi.purge(orderNo)).msg;
        case 'repurchase': {
          const { data } = await ordersApi.repurchase(orderNo);
          return data.skipped > 0 ? t('repurchase.partly', { count: data.added, skipped: data.skipped }) : t('repurchase.done', { count: data.added });
        }
      }
    },
    onSuccess: async (msg, op) => {
      onDone();
      alert.success(msg || t('done'));
      await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      if (op.kind === 'repurchase') {
        // The lines are back in the cart: every view of it (header badge, cart page) asks again.
        await queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('cart') });
        await navigate('/shoppingCart');
      }
      if (op.kind === 'delete' || op.kind === 'restore' || op.kind === 'purge') onGone?.();
    },
  });
  /** That call is under way. */
  const busy = (kind: OrderOp['kind']) => run.isPending && run.variables?.kind === kind;
  return { run: (op: OrderOp) => run.mutate(op), busy };
}
