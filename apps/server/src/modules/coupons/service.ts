import type { CentreCoupon, Money, MyCoupon } from '@netshop/contract';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { claimableCouponId, claimedCoupons, insertClaim, insertWelcomeClaim, publicCoupons } from './queries.js';

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
  startsAt: Date;
  expiresAt: Date;
}

const view = (r: Row, price: Price) => ({
  code: r.code,
  kind: r.kind,
  value: r.value,
  amount: r.kind === 'fixed' ? price(r.value) : null,
  minAmount: price(r.minAmount),
  startsAt: r.startsAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
});

/** Issues the welcome coupon to a new buyer, in the registration's transaction. */
export async function issueWelcomeCoupon(ctx: RequestContext, userId: number): Promise<void> {
  await insertWelcomeClaim(ctx.db, userId, WELCOME_COUPON_CODE, WELCOME_COUPON_DAYS);
}

/** The buyer's coupons: unused (valid and not used), used (with the order), expired; soonest first. */
export async function myCoupons(ctx: RequestContext, price: Price): Promise<MyCoupon[]> {
  const r = await claimedCoupons(ctx.db, buyerId(ctx));
  return r.map((c) => ({ ...view(c, price), status: c.used ? 'used' : c.expired ? 'expired' : 'unused', orderNo: c.orderNo }));
}

/** The coupon centre: public coupons not yet expired, and whether this buyer has claimed each. */
export async function centreCoupons(ctx: RequestContext, price: Price): Promise<CentreCoupon[]> {
  const r = await publicCoupons(ctx.db, buyerId(ctx));
  return r.map((c) => ({ ...view(c, price), claimed: c.claimed }));
}

/** Claims a public coupon once: 'claimed', 'already' (claimed before), or 'unknown' (no such public, live coupon). */
export async function claimCoupon(ctx: RequestContext, code: string): Promise<'claimed' | 'already' | 'unknown'> {
  const id = await claimableCouponId(ctx.db, code.toUpperCase());
  if (id === undefined) return 'unknown';
  return (await insertClaim(ctx.db, id, buyerId(ctx))) ? 'claimed' : 'already';
}
