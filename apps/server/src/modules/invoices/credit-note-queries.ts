import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { orderShippingView } from '../orders/index.js';
import { LOCK_CLASS } from '../../lib/advisory-locks.js';

// The SQL of credit notes (credit_note, invoice_application.credited; issue 30). A note is issued
// against the order's approved VAT invoice with the application row locked, so two refunds of one
// order at once credit one after the other and never more than the invoice's amount; its source
// is unique, so a retried refund finds the note it issued.

const applicationRow = row({ id: col.int, userId: col.int, companyId: col.int.nullable(), amount: col.int, credited: col.int, currency: col.text, minorUnits: col.int });
export type CreditableApplication = ReturnType<typeof applicationRow.parse>;

/** The order's approved VAT invoice, locked for the caller's transaction (undefined: it has none). */
export async function lockApprovedApplication(db: Db, orderId: number): Promise<CreditableApplication | undefined> {
  return typedRow(
    db,
    applicationRow,
    sql`SELECT id, user_id AS "userId", company_id AS "companyId", amount, credited, currency, minor_units AS "minorUnits"
          FROM invoice_application WHERE order_id = ${orderId} AND status = 'approved' FOR UPDATE`,
  );
}

const noteNoRow = row({ creditNoteNo: col.text });

/** The number of the note issued for `source`, if one was. */
export async function creditNoteOfSource(db: Db, source: string): Promise<string | undefined> {
  return (await typedRow(db, noteNoRow, sql`SELECT credit_note_no AS "creditNoteNo" FROM credit_note WHERE source = ${source}`))?.creditNoteNo;
}

/** The advisory-lock class of credit-note numbering (lib/advisory-locks.ts lists them all). */
const NUMBERING_LOCK = LOCK_CLASS.creditNoteNumbering;

const dayRow = row({ day: col.text });
const seqRow = row({ n: col.int.nullable() });

/**
 * The next credit-note number of the day in Shenzhen: CN + yymmdd + a four-digit sequence, taken
 * under a transaction-scoped advisory lock so notes issued at once, in any process, never share one.
 */
export async function nextCreditNoteNo(db: Db): Promise<string> {
  const { day } = (await typedRow(db, dayRow, sql`SELECT to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYMMDD') AS day`))!;
  await db.execute(sql`SELECT pg_advisory_xact_lock(${NUMBERING_LOCK}, ${Number(day)})`);
  const prefix = `CN${day}`;
  const last = await typedRow(db, seqRow, sql`SELECT max(substring(credit_note_no FROM ${prefix.length + 1}::int)::int) AS n FROM credit_note WHERE credit_note_no LIKE ${`${prefix}%`}`);
  return `${prefix}${String((last?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** Issues a note against the application and adds it to what the invoice has credited. */
export async function insertCreditNote(
  db: Db,
  n: { creditNoteNo: string; orderId: number; application: CreditableApplication; amount: number; reason: string; source: string; staffId: number | null },
): Promise<void> {
  const a = n.application;
  await db.execute(
    sql`INSERT INTO credit_note (credit_note_no, order_id, application_id, company_id, user_id, amount, currency, minor_units, reason, source, staff_id)
        VALUES (${n.creditNoteNo}, ${n.orderId}, ${a.id}, ${a.companyId}, ${a.userId}, ${n.amount}, ${a.currency}, ${a.minorUnits}, ${n.reason.slice(0, 30)}, ${n.source.slice(0, 64)}, ${n.staffId})`,
  );
  await db.execute(sql`UPDATE invoice_application SET credited = credited + ${n.amount} WHERE id = ${a.id}`);
}

const noteRow = row({ id: col.int, applicationId: col.int, creditNoteNo: col.text, amount: col.int, currency: col.text, minorUnits: col.int, reason: col.text, createdAt: col.time });
export type CreditNoteRow = ReturnType<typeof noteRow.parse>;

/** The credit notes of these applications, oldest first. */
export async function creditNotesOf(db: Db, applicationIds: number[]): Promise<CreditNoteRow[]> {
  if (!applicationIds.length) return [];
  return typedRows(
    db,
    noteRow,
    sql`SELECT id, application_id AS "applicationId", credit_note_no AS "creditNoteNo", amount, currency, minor_units AS "minorUnits", reason, created_at AS "createdAt"
          FROM credit_note WHERE application_id IN (${sql.join(applicationIds.map((id) => sql`${id}`), sql`, `)}) ORDER BY id`,
  );
}

const creditedRow = row({ id: col.int, credited: col.int });

/** What each of these applications has credited. */
export async function creditedOf(db: Db, applicationIds: number[]): Promise<Map<number, number>> {
  if (!applicationIds.length) return new Map();
  const r = await typedRows(db, creditedRow, sql`SELECT id, credited FROM invoice_application WHERE id IN (${sql.join(applicationIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(r.map((x) => [x.id, x.credited]));
}

const docRow = row({ id: col.int, applicationId: col.int, creditNoteNo: col.text, amount: col.int, reason: col.text, createdAt: col.time, orderId: col.int });

/** One credit note of an application matching `scope` (ownedScope on alias `a`, for a buyer's session; none: any). */
export async function creditNoteForDocument(db: Db, id: number, scope?: SQL) {
  return typedRow(
    db,
    docRow,
    sql`SELECT n.id, n.application_id AS "applicationId", n.credit_note_no AS "creditNoteNo", n.amount, n.reason, n.created_at AS "createdAt", n.order_id AS "orderId"
          FROM credit_note n JOIN invoice_application a ON a.id = n.application_id
         WHERE n.id = ${id} AND a.status = 'approved' AND ${scope ?? sql`true`}`,
  );
}

const dueRow = row({ orderId: col.int });

/**
 * Orders refunded in full whose approved VAT invoice is not credited in full yet (a refund completed
 * by the operator or the provider-refund retry, outside the staff actions that issue notes at once).
 */
export async function refundedUncredited(db: Db, limit: number): Promise<number[]> {
  const r = await typedRows(
    db,
    dueRow,
    sql`SELECT a.order_id AS "orderId" FROM invoice_application a JOIN ${orderShippingView()} o ON o.order_id = a.order_id
         WHERE a.status = 'approved' AND a.credited < a.amount AND o.status = 'refunded' ORDER BY a.id LIMIT ${limit}`,
  );
  return r.map((x) => x.orderId);
}
