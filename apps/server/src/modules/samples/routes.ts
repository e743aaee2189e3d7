import { API, CODES, SAMPLE_REVIEW_DAYS, envelope, mySamples as mySamplesSchema, sampleApplyBody, sampleParams, sampleRequest } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { buyerId } from '../../lib/request-context.js';
import { requireUser } from '../../plugins/auth.js';
import { AppError, fillMessage, notFound, ok } from '../../plugins/envelope.js';
import { allow } from '../../plugins/rate-limit.js';
import { applyForSamples, mySample, mySamples } from './service.js';
import { withMemo } from '../catalog/index.js';

/** /api/ew/buyer/samples: apply for free samples, and the buyer's applications (docs/product.md#overview, #screens account centre). */
export const sampleRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number }> = async (app, opts) => {
  const { db } = app.storage;
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => app.publicCache.changedSince() }), db);
  const pricing = async (langId: number) => ({ ref: await cached.reference(langId), currencies: await cached.currencies() });
  const tags = ['samples'];
  const auth = { preHandler: requireUser };

  app.post(API.samples.apply.local, { ...auth, schema: { tags, summary: 'Apply for free samples of eligible SKUs', body: sampleApplyBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (req) => {
    // The limits stop a buyer from holding many applications; this stops a script hammering the checks.
    if (!(await allow(db, [{ key: `samples:user:${buyerId(req.ctx)}`, max: 20, windowMs: 10 * 60_000 }]))) throw new AppError(CODES.TOO_MANY_REQUESTS, 'tooManyRequests');
    const id = await applyForSamples(req.ctx, req.body);
    return ok(req, { id }, fillMessage(req.t('sampleApplied'), { days: SAMPLE_REVIEW_DAYS }));
  });

  app.get(API.samples.mine.local, { ...auth, schema: { tags, summary: 'The buyer’s sample applications, newest first, and the limits', response: { 200: envelope(mySamplesSchema) } } }, async (req) =>
    ok(req, await mySamples(req.ctx, await pricing(req.langId))),
  );

  app.get(API.samples.one.local, { ...auth, schema: { tags, summary: 'One of the buyer’s sample applications', params: sampleParams, response: { 200: envelope(sampleRequest) } } }, async (req) => {
    const found = await mySample(req.ctx, await pricing(req.langId), req.params.id);
    if (!found) throw notFound();
    return ok(req, found);
  });
};
