import multipart from '@fastify/multipart';
import {
  API,
  CODES,
  contactBody,
  envelope,
  INQUIRIES_PER_HOUR,
  INQUIRIES_PER_IP_HOUR,
  INQUIRY_REPLIES_PER_HOUR,
  inquiryBody,
  inquiryCreated,
  inquiryDetail,
  inquiryFileParams,
  inquiryNoParams,
  inquiryReplyBody,
  myInquiriesQuery,
  myInquiryPage,
  acceptQuotationBody,
  langCodeById,
  quotationAccepted,
  quotationIdParams,
  quotationPdfQuery,
  quotationRevisionBody,
} from '@netshop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { contentDisposition } from '../../lib/file-kind.js';
import { optionalBuyer, optionalUser, requireUser } from '../../plugins/auth.js';
import { AppError, fillMessage, notFound, ok } from '../../plugins/envelope.js';
import { SECURITY } from '../../plugins/openapi.js';
import { hit, sourceOf, tooMany } from '../../plugins/rate-limit.js';
import { hasStaffPermission } from '../../plugins/staff-auth.js';
import { contactEmail } from '../site/index.js';
import { createMemo } from '../../lib/memo.js';
import { inLanguage } from '../../lib/request-context.js';
import { quotationPdf } from './quotation-pdf.js';
import { acceptQuotation, askRevision, askStockRevision, checkQuotationPdfToken, quotationForPdf } from './quotations.js';
import { checkFileToken, fileForDownload } from './files.js';
import { checkFile, FORM_LIMITS, parseFields, readForm } from './form.js';
import { closeAsBuyer, myInquiries, myInquiry, replyAsBuyer, sendContact, sendInquiry } from './service.js';
import { withMemo } from '../catalog/index.js';
import type { PurchaseControls } from '../orders/index.js';

export interface InquiryRouteOptions {
  /** Signs the links to inquiry files and quotation PDFs. */
  secret: string;
  /** How long reference data (currencies, attribute labels) is cached. */
  cacheTtlMs?: number;
  /** The unpaid order's countdown, for an accepted quotation's order. */
  paymentTimeoutMinutes?: number;
  /** A company's approvals and spending limits (issue 30, ADR 0046), given by the app: a company's acceptance asks them. */
  controls?: PurchaseControls;
}

const HOUR = 60 * 60_000;
const multipartBody = { consumes: ['multipart/form-data', 'application/json'] };

/**
 * /api/ew/buyer/inquiries: sending an inquiry or a contact message (buyers and guests), the
 * buyer's own inquiries with their threads, replies and closing, and the inquiry files.
 */
export const inquiryRoutes: FastifyPluginAsyncZod<InquiryRouteOptions> = async (app, { secret, cacheTtlMs = 60_000, paymentTimeoutMinutes = 30, controls }) => {
  const { db } = app.storage;
  const cached = withMemo(createMemo(cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => app.publicCache.changedSince() }), db);
  const tags = ['inquiries'];
  await app.register(multipart, { limits: FORM_LIMITS });

  // Every inquiry lands in a person's queue and a guest needs no account: limited per source
  // address before the form is read, then per buyer (or the guest's e-mail) once it is known.
  const limitSource = async (req: FastifyRequest, reply: FastifyReply) => {
    const wait = await hit(db, [{ key: `inquiry:ip:${sourceOf(req.ip)}`, max: INQUIRIES_PER_IP_HOUR, windowMs: HOUR }]);
    if (wait) tooMany(reply, wait);
  };
  const limitSender = async (req: FastifyRequest, reply: FastifyReply, email: string | undefined) => {
    const who = req.ctx.buyer ? `user:${req.ctx.buyer.userId}` : `email:${email}`;
    const wait = await hit(db, [{ key: `inquiry:${who}`, max: INQUIRIES_PER_HOUR, windowMs: HOUR }]);
    if (wait) tooMany(reply, wait);
  };
  const created = { 200: envelope(inquiryCreated) };

  app.post(
    API.inquiries.create.local,
    { preHandler: optionalBuyer, schema: { tags, summary: 'Send an inquiry (solution, customization, quotation): fields of inquiryBody and an optional `file` (PDF, JPG, PNG, DOC, DOCX, XLS, XLSX, TXT; 5 MB)', ...multipartBody, response: created } },
    async (req, reply) => {
      await limitSource(req, reply);
      const form = await readForm(req);
      const body = parseFields(inquiryBody, form.fields, req.lang);
      // A guest is answered by mail: the address is required of them only.
      if (!req.ctx.buyer && !body.email) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { email: FIELD_MESSAGES[req.lang].required });
      await limitSender(req, reply, body.email);
      const file = await checkFile(req, form.upload);
      // docs/product.md#errors: "inquiry submitted (reply within 1 business day)"; a cart's request for a quotation: "quote submitted".
      return ok(req, { inquiryNo: await sendInquiry(req.ctx, body, file) }, req.t(body.lines?.length ? 'quoteSubmitted' : 'inquirySubmitted'));
    },
  );

  app.post(
    API.inquiries.contact.local,
    { preHandler: optionalBuyer, schema: { tags, summary: 'The contact-us form: fields of contactBody and an optional `file`; an inquiry of kind contact', ...multipartBody, response: created } },
    async (req, reply) => {
      await limitSource(req, reply);
      const form = await readForm(req);
      const body = parseFields(contactBody, form.fields, req.lang);
      await limitSender(req, reply, body.email);
      const file = await checkFile(req, form.upload);
      return ok(req, { inquiryNo: await sendContact(req.ctx, body, file) }, req.t('contactSent'));
    },
  );

  app.get(API.inquiries.mine.local, { preHandler: requireUser, schema: { tags, summary: 'The buyer’s inquiries by status, latest activity first; `q` searches number, product number and details', querystring: myInquiriesQuery, response: { 200: envelope(myInquiryPage) } } }, async (req) =>
    ok(req, await myInquiries(req.ctx, req.query)),
  );

  app.get(API.inquiries.one.local, { preHandler: requireUser, schema: { tags, summary: 'One of the buyer’s inquiries with its thread and files', params: inquiryNoParams, response: { 200: envelope(inquiryDetail) } } }, async (req) => {
    const d = await myInquiry(req.ctx, req.params.inquiryNo, secret);
    if (!d) throw notFound();
    return ok(req, d);
  });

  app.post(
    API.inquiries.reply.local,
    { preHandler: requireUser, schema: { tags, summary: 'The buyer’s reply (`body`, optional `file`); the inquiry waits for sales again', ...multipartBody, params: inquiryNoParams, response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      const wait = await hit(db, [{ key: `inquiry-reply:user:${req.user!.userId}`, max: INQUIRY_REPLIES_PER_HOUR, windowMs: HOUR }]);
      if (wait) tooMany(reply, wait);
      const form = await readForm(req);
      const body = parseFields(inquiryReplyBody, form.fields, req.lang);
      const file = await checkFile(req, form.upload);
      if (!(await replyAsBuyer(req.ctx, req.params.inquiryNo, body.body, file))) throw notFound();
      return ok(req, null, req.t('inquiryReplySent'));
    },
  );

  app.post(API.inquiries.close.local, { preHandler: requireUser, schema: { tags, summary: 'The buyer closes their inquiry', params: inquiryNoParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    if (!(await closeAsBuyer(req.ctx, req.params.inquiryNo))) throw notFound();
    return ok(req, null, req.t('inquiryClosedOk'));
  });

  // The inquiry's buyer (bearer), staff who may read buyers' files, or a signed link. Anyone
  // else gets the not-found of an unknown file, so ids cannot be probed.
  app.get(API.inquiries.file.local, { schema: { tags, summary: 'A file of an inquiry: for its buyer, staff, or its signed link (`?t=`)', security: SECURITY.fileReader, params: inquiryFileParams } }, async (req, reply) => {
    const { fileId } = req.params;
    const f = await fileForDownload(db, fileId);
    if (!f) throw notFound();
    const token = typeof (req.query as { t?: unknown }).t === 'string' ? (req.query as { t: string }).t : '';
    const allowed =
      (token !== '' && checkFileToken(secret, fileId, token)) ||
      (f.userId !== null && (await optionalUser(req)) === Number(f.userId)) ||
      (await hasStaffPermission(req, 'uploads.read'));
    if (!allowed) throw notFound();
    // Pictures show in the browser; anything else downloads. Nothing a file holds may run here.
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', contentDisposition(f.name, f.mime.startsWith('image/')))
      .type(f.mime)
      .send(Buffer.from(f.bytes));
  });

  // ---- quotations (issue 15) ----

  app.post(
    API.inquiries.acceptQuotation.local,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Accept a valid quotation: an unpaid order at its prices, or for a company an approval request when its rules ask for one (the same `idempotencyKey` returns the same answer); 409 when expired, superseded, accepted, awaiting approval or over a spending limit',
        params: quotationIdParams,
        body: acceptQuotationBody,
        response: { 200: envelope(quotationAccepted) },
      },
    },
    async (req) => {
      const [ref, currencies] = await Promise.all([cached.reference(req.langId), cached.currencies()]);
      const placed = await acceptQuotation(req.ctx, { pricing: { ref, currencies }, paymentTimeoutMinutes, controls, now: app.clock.now() }, req.params.id, req.body);
      if (!placed) throw notFound();
      const approval = placed.approval ?? null;
      if (approval) return ok(req, { orderNo: null, approval }, fillMessage(req.t('quotationSentForApproval'), { requestNo: approval.requestNo }));
      return ok(req, { orderNo: placed.orderNo, approval: null }, req.t('orderPlaced'));
    },
  );

  app.post(
    API.inquiries.reviseQuotation.local,
    { preHandler: requireUser, schema: { tags, summary: 'Ask for a revision of a quotation: a reply in the thread; the inquiry goes to processing', params: quotationIdParams, body: quotationRevisionBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      if (!(await askRevision(req.ctx, req.params.id, req.body.body, controls))) throw notFound();
      return ok(req, null, req.t('quotationRevisionAsked'));
    },
  );

  app.post(
    API.inquiries.stockRevision.local,
    { preHandler: requireUser, schema: { tags, summary: 'Ask for a revision to the stock available: a reply naming the short lines, and the inquiry back in sales’ queue; 409 when stock covers the quotation', params: quotationIdParams, response: { 200: envelope(z.null()) } } },
    async (req) => {
      if (!(await askStockRevision(req.ctx, req.params.id, controls))) throw notFound();
      return ok(req, null, req.t('quotationRevisionAsked'));
    },
  );

  app.get(
    API.inquiries.quotationPdf.local,
    { schema: { tags, summary: 'A quotation as PDF, in ?langId= or the Lang header: for its inquiry’s buyer or the signed link', security: SECURITY.ownerOrLink, params: quotationIdParams, querystring: quotationPdfQuery } },
    async (req, reply) => {
      const { id } = req.params;
      const signed = req.query.t !== undefined && checkQuotationPdfToken(secret, id, req.query.t);
      const owner = signed ? undefined : await optionalUser(req);
      if (!signed && owner === null) throw new AppError(CODES.UNAUTHORIZED, 'unauthorized');
      const lang = langCodeById(req.query.langId ?? req.langId) ?? req.lang;
      const ctx = inLanguage(req.ctx, lang);
      // Someone else's and unknown ids read the same.
      const found = await quotationForPdf(ctx, id, owner ?? undefined);
      if (!found) throw notFound();
      const pdf = await quotationPdf({ lang, quotation: found.quotation, inquiry: found.inquiry, shipTo: found.shipTo, contactEmail: await contactEmail(db) });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${found.inquiry.inquiryNo}-V${found.quotation.version}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};
