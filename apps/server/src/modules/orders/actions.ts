import { CODES, TIMEOUT_REASON, type CancelReason, type OrderStatus, type ReturnRequestBody } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { attachUploads } from '../account/index.js';
import { AppError } from '../../plugins/envelope.js';
import { addItems } from '../cart/index.js';
import { recordEvent } from './events.js';
import { releaseOrders } from './release.js';
import { findOrder } from './service.js';

// Order actions by state (contract allowedActions). Each is one conditional UPDATE: the WHERE
// names the state it leaves, so two clicks, two tabs or a buyer racing the sweeper can never
// apply a change twice or to an order that has moved on.

const notAllowed = () => new AppError(CODES.CONFLICT, 'orderNotAllowed');
const notFound = () => new AppError(CODES.NOT_FOUND, 'notFound');

/** Moves an order from one of `from` to `to`; null when the order is in another state. */
async function transition(tx: Db, where: SQL, from: readonly OrderStatus[], to: OrderStatus, set: SQL = sql``) {
  const [o] = await rows<{ id: number; userId: number; orderNo: string }>(
    tx,
    sql`UPDATE shop_order SET status = ${to} ${set}
         WHERE ${where} AND status IN (${sql.join(from.map((s) => sql`${s}`), sql`, `)}) AND deleted_at IS NULL AND purged_at IS NULL
         RETURNING id, user_id AS "userId", order_no AS "orderNo"`,
  );
  return o ? { id: Number(o.id), userId: Number(o.userId), orderNo: o.orderNo } : null;
}
const mine = (userId: number, orderNo: string) => sql`user_id = ${userId} AND order_no = ${orderNo}`;

async function mustExist(ctx: RequestContext, orderNo: string) {
  const o = await findOrder(ctx, orderNo);
  if (!o) throw notFound();
  return o;
}

export async function cancelOrder(ctx: RequestContext, orderNo: string, reason: CancelReason, note: string): Promise<void> {
  const userId = buyerId(ctx);
  await mustExist(ctx, orderNo);
  await inTransaction(ctx, async (tx) => {
    const o = await transition(tx.db, mine(userId, orderNo), ['unpaid'], 'cancelled', sql`, cancel_reason = ${reason}, cancel_note = ${note}, cancelled_at = now()`);
    if (!o) throw notAllowed();
    await releaseOrders(tx.db, [o.id]);
    await recordEvent(tx, o, 'cancelled', { reason });
  });
}

export async function confirmReceipt(ctx: RequestContext, orderNo: string): Promise<void> {
  const userId = buyerId(ctx);
  await mustExist(ctx, orderNo);
  await inTransaction(ctx, async (tx) => {
    const o = await transition(tx.db, mine(userId, orderNo), ['to_receive'], 'completed', sql`, completed_at = now()`);
    if (!o) throw notAllowed();
    await recordEvent(tx, o, 'completed');
  });
}

export async function requestReturn(ctx: RequestContext, orderNo: string, body: Extract<ReturnRequestBody, object> & { photos: string[] }): Promise<'ok' | 'items' | 'photos'> {
  const { db } = ctx;
  const userId = buyerId(ctx);
  const order = await mustExist(ctx, orderNo);
  const ordered = new Map(
    (await rows<{ skuId: number; quantity: number }>(db, sql`SELECT sku_id AS "skuId", quantity FROM order_line WHERE order_id = ${order.id}`)).map((l) => [Number(l.skuId), Number(l.quantity)]),
  );
  if (body.items.some((i) => !ordered.has(i.skuId) || i.quantity > ordered.get(i.skuId)!)) return 'items';
  // Photos must be this buyer's own uploads (checked by content when they were uploaded).
  const ids = body.photos.map((p) => /\/media\/uploads\/([a-z0-9-]+)\./.exec(p)?.[1] ?? '');
  if (ids.length) {
    const own = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM upload WHERE user_id = ${userId} AND id::text IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    if (Number(own[0]?.n ?? 0) !== new Set(ids).size) return 'photos';
  }
  await inTransaction(ctx, async (tx) => {
    // A free-sample order was never paid: nothing to return for a refund (allowedActions agrees).
    const o = await transition(tx.db, sql`${mine(userId, orderNo)} AND kind = 'regular'`, ['to_ship', 'to_receive', 'completed'], 'refunding');
    if (!o) throw notAllowed();
    await tx.db.execute(
      sql`INSERT INTO order_return (order_id, reason, description, items, photos) VALUES (${o.id}, ${body.reason}, ${body.description}, ${JSON.stringify(body.items)}::jsonb, ${JSON.stringify(body.photos)}::jsonb)
          ON CONFLICT (order_id) DO UPDATE SET reason = excluded.reason, description = excluded.description, items = excluded.items, photos = excluded.photos, created_at = now()`,
    );
    await attachUploads(tx.db, userId, body.photos); // the sweeper keeps referenced uploads only
    await recordEvent(tx, o, 'returnRequested', { reason: body.reason });
  });
  return 'ok';
}

export async function moveToBin(ctx: RequestContext, orderNo: string): Promise<void> {
  const userId = buyerId(ctx);
  await mustExist(ctx, orderNo);
  await inTransaction(ctx, async (tx) => {
    const [o] = await rows<{ id: number; userId: number; orderNo: string }>(
      tx.db,
      sql`UPDATE shop_order SET deleted_at = now() WHERE ${mine(userId, orderNo)} AND deleted_at IS NULL AND purged_at IS NULL AND status IN ('completed', 'cancelled', 'refunded')
          RETURNING id, user_id AS "userId", order_no AS "orderNo"`,
    );
    if (!o) throw notAllowed();
    await recordEvent(tx, { ...o, id: Number(o.id), userId: Number(o.userId) }, 'deleted');
  });
}

/** Cancelled orders cannot be restored (docs/product.md#states). */
export async function restoreFromBin(ctx: RequestContext, orderNo: string): Promise<void> {
  const userId = buyerId(ctx);
  await mustExist(ctx, orderNo);
  await inTransaction(ctx, async (tx) => {
    const [o] = await rows<{ id: number; userId: number; orderNo: string }>(
      tx.db,
      sql`UPDATE shop_order SET deleted_at = NULL WHERE ${mine(userId, orderNo)} AND deleted_at IS NOT NULL AND purged_at IS NULL AND status <> 'cancelled'
          RETURNING id, user_id AS "userId", order_no AS "orderNo"`,
    );
    if (!o) throw notAllowed();
    await recordEvent(tx, { ...o, id: Number(o.id), userId: Number(o.userId) }, 'restored');
  });
}

/** Deleting for good hides the order from the buyer forever; the row stays for the books (ADR 0011). */
export async function purgeOrder(ctx: RequestContext, orderNo: string): Promise<void> {
  const userId = buyerId(ctx);
  await mustExist(ctx, orderNo);
  const r = await rows<{ id: number }>(ctx.db, sql`UPDATE shop_order SET purged_at = now() WHERE ${mine(userId, orderNo)} AND deleted_at IS NOT NULL AND purged_at IS NULL RETURNING id`);
  if (!r.length) throw notAllowed();
}

export async function repurchase(ctx: RequestContext, orderNo: string) {
  const o = await mustExist(ctx, orderNo);
  // A free-sample order is granted on application, never bought: no way round that by the cart
  // (allowedActions offers no repurchase for it either).
  if (o.kind === 'sample') throw notAllowed();
  const lines = await rows<{ skuId: number | null; quantity: number }>(ctx.db, sql`SELECT sku_id AS "skuId", quantity FROM order_line WHERE order_id = ${o.id} ORDER BY line_no`);
  const gone = lines.filter((l) => l.skuId === null).length;
  const r = await addItems(ctx, lines.filter((l) => l.skuId !== null).map((l) => ({ skuId: Number(l.skuId), quantity: Number(l.quantity) })));
  return { added: r.merged, skipped: r.skipped + gone };
}

// ---- the sweeper's work: safe with several processes (SKIP LOCKED, conditional UPDATE) ----

/** Cancels unpaid orders past their deadline, returning their stock and coupons. Returns how many. */
export async function expireUnpaid(ctx: RequestContext, batch = 100): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const expired = await rows<{ id: number; userId: number; orderNo: string }>(
      tx.db,
      sql`UPDATE shop_order SET status = 'cancelled', cancel_reason = ${TIMEOUT_REASON}, cancelled_at = now()
           WHERE id IN (SELECT id FROM shop_order WHERE status = 'unpaid' AND pay_by <= now() ORDER BY pay_by LIMIT ${batch} FOR UPDATE SKIP LOCKED)
             AND status = 'unpaid'
           RETURNING id, user_id AS "userId", order_no AS "orderNo"`,
    );
    const orders = expired.map((o) => ({ id: Number(o.id), userId: Number(o.userId), orderNo: o.orderNo }));
    await releaseOrders(tx.db, orders.map((o) => o.id));
    for (const o of orders) await recordEvent(tx, o, 'timedOut', { reason: TIMEOUT_REASON });
    return orders.length;
  });
}

/** Empties recycle bins of orders deleted more than `days` ago. */
export async function purgeRecycleBins(ctx: RequestContext, days: number): Promise<number> {
  const r = await rows<{ id: number }>(
    ctx.db,
    sql`UPDATE shop_order SET purged_at = now() WHERE deleted_at IS NOT NULL AND purged_at IS NULL AND deleted_at < now() - make_interval(days => ${days}) RETURNING id`,
  );
  return r.length;
}

// ---- operator (seller side): shipping progress and refunds ----

const byNo = (orderNo: string) => sql`order_no = ${orderNo}`;

export async function opsShip(ctx: RequestContext, orderNo: string, carrier: string, trackingNo: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const o = await transition(tx.db, byNo(orderNo), ['to_ship'], 'to_receive', sql`, carrier = ${carrier}, tracking_no = ${trackingNo}, shipped_at = now()`);
    if (o) await recordEvent(tx, o, 'shipped', { carrier, trackingNo });
    return o !== null;
  });
}

export async function opsDeliver(ctx: RequestContext, orderNo: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const [o] = await rows<{ id: number; userId: number; orderNo: string }>(
      tx.db,
      sql`UPDATE shop_order SET delivered_at = now() WHERE ${byNo(orderNo)} AND status = 'to_receive' AND delivered_at IS NULL RETURNING id, user_id AS "userId", order_no AS "orderNo"`,
    );
    if (o) await recordEvent(tx, { ...o, id: Number(o.id), userId: Number(o.userId) }, 'delivered');
    return Boolean(o);
  });
}

/** Ends an unpaid order's countdown now; the sweeper then closes it as it would at the deadline. */
export async function opsExpire(ctx: RequestContext, orderNo: string): Promise<boolean> {
  const r = await rows<{ id: number }>(ctx.db, sql`UPDATE shop_order SET pay_by = now() WHERE ${byNo(orderNo)} AND status = 'unpaid' RETURNING id`);
  return r.length > 0;
}

/** Marks a requested refund done; the money itself goes back through payments (refundOrder), in the same transaction. */
export async function completeRefund(ctx: RequestContext, orderNo: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const o = await transition(tx.db, byNo(orderNo), ['refunding'], 'refunded');
    if (o) await recordEvent(tx, o, 'refunded');
    return o !== null;
  });
}
