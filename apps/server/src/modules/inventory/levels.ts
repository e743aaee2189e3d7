import type { Db } from '../../db/client.js';
import { addAvailable, lockSkus } from '../catalog/index.js';
import { servingWarehouses } from './calendar-queries.js';
import { applyStockChanges, lockStock, type StockChange } from './stock-queries.js';

// Setting a SKU's sellable stock as one number (ADR 0044): the catalogue's SKU editor and import
// still speak of "stock", and tests set it. More units go on hand at the first warehouse; fewer
// come off what is available, furthest warehouse first, never below what orders hold.

export interface LevelReason {
  reason: 'catalog' | 'adjust';
  staffId?: number | null;
  note?: string;
}

/**
 * Makes the SKUs' sellable stock (summed over warehouses) equal `available`, in the caller's
 * transaction. Returns the SKU ids whose target is below what their orders already hold there
 * is nothing to take from (then nothing changed for them).
 */
export async function setAvailable(tx: Db, targets: { skuId: number; available: number }[], why: LevelReason): Promise<number[]> {
  if (!targets.length) return [];
  const skuIds = targets.map((t) => t.skuId);
  const rows = await lockStock(tx, await lockSkus(tx, skuIds));
  const order = (await servingWarehouses(tx, 1, null)).map((w) => w.warehouseId);
  const rank = (id: number) => (order.indexOf(id) < 0 ? order.length : order.indexOf(id));
  const changes: StockChange[] = [];
  const deltas: { skuId: number; delta: number }[] = [];
  const refused: number[] = [];
  for (const t of targets) {
    const mine = rows.filter((r) => r.skuId === t.skuId).sort((a, b) => rank(a.warehouseId) - rank(b.warehouseId));
    if (!mine.length) continue;
    const current = mine.reduce((n, r) => n + r.onHand - r.reserved, 0);
    let delta = t.available - current;
    if (delta === 0) continue;
    if (t.available < 0) {
      refused.push(t.skuId);
      continue;
    }
    deltas.push({ skuId: t.skuId, delta });
    const base = { skuId: t.skuId, reservedDelta: 0, reason: why.reason, staffId: why.staffId ?? null, note: why.note ?? '' } as const;
    if (delta > 0) {
      changes.push({ ...base, warehouseId: mine[0]!.warehouseId, onHandDelta: delta });
      continue;
    }
    for (const r of [...mine].reverse()) {
      if (delta === 0) break;
      const take = Math.min(r.onHand - r.reserved, -delta);
      if (take > 0) {
        changes.push({ ...base, warehouseId: r.warehouseId, onHandDelta: -take });
        delta += take;
      }
    }
  }
  await applyStockChanges(tx, changes);
  await addAvailable(tx, deltas);
  return refused;
}
