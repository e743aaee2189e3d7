import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client.js';
import type { TestContext } from './test-app.js';

// Credit accounts and open invoices for the tests of the credit sweeper and statements (issue 30),
// made directly in the database: the sweeper's and the statement's rules are tested here, granting
// an account and ordering on account are tested through the API in the credit module's own tests.

/** An active credit account of `companyId` (CNY, Net 30 unless told); its id. */
export async function creditAccountFor(ctx: TestContext, companyId: number, opts: { limit?: number; currency?: string; terms?: number } = {}): Promise<number> {
  const [a] = await rows<{ id: number }>(
    ctx.storage.db,
    sql`INSERT INTO credit_account (company_id, currency, minor_units, limit_amount, terms_days)
        VALUES (${companyId}, ${opts.currency ?? 'CNY'}, 2, ${opts.limit ?? 1_000_000}, ${opts.terms ?? 30}) RETURNING id`,
  );
  return Number(a!.id);
}

let seq = 0;

/**
 * An open invoice of the account for an order (an order of the company's, e.g. paidOrder's), due
 * at `dueAt`, with a purchase entry that moves the balance as the ledger would; its id and number.
 */
export async function openInvoice(ctx: TestContext, accountId: number, orderNo: string, opts: { amount: number; issuedAt: Date; dueAt: Date }): Promise<{ id: number; invoiceNo: string }> {
  const db = ctx.storage.db;
  const invoiceNo = `CI${String(Date.now()).slice(-8)}${String(++seq).padStart(4, '0')}`;
  const [i] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO credit_invoice (invoice_no, account_id, company_id, order_id, amount, currency, minor_units, issued_at, due_at)
        SELECT ${invoiceNo}, a.id, a.company_id, o.id, ${opts.amount}, a.currency, a.minor_units, ${opts.issuedAt}, ${opts.dueAt}
          FROM credit_account a, shop_order o WHERE a.id = ${accountId} AND o.order_no = ${orderNo} RETURNING id`,
  );
  const id = Number(i!.id);
  await db.execute(sql`UPDATE credit_account SET balance = balance + ${opts.amount} WHERE id = ${accountId}`);
  await db.execute(
    sql`INSERT INTO credit_entry (account_id, kind, amount, balance_after, limit_after, invoice_id, order_id, created_at)
        SELECT a.id, 'purchase', ${opts.amount}, a.balance, a.limit_amount, ${id}, i.order_id, ${opts.issuedAt} FROM credit_account a JOIN credit_invoice i ON i.id = ${id} WHERE a.id = ${accountId}`,
  );
  return { id, invoiceNo };
}

/** Records an invoice paid in full (as a payment allocated to it would). */
export async function settleInvoice(ctx: TestContext, invoiceId: number): Promise<void> {
  await ctx.storage.db.execute(sql`UPDATE credit_invoice SET paid = amount - credited, status = 'paid', settled_at = now() WHERE id = ${invoiceId}`);
}

/** A payment of `amount` at `at` allocated to the invoice, with its ledger entry (as finance's payment would post it). */
export async function recordPayment(ctx: TestContext, accountId: number, invoiceId: number, amount: number, at: Date, reference = 'BANK-1'): Promise<void> {
  const db = ctx.storage.db;
  await db.execute(sql`UPDATE credit_invoice SET paid = paid + ${amount}, status = CASE WHEN paid + ${amount} + credited >= amount THEN 'paid' ELSE status END WHERE id = ${invoiceId}`);
  await db.execute(sql`UPDATE credit_account SET balance = balance - ${amount} WHERE id = ${accountId}`);
  await db.execute(
    sql`INSERT INTO credit_entry (account_id, kind, amount, balance_after, limit_after, invoice_id, reference, created_at)
        SELECT a.id, 'payment', ${-amount}, a.balance, a.limit_amount, ${invoiceId}, ${reference}, ${at} FROM credit_account a WHERE a.id = ${accountId}`,
  );
}
