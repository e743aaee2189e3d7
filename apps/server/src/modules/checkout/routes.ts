import { API, checkoutBody, checkoutPreview, couponQuery, couponView, envelope } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rows } from '../../db/client.js';
import { createMemo } from '../../lib/memo.js';
import { requireUser } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { pricer } from '../../lib/pricing.js';
import { buyerId } from '../../lib/request-context.js';
import { withMemo } from '../../lib/reference.js';
import { quote } from './quote.js';

/** Order confirmation: the priced preview, and the coupons a buyer may use. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number }> = async (app, opts) => {
  const { db } = app.storage;
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('ref') }), db);
  const tags = ['checkout'];

  app.post(API.checkout.preview.local, { preHandler: requireUser, schema: { tags, summary: 'What the order would cost now', body: checkoutBody, response: { 200: envelope(checkoutPreview) } } }, async (req) => {
    const [ref, currencies] = await Promise.all([cached.reference(req.langId), cached.currencies()]);
    const q = await quote(req.ctx, { ref, currencies }, req.body);
    return ok(req, q.preview);
  });

  app.get(API.checkout.coupons.local, { preHandler: requireUser, schema: { tags, summary: 'The buyer’s own coupons first, then public ones, and whether the buyer used them', querystring: couponQuery, response: { 200: envelope(z.array(couponView)) } } }, async (req) => {
    const price = pricer(await cached.currencies(), req.query.currencyId);
    const r = await rows<{ code: string; kind: 'percent' | 'fixed'; value: number; minAmount: number; startsAt: Date | string; expiresAt: Date | string; used: boolean }>(
      db,
      // The buyer's own coupons (claimed or issued, unused) first, then the public ones; soonest to end first.
      sql`SELECT * FROM (
            SELECT c.code, c.kind, c.value, c.min_amount AS "minAmount", c.starts_at AS "startsAt",
                   LEAST(c.expires_at, coalesce(cl.expires_at, c.expires_at)) AS "expiresAt",
                   EXISTS (SELECT 1 FROM coupon_use u WHERE u.coupon_id = c.id AND u.user_id = ${buyerId(req.ctx)}) AS used,
                   cl.user_id IS NOT NULL AS held
              FROM coupon c LEFT JOIN coupon_claim cl ON cl.coupon_id = c.id AND cl.user_id = ${buyerId(req.ctx)}
             WHERE c.public OR cl.user_id IS NOT NULL) x
           WHERE x."expiresAt" > now()
           ORDER BY (x.held AND NOT x.used) DESC, x."expiresAt", x.code`,
    );
    return ok(
      req,
      r.map((c) => ({
        code: c.code,
        kind: c.kind,
        value: Number(c.value),
        amount: c.kind === 'fixed' ? price(Number(c.value)) : null,
        minAmount: price(Number(c.minAmount)),
        startsAt: new Date(c.startsAt).toISOString(),
        expiresAt: new Date(c.expiresAt).toISOString(),
        used: c.used,
      })),
    );
  });
};
