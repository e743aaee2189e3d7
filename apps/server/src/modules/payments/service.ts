import { randomUUID } from 'node:crypto';
import { CODES, type PaymentMethod, type PaymentStart, type PaymentStatus } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rows, type Db } from '../../db/client.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { completeRefund, findOrder, markOrderPaid, recordEvent } from '../orders/index.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';

// Payments of orders: starting one with a provider, applying what the provider reports (a signed
// notification or a status query) exactly once, and telling the buyer the real state.

type Providers = Record<PaymentMethod, PaymentProvider>;

/**
 * Opens a payment attempt with the provider and makes it the order's one open attempt (ADR 0014):
 * the attempt it replaces is voided at its provider, so two pay clicks never leave two pages that
 * can both take money. Should a void lose the race to a capture, that capture is applied like any
 * other: it pays the order or is refunded.
 */
export async function startPayment(ctx: RequestContext, providers: Providers, method: PaymentMethod, orderNo: string, log: FastifyBaseLogger): Promise<PaymentStart> {
  const { db, lang } = ctx;
  const userId = buyerId(ctx);
  const provider = providers[method];
  const [o] = await rows<{ id: number; status: string; total: number; currency: string; minorUnits: number; expired: boolean }>(
    db,
    sql`SELECT id, status, total, currency, minor_units AS "minorUnits", pay_by <= now() AS expired FROM shop_order
         WHERE user_id = ${userId} AND order_no = ${orderNo} AND purged_at IS NULL AND deleted_at IS NULL`,
  );
  if (!o) throw new AppError(CODES.NOT_FOUND, 'notFound');
  if (o.status !== 'unpaid') throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
  if (o.expired) throw new AppError(CODES.CONFLICT, 'paymentExpired');
  const paymentId = randomUUID();
  const amount = Number(o.total);
  // The gateway sends its window back to /paymentReturn, which closes it: the payment page that
  // opened it follows the payment and moves on to /paymentResult by itself.
  const result = `/paymentReturn?orderNo=${encodeURIComponent(orderNo)}`;
  const { providerRef, payUrl } = await provider.createPayment({
    paymentId,
    orderNo,
    amount,
    currency: o.currency,
    minorUnits: Number(o.minorUnits),
    description: orderNo,
    returnUrl: (status) => `${result}&status=${status}`,
    lang,
  });
  let replaced: Attempt[];
  try {
    replaced = await inTransaction(ctx, async ({ db: tx }) => {
      // The order row is the lock two concurrent pay clicks queue on.
      const [now] = await rows<{ status: string; expired: boolean }>(tx, sql`SELECT status, pay_by <= now() AS expired FROM shop_order WHERE id = ${Number(o.id)} FOR UPDATE`);
      if (now?.status !== 'unpaid') throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
      if (now.expired) throw new AppError(CODES.CONFLICT, 'paymentExpired');
      const old = await supersedeOpen(tx, Number(o.id));
      await tx.execute(
        sql`INSERT INTO payment (id, order_id, provider, provider_ref, amount, currency) VALUES (${paymentId}, ${Number(o.id)}, ${provider.name}, ${providerRef}, ${amount}, ${o.currency})`,
      );
      return old;
    });
  } catch (err) {
    await voidAttempts(ctx, providers, [{ provider: provider.name, providerRef }], log);
    throw err;
  }
  await voidAttempts(ctx, providers, replaced, log);
  // A replaced page that had already taken the money paid the order while being voided: there is
  // nothing left to pay, and the new page was voided with it. (A newer click of the same buyer
  // superseding this page is fine: its own answer carries the live page.)
  const [after] = await rows<{ status: string }>(db, sql`SELECT status FROM shop_order WHERE id = ${Number(o.id)}`);
  if (after?.status !== 'unpaid') throw new AppError(CODES.CONFLICT, 'orderNotAllowed');
  return { payUrl, paymentId, amount: { amount, currency: o.currency, minorUnits: Number(o.minorUnits) } };
}

interface Attempt {
  provider: PaymentMethod;
  providerRef: string;
}

/** Marks an order's open attempts superseded (inside the caller's transaction); returns them to void. */
async function supersedeOpen(tx: Db, orderId: number, except = ''): Promise<Attempt[]> {
  return rows<Attempt>(
    tx,
    sql`UPDATE payment SET status = 'superseded', completed_at = now() WHERE order_id = ${orderId} AND status = 'pending' AND id::text <> ${except}
        RETURNING provider, provider_ref AS "providerRef"`,
  );
}

/** Voids attempts at their provider; one that was captured meanwhile is settled from the provider's own status. */
async function voidAttempts(ctx: RequestContext, providers: Providers, attempts: Attempt[], log: FastifyBaseLogger): Promise<void> {
  for (const a of attempts) {
    const provider = providers[a.provider];
    if (!provider) continue;
    try {
      if ((await provider.voidPayment(a.providerRef)) !== 'captured') continue;
      const event = await provider.fetchStatus(a.providerRef);
      if (event) await applyEvent(ctx, provider, event, log);
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
export async function applyEvent(ctx: RequestContext, provider: PaymentProvider, event: ProviderEvent, log: FastifyBaseLogger): Promise<ApplyOutcome> {
  const result = await inTransaction(ctx, async (txCtx): Promise<{ outcome: ApplyOutcome; paymentId?: string; replaced?: Attempt[] }> => {
    const tx = txCtx.db;
    const fresh = await rows<{ ok: number }>(
      tx,
      sql`INSERT INTO payment_notification (provider, event_id, provider_ref, outcome, payload) VALUES (${provider.name}, ${event.eventId}, ${event.providerRef}, 'received', ${JSON.stringify(event)}::jsonb)
          ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
    );
    if (!fresh.length) return { outcome: 'duplicate' };
    const outcome = async (o: ApplyOutcome, extra: { paymentId?: string; replaced?: Attempt[] } = {}) => {
      await tx.execute(sql`UPDATE payment_notification SET outcome = ${o} WHERE provider = ${provider.name} AND event_id = ${event.eventId}`);
      return { outcome: o, ...extra };
    };
    const [p] = await rows<{ id: string; orderId: number; amount: number; currency: string; status: string }>(
      tx,
      sql`SELECT id, order_id AS "orderId", amount, currency, status FROM payment WHERE provider = ${provider.name} AND provider_ref = ${event.providerRef} FOR UPDATE`,
    );
    if (!p) {
      log.warn({ provider: provider.name, ref: event.providerRef }, 'payment notification for an unknown payment');
      return outcome('unknown');
    }
    if (Number(p.amount) !== event.amount || p.currency !== event.currency) {
      log.error({ provider: provider.name, ref: event.providerRef, expected: { amount: Number(p.amount), currency: p.currency }, got: { amount: event.amount, currency: event.currency } }, 'payment amount or currency mismatch: rejected');
      return outcome('mismatch');
    }
    // A superseded attempt is still open at the provider until its void lands: a capture on it counts.
    if (p.status !== 'pending' && p.status !== 'superseded') return outcome('ignored');
    const [order] = await rows<{ id: number; userId: number; orderNo: string; status: string }>(
      tx,
      sql`SELECT id, user_id AS "userId", order_no AS "orderNo", status FROM shop_order WHERE id = ${Number(p.orderId)} FOR UPDATE`,
    );
    const ref = { id: Number(order!.id), userId: Number(order!.userId), orderNo: order!.orderNo };
    if (event.status === 'failed') {
      await tx.execute(sql`UPDATE payment SET status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END, completed_at = now() WHERE id = ${p.id}`);
      if (p.status === 'pending') await recordEvent(txCtx, ref, 'paymentFailed', { method: provider.name });
      return outcome('failed');
    }
    if (!(await markOrderPaid(tx, ref.id, provider.name))) {
      // Money arrived for an order that was cancelled, closed or paid by another attempt meanwhile.
      await tx.execute(sql`UPDATE payment SET status = 'succeeded', completed_at = now(), refund_reason = 'notPayable' WHERE id = ${p.id}`);
      log.warn({ orderNo: ref.orderNo, status: order!.status, paymentId: p.id }, 'capture for an order that is not unpaid: refunding it');
      return outcome('notPayable', { paymentId: p.id });
    }
    await tx.execute(sql`UPDATE payment SET status = 'succeeded', completed_at = now() WHERE id = ${p.id}`);
    const replaced = await supersedeOpen(tx, ref.id, p.id);
    await recordEvent(txCtx, ref, 'paid', { method: provider.name });
    return outcome('paid', { replaced });
  });
  if (result.paymentId) await settleRefund(ctx, provider, result.paymentId, log).catch((err) => log.error({ err, paymentId: result.paymentId }, 'refund failed; the sweeper retries it'));
  if (result.replaced?.length) await voidAttempts(ctx, { [provider.name]: provider } as Providers, result.replaced, log);
  return result.outcome;
}

/**
 * Returns a refund-due capture through its provider and records it. The provider's refund is
 * idempotent per payment, so a retry after a crash between the two steps refunds once. An order
 * refund (the operator completing a return) moves the order to refunded in the same transaction.
 */
export async function settleRefund(ctx: RequestContext, provider: PaymentProvider, paymentId: string, log: FastifyBaseLogger): Promise<boolean> {
  const [p] = await rows<{ providerRef: string; amount: number; currency: string; reason: string }>(
    ctx.db,
    sql`SELECT provider_ref AS "providerRef", amount, currency, refund_reason AS reason FROM payment
         WHERE id = ${paymentId} AND status = 'succeeded' AND refund_reason IS NOT NULL AND refunded_at IS NULL`,
  );
  if (!p) return false;
  const { refundRef } = await provider.refund(p.providerRef, Number(p.amount), p.currency);
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const [done] = await rows<{ orderId: number }>(
      tx,
      sql`UPDATE payment SET status = 'refunded', refund_ref = ${refundRef}, refunded_at = now() WHERE id = ${paymentId} AND refunded_at IS NULL RETURNING order_id AS "orderId"`,
    );
    if (!done) return false;
    if (p.reason === 'orderRefund') {
      const [o] = await rows<{ orderNo: string }>(tx, sql`SELECT order_no AS "orderNo" FROM shop_order WHERE id = ${Number(done.orderId)}`);
      await completeRefund(txCtx, o!.orderNo);
    } else {
      const [o] = await rows<{ id: number; userId: number; orderNo: string }>(tx, sql`SELECT id, user_id AS "userId", order_no AS "orderNo" FROM shop_order WHERE id = ${Number(done.orderId)}`);
      await recordEvent(txCtx, { id: Number(o!.id), userId: Number(o!.userId), orderNo: o!.orderNo }, 'paymentReturned', { method: provider.name });
    }
    log.info({ paymentId, refundRef, reason: p.reason }, 'payment refunded');
    return true;
  });
}

/**
 * The operator completes a return: the order's capture goes back through its provider and the
 * order becomes refunded with it. false when the order is not waiting for a refund.
 */
export async function refundOrder(ctx: RequestContext, providers: Providers, orderNo: string, log: FastifyBaseLogger): Promise<boolean> {
  const { db } = ctx;
  const [o] = await rows<{ id: number; status: string }>(db, sql`SELECT id, status FROM shop_order WHERE order_no = ${orderNo}`);
  if (!o || o.status !== 'refunding') return false;
  const [p] = await rows<{ id: string; provider: PaymentMethod }>(
    db,
    sql`UPDATE payment SET refund_reason = 'orderRefund' WHERE id = (SELECT id FROM payment WHERE order_id = ${Number(o.id)} AND status = 'succeeded' AND (refund_reason IS NULL OR refund_reason = 'orderRefund') AND refunded_at IS NULL ORDER BY completed_at LIMIT 1)
        RETURNING id, provider`,
  );
  // An order paid outside any provider (none recorded) has no money here to return.
  if (!p) return completeRefund(ctx, orderNo);
  const provider = providers[p.provider];
  try {
    return await settleRefund(ctx, provider, p.id, log);
  } catch (err) {
    log.error({ err, orderNo }, 'refund through the provider failed');
    throw new AppError(CODES.BAD_GATEWAY, 'paymentProviderError');
  }
}

/**
 * Open attempts of orders that are no longer unpaid (cancelled by the buyer or the countdown) are
 * voided, so their pages cannot take money; runs after a cancel and on every sweep. Returns how many.
 */
export async function voidClosedOrderAttempts(ctx: RequestContext, providers: Providers, log: FastifyBaseLogger): Promise<number> {
  const closed = await rows<Attempt>(
    ctx.db,
    sql`UPDATE payment p SET status = 'superseded', completed_at = now() FROM shop_order o
         WHERE o.id = p.order_id AND p.status = 'pending' AND o.status <> 'unpaid'
        RETURNING p.provider, p.provider_ref AS "providerRef"`,
  );
  await voidAttempts(ctx, providers, closed, log);
  return closed.length;
}

/** Refund captures whose refund could not be made when they were marked (provider down); the sweeper calls this. */
export async function retryRefunds(ctx: RequestContext, providers: Providers, log: FastifyBaseLogger, batch = 50): Promise<number> {
  const due = await rows<{ id: string; provider: PaymentMethod }>(
    ctx.db,
    sql`SELECT id, provider FROM payment WHERE status = 'succeeded' AND refund_reason IS NOT NULL AND refunded_at IS NULL ORDER BY completed_at LIMIT ${batch}`,
  );
  let n = 0;
  for (const p of due) {
    const provider = providers[p.provider];
    if (!provider) continue;
    if (await settleRefund(ctx, provider, p.id, log).catch((err) => (log.warn({ err, paymentId: p.id }, 'refund retry failed'), false))) n++;
  }
  return n;
}

/** The real payment state; a pending payment is checked with the provider and applied when it settled. */
export async function paymentStatus(ctx: RequestContext, provider: PaymentProvider, orderNo: string, log: FastifyBaseLogger): Promise<PaymentStatus | null> {
  const { db } = ctx;
  const order = await findOrder(ctx, orderNo);
  if (!order) return null;
  // The capture that paid the order first; otherwise the newest attempt (superseded ones are history).
  const latest = async () => {
    const [r] = await rows<{ status: 'pending' | 'succeeded' | 'failed' | 'refunded'; providerRef: string; refundDue: boolean }>(
      db,
      sql`SELECT status, provider_ref AS "providerRef", refund_reason IS NOT NULL AS "refundDue" FROM payment WHERE order_id = ${order.id} AND status <> 'superseded'
           ORDER BY (status = 'succeeded' AND refund_reason IS NULL) DESC, created_at DESC LIMIT 1`,
    );
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
