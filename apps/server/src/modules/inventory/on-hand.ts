import type { Db } from '../../db/client.js';
import { addAvailable, lockSkus } from '../catalog/index.js';
import { applyStockChanges, lockStock, type StockChange, type StockRow } from './stock-queries.js';

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

/** ok: the change in on hand (also of available), with the row before and after; refused: the units orders hold there, or an unknown SKU or warehouse row. */
export type SetOnHandResult = { ok: true; delta: number; before: StockRow; after: StockRow } | { ok: false; reserved: number } | { ok: false; missing: true };

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
  const after = { ...row, onHand: input.onHand };
  if (delta === 0) return { ok: true, delta, before: row, after };
  await applyStockChanges(tx, [
    { warehouseId: input.warehouseId, skuId: input.skuId, onHandDelta: delta, reservedDelta: 0, reason: input.reason, staffId: input.staffId ?? null, note: input.note ?? '' },
  ]);
  // Reserved units are unchanged, so what is available moves by the same delta.
  const short = await addAvailable(tx, [{ skuId: input.skuId, delta }]);
  if (short !== null) throw new Error(`setOnHand: SKU ${input.skuId} would go below zero available (sku.stock out of step with its warehouses)`);
  return { ok: true, delta, before: row, after };
}

/** Why a move or a receipt was not made (nothing changed). */
export type StockRefusal =
  /** No such SKU. */
  | { refused: 'noSku' }
  /** The warehouse has no stock row for the SKU (unknown or inactive). */
  | { refused: 'noWarehouse'; warehouseId: number }
  /** A move takes at most what the source can still sell. */
  | { refused: 'notAvailable'; available: number }
  /** Source and destination are the same warehouse. */
  | { refused: 'sameWarehouse' };

export interface TransferInput {
  fromWarehouseId: number;
  toWarehouseId: number;
  skuId: number;
  /** Units to move (a whole number > 0), at most what the source can still sell. */
  quantity: number;
  staffId?: number | null;
  note?: string;
}

/**
 * Moves units of a SKU from one warehouse's available stock to another's on hand, in the caller's
 * transaction: both rows change under their locks (SKU first, then the stock rows), two 'transfer'
 * ledger rows, the SKU's sellable stock stays as it was. Two moves at once that together exceed
 * the source wait for each other on the SKU's lock; the second sees what the first left.
 */
export async function transferStock(tx: Db, input: TransferInput): Promise<{ ok: true; from: StockRow; to: StockRow } | StockRefusal> {
  const { fromWarehouseId, toWarehouseId, skuId, quantity } = input;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError(`transferStock: quantity must be a whole number > 0, got ${quantity}`);
  if (fromWarehouseId === toWarehouseId) return { refused: 'sameWarehouse' };
  if (!(await lockSkus(tx, [skuId])).length) return { refused: 'noSku' };
  const rows = await lockStock(tx, [skuId]);
  const from = rows.find((r) => r.warehouseId === fromWarehouseId);
  if (!from) return { refused: 'noWarehouse', warehouseId: fromWarehouseId };
  const to = rows.find((r) => r.warehouseId === toWarehouseId);
  if (!to) return { refused: 'noWarehouse', warehouseId: toWarehouseId };
  const available = from.onHand - from.reserved;
  if (quantity > available) return { refused: 'notAvailable', available };
  const base = { skuId, reservedDelta: 0, reason: 'transfer', staffId: input.staffId ?? null, note: input.note ?? '' } as const;
  await applyStockChanges(tx, [
    { ...base, warehouseId: fromWarehouseId, onHandDelta: -quantity },
    { ...base, warehouseId: toWarehouseId, onHandDelta: quantity },
  ]);
  return { ok: true, from: { ...from, onHand: from.onHand - quantity }, to: { ...to, onHand: to.onHand + quantity } };
}

export interface AddOnHandInput {
  warehouseId: number;
  skuId: number;
  /** Units arriving (a whole number > 0). */
  quantity: number;
  reason: Extract<StockChange['reason'], 'receive' | 'adjust'>;
  staffId?: number | null;
  note?: string;
}

/**
 * Adds units to a warehouse's on hand (a delivery received), in the caller's transaction, with its
 * ledger row; the SKU's sellable stock grows by the same number.
 */
export async function addOnHand(tx: Db, input: AddOnHandInput): Promise<{ ok: true; before: StockRow; after: StockRow } | StockRefusal> {
  const { warehouseId, skuId, quantity } = input;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError(`addOnHand: quantity must be a whole number > 0, got ${quantity}`);
  if (!(await lockSkus(tx, [skuId])).length) return { refused: 'noSku' };
  const before = (await lockStock(tx, [skuId])).find((r) => r.warehouseId === warehouseId);
  if (!before) return { refused: 'noWarehouse', warehouseId };
  await applyStockChanges(tx, [{ warehouseId, skuId, onHandDelta: quantity, reservedDelta: 0, reason: input.reason, staffId: input.staffId ?? null, note: input.note ?? '' }]);
  const short = await addAvailable(tx, [{ skuId, delta: quantity }]);
  if (short !== null) throw new Error(`addOnHand: SKU ${skuId} would go below zero available (sku.stock out of step with its warehouses)`);
  return { ok: true, before, after: { ...before, onHand: before.onHand + quantity } };
}
