import { PAYMENT_METHODS } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { LOCK_CLASS } from '../../lib/advisory-locks.js';

// Every SQL statement of the payments module, on its own tables only (payment,
// payment_notification; ADR 0035), with each answer checked by its row shape. Orders are read
// through orders/index.ts.

const provider = z.enum(PAYMENT_METHODS);
const attempt = row({ provider, providerRef: col.text });
export type Attempt = z.output<typeof attempt>;

/** What an attempt pays: an order, or a company's credit invoice (with the member who pays it). */
export type Payee = { orderId: number } | { creditInvoiceId: number; userId: number };

/** Records a new attempt with the provider. */
export async function insertPayment(tx: Db, p: { id: string; payee: Payee; provider: string; providerRef: string; amount: number; currency: string }): Promise<void> {
  const orderId = 'orderId' in p.payee ? p.payee.orderId : null;
  const invoiceId = 'creditInvoiceId' in p.payee ? p.payee.creditInvoiceId : null;
  const userId = 'userId' in p.payee ? p.payee.userId : null;
  await tx.execute(
    sql`INSERT INTO payment (id, order_id, credit_invoice_id, user_id, provider, provider_ref, amount, currency)
        VALUES (${p.id}, ${orderId}, ${invoiceId}, ${userId}, ${p.provider}, ${p.providerRef}, ${p.amount}, ${p.currency})`,
  );
}

/** Marks a credit invoice's open attempts superseded (all but `except`); returns them to void. */
export async function supersedeOpenOfInvoice(tx: Db, invoiceId: number, except = ''): Promise<Attempt[]> {
  return typedRows(
    tx,
    attempt,
    sql`UPDATE payment SET status = 'superseded', completed_at = now() WHERE credit_invoice_id = ${invoiceId} AND status = 'pending' AND id::text <> ${except}
        RETURNING provider, provider_ref AS "providerRef"`,
  );
}

/** The advisory-lock class of starting an invoice's attempt (lib/advisory-locks.ts lists them all). */
const INVOICE_ATTEMPT_LOCK = LOCK_CLASS.creditInvoiceAttempt;

/**
 * Two starts for one invoice queue here, so each supersedes the other's attempt and one stays open.
 * Not the credit account's lock: a capture holds its attempt's row and then takes that lock, and a
 * start superseding that row while holding the account would wait on it the other way round.
 */
export async function lockInvoiceAttempts(tx: Db, invoiceId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${INVOICE_ATTEMPT_LOCK}, ${invoiceId})`);
}

/** Marks an order's open attempts superseded (all but `except`); returns them to void. */
export async function supersedeOpen(tx: Db, orderId: number, except = ''): Promise<Attempt[]> {
  return typedRows(
    tx,
    attempt,
    sql`UPDATE payment SET status = 'superseded', completed_at = now() WHERE order_id = ${orderId} AND status = 'pending' AND id::text <> ${except}
        RETURNING provider, provider_ref AS "providerRef"`,
  );
}

const okRow = row({ ok: col.int });

/** Records a provider's event by its id; false when it was recorded before (a replay). */
export async function recordNotification(tx: Db, providerName: string, event: { eventId: string; providerRef: string }): Promise<boolean> {
  const fresh = await typedRows(
    tx,
    okRow,
    sql`INSERT INTO payment_notification (provider, event_id, provider_ref, outcome, payload) VALUES (${providerName}, ${event.eventId}, ${event.providerRef}, 'received', ${JSON.stringify(event)}::jsonb)
        ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
  );
  return fresh.length > 0;
}

/** What came of a recorded event. */
export async function setNotificationOutcome(tx: Db, providerName: string, eventId: string, outcome: string): Promise<void> {
  await tx.execute(sql`UPDATE payment_notification SET outcome = ${outcome} WHERE provider = ${providerName} AND event_id = ${eventId}`);
}

const lockedPayment = row({ id: col.uuid, orderId: col.int.nullable(), creditInvoiceId: col.int.nullable(), userId: col.int.nullable(), amount: col.int, currency: col.text, status: col.text });

/** The attempt a provider's reference names, locked for the caller's transaction. */
export async function lockPaymentByRef(tx: Db, providerName: string, providerRef: string) {
  return typedRow(
    tx,
    lockedPayment,
    sql`SELECT id, order_id AS "orderId", credit_invoice_id AS "creditInvoiceId", user_id AS "userId", amount, currency, status FROM payment
         WHERE provider = ${providerName} AND provider_ref = ${providerRef} FOR UPDATE`,
  );
}

/** A failed capture: a pending attempt becomes failed (a superseded one keeps its state). */
export async function markFailed(tx: Db, paymentId: string): Promise<void> {
  await tx.execute(sql`UPDATE payment SET status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END, completed_at = now() WHERE id = ${paymentId}`);
}

/** A successful capture; with `refundReason` it is to be returned (the order could not take it). */
export async function markSucceeded(tx: Db, paymentId: string, refundReason: 'notPayable' | null = null): Promise<void> {
  await tx.execute(sql`UPDATE payment SET status = 'succeeded', completed_at = now(), refund_reason = ${refundReason} WHERE id = ${paymentId}`);
}

const refundDue = row({ providerRef: col.text, amount: col.int, currency: col.text, reason: col.text });

/** A capture that is due to be refunded and is not yet. */
export async function refundDueById(db: Db, paymentId: string) {
  return typedRow(
    db,
    refundDue,
    sql`SELECT provider_ref AS "providerRef", amount, currency, refund_reason AS reason FROM payment
         WHERE id = ${paymentId} AND status = 'succeeded' AND refund_reason IS NOT NULL AND refunded_at IS NULL`,
  );
}

const orderIdRow = row({ orderId: col.int });

/** Records the provider's refund once; the order's id, or undefined when it was recorded before. */
export async function markRefunded(tx: Db, paymentId: string, refundRef: string): Promise<number | undefined> {
  const done = await typedRow(
    tx,
    orderIdRow,
    sql`UPDATE payment SET status = 'refunded', refund_ref = ${refundRef}, refunded_at = now() WHERE id = ${paymentId} AND refunded_at IS NULL RETURNING order_id AS "orderId"`,
  );
  return done?.orderId;
}

const toRefund = row({ id: col.uuid, provider });

/** Marks the order's first unrefunded capture for an order refund (the operator completing a return). */
export async function markOrderRefundDue(db: Db, orderId: number) {
  return typedRow(
    db,
    toRefund,
    sql`UPDATE payment SET refund_reason = 'orderRefund' WHERE id = (SELECT id FROM payment WHERE order_id = ${orderId} AND status = 'succeeded' AND (refund_reason IS NULL OR refund_reason = 'orderRefund') AND refunded_at IS NULL ORDER BY completed_at LIMIT 1)
        RETURNING id, provider`,
  );
}

/** Orders with an open attempt. */
export async function ordersWithOpenAttempts(db: Db): Promise<number[]> {
  return (await typedRows(db, orderIdRow, sql`SELECT DISTINCT order_id AS "orderId" FROM payment WHERE status = 'pending' AND order_id IS NOT NULL`)).map((r) => r.orderId);
}

/** Supersedes the open attempts of these orders; returns them to void. */
export async function supersedeOpenOf(db: Db, orderIds: number[]): Promise<Attempt[]> {
  if (!orderIds.length) return [];
  return typedRows(
    db,
    attempt,
    sql`UPDATE payment SET status = 'superseded', completed_at = now() WHERE status = 'pending' AND order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})
        RETURNING provider, provider_ref AS "providerRef"`,
  );
}

/** Captures whose refund could not be made when they were marked (provider down), oldest first. */
export async function refundsDue(db: Db, batch: number) {
  return typedRows(db, toRefund, sql`SELECT id, provider FROM payment WHERE status = 'succeeded' AND refund_reason IS NOT NULL AND refunded_at IS NULL ORDER BY completed_at LIMIT ${batch}`);
}

const latest = row({ status: z.enum(['pending', 'succeeded', 'failed', 'refunded']), providerRef: col.text, refundDue: col.bool });

/** The capture that paid the order first; otherwise the newest attempt (superseded ones are history). */
export async function latestAttempt(db: Db, orderId: number) {
  return typedRow(
    db,
    latest,
    sql`SELECT status, provider_ref AS "providerRef", refund_reason IS NOT NULL AS "refundDue" FROM payment WHERE order_id = ${orderId} AND status <> 'superseded'
         ORDER BY (status = 'succeeded' AND refund_reason IS NULL) DESC, created_at DESC LIMIT 1`,
  );
}

const invoiceAttempt = row({ status: z.enum(['pending', 'succeeded', 'failed']), provider, providerRef: col.text });

/** A credit invoice's newest attempt (superseded ones are history; a refunded one never happens: a capture always goes to the ledger). */
export async function latestInvoiceAttempt(db: Db, invoiceId: number) {
  return typedRow(
    db,
    invoiceAttempt,
    sql`SELECT status, provider, provider_ref AS "providerRef" FROM payment WHERE credit_invoice_id = ${invoiceId} AND status IN ('pending', 'succeeded', 'failed') ORDER BY created_at DESC, id LIMIT 1`,
  );
}

// ---- the console's order page (order-payments.ts) ----

const orderPaymentRow = row({
  provider: col.text,
  providerRef: col.text,
  amount: col.int,
  currency: col.text,
  status: z.enum(['pending', 'succeeded', 'failed', 'superseded', 'refunded']),
  createdAt: col.time,
  completedAt: col.time.nullable(),
  refundRef: col.text.nullable(),
  refundReason: col.text.nullable(),
  refundedAt: col.time.nullable(),
});

/** Every payment attempt of an order, oldest first, with its refund if it had one. */
export async function paymentsOfOrder(db: Db, orderId: number) {
  return typedRows(
    db,
    orderPaymentRow,
    sql`SELECT provider, provider_ref AS "providerRef", amount, currency, status, created_at AS "createdAt", completed_at AS "completedAt",
               refund_ref AS "refundRef", refund_reason AS "refundReason", refunded_at AS "refundedAt"
          FROM payment WHERE order_id = ${orderId} ORDER BY created_at, id`,
  );
}
