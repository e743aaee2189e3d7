import { API, CODES, envelope, invoiceApproved, invoiceIdParams, invoiceRejectBody, staffInvoice, staffInvoiceList, staffInvoicesQuery, type StaffInvoice } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fillMessage, notFound, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { pdfLink, signedCreditNotes } from './pdf-link.js';
import { approveInvoice, invoiceDetail, listInvoices, rejectInvoice } from './staff-service.js';

/** /api/ew/staff/invoices: staff with invoices.decide (finance, admin) review VAT invoice applications. */
export const staffInvoiceRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const tags = ['invoices'];
  const decide = { onRequest: requireStaff('invoices.decide') };
  const decided = () => new AppError(CODES.CONFLICT, 'invoiceDecided');
  // Finance opens an issued invoice from the console the way its buyer does: a signed link.
  const withPdf = (v: StaffInvoice, langId: number): StaffInvoice => ({ ...v, pdfUrl: v.status === 'approved' ? pdfLink(secret, v.id, langId) : null, creditNotes: signedCreditNotes(v, secret, langId) });

  app.get(API.staffInvoices.list.local, { ...decide, schema: { tags, summary: 'Applications by status: pending oldest first, decided latest first', querystring: staffInvoicesQuery, response: { 200: envelope(staffInvoiceList) } } }, async (req) => {
    const r = await listInvoices(req.ctx, req.query);
    return ok(req, { ...r, items: r.items.map((v) => withPdf(v, req.langId)) });
  });

  app.get(API.staffInvoices.one.local, { ...decide, schema: { tags, summary: 'One application with its buyer, title, order and lines', params: invoiceIdParams, response: { 200: envelope(staffInvoice) } } }, async (req) => {
    const found = await invoiceDetail(req.ctx, req.params.id);
    if (!found) throw notFound();
    return ok(req, withPdf(found, req.langId));
  });

  app.post(API.staffInvoices.approve.local, { ...decide, schema: { tags, summary: 'Approve: the invoice gets its number, the buyer a message and a mail', params: invoiceIdParams, response: { 200: envelope(invoiceApproved) } } }, async (req) => {
    const r = await approveInvoice(req.ctx, req.params.id);
    if (r === 'missing') throw notFound();
    if (r === 'decided') throw decided();
    if ('notInvoiceable' in r) throw new AppError(CODES.CONFLICT, 'invoiceOrderNotEligible', undefined, { orderNo: r.notInvoiceable });
    return ok(req, r, fillMessage(req.t('invoiceApprovedOk'), { invoiceNo: r.invoiceNo }));
  });

  app.post(API.staffInvoices.reject.local, { ...decide, schema: { tags, summary: 'Reject with the reason the buyer reads', params: invoiceIdParams, body: invoiceRejectBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    const r = await rejectInvoice(req.ctx, req.params.id, req.body.reason);
    if (r === 'missing') throw notFound();
    if (r === 'decided') throw decided();
    return ok(req, null, req.t('invoiceRejectedOk'));
  });
};
