import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// Stock per warehouse and its ledger (ADR 0044). Every change of warehouse_stock writes a ledger
// row with the same deltas in the same statement batch; rows are locked in (warehouse, SKU) order,
// after the SKU rows (catalog's lockSkus) and before the products.

const stockRow = row({ warehouseId: col.int, skuId: col.int, onHand: col.int, reserved: col.int });
export type StockRow = z.output<typeof stockRow>;
const lockedRow = row({ warehouseId: col.int, skuId: col.int, onHand: col.int, reserved: col.int, warehouses: col.int });

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

/**
 * Makes sure every active warehouse has a row for the SKUs (existing ones: the caller locked them
 * with catalog's lockSkus, which returns those), then locks the rows in (warehouse, SKU) order and
 * reads them. The insert runs first so that a row created by a concurrent transaction is waited
 * for, not missed.
 */
export async function lockStock(tx: Db, skuIds: number[]): Promise<StockRow[]> {
  const list = [...new Set(skuIds)].sort((a, b) => a - b);
  if (!list.length) return [];
  const select = () =>
    typedRows(
      tx,
      lockedRow,
      sql`SELECT warehouse_id AS "warehouseId", sku_id AS "skuId", on_hand AS "onHand", reserved, (SELECT count(*) FROM warehouse WHERE active)::int AS warehouses
            FROM warehouse_stock WHERE sku_id IN (${ids(list)}) ORDER BY warehouse_id, sku_id FOR UPDATE OF warehouse_stock`,
    );
  // Usually every row exists (the seed, the catalogue's setAvailable and staff changes create them):
  // one statement. A SKU or warehouse without rows gets them first, then the rows are read again.
  const found = await select();
  const strip = (r: z.output<typeof lockedRow>): StockRow => ({ warehouseId: r.warehouseId, skuId: r.skuId, onHand: r.onHand, reserved: r.reserved });
  if (found.length && found.length >= found[0]!.warehouses * list.length) return found.map(strip);
  await tx.execute(sql`INSERT INTO warehouse_stock (warehouse_id, sku_id)
                       SELECT w.id, s.id FROM warehouse w CROSS JOIN unnest(ARRAY[${ids(list)}]::int[]) AS s(id) WHERE w.active
                       ON CONFLICT DO NOTHING`);
  return (await select()).map(strip);
}

/** Stock of SKUs per warehouse, without locks (what buyers and the console read). */
export async function stockOf(db: Db, skuIds: number[]): Promise<StockRow[]> {
  if (!skuIds.length) return [];
  return typedRows(
    db,
    stockRow,
    sql`SELECT warehouse_id AS "warehouseId", sku_id AS "skuId", on_hand AS "onHand", reserved FROM warehouse_stock
         WHERE sku_id IN (${ids([...new Set(skuIds)])}) ORDER BY sku_id, warehouse_id`,
  );
}

/** One change of a warehouse's stock, as it is applied and written to the ledger. */
export interface StockChange {
  warehouseId: number;
  skuId: number;
  onHandDelta: number;
  reservedDelta: number;
  reason: 'seed' | 'set' | 'adjust' | 'transfer' | 'receive' | 'reserve' | 'release' | 'ship' | 'return' | 'catalog';
  orderId?: number | null;
  staffId?: number | null;
  note?: string;
}

/**
 * Applies changes to rows the caller locked, and writes them to the ledger. The table's CHECK
 * (reserved ≥ 0, on hand ≥ reserved) is the last line: a change that breaks it fails the statement
 * and rolls the caller's transaction back; callers check first and answer with a clear message.
 */
export async function applyStockChanges(tx: Db, changes: StockChange[]): Promise<void> {
  const real = changes.filter((c) => c.onHandDelta !== 0 || c.reservedDelta !== 0);
  if (!real.length) return;
  const sorted = [...real].sort((a, b) => a.warehouseId - b.warehouseId || a.skuId - b.skuId);
  const list = sorted.map((c) => ({ w: c.warehouseId, s: c.skuId, dh: c.onHandDelta, dr: c.reservedDelta, reason: c.reason, o: c.orderId ?? null, st: c.staffId ?? null, note: c.note ?? '' }));
  // One statement: the stock rows (summed per row, an UPDATE changes a row once) and their ledger rows.
  await tx.execute(sql`
    WITH v AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS v(w int, s int, dh int, dr int, reason text, o int, st int, note text)),
    changed AS (
      UPDATE warehouse_stock x SET on_hand = x.on_hand + d.dh, reserved = x.reserved + d.dr
        FROM (SELECT w, s, sum(dh)::int AS dh, sum(dr)::int AS dr FROM v GROUP BY w, s) d
       WHERE x.warehouse_id = d.w AND x.sku_id = d.s RETURNING 1)
    INSERT INTO stock_ledger (warehouse_id, sku_id, on_hand_delta, reserved_delta, reason, order_id, staff_id, note)
    SELECT w, s, dh, dr, reason, o, st, note FROM v`);
}

export interface NewAllocation {
  orderId: number;
  shipmentSeq: number;
  warehouseId: number;
  skuId: number;
  quantity: number;
}

export async function insertAllocations(tx: Db, list: NewAllocation[]): Promise<void> {
  if (!list.length) return;
  await tx.execute(sql`INSERT INTO stock_allocation (order_id, shipment_seq, warehouse_id, sku_id, quantity) VALUES
    ${sql.join(list.map((a) => sql`(${a.orderId}, ${a.shipmentSeq}, ${a.warehouseId}, ${a.skuId}, ${a.quantity})`), sql`, `)}`);
}

const allocationRow = row({ id: col.int, orderId: col.int, shipmentSeq: col.int, warehouseId: col.int, skuId: col.int, quantity: col.int, state: col.text });
export type AllocationRow = z.output<typeof allocationRow>;

/** The orders' allocations in `states` (all when omitted), by order, shipment, warehouse, SKU. */
export async function allocationsOf(db: Db, orderIds: number[], states?: string[], shipmentSeq?: number): Promise<AllocationRow[]> {
  if (!orderIds.length) return [];
  return typedRows(
    db,
    allocationRow,
    sql`SELECT id, order_id AS "orderId", shipment_seq AS "shipmentSeq", warehouse_id AS "warehouseId", sku_id AS "skuId", quantity, state
          FROM stock_allocation
         WHERE order_id IN (${ids(orderIds)})
           ${states ? sql`AND state IN (${sql.join(states.map((s) => sql`${s}`), sql`, `)})` : sql``}
           ${shipmentSeq !== undefined ? sql`AND shipment_seq = ${shipmentSeq}` : sql``}
         ORDER BY order_id, shipment_seq, warehouse_id, sku_id, id`,
  );
}

/** Moves allocations from one state to another; only rows still in `from` change (a replay changes nothing). The ids that moved. */
const movedRow = row({ id: col.int });

export async function setAllocationState(tx: Db, allocationIds: number[], from: string, to: string): Promise<number[]> {
  if (!allocationIds.length) return [];
  const moved = await typedRows(
    tx,
    movedRow,
    sql`UPDATE stock_allocation SET state = ${to} WHERE id IN (${ids(allocationIds)}) AND state = ${from} RETURNING id`,
  );
  return moved.map((m) => m.id);
}
