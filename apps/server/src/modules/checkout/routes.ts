import { API, checkoutBody, checkoutPreview, couponQuery, couponView, envelope } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { requireUser } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { pricer } from '../../lib/pricing.js';
import { buyerId } from '../../lib/request-context.js';
import { couponsForBuyer } from '../coupons/index.js';
import { quote } from './quote.js';
import { withMemo } from '../catalog/index.js';

/** Order confirmation: the priced preview, and the coupons a buyer may use. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number }> = async (app, opts) => {
  const { db } = app.storage;
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => app.publicCache.changedSince() }), db);
  const tags = ['checkout'];

  app.post(API.checkout.preview.local, { preHandler: requireUser, schema: { tags, summary: 'What the order would cost now', body: checkoutBody, response: { 200: envelope(checkoutPreview) } } }, async (req) => {
    const [ref, currencies] = await Promise.all([cached.reference(req.langId), cached.currencies()]);
    const q = await quote(req.ctx, { ref, currencies }, req.body, { now: app.clock.now() });
    return ok(req, q.preview);
  });

  app.get(API.checkout.coupons.local, { preHandler: requireUser, schema: { tags, summary: 'The buyer’s own coupons first, then public ones, and whether the buyer used them', querystring: couponQuery, response: { 200: envelope(z.array(couponView)) } } }, async (req) => {
    const price = pricer(await cached.currencies(), req.query.currencyId);
    const r = await couponsForBuyer(db, buyerId(req.ctx));
    return ok(
      req,
      r.map((c) => ({
        code: c.code,
        kind: c.kind,
        value: c.value,
        amount: c.kind === 'fixed' ? price(c.value) : null,
        minAmount: price(c.minAmount),
        startsAt: c.startsAt.toISOString(),
        expiresAt: c.expiresAt.toISOString(),
        used: c.used,
      })),
    );
  });
};
