import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// What checkout reads of coupons (index.ts, ADR 0035): a code as this buyer may use it, and the
// coupons the buyer can choose from. Amounts are base-currency minor units; checkout prices them.

const kind = z.enum(['percent', 'fixed']);
const buyerCoupon = row({ id: col.int, code: col.text, kind, value: col.int, minAmount: col.int, startsAt: col.time, expiresAt: col.time, used: col.bool });
export type BuyerCoupon = z.output<typeof buyerCoupon>;

/**
 * A coupon code as this buyer may use it: a private coupon counts only for a buyer who holds it
 * (coupon_claim), until their claim ends. An expired one is found for anybody: "expired on …"
 * gives nothing away that could be used, and "does not exist, check the spelling" sent buyers
 * hunting for a typo.
 */
export async function couponForBuyer(db: Db, userId: number, code: string): Promise<BuyerCoupon | undefined> {
  return typedRow(
    db,
    buyerCoupon,
    sql`SELECT c.id, c.code, c.kind, c.value, c.min_amount AS "minAmount", c.starts_at AS "startsAt",
               LEAST(c.expires_at, coalesce(cl.expires_at, c.expires_at)) AS "expiresAt",
               EXISTS (SELECT 1 FROM coupon_use u WHERE u.coupon_id = c.id AND u.user_id = ${userId}) AS used
          FROM coupon c LEFT JOIN coupon_claim cl ON cl.coupon_id = c.id AND cl.user_id = ${userId}
         WHERE c.code = ${code} AND (c.public OR cl.user_id IS NOT NULL OR c.expires_at <= now())`,
  );
}

const offered = row({ code: col.text, kind, value: col.int, minAmount: col.int, startsAt: col.time, expiresAt: col.time, used: col.bool, held: col.bool });

/** The buyer's own coupons (claimed or issued, unused) first, then the public ones; soonest to end first; none that ended. */
export async function couponsForBuyer(db: Db, userId: number) {
  return typedRows(
    db,
    offered,
    sql`SELECT * FROM (
          SELECT c.code, c.kind, c.value, c.min_amount AS "minAmount", c.starts_at AS "startsAt",
                 LEAST(c.expires_at, coalesce(cl.expires_at, c.expires_at)) AS "expiresAt",
                 EXISTS (SELECT 1 FROM coupon_use u WHERE u.coupon_id = c.id AND u.user_id = ${userId}) AS used,
                 cl.user_id IS NOT NULL AS held
            FROM coupon c LEFT JOIN coupon_claim cl ON cl.coupon_id = c.id AND cl.user_id = ${userId}
           WHERE c.public OR cl.user_id IS NOT NULL) x
         WHERE x."expiresAt" > now()
         ORDER BY (x.held AND NOT x.used) DESC, x."expiresAt", x.code`,
  );
}
