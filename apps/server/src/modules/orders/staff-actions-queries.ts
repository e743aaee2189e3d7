import { ORDER_STATUSES, type OrderStatus } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { shipMethodIn } from './console-queries.js';

// The SQL of staff's order actions (issue 27): the order row locked for a cancel or a refund, the
// conditional moves they make, and what a packing list prints. Orders' own tables only.

const lockedOrder = row({
  id: col.int,
  userId: col.int,
  orderNo: col.text,
  status: z.enum(ORDER_STATUSES),
  kind: col.text,
  currency: col.text,
  minorUnits: col.int,
  total: col.int,
  langId: col.int,
  cancelReason: col.text.nullable(),
  cancelNote: col.text.nullable(),
});
export type LockedOrder = z.output<typeof lockedOrder>;

const orderColumns = sql`id, user_id AS "userId", order_no AS "orderNo", status, kind, currency, minor_units AS "minorUnits", total, lang_id AS "langId",
  cancel_reason AS "cancelReason", cancel_note AS "cancelNote"`;

/**
 * The order by its number; with `lock`, its row locked for the caller's transaction: a cancel and
 * a refund (or two of either) on one order queue here and each sees what the other did.
 */
export async function staffOrderByNo(db: Db, orderNo: string, lock = false): Promise<LockedOrder | undefined> {
  return typedRow(db, lockedOrder, sql`SELECT ${orderColumns} FROM shop_order WHERE order_no = ${orderNo} ${lock ? sql`FOR UPDATE` : sql``}`);
}

/** Cancels the order if it is still in one of `from`; the order as it is after, or undefined. */
export async function cancelFrom(tx: Db, orderId: number, from: readonly OrderStatus[], reason: string, note: string): Promise<LockedOrder | undefined> {
  return typedRow(
    tx,
    lockedOrder,
    sql`UPDATE shop_order SET status = 'cancelled', cancel_reason = ${reason}, cancel_note = ${note}, cancelled_at = now()
         WHERE id = ${orderId} AND status IN (${sql.join(from.map((s) => sql`${s}`), sql`, `)})
        RETURNING ${orderColumns}`,
  );
}

const idRow = row({ id: col.int });

/** Marks a paid order refunded once everything paid went back; false when it had moved on. */
export async function markRefundedFrom(tx: Db, orderId: number, from: readonly OrderStatus[]): Promise<boolean> {
  const r = await typedRows(tx, idRow, sql`UPDATE shop_order SET status = 'refunded' WHERE id = ${orderId} AND status IN (${sql.join(from.map((s) => sql`${s}`), sql`, `)}) RETURNING id`);
  return r.length > 0;
}

const packingHead = row({
  id: col.int,
  orderNo: col.text,
  createdAt: col.time,
  status: col.text,
  shippingMethodName: col.text,
  shippingAddress: z.record(z.string(), z.unknown()),
  remark: col.text,
  carrier: col.text.nullable(),
  trackingNo: col.text.nullable(),
});
export type PackingHead = z.output<typeof packingHead>;

/** What the head of a packing list prints. */
export async function packingHeadByNo(db: Db, orderNo: string, langId: number): Promise<PackingHead | undefined> {
  return typedRow(
    db,
    packingHead,
    sql`SELECT o.id, o.order_no AS "orderNo", o.created_at AS "createdAt", o.status, ${shipMethodIn(langId)} AS "shippingMethodName", o.shipping_address AS "shippingAddress",
               o.remark, o.carrier, o.tracking_no AS "trackingNo"
          FROM shop_order o WHERE o.order_no = ${orderNo}`,
  );
}

const packingLine = row({ lineNo: col.int, skuId: col.int.nullable(), productNo: col.text, name: col.text, saleAttr: col.text, quantity: col.int });
export type PackingLine = z.output<typeof packingLine>;

/** The lines to pick, in order. */
export async function packingLines(db: Db, orderId: number): Promise<PackingLine[]> {
  return typedRows(
    db,
    packingLine,
    sql`SELECT line_no AS "lineNo", sku_id AS "skuId", product_no AS "productNo", name, sale_attr AS "saleAttr", quantity FROM order_line WHERE order_id = ${orderId} ORDER BY line_no`,
  );
}
