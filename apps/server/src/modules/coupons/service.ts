import type { CentreCoupon, Money, MyCoupon } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { buyerId, type RequestContext } from '../../lib/request-context.js';

// The buyer's coupons (issue 14): those they claimed in the coupon centre (public coupons, once per
// buyer) and those issued to them (the welcome coupon at registration). A private coupon is usable
// only with a claim (checkout/quote.ts); a claim may end before its coupon.

/** The welcome coupon (seeded, private) and how long a new buyer has to use it. */
export const WELCOME_COUPON_CODE = 'NEWBUYER8';
export const WELCOME_COUPON_DAYS = 30;

type Price = (amount: number) => Money;

interface Row {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minAmount: number;
  startsAt: Date | string;
  expiresAt: Date | string;
}

const view = (r: Row, price: Price) => ({
  code: r.code,
  kind: r.kind,
  value: Number(r.value),
  amount: r.kind === 'fixed' ? price(Number(r.value)) : null,
  minAmount: price(Number(r.minAmount)),
  startsAt: new Date(r.startsAt).toISOString(),
  expiresAt: new Date(r.expiresAt).toISOString(),
});

/** Issues the welcome coupon to a new buyer, in the registration's transaction. */
export async function issueWelcomeCoupon(ctx: RequestContext, userId: number): Promise<void> {
  await ctx.db.execute(
    sql`INSERT INTO coupon_claim (coupon_id, user_id, expires_at)
        SELECT id, ${userId}, now() + make_interval(days => ${WELCOME_COUPON_DAYS}) FROM coupon WHERE code = ${WELCOME_COUPON_CODE} AND expires_at > now()
        ON CONFLICT DO NOTHING`,
  );
}

/** The buyer's coupons: unused (valid and not used), used (with the order), expired; soonest first. */
export async function myCoupons(ctx: RequestContext, price: Price): Promise<MyCoupon[]> {
  const r = await rows<Row & { used: boolean; orderNo: string | null; expired: boolean }>(
    ctx.db,
    sql`SELECT c.code, c.kind, c.value, c.min_amount AS "minAmount", c.starts_at AS "startsAt",
               LEAST(c.expires_at, coalesce(cl.expires_at, c.expires_at)) AS "expiresAt",
               u.user_id IS NOT NULL AS used, o.order_no AS "orderNo",
               LEAST(c.expires_at, coalesce(cl.expires_at, c.expires_at)) <= now() AS expired
          FROM coupon_claim cl JOIN coupon c ON c.id = cl.coupon_id
          LEFT JOIN coupon_use u ON u.coupon_id = c.id AND u.user_id = cl.user_id
          LEFT JOIN shop_order o ON o.id = u.order_id
         WHERE cl.user_id = ${buyerId(ctx)}
         ORDER BY 8, 6, c.code`,
  );
  return r.map((c) => ({ ...view(c, price), status: c.used ? 'used' : c.expired ? 'expired' : 'unused', orderNo: c.orderNo }));
}

/** The coupon centre: public coupons not yet expired, and whether this buyer has claimed each. */
export async function centreCoupons(ctx: RequestContext, price: Price): Promise<CentreCoupon[]> {
  const r = await rows<Row & { claimed: boolean }>(
    ctx.db,
    sql`SELECT c.code, c.kind, c.value, c.min_amount AS "minAmount", c.starts_at AS "startsAt", c.expires_at AS "expiresAt",
               EXISTS (SELECT 1 FROM coupon_claim cl WHERE cl.coupon_id = c.id AND cl.user_id = ${buyerId(ctx)}) AS claimed
          FROM coupon c WHERE c.public AND c.expires_at > now() ORDER BY c.expires_at, c.code`,
  );
  return r.map((c) => ({ ...view(c, price), claimed: c.claimed }));
}

/** Claims a public coupon once: 'claimed', 'already' (claimed before), or 'unknown' (no such public, live coupon). */
export async function claimCoupon(ctx: RequestContext, code: string): Promise<'claimed' | 'already' | 'unknown'> {
  const [c] = await rows<{ id: number }>(ctx.db, sql`SELECT id FROM coupon WHERE code = ${code.toUpperCase()} AND public AND expires_at > now()`);
  if (!c) return 'unknown';
  const added = await rows(ctx.db, sql`INSERT INTO coupon_claim (coupon_id, user_id) VALUES (${c.id}, ${buyerId(ctx)}) ON CONFLICT DO NOTHING RETURNING 1 AS ok`);
  return added.length ? 'claimed' : 'already';
}
