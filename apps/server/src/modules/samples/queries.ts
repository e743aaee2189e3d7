import { SAMPLE_WINDOW_DAYS, type OrderAddress } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { orderShippingView } from '../orders/index.js';
import { staffNamesView } from '../staff/index.js';

// Every SQL statement of free samples (issue 14) on its own tables (sample_request, sample_line;
// ADR 0035), each answer checked by its row shape. The buyer, the sample order and who decided
// come from their owners' read views (ADR 0039).

const status = z.enum(['pending', 'approved', 'rejected']);
/** The address snapshot (jsonb): both drivers usually parse it, but a string is parsed here too. */
const address = z.preprocess((v) => (typeof v === 'string' ? JSON.parse(v) : v), z.custom<OrderAddress>((v) => typeof v === 'object' && v !== null));
const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

/** Applications that count against the limits: pending or approved, within the window. */
const counted = (userId: number) =>
  sql`r.user_id = ${userId} AND r.status <> 'rejected' AND r.created_at > now() - make_interval(days => ${SAMPLE_WINDOW_DAYS})`;

const sampleLimitsRow = row({ pending: col.int, inWindow: col.int, oldest: col.time.nullable() });

/** The buyer's pending applications, those counted in the window, and the oldest of those (when the window frees a place). */
export async function sampleLimits(db: Db, userId: number) {
  const r = await typedRow(
    db,
    sampleLimitsRow,
    sql`SELECT count(*) FILTER (WHERE r.status = 'pending')::int AS pending, count(*) FILTER (WHERE ${counted(userId)})::int AS "inWindow",
               min(r.created_at) FILTER (WHERE ${counted(userId)}) AS oldest
          FROM sample_request r WHERE r.user_id = ${userId}`,
  );
  return r!;
}

const skuIdRow = row({ skuId: col.int });

/** Of these SKUs, the first (by id) the buyer already applied for within the window; undefined when none. */
export async function repeatedSku(db: Db, userId: number, skuIds: number[]): Promise<number | undefined> {
  const r = await typedRow(
    db,
    skuIdRow,
    sql`SELECT l.sku_id AS "skuId" FROM sample_line l JOIN sample_request r ON r.id = l.request_id
         WHERE ${counted(userId)} AND l.sku_id IN (${ids(skuIds)}) ORDER BY l.sku_id LIMIT 1`,
  );
  return r?.skuId;
}

const idRow = row({ id: col.int });

/** Files an application; its id. */
export async function insertSampleRequest(db: Db, a: { userId: number; langId: number; project: string; company: string; address: OrderAddress }): Promise<number> {
  const created = await typedRow(
    db,
    idRow,
    sql`INSERT INTO sample_request (user_id, lang_id, project, company, address)
        VALUES (${a.userId}, ${a.langId}, ${a.project}, ${a.company}, ${JSON.stringify(a.address)}::jsonb) RETURNING id`,
  );
  return created!.id;
}

/** Stores an application's lines. */
export async function insertSampleLines(db: Db, requestId: number, lines: { skuId: number; quantity: number }[]): Promise<void> {
  await db.execute(sql`INSERT INTO sample_line (request_id, sku_id, quantity) VALUES ${sql.join(lines.map((l) => sql`(${requestId}, ${l.skuId}, ${l.quantity})`), sql`, `)}`);
}

const sampleRow = row({
  id: col.int,
  userId: col.int,
  status,
  createdAt: col.time,
  decidedAt: col.time.nullable(),
  project: col.text,
  company: col.text,
  address,
  rejectReason: col.text.nullable(),
  orderNo: col.text.nullable(),
  orderStatus: col.text.nullable(),
  orderDeliveredAt: col.time.nullable(),
  carrier: col.text.nullable(),
  trackingNo: col.text.nullable(),
  shippedAt: col.time.nullable(),
  buyerEmail: col.text,
  firstName: col.text,
  lastName: col.text,
  decidedBy: col.text.nullable(),
});

/** Applications matching `where` (on sample_request r), in `order`, with their order's shipping, the buyer and who decided. */
export async function sampleRequestRows(db: Db, where: SQL, order: SQL, limit: number, offset: number) {
  return typedRows(
    db,
    sampleRow,
    sql`SELECT r.id, r.user_id AS "userId", r.status, r.created_at AS "createdAt", r.decided_at AS "decidedAt", r.project, r.company, r.address,
               r.reject_reason AS "rejectReason", o.order_no AS "orderNo", o.status AS "orderStatus", o.delivered_at AS "orderDeliveredAt", o.carrier, o.tracking_no AS "trackingNo",
               o.shipped_at AS "shippedAt", u.email AS "buyerEmail", u.first_name AS "firstName", u.last_name AS "lastName", st.staff_name AS "decidedBy"
          FROM sample_request r
          JOIN ${buyerNamesView()} u ON u.user_id = r.user_id
          LEFT JOIN ${orderShippingView()} o ON o.order_id = r.order_id
          LEFT JOIN ${staffNamesView()} st ON st.staff_id = r.decided_by
         WHERE ${where}
         ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** The buyer's applications, newest first. */
export const buyerSamplesWhere = (userId: number) => ({ where: sql`r.user_id = ${userId}`, order: sql`r.created_at DESC, r.id DESC` });
/** One of the buyer's applications. */
export const buyerSampleWhere = (userId: number, id: number) => ({ where: sql`r.id = ${id} AND r.user_id = ${userId}`, order: sql`r.id` });
/** One application, whoever's. */
export const sampleWhere = (id: number) => ({ where: sql`r.id = ${id}`, order: sql`r.id` });
/** A queue of the console: pending oldest first (what has waited longest); decided the latest decision first. */
export const queueWhere = (queue: 'pending' | 'approved' | 'rejected') => ({
  where: sql`r.status = ${queue}`,
  order: queue === 'pending' ? sql`r.created_at, r.id` : sql`r.decided_at DESC, r.id DESC`,
});

const sampleLineRow = row({ requestId: col.int, skuId: col.int, quantity: col.int });

/** The lines of these applications, by application then SKU. */
export async function sampleLines(db: Db, requestIds: number[]) {
  return typedRows(
    db,
    sampleLineRow,
    sql`SELECT request_id AS "requestId", sku_id AS "skuId", quantity FROM sample_line
         WHERE request_id IN (${ids(requestIds)}) ORDER BY request_id, sku_id`,
  );
}

const sampleCountsRow = row({ pending: col.int, approved: col.int, rejected: col.int });

/** How many applications are pending, approved and rejected. */
export async function sampleCounts(db: Db) {
  const r = await typedRow(
    db,
    sampleCountsRow,
    sql`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'approved')::int AS approved,
               count(*) FILTER (WHERE status = 'rejected')::int AS rejected FROM sample_request`,
  );
  return r!;
}

const langIdRow = row({ langId: col.int });

/** The language an application was written in; undefined when there is none. */
export async function sampleLangId(db: Db, id: number): Promise<number | undefined> {
  return (await typedRow(db, langIdRow, sql`SELECT lang_id AS "langId" FROM sample_request WHERE id = ${id}`))?.langId;
}

const sampleRequestRow = row({ userId: col.int, langId: col.int, status, address });

/** An application locked for a decision: its buyer, language, status and address; undefined when there is none. */
export async function lockSampleRequest(db: Db, id: number) {
  return typedRow(
    db,
    sampleRequestRow,
    sql`SELECT user_id AS "userId", lang_id AS "langId", status, address FROM sample_request WHERE id = ${id} FOR UPDATE`,
  );
}

/** Records the approval with the sample order it created. */
export async function markApproved(db: Db, id: number, orderId: number, decidedBy: number | null): Promise<void> {
  await db.execute(sql`UPDATE sample_request SET status = 'approved', order_id = ${orderId}, decided_at = now(), decided_by = ${decidedBy} WHERE id = ${id}`);
}

const userIdRow = row({ userId: col.int });

/** Rejects the application if it is pending; its buyer, or undefined when it is not (missing or decided). */
export async function markRejected(db: Db, id: number, reason: string, decidedBy: number | null): Promise<number | undefined> {
  const r = await typedRow(
    db,
    userIdRow,
    sql`UPDATE sample_request SET status = 'rejected', reject_reason = ${reason}, decided_at = now(), decided_by = ${decidedBy}
         WHERE id = ${id} AND status = 'pending' RETURNING user_id AS "userId"`,
  );
  return r?.userId;
}

const existsRow = row({ x: col.int });

/** Whether an application of this id exists. */
export async function sampleExists(db: Db, id: number): Promise<boolean> {
  return (await typedRow(db, existsRow, sql`SELECT 1 AS x FROM sample_request WHERE id = ${id}`)) !== undefined;
}
