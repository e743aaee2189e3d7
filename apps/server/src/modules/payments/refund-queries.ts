import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The SQL of staff refunds (issue 27) on payments' own tables (payment, payment_refund): the
// capture that paid an order and how much of it went back, a refund reserved, sent and settled.

const capture = row({ paymentId: col.uuid, provider: col.text, providerRef: col.text, amount: col.int, currency: col.text, refunded: col.int });
export type Capture = z.output<typeof capture>;

/**
 * The capture that paid the order (not one refunded because the order could not take it) and how
 * much of it is refunded or on its way back: pending and succeeded refunds, or all of it when the
 * whole capture was returned before staff refunds existed (a completed return).
 */
export async function paidCapture(db: Db, orderId: number): Promise<Capture | undefined> {
  return typedRow(
    db,
    capture,
    sql`SELECT p.id AS "paymentId", p.provider, p.provider_ref AS "providerRef", p.amount, p.currency,
               CASE WHEN p.status = 'refunded' AND NOT EXISTS (SELECT 1 FROM payment_refund r WHERE r.payment_id = p.id) THEN p.amount
                    ELSE (SELECT coalesce(sum(r.amount), 0)::bigint FROM payment_refund r WHERE r.payment_id = p.id AND r.status <> 'failed') END AS refunded
          FROM payment p
         WHERE p.order_id = ${orderId} AND p.status IN ('succeeded', 'refunded') AND p.refund_reason IS DISTINCT FROM 'notPayable'
         ORDER BY p.completed_at LIMIT 1`,
  );
}

export async function insertRefund(tx: Db, r: { id: string; orderId: number; paymentId: string; amount: number; currency: string; reason: string; note: string; staffId: number }): Promise<void> {
  await tx.execute(
    sql`INSERT INTO payment_refund (id, order_id, payment_id, amount, currency, reason, note, staff_id)
        VALUES (${r.id}, ${r.orderId}, ${r.paymentId}, ${r.amount}, ${r.currency}, ${r.reason}, ${r.note}, ${r.staffId})`,
  );
}

const status = z.enum(['pending', 'succeeded', 'failed']);
const toSend = row({ id: col.uuid, paymentId: col.uuid, provider: col.text, providerRef: col.text, amount: col.int, currency: col.text, status });

/** A refund with the capture it returns money from. */
export async function refundWithCapture(db: Db, refundId: string) {
  return typedRow(
    db,
    toSend,
    sql`SELECT r.id, r.payment_id AS "paymentId", p.provider, p.provider_ref AS "providerRef", r.amount, r.currency, r.status
          FROM payment_refund r JOIN payment p ON p.id = r.payment_id WHERE r.id = ${refundId}`,
  );
}

const idRow = row({ id: col.uuid });

/** A pending refund the provider made; false when it was settled before. */
export async function markRefundSucceeded(tx: Db, refundId: string, providerRefundRef: string): Promise<boolean> {
  const r = await typedRows(
    tx,
    idRow,
    sql`UPDATE payment_refund SET status = 'succeeded', provider_refund_ref = ${providerRefundRef}, completed_at = now() WHERE id = ${refundId} AND status = 'pending' RETURNING id`,
  );
  return r.length > 0;
}

/** A pending refund the provider refused: its amount is free to refund again. */
export async function markRefundFailed(db: Db, refundId: string): Promise<void> {
  await db.execute(sql`UPDATE payment_refund SET status = 'failed', completed_at = now() WHERE id = ${refundId} AND status = 'pending'`);
}

/** A capture whose staff refunds add up to all of it is refunded, as a completed return leaves it. */
export async function markCaptureRefundedWhenAll(tx: Db, paymentId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE payment SET status = 'refunded', refunded_at = now(), refund_reason = coalesce(refund_reason, 'staffRefund')
         WHERE id = ${paymentId} AND status = 'succeeded'
           AND amount <= (SELECT coalesce(sum(r.amount), 0) FROM payment_refund r WHERE r.payment_id = ${paymentId} AND r.status = 'succeeded')`,
  );
}

const refundRecord = row({ id: col.uuid, amount: col.int, reason: col.text, note: col.text, status, createdAt: col.time });

/** An order's staff refunds, newest first. */
export async function refundsOfOrder(db: Db, orderId: number) {
  return typedRows(
    db,
    refundRecord,
    sql`SELECT id, amount, reason, note, status, created_at AS "createdAt" FROM payment_refund WHERE order_id = ${orderId} ORDER BY created_at DESC, id`,
  );
}
