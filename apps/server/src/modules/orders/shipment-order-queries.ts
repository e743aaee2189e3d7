import { ORDER_STATUSES } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The order as its shipments move it (issue 28): the row locked first, before its shipments and
// the inventory's rows, and its lines' names for what each shipment carries.

const shippingOrder = row({
  id: col.int,
  userId: col.int,
  orderNo: col.text,
  status: z.enum(ORDER_STATUSES),
  carrier: col.text.nullable(),
  trackingNo: col.text.nullable(),
  deliveredAt: col.time.nullable(),
});
export type ShippingOrder = z.output<typeof shippingOrder>;

/** The order by number, locked for the caller's transaction (the first lock of every shipping move). */
export async function lockOrderForShipping(tx: Db, orderNo: string): Promise<ShippingOrder | undefined> {
  return typedRow(
    tx,
    shippingOrder,
    sql`SELECT id, user_id AS "userId", order_no AS "orderNo", status, carrier, tracking_no AS "trackingNo", delivered_at AS "deliveredAt"
          FROM shop_order WHERE order_no = ${orderNo} FOR UPDATE`,
  );
}

const lineName = row({ orderId: col.int, lineNo: col.int, skuId: col.int, productNo: col.text, name: col.text });

/** The orders' lines that still name a SKU, with the product number and name copied at purchase. */
export async function orderLineNames(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  return typedRows(
    db,
    lineName,
    sql`SELECT order_id AS "orderId", line_no AS "lineNo", sku_id AS "skuId", product_no AS "productNo", name
          FROM order_line WHERE sku_id IS NOT NULL AND order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) ORDER BY order_id, line_no`,
  );
}
