import { CREDIT_HOLD_GRACE_DAYS } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The SQL of overdue holds (credit_account, credit_invoice; issue 30, ADR 0046). An account is
// overdue when one of its open invoices is still owed CREDIT_HOLD_GRACE_DAYS after its due date.
// Every change is a conditional UPDATE of the account row, taken after locking it (the first lock
// of every path that changes the account, ADR 0046), so sweepers in two processes hold or release
// an account once.

const GRACE = sql`${CREDIT_HOLD_GRACE_DAYS} * interval '1 day'`;

/** Open invoices of account `a` owed beyond the grace period at `now`. */
const overdueOf = (account: SQL, now: Date) =>
  sql`SELECT 1 FROM credit_invoice i WHERE i.account_id = ${account} AND i.status = 'open' AND i.amount > i.paid + i.credited AND i.due_at + ${GRACE} < ${now}::timestamptz`;

const idRow = row({ id: col.int });

/** Active accounts with an invoice overdue beyond the grace period (candidates: each is checked again under its lock). */
export async function accountsToHold(db: Db, now: Date, limit: number): Promise<number[]> {
  const r = await typedRows(db, idRow, sql`SELECT a.id FROM credit_account a WHERE a.status = 'active' AND EXISTS (${overdueOf(sql`a.id`, now)}) ORDER BY a.id LIMIT ${limit}`);
  return r.map((x) => x.id);
}

/** Accounts the sweeper held for being overdue that have nothing overdue beyond the grace period any more. */
export async function accountsToRelease(db: Db, now: Date, limit: number): Promise<number[]> {
  const r = await typedRows(
    db,
    idRow,
    sql`SELECT a.id FROM credit_account a WHERE a.status = 'hold' AND a.hold_kind = 'overdue' AND NOT EXISTS (${overdueOf(sql`a.id`, now)}) ORDER BY a.id LIMIT ${limit}`,
  );
  return r.map((x) => x.id);
}

const lockedRow = row({ id: col.int, companyId: col.int, status: col.text, holdKind: col.text.nullable() });

/** The account row, locked for the caller's transaction. */
export async function lockAccountRow(db: Db, accountId: number) {
  return typedRow(db, lockedRow, sql`SELECT id, company_id AS "companyId", status, hold_kind AS "holdKind" FROM credit_account WHERE id = ${accountId} FOR UPDATE`);
}

const overdueInvoiceRow = row({ invoiceNo: col.text });

/** The account's invoices overdue beyond the grace period at `now`, oldest due first. */
export async function overdueInvoiceNos(db: Db, accountId: number, now: Date): Promise<string[]> {
  const r = await typedRows(
    db,
    overdueInvoiceRow,
    sql`SELECT i.invoice_no AS "invoiceNo" FROM credit_invoice i
         WHERE i.account_id = ${accountId} AND i.status = 'open' AND i.amount > i.paid + i.credited AND i.due_at + ${GRACE} < ${now}::timestamptz
         ORDER BY i.due_at, i.id`,
  );
  return r.map((x) => x.invoiceNo);
}

/** Puts an active account on hold for being overdue; false when it is not active (held by hand, closed, or held already). */
export async function markOverdueHold(db: Db, accountId: number, reason: string, now: Date): Promise<boolean> {
  const r = await typedRow(
    db,
    idRow,
    sql`UPDATE credit_account SET status = 'hold', hold_kind = 'overdue', hold_reason = ${reason}, held_at = ${now}, version = version + 1
         WHERE id = ${accountId} AND status = 'active' RETURNING id`,
  );
  return r !== undefined;
}

/** Releases an overdue hold (never one finance put by hand); false when the account is not on such a hold. */
export async function clearOverdueHold(db: Db, accountId: number): Promise<boolean> {
  const r = await typedRow(
    db,
    idRow,
    sql`UPDATE credit_account SET status = 'active', hold_kind = NULL, hold_reason = '', held_at = NULL, version = version + 1
         WHERE id = ${accountId} AND status = 'hold' AND hold_kind = 'overdue' RETURNING id`,
  );
  return r !== undefined;
}
