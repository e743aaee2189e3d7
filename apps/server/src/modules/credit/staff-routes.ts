import {
  API,
  companyFileLink,
  creditAccountBody,
  creditCompanyParams,
  creditDecisionBody,
  creditPaymentBody,
  creditPaymentResult,
  creditReversalBody,
  digitId,
  envelope,
  formatMoney,
  orderCreditInvoice,
  orderNoParams,
  staffCreditDetail,
  staffCreditList,
  staffCreditQuery,
} from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fillMessage, ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { staffOrderCreditInvoice } from './order-invoice.js';
import { changeAccount, creditDetail, creditFileLink, decideCredit, listCredit, recordPayment, reverseEntry } from './staff-service.js';

/**
 * /api/ew/staff/credit (issue 30, ADR 0046): credit.read (sales, finance, admin) see applications,
 * accounts, invoices and ledgers; credit.write (finance, admin) decide applications, change limits,
 * terms and status, record bank transfers and reverse them — each audited, each answered with the
 * company's credit as it is after the change.
 */
export const staffCreditRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const tags = ['credit'];
  const read = { onRequest: requireStaff('credit.read') };
  const write = { onRequest: requireStaff('credit.write') };
  const S = API.staffCredit;
  const now = () => app.clock.now();

  app.get(S.list.local, { ...read, schema: { tags, summary: 'Applications (pending first), accounts or overdue accounts, searched by company name, with counts', querystring: staffCreditQuery, response: { 200: envelope(staffCreditList) } } }, async (req) =>
    ok(req, await listCredit(req.ctx, req.query, now())),
  );

  app.get(S.orderInvoice.local, { ...read, schema: { tags, summary: 'The credit invoice of an order on account (404 when it has none)', params: orderNoParams, response: { 200: envelope(orderCreditInvoice) } } }, async (req) =>
    ok(req, await staffOrderCreditInvoice(req.ctx, req.params.orderNo, now())),
  );

  app.get(S.one.local, { ...read, schema: { tags, summary: 'One company’s credit: application (documents by signed links), account, invoices and ledger', params: creditCompanyParams, response: { 200: envelope(staffCreditDetail) } } }, async (req) =>
    ok(req, await creditDetail(req.ctx, req.params.companyId, secret, now())),
  );

  app.post(
    S.decide.local,
    { ...write, schema: { tags, summary: 'Grant (limit, currency, terms: the account opens) or reject with a reason; the company’s finance and admins are told', params: creditCompanyParams, body: creditDecisionBody, response: { 200: envelope(staffCreditDetail) } } },
    async (req) => {
      await decideCredit(req.ctx, req.params.companyId, req.body);
      return ok(req, await creditDetail(req.ctx, req.params.companyId, secret, now()), req.t('creditDecided'));
    },
  );

  app.put(
    S.account.local,
    { ...write, schema: { tags, summary: 'Change limit (a ledger entry), terms or status (hold, release, close) over the version read (409 creditStale)', params: creditCompanyParams, body: creditAccountBody, response: { 200: envelope(staffCreditDetail) } } },
    async (req) => {
      await changeAccount(req.ctx, req.params.companyId, req.body, now());
      return ok(req, await creditDetail(req.ctx, req.params.companyId, secret, now()), req.t('creditAccountSaved'));
    },
  );

  app.post(
    S.payment.local,
    {
      ...write,
      schema: {
        tags,
        summary: 'A bank transfer received: allocated as given or oldest due first, once per idempotency key; an overdue hold lifts when nothing is overdue beyond the grace period',
        params: creditCompanyParams,
        body: creditPaymentBody,
        response: { 200: envelope(creditPaymentResult) },
      },
    },
    async (req) => {
      const { account, ...r } = await recordPayment(req.ctx, req.params.companyId, req.body, now());
      return ok(req, { ...r, allocated: { amount: r.allocated, currency: account.currency, minorUnits: account.minorUnits }, unallocated: { amount: r.unallocated, currency: account.currency, minorUnits: account.minorUnits } }, fillMessage(req.t('creditPaymentRecorded'), { amount: formatMoney(req.body.amount, account.currency, account.minorUnits, req.lang) }));
    },
  );

  app.post(
    S.reversal.local,
    { ...write, schema: { tags, summary: 'Reverse a payment recorded by mistake, once: its allocations are undone', params: creditCompanyParams, body: creditReversalBody, response: { 200: envelope(staffCreditDetail) } } },
    async (req) => {
      await reverseEntry(req.ctx, req.params.companyId, req.body);
      return ok(req, await creditDetail(req.ctx, req.params.companyId, secret, now()), req.t('creditReversed'));
    },
  );

  app.get(S.file.local, { ...read, schema: { tags, summary: 'A fresh signed link to one of the application’s documents', params: z.object({ companyId: digitId, fileId: z.uuid() }), response: { 200: envelope(companyFileLink) } } }, async (req) =>
    ok(req, await creditFileLink(req.ctx, req.params.companyId, req.params.fileId, secret)),
  );
};
