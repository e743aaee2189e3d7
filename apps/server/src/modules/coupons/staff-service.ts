import type { StaffCoupon, StaffCouponBody } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { allCoupons, endCouponNow, insertCoupon } from './queries.js';

// The shop's side of coupons (issue 14): staff create coupons and end them. A coupon is never
// deleted (orders keep its id and code); ending one moves its expiry to now, so nobody can claim
// or use it afterwards, while orders that used it keep their discount.

type Row = Awaited<ReturnType<typeof allCoupons>>[number];

const stateOf = (r: Row, now: number): StaffCoupon['state'] =>
  r.expiresAt.getTime() <= now ? 'ended' : r.startsAt.getTime() > now ? 'scheduled' : 'active';

export async function listCoupons(ctx: RequestContext): Promise<StaffCoupon[]> {
  const r = await allCoupons(ctx.db);
  const now = Date.now();
  return r.map((c) => ({
    id: c.id,
    code: c.code,
    kind: c.kind,
    value: c.value,
    minAmount: c.minAmount,
    startsAt: c.startsAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
    public: c.public,
    state: stateOf(c, now),
    claims: c.claims,
    uses: c.uses,
  }));
}

/** The new coupon's id, or null when the code is taken. */
export async function createCoupon(ctx: RequestContext, b: StaffCouponBody): Promise<number | null> {
  const id = await insertCoupon(ctx.db, { ...b, startsAt: new Date(b.startsAt).toISOString(), expiresAt: new Date(b.expiresAt).toISOString() });
  return id ?? null;
}

/** Ends a coupon now; false when there is no such coupon or it has already ended. */
export async function endCoupon(ctx: RequestContext, id: number): Promise<boolean> {
  return endCouponNow(ctx.db, id);
}
