import type { Db } from '../../db/client.js';
import { addAvailable, lockSkus } from '../catalog/index.js';
import { applyStockChanges, lockStock } from './stock-queries.js';

// Setting what one warehouse holds of a SKU (ADR 0044): the console's stock count, and tests that
// place stock in particular warehouses. The change is a ledger row, and the SKU's sellable stock
// (sku.stock, the sum of available over warehouses) moves by the same delta in the same
// transaction. Locks in the global order: the SKU row, then its warehouse_stock rows.

export interface SetOnHand {
  warehouseId: number;
  skuId: number;
  /** Units on the shelf after the change. */
  onHand: number;
  reason: 'set' | 'adjust';
  staffId?: number | null;
  note?: string;
}

export type SetOnHandResult = { ok: true; delta: number } | { ok: false; reserved: number } | { ok: false; missing: true };

/**
 * Makes the warehouse hold `onHand` units of the SKU, in the caller's transaction. Refused (nothing
 * changes) below what orders hold reserved there, or when the SKU or the warehouse is unknown or
 * inactive.
 */
export async function setOnHand(tx: Db, input: SetOnHand): Promise<SetOnHandResult> {
  if (!Number.isSafeInteger(input.onHand) || input.onHand < 0) throw new RangeError(`onHand must be a non-negative integer: ${input.onHand}`);
  const locked = await lockSkus(tx, [input.skuId]);
  if (!locked.length) return { ok: false, missing: true };
  const row = (await lockStock(tx, [input.skuId])).find((r) => r.warehouseId === input.warehouseId);
  if (!row) return { ok: false, missing: true };
  if (input.onHand < row.reserved) return { ok: false, reserved: row.reserved };
  const delta = input.onHand - row.onHand;
  if (delta === 0) return { ok: true, delta };
  await applyStockChanges(tx, [
    { warehouseId: input.warehouseId, skuId: input.skuId, onHandDelta: delta, reservedDelta: 0, reason: input.reason, staffId: input.staffId ?? null, note: input.note ?? '' },
  ]);
  // Reserved units are unchanged, so what is available moves by the same delta.
  const short = await addAvailable(tx, [{ skuId: input.skuId, delta }]);
  if (short !== null) throw new Error(`setOnHand: SKU ${input.skuId} would go below zero available (sku.stock out of step with its warehouses)`);
  return { ok: true, delta };
}
