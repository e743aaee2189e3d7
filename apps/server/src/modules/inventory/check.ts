import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';
import { productStockView, productTotalMismatches, skuNamesView, skuStockTotals } from '../catalog/index.js';
import { availableBySku, stockDifferences } from './check-queries.js';

// The whole stock consistency check (issue 28, ADR 0044; `npm run ops -- stock-check`): per
// warehouse and SKU, the stock rows against their ledger and the open orders' allocations
// (stockDifferences), then the catalogue's totals against the warehouses: a SKU's stock is the sum
// of what its warehouses can sell, a product's total the sum of its SKUs. All read in one snapshot,
// so orders placed while it runs cannot show up as a difference.

export type StockCheckKind = 'onHandLedger' | 'reservedLedger' | 'reservedOrders' | 'heldWithoutStock' | 'negative' | 'skuStock' | 'productTotal';

export interface StockCheckItem {
  kind: StockCheckKind;
  /** The warehouse's code; null for the catalogue's totals. */
  warehouseCode: string | null;
  skuId: number | null;
  productId: number | null;
  /** The SKU's product number, or the product's model for a product's total. */
  productNo: string | null;
  /** What the row says. */
  actual: number;
  /** What the ledger, the open orders or the warehouses say it should be. */
  expected: number;
}

const codeRow = row({ id: col.int, code: col.text });
const skuNoRow = row({ skuId: col.int, productNo: col.text, productId: col.int });
const modelRow = row({ productId: col.int, model: col.text });
const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

/** Every difference the check finds, warehouses' first, then SKUs' and products' totals; empty when stock is consistent. */
export async function stockCheck(db: Db): Promise<StockCheckItem[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One snapshot for every query below (read only: the check never repairs).
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    const perWarehouse = await stockDifferences(tx);
    const available = await availableBySku(tx);
    const skuTotals = (await skuStockTotals(tx)).filter((s) => s.stock !== (available.get(s.skuId) ?? 0));
    const products = await productTotalMismatches(tx);

    const codes = new Map((await typedRows(tx, codeRow, sql`SELECT id, code FROM warehouse`)).map((w) => [w.id, w.code]));
    const skuIds = [...new Set([...perWarehouse.map((d) => d.skuId), ...skuTotals.map((s) => s.skuId)])];
    const skus = skuIds.length
      ? new Map((await typedRows(tx, skuNoRow, sql`SELECT v.sku_id AS "skuId", v.product_no AS "productNo", v.product_id AS "productId" FROM ${skuNamesView(1)} v WHERE v.sku_id IN (${ids(skuIds)})`)).map((s) => [s.skuId, s]))
      : new Map<number, z.output<typeof skuNoRow>>();
    const models = products.length
      ? new Map((await typedRows(tx, modelRow, sql`SELECT v.product_id AS "productId", v.model FROM ${productStockView(1)} v WHERE v.product_id IN (${ids(products.map((p) => p.productId))})`)).map((p) => [p.productId, p.model]))
      : new Map<number, string>();

    return [
      ...perWarehouse.map((d) => ({
        kind: d.kind as StockCheckKind,
        warehouseCode: codes.get(d.warehouseId) ?? `#${d.warehouseId}`,
        skuId: d.skuId,
        productId: skus.get(d.skuId)?.productId ?? null,
        productNo: skus.get(d.skuId)?.productNo ?? null,
        actual: d.actual,
        expected: d.expected,
      })),
      ...skuTotals.map((s) => ({
        kind: 'skuStock' as const,
        warehouseCode: null,
        skuId: s.skuId,
        productId: s.productId,
        productNo: skus.get(s.skuId)?.productNo ?? null,
        actual: s.stock,
        expected: available.get(s.skuId) ?? 0,
      })),
      ...products.map((p) => ({
        kind: 'productTotal' as const,
        warehouseCode: null,
        skuId: null,
        productId: p.productId,
        productNo: models.get(p.productId) ?? null,
        actual: p.totalStock,
        expected: p.skuSum,
      })),
    ];
  });
}
