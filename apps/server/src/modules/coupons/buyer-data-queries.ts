import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';

// What a personal-data export and an erasure (issue 27, ADR 0041) read and delete of one buyer's
// coupons: the claims they hold and the uses their orders made.

export async function exportBuyerCoupons(db: Db, userId: number) {
  return {
    couponClaims: await recordRows(
      db,
      sql`SELECT to_jsonb(c) || jsonb_build_object('code', (SELECT k.code FROM coupon k WHERE k.id = c.coupon_id)) AS r FROM coupon_claim c WHERE c.user_id = ${userId} ORDER BY c.claimed_at`,
    ),
    couponUses: await recordRows(db, sql`SELECT to_jsonb(u) AS r FROM coupon_use u WHERE u.user_id = ${userId} ORDER BY u.used_at`),
  };
}

/** Erasure: unused claims go; a use stays with the order it discounted. */
export async function eraseBuyerCouponClaims(db: Db, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM coupon_claim WHERE user_id = ${userId}`);
}
