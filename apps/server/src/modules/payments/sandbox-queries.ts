import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The sandbox gateway's own books (sandbox_payment; it stands in for a provider's servers, ADR
// 0011), every statement with its answer checked by a row shape (ADR 0035).

const status = z.enum(['pending', 'succeeded', 'failed', 'voided', 'refunded']);
const sandboxPayment = row({ ref: col.text, merchantRef: col.text, amount: col.int, currency: col.text, description: col.text, returnUrl: col.text, status });
export type SandboxPayment = z.output<typeof sandboxPayment>;
const columns = sql`ref, merchant_ref AS "merchantRef", amount, currency, description, return_url AS "returnUrl", status`;

export async function insertSandboxPayment(db: Db, p: { ref: string; merchantRef: string; amount: number; currency: string; description: string; returnUrl: string }): Promise<void> {
  await db.execute(
    sql`INSERT INTO sandbox_payment (ref, merchant_ref, amount, currency, description, return_url) VALUES (${p.ref}, ${p.merchantRef}, ${p.amount}, ${p.currency}, ${p.description}, ${p.returnUrl})`,
  );
}

export async function sandboxPaymentByRef(db: Db, ref: string): Promise<SandboxPayment | undefined> {
  return typedRow(db, sandboxPayment, sql`SELECT ${columns} FROM sandbox_payment WHERE ref = ${ref}`);
}

const refRow = row({ ref: col.text });

/** Voids a pending payment; false when it was no longer pending. */
export async function voidSandboxPayment(db: Db, ref: string): Promise<boolean> {
  return (await typedRows(db, refRow, sql`UPDATE sandbox_payment SET status = 'voided', completed_at = now() WHERE ref = ${ref} AND status = 'pending' RETURNING ref`)).length > 0;
}

/**
 * Refunds a whole capture (a repeat leaves a refunded one as it is); the payment as it is after.
 * A capture partly refunded already is left as it is: the whole of it is no longer there to return.
 */
export async function refundSandboxPayment(db: Db, ref: string): Promise<SandboxPayment | undefined> {
  return typedRow(
    db,
    sandboxPayment,
    sql`UPDATE sandbox_payment SET status = CASE WHEN status = 'succeeded' AND refunded_amount = 0 THEN 'refunded' ELSE status END,
                                   refunded_at = CASE WHEN status = 'succeeded' AND refunded_amount = 0 THEN now() ELSE refunded_at END,
                                   refunded_amount = CASE WHEN status = 'succeeded' AND refunded_amount = 0 THEN amount ELSE refunded_amount END
         WHERE ref = ${ref} RETURNING ${columns}`,
  );
}

/** The buyer approves or declines a pending payment on the gateway's page; undefined when it was not pending. */
export async function settleSandboxPayment(db: Db, ref: string, to: 'succeeded' | 'failed'): Promise<SandboxPayment | undefined> {
  return typedRow(db, sandboxPayment, sql`UPDATE sandbox_payment SET status = ${to}, completed_at = now() WHERE ref = ${ref} AND status = 'pending' RETURNING ${columns}`);
}

const refundRow = row({ ref: col.text });

/** A partial refund the gateway made for this idempotency key, if any. */
export async function sandboxRefundByKey(db: Db, key: string) {
  return typedRow(db, refundRow, sql`SELECT ref FROM sandbox_refund WHERE idempotency_key = ${key}`);
}

/**
 * Refunds part of a capture, as one statement: the capture must be succeeded, in this currency,
 * with room for the amount (its row lock orders two refunds at once); it becomes refunded when
 * nothing is left. false when refused.
 */
export async function refundSandboxPart(db: Db, r: { ref: string; paymentRef: string; amount: number; currency: string; key: string }): Promise<boolean> {
  const made = await typedRows(
    db,
    refundRow,
    sql`WITH taken AS (
          UPDATE sandbox_payment SET refunded_amount = refunded_amount + ${r.amount},
                 status = CASE WHEN refunded_amount + ${r.amount} = amount THEN 'refunded' ELSE status END,
                 refunded_at = CASE WHEN refunded_amount + ${r.amount} = amount THEN now() ELSE refunded_at END
           WHERE ref = ${r.paymentRef} AND status = 'succeeded' AND currency = ${r.currency} AND refunded_amount + ${r.amount} <= amount
          RETURNING ref)
        INSERT INTO sandbox_refund (ref, payment_ref, idempotency_key, amount) SELECT ${r.ref}, ref, ${r.key}, ${r.amount} FROM taken RETURNING ref`,
  );
  return made.length > 0;
}
