import { API, CODES, centreCoupon, claimCouponBody, couponQuery, envelope, myCoupon } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { pricer } from '../../lib/pricing.js';
import { requireUser } from '../../plugins/auth.js';
import { AppError, notFound, ok } from '../../plugins/envelope.js';
import { centreCoupons, claimCoupon, myCoupons } from './service.js';
import { withMemo } from '../catalog/index.js';

/** /api/ew/buyer/coupons: the buyer's coupons and the coupon centre (docs/product.md#screens account centre, coupons). */
export const couponRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number }> = async (app, opts) => {
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => app.publicCache.changedSince() }), app.storage.db);
  const tags = ['coupons'];

  app.get(API.coupons.mine.local, { preHandler: requireUser, schema: { tags, summary: 'The buyer’s coupons: unused, used, expired', querystring: couponQuery, response: { 200: envelope(z.array(myCoupon)) } } }, async (req) =>
    ok(req, await myCoupons(req.ctx, pricer(await cached.currencies(), req.query.currencyId))),
  );

  app.get(API.coupons.centre.local, { preHandler: requireUser, schema: { tags, summary: 'Public coupons to claim, once per buyer', querystring: couponQuery, response: { 200: envelope(z.array(centreCoupon)) } } }, async (req) =>
    ok(req, await centreCoupons(req.ctx, pricer(await cached.currencies(), req.query.currencyId))),
  );

  app.post(API.coupons.claim.local, { preHandler: requireUser, schema: { tags, summary: 'Claim a public coupon', body: claimCouponBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    const r = await claimCoupon(req.ctx, req.body.code);
    if (r === 'unknown') throw notFound();
    if (r === 'already') throw new AppError(CODES.CONFLICT, 'couponAlreadyClaimed');
    return ok(req, null, req.t('couponClaimed'));
  });
};
