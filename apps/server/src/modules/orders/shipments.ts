import { CODES, type MessageKey, type OrderShipment, type ShipmentStatus } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { lockOrderStock, shipmentUnits, shipOrderStock, warehouseNames } from '../inventory/index.js';
import { recordEvent } from './events.js';
import { markDelivered, orderNumbered, shippedWith, transitionOrder } from './queries.js';
import { shipmentsOfOrders } from './shipment-queries.js';
import { lockShipments, markShipmentsDelivered, markShipmentsShipped, type LockedShipment } from './shipment-moves-queries.js';
import { lockOrderForShipping, orderLineNames, type ShippingOrder } from './shipment-order-queries.js';

// An order's shipments leave and arrive one by one (issue 28, ADR 0044). Staff ship one shipment
// with its own carrier and tracking number; its reserved units leave their warehouse in the same
// transaction (inventory's shipOrderStock). The order stays to_ship while any shipment waits (the
// pages say "partly shipped", a label derived from the shipments, not a status), becomes
// to_receive when the last leaves, and delivered when every one has arrived. Locks: the order row
// first, then its shipment rows, then the inventory's SKU and warehouse_stock rows.

const notFound = () => new AppError(CODES.NOT_FOUND, 'notFound');
const conflict = (key: MessageKey) => new AppError(CODES.CONFLICT, key);
/** smallint: a larger number names no shipment. */
const SEQ_MAX = 32767;

const staffIdOf = (ctx: RequestContext) => (ctx.staff && ctx.staff.staffId > 0 ? ctx.staff.staffId : null);
/** What an order's shipments count: the cancelled ones never leave. */
const live = (all: LockedShipment[]) => all.filter((s) => s.status !== 'cancelled');

/** "SFP-10G-SR ×2, QSFP-40G-SR4 ×1" and the number of units: what a shipment carries, for its messages. */
async function contentsOf(db: Db, orderId: number): Promise<Map<number, { items: string; units: number }>> {
  const [units, names] = await Promise.all([shipmentUnits(db, [orderId]), orderLineNames(db, [orderId])]);
  const productNo = new Map(names.map((l) => [l.skuId, l.productNo]));
  const out = new Map<number, { items: string; units: number }>();
  for (const u of units) {
    const e = out.get(u.shipmentSeq) ?? { items: '', units: 0 };
    const part = `${productNo.get(u.skuId) ?? `#${u.skuId}`} ×${u.quantity}`;
    out.set(u.shipmentSeq, { items: e.items ? `${e.items}, ${part}` : part, units: e.units + u.quantity });
  }
  return out;
}

/** The audit fields of a shipping move: the order's, and the shipment's when one moved. */
const auditOf = (o: ShippingOrder, s?: { seq: number; status: string; carrier: string | null; trackingNo: string | null }) => ({
  status: o.status,
  carrier: o.carrier,
  trackingNo: o.trackingNo,
  delivered: o.deliveredAt !== null,
  ...(s ? { shipment: s.seq, shipmentStatus: s.status, shipmentCarrier: s.carrier, shipmentTrackingNo: s.trackingNo } : {}),
});

/**
 * Ships the order's pending shipments `seqs` (the order row and shipments locked by the caller):
 * their units leave the warehouses, each is marked shipped, the buyer hears of each, and the order
 * becomes to_receive (with this carrier and tracking number, for older readers) when none waits.
 */
async function shipParts(tx: RequestContext, o: ShippingOrder, all: LockedShipment[], seqs: number[], carrier: string, trackingNo: string): Promise<void> {
  const staffId = staffIdOf(tx);
  // Several shipments: every lock first, in the global order, then each shipment's units.
  if (seqs.length > 1) await lockOrderStock(tx.db, o.id);
  for (const seq of seqs) await shipOrderStock(tx.db, o.id, seq, staffId);
  const moved = await markShipmentsShipped(tx.db, o.id, seqs, carrier, trackingNo);
  const waiting = live(all).filter((s) => s.status === 'pending' && !moved.includes(s.seq)).length;
  if (waiting === 0) {
    const shipped = await transitionOrder(tx.db, orderNumbered(o.orderNo), ['to_ship'], 'to_receive', shippedWith(carrier, trackingNo));
    if (!shipped) throw conflict('orderNotAllowed');
  }
  const of = live(all).length;
  // Everything leaves at once (one shipment, or the whole order in one go): the order's message as
  // before. Otherwise the buyer hears which part left, with what.
  if (moved.length === of) {
    await recordEvent(tx, o, 'shipped', { carrier, trackingNo });
    return;
  }
  const contents = await contentsOf(tx.db, o.id);
  for (const seq of moved) {
    const c = contents.get(seq) ?? { items: '', units: 0 };
    await recordEvent(tx, o, 'shipped', { carrier, trackingNo, seq: String(seq), of: String(of), units: String(c.units), items: c.items }, { messageKey: 'shipmentShipped' });
  }
}

async function lockedOrder(tx: RequestContext, orderNo: string): Promise<ShippingOrder> {
  const o = await lockOrderForShipping(tx.db, orderNo);
  if (!o) throw notFound();
  return o;
}

/** Locks the order and its shipments and finds shipment `seq` (404 when the order has no such shipment). */
async function lockedShipment(tx: RequestContext, orderNo: string, seq: number) {
  const o = await lockedOrder(tx, orderNo);
  if (seq < 1 || seq > SEQ_MAX) throw notFound();
  const all = await lockShipments(tx.db, o.id);
  const s = all.find((x) => x.seq === seq);
  if (!s) throw notFound();
  return { o, all, s };
}

/**
 * Ships one shipment of a paid order. 409 when it left already (a replay changes nothing: no
 * stock moves twice), was cancelled, or the order is not waiting to ship (unpaid, cancelled,
 * refunding); 404 when the order has no such shipment.
 */
export async function shipShipment(ctx: RequestContext, orderNo: string, seq: number, carrier: string, trackingNo: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { o, all, s } = await lockedShipment(tx, orderNo, seq);
    if (s.status === 'cancelled') throw conflict('shipmentCancelled');
    if (s.status !== 'pending') throw conflict('shipmentAlreadyShipped');
    if (o.status !== 'to_ship') throw conflict('orderNotAllowed');
    await shipParts(tx, o, all, [seq], carrier, trackingNo);
    const after = (await lockOrderForShipping(tx.db, orderNo))!;
    await recordAudit(tx, { action: 'order.ship', entityType: 'order', entityId: orderNo, before: auditOf(o, s), after: auditOf(after, { seq, status: 'shipped', carrier, trackingNo }) });
  });
}

/**
 * Marks one shipped shipment delivered. When it was the last, the order reads delivered as a
 * whole-order delivery makes it (the buyer is asked to confirm receipt). 409 when it has not
 * left, arrived already, or the order moved on (cancelled, refunded).
 */
export async function deliverShipment(ctx: RequestContext, orderNo: string, seq: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { o, all, s } = await lockedShipment(tx, orderNo, seq);
    if (s.status === 'delivered') throw conflict('shipmentAlreadyDelivered');
    if (s.status !== 'shipped') throw conflict('shipmentNotShipped');
    if (o.status !== 'to_ship' && o.status !== 'to_receive') throw conflict('orderNotAllowed');
    await markShipmentsDelivered(tx.db, o.id, [seq]);
    const of = live(all).length;
    const waiting = live(all).filter((x) => x.status !== 'delivered' && x.seq !== seq).length;
    const part: Record<string, string> = of > 1 ? { seq: String(seq), of: String(of) } : {};
    if (waiting === 0 && o.status === 'to_receive') {
      const d = await markDelivered(tx.db, orderNo);
      if (d) await recordEvent(tx, o, 'delivered', part);
    } else {
      const c = (await contentsOf(tx.db, o.id)).get(seq);
      await recordEvent(tx, o, 'delivered', { ...part, units: String(c?.units ?? 0), items: c?.items ?? '' }, { messageKey: 'shipmentDelivered' });
    }
    const after = (await lockOrderForShipping(tx.db, orderNo))!;
    await recordAudit(tx, { action: 'order.deliver', entityType: 'order', entityId: orderNo, before: auditOf(o, s), after: auditOf(after, { ...s, status: 'delivered' }) });
  });
}

/**
 * The whole-order ship (the console's and CLI's first way, kept): every shipment still waiting
 * leaves with the same carrier and tracking number. In the caller's transaction, the order row
 * locked. False when the order is not waiting to ship. An order placed before shipments existed
 * has none: then only the order moves, as it always did.
 */
export async function shipWholeOrder(tx: RequestContext, orderNo: string, carrier: string, trackingNo: string): Promise<boolean> {
  const o = await lockOrderForShipping(tx.db, orderNo);
  if (!o || o.status !== 'to_ship') return false;
  const all = await lockShipments(tx.db, o.id);
  const pending = all.filter((s) => s.status === 'pending').map((s) => s.seq);
  if (!all.length || !pending.length) {
    const moved = await transitionOrder(tx.db, orderNumbered(orderNo), ['to_ship'], 'to_receive', shippedWith(carrier, trackingNo));
    if (moved) await recordEvent(tx, moved, 'shipped', { carrier, trackingNo });
    return moved !== undefined;
  }
  await shipParts(tx, o, all, pending, carrier, trackingNo);
  return true;
}

/** The whole-order delivery: the order reads delivered and so does every shipment that left. In the caller's transaction. */
export async function deliverWholeOrder(tx: RequestContext, orderNo: string): Promise<boolean> {
  const o = await markDelivered(tx.db, orderNo);
  if (!o) return false;
  const shipped = (await lockShipments(tx.db, o.id)).filter((s) => s.status === 'shipped').map((s) => s.seq);
  await markShipmentsDelivered(tx.db, o.id, shipped);
  await recordEvent(tx, o, 'delivered');
  return true;
}

/** The orders' shipments as the buyer's and the console's order pages show them, the warehouse named in `langId`. */
export async function shipmentsOf(db: Db, orderIds: number[], langId: number): Promise<Map<number, OrderShipment[]>> {
  const out = new Map<number, OrderShipment[]>();
  const rows = await shipmentsOfOrders(db, orderIds);
  if (!rows.length) return out;
  const [units, lines, names] = await Promise.all([shipmentUnits(db, orderIds), orderLineNames(db, orderIds), warehouseNames(db, langId, rows.map((r) => r.warehouseId))]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  for (const r of rows) {
    const carried = units.filter((u) => u.orderId === r.orderId && u.shipmentSeq === r.seq);
    const list = out.get(r.orderId) ?? [];
    list.push({
      seq: r.seq,
      status: r.status as ShipmentStatus,
      warehouseName: names.get(r.warehouseId) ?? '',
      carrier: r.carrier,
      trackingNo: r.trackingNo,
      arrivesFrom: r.arrivesFrom,
      arrivesBy: r.arrivesBy,
      shippedAt: iso(r.shippedAt),
      deliveredAt: iso(r.deliveredAt),
      lines: carried.map((u) => {
        const l = lines.find((x) => x.orderId === r.orderId && x.skuId === u.skuId);
        return { lineNo: l?.lineNo ?? null, productNo: l?.productNo ?? '', name: l?.name ?? '', quantity: u.quantity };
      }),
    });
    out.set(r.orderId, list);
  }
  return out;
}

/** How far an order's shipments are, from its page's list of them; null without shipments. */
export function shippingOf(list: OrderShipment[] | undefined) {
  if (!list?.length) return null;
  const counted = list.filter((s) => s.status !== 'cancelled');
  return { shipped: counted.filter((s) => s.status !== 'pending').length, delivered: counted.filter((s) => s.status === 'delivered').length, total: counted.length };
}
