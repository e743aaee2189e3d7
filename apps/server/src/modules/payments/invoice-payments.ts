import { CODES, type CreditInvoicePayment, type PaymentMethod, type PaymentStart } from '@netshop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import type { InvoicePort } from './invoice-port.js';
import type { PaymentProvider } from './provider.js';
import * as q from './queries.js';
import { applyEvent, openAttempt } from './service.js';

// A company member pays an open credit invoice through the payment gateway (issue 30, ADR 0046),
// with what orders have (ADR 0014): one open attempt per invoice, the one replaced voided at its
// provider, each provider event applied once. The invoice and its ledger are credit's, asked
// through the port app.ts hands in (invoice-port.ts).

type Providers = Record<PaymentMethod, PaymentProvider>;

/**
 * Opens an attempt for what is still open on the invoice (amount − paid − credited), in the
 * account's currency. 404 for a number not of the member's company, 409 creditInvoiceNotOpen when
 * nothing is left to pay. The amount is read without the account's lock: should finance record a
 * transfer before the capture, the capture's excess becomes an advance (credit's posting).
 */
export async function startInvoicePayment(ctx: RequestContext, providers: Providers, invoices: InvoicePort, method: PaymentMethod, invoiceNo: string, log: FastifyBaseLogger): Promise<PaymentStart> {
  const i = await invoices.invoiceToPay(ctx, invoiceNo);
  if (!i) throw new AppError(CODES.NOT_FOUND, 'notFound');
  if (i.status !== 'open' || i.open <= 0) throw new AppError(CODES.CONFLICT, 'creditInvoiceNotOpen');
  const userId = buyerId(ctx);
  return openAttempt(
    ctx,
    providers,
    method,
    // Back on /paymentReturn the window closes itself: the credit page that opened it follows the payment.
    { reference: i.invoiceNo, amount: i.open, currency: i.currency, minorUnits: i.minorUnits, returnPath: `/paymentReturn?invoiceNo=${encodeURIComponent(i.invoiceNo)}` },
    async (tx, a) => {
      await q.lockInvoiceAttempts(tx.db, i.id);
      // Paid in full meanwhile (a capture, finance's transfer): nothing to open a page for.
      const now = await invoices.invoiceToPay(tx, invoiceNo);
      if (!now || now.status !== 'open' || now.open <= 0) throw new AppError(CODES.CONFLICT, 'creditInvoiceNotOpen');
      const old = await q.supersedeOpenOfInvoice(tx.db, i.id);
      await q.insertPayment(tx.db, { id: a.paymentId, payee: { creditInvoiceId: i.id, userId }, provider: a.provider, providerRef: a.providerRef, amount: i.open, currency: i.currency });
      return old;
    },
    log,
    invoices,
  );
}

/** How the member's online payment of the invoice stands; a pending attempt is checked with its provider and applied when it settled. */
export async function invoicePaymentStatus(ctx: RequestContext, providers: Providers, invoices: InvoicePort, invoiceNo: string, log: FastifyBaseLogger): Promise<CreditInvoicePayment | null> {
  let i = await invoices.invoiceToPay(ctx, invoiceNo);
  if (!i) return null;
  let p = await q.latestInvoiceAttempt(ctx.db, i.id);
  const provider = p && providers[p.provider];
  if (p?.status === 'pending' && provider) {
    const event = await provider.fetchStatus(p.providerRef);
    if (event) {
      await applyEvent(ctx, provider, event, log, invoices);
      p = await q.latestInvoiceAttempt(ctx.db, i.id);
      i = (await invoices.invoiceToPay(ctx, invoiceNo))!;
    }
  }
  return { invoiceNo: i.invoiceNo, invoiceStatus: i.status, payment: p?.status ?? null, due: { amount: i.open, currency: i.currency, minorUnits: i.minorUnits } };
}
