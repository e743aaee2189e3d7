import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// What an order's shipments carry and where they leave from (ADR 0044), for the order pages and
// the shipping mails: the units of each shipment come from the allocations the order took, summed
// over the warehouses of a single shipment.

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

const unitRow = row({ orderId: col.int, shipmentSeq: col.int, skuId: col.int, quantity: col.int });
export type ShipmentUnits = z.output<typeof unitRow>;

/**
 * The units each shipment of the orders carries, per SKU (released units too: a cancelled
 * shipment still says what it would have carried), in order, shipment and SKU order.
 */
export async function shipmentUnits(db: Db, orderIds: number[]): Promise<ShipmentUnits[]> {
  if (!orderIds.length) return [];
  return typedRows(
    db,
    unitRow,
    sql`SELECT order_id AS "orderId", shipment_seq AS "shipmentSeq", sku_id AS "skuId", sum(quantity)::int AS quantity
          FROM stock_allocation WHERE order_id IN (${ids(orderIds)})
         GROUP BY order_id, shipment_seq, sku_id ORDER BY order_id, shipment_seq, sku_id`,
  );
}

const nameRow = row({ warehouseId: col.int, name: col.text });

/** Warehouses' names in a language (English, then Chinese, then the code when it has none); inactive ones too, since an old order still names them. */
export async function warehouseNames(db: Db, langId: number, warehouseIds: number[]): Promise<Map<number, string>> {
  if (!warehouseIds.length) return new Map();
  const name = translated('warehouse_i18n', 'warehouse_id', sql`w.id`, langId, 'wn');
  const found = await typedRows(
    db,
    nameRow,
    sql`SELECT w.id AS "warehouseId", coalesce(${name.pick('name')}, w.code) AS name FROM warehouse w ${name.joins} WHERE w.id IN (${ids([...new Set(warehouseIds)])})`,
  );
  return new Map(found.map((r) => [r.warehouseId, r.name]));
}
