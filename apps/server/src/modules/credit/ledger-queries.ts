import { CREDIT_ACCOUNT_STATUSES, CREDIT_ENTRY_KINDS, type CreditEntryKind } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { orderShippingView } from '../orders/index.js';
import { staffNamesView } from '../staff/index.js';

// SQL of the credit account and its ledger (ADR 0046). The account row is the lock every change of
// a company's credit takes first; the balance changes only together with the entry that explains
// it, in one statement (postEntryRow), so the ledger always sums to the balance.

const accountRow = row({
  id: col.int,
  companyId: col.int,
  currency: col.text,
  minorUnits: col.int,
  limit: col.int,
  balance: col.int,
  terms: col.int,
  status: z.enum(CREDIT_ACCOUNT_STATUSES),
  holdKind: z.string().nullable(),
  holdReason: col.text,
  heldAt: col.time.nullable(),
  poRequired: col.bool,
  version: col.int,
});
export type AccountRow = z.output<typeof accountRow>;

const ACCOUNT = sql`SELECT id, company_id AS "companyId", currency, minor_units AS "minorUnits", limit_amount AS "limit", balance, terms_days AS terms, status,
                           hold_kind AS "holdKind", hold_reason AS "holdReason", held_at AS "heldAt", po_required AS "poRequired", version
                      FROM credit_account`;

/** The company's account, locked for the caller's transaction when `lock` (the first lock of every credit change). */
export async function accountOfCompany(db: Db, companyId: number, lock = false): Promise<AccountRow | undefined> {
  return typedRow(db, accountRow, sql`${ACCOUNT} WHERE company_id = ${companyId} ${lock ? sql`FOR UPDATE` : sql``}`);
}

export async function accountById(db: Db, accountId: number): Promise<AccountRow | undefined> {
  return typedRow(db, accountRow, sql`${ACCOUNT} WHERE id = ${accountId}`);
}

const idRow = row({ id: col.int });

/** Opens a company's account (an approved application); undefined when it already has one. */
export async function insertAccount(db: Db, a: { companyId: number; currency: string; minorUnits: number; terms: number }): Promise<number | undefined> {
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO credit_account (company_id, currency, minor_units, limit_amount, terms_days) VALUES (${a.companyId}, ${a.currency}, ${a.minorUnits}, 0, ${a.terms})
        ON CONFLICT (company_id) DO NOTHING RETURNING id`,
  );
  return r?.id;
}

/** The account's terms, status and hold over the version read (the limit moves only with an entry). */
export async function writeAccountSettings(
  db: Db,
  accountId: number,
  s: { terms: number; status: string; holdKind: string | null; holdReason: string; heldAt: Date | null; poRequired: boolean },
): Promise<void> {
  await db.execute(
    sql`UPDATE credit_account SET terms_days = ${s.terms}, status = ${s.status}, hold_kind = ${s.holdKind}, hold_reason = ${s.holdReason},
               held_at = ${s.heldAt}, po_required = ${s.poRequired}, version = version + 1
         WHERE id = ${accountId}`,
  );
}

export interface NewEntry {
  kind: CreditEntryKind;
  /** What it adds to the balance (purchase +, payment/refund −, a reversal the opposite; 0 for a limit change). */
  amount: number;
  /** The new limit (a limit change); undefined keeps it. */
  limit?: number;
  invoiceId?: number | null;
  paymentId?: number | null;
  orderId?: number | null;
  reversesId?: number | null;
  reference?: string;
  note?: string;
  staffId?: number | null;
  userId?: number | null;
  at?: Date;
}

const postedRow = row({ id: col.int, balanceAfter: col.int, limitAfter: col.int });

/**
 * Moves the balance (and the limit) and writes the entry with what the account is after it, in one
 * statement: there is no moment, and no failure, in which the balance and the ledger disagree.
 */
export async function postEntryRow(db: Db, accountId: number, e: NewEntry): Promise<z.output<typeof postedRow>> {
  const r = await typedRow(
    db,
    postedRow,
    sql`WITH a AS (
          UPDATE credit_account SET balance = balance + ${e.amount}, limit_amount = coalesce(${e.limit ?? null}::bigint, limit_amount)
           WHERE id = ${accountId} RETURNING id, balance, limit_amount)
        INSERT INTO credit_entry (account_id, kind, amount, balance_after, limit_after, invoice_id, payment_id, order_id, reverses_id, reference, note, staff_id, user_id, created_at)
        SELECT a.id, ${e.kind}, ${e.amount}, a.balance, a.limit_amount, ${e.invoiceId ?? null}, ${e.paymentId ?? null}, ${e.orderId ?? null}, ${e.reversesId ?? null},
               ${e.reference ?? ''}, ${e.note ?? ''}, ${e.staffId ?? null}, ${e.userId ?? null}, coalesce(${e.at ?? null}::timestamptz, now())
          FROM a
        RETURNING id, balance_after AS "balanceAfter", limit_after AS "limitAfter"`,
  );
  if (!r) throw new Error(`credit account ${accountId} does not exist`);
  return r;
}

const entryRow = row({
  id: col.int,
  kind: z.enum(CREDIT_ENTRY_KINDS),
  amount: col.int,
  balanceAfter: col.int,
  limitAfter: col.int,
  invoiceNo: z.string().nullable(),
  orderNo: z.string().nullable(),
  reference: col.text,
  note: col.text,
  staffName: z.string().nullable(),
  buyerFirst: z.string().nullable(),
  buyerLast: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  paymentId: col.int.nullable(),
  reversesId: col.int.nullable(),
  reversed: col.bool,
  at: col.time,
});
export type EntryRow = z.output<typeof entryRow>;

const ENTRIES = sql`
  SELECT e.id, e.kind, e.amount, e.balance_after AS "balanceAfter", e.limit_after AS "limitAfter", i.invoice_no AS "invoiceNo", o.order_no AS "orderNo",
         e.reference, e.note, s.staff_name AS "staffName", u.first_name AS "buyerFirst", u.last_name AS "buyerLast", u.email AS "buyerEmail",
         e.payment_id AS "paymentId", e.reverses_id AS "reversesId", EXISTS (SELECT 1 FROM credit_entry r WHERE r.reverses_id = e.id) AS reversed, e.created_at AS at
    FROM credit_entry e
    LEFT JOIN credit_invoice i ON i.id = e.invoice_id
    LEFT JOIN ${orderShippingView()} o ON o.order_id = coalesce(e.order_id, i.order_id)
    LEFT JOIN ${staffNamesView()} s ON s.staff_id = e.staff_id
    LEFT JOIN ${buyerNamesView()} u ON u.user_id = e.user_id`;

/** A page of the account's ledger, newest first (`limit` null: all of it, oldest first, for the CSV). */
export async function entryPage(db: Db, accountId: number, page: { limit: number; offset: number } | null): Promise<EntryRow[]> {
  if (!page) return typedRows(db, entryRow, sql`${ENTRIES} WHERE e.account_id = ${accountId} ORDER BY e.id`);
  return typedRows(db, entryRow, sql`${ENTRIES} WHERE e.account_id = ${accountId} ORDER BY e.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`);
}

const countRow = row({ n: col.int });

export async function entryCount(db: Db, accountId: number): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM credit_entry WHERE account_id = ${accountId}`))!.n;
}

const lockedEntryRow = row({ id: col.int, kind: z.enum(CREDIT_ENTRY_KINDS), amount: col.int, paymentId: col.int.nullable(), reversed: col.bool });

/** One entry of the account, for a reversal (with whether one was made already). */
export async function entryOfAccount(db: Db, accountId: number, entryId: number) {
  return typedRow(
    db,
    lockedEntryRow,
    sql`SELECT e.id, e.kind, e.amount, e.payment_id AS "paymentId", EXISTS (SELECT 1 FROM credit_entry r WHERE r.reverses_id = e.id) AS reversed
          FROM credit_entry e WHERE e.id = ${entryId} AND e.account_id = ${accountId}`,
  );
}

const sumRow = row({ balance: col.int, sum: col.int, entries: col.int });

/** The account's balance beside the sum of its ledger (the tests' invariant, and the console's check). */
export async function ledgerSum(db: Db, accountId: number) {
  return (await typedRow(
    db,
    sumRow,
    sql`SELECT a.balance, coalesce((SELECT sum(amount) FROM credit_entry WHERE account_id = a.id), 0)::bigint AS sum,
               (SELECT count(*) FROM credit_entry WHERE account_id = a.id)::int AS entries
          FROM credit_account a WHERE a.id = ${accountId}`,
  ))!;
}
