import type { Db } from '../../db/client.js';
import { productTotalMismatches, skuStockTotals } from '../catalog/index.js';
import { availableBySku, productModels, readOneSnapshot, skuNumbers, stockDifferences, warehouseCodes } from './check-queries.js';

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

/** Every difference the check finds, warehouses' first, then SKUs' and products' totals; empty when stock is consistent. */
export async function stockCheck(db: Db): Promise<StockCheckItem[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One snapshot for every query below (read only: the check never repairs).
    await readOneSnapshot(tx);
    const perWarehouse = await stockDifferences(tx);
    const available = await availableBySku(tx);
    const skuTotals = (await skuStockTotals(tx)).filter((s) => s.stock !== (available.get(s.skuId) ?? 0));
    const products = await productTotalMismatches(tx);

    const codes = await warehouseCodes(tx);
    const skus = await skuNumbers(tx, [...new Set([...perWarehouse.map((d) => d.skuId), ...skuTotals.map((s) => s.skuId)])]);
    const models = await productModels(tx, products.map((p) => p.productId));

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
