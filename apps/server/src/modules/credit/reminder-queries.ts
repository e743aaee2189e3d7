import { CREDIT_REMINDER_DAYS } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The SQL of the credit reminders (credit_reminder, credit_invoice; issue 30, ADR 0046). A stage
// is named by how far `now` is from the due date: before7 (within 7 days before it), due (on it,
// for CREDIT_REMINDER_DAYS), after7, after14, … (each CREDIT_REMINDER_DAYS after). Only the stage
// reached last is wanted, so a sweeper back after a week's downtime sends one mail, not several.

const DAY = sql`interval '1 day'`;

/** The stage `now` has reached for an invoice due at `due_at` (null: not yet 7 days before). */
const stageAt = (now: Date) => sql`CASE
    WHEN ${now}::timestamptz < i.due_at - 7 * ${DAY} THEN NULL
    WHEN ${now}::timestamptz < i.due_at THEN 'before7'
    WHEN ${now}::timestamptz < i.due_at + ${CREDIT_REMINDER_DAYS} * ${DAY} THEN 'due'
    ELSE 'after' || (floor(extract(epoch FROM ${now}::timestamptz - i.due_at) / 86400 / ${CREDIT_REMINDER_DAYS})::int * ${CREDIT_REMINDER_DAYS})::text
  END`;

const dueRow = row({
  invoiceId: col.int,
  invoiceNo: col.text,
  companyId: col.int,
  stage: col.text,
  outstanding: col.int,
  currency: col.text,
  minorUnits: col.int,
  dueAt: col.time,
});
export type ReminderDue = ReturnType<typeof dueRow.parse>;

/**
 * Open invoices whose latest stage at `now` has no reminder yet, oldest due first. The sweeper
 * may read the same ones in two processes; the insert below decides which one sends.
 */
export async function remindersDue(db: Db, now: Date, limit: number): Promise<ReminderDue[]> {
  return typedRows(
    db,
    dueRow,
    sql`SELECT * FROM (
          SELECT i.id AS "invoiceId", i.invoice_no AS "invoiceNo", i.company_id AS "companyId", ${stageAt(now)} AS stage,
                 i.amount - i.paid - i.credited AS outstanding, i.currency, i.minor_units AS "minorUnits", i.due_at AS "dueAt"
            FROM credit_invoice i
           WHERE i.status = 'open' AND i.due_at - 7 * ${DAY} <= ${now}::timestamptz AND i.amount > i.paid + i.credited
        ) d
         WHERE NOT EXISTS (SELECT 1 FROM credit_reminder r WHERE r.invoice_id = d."invoiceId" AND r.stage = d.stage)
         ORDER BY d."dueAt", d."invoiceId" LIMIT ${limit}`,
  );
}

const insertedRow = row({ invoiceId: col.int });

/** Records a stage of an invoice as sent; false when it was before (in this process or another): then nothing is sent. */
export async function claimReminder(db: Db, invoiceId: number, stage: string, now: Date): Promise<boolean> {
  const r = await typedRow(
    db,
    insertedRow,
    sql`INSERT INTO credit_reminder (invoice_id, stage, sent_at) VALUES (${invoiceId}, ${stage}, ${now}) ON CONFLICT DO NOTHING RETURNING invoice_id AS "invoiceId"`,
  );
  return r !== undefined;
}
