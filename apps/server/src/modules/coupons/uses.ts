import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';

/**
 * Records that an order used a coupon, in the order's transaction: one use per buyer and coupon
 * (a unique key), so of two orders placed at once with the same coupon only one gets it. False
 * when the buyer has used it already; the caller refuses the order then.
 */
export async function useCoupon(tx: Db, use: { couponId: number; userId: number; orderId: number }): Promise<boolean> {
  const used = await rows<{ ok: number }>(
    tx,
    sql`INSERT INTO coupon_use (coupon_id, user_id, order_id) VALUES (${use.couponId}, ${use.userId}, ${use.orderId}) ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
  );
  return used.length > 0;
}

/** Cancelled orders give their coupons back: each can be used again. */
export async function releaseCouponUses(tx: Db, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.execute(sql`DELETE FROM coupon_use WHERE order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})`);
}
