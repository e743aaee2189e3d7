import { QUOTATION_MAX_VALID_DAYS, QUOTATION_STATUSES } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { skuNamesView } from '../catalog/index.js';
import { orderShippingView } from '../orders/index.js';

// Every SQL statement of quotations (issue 15) on the module's own tables (quotation,
// quotation_line, with the inquiry they answer; ADR 0035), each answer checked by its row shape.
// The SKUs' names and the accepted quotation's order number come from their owners' read views
// (ADR 0039). Amounts are in the quotation's currency's minor units.

const status = z.enum(QUOTATION_STATUSES);
const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

/** Quotations are dated in the seller's calendar: valid to the end of the day in Shenzhen. */
export const SELLER_TZ = 'Asia/Shanghai';

const quotationRow = row({
  id: col.int,
  version: col.int,
  status,
  currency: col.text,
  minorUnits: col.int,
  subtotal: col.int,
  shippingFee: col.int,
  taxRateBp: col.int,
  tax: col.int,
  total: col.int,
  validUntil: col.time,
  note: col.text,
  createdAt: col.time,
  orderNo: col.text.nullable(),
});

/** The quotations of an inquiry, the latest version first, with the order an accepted one became. */
export async function quotationRows(db: Db, inquiryId: number) {
  return typedRows(
    db,
    quotationRow,
    sql`SELECT q.id, q.version, q.status, q.currency, q.minor_units AS "minorUnits", q.subtotal, q.shipping_fee AS "shippingFee",
               q.tax_rate_bp AS "taxRateBp", q.tax, q.total, q.valid_until AS "validUntil", q.note, q.created_at AS "createdAt", o.order_no AS "orderNo"
          FROM quotation q LEFT JOIN ${orderShippingView()} o ON o.order_id = q.order_id
         WHERE q.inquiry_id = ${inquiryId} ORDER BY q.version DESC`,
  );
}

const quotationLineRow = row({ quotationId: col.int, lineNo: col.int, skuId: col.int, spuId: col.int.nullable(), productNo: col.text.nullable(), name: col.text.nullable(), quantity: col.int, unitPrice: col.int });

/** The lines of these quotations in order, each SKU with its product and name in the language (null for a SKU that is gone). */
export async function quotationLineRows(db: Db, langId: number, quotationIds: number[]) {
  return typedRows(
    db,
    quotationLineRow,
    sql`SELECT l.quotation_id AS "quotationId", l.line_no AS "lineNo", l.sku_id AS "skuId", s.product_id AS "spuId", s.product_no AS "productNo",
               s.name, l.quantity, l.unit_price AS "unitPrice"
          FROM quotation_line l LEFT JOIN ${skuNamesView(langId)} s ON s.sku_id = l.sku_id
         WHERE l.quotation_id IN (${ids(quotationIds)})
         ORDER BY l.quotation_id, l.line_no`,
  );
}

const requestedLineRow = row({ skuId: col.int, spuId: col.int.nullable(), productNo: col.text, name: col.text, quantity: col.int });

/** The lines a cart's quote request asked a price for, in their order, named in the language ('' for a SKU that is gone). */
export async function requestedLineRows(db: Db, langId: number, inquiryId: number) {
  return typedRows(
    db,
    requestedLineRow,
    sql`SELECT (x.value->>'skuId')::int AS "skuId", s.product_id AS "spuId", coalesce(s.product_no, '') AS "productNo",
               coalesce(s.name, '') AS name, (x.value->>'quantity')::int AS quantity
          FROM inquiry i CROSS JOIN LATERAL jsonb_array_elements(i.lines) WITH ORDINALITY AS x(value, n)
          LEFT JOIN ${skuNamesView(langId)} s ON s.sku_id = (x.value->>'skuId')::int
         WHERE i.id = ${inquiryId} ORDER BY x.n`,
  );
}

const skuIdRow = row({ skuId: col.int });

/** Up to 20 SKUs whose product number contains `q`, an exact match first. */
export async function skuIdsByProductNo(db: Db, langId: number, q: string): Promise<number[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = await typedRows(
    db,
    skuIdRow,
    sql`SELECT s.sku_id AS "skuId" FROM ${skuNamesView(langId)} s
         WHERE s.product_no ILIKE ${like} ORDER BY (s.product_no ILIKE ${q}) DESC, s.product_no LIMIT 20`,
  );
  return found.map((s) => s.skuId);
}

const inquiryForQuotationRow = row({ id: col.int, inquiryNo: col.text, userId: col.int.nullable(), email: col.text, langId: col.int, status: col.text });

/** An inquiry locked for a new quotation: who to tell, in which language, and its status; undefined when there is none. */
export async function lockInquiryForQuotation(db: Db, inquiryId: number) {
  return typedRow(
    db,
    inquiryForQuotationRow,
    sql`SELECT id, inquiry_no AS "inquiryNo", user_id AS "userId", email, lang_id AS "langId", status FROM inquiry WHERE id = ${inquiryId} FOR UPDATE`,
  );
}

const quotationStatusRow = row({ status });

/** The statuses of an inquiry's quotations, locked (an accept running now is seen after it commits). */
export async function lockQuotationStatuses(db: Db, inquiryId: number) {
  return typedRows(db, quotationStatusRow, sql`SELECT status FROM quotation WHERE inquiry_id = ${inquiryId} ORDER BY id FOR UPDATE`);
}

const latestVersionRow = row({ version: col.int });

/** The inquiry's latest quotation version (the one a superseded acceptance should look at). */
export async function latestVersion(db: Db, inquiryId: number): Promise<number> {
  return (await typedRow(db, latestVersionRow, sql`SELECT coalesce(max(version), 0)::int AS version FROM quotation WHERE inquiry_id = ${inquiryId}`))!.version;
}

const validityRow = row({ until: col.time.nullable(), ok: col.bool.nullable() });

/**
 * The end of the day `date` (YYYY-MM-DD) in Shenzhen, and whether that day is from today to the
 * bound of QUOTATION_MAX_VALID_DAYS there; `until` null (or a thrown error) for no valid date.
 */
export async function validityOf(db: Db, date: string) {
  return typedRow(
    db,
    validityRow,
    sql`SELECT ((${date}::date + 1)::timestamp - interval '1 millisecond') AT TIME ZONE ${SELLER_TZ}::text AS until,
               ${date}::date BETWEEN (now() AT TIME ZONE ${SELLER_TZ}::text)::date AND (now() AT TIME ZONE ${SELLER_TZ}::text)::date + ${QUOTATION_MAX_VALID_DAYS}::int AS ok`,
  );
}

/** The inquiry's active quotation (if any) is superseded by the one being sent. */
export async function supersedeActive(db: Db, inquiryId: number): Promise<void> {
  await db.execute(sql`UPDATE quotation SET status = 'superseded' WHERE inquiry_id = ${inquiryId} AND status = 'active'`);
}

const newQuotationRow = row({ id: col.int, version: col.int });

/** Stores the inquiry's next version (1 for its first); its id and version. */
export async function insertQuotation(
  db: Db,
  inquiryId: number,
  q: { currency: string; minorUnits: number; subtotal: number; shippingFee: number; taxRateBp: number; tax: number; total: number; validUntil: Date; note: string; createdBy: number | null },
) {
  const r = await typedRow(
    db,
    newQuotationRow,
    sql`INSERT INTO quotation (inquiry_id, version, currency, minor_units, subtotal, shipping_fee, tax_rate_bp, tax, total, valid_until, note, created_by)
        SELECT ${inquiryId}, coalesce(max(version), 0) + 1, ${q.currency}, ${q.minorUnits}, ${q.subtotal}, ${q.shippingFee}, ${q.taxRateBp}, ${q.tax}, ${q.total},
               ${q.validUntil.toISOString()}::timestamptz, ${q.note}, ${q.createdBy}
          FROM quotation WHERE inquiry_id = ${inquiryId}
        RETURNING id, version`,
  );
  return r!;
}

/** Stores a quotation's lines, numbered from 1 in their order. */
export async function insertQuotationLines(db: Db, quotationId: number, lines: { skuId: number; quantity: number; unitPrice: number }[]): Promise<void> {
  const values = lines.map((l, n) => sql`(${quotationId}, ${n + 1}, ${l.skuId}, ${l.quantity}, ${l.unitPrice})`);
  await db.execute(sql`INSERT INTO quotation_line (quotation_id, line_no, sku_id, quantity, unit_price) VALUES ${sql.join(values, sql`, `)}`);
}

const quotationOwnersRow = row({ id: col.int, userId: col.int.nullable(), companyId: col.int.nullable(), inquiryStatus: col.text });

/**
 * Locks the inquiry of quotation `id` when `scope` (alias i: the buyer's own, their company's)
 * allows it; its id and owners. The inquiry first, then the quotation: the order a new version
 * takes them in, so the two never deadlock.
 */
export async function lockBuyerQuotationInquiry(db: Db, scope: SQL, id: number) {
  return typedRow(
    db,
    quotationOwnersRow,
    sql`SELECT i.id, i.user_id AS "userId", i.company_id AS "companyId", i.status AS "inquiryStatus" FROM inquiry i JOIN quotation q ON q.inquiry_id = i.id WHERE q.id = ${id} AND ${scope} FOR UPDATE OF i`,
  );
}

const buyerQuotationRow = row({ id: col.int, inquiryId: col.int, status, validUntil: col.time, orderId: col.int.nullable() });

/** Quotation `id` of an inquiry `scope` allows (alias i), locked: its inquiry, status, validity and order; undefined otherwise. */
export async function lockBuyerQuotation(db: Db, scope: SQL, id: number) {
  return typedRow(
    db,
    buyerQuotationRow,
    sql`SELECT q.id, q.inquiry_id AS "inquiryId", q.status, q.valid_until AS "validUntil", q.order_id AS "orderId"
          FROM quotation q JOIN inquiry i ON i.id = q.inquiry_id
         WHERE q.id = ${id} AND ${scope}
           FOR UPDATE OF q`,
  );
}

const quotationHeadRow = row({ version: col.int, currency: col.text, minorUnits: col.int, subtotal: col.int, shippingFee: col.int, taxRateBp: col.int, tax: col.int, total: col.int, inquiryNo: col.text });

/** A quotation's amounts, version and its inquiry's number (the accepted order's remark). */
export async function quotationHead(db: Db, id: number) {
  const r = await typedRow(
    db,
    quotationHeadRow,
    sql`SELECT q.version, q.currency, q.minor_units AS "minorUnits", q.subtotal, q.shipping_fee AS "shippingFee", q.tax_rate_bp AS "taxRateBp", q.tax, q.total, i.inquiry_no AS "inquiryNo"
          FROM quotation q JOIN inquiry i ON i.id = q.inquiry_id WHERE q.id = ${id}`,
  );
  return r!;
}

const quotationLinePriceRow = row({ skuId: col.int, quantity: col.int, unitPrice: col.int });

/** A quotation's lines in order. */
export async function quotationLines(db: Db, id: number) {
  return typedRows(
    db,
    quotationLinePriceRow,
    sql`SELECT sku_id AS "skuId", quantity, unit_price AS "unitPrice" FROM quotation_line WHERE quotation_id = ${id} ORDER BY line_no`,
  );
}

/** Records the acceptance with the order it became. */
export async function markAccepted(db: Db, id: number, orderId: number): Promise<void> {
  await db.execute(sql`UPDATE quotation SET status = 'accepted', order_id = ${orderId} WHERE id = ${id}`);
}

const quotationInquiryRow = row({ inquiryId: col.int, inquiryNo: col.text, userId: col.int.nullable(), name: col.text, company: col.text, email: col.text, phone: col.text });

/** The inquiry a quotation answers, as its PDF prints it (and `ownerId`'s only, when given); undefined when there is none. */
export async function quotationInquiry(db: Db, id: number, ownerId?: number) {
  const owner = ownerId === undefined ? sql`` : sql`AND i.user_id = ${ownerId}`;
  return typedRow(
    db,
    quotationInquiryRow,
    sql`SELECT i.id AS "inquiryId", i.inquiry_no AS "inquiryNo", i.user_id AS "userId", i.name, i.company, i.email, i.phone
          FROM quotation q JOIN inquiry i ON i.id = q.inquiry_id WHERE q.id = ${id} ${owner}`,
  );
}
