import { CREDIT_ENTRY_KINDS } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { orderShippingView } from '../orders/index.js';

// The SQL of a monthly statement (credit_account, credit_entry, credit_invoice; issue 30): the
// balance before the month, the month's entries in the order they were posted (the ledger's id
// order, in which each balance_after follows the one before), the balance after, and the invoices
// still open. Order numbers come through the orders' read view (ADR 0039).

const accountRow = row({ id: col.int, currency: col.text, minorUnits: col.int, limit: col.int, terms: col.int, status: col.text });

/** The company's credit account (undefined: it has none). */
export async function statementAccount(db: Db, companyId: number) {
  return typedRow(
    db,
    accountRow,
    sql`SELECT id, currency, minor_units AS "minorUnits", limit_amount AS "limit", terms_days AS terms, status FROM credit_account WHERE company_id = ${companyId}`,
  );
}

const balanceRow = row({ balance: col.int, limit: col.int });

/** The balance and limit after the last entry posted before `at` (undefined: none was). */
export async function balanceBefore(db: Db, accountId: number, at: Date) {
  return typedRow(
    db,
    balanceRow,
    sql`SELECT balance_after AS balance, limit_after AS "limit" FROM credit_entry WHERE account_id = ${accountId} AND created_at < ${at} ORDER BY id DESC LIMIT 1`,
  );
}

const entryRow = row({
  kind: z.enum(CREDIT_ENTRY_KINDS),
  amount: col.int,
  balanceAfter: col.int,
  at: col.time,
  invoiceNo: col.text.nullable(),
  orderNo: col.text.nullable(),
  reference: col.text,
});
export type StatementEntry = z.output<typeof entryRow>;

/** The account's entries posted in [from, to), in posting order. */
export async function entriesBetween(db: Db, accountId: number, from: Date, to: Date): Promise<StatementEntry[]> {
  return typedRows(
    db,
    entryRow,
    sql`SELECT e.kind, e.amount, e.balance_after AS "balanceAfter", e.created_at AS at, i.invoice_no AS "invoiceNo", o.order_no AS "orderNo", e.reference
          FROM credit_entry e
          LEFT JOIN credit_invoice i ON i.id = e.invoice_id
          LEFT JOIN ${orderShippingView()} o ON o.order_id = coalesce(e.order_id, i.order_id)
         WHERE e.account_id = ${accountId} AND e.created_at >= ${from} AND e.created_at < ${to}
         ORDER BY e.id`,
  );
}

const openRow = row({ invoiceNo: col.text, orderNo: col.text.nullable(), poNumber: col.text.nullable(), outstanding: col.int, issuedAt: col.time, dueAt: col.time });
export type StatementInvoice = z.output<typeof openRow>;

/** Invoices issued before `to` and still owed now, oldest due first. */
export async function openInvoicesIssuedBefore(db: Db, accountId: number, to: Date): Promise<StatementInvoice[]> {
  return typedRows(
    db,
    openRow,
    sql`SELECT i.invoice_no AS "invoiceNo", o.order_no AS "orderNo", i.po_number AS "poNumber", i.amount - i.paid - i.credited AS outstanding,
               i.issued_at AS "issuedAt", i.due_at AS "dueAt"
          FROM credit_invoice i LEFT JOIN ${orderShippingView()} o ON o.order_id = i.order_id
         WHERE i.account_id = ${accountId} AND i.status = 'open' AND i.amount > i.paid + i.credited AND i.issued_at < ${to}
         ORDER BY i.due_at, i.id`,
  );
}
