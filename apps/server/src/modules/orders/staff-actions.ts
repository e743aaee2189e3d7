import { CODES, formatMoney, LANGUAGES, type Money, type OrderStatus, type StaffCancelBody, type StaffOrderMoney, type StaffRefundBody, type StaffRefundRecord } from '@netshop/contract';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { recordAudit } from '../audit/index.js';
import { notify } from '../notifications/index.js';
import { AppError } from '../../plugins/envelope.js';
import { recordEvent } from './events.js';
import { releaseOrders, returnRefundedStock } from './release.js';
import { anyShipmentLeft } from './shipment-moves-queries.js';
import { cancelFrom, markRefundedFrom, staffOrderByNo, type LockedOrder } from './staff-actions-queries.js';

// Staff's order actions (issue 27): cancel with a reason, refund in full or in part. Each runs
// with the order row locked (staffOrderByNo … FOR UPDATE), so two clicks, two tabs or two staff
// members queue on it: the second sees the first's cancel (409) or its refund already counted in
// the balance, and stock and money go back exactly once. The money moves through payments, which
// app.ts hands in as the port below (orders may not import payments, which imports orders).

/** What the orders' staff actions need of payments. */
export interface OrderMoneyPort {
  /** In the caller's transaction: what the capture that paid the order was, and how much of it is refunded or on its way back. */
  balance(ctx: RequestContext, orderId: number): Promise<{ paid: number; refunded: number }>;
  /** Reserves a refund of the order's capture in the caller's transaction; its id. */
  reserve(ctx: RequestContext, r: { orderId: number; amount: number; reason: string; note: string }): Promise<string>;
  /** Sends a reserved refund to the provider; `settled` runs in the transaction that records it made. */
  send(ctx: RequestContext, refundId: string, settled: (tx: RequestContext) => Promise<void>): Promise<'succeeded' | 'failed'>;
  refunds(ctx: RequestContext, orderId: number): Promise<{ id: string; amount: number; reason: string; note: string; status: StaffRefundRecord['status']; createdAt: string }[]>;
  /** Voids the open payment pages of orders that closed (after an unpaid order's cancel). */
  voidClosed(ctx: RequestContext): Promise<void>;
  /**
   * Runs in the transaction that records a refund made (issue 30): the invoices' credit note against
   * the order's VAT invoice, handed in by app.ts (orders may not import invoices). `source` is the
   * refund's id, so a retry issues it once.
   */
  afterRefund?(ctx: RequestContext, r: { orderId: number; amount: number; source: string; reason: string }): Promise<unknown>;
}

/** Unpaid, or paid and not shipped: the goods are still here. */
const CANCELLABLE: readonly OrderStatus[] = ['unpaid', 'to_ship'];
const SHIPPED: readonly OrderStatus[] = ['to_receive', 'completed'];
/** Paid orders; a cancelled one too, when its refund did not go through at the cancel and is made now. */
const REFUNDABLE: readonly OrderStatus[] = ['to_ship', 'to_receive', 'completed', 'refunding', 'cancelled'];
/** The states a paid order leaves for refunded once all it paid went back (a cancelled one stays cancelled). */
const TO_REFUNDED: readonly OrderStatus[] = ['to_ship', 'to_receive', 'completed', 'refunding'];

const notFound = () => new AppError(CODES.NOT_FOUND, 'notFound');
const moneyOf = (o: { currency: string; minorUnits: number }) => (amount: number): Money => ({ amount, currency: o.currency, minorUnits: o.minorUnits });
/** An amount as the buyer's order reads it (the timeline and message keep the text). */
const amountText = (o: LockedOrder, amount: number) => formatMoney(amount, o.currency, o.minorUnits, LANGUAGES.find((l) => l.langId === o.langId)?.shortName ?? 'en');

async function lockedOrder(ctx: RequestContext, orderNo: string): Promise<LockedOrder> {
  const o = await staffOrderByNo(ctx.db, orderNo, true);
  if (!o) throw notFound();
  return o;
}

/** An order's money as staff act on it: paid, refunded, still refundable, and what they may do. */
export async function orderMoney(ctx: RequestContext, orderNo: string, port: OrderMoneyPort): Promise<StaffOrderMoney> {
  const o = await staffOrderByNo(ctx.db, orderNo);
  if (!o) throw notFound();
  const [b, refunds] = await Promise.all([port.balance(ctx, o.id), port.refunds(ctx, o.id)]);
  const m = moneyOf(o);
  const refundable = Math.max(0, b.paid - b.refunded);
  return {
    orderNo: o.orderNo,
    status: o.status,
    paid: m(b.paid),
    refunded: m(b.refunded),
    refundable: m(refundable),
    canCancel: CANCELLABLE.includes(o.status),
    canRefund: refundable > 0 && REFUNDABLE.includes(o.status),
    refunds: refunds.map((r) => ({ ...r, amount: m(r.amount) })),
  };
}

/**
 * Cancels an unpaid or paid-but-not-shipped order: its stock and coupon go back, the buyer is told,
 * and what was paid is refunded in full through the provider. A shipped order cannot be cancelled
 * (a refund is the way); a cancelled one answers 409, so a replay changes nothing.
 */
export async function staffCancel(ctx: RequestContext, orderNo: string, body: StaffCancelBody, port: OrderMoneyPort): Promise<StaffOrderMoney> {
  const reason = body.reason;
  const note = body.note ?? '';
  const done = await inTransaction(ctx, async (tx) => {
    const o = await lockedOrder(tx, orderNo);
    // A shipment that left makes the order shipped, in part: a refund is the way (issue 28).
    if (SHIPPED.includes(o.status) || (await anyShipmentLeft(tx.db, o.id))) throw new AppError(CODES.CONFLICT, 'orderShippedNoCancel');
    if (!CANCELLABLE.includes(o.status)) throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
    const b = await port.balance(tx, o.id);
    const after = await cancelFrom(tx.db, o.id, CANCELLABLE, reason, note);
    if (!after) throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
    await releaseOrders(tx.db, [o.id]);
    await recordEvent(tx, o, 'cancelled', { reason });
    const toRefund = o.status === 'to_ship' ? Math.max(0, b.paid - b.refunded) : 0;
    const refundId = toRefund > 0 ? await port.reserve(tx, { orderId: o.id, amount: toRefund, reason: 'cancel', note }) : null;
    await recordAudit(tx, {
      action: 'order.cancel',
      entityType: 'order',
      entityId: o.orderNo,
      before: { status: o.status, cancelReason: o.cancelReason, paid: b.paid, refunded: b.refunded },
      after: { status: after.status, cancelReason: reason, cancelNote: note, refund: refundId ? { id: refundId, amount: toRefund } : null },
    });
    return { o, refundId, toRefund };
  });
  if (done.refundId) {
    // A refusal leaves the order cancelled with its money still refundable: the answer shows it, and a refund retries.
    const refundId = done.refundId;
    await port.send(ctx, refundId, async (tx) => {
      await recordEvent(tx, done.o, 'refunded', { amount: amountText(done.o, done.toRefund) });
      await port.afterRefund?.(tx, { orderId: done.o.id, amount: done.toRefund, source: refundId, reason: 'cancelled' });
    });
  } else {
    await port.voidClosed(ctx);
  }
  return orderMoney(ctx, orderNo, port);
}

/**
 * Refunds part or all of what is left of an order's payment. The amount is checked against the
 * balance with the order locked, so refunds at once can never add up to more than was paid; the
 * order becomes refunded when nothing is left. 502 when the provider refuses (nothing recorded as made).
 */
export async function staffRefund(ctx: RequestContext, orderNo: string, body: StaffRefundBody, port: OrderMoneyPort): Promise<StaffOrderMoney> {
  const note = body.note ?? '';
  const plan = await inTransaction(ctx, async (tx) => {
    const o = await lockedOrder(tx, orderNo);
    if (!REFUNDABLE.includes(o.status)) throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
    const b = await port.balance(tx, o.id);
    const left = b.paid - b.refunded;
    if (left <= 0) throw new AppError(CODES.CONFLICT, 'nothingToRefund');
    if (body.amount > left) throw new AppError(CODES.UNPROCESSABLE, 'refundTooLarge', { amount: 'amountTooLarge' }, { max: amountText(o, left) });
    const refundId = await port.reserve(tx, { orderId: o.id, amount: body.amount, reason: body.reason, note });
    return { o, refundId, before: b };
  });
  const { o, refundId, before } = plan;
  const outcome = await port.send(ctx, refundId, async (tx) => {
    const now = await lockedOrder(tx, orderNo);
    const b = await port.balance(tx, o.id);
    const all = b.refunded >= b.paid;
    const status = all && (await markRefundedFrom(tx.db, o.id, TO_REFUNDED)) ? 'refunded' : now.status;
    // Refunded in full: the goods go back to the warehouses they came from; a partial refund returns none.
    if (status === 'refunded' && now.status !== 'refunded') await returnRefundedStock(tx.db, [o.id]);
    const amount = amountText(o, body.amount);
    if (all) {
      await recordEvent(tx, o, 'refunded', { amount });
    } else {
      await recordEvent(tx, o, 'refundIssued', { amount });
      await notify(tx, o.userId, 'refundIssued', { orderNo: o.orderNo, amount }, { type: 'order', subjectSuffix: o.orderNo });
    }
    await port.afterRefund?.(tx, { orderId: o.id, amount: body.amount, source: refundId, reason: 'refund' });
    await recordAudit(tx, {
      action: 'order.refund',
      entityType: 'order',
      entityId: o.orderNo,
      before: { status: now.status, paid: before.paid, refunded: before.refunded },
      after: { status, paid: b.paid, refunded: b.refunded, refund: { id: refundId, amount: body.amount, reason: body.reason, note } },
    });
  });
  if (outcome === 'failed') throw new AppError(CODES.BAD_GATEWAY, 'paymentProviderError');
  return orderMoney(ctx, orderNo, port);
}
