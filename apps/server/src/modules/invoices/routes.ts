import {
  API,
  CODES,
  envelope,
  INVOICE_REVIEW_DAYS,
  INVOICE_TITLE_MAX,
  invoiceableOrder,
  invoiceApplication,
  invoiceApplyBody,
  invoiceIdParams,
  invoicePdfQuery,
  invoiceTitle,
  invoiceTitleBody,
  langCodeById,
  myInvoices as myInvoicesSchema,
  myInvoicesQuery,
} from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { buyerId, inLanguage } from '../../lib/request-context.js';
import { optionalBuyer, requireUser } from '../../plugins/auth.js';
import { AppError, fillMessage, notFound, ok } from '../../plugins/envelope.js';
import { SECURITY } from '../../plugins/openapi.js';
import { allow } from '../../plugins/rate-limit.js';
import { creditNoteDocument } from './credit-notes.js';
import { invoiceDocument } from './document.js';
import { checkCreditNoteToken, checkPdfToken, publicView } from './pdf-link.js';
import { applyForInvoice, invoiceableOrders, myInvoice, myInvoices, readableInvoices } from './service.js';
import { createTitle, deleteTitle, listTitles, setDefaultTitle, updateTitle, type TitleRefusal } from './titles.js';

/** /api/ew/buyer/invoices: the buyer's invoice titles and applications, and an approved invoice's PDF (docs/product.md#screens account centre, /invoiceDetail). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const { db } = app.storage;
  const tags = ['invoices'];
  const auth = { preHandler: requireUser };

  // ---- titles ----
  const refused = (req: FastifyRequest, r: TitleRefusal) => {
    const field = FIELD_MESSAGES[req.lang];
    if (r.refused === 'limit') return new AppError(CODES.CONFLICT, 'invoiceTitleLimit', undefined, { max: INVOICE_TITLE_MAX });
    if (r.refused === 'country') return new AppError(CODES.UNPROCESSABLE, 'validationFailed', { countryId: field.invalid });
    return new AppError(CODES.UNPROCESSABLE, 'validationFailed', { taxNo: field[r.key] });
  };

  app.get(API.invoices.titles.local, { ...auth, schema: { tags, summary: 'The buyer’s invoice titles, the default first', response: { 200: envelope(z.array(invoiceTitle)) } } }, async (req) =>
    ok(req, await listTitles(req.ctx)),
  );

  app.post(API.invoices.createTitle.local, { ...auth, schema: { tags, summary: 'Add an invoice title (tax number checked by its country)', body: invoiceTitleBody, response: { 200: envelope(invoiceTitle) } } }, async (req) => {
    const r = await createTitle(req.ctx, req.body);
    if ('refused' in r) throw refused(req, r);
    return ok(req, r, req.t('invoiceTitleSaved'));
  });

  app.put(API.invoices.updateTitle.local, { ...auth, schema: { tags, summary: 'Change an invoice title', params: invoiceIdParams, body: invoiceTitleBody, response: { 200: envelope(invoiceTitle) } } }, async (req) => {
    const r = await updateTitle(req.ctx, req.params.id, req.body);
    if (!r) throw notFound();
    if ('refused' in r) throw refused(req, r);
    return ok(req, r, req.t('invoiceTitleSaved'));
  });

  app.delete(API.invoices.removeTitle.local, { ...auth, schema: { tags, summary: 'Delete an invoice title (applications keep their copy)', params: invoiceIdParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    if (!(await deleteTitle(req.ctx, req.params.id))) throw notFound();
    return ok(req, null, req.t('deleted'));
  });

  app.put(API.invoices.setDefaultTitle.local, { ...auth, schema: { tags, summary: 'Make an invoice title the default', params: invoiceIdParams, response: { 200: envelope(invoiceTitle) } } }, async (req) => {
    const r = await setDefaultTitle(req.ctx, req.params.id);
    if (!r) throw notFound();
    return ok(req, r);
  });

  // ---- applications ----
  app.get(API.invoices.orders.local, { ...auth, schema: { tags, summary: 'Paid or completed orders with no invoice yet', response: { 200: envelope(z.array(invoiceableOrder)) } } }, async (req) =>
    ok(req, await invoiceableOrders(req.ctx)),
  );

  app.post(API.invoices.apply.local, { ...auth, schema: { tags, summary: 'Apply for a VAT invoice of an order', body: invoiceApplyBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (req) => {
    // Once per order is the rule; this stops a script hammering the checks.
    if (!(await allow(db, [{ key: `invoices:user:${buyerId(req.ctx)}`, max: 30, windowMs: 10 * 60_000 }]))) throw new AppError(CODES.TOO_MANY_REQUESTS, 'tooManyRequests');
    const id = await applyForInvoice(req.ctx, req.body);
    return ok(req, { id }, fillMessage(req.t('invoiceApplied'), { days: INVOICE_REVIEW_DAYS }));
  });

  app.get(API.invoices.mine.local, { ...auth, schema: { tags, summary: 'The buyer’s applications by status, newest first', querystring: myInvoicesQuery, response: { 200: envelope(myInvoicesSchema) } } }, async (req) => {
    const r = await myInvoices(req.ctx, req.query);
    return ok(req, { items: r.list.map((v) => publicView(v, secret, req.langId)), total: r.total, counts: r.counts });
  });

  app.get(API.invoices.one.local, { ...auth, schema: { tags, summary: 'One of the buyer’s applications', params: invoiceIdParams, response: { 200: envelope(invoiceApplication) } } }, async (req) => {
    const found = await myInvoice(req.ctx, req.params.id);
    if (!found) throw notFound();
    return ok(req, publicView(found, secret, req.langId));
  });

  app.get(
    API.invoices.pdf.local,
    { schema: { tags, summary: 'An approved invoice as PDF, in ?langId= or the Lang header: for its owner’s session or the signed link', security: SECURITY.ownerOrLink, params: invoiceIdParams, querystring: invoicePdfQuery } },
    async (req, reply) => {
      const { id } = req.params;
      // A signed link was handed to someone who may read it; without one, only the owner's session opens it.
      const signed = req.query.t !== undefined && checkPdfToken(secret, id, req.query.t);
      // A session reads its buyer's own invoices and, with invoices.read, their company's.
      if (!signed) await optionalBuyer(req);
      if (!signed && !req.ctx.buyer) throw new AppError(CODES.UNAUTHORIZED, 'unauthorized');
      const lang = langCodeById(req.query.langId ?? req.langId) ?? req.lang;
      const doc = await invoiceDocument(inLanguage(req.ctx, lang), id, signed ? undefined : readableInvoices(req.ctx));
      // Pending, rejected, someone else's and unknown ids all read the same.
      if (!doc) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${doc.invoiceNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(doc.pdf);
    },
  );

  app.get(
    API.invoices.creditNotePdf.local,
    { schema: { tags, summary: 'A credit note (red-letter invoice) as PDF, in ?langId= or the Lang header: for a session that may read its invoice, or the signed link', security: SECURITY.ownerOrLink, params: invoiceIdParams, querystring: invoicePdfQuery } },
    async (req, reply) => {
      const { id } = req.params;
      // As the invoice's PDF: a signed link, or a session that may read the invoice it corrects.
      const signed = req.query.t !== undefined && checkCreditNoteToken(secret, id, req.query.t);
      if (!signed) await optionalBuyer(req);
      if (!signed && !req.ctx.buyer) throw new AppError(CODES.UNAUTHORIZED, 'unauthorized');
      const lang = langCodeById(req.query.langId ?? req.langId) ?? req.lang;
      const doc = await creditNoteDocument(inLanguage(req.ctx, lang), id, signed ? undefined : readableInvoices(req.ctx));
      if (!doc) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${doc.creditNoteNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(doc.pdf);
    },
  );
};
