import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { returnStock } from '../catalog/index.js';
import { releaseCouponUses } from '../coupons/index.js';

/**
 * Gives back what cancelled orders held, in the caller's transaction: their units return to stock
 * (through the catalogue) and their coupons can be used again (through the coupons module).
 */
export async function releaseOrders(db: Db, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  const ids = sql.join(orderIds.map((id) => sql`${id}`), sql`, `);
  const lines = await rows<{ skuId: number | null; spuId: number | null; quantity: number }>(
    db,
    sql`SELECT sku_id AS "skuId", product_id AS "spuId", quantity FROM order_line WHERE order_id IN (${ids})`,
  );
  await returnStock(db, lines);
  await releaseCouponUses(db, orderIds);
}
