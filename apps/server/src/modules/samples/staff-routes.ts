import { API, CODES, envelope, sampleApproved, sampleParams, sampleRejectBody, staffSample, staffSampleList, staffSamplesQuery } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemo } from '../../lib/memo.js';
import { AppError, fillMessage, notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { approveSample, listSamples, rejectSample, sampleDetail, sampleLanguage } from './staff-service.js';
import { withMemo } from '../catalog/index.js';

/** /api/ew/staff/samples: staff with samples.decide (sales, admin) review free-sample applications. */
export const staffSampleRoutes: FastifyPluginAsyncZod<{ cacheTtlMs: number }> = async (app, opts) => {
  const cached = withMemo(createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => app.publicCache.changedSince() }), app.storage.db);
  const pricing = async (langId: number) => ({ ref: await cached.reference(langId), currencies: await cached.currencies() });
  const tags = ['samples'];
  const decide = { onRequest: requireStaff('samples.decide') };
  const decided = () => new AppError(CODES.CONFLICT, 'sampleDecided');

  app.get(API.staffSamples.list.local, { ...decide, schema: { tags, summary: 'Applications by status: pending oldest first, decided latest first', querystring: staffSamplesQuery, response: { 200: envelope(staffSampleList) } } }, async (req) =>
    ok(req, await listSamples(req.ctx, await pricing(req.langId), req.query)),
  );

  app.get(API.staffSamples.one.local, { ...decide, schema: { tags, summary: 'One application with its buyer, lines and stock', params: sampleParams, response: { 200: envelope(staffSample) } } }, async (req) => {
    const found = await sampleDetail(req.ctx, await pricing(req.langId), req.params.id);
    if (!found) throw notFound();
    return ok(req, found);
  });

  app.post(API.staffSamples.approve.local, { ...decide, schema: { tags, summary: 'Approve: a zero-price sample order to ship', params: sampleParams, response: { 200: envelope(sampleApproved) } } }, async (req) => {
    // Read before the transaction: the reference data comes through the cache, outside it.
    const langId = await sampleLanguage(req.ctx, req.params.id);
    if (langId === null) throw notFound();
    const r = await approveSample(req.ctx, await pricing(langId), req.params.id);
    if (r === 'missing') throw notFound();
    if (r === 'decided') throw decided();
    return ok(req, r, fillMessage(req.t('sampleApprovedOk'), { orderNo: r.orderNo }));
  });

  app.post(API.staffSamples.reject.local, { ...decide, schema: { tags, summary: 'Reject with the reason the buyer reads', params: sampleParams, body: sampleRejectBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    const r = await rejectSample(req.ctx, req.params.id, req.body.reason);
    if (r === 'missing') throw notFound();
    if (r === 'decided') throw decided();
    return ok(req, null, req.t('sampleRejectedOk'));
  });
};
