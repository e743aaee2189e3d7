import { ORDER_EVENT_TYPES, ORDER_KINDS, ORDER_STATUSES, orderAddress, type StaffOrderFilterStatus } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { shippingMethodNamesView } from '../checkout/index.js';
import { countryNamesView } from '../site/index.js';
import { staffNamesView } from '../staff/index.js';

// The console's all-orders list, its export and one order's page, in SQL on orders' own tables;
// buyers' e-mails and staff names come through their modules' read views (ADR 0039).

/** The parsed filters (contract staffOrderFilters). */
export interface OrderFilters {
  q?: string | undefined;
  status?: StaffOrderFilterStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  paymentMethod?: string | undefined;
  country?: string | undefined;
  countryId?: number | undefined;
}

/** A LIKE pattern's text: the staff member's % and _ are characters, not wildcards. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const WHOLE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const STATUS_WHERE: Record<StaffOrderFilterStatus, SQL> = {
  unpaid: sql`o.status = 'unpaid'`,
  to_ship: sql`o.status = 'to_ship'`,
  to_receive: sql`o.status = 'to_receive'`,
  delivered: sql`o.status = 'to_receive' AND o.delivered_at IS NOT NULL`,
  completed: sql`o.status = 'completed'`,
  cancelled: sql`o.status = 'cancelled'`,
  refunding: sql`o.status = 'refunding'`,
  refunded: sql`o.status = 'refunded'`,
};

/**
 * The WHERE of the filters. The term matches an order number's start (pattern index), a buyer's
 * e-mail start, a line's product number and the buyer's note anywhere (a PO number written there).
 */
function filtersWhere(f: OrderFilters): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (f.q) {
    const like = escapeLike(f.q);
    // E-mails are stored lower-case: a whole address is looked up by equality (app_user's unique
    // index), a part of one by its start.
    const email = f.q.toLowerCase();
    const byEmail = WHOLE_EMAIL.test(email) ? sql`b.email = ${email}` : sql`b.email LIKE ${`${escapeLike(email)}%`}`;
    parts.push(sql`(o.order_no LIKE ${`${like.toUpperCase()}%`}
      OR o.user_id IN (SELECT b.user_id FROM ${buyerNamesView()} b WHERE ${byEmail})
      OR EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND l.product_no ILIKE ${`%${like}%`})
      OR o.remark ILIKE ${`%${like}%`})`);
  }
  if (f.status) parts.push(STATUS_WHERE[f.status]);
  if (f.from) parts.push(sql`o.created_at >= ${f.from}::date`);
  if (f.to) parts.push(sql`o.created_at < ${f.to}::date + 1`);
  if (f.paymentMethod) parts.push(sql`o.payment_method = ${f.paymentMethod}`);
  if (f.country) parts.push(sql`lower(o.shipping_address->>'country') = ${f.country.toLowerCase()}`);
  // Compared as text: the id inside the stored JSON is never cast, so no stored value can make it fail.
  if (f.countryId) parts.push(sql`o.shipping_address->>'countryId' = ${String(f.countryId)}`);
  return sql.join(parts, sql` AND `);
}

/** How far an order's shipments are (issue 28), for the lists: left (delivered too), arrived, counted (not cancelled), and all of them (0: an order without shipments). */
export const SHIPMENT_COUNTS = sql`(SELECT count(*) FILTER (WHERE s.status IN ('shipped', 'delivered'))::int FROM order_shipment s WHERE s.order_id = o.id) AS "shipmentsShipped",
  (SELECT count(*) FILTER (WHERE s.status = 'delivered')::int FROM order_shipment s WHERE s.order_id = o.id) AS "shipmentsDelivered",
  (SELECT count(*) FILTER (WHERE s.status <> 'cancelled')::int FROM order_shipment s WHERE s.order_id = o.id) AS "shipmentsTotal",
  (SELECT count(*)::int FROM order_shipment s WHERE s.order_id = o.id) AS "shipmentsAll"`;
export const shipmentCountShape = { shipmentsShipped: col.int, shipmentsDelivered: col.int, shipmentsTotal: col.int, shipmentsAll: col.int };
/** The list's shipping summary from SHIPMENT_COUNTS' columns; null for an order without shipments. */
export const shippingFromCounts = (o: { shipmentsShipped: number; shipmentsDelivered: number; shipmentsTotal: number; shipmentsAll: number }) =>
  o.shipmentsAll === 0 ? null : { shipped: o.shipmentsShipped, delivered: o.shipmentsDelivered, total: o.shipmentsTotal };

const listed = row({
  ...shipmentCountShape,
  orderNo: col.text,
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(ORDER_KINDS),
  delivered: col.bool,
  email: col.text,
  companyId: col.int.nullable(),
  total: col.int,
  currency: col.text,
  minorUnits: col.int,
  lineCount: col.int,
  units: col.int,
  createdAt: col.time,
  paymentMethod: col.text.nullable(),
  country: col.text.nullable(),
  remark: col.text,
});
export type ListedOrder = z.output<typeof listed>;

/**
 * The country an order ships to, named in the staff member's language (langId); the order copied
 * the buyer's words, which stay where the country is not known by its id. Compared as text, as the
 * filter below, so no stored value can make it fail.
 */
export const shipCountryIn = (langId: number) =>
  sql`coalesce((SELECT cn.name FROM ${countryNamesView(langId)} cn WHERE cn.country_id::text = o.shipping_address->>'countryId'), o.shipping_address->>'country')`;

/** The shipping method's name in the staff member's language; the order's copy (the buyer's words) where it has none. */
export const shipMethodIn = (langId: number) =>
  sql`coalesce((SELECT sm.name FROM ${shippingMethodNamesView(langId)} sm WHERE sm.method_id = o.shipping_method_id), o.shipping_method_name)`;

const LISTED = (langId: number) => sql`o.order_no AS "orderNo", o.status, o.kind, (o.delivered_at IS NOT NULL) AS delivered, u.email, o.company_id AS "companyId", o.total, o.currency, o.minor_units AS "minorUnits",
  (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id) AS "lineCount",
  (SELECT coalesce(sum(l.quantity), 0)::int FROM order_line l WHERE l.order_id = o.id) AS units,
  o.created_at AS "createdAt", o.payment_method AS "paymentMethod", ${shipCountryIn(langId)} AS country, o.remark,
  ${SHIPMENT_COUNTS}`;

/** A page of every order (purged ones too: they stay the shop's books) matching the filters, newest first. */
export async function searchOrderPage(db: Db, f: OrderFilters, limit: number, offset: number, langId: number) {
  return typedRows(
    db,
    listed,
    sql`SELECT ${LISTED(langId)} FROM shop_order o JOIN ${buyerNamesView()} u ON u.user_id = o.user_id
         WHERE ${filtersWhere(f)} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

const countRow = row({ n: col.int });

/** How many orders match the filters. */
export async function searchOrderCount(db: Db, f: OrderFilters): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM shop_order o WHERE ${filtersWhere(f)}`))!.n;
}

// ---- one order ----

const consoleOrderRow = row({
  id: col.int,
  userId: col.int,
  companyId: col.int.nullable(),
  orderNo: col.text,
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(ORDER_KINDS),
  email: col.text,
  firstName: col.text.nullable(),
  lastName: col.text.nullable(),
  currency: col.text,
  minorUnits: col.int,
  subtotal: col.int,
  shippingFee: col.int,
  discount: col.int,
  tax: col.int,
  total: col.int,
  taxRateBp: col.int,
  taxKind: col.text.nullable(),
  couponCode: col.text.nullable(),
  shippingMethodName: col.text,
  shippingAddress: json(orderAddress),
  billingAddress: json(orderAddress),
  remark: col.text,
  paymentMethod: col.text.nullable(),
  carrier: col.text.nullable(),
  trackingNo: col.text.nullable(),
  cancelReason: col.text.nullable(),
  cancelNote: col.text.nullable(),
  createdAt: col.time,
  paidAt: col.time.nullable(),
  shippedAt: col.time.nullable(),
  deliveredAt: col.time.nullable(),
  completedAt: col.time.nullable(),
  cancelledAt: col.time.nullable(),
  deletedAt: col.time.nullable(),
});
export type ConsoleOrderRow = z.output<typeof consoleOrderRow>;

/** Any buyer's order by number with everything the console's order page shows. */
export async function consoleOrder(db: Db, orderNo: string, langId: number) {
  return typedRow(
    db,
    consoleOrderRow,
    sql`SELECT o.id, o.user_id AS "userId", o.company_id AS "companyId", o.order_no AS "orderNo", o.status, o.kind, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
               o.currency, o.minor_units AS "minorUnits", o.subtotal, o.shipping_fee AS "shippingFee", o.discount, o.tax, o.total, o.tax_rate_bp AS "taxRateBp",
               o.tax_kind AS "taxKind", o.coupon_code AS "couponCode", ${shipMethodIn(langId)} AS "shippingMethodName", o.shipping_address AS "shippingAddress",
               o.billing_address AS "billingAddress", o.remark, o.payment_method AS "paymentMethod", o.carrier, o.tracking_no AS "trackingNo",
               o.cancel_reason AS "cancelReason", o.cancel_note AS "cancelNote", o.created_at AS "createdAt", o.paid_at AS "paidAt", o.shipped_at AS "shippedAt",
               o.delivered_at AS "deliveredAt", o.completed_at AS "completedAt", o.cancelled_at AS "cancelledAt", o.deleted_at AS "deletedAt"
          FROM shop_order o JOIN ${buyerNamesView()} u ON u.user_id = o.user_id WHERE o.order_no = ${orderNo}`,
  );
}

const eventWithActorRow = row({
  type: z.enum(ORDER_EVENT_TYPES),
  at: col.time,
  data: json(z.record(z.string(), z.string())),
  actor: z.enum(['buyer', 'staff', 'system']),
  staffName: col.text.nullable(),
});

/** The order's events, oldest first, with who moved it (a staff member by name). */
export async function eventsWithActors(db: Db, orderId: number) {
  return typedRows(
    db,
    eventWithActorRow,
    sql`SELECT e.type, e.at, e.data, e.actor, s.staff_name AS "staffName" FROM order_event e LEFT JOIN ${staffNamesView()} s ON s.staff_id = e.staff_id
         WHERE e.order_id = ${orderId} ORDER BY e.at, e.id`,
  );
}

const noteRow = row({ id: col.int, body: col.text, at: col.time, staffName: col.text.nullable() });

/** The staff's notes on the order, oldest first, with their authors' names. */
export async function notesOf(db: Db, orderId: number) {
  return typedRows(
    db,
    noteRow,
    sql`SELECT n.id, n.body, n.at, s.staff_name AS "staffName" FROM order_note n LEFT JOIN ${staffNamesView()} s ON s.staff_id = n.staff_id
         WHERE n.order_id = ${orderId} ORDER BY n.at, n.id`,
  );
}

const insertedNoteRow = row({ id: col.int, at: col.time });

/** Adds a staff note to the order; staffId null for the operator token. */
export async function insertNote(db: Db, orderId: number, staffId: number | null, body: string) {
  return (await typedRow(db, insertedNoteRow, sql`INSERT INTO order_note (order_id, staff_id, body) VALUES (${orderId}, ${staffId}, ${body}) RETURNING id, at`))!;
}

const orderIdRow = row({ id: col.int, status: z.enum(ORDER_STATUSES), carrier: col.text.nullable(), trackingNo: col.text.nullable(), deliveredAt: col.time.nullable() });

/** An order's id and the fields an audit entry's before/after records, by number; `lock` holds it for the caller's transaction. */
export async function orderAuditState(db: Db, orderNo: string, lock = false) {
  return typedRow(
    db,
    orderIdRow,
    sql`SELECT id, status, carrier, tracking_no AS "trackingNo", delivered_at AS "deliveredAt" FROM shop_order WHERE order_no = ${orderNo} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}
