import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// A SKU's `stock` is what all warehouses together can still sell (on hand − reserved, summed);
// `product.total_stock` sums its SKUs for listing badges. The inventory module keeps the stock per
// warehouse and changes these two in the same transaction, through the functions below (ADR 0044).
// Lock order, shared by every writer of stock: SKU rows in id order, then the inventory's
// warehouse_stock rows in (warehouse, SKU) order, then product rows in id order.

/** A change of a SKU's sellable units (negative: taken by an order). */
export interface AvailableDelta {
  skuId: number;
  delta: number;
}

const idRow = row({ id: col.int });

/** Locks the SKU rows of ids in id order (the first lock every stock writer takes); the ids that exist. */
export async function lockSkus(tx: Db, skuIds: number[]): Promise<number[]> {
  const ids = [...new Set(skuIds)].sort((a, b) => a - b);
  if (!ids.length) return [];
  const found = await typedRows(tx, idRow, sql`SELECT id FROM sku WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY id FOR UPDATE`);
  return found.map((r) => r.id);
}

/**
 * Adds deltas to the SKUs' sellable stock and their products' totals, in the caller's transaction
 * (the SKU rows locked by lockSkus first). A SKU that would go below zero is not changed and its
 * id is returned (the caller throws, which rolls back everything); null when all changed.
 */
export async function addAvailable(tx: Db, deltas: AvailableDelta[]): Promise<number | null> {
  const sums = new Map<number, number>();
  for (const d of deltas) if (d.delta !== 0) sums.set(d.skuId, (sums.get(d.skuId) ?? 0) + d.delta);
  const pairs = [...sums].filter(([, q]) => q !== 0).sort((a, b) => a[0] - b[0]);
  if (!pairs.length) return null;
  const values = sql.join(pairs.map(([id, q]) => sql`(${id}::int, ${q}::int)`), sql`, `);
  // The rows are locked (lockSkus): one statement changes them all; a SKU that would go below
  // zero is left out of it, and the caller rolls back.
  const done = new Set((await typedRows(tx, idRow, sql`UPDATE sku s SET stock = s.stock + v.q FROM (VALUES ${values}) AS v(id, q) WHERE s.id = v.id AND s.stock + v.q >= 0 RETURNING s.id`)).map((r) => r.id));
  const short = pairs.find(([id]) => !done.has(id));
  if (short) return short[0];
  // Products in id order, after the SKUs, like every other writer of them.
  await tx.execute(sql`SELECT 1 FROM product WHERE id IN (SELECT product_id FROM sku WHERE id IN (${sql.join(pairs.map(([id]) => sql`${id}`), sql`, `)})) ORDER BY id FOR UPDATE`);
  await tx.execute(sql`UPDATE product p SET total_stock = greatest(p.total_stock + v.q, 0)
                         FROM (SELECT s.product_id, sum(x.q)::int AS q FROM (VALUES ${values}) AS x(id, q) JOIN sku s ON s.id = x.id GROUP BY s.product_id) v
                        WHERE p.id = v.product_id`);
  return null;
}

const stockRow = row({ skuId: col.int, stock: col.int, productId: col.int });

/** The SKUs' sellable stock as the catalogue keeps it (the consistency check compares it with the warehouses). */
export async function skuStockTotals(db: Db, skuIds?: number[]): Promise<{ skuId: number; stock: number; productId: number }[]> {
  const where = skuIds ? (skuIds.length ? sql`WHERE id IN (${sql.join(skuIds.map((id) => sql`${id}`), sql`, `)})` : sql`WHERE false`) : sql``;
  return typedRows(db, stockRow, sql`SELECT id AS "skuId", stock, product_id AS "productId" FROM sku ${where} ORDER BY id`);
}

const productTotalRow = row({ productId: col.int, totalStock: col.int, skuSum: col.int });

/** Products whose total_stock is not the sum of their SKUs' stock. */
export async function productTotalMismatches(db: Db): Promise<{ productId: number; totalStock: number; skuSum: number }[]> {
  return typedRows(
    db,
    productTotalRow,
    sql`SELECT p.id AS "productId", p.total_stock AS "totalStock", coalesce(s.n, 0)::int AS "skuSum"
          FROM product p LEFT JOIN (SELECT product_id, sum(stock) AS n FROM sku GROUP BY product_id) s ON s.product_id = p.id
         WHERE p.total_stock <> coalesce(s.n, 0) ORDER BY p.id`,
  );
}
