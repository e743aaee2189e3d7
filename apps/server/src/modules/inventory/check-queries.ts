import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';
import { productStockView, skuNamesView } from '../catalog/index.js';

// The stock consistency check (ADR 0044; `npm run ops -- stock-check`): each ledger must add up
// to the stock it describes, and what is reserved must be exactly what open orders hold.

const differenceRow = row({
  kind: col.text,
  warehouseId: col.int,
  skuId: col.int,
  /** What the stock row says. */
  actual: col.int,
  /** What the ledger or the open allocations say it should be. */
  expected: col.int,
});
export type StockDifference = z.output<typeof differenceRow>;

/** Every (warehouse, SKU) whose on hand or reserved disagrees with the ledger, or whose reserved is not its open allocations; negative stock is listed too. */
export async function stockDifferences(db: Db): Promise<StockDifference[]> {
  return typedRows(
    db,
    differenceRow,
    sql`WITH ledger AS (SELECT warehouse_id, sku_id, sum(on_hand_delta)::int AS on_hand, sum(reserved_delta)::int AS reserved FROM stock_ledger GROUP BY warehouse_id, sku_id),
             held AS (SELECT warehouse_id, sku_id, sum(quantity)::int AS q FROM stock_allocation WHERE state = 'reserved' GROUP BY warehouse_id, sku_id),
             stock AS (SELECT x.warehouse_id, x.sku_id, x.on_hand, x.reserved FROM warehouse_stock x)
        SELECT 'onHandLedger' AS kind, s.warehouse_id AS "warehouseId", s.sku_id AS "skuId", s.on_hand AS actual, coalesce(l.on_hand, 0) AS expected
          FROM stock s LEFT JOIN ledger l USING (warehouse_id, sku_id) WHERE s.on_hand <> coalesce(l.on_hand, 0)
        UNION ALL
        SELECT 'reservedLedger', s.warehouse_id, s.sku_id, s.reserved, coalesce(l.reserved, 0)
          FROM stock s LEFT JOIN ledger l USING (warehouse_id, sku_id) WHERE s.reserved <> coalesce(l.reserved, 0)
        UNION ALL
        SELECT 'reservedOrders', s.warehouse_id, s.sku_id, s.reserved, coalesce(h.q, 0)
          FROM stock s LEFT JOIN held h USING (warehouse_id, sku_id) WHERE s.reserved <> coalesce(h.q, 0)
        UNION ALL
        SELECT 'heldWithoutStock', h.warehouse_id, h.sku_id, 0, h.q
          FROM held h WHERE NOT EXISTS (SELECT 1 FROM stock s WHERE s.warehouse_id = h.warehouse_id AND s.sku_id = h.sku_id)
        UNION ALL
        SELECT 'negative', s.warehouse_id, s.sku_id, s.on_hand - s.reserved, 0 FROM stock s WHERE s.on_hand < s.reserved OR s.reserved < 0
        ORDER BY 3, 2, 1`,
  );
}

const sumRow = row({ skuId: col.int, available: col.int });

/** Per SKU, what its warehouses can still sell (on hand − reserved), summed; SKUs without warehouse rows count 0. */
export async function availableBySku(db: Db): Promise<Map<number, number>> {
  const found = await typedRows(db, sumRow, sql`SELECT sku_id AS "skuId", sum(on_hand - reserved)::int AS available FROM warehouse_stock GROUP BY sku_id`);
  return new Map(found.map((r) => [r.skuId, r.available]));
}

/** Makes the caller's transaction one read-only snapshot (its first statement): the check's queries see one moment. */
export async function readOneSnapshot(tx: Db): Promise<void> {
  await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
}

const codeRow = row({ id: col.int, code: col.text });
const skuNoRow = row({ skuId: col.int, productNo: col.text, productId: col.int });
const modelRow = row({ productId: col.int, model: col.text });
const idList = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

/** Every warehouse's code by id (the check names warehouses as operators do). */
export async function warehouseCodes(db: Db): Promise<Map<number, string>> {
  return new Map((await typedRows(db, codeRow, sql`SELECT id, code FROM warehouse`)).map((w) => [w.id, w.code]));
}

/** The SKUs' product numbers and products, through the catalogue's read view. */
export async function skuNumbers(db: Db, skuIds: number[]): Promise<Map<number, { productNo: string; productId: number }>> {
  if (!skuIds.length) return new Map();
  const found = await typedRows(db, skuNoRow, sql`SELECT v.sku_id AS "skuId", v.product_no AS "productNo", v.product_id AS "productId" FROM ${skuNamesView(1)} v WHERE v.sku_id IN (${idList(skuIds)})`);
  return new Map(found.map((s) => [s.skuId, { productNo: s.productNo, productId: s.productId }]));
}

/** The products' models, through the catalogue's read view. */
export async function productModels(db: Db, productIds: number[]): Promise<Map<number, string>> {
  if (!productIds.length) return new Map();
  const found = await typedRows(db, modelRow, sql`SELECT v.product_id AS "productId", v.model FROM ${productStockView(1)} v WHERE v.product_id IN (${idList(productIds)})`);
  return new Map(found.map((p) => [p.productId, p.model]));
}
