import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';
import { publishedSkusView } from '../catalog/index.js';

// What buyers read of stock per warehouse (issue 28, ADR 0044): the SKUs of published products
// with their stock in each warehouse, and their open incoming stock. No locks: the answer is
// shown, not promised (placing an order plans again with the rows locked).

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

const skuRow = row({ spuId: col.int, skuId: col.int });

/** The SKUs of these products that buyers may see (published products only), in each product's order. */
export async function publishedSkusOf(db: Db, spuIds: number[]): Promise<{ spuId: number; skuId: number }[]> {
  if (!spuIds.length) return [];
  return typedRows(
    db,
    skuRow,
    sql`SELECT s.product_id AS "spuId", s.sku_id AS "skuId" FROM ${publishedSkusView()} s
         WHERE s.product_id IN (${ids(spuIds)}) ORDER BY s.product_id, s.sort, s.sku_id`,
  );
}

const incomingRow = row({ warehouseId: col.int, skuId: col.int, quantity: col.int, expectedOn: col.text });
export type IncomingRow = z.output<typeof incomingRow>;

/** Open incoming stock of the SKUs, earliest expected first. */
export async function openIncomingOf(db: Db, skuIds: number[]): Promise<IncomingRow[]> {
  if (!skuIds.length) return [];
  return typedRows(
    db,
    incomingRow,
    sql`SELECT warehouse_id AS "warehouseId", sku_id AS "skuId", quantity, to_char(expected_on, 'YYYY-MM-DD') AS "expectedOn"
          FROM stock_incoming
         WHERE status = 'open' AND sku_id IN (${ids(skuIds)})
         ORDER BY expected_on, id`,
  );
}
