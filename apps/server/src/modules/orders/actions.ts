import { CODES, TIMEOUT_REASON, type CancelReason, type ReturnRequestBody } from '@netshop/contract';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { attachUploads, ownUploadCount } from '../account/index.js';
import { AppError } from '../../plugins/envelope.js';
import { addItems } from '../cart/index.js';
import { recordEvent } from './events.js';
import {
  binOrder,
  cancelExpiredUnpaid,
  cancelled,
  completedNow,
  endCountdown,
  orderedUnits,
  orderNumbered,
  orderWithId,
  purgeBinnedOrder,
  purgeOldBins,
  regularOnly,
  transitionOrder,
  unbinOrder,
  upsertReturn,
} from './queries.js';
import { recordAudit } from '../audit/index.js';
import { orderAuditState } from './console-queries.js';
import { releaseOrders, returnRefundedStock } from './release.js';
import { orderToChange } from './service.js';
import { deliverWholeOrder, shipWholeOrder } from './shipments.js';

// Order actions by state (contract allowedActions). Each is one conditional UPDATE: the WHERE
// names the state it leaves, so two clicks, two tabs or a buyer racing the sweeper can never
// apply a change twice or to an order that has moved on. Whose order it is was settled first
// (orderToChange): the buyer's own, or their company's while they may place orders for it
// (ADR 0045: a colleague pays, cancels, confirms receipt, asks for a return, bins it; reading
// and buying again only need orders.read, and the cart they fill is their own).

const notAllowed = () => new AppError(CODES.CONFLICT, 'orderNotAllowed');

/** Moves an order from one of `from` to `to`; null when the order is in another state. */
const transition = async (...args: Parameters<typeof transitionOrder>) => (await transitionOrder(...args)) ?? null;
const mustExist = (ctx: RequestContext, orderNo: string) => orderToChange(ctx, orderNo, 'orders.read');
const mayChange = (ctx: RequestContext, orderNo: string) => orderToChange(ctx, orderNo, 'orders.place');

export async function cancelOrder(ctx: RequestContext, orderNo: string, reason: CancelReason, note: string): Promise<void> {
  const found = await mayChange(ctx, orderNo);
  await inTransaction(ctx, async (tx) => {
    const o = await transition(tx.db, orderWithId(found.id), ['unpaid'], 'cancelled', cancelled(reason, note));
    if (!o) throw notAllowed();
    await releaseOrders(tx.db, [o.id]);
    await recordEvent(tx, o, 'cancelled', { reason });
  });
}

export async function confirmReceipt(ctx: RequestContext, orderNo: string): Promise<void> {
  const found = await mayChange(ctx, orderNo);
  await inTransaction(ctx, async (tx) => {
    const o = await transition(tx.db, orderWithId(found.id), ['to_receive'], 'completed', completedNow);
    if (!o) throw notAllowed();
    await recordEvent(tx, o, 'completed');
  });
}

export async function requestReturn(ctx: RequestContext, orderNo: string, body: Extract<ReturnRequestBody, object> & { photos: string[] }): Promise<'ok' | 'items' | 'photos'> {
  const { db } = ctx;
  const userId = buyerId(ctx);
  const order = await mayChange(ctx, orderNo);
  const ordered = new Map((await orderedUnits(db, order.id)).map((l) => [l.skuId ?? 0, l.quantity]));
  if (body.items.some((i) => !ordered.has(i.skuId) || i.quantity > ordered.get(i.skuId)!)) return 'items';
  // Photos must be this buyer's own uploads (checked by content when they were uploaded).
  const ids = body.photos.map((p) => /\/media\/uploads\/([a-z0-9-]+)\./.exec(p)?.[1] ?? '');
  if (ids.length) {
    if ((await ownUploadCount(db, userId, ids)) !== new Set(ids).size) return 'photos';
  }
  await inTransaction(ctx, async (tx) => {
    // A free-sample order was never paid: nothing to return for a refund (allowedActions agrees).
    const o = await transition(tx.db, regularOnly(orderWithId(order.id)), ['to_ship', 'to_receive', 'completed'], 'refunding');
    if (!o) throw notAllowed();
    await upsertReturn(tx.db, o.id, body);
    await attachUploads(tx.db, userId, body.photos); // the sweeper keeps referenced uploads only
    await recordEvent(tx, o, 'returnRequested', { reason: body.reason });
  });
  return 'ok';
}

export async function moveToBin(ctx: RequestContext, orderNo: string): Promise<void> {
  const found = await mayChange(ctx, orderNo);
  await inTransaction(ctx, async (tx) => {
    const o = await binOrder(tx.db, found.id);
    if (!o) throw notAllowed();
    await recordEvent(tx, o, 'deleted');
  });
}

/** Cancelled orders cannot be restored (docs/product.md#states). */
export async function restoreFromBin(ctx: RequestContext, orderNo: string): Promise<void> {
  const found = await mayChange(ctx, orderNo);
  await inTransaction(ctx, async (tx) => {
    const o = await unbinOrder(tx.db, found.id);
    if (!o) throw notAllowed();
    await recordEvent(tx, o, 'restored');
  });
}

/** Deleting for good hides the order from the buyer forever; the row stays for the books (ADR 0011). */
export async function purgeOrder(ctx: RequestContext, orderNo: string): Promise<void> {
  const found = await mayChange(ctx, orderNo);
  if (!(await purgeBinnedOrder(ctx.db, found.id))) throw notAllowed();
}

export async function repurchase(ctx: RequestContext, orderNo: string) {
  const o = await mustExist(ctx, orderNo);
  // A free-sample order is granted on application, never bought: no way round that by the cart
  // (allowedActions offers no repurchase for it either).
  if (o.kind === 'sample') throw notAllowed();
  const lines = await orderedUnits(ctx.db, o.id);
  const gone = lines.filter((l) => l.skuId === null).length;
  const r = await addItems(ctx, lines.flatMap((l) => (l.skuId === null ? [] : [{ skuId: l.skuId, quantity: l.quantity }])));
  return { added: r.merged, skipped: r.skipped + gone };
}

// ---- the sweeper's work: safe with several processes (SKIP LOCKED, conditional UPDATE) ----

/** Cancels unpaid orders past their deadline, returning their stock and coupons. Returns how many. */
export async function expireUnpaid(ctx: RequestContext, batch = 100): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const orders = await cancelExpiredUnpaid(tx.db, TIMEOUT_REASON, batch);
    await releaseOrders(tx.db, orders.map((o) => o.id));
    for (const o of orders) await recordEvent(tx, o, 'timedOut', { reason: TIMEOUT_REASON });
    return orders.length;
  });
}

/** Empties recycle bins of orders deleted more than `days` ago. */
export async function purgeRecycleBins(ctx: RequestContext, days: number): Promise<number> {
  return purgeOldBins(ctx.db, days);
}

// ---- operator (seller side): shipping progress and refunds ----
// Each records an audit entry (ADR 0040) in its transaction: the order's status, carrier,
// tracking number and delivery mark before and after.

const byNo = orderNumbered;

type AuditState = NonNullable<Awaited<ReturnType<typeof orderAuditState>>>;
const auditFields = (s: AuditState) => ({ status: s.status, carrier: s.carrier, trackingNo: s.trackingNo, delivered: s.deliveredAt !== null });

/** Runs a staff move in a transaction with the order locked, and audits it when it changed the order. */
async function auditedMove(ctx: RequestContext, orderNo: string, action: string, move: (tx: RequestContext) => Promise<boolean>): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const before = await orderAuditState(tx.db, orderNo, true);
    if (!before) return false;
    const changed = await move(tx);
    if (changed && ctx.staff) {
      const after = (await orderAuditState(tx.db, orderNo))!;
      await recordAudit(tx, { action, entityType: 'order', entityId: orderNo, before: auditFields(before), after: auditFields(after) });
    }
    return changed;
  });
}

/** Ships the whole order: every shipment still waiting leaves with this carrier and tracking number (shipments.ts). */
export async function opsShip(ctx: RequestContext, orderNo: string, carrier: string, trackingNo: string): Promise<boolean> {
  return auditedMove(ctx, orderNo, 'order.ship', (tx) => shipWholeOrder(tx, orderNo, carrier, trackingNo));
}

export async function opsDeliver(ctx: RequestContext, orderNo: string): Promise<boolean> {
  return auditedMove(ctx, orderNo, 'order.deliver', (tx) => deliverWholeOrder(tx, orderNo));
}

/** Ends an unpaid order's countdown now; the sweeper then closes it as it would at the deadline. */
export async function opsExpire(ctx: RequestContext, orderNo: string): Promise<boolean> {
  return auditedMove(ctx, orderNo, 'order.expire', (tx) => endCountdown(tx.db, orderNo));
}

/**
 * Marks a requested refund done; the money itself goes back through payments (refundOrder), in the
 * same transaction (`ctx` is that transaction's: the audit entry lands with it).
 */
export async function completeRefund(ctx: RequestContext, orderNo: string): Promise<boolean> {
  return auditedMove(ctx, orderNo, 'order.refund', async (tx) => {
    const o = await transition(tx.db, byNo(orderNo), ['refunding'], 'refunded');
    if (!o) return false;
    // Refunded in full: its units go back to the warehouses they came from (ADR 0044).
    await returnRefundedStock(tx.db, [o.id]);
    await recordEvent(tx, o, 'refunded');
    return true;
  });
}
