import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

/** Units of one SKU of a product, as an order takes or gives them back. */
export interface StockLine {
  skuId: number;
  /** The SKU's product: its total_stock follows the SKUs' stock. */
  spuId: number;
  quantity: number;
}

/** What an order line gives back: its SKU or product may have been deleted since (null then). */
export interface ReturnedLine {
  skuId: number | null;
  spuId: number | null;
  quantity: number;
}

/** Sums quantities per key, in ascending key order (the order every writer locks rows in); lines without the key are left out. */
function perKey<L extends ReturnedLine>(lines: L[], key: (l: L) => number | null): [number, number][] {
  const sums = new Map<number, number>();
  for (const l of lines) {
    const k = key(l);
    if (k !== null) sums.set(k, (sums.get(k) ?? 0) + l.quantity);
  }
  return [...sums].sort((a, b) => a[0] - b[0]);
}

const idRow = row({ id: col.int });

/**
 * Takes units off stock in the caller's transaction, so they come back if the order fails to
 * commit. The guard: a SKU whose stock would go below zero is not updated, and its id is returned
 * (the caller throws, which rolls back what was taken before it); null when every line was taken.
 * Rows change in id order (SKUs, then products) like every other writer of them, so two orders of
 * the same products wait for each other instead of deadlocking.
 */
export async function takeStock(tx: Db, lines: StockLine[]): Promise<number | null> {
  for (const [skuId, quantity] of perKey(lines, (l) => l.skuId)) {
    const done = await typedRows(tx, idRow, sql`UPDATE sku SET stock = stock - ${quantity} WHERE id = ${skuId} AND stock >= ${quantity} RETURNING id`);
    if (!done.length) return skuId;
  }
  for (const [spuId, quantity] of perKey(lines, (l) => l.spuId)) {
    await tx.execute(sql`UPDATE product SET total_stock = greatest(total_stock - ${quantity}, 0) WHERE id = ${spuId}`);
  }
  return null;
}

/**
 * Gives units back to stock (a cancelled or expired order), in the caller's transaction. Rows are
 * locked in id order first, as takeStock changes them: set-based updates lock in scan order, which
 * could cross an order being placed and deadlock.
 */
export async function returnStock(tx: Db, lines: ReturnedLine[]): Promise<void> {
  const skus = perKey(lines, (l) => l.skuId);
  const products = perKey(lines, (l) => l.spuId);
  const values = (pairs: [number, number][]) => sql.join(pairs.map(([id, q]) => sql`(${id}::int, ${q}::int)`), sql`, `);
  const ids = (pairs: [number, number][]) => sql.join(pairs.map(([id]) => sql`${id}`), sql`, `);
  if (skus.length) await tx.execute(sql`SELECT 1 FROM sku WHERE id IN (${ids(skus)}) ORDER BY id FOR UPDATE`);
  if (products.length) await tx.execute(sql`SELECT 1 FROM product WHERE id IN (${ids(products)}) ORDER BY id FOR UPDATE`);
  if (skus.length) await tx.execute(sql`UPDATE sku s SET stock = s.stock + v.q FROM (VALUES ${values(skus)}) AS v(id, q) WHERE s.id = v.id`);
  if (products.length) await tx.execute(sql`UPDATE product p SET total_stock = p.total_stock + v.q FROM (VALUES ${values(products)}) AS v(id, q) WHERE p.id = v.id`);
}
