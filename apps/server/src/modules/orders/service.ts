import { allowedActions, CODES, formatPersonName, ORDER_TABS, type CompanyPermission, type Money, type OrderDetail, type OrderLine, type OrderList, type OrderScope, type OrderShipping, type OrderSummary, type OrderTab } from '@netshop/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assertMayChange, ownedScope, requireCompany } from '../../lib/company-access.js';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { taxName } from '../checkout/index.js';
import { companyNames, memberUserId } from '../companies/index.js';
import { toOrderLine } from './order-line.js';
import { shipmentsOf, shippingOf } from './shipments.js';
import { shippingCounts } from './shipment-moves-queries.js';
import { buyerOrder, buyerOrderDetail, buyerOrderPage, buyerStatusCounts, companyOrders, linesOfOrders, placedByBuyer, orderEvents, orderReturn, payableOrderRow, type OrderRow } from './queries.js';

// Reading orders: the list of /accountCenter/orders (tabs, search, recycle bin) and the detail.
// Every query carries the buyer's scope (lib/company-access.ts ownedScope): their own orders, and
// their company's while they hold orders.read (ADR 0045), so an order number of someone else, of
// another company or a colleague's personal one reads as not found.

export type { OrderRow } from './queries.js';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const money = (o: { currency: string; minorUnits: number }) => (amount: number): Money => ({ amount, currency: o.currency, minorUnits: o.minorUnits });

/** What the buyer may read of orders: their own, and their company's with orders.read. */
const readable = (ctx: RequestContext): SQL => ownedScope(ctx, 'o', 'orders.read');

export function summaryOf(o: OrderRow, lines: OrderLine[], lineCount: number, shipping: OrderShipping | null, company: { names: Map<number, string>; lang: RequestContext['lang'] }, now = Date.now()): OrderSummary {
  const expired = o.payBy.getTime() <= now;
  const forCompany = o.companyId !== null;
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
    purchaseFor: forCompany ? 'company' : 'personal',
    placedBy: forCompany ? { userId: o.userId, name: formatPersonName({ firstName: o.placerFirstName ?? '', lastName: o.placerLastName ?? '' }, company.lang) } : null,
    companyName: forCompany ? (company.names.get(o.companyId!) ?? '') : null,
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

/**
 * Whose orders a list shows: `mine`, the ones the buyer placed (their own, and those they placed
 * for the company they are still a member of); `company`, the company's whoever placed them
 * (orders.read; 403 otherwise), or one member's with `memberId` (a deactivated member's too:
 * their company orders stay the company's).
 */
async function listScope(ctx: RequestContext, q: { scope?: OrderScope; memberId?: number }): Promise<SQL> {
  if (q.scope !== 'company') return placedByBuyer(readable(ctx), buyerId(ctx));
  const companyId = requireCompany(ctx, 'orders.read');
  if (q.memberId === undefined) return companyOrders(companyId);
  // Another company's member (or none) has no orders here.
  return companyOrders(companyId, (await memberUserId(ctx.db, companyId, q.memberId)) ?? null);
}

export async function listOrders(ctx: RequestContext, q: { tab: OrderTab; q?: string; page: number; pageSize: number; deleted: '0' | '1'; scope?: OrderScope; memberId?: number }): Promise<OrderList> {
  const { db } = ctx;
  const scope = await listScope(ctx, q);
  const [list, counts] = await Promise.all([
    buyerOrderPage(db, scope, { statuses: ORDER_TABS[q.tab], deleted: q.deleted === '1', term: q.q?.trim() || undefined, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    buyerStatusCounts(db, scope),
  ]);
  const [lines, shipping, names] = await Promise.all([
    linesOf(db, list, 3),
    shippingCounts(db, list.map((o) => o.id)),
    companyNames(db, list.flatMap((o) => (o.companyId === null ? [] : [o.companyId]))),
  ]);
  const byStatus = new Map(counts.map((c) => [c.status, c.n]));
  const tabCounts: Record<string, number> = {};
  for (const [tab, statuses] of Object.entries(ORDER_TABS)) tabCounts[tab] = statuses.reduce((s, st) => s + (byStatus.get(st) ?? 0), 0);
  return {
    items: list.map((o) => {
      const { total_count: _count, ...order } = o;
      const l = lines.get(o.id) ?? { lines: [], count: 0 };
      return summaryOf(order, l.lines, l.count, shipping.get(o.id) ?? null, { names, lang: ctx.lang });
    }),
    total: list.length ? list[0]!.total_count : 0,
    page: q.page,
    pageSize: q.pageSize,
    counts: tabCounts,
  };
}

/** An order the buyer may read (not purged) with the columns actions need; null when it is not theirs nor their company's. */
export async function findOrder(ctx: RequestContext, orderNo: string, lock = false): Promise<OrderRow | null> {
  return (await buyerOrder(ctx.db, readable(ctx), orderNo, lock)) ?? null;
}

/**
 * An order the buyer may change with `permission`: their own, or their company's while they may
 * place orders for it (a colleague pays, cancels or confirms receipt of it; refused while the
 * company is suspended or closed). 404 for what they cannot read, 403 for a company order
 * without the permission.
 */
export async function orderToChange(ctx: RequestContext, orderNo: string, permission: CompanyPermission = 'orders.place'): Promise<OrderRow> {
  const o = await findOrder(ctx, orderNo);
  if (!o) throw new AppError(CODES.NOT_FOUND, 'notFound');
  assertMayChange(ctx, o, permission);
  return o;
}

/** The order the buyer may pay (theirs, or their company's with orders.place), with what paying it needs; undefined when they cannot read it. */
export async function orderToPay(ctx: RequestContext, orderNo: string) {
  const o = await payableOrderRow(ctx.db, readable(ctx), orderNo);
  if (o) assertMayChange(ctx, o, 'orders.place');
  return o;
}

export async function orderDetail(ctx: RequestContext, orderNo: string): Promise<OrderDetail | null> {
  const { db, lang } = ctx;
  const o = await buyerOrderDetail(db, readable(ctx), orderNo);
  if (!o) return null;
  const id = o.id;
  const [lines, events, r, shipments, names] = await Promise.all([
    linesOf(db, [o]),
    orderEvents(db, id),
    orderReturn(db, id),
    shipmentsOf(db, [id], ctx.langId),
    companyNames(db, o.companyId === null ? [] : [o.companyId]),
  ]);
  const m = money(o);
  const l = lines.get(id) ?? { lines: [], count: 0 };
  const parcels = shipments.get(id) ?? [];
  return {
    ...summaryOf(o, l.lines, l.count, shippingOf(parcels), { names, lang }),
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
