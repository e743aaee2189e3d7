import { allowedActions, ORDER_TABS, type Money, type OrderDetail, type OrderLine, type OrderList, type OrderShipping, type OrderSummary, type OrderTab } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { taxName } from '../checkout/index.js';
import { toOrderLine } from './order-line.js';
import { shipmentsOf, shippingOf } from './shipments.js';
import { shippingCounts } from './shipment-moves-queries.js';
import { buyerOrder, buyerOrderDetail, buyerOrderPage, buyerStatusCounts, linesOfOrders, orderEvents, orderReturn, type OrderRow } from './queries.js';

// Reading orders: the list of /accountCenter/orders (tabs, search, recycle bin) and the detail.
// Every query names the buyer, so an order number of someone else reads as not found.

export type { OrderRow } from './queries.js';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const money = (o: { currency: string; minorUnits: number }) => (amount: number): Money => ({ amount, currency: o.currency, minorUnits: o.minorUnits });

export function summaryOf(o: OrderRow, lines: OrderLine[], lineCount: number, shipping: OrderShipping | null, now = Date.now()): OrderSummary {
  const expired = o.payBy.getTime() <= now;
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
    shipping,
  };
}

async function linesOf(db: Db, orders: { id: number; currency: string; minorUnits: number }[], limitPerOrder?: number): Promise<Map<number, { lines: OrderLine[]; count: number }>> {
  const out = new Map<number, { lines: OrderLine[]; count: number }>();
  if (!orders.length) return out;
  const r = await linesOfOrders(db, orders.map((o) => o.id));
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const l of r) {
    const id = l.orderId;
    const entry = out.get(id) ?? { lines: [], count: l.n };
    out.set(id, entry);
    if (limitPerOrder && entry.lines.length >= limitPerOrder) continue;
    const m = money(byId.get(id)!);
    entry.lines.push(toOrderLine(l, m));
  }
  return out;
}

export async function listOrders(ctx: RequestContext, q: { tab: OrderTab; q?: string; page: number; pageSize: number; deleted: '0' | '1' }): Promise<OrderList> {
  const { db } = ctx;
  const userId = buyerId(ctx);
  const [list, counts] = await Promise.all([
    buyerOrderPage(db, userId, { statuses: ORDER_TABS[q.tab], deleted: q.deleted === '1', term: q.q?.trim() || undefined, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    buyerStatusCounts(db, userId),
  ]);
  const [lines, shipping] = await Promise.all([linesOf(db, list, 3), shippingCounts(db, list.map((o) => o.id))]);
  const byStatus = new Map(counts.map((c) => [c.status, c.n]));
  const tabCounts: Record<string, number> = {};
  for (const [tab, statuses] of Object.entries(ORDER_TABS)) tabCounts[tab] = statuses.reduce((s, st) => s + (byStatus.get(st) ?? 0), 0);
  return {
    items: list.map((o) => {
      const { total_count: _count, ...order } = o;
      const l = lines.get(o.id) ?? { lines: [], count: 0 };
      return summaryOf(order, l.lines, l.count, shipping.get(o.id) ?? null);
    }),
    total: list.length ? list[0]!.total_count : 0,
    page: q.page,
    pageSize: q.pageSize,
    counts: tabCounts,
  };
}

/** The buyer's order (not purged) with the columns actions need; null when it is not theirs. */
export async function findOrder(ctx: RequestContext, orderNo: string, lock = false): Promise<OrderRow | null> {
  return (await buyerOrder(ctx.db, buyerId(ctx), orderNo, lock)) ?? null;
}

export async function orderDetail(ctx: RequestContext, orderNo: string): Promise<OrderDetail | null> {
  const { db, lang } = ctx;
  const userId = buyerId(ctx);
  const o = await buyerOrderDetail(db, userId, orderNo);
  if (!o) return null;
  const id = o.id;
  const [lines, events, r, shipments] = await Promise.all([linesOf(db, [o]), orderEvents(db, id), orderReturn(db, id), shipmentsOf(db, [id], ctx.langId)]);
  const m = money(o);
  const l = lines.get(id) ?? { lines: [], count: 0 };
  const parcels = shipments.get(id) ?? [];
  return {
    ...summaryOf(o, l.lines, l.count, shippingOf(parcels)),
    currency: o.currency,
    rate: o.rate,
    subtotal: m(o.subtotal),
    shippingFee: m(o.shippingFee),
    tax: m(o.tax),
    taxRateBp: o.taxRateBp,
    taxName: taxName(lang, o.taxKind),
    discount: m(o.discount),
    couponCode: o.couponCode,
    shippingMethod: o.shippingMethodName,
    shippingAddress: o.shippingAddress,
    billingAddress: o.billingAddress,
    remark: o.remark,
    cancelReason: o.cancelReason,
    paymentMethod: o.paymentMethod,
    paidAt: iso(o.paidAt),
    carrier: o.carrier,
    trackingNo: o.trackingNo,
    shipments: parcels,
    events: events.map((e) => ({ type: e.type, at: iso(e.at)!, data: e.data })),
    returnRequest: r ? { reason: r.reason, description: r.description, photos: r.photos, items: r.items, createdAt: iso(r.createdAt)! } : null,
  };
}
