import { randomUUID } from 'node:crypto';
import { CODES, type PaymentMethod, type PaymentStart, type PaymentStatus } from '@netshop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { completeRefund, findOrder, lockOrderState, markOrderPaid, orderByNo, orderRefById, ordersNotUnpaid, orderStatusById, orderToPay, recordEvent } from '../orders/index.js';
import type { InvoicePort } from './invoice-port.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';
import * as q from './queries.js';
import { paidCapture } from './refund-queries.js';
import { staffRefunds } from './staff-refunds.js';
import type { Attempt } from './queries.js';

// Payments of orders: starting one with a provider, applying what the provider reports (a signed
// notification or a status query) exactly once, and telling the buyer the real state.

type Providers = Record<PaymentMethod, PaymentProvider>;

/** What an attempt is for, as the provider's page shows it and where its window comes back to. */
export interface AttemptFor {
  /** The order's or the invoice's number (the provider's description). */
  reference: string;
  amount: number;
  currency: string;
  minorUnits: number;
  /** /paymentReturn?… : the window closes itself there; the page that opened it follows the payment. */
  returnPath: string;
}

/**
 * Opens a payment attempt with the provider and makes it the one open attempt of what it pays
 * (ADR 0014): `record` (in a transaction) takes the payee's lock, checks it is still payable,
 * supersedes its open attempts and inserts this one; the attempts it replaced are voided at their
 * provider, so two pay clicks never leave two pages that can both take money. Should a void lose
 * the race to a capture, that capture is applied like any other. Orders and credit invoices share it.
 */
export async function openAttempt(
  ctx: RequestContext,
  providers: Providers,
  method: PaymentMethod,
  what: AttemptFor,
  record: (tx: RequestContext, a: { paymentId: string; provider: PaymentMethod; providerRef: string }) => Promise<Attempt[]>,
  log: FastifyBaseLogger,
  invoices?: InvoicePort,
): Promise<PaymentStart> {
  const provider = providers[method];
  const paymentId = randomUUID();
  const { providerRef, payUrl } = await provider.createPayment({
    paymentId,
    orderNo: what.reference,
    amount: what.amount,
    currency: what.currency,
    minorUnits: what.minorUnits,
    description: what.reference,
    returnUrl: (status) => `${what.returnPath}&status=${status}`,
    lang: ctx.lang,
  });
  let replaced: Attempt[];
  try {
    replaced = await inTransaction(ctx, (tx) => record(tx, { paymentId, provider: provider.name, providerRef }));
  } catch (err) {
    await voidAttempts(ctx, providers, [{ provider: provider.name, providerRef }], log, invoices);
    throw err;
  }
  await voidAttempts(ctx, providers, replaced, log, invoices);
  return { payUrl, paymentId, amount: { amount: what.amount, currency: what.currency, minorUnits: what.minorUnits } };
}

/** Pays an order: its one open attempt (ADR 0014), for the order's total. */
export async function startPayment(ctx: RequestContext, providers: Providers, method: PaymentMethod, orderNo: string, log: FastifyBaseLogger): Promise<PaymentStart> {
  const o = await orderToPay(ctx, orderNo);
  if (!o) throw new AppError(CODES.NOT_FOUND, 'notFound');
  if (o.status !== 'unpaid') throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
  if (o.expired) throw new AppError(CODES.CONFLICT, 'paymentExpired');
  const amount = o.total;
  // The gateway sends its window back to /paymentReturn, which closes it: the payment page that
  // opened it follows the payment and moves on to /paymentResult by itself.
  const returnPath = `/paymentReturn?orderNo=${encodeURIComponent(orderNo)}`;
  const start = await openAttempt(
    ctx,
    providers,
    method,
    { reference: orderNo, amount, currency: o.currency, minorUnits: o.minorUnits, returnPath },
    async ({ db: tx }, a) => {
      // The order row is the lock two concurrent pay clicks queue on.
      const now = await lockOrderState(tx, o.id);
      if (now?.status !== 'unpaid') throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
      if (now.expired) throw new AppError(CODES.CONFLICT, 'paymentExpired');
      const old = await q.supersedeOpen(tx, o.id);
      await q.insertPayment(tx, { id: a.paymentId, payee: { orderId: o.id }, provider: a.provider, providerRef: a.providerRef, amount, currency: o.currency });
      return old;
    },
    log,
  );
  // A replaced page that had already taken the money paid the order while being voided: there is
  // nothing left to pay, and the new page was voided with it. (A newer click of the same buyer
  // superseding this page is fine: its own answer carries the live page.)
  if ((await orderStatusById(ctx.db, o.id)) !== 'unpaid') throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
  return start;
}

/** Voids attempts at their provider; one that was captured meanwhile is settled from the provider's own status. */
async function voidAttempts(ctx: RequestContext, providers: Providers, attempts: Attempt[], log: FastifyBaseLogger, invoices?: InvoicePort): Promise<void> {
  for (const a of attempts) {
    const provider = providers[a.provider];
    if (!provider) continue;
    try {
      if ((await provider.voidPayment(a.providerRef)) !== 'captured') continue;
      const event = await provider.fetchStatus(a.providerRef);
      if (event) await applyEvent(ctx, provider, event, log, invoices);
    } catch (err) {
      // Not fatal: a capture on a page we could not void still pays the order or is refunded.
      log.warn({ err, provider: a.provider, ref: a.providerRef }, 'payment attempt could not be voided');
    }
  }
}

export type ApplyOutcome = 'paid' | 'failed' | 'duplicate' | 'unknown' | 'mismatch' | 'notPayable' | 'ignored';

/**
 * Applies one provider event exactly once: its id is recorded first (a replay finds it and does
 * nothing), the amount and currency must equal what was asked, and the order moves from unpaid
 * to paid with a conditional UPDATE, so a second successful payment can never pay it twice.
 * A capture the order cannot take (already paid by another attempt, cancelled or closed) is
 * marked refund-due in the same transaction and refunded through the provider right after; the
 * sweeper retries a refund that could not be made then.
 */
export async function applyEvent(ctx: RequestContext, provider: PaymentProvider, event: ProviderEvent, log: FastifyBaseLogger, invoices?: InvoicePort): Promise<ApplyOutcome> {
  const result = await inTransaction(ctx, async (txCtx): Promise<{ outcome: ApplyOutcome; paymentId?: string; replaced?: Attempt[] }> => {
    const tx = txCtx.db;
    if (!(await q.recordNotification(tx, provider.name, event))) return { outcome: 'duplicate' };
    const outcome = async (o: ApplyOutcome, extra: { paymentId?: string; replaced?: Attempt[] } = {}) => {
      await q.setNotificationOutcome(tx, provider.name, event.eventId, o);
      return { outcome: o, ...extra };
    };
    const p = await q.lockPaymentByRef(tx, provider.name, event.providerRef);
    if (!p) {
      log.warn({ provider: provider.name, ref: event.providerRef }, 'payment notification for an unknown payment');
      return outcome('unknown');
    }
    if (p.amount !== event.amount || p.currency !== event.currency) {
      log.error({ provider: provider.name, ref: event.providerRef, expected: { amount: p.amount, currency: p.currency }, got: { amount: event.amount, currency: event.currency } }, 'payment amount or currency mismatch: rejected');
      return outcome('mismatch');
    }
    // A superseded attempt is still open at the provider until its void lands: a capture on it counts.
    if (p.status !== 'pending' && p.status !== 'superseded') return outcome('ignored');
    if (p.creditInvoiceId !== null) {
      // An invoice's attempt: a capture always goes to the company's ledger (credit's port; what the
      // invoice no longer needs becomes an advance), so it is never refunded as not payable.
      if (event.status === 'failed') {
        await q.markFailed(tx, p.id);
        return outcome('failed');
      }
      // Without the port the event is not applied: the transaction rolls back and the provider's retry or the status check brings it again.
      if (!invoices) throw new Error(`capture ${event.providerRef} of credit invoice ${p.creditInvoiceId} reached a path without the credit port`);
      await invoices.settleInvoicePayment(txCtx, { invoiceId: p.creditInvoiceId, amount: p.amount, currency: p.currency, paymentRef: event.providerRef, key: p.id, userId: p.userId });
      await q.markSucceeded(tx, p.id);
      return outcome('paid', { replaced: await q.supersedeOpenOfInvoice(tx, p.creditInvoiceId, p.id) });
    }
    const order = (await orderRefById(tx, p.orderId!, true))!;
    const ref = { id: order.id, userId: order.userId, orderNo: order.orderNo };
    if (event.status === 'failed') {
      await q.markFailed(tx, p.id);
      if (p.status === 'pending') await recordEvent(txCtx, ref, 'paymentFailed', { method: provider.name });
      return outcome('failed');
    }
    if (!(await markOrderPaid(tx, ref.id, provider.name))) {
      // Money arrived for an order that was cancelled, closed or paid by another attempt meanwhile.
      await q.markSucceeded(tx, p.id, 'notPayable');
      log.warn({ orderNo: ref.orderNo, status: order.status, paymentId: p.id }, 'capture for an order that is not unpaid: refunding it');
      return outcome('notPayable', { paymentId: p.id });
    }
    await q.markSucceeded(tx, p.id);
    const replaced = await q.supersedeOpen(tx, ref.id, p.id);
    await recordEvent(txCtx, ref, 'paid', { method: provider.name });
    return outcome('paid', { replaced });
  });
  if (result.paymentId) await settleRefund(ctx, provider, result.paymentId, log).catch((err) => log.error({ err, paymentId: result.paymentId }, 'refund failed; the sweeper retries it'));
  if (result.replaced?.length) await voidAttempts(ctx, { [provider.name]: provider } as Providers, result.replaced, log, invoices);
  return result.outcome;
}

/**
 * Returns a refund-due capture through its provider and records it. The provider's refund is
 * idempotent per payment, so a retry after a crash between the two steps refunds once. An order
 * refund (the operator completing a return) moves the order to refunded in the same transaction.
 */
export async function settleRefund(ctx: RequestContext, provider: PaymentProvider, paymentId: string, log: FastifyBaseLogger): Promise<boolean> {
  const p = await q.refundDueById(ctx.db, paymentId);
  if (!p) return false;
  const { refundRef } = await provider.refund(p.providerRef, p.amount, p.currency);
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const orderId = await q.markRefunded(tx, paymentId, refundRef);
    if (orderId === undefined) return false;
    const o = (await orderRefById(tx, orderId))!;
    if (p.reason === 'orderRefund') await completeRefund(txCtx, o.orderNo);
    else await recordEvent(txCtx, { id: o.id, userId: o.userId, orderNo: o.orderNo }, 'paymentReturned', { method: provider.name });
    log.info({ paymentId, refundRef, reason: p.reason }, 'payment refunded');
    return true;
  });
}

/**
 * Orders paid on the company's credit account (issue 30, ADR 0046) have no capture: their money goes
 * back to the credit account. app.ts gives credit's part here (payments does not import credit).
 */
export interface AccountRefunds {
  /** The rest of the order's invoice back to its credit account, in the caller's transaction (the order row locked there); false when it is not on account. */
  refundRest(ctx: RequestContext, orderId: number, reason: string): Promise<boolean>;
  /** The catch-up: orders refunded in full whose credit account did not get all of it back; how many it gave back. */
  refundOwed(ctx: RequestContext, batch: number): Promise<number>;
}

/**
 * The operator completes a return: the order's capture goes back through its provider and the
 * order becomes refunded with it. false when the order is not waiting for a refund.
 */
export async function refundOrder(ctx: RequestContext, providers: Providers, orderNo: string, log: FastifyBaseLogger, account?: AccountRefunds): Promise<boolean> {
  const { db } = ctx;
  const o = await orderByNo(db, orderNo);
  if (!o || o.status !== 'refunding') return false;
  // Staff refunded part of the capture already (issue 27): what is left goes back as one more staff refund.
  if (((await paidCapture(db, o.id))?.refunded ?? 0) > 0) return refundRest(ctx, providers, o.id, orderNo, log);
  const p = await q.markOrderRefundDue(db, o.id);
  // No capture: an order paid on account gets the rest of its invoice back on the credit account, in
  // one transaction with the order's move to refunded under its row's lock, so a second completion
  // (a retry, another process at once) finds it refunded and gives nothing twice. Any other order
  // paid outside a provider has no money here to return.
  if (!p)
    return inTransaction(ctx, async (tx) => {
      if ((await lockOrderState(tx.db, o.id))?.status !== 'refunding') return false;
      await account?.refundRest(tx, o.id, 'returned');
      return completeRefund(tx, orderNo);
    });
  const provider = providers[p.provider];
  try {
    return await settleRefund(ctx, provider, p.id, log);
  } catch (err) {
    log.error({ err, orderNo }, 'refund through the provider failed');
    throw new AppError(CODES.BAD_GATEWAY, 'paymentProviderError');
  }
}

/** Completes a return on a capture partly refunded by staff: the rest is refunded, with the order locked against a staff refund at the same moment. */
async function refundRest(ctx: RequestContext, providers: Providers, orderId: number, orderNo: string, log: FastifyBaseLogger): Promise<boolean> {
  const refunds = staffRefunds(providers, log);
  const id = await inTransaction(ctx, async (tx) => {
    if ((await lockOrderState(tx.db, orderId))?.status !== 'refunding') return null;
    const c = await paidCapture(tx.db, orderId);
    const rest = c ? c.amount - c.refunded : 0;
    return rest > 0 ? refunds.reserve(tx, { orderId, amount: rest, reason: 'returned', note: '' }) : '';
  });
  if (id === null) return false;
  if (id === '') return completeRefund(ctx, orderNo);
  if ((await refunds.send(ctx, id, async (tx) => void (await completeRefund(tx, orderNo)))) === 'failed') throw new AppError(CODES.BAD_GATEWAY, 'paymentProviderError');
  return true;
}

/**
 * Open attempts of orders that are no longer unpaid (cancelled by the buyer or the countdown) are
 * voided, so their pages cannot take money; runs after a cancel and on every sweep. Returns how many.
 */
export async function voidClosedOrderAttempts(ctx: RequestContext, providers: Providers, log: FastifyBaseLogger): Promise<number> {
  // An order never returns to unpaid, so one read as closed here stays closed until its attempts are superseded.
  const closed = await q.supersedeOpenOf(ctx.db, await ordersNotUnpaid(ctx.db, await q.ordersWithOpenAttempts(ctx.db)));
  await voidAttempts(ctx, providers, closed, log);
  return closed.length;
}

/**
 * Refund captures whose refund could not be made when they were marked (provider down), and orders
 * on account refunded in full whose credit account is still owed their money; the sweeper calls this.
 */
export async function retryRefunds(ctx: RequestContext, providers: Providers, log: FastifyBaseLogger, batch = 50, account?: AccountRefunds): Promise<number> {
  const due = await q.refundsDue(ctx.db, batch);
  let n = 0;
  for (const p of due) {
    const provider = providers[p.provider];
    if (!provider) continue;
    if (await settleRefund(ctx, provider, p.id, log).catch((err) => (log.warn({ err, paymentId: p.id }, 'refund retry failed'), false))) n++;
  }
  if (account) n += await account.refundOwed(ctx, batch);
  return n;
}

/** The real payment state; a pending payment is checked with the provider and applied when it settled. */
export async function paymentStatus(ctx: RequestContext, provider: PaymentProvider, orderNo: string, log: FastifyBaseLogger): Promise<PaymentStatus | null> {
  const { db } = ctx;
  const order = await findOrder(ctx, orderNo);
  if (!order) return null;
  // The capture that paid the order first; otherwise the newest attempt (superseded ones are history).
  const latest = async () => {
    const r = await q.latestAttempt(db, order.id);
    return r && { ...r, status: r.status === 'succeeded' && r.refundDue ? ('refunding' as const) : r.status };
  };
  let p = await latest();
  if (p?.status === 'pending' && order.status === 'unpaid') {
    const event = await provider.fetchStatus(p.providerRef);
    if (event) await applyEvent(ctx, provider, event, log);
    p = await latest();
  }
  const now = (await findOrder(ctx, orderNo))!;
  return {
    orderNo,
    orderStatus: now.status,
    payment: p?.status ?? null,
    paid: now.status !== 'unpaid' && now.status !== 'cancelled',
    amount: { amount: Number(now.total), currency: now.currency, minorUnits: Number(now.minorUnits) },
    payBy: now.status === 'unpaid' ? new Date(now.payBy).toISOString() : null,
  };
}
