import type { Db } from '../../db/client.js';
import { addAvailable, lockSkus } from '../catalog/index.js';
import { servingWarehouses, transitTimes } from './calendar-queries.js';
import { planParts, shipmentsOf, type Dates, type PlannedLine } from './plan.js';
import { allocationsOf, applyStockChanges, insertAllocations, lockStock, setAllocationState, type StockChange } from './stock-queries.js';

// Orders take stock from specific warehouses and give it back (ADR 0044). Everything runs in the
// caller's transaction, with locks in the one global order: SKU rows by id, then warehouse_stock
// rows by (warehouse, SKU), then products. Two orders for the same SKUs queue on the first lock
// instead of deadlocking, and the second reads what the first left.

export interface ReserveInput {
  orderId: number;
  /** The destination: it decides which warehouses serve the order first. */
  countryId: number | null;
  /** The carrier the dates are computed for; null: no dates. */
  methodId: number | null;
  singleShipment: boolean;
  lines: PlannedLine[];
  /** Staff or the system; written to the ledger. */
  langId: number;
  now?: Date;
}

export interface ReservedShipment {
  seq: number;
  /** Where it leaves from (the nearest of its warehouses for a single shipment). */
  warehouseId: number;
  dates: Dates | null;
}

/**
 * Reserves the order's units in the warehouses that serve its destination, nearest first, taking
 * from further away when the nearest is short. Returns the order's shipments, or the first SKU no
 * set of warehouses has enough of (the caller throws and everything rolls back).
 */
export async function reserveOrderStock(tx: Db, input: ReserveInput): Promise<{ shipments: ReservedShipment[] } | { short: number }> {
  const skuIds = input.lines.map((l) => l.skuId);
  const stock = await lockStock(tx, await lockSkus(tx, skuIds));
  const [serving, transit] = await Promise.all([servingWarehouses(tx, input.langId, input.countryId), transitTimes(tx, input.countryId)]);
  const planned = planParts(input.lines, stock, serving);
  if ('short' in planned) return planned;
  const shipments = shipmentsOf(input.now ?? new Date(), planned.parts, input.methodId, input.singleShipment, serving, transit);

  const changes: StockChange[] = [];
  const allocations = [];
  for (const part of planned.parts) {
    const seq = shipments.find((s) => s.warehouseIds.includes(part.warehouseId))!.seq;
    for (const l of part.lines) {
      changes.push({ warehouseId: part.warehouseId, skuId: l.skuId, onHandDelta: 0, reservedDelta: l.quantity, reason: 'reserve', orderId: input.orderId });
      allocations.push({ orderId: input.orderId, shipmentSeq: seq, warehouseId: part.warehouseId, skuId: l.skuId, quantity: l.quantity });
    }
  }
  await applyStockChanges(tx, changes);
  await insertAllocations(tx, allocations);
  const short = await addAvailable(tx, input.lines.map((l) => ({ skuId: l.skuId, delta: -l.quantity })));
  if (short !== null) return { short };
  return { shipments: shipments.map((s) => ({ seq: s.seq, warehouseId: s.warehouseId, dates: s.dates })) };
}

/**
 * Gives back what orders hold, to the warehouse each unit came from: reserved units become
 * available again (a cancelled or expired order), shipped units come back on hand (a refunded
 * order's goods returned). Allocations already given back are skipped, so a replay changes nothing.
 */
export async function giveBackOrderStock(tx: Db, orderIds: number[], reason: { staffId?: number | null; note?: string } = {}): Promise<void> {
  const open = await allocationsOf(tx, orderIds, ['reserved', 'shipped']);
  if (!open.length) return;
  const skuIds = open.map((a) => a.skuId);
  await lockStock(tx, await lockSkus(tx, skuIds));
  const released = new Set(await setAllocationState(tx, open.filter((a) => a.state === 'reserved').map((a) => a.id), 'reserved', 'released'));
  const returned = new Set(await setAllocationState(tx, open.filter((a) => a.state === 'shipped').map((a) => a.id), 'shipped', 'returned'));
  const changes: StockChange[] = [];
  for (const a of open) {
    const common = { warehouseId: a.warehouseId, skuId: a.skuId, orderId: a.orderId, staffId: reason.staffId ?? null, note: reason.note ?? '' };
    if (released.has(a.id)) changes.push({ ...common, onHandDelta: 0, reservedDelta: -a.quantity, reason: 'release' });
    if (returned.has(a.id)) changes.push({ ...common, onHandDelta: a.quantity, reservedDelta: 0, reason: 'return' });
  }
  await applyStockChanges(tx, changes);
  const back = open.filter((a) => released.has(a.id) || returned.has(a.id));
  await addAvailable(tx, back.map((a) => ({ skuId: a.skuId, delta: a.quantity })));
}

/**
 * A shipment leaves: its reserved units leave the warehouse (on hand and reserved both go down,
 * what is available does not change). Returns false when nothing was reserved for it any more
 * (shipped already, or released), so the caller can answer 409.
 */
export async function shipOrderStock(tx: Db, orderId: number, shipmentSeq: number, staffId: number | null): Promise<boolean> {
  const open = await allocationsOf(tx, [orderId], ['reserved'], shipmentSeq);
  if (!open.length) return false;
  const skuIds = open.map((a) => a.skuId);
  await lockStock(tx, await lockSkus(tx, skuIds));
  const moved = new Set(await setAllocationState(tx, open.map((a) => a.id), 'reserved', 'shipped'));
  await applyStockChanges(
    tx,
    open.filter((a) => moved.has(a.id)).map((a) => ({ warehouseId: a.warehouseId, skuId: a.skuId, onHandDelta: -a.quantity, reservedDelta: -a.quantity, reason: 'ship' as const, orderId, staffId })),
  );
  return moved.size > 0;
}

/**
 * Locks, in the global order, every SKU row and warehouse_stock row an order still holds reserved,
 * before several of its shipments are shipped one by one in the caller's transaction: each
 * shipOrderStock then only re-takes locks it holds, so shipping a whole order cannot lock a lower
 * SKU id after a higher one and deadlock with an order being placed.
 */
export async function lockOrderStock(tx: Db, orderId: number): Promise<void> {
  const open = await allocationsOf(tx, [orderId], ['reserved']);
  if (!open.length) return;
  const skuIds = open.map((a) => a.skuId);
  await lockSkus(tx, skuIds);
  await lockStock(tx, skuIds);
}
