import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { orderShippingView } from '../orders/index.js';

// Every SQL statement of the coupons module on its own tables (coupon, coupon_claim, coupon_use;
// ADR 0035), each answer checked by its row shape. Amounts are base-currency minor units (the
// shop's base currency); callers price them. A used coupon's order number comes from orders' read
// view (ADR 0039).

const kind = z.enum(['percent', 'fixed']);

// ---- what checkout reads (index.ts): a code as this buyer may use it, the coupons to choose from ----

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

// ---- the buyer's coupons and the coupon centre (service.ts) ----

/** The welcome coupon's claim for a new buyer, valid `days` from now (nothing when the coupon has ended or was claimed). */
export async function insertWelcomeClaim(db: Db, userId: number, code: string, days: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO coupon_claim (coupon_id, user_id, expires_at)
        SELECT id, ${userId}, now() + make_interval(days => ${days}) FROM coupon WHERE code = ${code} AND expires_at > now()
        ON CONFLICT DO NOTHING`,
  );
}

const claimed = row({
  code: col.text,
  kind,
  value: col.int,
  minAmount: col.int,
  startsAt: col.time,
  expiresAt: col.time,
  used: col.bool,
  orderNo: col.text.nullable(),
  expired: col.bool,
});

/** The buyer's claimed coupons with their use (and its order) and whether the claim has ended: unused first, soonest to end first. */
export async function claimedCoupons(db: Db, userId: number) {
  return typedRows(
    db,
    claimed,
    sql`SELECT c.code, c.kind, c.value, c.min_amount AS "minAmount", c.starts_at AS "startsAt",
               LEAST(c.expires_at, coalesce(cl.expires_at, c.expires_at)) AS "expiresAt",
               u.user_id IS NOT NULL AS used, o.order_no AS "orderNo",
               LEAST(c.expires_at, coalesce(cl.expires_at, c.expires_at)) <= now() AS expired
          FROM coupon_claim cl JOIN coupon c ON c.id = cl.coupon_id
          LEFT JOIN coupon_use u ON u.coupon_id = c.id AND u.user_id = cl.user_id
          LEFT JOIN ${orderShippingView()} o ON o.order_id = u.order_id
         WHERE cl.user_id = ${userId}
         ORDER BY 8, 6, c.code`,
  );
}

const centre = row({ code: col.text, kind, value: col.int, minAmount: col.int, startsAt: col.time, expiresAt: col.time, claimed: col.bool });

/** Public coupons not yet ended, soonest to end first, and whether this buyer has claimed each. */
export async function publicCoupons(db: Db, userId: number) {
  return typedRows(
    db,
    centre,
    sql`SELECT c.code, c.kind, c.value, c.min_amount AS "minAmount", c.starts_at AS "startsAt", c.expires_at AS "expiresAt",
               EXISTS (SELECT 1 FROM coupon_claim cl WHERE cl.coupon_id = c.id AND cl.user_id = ${userId}) AS claimed
          FROM coupon c WHERE c.public AND c.expires_at > now() ORDER BY c.expires_at, c.code`,
  );
}

const idRow = row({ id: col.int });

/** A public, live coupon's id by code. */
export async function claimableCouponId(db: Db, code: string): Promise<number | undefined> {
  return (await typedRow(db, idRow, sql`SELECT id FROM coupon WHERE code = ${code} AND public AND expires_at > now()`))?.id;
}

const okRow = row({ ok: col.int });

/** Records the buyer's claim of a coupon; false when they claimed it before. */
export async function insertClaim(db: Db, couponId: number, userId: number): Promise<boolean> {
  const added = await typedRows(db, okRow, sql`INSERT INTO coupon_claim (coupon_id, user_id) VALUES (${couponId}, ${userId}) ON CONFLICT DO NOTHING RETURNING 1 AS ok`);
  return added.length > 0;
}

// ---- an order's use of a coupon (index.ts: orders calls these in its transaction) ----

/**
 * Records that an order used a coupon, in the order's transaction: one use per buyer and coupon
 * (a unique key), so of two orders placed at once with the same coupon only one gets it. False
 * when the buyer has used it already; the caller refuses the order then.
 */
export async function useCoupon(tx: Db, use: { couponId: number; userId: number; orderId: number }): Promise<boolean> {
  const used = await typedRows(
    tx,
    okRow,
    sql`INSERT INTO coupon_use (coupon_id, user_id, order_id) VALUES (${use.couponId}, ${use.userId}, ${use.orderId}) ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
  );
  return used.length > 0;
}

/** Cancelled orders give their coupons back: each can be used again. */
export async function releaseCouponUses(tx: Db, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.execute(sql`DELETE FROM coupon_use WHERE order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})`);
}

// ---- the console (staff-service.ts) ----

const staffRow = row({
  id: col.int,
  code: col.text,
  kind,
  value: col.int,
  minAmount: col.int,
  startsAt: col.time,
  expiresAt: col.time,
  public: col.bool,
  claims: col.int,
  uses: col.int,
});

/** Every coupon, newest first (at most 500), with how many claimed and used it. */
export async function allCoupons(db: Db) {
  return typedRows(
    db,
    staffRow,
    sql`SELECT c.id, c.code, c.kind, c.value, c.min_amount AS "minAmount", c.starts_at AS "startsAt", c.expires_at AS "expiresAt", c.public,
               (SELECT count(*)::int FROM coupon_claim cl WHERE cl.coupon_id = c.id) AS claims,
               (SELECT count(*)::int FROM coupon_use u WHERE u.coupon_id = c.id) AS uses
          FROM coupon c ORDER BY c.id DESC LIMIT 500`,
  );
}

/** Adds a coupon; its id, or undefined when the code is taken. */
export async function insertCoupon(db: Db, c: { code: string; kind: string; value: number; minAmount: number; startsAt: string; expiresAt: string; public: boolean }): Promise<number | undefined> {
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO coupon (code, kind, value, min_amount, starts_at, expires_at, public)
        VALUES (${c.code}, ${c.kind}, ${c.value}, ${c.minAmount}, ${c.startsAt}::timestamptz, ${c.expiresAt}::timestamptz, ${c.public})
        ON CONFLICT (code) DO NOTHING RETURNING id`,
  );
  return r?.id;
}

/** Ends a live coupon now (a scheduled one starts and ends now); false when there is none or it has ended. */
export async function endCouponNow(db: Db, id: number): Promise<boolean> {
  const r = await typedRows(db, idRow, sql`UPDATE coupon SET expires_at = now(), starts_at = LEAST(starts_at, now()) WHERE id = ${id} AND expires_at > now() RETURNING id`);
  return r.length > 0;
}
