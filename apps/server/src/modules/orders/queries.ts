import { ORDER_EVENT_TYPES, ORDER_KINDS, ORDER_STATUSES, orderAddress, RETURN_REASONS, type OrderAddress, type OrderEventType, type OrderStatus } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';

// Every SQL statement of the orders module on its own tables (shop_order, order_line,
// order_event, order_return; ADR 0035), each answer checked by its row shape. Money columns are
// minor units (int8: col.int turns the driver's strings into numbers). The console's queue is in
// staff-queries.ts. Other modules read orders through index.ts: the functions for payments are at
// the end of this file, what invoices reads is shaped in for-invoices.ts.

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);
const status = z.enum(ORDER_STATUSES);
const kind = z.enum(ORDER_KINDS);

// ---- placing an order (place.ts, place-from-lines.ts) ----

const byKey = row({ orderNo: col.text, total: col.int, currency: col.text, minorUnits: col.int, payBy: col.time, requestHash: col.text.nullable(), companyId: col.int.nullable(), status, paymentMethod: col.text.nullable() });

/** The order a buyer's idempotency key created, with the request hash it was created for. */
export async function orderByIdempotencyKey(db: Db, userId: number, key: string) {
  return typedRow(
    db,
    byKey,
    sql`SELECT order_no AS "orderNo", total, currency, minor_units AS "minorUnits", pay_by AS "payBy", request_hash AS "requestHash", company_id AS "companyId", status, payment_method AS "paymentMethod"
        FROM shop_order WHERE user_id = ${userId} AND idempotency_key = ${key}`,
  );
}

const skuUnitsRow = row({ skuId: col.int, q: col.int });

/** Units of each SKU the buyer holds in unpaid orders (ADR 0014's reservation caps). */
export async function unpaidUnitsBySku(tx: Db, userId: number) {
  return typedRows(
    tx,
    skuUnitsRow,
    sql`SELECT l.sku_id AS "skuId", sum(l.quantity)::int AS q FROM order_line l JOIN shop_order o ON o.id = l.order_id
         WHERE o.user_id = ${userId} AND o.status = 'unpaid' AND l.sku_id IS NOT NULL GROUP BY l.sku_id`,
  );
}

/** An order's row as it is placed; amounts in the order's currency, minor units. */
export interface OrderHead {
  kind: 'regular' | 'sample';
  /** Who placed it (the buyer; for a company order the member who placed it). */
  userId: number;
  /** The company it was placed for (ADR 0045); null or absent: the buyer's own. */
  companyId?: number | null;
  idempotencyKey: string;
  requestHash: string | null;
  status: 'unpaid' | 'to_ship';
  /** How a placed-paid order was paid: 'account' for a company's credit account (issue 30); null otherwise. */
  paymentMethod?: string | null;
  currency: { code: string; minorUnits: number; rate: string };
  amounts: { subtotal: number; shippingFee: number; discount: number; tax: number; taxRateBp: number; taxKind: string | null; total: number };
  coupon: { id: number; code: string } | null;
  shippingMethod: { id: number; name: string } | null;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  remark: string;
  langId: number;
  /** Minutes to pay from now; 0 for an order placed already paid (pay_by and paid_at are now). */
  payWithinMinutes: number;
  /** Everything in one parcel (ADR 0044); false: one shipment per warehouse the stock comes from. */
  singleShipment?: boolean;
}

const insertedOrderRow = row({ id: col.int, orderNo: col.text, payBy: col.time });

/** Inserts an order with a new number (YT + UTC date + sequence); its id, number and deadline. */
export async function insertOrder(tx: Db, o: OrderHead) {
  const a = o.amounts;
  const paidAt = o.status === 'unpaid' ? sql`NULL` : sql`now()`;
  const placed = await typedRow(
    tx,
    insertedOrderRow,
    sql`INSERT INTO shop_order (order_no, user_id, company_id, idempotency_key, request_hash, status, kind, currency, minor_units, rate, subtotal, shipping_fee, discount, tax, tax_rate_bp, tax_kind, total,
                                coupon_id, coupon_code, shipping_method_id, shipping_method_name, single_shipment, shipping_address, billing_address, remark, lang_id, pay_by, paid_at, payment_method)
        VALUES ('YT' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || nextval('order_no_seq'), ${o.userId}, ${o.companyId ?? null}, ${o.idempotencyKey}, ${o.requestHash}, ${o.status}, ${o.kind},
                ${o.currency.code}, ${o.currency.minorUnits}, ${o.currency.rate}, ${a.subtotal}, ${a.shippingFee}, ${a.discount}, ${a.tax}, ${a.taxRateBp}, ${a.taxKind}, ${a.total},
                ${o.coupon?.id ?? null}, ${o.coupon?.code ?? null}, ${o.shippingMethod?.id ?? null}, ${o.shippingMethod?.name ?? ''}, ${o.singleShipment ?? false},
                ${JSON.stringify(o.shippingAddress)}::jsonb, ${JSON.stringify(o.billingAddress)}::jsonb, ${o.remark}, ${o.langId},
                now() + make_interval(mins => ${o.payWithinMinutes}), ${paidAt}, ${o.paymentMethod ?? null})
        RETURNING id, order_no AS "orderNo", pay_by AS "payBy"`,
  );
  return placed!;
}

/** A line as the order copies it: names and prices of the moment of purchase. */
export interface NewOrderLine {
  skuId: number;
  spuId: number;
  name: string;
  productNo: string;
  image: string;
  saleAttr: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/** Inserts an order's lines, numbered from 1 in the given order. */
export async function insertOrderLines(tx: Db, orderId: number, lines: NewOrderLine[]): Promise<void> {
  const values = lines.map((l, i) => sql`(${orderId}, ${i + 1}, ${l.skuId}, ${l.spuId}, ${l.name}, ${l.productNo}, ${l.image}, ${l.saleAttr}, ${l.unitPrice}, ${l.quantity}, ${l.lineTotal})`);
  await tx.execute(sql`INSERT INTO order_line (order_id, line_no, sku_id, product_id, name, product_no, image, sale_attr, unit_price, quantity, line_total) VALUES ${sql.join(values, sql`, `)}`);
}

/** Records a state change on the order's timeline, with who made it (staffId null for the operator token and non-staff). */
export async function insertOrderEvent(db: Db, orderId: number, type: OrderEventType, data: Record<string, string>, by: { actor: 'buyer' | 'staff' | 'system'; staffId: number | null }): Promise<void> {
  await db.execute(sql`INSERT INTO order_event (order_id, type, data, actor, staff_id) VALUES (${orderId}, ${type}, ${JSON.stringify(data)}::jsonb, ${by.actor}, ${by.staffId})`);
}

// ---- reading the buyer's orders (service.ts) ----

// Who placed a company order, named beside it (subqueries, so a FOR UPDATE of the order stays plain).
const ORDER_COLUMNS = sql`o.id, o.order_no AS "orderNo", o.user_id AS "userId", o.company_id AS "companyId", o.status, o.kind, o.currency, o.minor_units AS "minorUnits", o.total,
  o.pay_by AS "payBy", o.created_at AS "createdAt", o.deleted_at AS "deletedAt", o.delivered_at AS "deliveredAt",
  (SELECT pb.first_name FROM ${buyerNamesView()} pb WHERE pb.user_id = o.user_id) AS "placerFirstName",
  (SELECT pb.last_name FROM ${buyerNamesView()} pb WHERE pb.user_id = o.user_id) AS "placerLastName"`;
const orderShape = {
  id: col.int,
  orderNo: col.text,
  userId: col.int,
  companyId: col.int.nullable(),
  status,
  kind,
  currency: col.text,
  minorUnits: col.int,
  total: col.int,
  payBy: col.time,
  createdAt: col.time,
  deletedAt: col.time.nullable(),
  deliveredAt: col.time.nullable(),
  placerFirstName: col.text.nullable(),
  placerLastName: col.text.nullable(),
};
const orderRow = row(orderShape);
export type OrderRow = z.output<typeof orderRow>;

const lineRow = row({
  orderId: col.int,
  skuId: col.int.nullable(),
  productId: col.int.nullable(),
  name: col.text,
  productNo: col.text,
  image: col.text,
  saleAttr: col.text,
  unitPrice: col.int,
  quantity: col.int,
  lineTotal: col.int,
  lineNo: col.int,
});

/** The lines of these orders by order and line number, with each order's line count. */
export async function linesOfOrders(db: Db, orderIds: number[]) {
  return typedRows(
    db,
    lineRow.extend({ n: col.int }),
    sql`SELECT order_id AS "orderId", sku_id AS "skuId", product_id AS "productId", name, product_no AS "productNo", image, sale_attr AS "saleAttr",
               unit_price AS "unitPrice", quantity, line_total AS "lineTotal", line_no AS "lineNo", count(*) OVER (PARTITION BY order_id)::int AS n
          FROM order_line WHERE order_id IN (${ids(orderIds)}) ORDER BY order_id, line_no`,
  );
}

/** Scopes of a list (alias o): of what `scope` allows, those `userId` placed. */
export const placedByBuyer = (scope: SQL, userId: number) => sql`${scope} AND o.user_id = ${userId}`;
/** The company's orders, or one member's of them (`userId`); null: a member of no such company, so none. */
export const companyOrders = (companyId: number, userId?: number | null) =>
  userId === null ? sql`FALSE` : userId === undefined ? sql`o.company_id = ${companyId}` : sql`o.company_id = ${companyId} AND o.user_id = ${userId}`;

/**
 * A page of the orders `scope` allows (a condition on alias `o`: the buyer's own, the company's;
 * lib/company-access.ts ownedScope), not purged, in `statuses`, in or out of the recycle bin, newest
 * first; `term` matches order numbers by prefix, line names and product numbers anywhere.
 */
export async function buyerOrderPage(db: Db, scope: SQL, q: { statuses: readonly OrderStatus[]; deleted: boolean; term: string | undefined; limit: number; offset: number }) {
  const bin = q.deleted ? sql`o.deleted_at IS NOT NULL` : sql`o.deleted_at IS NULL`;
  // Escaped for LIKE: a buyer's % or _ is a character, not a wildcard.
  const like = q.term ? q.term.replace(/[\\%_]/g, (c) => `\\${c}`) : '';
  const search = q.term
    ? sql`AND (o.order_no LIKE ${`${like.toUpperCase()}%`} OR EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND (l.name ILIKE ${`%${like}%`} OR l.product_no ILIKE ${`%${like}%`})))`
    : sql``;
  return typedRows(
    db,
    orderRow.extend({ total_count: col.int }),
    sql`SELECT ${ORDER_COLUMNS}, count(*) OVER ()::int AS total_count FROM shop_order o
         WHERE ${scope} AND o.purged_at IS NULL AND ${bin} AND o.status IN (${sql.join(q.statuses.map((s) => sql`${s}`), sql`, `)}) ${search}
         ORDER BY o.created_at DESC, o.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
}

const statusCountRow = row({ status, n: col.int });

/** How many of the orders `scope` allows (outside the bin) are in each status. */
export async function buyerStatusCounts(db: Db, scope: SQL) {
  return typedRows(db, statusCountRow, sql`SELECT o.status, count(*)::int AS n FROM shop_order o WHERE ${scope} AND o.purged_at IS NULL AND o.deleted_at IS NULL GROUP BY o.status`);
}

/** An order `scope` allows (not purged) by number; `lock` holds it for the caller's transaction. */
export async function buyerOrder(db: Db, scope: SQL, orderNo: string, lock = false) {
  return typedRow(db, orderRow, sql`SELECT ${ORDER_COLUMNS} FROM shop_order o WHERE ${scope} AND o.order_no = ${orderNo} AND o.purged_at IS NULL ${lock ? sql`FOR UPDATE` : sql``}`);
}

const detailRow = row({
  ...orderShape,
  rate: col.decimal,
  subtotal: col.int,
  shippingFee: col.int,
  tax: col.int,
  taxRateBp: col.int,
  taxKind: col.text.nullable(),
  discount: col.int,
  couponCode: col.text.nullable(),
  shippingMethodName: col.text,
  shippingAddress: json(orderAddress),
  billingAddress: json(orderAddress),
  remark: col.text,
  cancelReason: col.text.nullable(),
  paymentMethod: col.text.nullable(),
  paidAt: col.time.nullable(),
  carrier: col.text.nullable(),
  trackingNo: col.text.nullable(),
});

/** An order `scope` allows (not purged) by number with everything its page shows. */
export async function buyerOrderDetail(db: Db, scope: SQL, orderNo: string) {
  return typedRow(
    db,
    detailRow,
    sql`SELECT ${ORDER_COLUMNS}, o.rate::text AS rate, o.subtotal, o.shipping_fee AS "shippingFee", o.tax, o.tax_rate_bp AS "taxRateBp", o.tax_kind AS "taxKind", o.discount,
               o.coupon_code AS "couponCode", o.shipping_method_name AS "shippingMethodName", o.shipping_address AS "shippingAddress",
               o.billing_address AS "billingAddress", o.remark, o.cancel_reason AS "cancelReason", o.payment_method AS "paymentMethod",
               o.paid_at AS "paidAt", o.carrier, o.tracking_no AS "trackingNo"
          FROM shop_order o WHERE ${scope} AND o.order_no = ${orderNo} AND o.purged_at IS NULL`,
  );
}

const orderEventRow = row({ type: z.enum(ORDER_EVENT_TYPES), at: col.time, data: json(z.record(z.string(), z.string())) });

/** The order's timeline, oldest first. */
export async function orderEvents(db: Db, orderId: number) {
  return typedRows(
    db,
    orderEventRow,
    sql`SELECT type, at, data FROM order_event WHERE order_id = ${orderId} ORDER BY at, id`,
  );
}

const returnRow = row({
  reason: z.enum(RETURN_REASONS),
  description: col.text,
  photos: json(z.array(z.string())),
  items: json(z.array(z.object({ skuId: z.number().int(), quantity: z.number().int() }))),
  createdAt: col.time,
});

/** The order's return request, if the buyer filed one. */
export async function orderReturn(db: Db, orderId: number) {
  return typedRow(db, returnRow, sql`SELECT reason, description, photos, items, created_at AS "createdAt" FROM order_return WHERE order_id = ${orderId}`);
}

// ---- changing orders (actions.ts, paid.ts, release.ts) ----

const moved = row({ id: col.int, userId: col.int, orderNo: col.text });
export type MovedOrder = z.output<typeof moved>;

/** The order the buyer may change, found first (the WHERE of a buyer's action; actions.ts checks whose it is). */
export const orderWithId = (id: number) => sql`id = ${id}`;
/** Any buyer's order by number (the WHERE of an operator's action). */
export const orderNumbered = (orderNo: string) => sql`order_no = ${orderNo}`;
/** The WHERE of a buyer's action that only a regular (not sample) order allows. */
export const regularOnly = (where: SQL) => sql`${where} AND kind = 'regular'`;

/** Moves an order (not deleted, not purged) from one of `from` to `to`, setting `set` too; undefined when it is in another state. */
export async function transitionOrder(tx: Db, where: SQL, from: readonly OrderStatus[], to: OrderStatus, set: SQL = sql``) {
  return typedRow(
    tx,
    moved,
    sql`UPDATE shop_order SET status = ${to} ${set}
         WHERE ${where} AND status IN (${sql.join(from.map((s) => sql`${s}`), sql`, `)}) AND deleted_at IS NULL AND purged_at IS NULL
         RETURNING id, user_id AS "userId", order_no AS "orderNo"`,
  );
}

/** What a buyer's cancel sets beside the status. */
export const cancelled = (reason: string, note: string) => sql`, cancel_reason = ${reason}, cancel_note = ${note}, cancelled_at = now()`;
/** What confirming receipt sets beside the status. */
export const completedNow = sql`, completed_at = now()`;
/** What shipping sets beside the status. */
export const shippedWith = (carrier: string, trackingNo: string) => sql`, carrier = ${carrier}, tracking_no = ${trackingNo}, shipped_at = now()`;

const orderedUnitRow = row({ skuId: col.int.nullable(), quantity: col.int });

/** The SKUs and quantities an order holds, in line order (a return, a repurchase). */
export async function orderedUnits(db: Db, orderId: number) {
  return typedRows(db, orderedUnitRow, sql`SELECT sku_id AS "skuId", quantity FROM order_line WHERE order_id = ${orderId} ORDER BY line_no`);
}

/** Files (or files again) the return request of an order. */
export async function upsertReturn(tx: Db, orderId: number, r: { reason: string; description: string; items: unknown; photos: string[] }): Promise<void> {
  await tx.execute(
    sql`INSERT INTO order_return (order_id, reason, description, items, photos) VALUES (${orderId}, ${r.reason}, ${r.description}, ${JSON.stringify(r.items)}::jsonb, ${JSON.stringify(r.photos)}::jsonb)
        ON CONFLICT (order_id) DO UPDATE SET reason = excluded.reason, description = excluded.description, items = excluded.items, photos = excluded.photos, created_at = now()`,
  );
}

/** Moves a finished order of the buyer to the recycle bin; undefined when it cannot go there. */
export async function binOrder(tx: Db, orderId: number) {
  return typedRow(
    tx,
    moved,
    sql`UPDATE shop_order SET deleted_at = now() WHERE ${orderWithId(orderId)} AND deleted_at IS NULL AND purged_at IS NULL AND status IN ('completed', 'cancelled', 'refunded')
        RETURNING id, user_id AS "userId", order_no AS "orderNo"`,
  );
}

/** Takes the buyer's order out of the recycle bin (never a cancelled one); undefined when it cannot. */
export async function unbinOrder(tx: Db, orderId: number) {
  return typedRow(
    tx,
    moved,
    sql`UPDATE shop_order SET deleted_at = NULL WHERE ${orderWithId(orderId)} AND deleted_at IS NOT NULL AND purged_at IS NULL AND status <> 'cancelled'
        RETURNING id, user_id AS "userId", order_no AS "orderNo"`,
  );
}

const idRow = row({ id: col.int });

/** Hides an order in the buyer's bin for good; false when it is not there. */
export async function purgeBinnedOrder(db: Db, orderId: number): Promise<boolean> {
  const r = await typedRows(db, idRow, sql`UPDATE shop_order SET purged_at = now() WHERE ${orderWithId(orderId)} AND deleted_at IS NOT NULL AND purged_at IS NULL RETURNING id`);
  return r.length > 0;
}

/** Cancels up to `batch` unpaid orders past their deadline (skipping rows another sweeper holds). */
export async function cancelExpiredUnpaid(tx: Db, reason: string, batch: number) {
  return typedRows(
    tx,
    moved,
    sql`UPDATE shop_order SET status = 'cancelled', cancel_reason = ${reason}, cancelled_at = now()
         WHERE id IN (SELECT id FROM shop_order WHERE status = 'unpaid' AND pay_by <= now() ORDER BY pay_by LIMIT ${batch} FOR UPDATE SKIP LOCKED)
           AND status = 'unpaid'
         RETURNING id, user_id AS "userId", order_no AS "orderNo"`,
  );
}

/** Purges orders that have been in a recycle bin more than `days`; how many. */
export async function purgeOldBins(db: Db, days: number): Promise<number> {
  const r = await typedRows(
    db,
    idRow,
    sql`UPDATE shop_order SET purged_at = now() WHERE deleted_at IS NOT NULL AND purged_at IS NULL AND deleted_at < now() - make_interval(days => ${days}) RETURNING id`,
  );
  return r.length;
}

/** Marks a shipped order delivered (once); undefined when it is not shipped or was marked before. */
export async function markDelivered(tx: Db, orderNo: string) {
  return typedRow(
    tx,
    moved,
    sql`UPDATE shop_order SET delivered_at = now() WHERE ${orderNumbered(orderNo)} AND status = 'to_receive' AND delivered_at IS NULL RETURNING id, user_id AS "userId", order_no AS "orderNo"`,
  );
}

/** Ends an unpaid order's countdown now; false when it is not unpaid. */
export async function endCountdown(db: Db, orderNo: string): Promise<boolean> {
  const r = await typedRows(db, idRow, sql`UPDATE shop_order SET pay_by = now() WHERE ${orderNumbered(orderNo)} AND status = 'unpaid' RETURNING id`);
  return r.length > 0;
}

/**
 * A captured payment moves its order from unpaid to to-ship, in the payment's transaction. False
 * when the order is no longer unpaid (cancelled, closed, or paid by another attempt meanwhile):
 * the payments module refunds that capture.
 */
export async function markOrderPaid(tx: Db, orderId: number, paymentMethod: string): Promise<boolean> {
  const r = await typedRows(
    tx,
    idRow,
    sql`UPDATE shop_order SET status = 'to_ship', paid_at = now(), payment_method = ${paymentMethod} WHERE id = ${orderId} AND status = 'unpaid' RETURNING id`,
  );
  return r.length > 0;
}

// ---- what invoices reads (for-invoices.ts shapes it) ----

const HEAD = sql`o.id, o.order_no AS "orderNo", o.status, o.kind, o.currency, o.minor_units AS "minorUnits", o.total`;
const headShape = { id: col.int, orderNo: col.text, status, kind, currency: col.text, minorUnits: col.int, total: col.int };
const head = row(headShape);

/** The buyer's order (not purged) by number with what an invoice application checks; `lock` holds it. */
export async function buyerOrderHead(db: Db, userId: number, orderNo: string, lock: boolean) {
  return typedRow(db, head, sql`SELECT ${HEAD} FROM shop_order o WHERE o.user_id = ${userId} AND o.order_no = ${orderNo} AND o.purged_at IS NULL ${lock ? sql`FOR UPDATE` : sql``}`);
}

const paidOrderRow = row({ ...headShape, createdAt: col.time, firstLine: col.text.nullable(), lineCount: col.int });

/** The buyer's regular orders in `statuses` with an amount, newest first (at most 200), with their first line's name and line count. */
export async function buyerPaidOrderRows(db: Db, userId: number, statuses: readonly OrderStatus[]) {
  return typedRows(
    db,
    paidOrderRow,
    sql`SELECT ${HEAD}, o.created_at AS "createdAt",
               (SELECT l.name FROM order_line l WHERE l.order_id = o.id ORDER BY l.line_no LIMIT 1) AS "firstLine",
               (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id) AS "lineCount"
          FROM shop_order o
         WHERE o.user_id = ${userId} AND o.purged_at IS NULL AND o.kind = 'regular' AND o.total > 0
           AND o.status IN (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})
         ORDER BY o.created_at DESC, o.id DESC LIMIT 200`,
  );
}

const invoiceOrderRow = row({
  ...headShape,
  createdAt: col.time,
  paidAt: col.time.nullable(),
  deliveredAt: col.time.nullable(),
  subtotal: col.int,
  shippingFee: col.int,
  discount: col.int,
  tax: col.int,
  taxRateBp: col.int,
  taxKind: col.text.nullable(),
});

/** Orders by id with the amounts an invoice prints (any buyer's). */
export async function invoiceOrderRows(db: Db, orderIds: number[]) {
  return typedRows(
    db,
    invoiceOrderRow,
    sql`SELECT ${HEAD}, o.created_at AS "createdAt", o.paid_at AS "paidAt", o.delivered_at AS "deliveredAt", o.subtotal, o.shipping_fee AS "shippingFee", o.discount, o.tax,
               o.tax_rate_bp AS "taxRateBp", o.tax_kind AS "taxKind"
          FROM shop_order o WHERE o.id IN (${ids(orderIds)})`,
  );
}

/** The lines of these orders by order and line number (an invoice's rows). */
export async function invoiceLineRows(db: Db, orderIds: number[]) {
  return typedRows(
    db,
    lineRow,
    sql`SELECT order_id AS "orderId", line_no AS "lineNo", sku_id AS "skuId", product_id AS "productId", name, product_no AS "productNo", image, sale_attr AS "saleAttr",
               unit_price AS "unitPrice", quantity, line_total AS "lineTotal"
          FROM order_line WHERE order_id IN (${ids(orderIds)}) ORDER BY order_id, line_no`,
  );
}

// ---- what payments reads (index.ts, ADR 0035): payments never names shop_order in SQL of its own ----

const payable = row({ id: col.int, userId: col.int, companyId: col.int.nullable(), status: col.text, total: col.int, currency: col.text, minorUnits: col.int, expired: col.bool });

/** An order `scope` allows (alias o) by number, with what paying it needs; undefined when it is not theirs or is deleted. */
export async function payableOrderRow(db: Db, scope: SQL, orderNo: string) {
  return typedRow(
    db,
    payable,
    sql`SELECT o.id, o.user_id AS "userId", o.company_id AS "companyId", o.status, o.total, o.currency, o.minor_units AS "minorUnits", o.pay_by <= now() AS expired FROM shop_order o
         WHERE ${scope} AND o.order_no = ${orderNo} AND o.purged_at IS NULL AND o.deleted_at IS NULL`,
  );
}

const orderStateRow = row({ status: col.text, expired: col.bool });

/** Locks the order row (the lock two concurrent pay clicks queue on) and says whether it can still be paid. */
export async function lockOrderState(tx: Db, orderId: number) {
  return typedRow(tx, orderStateRow, sql`SELECT status, pay_by <= now() AS expired FROM shop_order WHERE id = ${orderId} FOR UPDATE`);
}

const statusRow = row({ status: col.text });

/** The order's status now. */
export async function orderStatusById(db: Db, orderId: number): Promise<string | undefined> {
  return (await typedRow(db, statusRow, sql`SELECT status FROM shop_order WHERE id = ${orderId}`))?.status;
}

const orderRefRow = row({ id: col.int, userId: col.int, orderNo: col.text, status: col.text });

/** The order a payment belongs to, for its events; `lock` holds the row for the caller's transaction. */
export async function orderRefById(db: Db, orderId: number, lock = false) {
  return typedRow(
    db,
    orderRefRow,
    sql`SELECT id, user_id AS "userId", order_no AS "orderNo", status FROM shop_order WHERE id = ${orderId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

const orderIdStatusRow = row({ id: col.int, status: col.text });

/** An order by number, whoever's it is (the operator's refund). */
export async function orderByNo(db: Db, orderNo: string) {
  return typedRow(db, orderIdStatusRow, sql`SELECT id, status FROM shop_order WHERE order_no = ${orderNo}`);
}

/** Of these orders, the ones that can no longer be paid (cancelled, closed or paid). */
export async function ordersNotUnpaid(db: Db, orderIds: number[]): Promise<number[]> {
  if (!orderIds.length) return [];
  const found = await typedRows(db, idRow, sql`SELECT id FROM shop_order WHERE id IN (${ids(orderIds)}) AND status <> 'unpaid'`);
  return found.map((o) => o.id);
}

