import { sql } from 'drizzle-orm';
import { rows, type Db } from '../src/db/client.js';
import { setOnHand } from '../src/modules/inventory/index.js';
import type { TestContext } from './test-app.js';

// Stock placed in particular warehouses (issue 28), through the inventory's own setOnHand (a ledger
// row each, the SKU's sellable stock kept equal), and read back per warehouse code.

export type StockByWarehouse = Record<string, { onHand: number; reserved: number }>;

/** Makes each named warehouse (by code: SZX, DEL, MUC, TYO) hold `onHand` units of the SKU; unnamed ones keep theirs. */
export async function putStock(ctx: TestContext, skuId: number, byCode: Record<string, number>): Promise<void> {
  const warehouses = await rows<{ id: number; code: string }>(ctx.storage.db, sql`SELECT id, code FROM warehouse`);
  await ctx.storage.db.transaction(async (tx) => {
    for (const [code, onHand] of Object.entries(byCode)) {
      const w = warehouses.find((x) => x.code === code);
      if (!w) throw new Error(`putStock: no warehouse ${code}`);
      const r = await setOnHand(tx as unknown as Db, { warehouseId: Number(w.id), skuId, onHand, reason: 'set', note: 'test' });
      if (!r.ok) throw new Error(`putStock: ${code} refused ${JSON.stringify(r)}`);
    }
  });
}

/** What each warehouse holds of the SKU, by code. */
export async function stockByWarehouse(ctx: TestContext, skuId: number): Promise<StockByWarehouse> {
  const r = await rows<{ code: string; onHand: number; reserved: number }>(
    ctx.storage.db,
    sql`SELECT w.code, s.on_hand AS "onHand", s.reserved FROM warehouse_stock s JOIN warehouse w ON w.id = s.warehouse_id WHERE s.sku_id = ${skuId} ORDER BY w.code`,
  );
  return Object.fromEntries(r.map((x) => [x.code, { onHand: Number(x.onHand), reserved: Number(x.reserved) }]));
}

/** The ledger rows an order wrote, as "reason CODE sku onHandDelta/reservedDelta", in order. */
export async function orderLedger(ctx: TestContext, orderNo: string): Promise<string[]> {
  const r = await rows<{ reason: string; code: string; skuId: number; onHand: number; reserved: number }>(
    ctx.storage.db,
    sql`SELECT l.reason, w.code, l.sku_id AS "skuId", l.on_hand_delta AS "onHand", l.reserved_delta AS reserved
          FROM stock_ledger l JOIN warehouse w ON w.id = l.warehouse_id JOIN shop_order o ON o.id = l.order_id
         WHERE o.order_no = ${orderNo} ORDER BY l.id`,
  );
  return r.map((x) => `${x.reason} ${x.code} ${x.skuId} ${x.onHand}/${x.reserved}`);
}
