import { INVOICE_STATUSES, INVOICE_TYPES, invoiceTitleSnapshot, type InvoiceStatus, type InvoiceTitleSnapshot, type InvoiceType } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { orderShippingView } from '../orders/index.js';
import { countryCodesView, countryNamesView } from '../site/index.js';
import { staffNamesView } from '../staff/index.js';
import { LOCK_CLASS } from '../../lib/advisory-locks.js';

// Every SQL statement of the invoice applications (invoice_application; ADR 0035), each answer
// checked by its row shape. The buyer's e-mail and name, the decider's name, the order's number
// and a country's name come through their owners' read views (ADR 0039). Titles are in
// title-queries.ts.

/** Which applications a list or a look-up reads; every given condition must hold. */
export interface ApplicationFilter {
  id?: number;
  /** The buyer's applications, whether their own or for their company (the console's customers). */
  userId?: number;
  /** Whose applications a buyer may read (lib/company-access.ts ownedScope on alias `a`): anything else reads as not there. */
  scope?: SQL;
  /** A buyer's own applications only (not those for a company). */
  personalOf?: number;
  /** A company's applications. */
  companyId?: number;
  status?: InvoiceStatus;
  /** The application of this order (by its number). */
  orderNo?: string;
}

function where(f: ApplicationFilter): SQL {
  const terms: SQL[] = [sql`true`];
  if (f.id !== undefined) terms.push(sql`a.id = ${f.id}`);
  if (f.userId !== undefined) terms.push(sql`a.user_id = ${f.userId}`);
  if (f.scope !== undefined) terms.push(f.scope);
  if (f.personalOf !== undefined) terms.push(sql`a.company_id IS NULL AND a.user_id = ${f.personalOf}`);
  if (f.companyId !== undefined) terms.push(sql`a.company_id = ${f.companyId}`);
  if (f.status) terms.push(sql`a.status = ${f.status}`);
  if (f.orderNo) terms.push(sql`a.order_id = (SELECT o.order_id FROM ${orderShippingView()} o WHERE o.order_no = ${f.orderNo})`);
  return sql.join(terms, sql` AND `);
}

/** Orders of a list: newest application first, oldest first (what has waited longest), or latest decision first. */
export type ApplicationOrder = 'newest' | 'oldest' | 'decided';
const ORDER: Record<ApplicationOrder, SQL> = {
  newest: sql`a.created_at DESC, a.id DESC`,
  oldest: sql`a.created_at, a.id`,
  decided: sql`a.decided_at DESC, a.id DESC`,
};

const application = row({
  id: col.int,
  userId: col.int,
  companyId: col.int.nullable(),
  orderId: col.int,
  type: z.enum(INVOICE_TYPES),
  title: json(invoiceTitleSnapshot),
  amount: col.int,
  currency: col.text,
  minorUnits: col.int,
  status: z.enum(INVOICE_STATUSES),
  rejectReason: col.text.nullable(),
  invoiceNo: col.text.nullable(),
  createdAt: col.time,
  decidedAt: col.time.nullable(),
  buyerEmail: col.text,
  firstName: col.text,
  lastName: col.text,
  decidedBy: col.text.nullable(),
});

/** Applications matching `f`, in `order`, with their buyer's e-mail and name and their decider's name. */
export async function applicationRows(db: Db, f: ApplicationFilter, order: ApplicationOrder, limit: number, offset: number) {
  return typedRows(
    db,
    application,
    sql`SELECT a.id, a.user_id AS "userId", a.company_id AS "companyId", a.order_id AS "orderId", a.type, a.title, a.amount, a.currency, a.minor_units AS "minorUnits", a.status,
               a.reject_reason AS "rejectReason", a.invoice_no AS "invoiceNo", a.created_at AS "createdAt", a.decided_at AS "decidedAt",
               u.email AS "buyerEmail", u.first_name AS "firstName", u.last_name AS "lastName", st.staff_name AS "decidedBy"
          FROM invoice_application a
          JOIN ${buyerNamesView()} u ON u.user_id = a.user_id
          LEFT JOIN ${staffNamesView()} st ON st.staff_id = a.decided_by
         WHERE ${where(f)}
         ORDER BY ${ORDER[order]} LIMIT ${limit} OFFSET ${offset}`,
  );
}

const perStatus = row({ pending: col.int, approved: col.int, rejected: col.int });

/** How many applications matching `f` are pending, approved and rejected. */
export async function countsByStatus(db: Db, f: ApplicationFilter): Promise<Record<InvoiceStatus, number>> {
  const c = await typedRow(
    db,
    perStatus,
    sql`SELECT count(*) FILTER (WHERE a.status = 'pending')::int AS pending, count(*) FILTER (WHERE a.status = 'approved')::int AS approved,
               count(*) FILTER (WHERE a.status = 'rejected')::int AS rejected
          FROM invoice_application a WHERE ${where(f)}`,
  );
  return c ?? { pending: 0, approved: 0, rejected: 0 };
}

const countryNameRow = row({ code: col.text, name: col.text });

/** Country names by ISO code in a language, else the code (a title's snapshot names its country by code). */
export async function countryNamesByCode(db: Db, langId: number, codes: string[]) {
  if (!codes.length) return [];
  return typedRows(
    db,
    countryNameRow,
    sql`SELECT cc.code, coalesce(cn.name, cc.code) AS name FROM ${countryCodesView()} cc LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = cc.country_id
         WHERE cc.code IN (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`,
  );
}

const orderIdRow = row({ orderId: col.int });

/** Which of these orders have an application under review or approved, by whoever applied (a rejected one may be applied for again). */
export async function appliedOrderIds(db: Db, orderIds: number[]): Promise<number[]> {
  if (!orderIds.length) return [];
  return (
    await typedRows(
      db,
      orderIdRow,
      sql`SELECT order_id AS "orderId" FROM invoice_application WHERE order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) AND status <> 'rejected'`,
    )
  ).map((r) => r.orderId);
}

const existsRow = row({ x: col.int });

/** Whether an order has an application under review or approved. */
export async function orderHasApplication(db: Db, orderId: number): Promise<boolean> {
  return (await typedRow(db, existsRow, sql`SELECT 1 AS x FROM invoice_application WHERE order_id = ${orderId} AND status <> 'rejected'`)) !== undefined;
}

const idRow = row({ id: col.int });

/** Files an application with the title as it is now (companyId: the order's company, null for a personal order); its id. */
export async function insertApplication(
  db: Db,
  a: { userId: number; companyId: number | null; orderId: number; type: InvoiceType; title: InvoiceTitleSnapshot; amount: number; currency: string; minorUnits: number },
): Promise<number> {
  const created = await typedRow(
    db,
    idRow,
    sql`INSERT INTO invoice_application (user_id, company_id, order_id, type, title, amount, currency, minor_units)
        VALUES (${a.userId}, ${a.companyId}, ${a.orderId}, ${a.type}, ${JSON.stringify(a.title)}::jsonb, ${a.amount}, ${a.currency}, ${a.minorUnits})
        RETURNING id`,
  );
  return created!.id;
}

const applicationRow = row({ userId: col.int, orderId: col.int, status: z.enum(INVOICE_STATUSES) });

/** An application's buyer, order and status, locked for the caller's transaction (a second decision waits); undefined when there is none. */
export async function lockApplication(db: Db, id: number) {
  return typedRow(
    db,
    applicationRow,
    sql`SELECT user_id AS "userId", order_id AS "orderId", status FROM invoice_application WHERE id = ${id} FOR UPDATE`,
  );
}

/** Whether an application of this id exists. */
export async function applicationExists(db: Db, id: number): Promise<boolean> {
  return (await typedRow(db, existsRow, sql`SELECT 1 AS x FROM invoice_application WHERE id = ${id}`)) !== undefined;
}

const yearRow = row({ year: col.int });

/** The current year in Shenzhen, where the seller files its invoices. */
export async function shenzhenYear(db: Db): Promise<number> {
  return (await typedRow(db, yearRow, sql`SELECT extract(year FROM now() AT TIME ZONE 'Asia/Shanghai')::int AS year`))!.year;
}

/** The advisory-lock class of invoice numbering (lib/advisory-locks.ts lists them all). */
const NUMBERING_LOCK = LOCK_CLASS.invoiceNumbering;

/** Holds the year's invoice numbering for the caller's transaction: approvals in any process number one after the other. */
export async function lockNumbering(db: Db, year: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${NUMBERING_LOCK}, ${year})`);
}

const lastSeqRow = row({ n: col.int.nullable() });

/** The highest sequence number given under a prefix (INV-2026-), 0 when none. */
export async function lastInvoiceSeq(db: Db, prefix: string): Promise<number> {
  const last = await typedRow(
    db,
    lastSeqRow,
    sql`SELECT max(substring(invoice_no FROM ${prefix.length + 1}::int)::int) AS n FROM invoice_application WHERE invoice_no LIKE ${`${prefix}%`}`,
  );
  return last?.n ?? 0;
}

/** Approves an application with its number, by a staff member (null: the operator token). */
export async function markApproved(db: Db, id: number, invoiceNo: string, decidedBy: number | null): Promise<void> {
  await db.execute(sql`UPDATE invoice_application SET status = 'approved', invoice_no = ${invoiceNo}, decided_at = now(), decided_by = ${decidedBy} WHERE id = ${id}`);
}

const rejectedApplicationRow = row({ userId: col.int, orderId: col.int });

/** Rejects a pending application with the reason; its buyer and order, or undefined when it is not pending (or not there). */
export async function markRejected(db: Db, id: number, reason: string, decidedBy: number | null) {
  return typedRow(
    db,
    rejectedApplicationRow,
    sql`UPDATE invoice_application SET status = 'rejected', reject_reason = ${reason}, decided_at = now(), decided_by = ${decidedBy}
         WHERE id = ${id} AND status = 'pending' RETURNING user_id AS "userId", order_id AS "orderId"`,
  );
}
