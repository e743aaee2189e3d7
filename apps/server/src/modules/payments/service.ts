import { randomUUID } from 'node:crypto';
import { CODES, type LangCode, type PaymentStart, type PaymentStatus } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rows, type Db } from '../../db/client.js';
import { AppError } from '../../plugins/envelope.js';
import { recordEvent } from '../orders/events.js';
import { findOrder } from '../orders/service.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';

// Payments of orders: starting one with a provider, applying what the provider reports (a signed
// notification or a status query) exactly once, and telling the buyer the real state.

export async function startPayment(db: Db, provider: PaymentProvider, userId: number, orderNo: string, lang: LangCode): Promise<PaymentStart> {
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
  const result = `/paymentResult?orderNo=${encodeURIComponent(orderNo)}`;
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
  await db.execute(
    sql`INSERT INTO payment (id, order_id, provider, provider_ref, amount, currency) VALUES (${paymentId}, ${Number(o.id)}, ${provider.name}, ${providerRef}, ${amount}, ${o.currency})`,
  );
  return { payUrl, paymentId, amount: { amount, currency: o.currency, minorUnits: Number(o.minorUnits) } };
}

export type ApplyOutcome = 'paid' | 'failed' | 'duplicate' | 'unknown' | 'mismatch' | 'notPayable' | 'ignored';

/**
 * Applies one provider event exactly once: its id is recorded first (a replay finds it and does
 * nothing), the amount and currency must equal what was asked, and the order moves from unpaid
 * to paid with a conditional UPDATE, so a second successful payment can never pay it twice.
 */
export async function applyEvent(db: Db, provider: PaymentProvider, event: ProviderEvent, log: FastifyBaseLogger): Promise<ApplyOutcome> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const fresh = await rows<{ ok: number }>(
      tx,
      sql`INSERT INTO payment_notification (provider, event_id, provider_ref, outcome, payload) VALUES (${provider.name}, ${event.eventId}, ${event.providerRef}, 'received', ${JSON.stringify(event)}::jsonb)
          ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
    );
    if (!fresh.length) return 'duplicate';
    const outcome = async (o: ApplyOutcome) => {
      await tx.execute(sql`UPDATE payment_notification SET outcome = ${o} WHERE provider = ${provider.name} AND event_id = ${event.eventId}`);
      return o;
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
    if (p.status !== 'pending') return outcome('ignored');
    await tx.execute(sql`UPDATE payment SET status = ${event.status}, completed_at = now() WHERE id = ${p.id}`);
    const [order] = await rows<{ id: number; userId: number; orderNo: string; status: string }>(
      tx,
      sql`SELECT id, user_id AS "userId", order_no AS "orderNo", status FROM shop_order WHERE id = ${Number(p.orderId)}`,
    );
    const ref = { id: Number(order!.id), userId: Number(order!.userId), orderNo: order!.orderNo };
    if (event.status === 'failed') {
      await recordEvent(tx, ref, 'paymentFailed', { method: provider.name });
      return outcome('failed');
    }
    const paid = await rows<{ id: number }>(
      tx,
      sql`UPDATE shop_order SET status = 'to_ship', paid_at = now(), payment_method = ${provider.name} WHERE id = ${ref.id} AND status = 'unpaid' RETURNING id`,
    );
    if (!paid.length) {
      // Money arrived for an order that was cancelled (or paid by another attempt) meanwhile.
      log.error({ orderNo: ref.orderNo, status: order!.status, paymentId: p.id }, 'payment succeeded for an order that is not unpaid: refund due');
      return outcome('notPayable');
    }
    await recordEvent(tx, ref, 'paid', { method: provider.name });
    return outcome('paid');
  });
}

/** The real payment state; a pending payment is checked with the provider and applied when it settled. */
export async function paymentStatus(db: Db, provider: PaymentProvider, userId: number, orderNo: string, log: FastifyBaseLogger): Promise<PaymentStatus | null> {
  const order = await findOrder(db, userId, orderNo);
  if (!order) return null;
  const latest = async () =>
    (await rows<{ status: 'pending' | 'succeeded' | 'failed'; providerRef: string }>(
      db,
      sql`SELECT status, provider_ref AS "providerRef" FROM payment WHERE order_id = ${order.id} ORDER BY (status = 'succeeded') DESC, created_at DESC LIMIT 1`,
    ))[0];
  let p = await latest();
  if (p?.status === 'pending' && order.status === 'unpaid') {
    const event = await provider.fetchStatus(p.providerRef);
    if (event) await applyEvent(db, provider, event, log);
    p = await latest();
  }
  const now = (await findOrder(db, userId, orderNo))!;
  return {
    orderNo,
    orderStatus: now.status,
    payment: p?.status ?? null,
    paid: now.status !== 'unpaid' && now.status !== 'cancelled',
    amount: { amount: Number(now.total), currency: now.currency, minorUnits: Number(now.minorUnits) },
    payBy: now.status === 'unpaid' ? new Date(now.payBy).toISOString() : null,
  };
}
