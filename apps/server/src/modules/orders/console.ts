import { CODES, STAFF_ORDER_EXPORT_MAX, type Money, type StaffOrderDetail, type StaffOrderPayment, type StaffOrderSearchList, type StaffOrderTimelineEntry } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { companyNames } from '../companies/index.js';
import { orderNotices } from '../notifications/index.js';
import { consoleOrder, eventsWithActors, insertNote, notesOf, searchOrderCount, searchOrderPage, shippingFromCounts, type ListedOrder, type OrderFilters } from './console-queries.js';
import { linesInLanguage } from './lines-in-language.js';
import { shipmentsOf, shippingOf } from './shipments.js';
import { linesOfOrders, orderReturn } from './queries.js';

// The console's orders (issue 27): every order searched and filtered, one order's page, and the
// staff's internal notes. The queues are staff-queue.ts; the moves are actions.ts.

/** Reads an order's payments (payments module, handed over by app.ts: orders may not import it). */
export type OrderPaymentsReader = (db: Db, orderId: number, minorUnits: number) => Promise<StaffOrderPayment[]>;

const notFound = () => new AppError(CODES.NOT_FOUND, 'notFound');

const toRow = (o: ListedOrder, names: Map<number, string>) => ({
  orderNo: o.orderNo,
  status: o.status,
  kind: o.kind,
  delivered: o.delivered,
  buyerEmail: o.email,
  total: { amount: o.total, currency: o.currency, minorUnits: o.minorUnits },
  lineCount: o.lineCount,
  units: o.units,
  createdAt: o.createdAt.toISOString(),
  paymentMethod: o.paymentMethod,
  country: o.country ?? '',
  remark: o.remark.length > 120 ? `${o.remark.slice(0, 119)}…` : o.remark,
  shipping: shippingFromCounts(o),
  companyName: o.companyId === null ? null : (names.get(o.companyId) ?? ''),
});

export async function searchOrders(db: Db, q: OrderFilters & { page: number; pageSize: number }, langId: number): Promise<StaffOrderSearchList> {
  const [items, total] = await Promise.all([searchOrderPage(db, q, q.pageSize, (q.page - 1) * q.pageSize, langId), searchOrderCount(db, q)]);
  const names = await companyNames(db, items.flatMap((o) => (o.companyId === null ? [] : [o.companyId])));
  return { items: items.map((o) => toRow(o, names)), total };
}

/** The filtered orders for the CSV export, page by page (500 at a time), at most STAFF_ORDER_EXPORT_MAX. */
export async function* exportOrders(db: Db, f: OrderFilters, langId: number): AsyncGenerator<ListedOrder[]> {
  const size = 500;
  for (let offset = 0; offset < STAFF_ORDER_EXPORT_MAX; offset += size) {
    const page = await searchOrderPage(db, f, Math.min(size, STAFF_ORDER_EXPORT_MAX - offset), offset, langId);
    if (page.length) yield page;
    if (page.length < size) return;
  }
}

function timeline(events: Awaited<ReturnType<typeof eventsWithActors>>, notes: Awaited<ReturnType<typeof notesOf>>): StaffOrderTimelineEntry[] {
  const entries: StaffOrderTimelineEntry[] = [
    ...events.map((e) => ({ kind: 'event' as const, type: e.type, at: e.at.toISOString(), data: e.data, actor: e.actor, staffName: e.actor === 'staff' ? e.staffName : '' })),
    ...notes.map((n) => ({ kind: 'note' as const, id: n.id, at: n.at.toISOString(), body: n.body, actor: 'staff' as const, staffName: n.staffName })),
  ];
  // Stable: an event and a note of the same instant keep their own order.
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

export async function orderDetail(ctx: RequestContext, orderNo: string, payments: OrderPaymentsReader): Promise<StaffOrderDetail> {
  const { db } = ctx;
  const o = await consoleOrder(db, orderNo, ctx.langId);
  if (!o) throw notFound();
  const m = (amount: number): Money => ({ amount, currency: o.currency, minorUnits: o.minorUnits });
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const [lines, ret, events, notes, paid, notices, shipments, names] = await Promise.all([
    // Named in the staff member's language, as the catalogue names them now (the buyer's copy otherwise).
    linesOfOrders(db, [o.id]).then((ls) => linesInLanguage(ctx, ls, ctx.lang)),
    orderReturn(db, o.id),
    eventsWithActors(db, o.id),
    notesOf(db, o.id),
    payments(db, o.id, o.minorUnits),
    orderNotices(db, ctx.lang, { userId: o.userId, email: o.email }, o.orderNo),
    shipmentsOf(db, [o.id], ctx.langId).then((m) => m.get(o.id) ?? []),
    companyNames(db, o.companyId === null ? [] : [o.companyId]),
  ]);
  return {
    orderNo: o.orderNo,
    status: o.status,
    kind: o.kind,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    shippedAt: iso(o.shippedAt),
    deliveredAt: iso(o.deliveredAt),
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
    deletedAt: iso(o.deletedAt),
    buyer: { email: o.email, name: [o.firstName, o.lastName].filter(Boolean).join(' ') },
    company: o.companyId === null ? null : { id: o.companyId, name: names.get(o.companyId) ?? '' },
    remark: o.remark,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      name: l.name,
      productNo: l.productNo,
      skuId: l.skuId,
      productId: l.productId,
      saleAttr: l.saleAttr,
      image: l.image,
      quantity: l.quantity,
      unitPrice: m(l.unitPrice),
      lineTotal: m(l.lineTotal),
    })),
    amounts: { subtotal: m(o.subtotal), shippingFee: m(o.shippingFee), discount: m(o.discount), tax: m(o.tax), total: m(o.total), taxRateBp: o.taxRateBp, taxKind: o.taxKind },
    couponCode: o.couponCode,
    shippingMethodName: o.shippingMethodName,
    shippingAddress: o.shippingAddress,
    billingAddress: o.billingAddress,
    paymentMethod: o.paymentMethod,
    carrier: o.carrier,
    trackingNo: o.trackingNo,
    // A shipment ships while the order waits to ship (paid), and is marked delivered once it left, until the order closes.
    shipments: shipments.map((p) => ({
      ...p,
      moves: { ship: p.status === 'pending' && o.status === 'to_ship', deliver: p.status === 'shipped' && (o.status === 'to_ship' || o.status === 'to_receive') },
    })),
    shipping: shippingOf(shipments),
    cancelReason: o.cancelReason,
    cancelNote: o.cancelNote,
    returnRequest: ret ? { ...ret, createdAt: ret.createdAt.toISOString() } : null,
    payments: paid,
    notices,
    timeline: timeline(events, notes),
    moves: { ship: o.status === 'to_ship', deliver: o.status === 'to_receive' && o.deliveredAt === null, refund: o.status === 'refunding' },
  };
}

/** Adds a staff member's internal note to an order, audited in the same transaction. */
export async function addOrderNote(ctx: RequestContext, orderNo: string, body: string): Promise<{ id: number; at: string }> {
  const o = await consoleOrder(ctx.db, orderNo, ctx.langId);
  if (!o) throw notFound();
  return inTransaction(ctx, async (tx) => {
    const staffId = tx.staff && tx.staff.staffId > 0 ? tx.staff.staffId : null;
    const note = await insertNote(tx.db, o.id, staffId, body);
    await recordAudit(tx, { action: 'order.note', entityType: 'order', entityId: orderNo, after: { noteId: note.id, body } });
    return { id: note.id, at: note.at.toISOString() };
  });
}
