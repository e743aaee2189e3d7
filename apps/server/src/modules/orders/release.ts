import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Gives back what cancelled orders held: their units return to stock and their coupons can be
 * used again. Quantities are summed per SKU first, since an UPDATE … FROM applies one row per
 * target even when several orders of a batch hold the same SKU.
 */
export async function releaseOrders(db: Db, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  const ids = sql.join(orderIds.map((id) => sql`${id}`), sql`, `);
  // Lock in id order first, as order placement does: set-based updates lock in scan order,
  // which could cross a placement locking the same rows and deadlock.
  await db.execute(sql`SELECT 1 FROM sku WHERE id IN (SELECT sku_id FROM order_line WHERE order_id IN (${ids})) ORDER BY id FOR UPDATE`);
  await db.execute(sql`SELECT 1 FROM product WHERE id IN (SELECT product_id FROM order_line WHERE order_id IN (${ids})) ORDER BY id FOR UPDATE`);
  await db.execute(sql`
    WITH held AS (SELECT sku_id, sum(quantity)::int AS q FROM order_line WHERE order_id IN (${ids}) AND sku_id IS NOT NULL GROUP BY sku_id)
    UPDATE sku s SET stock = s.stock + held.q FROM held WHERE s.id = held.sku_id`);
  await db.execute(sql`
    WITH held AS (SELECT product_id, sum(quantity)::int AS q FROM order_line WHERE order_id IN (${ids}) AND product_id IS NOT NULL GROUP BY product_id)
    UPDATE product p SET total_stock = p.total_stock + held.q FROM held WHERE p.id = held.product_id`);
  await db.execute(sql`DELETE FROM coupon_use WHERE order_id IN (${ids})`);
}
