import type { OrderEventType } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { notify, type MessageTextKey } from '../notifications/index.js';
import { insertOrderEvent } from './queries.js';

// Every state change of an order is an event (the timeline of the order page) and, where the
// buyer should hear of it, a message in /accountCenter/message and a mail in the buyer's
// language (through the outbox), all written in the same transaction: the context's.

const MESSAGES: Partial<Record<OrderEventType, { key: MessageTextKey; type: 'order' | 'shipping' | 'logistics' }>> = {
  placed: { key: 'orderPlaced', type: 'order' },
  paid: { key: 'orderPaid', type: 'order' },
  cancelled: { key: 'orderCancelled', type: 'order' },
  timedOut: { key: 'orderTimedOut', type: 'order' },
  shipped: { key: 'orderShipped', type: 'shipping' },
  delivered: { key: 'orderDelivered', type: 'logistics' },
  completed: { key: 'orderCompleted', type: 'order' },
  returnRequested: { key: 'returnRequested', type: 'order' },
  refunded: { key: 'orderRefunded', type: 'order' },
  paymentReturned: { key: 'paymentReturned', type: 'order' },
};

/**
 * Who moves the order, for the console's timeline: a staff member (the operator token has no id),
 * the buyer, or the system (the sweeper, a payment provider's notification).
 */
function actorOf(ctx: RequestContext): { actor: 'buyer' | 'staff' | 'system'; staffId: number | null } {
  if (ctx.staff) return { actor: 'staff', staffId: ctx.staff.staffId > 0 ? ctx.staff.staffId : null };
  return { actor: ctx.buyer ? 'buyer' : 'system', staffId: null };
}

/**
 * `notify: false` records the event only (a sample order's creation: its application tells the
 * buyer); `messageKey` tells it in other words than the type's (one shipment of several left).
 */
export async function recordEvent(
  ctx: RequestContext,
  order: { id: number; userId: number; orderNo: string },
  type: OrderEventType,
  data: Record<string, string> = {},
  opts: { notify?: boolean; messageKey?: MessageTextKey } = {},
): Promise<void> {
  await insertOrderEvent(ctx.db, order.id, type, data, actorOf(ctx));
  const message = MESSAGES[type];
  if (!message || opts.notify === false) return;
  // Receipt confirmations are the buyer's own action: a message is enough.
  await notify(ctx, order.userId, opts.messageKey ?? message.key, { orderNo: order.orderNo, ...data }, { type: message.type, mail: type !== 'completed', subjectSuffix: order.orderNo });
}
