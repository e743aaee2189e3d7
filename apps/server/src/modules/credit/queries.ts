import { CREDIT_APPLICATION_STATUSES, CREDIT_INVOICE_STATUSES } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { uploadFilesView } from '../account/index.js';
import { companyDirectoryView } from '../companies/index.js';
import { orderShippingView } from '../orders/index.js';
import { countryCodesView } from '../site/index.js';

// SQL of credit applications, receivable invoices, payments and their allocations (ADR 0046).
// Every statement names the account or the company, so another company's invoice number or entry
// id is one that does not exist here.

const idRow = row({ id: col.int });
const countRow = row({ n: col.int });

// ─── applications ────────────────────────────────────────────────────────────────────────────

const applicationRow = row({
  id: col.int,
  companyId: col.int,
  status: z.enum(CREDIT_APPLICATION_STATUSES),
  requestedLimit: col.int,
  currency: col.text,
  terms: col.int,
  references: col.text,
  decisionNote: col.text,
  createdAt: col.time,
  decidedAt: col.time.nullable(),
  applicantId: col.int,
  files: z.array(z.object({ id: z.string(), name: z.string().nullable(), size: z.number().nullable() })),
});
export type ApplicationRow = z.output<typeof applicationRow>;

const APPLICATION = sql`
  SELECT a.id, a.company_id AS "companyId", a.status, a.requested_limit AS "requestedLimit", a.currency, a.terms_days AS terms, a.trade_references AS "references",
         a.decision_note AS "decisionNote", a.created_at AS "createdAt", a.decided_at AS "decidedAt", a.applicant_id AS "applicantId",
         coalesce((SELECT json_agg(json_build_object('id', f.upload_id, 'name', up.name, 'size', up.size) ORDER BY up.name)
                     FROM credit_application_file f LEFT JOIN ${uploadFilesView()} up ON up.upload_id = f.upload_id WHERE f.application_id = a.id), '[]'::json) AS files
    FROM credit_application a`;

/** The company's newest application (pending, or how the last one ended). */
export async function latestApplication(db: Db, companyId: number, lock = false): Promise<ApplicationRow | undefined> {
  return typedRow(db, applicationRow, sql`${APPLICATION} WHERE a.company_id = ${companyId} ORDER BY a.id DESC LIMIT 1 ${lock ? sql`FOR UPDATE OF a` : sql``}`);
}

/** A pending application; undefined when the company has one pending already (credit_application_pending_uq). */
export async function insertApplication(
  db: Db,
  a: { companyId: number; applicantId: number; requestedLimit: number; currency: string; terms: number; references: string },
): Promise<number | undefined> {
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO credit_application (company_id, applicant_id, requested_limit, currency, terms_days, trade_references)
        VALUES (${a.companyId}, ${a.applicantId}, ${a.requestedLimit}, ${a.currency}, ${a.terms}, ${a.references})
        ON CONFLICT (company_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
  );
  return r?.id;
}

export async function insertApplicationFiles(db: Db, applicationId: number, uploadIds: string[]): Promise<void> {
  if (!uploadIds.length) return;
  await db.execute(sql`INSERT INTO credit_application_file (application_id, upload_id) SELECT ${applicationId}, x::uuid FROM unnest(${`{${uploadIds.join(',')}}`}::text[]) AS x`);
}

/** Decides a pending application; false when it was decided meanwhile. */
export async function decideApplication(db: Db, id: number, d: { status: 'approved' | 'rejected'; note: string; staffId: number | null }): Promise<boolean> {
  const r = await typedRows(
    db,
    idRow,
    sql`UPDATE credit_application SET status = ${d.status}, decision_note = ${d.note}, decided_by = ${d.staffId}, decided_at = now()
         WHERE id = ${id} AND status = 'pending' RETURNING id`,
  );
  return r.length === 1;
}

/** Whether the upload is one of the company's application documents. */
export async function isApplicationFile(db: Db, companyId: number, uploadId: string): Promise<boolean> {
  const r = await typedRow(
    db,
    countRow,
    sql`SELECT count(*)::int AS n FROM credit_application_file f JOIN credit_application a ON a.id = f.application_id
         WHERE a.company_id = ${companyId} AND f.upload_id::text = ${uploadId}`,
  );
  return r!.n > 0;
}

// ─── invoices ────────────────────────────────────────────────────────────────────────────────

const invoiceRow = row({
  id: col.int,
  invoiceNo: col.text,
  orderId: col.int,
  orderNo: z.string().nullable(),
  poNumber: z.string().nullable(),
  amount: col.int,
  paid: col.int,
  credited: col.int,
  currency: col.text,
  minorUnits: col.int,
  status: z.enum(CREDIT_INVOICE_STATUSES),
  issuedAt: col.time,
  dueAt: col.time,
});
export type InvoiceRow = z.output<typeof invoiceRow>;

const INVOICE = sql`
  SELECT i.id, i.invoice_no AS "invoiceNo", i.order_id AS "orderId", o.order_no AS "orderNo", i.po_number AS "poNumber", i.amount, i.paid, i.credited,
         i.currency, i.minor_units AS "minorUnits", i.status, i.issued_at AS "issuedAt", i.due_at AS "dueAt"
    FROM credit_invoice i LEFT JOIN ${orderShippingView()} o ON o.order_id = i.order_id`;

/** Whether the company used this purchase-order number already (letters' case aside). */
export async function poNumberUsed(db: Db, companyId: number, poNumber: string): Promise<boolean> {
  const r = await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM credit_invoice WHERE company_id = ${companyId} AND lower(po_number) = lower(${poNumber})`);
  return r!.n > 0;
}

const newInvoiceRow = row({ id: col.int, invoiceNo: col.text, dueAt: col.time });

/** The invoice of an order on account: 'CI' + the issue date + its id, due `terms` days after issue. */
export async function insertInvoice(
  db: Db,
  i: { accountId: number; companyId: number; orderId: number; poNumber: string | null; amount: number; currency: string; minorUnits: number; issuedAt: Date; terms: number },
): Promise<{ id: number; invoiceNo: string; dueAt: Date }> {
  const r = await typedRow(
    db,
    newInvoiceRow,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('credit_invoice', 'id')) AS id)
        INSERT INTO credit_invoice (id, invoice_no, account_id, company_id, order_id, po_number, amount, currency, minor_units, issued_at, due_at)
        SELECT n.id, 'CI' || to_char(${i.issuedAt}::timestamptz AT TIME ZONE 'UTC', 'YYMMDD') || lpad(n.id::text, 6, '0'), ${i.accountId}, ${i.companyId}, ${i.orderId},
               ${i.poNumber}, ${i.amount}, ${i.currency}, ${i.minorUnits}, ${i.issuedAt}, ${i.issuedAt}::timestamptz + make_interval(days => ${i.terms})
          FROM n
        RETURNING id, invoice_no AS "invoiceNo", due_at AS "dueAt"`,
  );
  return r!;
}

/** The account's invoices by status (all when none), newest first. */
export async function invoicePage(db: Db, accountId: number, q: { status?: string; limit: number; offset: number }): Promise<{ items: InvoiceRow[]; total: number }> {
  const where = sql`i.account_id = ${accountId} ${q.status ? sql`AND i.status = ${q.status}` : sql``}`;
  const items = await typedRows(db, invoiceRow, sql`${INVOICE} WHERE ${where} ORDER BY i.issued_at DESC, i.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`);
  const total = (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM credit_invoice i WHERE ${where}`))!.n;
  return { items, total };
}

/** The account's open invoices, the oldest due first (the order payments are allocated in); locked for a payment. */
export async function openInvoices(db: Db, accountId: number, lock = false): Promise<InvoiceRow[]> {
  return typedRows(db, invoiceRow, sql`${INVOICE} WHERE i.account_id = ${accountId} AND i.status = 'open' ORDER BY i.due_at, i.id ${lock ? sql`FOR UPDATE OF i` : sql``}`);
}

const companyInvoiceRow = invoiceRow.extend({ companyId: col.int });

/** The credit invoice of the order numbered `orderNo` (of `companyId` when given), for the order's page. */
export async function invoiceOfOrderNo(db: Db, orderNo: string, companyId: number | null): Promise<(InvoiceRow & { companyId: number }) | undefined> {
  return typedRow(
    db,
    companyInvoiceRow,
    sql`SELECT i.id, i.invoice_no AS "invoiceNo", i.order_id AS "orderId", o.order_no AS "orderNo", i.po_number AS "poNumber", i.amount, i.paid, i.credited,
               i.currency, i.minor_units AS "minorUnits", i.status, i.issued_at AS "issuedAt", i.due_at AS "dueAt", i.company_id AS "companyId"
          FROM credit_invoice i JOIN ${orderShippingView()} o ON o.order_id = i.order_id
         WHERE o.order_no = ${orderNo} ${companyId === null ? sql`` : sql`AND i.company_id = ${companyId}`}`,
  );
}

const orderInvoiceRow = invoiceRow.extend({ accountId: col.int, companyId: col.int });

/** The invoice of an order (on account), if it has one. */
export async function invoiceOfOrder(db: Db, orderId: number, lock = false): Promise<(InvoiceRow & { accountId: number; companyId: number }) | undefined> {
  return typedRow(
    db,
    orderInvoiceRow,
    sql`SELECT i.id, i.invoice_no AS "invoiceNo", i.order_id AS "orderId", NULL::text AS "orderNo", i.po_number AS "poNumber", i.amount, i.paid, i.credited,
               i.currency, i.minor_units AS "minorUnits", i.status, i.issued_at AS "issuedAt", i.due_at AS "dueAt", i.account_id AS "accountId", i.company_id AS "companyId"
          FROM credit_invoice i WHERE i.order_id = ${orderId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

/** Adds to what was paid (a payment's allocation, or minus when a payment is reversed) and settles or reopens it. */
export async function addPaid(db: Db, invoiceId: number, amount: number, at: Date): Promise<void> {
  await db.execute(
    sql`UPDATE credit_invoice SET paid = paid + ${amount},
               status = CASE WHEN paid + ${amount} + credited >= amount THEN 'paid' ELSE 'open' END,
               settled_at = CASE WHEN paid + ${amount} + credited >= amount THEN ${at}::timestamptz ELSE NULL END
         WHERE id = ${invoiceId}`,
  );
}

/** Adds a refund of the order to what was credited against its invoice (never beyond what is still due; the rest stays on the balance). */
export async function addCredited(db: Db, invoiceId: number, amount: number, at: Date): Promise<void> {
  await db.execute(
    sql`UPDATE credit_invoice SET credited = credited + ${amount},
               status = CASE WHEN paid + credited + ${amount} >= amount THEN 'paid' ELSE 'open' END,
               settled_at = CASE WHEN paid + credited + ${amount} >= amount THEN ${at}::timestamptz ELSE NULL END
         WHERE id = ${invoiceId}`,
  );
}

const overdueRow = row({ n: col.int, amount: col.int });

/** Open invoices past `before` (a due date before it) and what is still due on them. */
export async function overdueBefore(db: Db, accountId: number, before: Date) {
  return (await typedRow(
    db,
    overdueRow,
    sql`SELECT count(*)::int AS n, coalesce(sum(amount - paid - credited), 0)::bigint AS amount FROM credit_invoice
         WHERE account_id = ${accountId} AND status = 'open' AND due_at < ${before}`,
  ))!;
}

// ─── payments ────────────────────────────────────────────────────────────────────────────────

const paymentRow = row({ id: col.int, accountId: col.int, amount: col.int, unallocated: col.int, reversed: col.bool });

export async function paymentByKey(db: Db, key: string) {
  return typedRow(db, paymentRow, sql`SELECT id, account_id AS "accountId", amount, unallocated, reversed FROM credit_payment WHERE idempotency_key = ${key}`);
}

export async function paymentById(db: Db, accountId: number, id: number, lock = false) {
  return typedRow(db, paymentRow, sql`SELECT id, account_id AS "accountId", amount, unallocated, reversed FROM credit_payment WHERE id = ${id} AND account_id = ${accountId} ${lock ? sql`FOR UPDATE` : sql``}`);
}

export async function insertPayment(
  db: Db,
  p: { accountId: number; amount: number; method: 'bank_transfer' | 'gateway'; reference: string; receivedOn: string; note: string; key: string; staffId: number | null; userId: number | null },
): Promise<number> {
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO credit_payment (account_id, amount, unallocated, method, reference, received_on, note, idempotency_key, staff_id, user_id)
        VALUES (${p.accountId}, ${p.amount}, ${p.amount}, ${p.method}, ${p.reference}, ${p.receivedOn}, ${p.note}, ${p.key}, ${p.staffId}, ${p.userId}) RETURNING id`,
  );
  return r!.id;
}

/** Allocates part of a payment to an invoice (adds to an allocation made before). */
export async function insertAllocation(db: Db, paymentId: number, invoiceId: number, amount: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO credit_allocation (payment_id, invoice_id, amount) VALUES (${paymentId}, ${invoiceId}, ${amount})
        ON CONFLICT (payment_id, invoice_id) DO UPDATE SET amount = credit_allocation.amount + excluded.amount`,
  );
  await db.execute(sql`UPDATE credit_payment SET unallocated = unallocated - ${amount} WHERE id = ${paymentId}`);
}

/** Payments of the account with something not allocated yet (an advance), oldest first. */
export async function paymentsWithAdvance(db: Db, accountId: number) {
  return typedRows(db, paymentRow, sql`SELECT id, account_id AS "accountId", amount, unallocated, reversed FROM credit_payment WHERE account_id = ${accountId} AND unallocated > 0 AND NOT reversed ORDER BY id`);
}

const releasedRow = row({ paymentId: col.int, amount: col.int });

/**
 * Takes `amount` of what payments paid on the invoice back off it, the newest allocation first (a
 * refund of an order already paid): each payment's share becomes unallocated again, an advance;
 * the invoice's paid part moves to credited, so it stays settled. What each payment got back.
 */
export async function releaseAllocations(db: Db, invoiceId: number, amount: number): Promise<{ paymentId: number; amount: number }[]> {
  const held = await typedRows(db, releasedRow, sql`SELECT payment_id AS "paymentId", amount FROM credit_allocation WHERE invoice_id = ${invoiceId} ORDER BY payment_id DESC FOR UPDATE`);
  const released: { paymentId: number; amount: number }[] = [];
  let left = amount;
  for (const a of held) {
    if (left <= 0) break;
    const take = Math.min(left, a.amount);
    if (take === a.amount) await db.execute(sql`DELETE FROM credit_allocation WHERE invoice_id = ${invoiceId} AND payment_id = ${a.paymentId}`);
    else await db.execute(sql`UPDATE credit_allocation SET amount = amount - ${take} WHERE invoice_id = ${invoiceId} AND payment_id = ${a.paymentId}`);
    await db.execute(sql`UPDATE credit_payment SET unallocated = unallocated + ${take} WHERE id = ${a.paymentId}`);
    released.push({ paymentId: a.paymentId, amount: take });
    left -= take;
  }
  const total = amount - left;
  if (total) await db.execute(sql`UPDATE credit_invoice SET paid = paid - ${total}, credited = credited + ${total} WHERE id = ${invoiceId}`);
  return released;
}

const allocationRow = row({ invoiceId: col.int, amount: col.int });

/** Undoes a payment's allocations (a reversal): what they were. */
export async function removeAllocations(db: Db, paymentId: number) {
  const r = await typedRows(db, allocationRow, sql`DELETE FROM credit_allocation WHERE payment_id = ${paymentId} RETURNING invoice_id AS "invoiceId", amount`);
  await db.execute(sql`UPDATE credit_payment SET reversed = true, unallocated = 0 WHERE id = ${paymentId}`);
  return r;
}

// ─── refunds of orders on account (the ledger's refund entries of an order) ───────────────────────

const refundRow = row({ id: col.int, amount: col.int, reference: col.text, note: col.text, createdAt: col.time });

/** The refund entries of an order, newest first (amounts as positive numbers). */
export async function refundEntriesOfOrder(db: Db, orderId: number) {
  return typedRows(
    db,
    refundRow,
    sql`SELECT id, -amount AS amount, reference, note, created_at AS "createdAt" FROM credit_entry WHERE order_id = ${orderId} AND kind IN ('refund', 'creditNote') ORDER BY id DESC`,
  );
}

const refundedRow = row({ refunded: col.int });

/** What went back to the credit account for an order (refund and credit-note entries). */
export async function refundedOfOrder(db: Db, orderId: number): Promise<number> {
  return (await typedRow(db, refundedRow, sql`SELECT coalesce(-sum(amount), 0)::bigint AS refunded FROM credit_entry WHERE order_id = ${orderId} AND kind IN ('refund', 'creditNote')`))!.refunded;
}

const orderIdRow = row({ orderId: col.int });

/** Orders refunded in full whose invoice on account has not had all of it back yet (a return completed before its credit refund existed): the sweeper's catch-up. */
export async function refundedOrdersOwed(db: Db, limit: number): Promise<number[]> {
  const r = await typedRows(
    db,
    orderIdRow,
    sql`SELECT i.order_id AS "orderId" FROM credit_invoice i JOIN ${orderShippingView()} o ON o.order_id = i.order_id
         WHERE o.status = 'refunded'
           AND i.amount > (SELECT coalesce(-sum(e.amount), 0) FROM credit_entry e WHERE e.order_id = i.order_id AND e.kind IN ('refund', 'creditNote'))
         ORDER BY i.id LIMIT ${limit}`,
  );
  return r.map((x) => x.orderId);
}

// ─── people and the console ──────────────────────────────────────────────────────────────────

const companyRow = row({ id: col.int, name: col.text, status: col.text });

export async function companyOf(db: Db, companyId: number) {
  return typedRow(db, companyRow, sql`SELECT co.company_id AS id, co.name, co.status FROM ${companyDirectoryView()} co WHERE co.company_id = ${companyId}`);
}

const staffRowShape = row({
  companyId: col.int,
  companyName: col.text,
  countryCode: col.text,
  applicationId: col.int.nullable(),
  applicationStatus: z.enum(CREDIT_APPLICATION_STATUSES).nullable(),
  requestedLimit: col.int.nullable(),
  applicationCurrency: z.string().nullable(),
  accountId: col.int.nullable(),
  createdAt: col.time,
});
export type StaffRowData = z.output<typeof staffRowShape>;

const staffCountsRow = row({ applications: col.int, pending: col.int, accounts: col.int, overdue: col.int });

const NOW_OVERDUE = (now: Date) =>
  sql`EXISTS (SELECT 1 FROM credit_invoice i WHERE i.account_id = acc.id AND i.status = 'open' AND i.due_at < ${now})`;

/**
 * The console's list: applications (pending first, oldest first), accounts (by company name), or
 * accounts with an overdue invoice; searched by company name. One row per company.
 */
export async function staffPage(db: Db, q: { view: 'applications' | 'accounts' | 'overdue'; q?: string; limit: number; offset: number; now: Date }) {
  const search: SQL = q.q ? sql`AND co.name ILIKE ${`%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``;
  const base = sql`
    FROM ${companyDirectoryView()} co
    JOIN ${countryCodesView()} cc ON cc.country_id = co.country_id
    LEFT JOIN LATERAL (SELECT a.id, a.status, a.requested_limit, a.currency, a.created_at FROM credit_application a WHERE a.company_id = co.company_id ORDER BY a.id DESC LIMIT 1) app ON true
    LEFT JOIN credit_account acc ON acc.company_id = co.company_id`;
  const views: Record<typeof q.view, { where: SQL; order: SQL }> = {
    applications: { where: sql`app.id IS NOT NULL`, order: sql`(app.status = 'pending') DESC, CASE WHEN app.status = 'pending' THEN app.created_at END ASC, app.created_at DESC` },
    accounts: { where: sql`acc.id IS NOT NULL`, order: sql`co.name, co.company_id` },
    overdue: { where: sql`acc.id IS NOT NULL AND ${NOW_OVERDUE(q.now)}`, order: sql`co.name, co.company_id` },
  };
  const v = views[q.view];
  const items = await typedRows(
    db,
    staffRowShape,
    sql`SELECT co.company_id AS "companyId", co.name AS "companyName", cc.code AS "countryCode", app.id AS "applicationId", app.status AS "applicationStatus",
               app.requested_limit AS "requestedLimit", app.currency AS "applicationCurrency", acc.id AS "accountId", coalesce(app.created_at, acc.created_at) AS "createdAt"
          ${base} WHERE ${v.where} ${search} ORDER BY ${v.order} LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const counts = (await typedRow(
    db,
    staffCountsRow,
    sql`SELECT count(*) FILTER (WHERE app.id IS NOT NULL)::int AS applications, count(*) FILTER (WHERE app.status = 'pending')::int AS pending,
               count(*) FILTER (WHERE acc.id IS NOT NULL)::int AS accounts, count(*) FILTER (WHERE acc.id IS NOT NULL AND ${NOW_OVERDUE(q.now)})::int AS overdue
          ${base} WHERE true ${search}`,
  ))!;
  return { items, counts };
}
