import multipart from '@fastify/multipart';
import {
  API,
  can,
  envelope,
  inquiryStatusBody,
  quotationBody,
  quotationSku,
  quotationSkuQuery,
  staffInquiriesQuery,
  staffInquiry,
  staffInquiryList,
  staffInquiryParams,
  staffInquiryReplyBody,
} from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { createMemo } from '../../lib/memo.js';
import { createQuotation, quotationSkus } from './quotations.js';
import { checkFile, FORM_LIMITS, parseFields, readForm } from './form.js';
import type { InquiryRouteOptions } from './routes.js';
import { listStaffInquiries, replyAsStaff, setStatus, staffInquiry as findInquiry } from './staff-service.js';
import { withMemo } from '../catalog/index.js';

/** /api/ew/staff/inquiries: sales and administrators (inquiries.answer) read the queue, reply and set statuses. */
export const staffInquiryRoutes: FastifyPluginAsyncZod<InquiryRouteOptions> = async (app, { secret, cacheTtlMs = 60_000 }) => {
  const tags = ['inquiries'];
  const cached = withMemo(createMemo(cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => app.publicCache.changedSince() }), app.storage.db);
  const pricing = async (langId: number) => ({ ref: await cached.reference(langId), currencies: await cached.currencies() });
  const answerer = { onRequest: requireStaff('inquiries.answer') };
  await app.register(multipart, { limits: FORM_LIMITS });
  // Files are signed only for staff who may open buyers' files (today every answerer may; the two
  // permissions may part one day, and a signed link opens the file for whoever holds it).
  const signer = (req: FastifyRequest) => (req.ctx.staff && can(req.ctx.staff.roles, 'uploads.read') ? secret : null);

  app.get(API.staffInquiries.list.local, { ...answerer, schema: { tags, summary: 'Inquiries by status (open: all but closed), kind and words; the longest waiting first', querystring: staffInquiriesQuery, response: { 200: envelope(staffInquiryList) } } }, async (req) =>
    ok(req, await listStaffInquiries(req.ctx, req.query)),
  );

  app.get(API.staffInquiries.one.local, { ...answerer, schema: { tags, summary: 'One inquiry with its sender, thread and file links', params: staffInquiryParams, response: { 200: envelope(staffInquiry) } } }, async (req) => {
    // Quotation PDFs are every answerer's to read: they wrote them.
    const d = await findInquiry(req.ctx, req.params.id, signer(req), secret, await cached.currencies());
    if (!d) throw notFound();
    return ok(req, d);
  });

  app.post(
    API.staffInquiries.reply.local,
    {
      ...answerer,
      schema: { tags, summary: 'Reply (`body`, optional `status` and `file`); the buyer gets a message and a mail, a guest a mail', consumes: ['multipart/form-data', 'application/json'], params: staffInquiryParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      const form = await readForm(req);
      const body = parseFields(staffInquiryReplyBody, form.fields, req.lang);
      const file = await checkFile(req, form.upload);
      if (!(await replyAsStaff(req.ctx, req.params.id, body, file))) throw notFound();
      return ok(req, null, req.t('inquiryReplySaved'));
    },
  );

  app.put(API.staffInquiries.status.local, { ...answerer, schema: { tags, summary: 'Set the status (docs/product.md#states)', params: staffInquiryParams, body: inquiryStatusBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    if (!(await setStatus(req.ctx, req.params.id, req.body.status))) throw notFound();
    return ok(req, null, req.t('inquiryStatusSaved'));
  });

  // ---- quotations (issue 15) ----

  app.get(API.staffInquiries.skus.local, { ...answerer, schema: { tags, summary: 'SKUs by product number with list prices in `currencyId` (the quotation builder)', querystring: quotationSkuQuery, response: { 200: envelope(z.array(quotationSku)) } } }, async (req) =>
    ok(req, await quotationSkus(req.ctx, await pricing(req.langId), req.query, req.query.currencyId)),
  );

  app.post(
    API.staffInquiries.quote.local,
    { ...answerer, schema: { tags, summary: 'Send the next version of the inquiry’s quotation; the active one is superseded, the buyer told by message and mail', params: staffInquiryParams, body: quotationBody, response: { 200: envelope(z.object({ version: z.number().int() })) } } },
    async (req) => {
      const r = await createQuotation(req.ctx, await pricing(req.langId), req.params.id, req.body);
      if (!r) throw notFound();
      return ok(req, r, req.t('quotationSent'));
    },
  );
};
