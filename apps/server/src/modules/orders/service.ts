import { allowedActions, ORDER_TABS, type Money, type OrderKind, type OrderDetail, type OrderEvent, type OrderLine, type OrderList, type OrderStatus, type OrderSummary, type OrderTab } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { taxName } from '../checkout/index.js';

// Reading orders: the list of /accountCenter/orders (tabs, search, recycle bin) and the detail.
// Every query names the buyer, so an order number of someone else reads as not found.

export interface OrderRow {
  id: number;
  orderNo: string;
  userId: number;
  status: OrderStatus;
  kind: OrderKind;
  currency: string;
  minorUnits: number;
  total: number;
  payBy: string | Date;
  createdAt: string | Date;
  deletedAt: string | Date | null;
  deliveredAt: string | Date | null;
}

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
const money = (o: { currency: string; minorUnits: number }) => (amount: number): Money => ({ amount: Number(amount), currency: o.currency, minorUnits: Number(o.minorUnits) });

export function summaryOf(o: OrderRow, lines: OrderLine[], lineCount: number, now = Date.now()): OrderSummary {
  const expired = new Date(o.payBy).getTime() <= now;
  return {
    orderNo: o.orderNo,
    status: o.status,
    kind: o.kind,
    createdAt: iso(o.createdAt)!,
    total: money(o)(o.total),
    lines,
    lineCount,
    payBy: o.status === 'unpaid' ? iso(o.payBy) : null,
    actions: allowedActions({ status: o.status, deleted: o.deletedAt !== null, expired, kind: o.kind }),
    deletedAt: iso(o.deletedAt),
    deliveredAt: iso(o.deliveredAt),
  };
}

const ORDER_COLUMNS = sql`o.id, o.order_no AS "orderNo", o.user_id AS "userId", o.status, o.kind, o.currency, o.minor_units AS "minorUnits", o.total,
  o.pay_by AS "payBy", o.created_at AS "createdAt", o.deleted_at AS "deletedAt", o.delivered_at AS "deliveredAt"`;

async function linesOf(db: Db, orders: { id: number; currency: string; minorUnits: number }[], limitPerOrder?: number): Promise<Map<number, { lines: OrderLine[]; count: number }>> {
  const out = new Map<number, { lines: OrderLine[]; count: number }>();
  if (!orders.length) return out;
  const r = await rows<{ orderId: number; skuId: number | null; productId: number | null; name: string; productNo: string; image: string; saleAttr: string; unitPrice: number; quantity: number; lineTotal: number; n: number; lineNo: number }>(
    db,
    sql`SELECT order_id AS "orderId", sku_id AS "skuId", product_id AS "productId", name, product_no AS "productNo", image, sale_attr AS "saleAttr",
               unit_price AS "unitPrice", quantity, line_total AS "lineTotal", line_no AS "lineNo", count(*) OVER (PARTITION BY order_id)::int AS n
          FROM order_line WHERE order_id IN (${sql.join(orders.map((o) => sql`${o.id}`), sql`, `)}) ORDER BY order_id, line_no`,
  );
  const byId = new Map(orders.map((o) => [Number(o.id), o]));
  for (const l of r) {
    const id = Number(l.orderId);
    const entry = out.get(id) ?? { lines: [], count: Number(l.n) };
    out.set(id, entry);
    if (limitPerOrder && entry.lines.length >= limitPerOrder) continue;
    const m = money(byId.get(id)!);
    entry.lines.push({
      lineNo: Number(l.lineNo),
      skuId: Number(l.skuId ?? 0),
      spuId: Number(l.productId ?? 0),
      name: l.name,
      productNo: l.productNo,
      image: l.image,
      saleAttr: l.saleAttr,
      unitPrice: m(l.unitPrice),
      quantity: Number(l.quantity),
      lineTotal: m(l.lineTotal),
    });
  }
  return out;
}

export async function listOrders(ctx: RequestContext, q: { tab: OrderTab; q?: string; page: number; pageSize: number; deleted: '0' | '1' }): Promise<OrderList> {
  const { db } = ctx;
  const userId = buyerId(ctx);
  const statuses = sql.join(ORDER_TABS[q.tab].map((s) => sql`${s}`), sql`, `);
  const bin = q.deleted === '1' ? sql`o.deleted_at IS NOT NULL` : sql`o.deleted_at IS NULL`;
  const term = q.q?.trim();
  // Order numbers are matched by prefix, product names and numbers anywhere (escaped for LIKE).
  const like = term ? term.replace(/[\\%_]/g, (c) => `\\${c}`) : '';
  const search = term
    ? sql`AND (o.order_no LIKE ${`${like.toUpperCase()}%`} OR EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND (l.name ILIKE ${`%${like}%`} OR l.product_no ILIKE ${`%${like}%`})))`
    : sql``;
  const [list, counts] = await Promise.all([
    rows<OrderRow & { total_count: number }>(
      db,
      sql`SELECT ${ORDER_COLUMNS}, count(*) OVER ()::int AS total_count FROM shop_order o
           WHERE o.user_id = ${userId} AND o.purged_at IS NULL AND ${bin} AND o.status IN (${statuses}) ${search}
           ORDER BY o.created_at DESC, o.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
    ),
    rows<{ status: OrderStatus; n: number }>(
      db,
      sql`SELECT status, count(*)::int AS n FROM shop_order WHERE user_id = ${userId} AND purged_at IS NULL AND deleted_at IS NULL GROUP BY status`,
    ),
  ]);
  const lines = await linesOf(db, list.map((o) => ({ id: Number(o.id), currency: o.currency, minorUnits: o.minorUnits })), 3);
  const byStatus = new Map(counts.map((c) => [c.status, Number(c.n)]));
  const tabCounts: Record<string, number> = {};
  for (const [tab, statuses] of Object.entries(ORDER_TABS)) tabCounts[tab] = statuses.reduce((s, st) => s + (byStatus.get(st) ?? 0), 0);
  return {
    items: list.map((o) => {
      const l = lines.get(Number(o.id)) ?? { lines: [], count: 0 };
      return summaryOf({ ...o, id: Number(o.id) }, l.lines, l.count);
    }),
    total: list.length ? Number(list[0]!.total_count) : 0,
    page: q.page,
    pageSize: q.pageSize,
    counts: tabCounts,
  };
}

/** The buyer's order (not purged) with the columns actions need; null when it is not theirs. */
export async function findOrder(ctx: RequestContext, orderNo: string, lock = false): Promise<OrderRow | null> {
  const [o] = await rows<OrderRow>(
    ctx.db,
    sql`SELECT ${ORDER_COLUMNS} FROM shop_order o WHERE o.user_id = ${buyerId(ctx)} AND o.order_no = ${orderNo} AND o.purged_at IS NULL ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return o ? { ...o, id: Number(o.id), userId: Number(o.userId) } : null;
}

export async function orderDetail(ctx: RequestContext, orderNo: string): Promise<OrderDetail | null> {
  const { db, lang } = ctx;
  const userId = buyerId(ctx);
  const [o] = await rows<
    OrderRow & {
      rate: string; subtotal: number; shippingFee: number; tax: number; taxRateBp: number; taxKind: string | null; discount: number; couponCode: string | null; shippingMethodName: string;
      shippingAddress: unknown; billingAddress: unknown; remark: string; cancelReason: string | null; paymentMethod: string | null; paidAt: string | Date | null;
      carrier: string | null; trackingNo: string | null;
    }
  >(
    db,
    sql`SELECT ${ORDER_COLUMNS}, o.rate::text AS rate, o.subtotal, o.shipping_fee AS "shippingFee", o.tax, o.tax_rate_bp AS "taxRateBp", o.tax_kind AS "taxKind", o.discount,
               o.coupon_code AS "couponCode", o.shipping_method_name AS "shippingMethodName", o.shipping_address AS "shippingAddress",
               o.billing_address AS "billingAddress", o.remark, o.cancel_reason AS "cancelReason", o.payment_method AS "paymentMethod",
               o.paid_at AS "paidAt", o.carrier, o.tracking_no AS "trackingNo"
          FROM shop_order o WHERE o.user_id = ${userId} AND o.order_no = ${orderNo} AND o.purged_at IS NULL`,
  );
  if (!o) return null;
  const id = Number(o.id);
  const [lines, events, ret] = await Promise.all([
    linesOf(db, [{ id, currency: o.currency, minorUnits: o.minorUnits }]),
    rows<{ type: OrderEvent['type']; at: string | Date; data: unknown }>(db, sql`SELECT type, at, data FROM order_event WHERE order_id = ${id} ORDER BY at, id`),
    rows<{ reason: string; description: string; photos: unknown; items: unknown; createdAt: string | Date }>(
      db,
      sql`SELECT reason, description, photos, items, created_at AS "createdAt" FROM order_return WHERE order_id = ${id}`,
    ),
  ]);
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const m = money(o);
  const l = lines.get(id) ?? { lines: [], count: 0 };
  const r = ret[0];
  return {
    ...summaryOf({ ...o, id }, l.lines, l.count),
    currency: o.currency,
    rate: o.rate,
    subtotal: m(o.subtotal),
    shippingFee: m(o.shippingFee),
    tax: m(o.tax),
    taxRateBp: Number(o.taxRateBp),
    taxName: taxName(lang, o.taxKind),
    discount: m(o.discount),
    couponCode: o.couponCode,
    shippingMethod: o.shippingMethodName,
    shippingAddress: json(o.shippingAddress),
    billingAddress: json(o.billingAddress),
    remark: o.remark,
    cancelReason: o.cancelReason,
    paymentMethod: o.paymentMethod,
    paidAt: iso(o.paidAt),
    carrier: o.carrier,
    trackingNo: o.trackingNo,
    events: events.map((e) => ({ type: e.type, at: iso(e.at)!, data: json<Record<string, string>>(e.data) })),
    returnRequest: r ? { reason: r.reason as never, description: r.description, photos: json(r.photos), items: json(r.items), createdAt: iso(r.createdAt)! } : null,
  };
}
