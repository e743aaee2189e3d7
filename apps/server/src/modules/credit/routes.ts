import { API, CODES, creditApplicationBody, creditInvoices, creditInvoicesQuery, creditLedger, creditLedgerQuery, creditOverview, creditSettingsBody, envelope, orderCreditInvoice, orderNoParams } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerId } from '../../lib/request-context.js';
import { requireUser } from '../../plugins/auth.js';
import { AppError, ok } from '../../plugins/envelope.js';
import { allow } from '../../plugins/rate-limit.js';
import { ledgerCsv } from './ledger-csv.js';
import { orderCreditInvoice as invoiceOfOrder } from './order-invoice.js';
import { applyForCredit, creditInvoices as invoices, creditLedger as ledger, creditLedgerAll, creditOverview as overview, saveCreditSettings } from './service.js';

/**
 * /api/ew/buyer/credit (issue 30, ADR 0046): the company's credit account, its application,
 * settings, ledger (also as CSV) and invoices. Who may do what is the membership's permission,
 * asked in the service (statements.read or credit.manage to read; credit.manage to apply and to
 * change settings; orders.onAccount reads what checkout needs). The monthly statement PDF is the
 * statement routes' (statement-routes.ts).
 */
export const creditRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app) => {
  const { db } = app.storage;
  const tags = ['credit'];
  const auth = { preHandler: requireUser };
  const C = API.credit;

  app.get(C.overview.local, { ...auth, schema: { tags, summary: 'The company’s credit account, latest application and open invoices; whether the reader may pay on account now', response: { 200: envelope(creditOverview) } } }, async (req) =>
    ok(req, await overview(req.ctx, app.clock.now())),
  );

  app.post(
    C.apply.local,
    { ...auth, schema: { tags, summary: 'Apply for payment on account (credit.manage, active company): one pending application; documents are the member’s private uploads', body: creditApplicationBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } },
    async (req) => {
      // Applications go to finance's queue: bounded per member.
      if (!(await allow(db, [{ key: `credit:apply:${buyerId(req.ctx)}`, max: 10, windowMs: 60 * 60_000 }]))) throw new AppError(CODES.TOO_MANY_REQUESTS, 'tooManyRequests');
      return ok(req, await applyForCredit(req.ctx, req.body), req.t('creditApplied'));
    },
  );

  app.put(C.settings.local, { ...auth, schema: { tags, summary: 'Whether every order on account needs a purchase-order number (credit.manage)', body: creditSettingsBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    await saveCreditSettings(req.ctx, req.body.poRequired);
    return ok(req, null, req.t('creditSettingsSaved'));
  });

  app.get(C.ledger.local, { ...auth, schema: { tags, summary: 'The ledger, newest first, 50 a page: every movement with the balance and limit after it, who and when', querystring: creditLedgerQuery, response: { 200: envelope(creditLedger) } } }, async (req) =>
    ok(req, await ledger(req.ctx, req.query.page)),
  );

  app.get(C.ledgerCsv.local, { ...auth, schema: { tags, summary: 'The whole ledger as CSV in the reader’s language (formula cells neutralised)' } }, async (req, reply) => {
    const { entries } = await creditLedgerAll(req.ctx);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="credit-ledger.csv"')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(ledgerCsv(entries, req.lang));
  });

  app.get(C.invoices.local, { ...auth, schema: { tags, summary: 'The company’s invoices on account, newest first, by status', querystring: creditInvoicesQuery, response: { 200: envelope(creditInvoices) } } }, async (req) =>
    ok(req, await invoices(req.ctx, req.query, app.clock.now())),
  );

  app.get(
    C.orderInvoice.local,
    { ...auth, schema: { tags, summary: 'The credit invoice of an order on account (the company’s statement readers, or who placed it; 404 otherwise)', params: orderNoParams, response: { 200: envelope(orderCreditInvoice) } } },
    async (req) => ok(req, await invoiceOfOrder(req.ctx, req.params.orderNo, app.clock.now())),
  );
};
