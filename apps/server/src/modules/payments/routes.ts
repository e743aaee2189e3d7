import { API, creditInvoiceParams, creditInvoicePayment, envelope, orderNoParams, payBody, paymentStart, paymentStatus as paymentStatusSchema, type PaymentMethod } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { notFound, ok } from '../../plugins/envelope.js';
import { NotificationRejected, type PaymentProvider } from './provider.js';
import type { InvoicePort } from './invoice-port.js';
import { invoicePaymentStatus, startInvoicePayment } from './invoice-payments.js';
import { applyEvent, paymentStatus, startPayment } from './service.js';

/** Paying an order or a company's open credit invoice, its real status, and the providers' signed notifications. */
export const paymentRoutes: FastifyPluginAsyncZod<{ providers: Record<PaymentMethod, PaymentProvider>; invoices: InvoicePort }> = async (app, { providers, invoices }) => {
  const tags = ['payments'];

  app.post(API.payments.pay.local, { preHandler: requireUser, schema: { tags, summary: 'Start a payment; open payUrl in a new window', params: orderNoParams, body: payBody, response: { 200: envelope(paymentStart) } } }, async (req) =>
    ok(req, await startPayment(req.ctx, providers, req.body.method, req.params.orderNo, req.log)),
  );

  app.get(API.payments.status.local, { preHandler: requireUser, schema: { tags, summary: 'The real payment state (asks the provider)', params: orderNoParams, response: { 200: envelope(paymentStatusSchema) } } }, async (req) => {
    const s = await paymentStatus(req.ctx, providers.sandbox, req.params.orderNo, req.log);
    if (!s) throw notFound();
    return ok(req, s, s.paid ? req.t('paymentSuccessful') : s.payment === 'failed' ? req.t('paymentFailed') : req.t('paymentPending'));
  });

  // A company's open invoice (issue 30, ADR 0046): finance or an admin pays what is still open on it.
  app.post(
    API.credit.payInvoice.local,
    { preHandler: requireUser, schema: { tags: ['credit'], summary: 'Pay what is still open on a credit invoice (statements.read or credit.manage); open payUrl in a new window', params: creditInvoiceParams, body: payBody, response: { 200: envelope(paymentStart) } } },
    async (req) => ok(req, await startInvoicePayment(req.ctx, providers, invoices, req.body.method, req.params.invoiceNo, req.log)),
  );

  app.get(
    API.credit.invoicePayment.local,
    { preHandler: requireUser, schema: { tags: ['credit'], summary: 'How the online payment of a credit invoice stands (asks the provider while pending)', params: creditInvoiceParams, response: { 200: envelope(creditInvoicePayment) } } },
    async (req) => {
      const s = await invoicePaymentStatus(req.ctx, providers, invoices, req.params.invoiceNo, req.log);
      if (!s) throw notFound();
      return ok(req, s, s.payment === 'succeeded' ? req.t('creditInvoicePaid') : s.payment === 'failed' ? req.t('paymentFailed') : req.t('paymentPending'));
    },
  );

  // Server-to-server: the signature covers the exact bytes, so this route reads the raw body.
  await app.register(async (notify) => {
    notify.removeAllContentTypeParsers();
    notify.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    notify.post<{ Params: { provider: string } }>(API.payments.notify.local, { schema: { hide: true } }, async (req, reply) => {
      const provider = providers[req.params.provider as PaymentMethod];
      if (!provider) throw notFound();
      let event;
      try {
        event = provider.verifyNotification(req.headers, typeof req.body === 'string' ? req.body : '');
      } catch (err) {
        if (!(err instanceof NotificationRejected)) throw err;
        req.log.warn({ provider: provider.name, reason: err.reason }, 'payment notification rejected');
        return reply.code(400).send({ code: 400, msg: req.t('badRequest'), data: { outcome: err.reason } });
      }
      const outcome = await applyEvent(req.ctx, provider, event, req.log, invoices);
      // A mismatch or an unknown payment is refused so the provider flags it; repeats are fine.
      const refused = outcome === 'mismatch' || outcome === 'unknown';
      return reply.code(refused ? 400 : 200).send({ code: refused ? 400 : 200, msg: refused ? req.t('badRequest') : req.t('ok'), data: { outcome } });
    });
  });
};
