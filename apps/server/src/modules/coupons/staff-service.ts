import type { StaffCoupon, StaffCouponBody } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import type { RequestContext } from '../../lib/request-context.js';

// The shop's side of coupons (issue 14): staff create coupons and end them. A coupon is never
// deleted (orders keep its id and code); ending one moves its expiry to now, so nobody can claim
// or use it afterwards, while orders that used it keep their discount.

interface Row {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minAmount: number;
  startsAt: Date | string;
  expiresAt: Date | string;
  public: boolean;
  claims: number;
  uses: number;
}

const stateOf = (r: Row, now: number): StaffCoupon['state'] =>
  new Date(r.expiresAt).getTime() <= now ? 'ended' : new Date(r.startsAt).getTime() > now ? 'scheduled' : 'active';

export async function listCoupons(ctx: RequestContext): Promise<StaffCoupon[]> {
  const r = await rows<Row>(
    ctx.db,
    sql`SELECT c.id, c.code, c.kind, c.value, c.min_amount AS "minAmount", c.starts_at AS "startsAt", c.expires_at AS "expiresAt", c.public,
               (SELECT count(*)::int FROM coupon_claim cl WHERE cl.coupon_id = c.id) AS claims,
               (SELECT count(*)::int FROM coupon_use u WHERE u.coupon_id = c.id) AS uses
          FROM coupon c ORDER BY c.id DESC LIMIT 500`,
  );
  const now = Date.now();
  return r.map((c) => ({
    id: Number(c.id),
    code: c.code,
    kind: c.kind,
    value: Number(c.value),
    minAmount: Number(c.minAmount),
    startsAt: new Date(c.startsAt).toISOString(),
    expiresAt: new Date(c.expiresAt).toISOString(),
    public: c.public,
    state: stateOf(c, now),
    claims: Number(c.claims),
    uses: Number(c.uses),
  }));
}

/** The new coupon's id, or null when the code is taken. */
export async function createCoupon(ctx: RequestContext, b: StaffCouponBody): Promise<number | null> {
  const [r] = await rows<{ id: number }>(
    ctx.db,
    sql`INSERT INTO coupon (code, kind, value, min_amount, starts_at, expires_at, public)
        VALUES (${b.code}, ${b.kind}, ${b.value}, ${b.minAmount}, ${new Date(b.startsAt).toISOString()}::timestamptz, ${new Date(b.expiresAt).toISOString()}::timestamptz, ${b.public})
        ON CONFLICT (code) DO NOTHING RETURNING id`,
  );
  return r ? Number(r.id) : null;
}

/** Ends a coupon now; false when there is no such coupon or it has already ended. */
export async function endCoupon(ctx: RequestContext, id: number): Promise<boolean> {
  const r = await rows(ctx.db, sql`UPDATE coupon SET expires_at = now(), starts_at = LEAST(starts_at, now()) WHERE id = ${id} AND expires_at > now() RETURNING id`);
  return r.length > 0;
}
