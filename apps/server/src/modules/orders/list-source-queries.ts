import { sql } from 'drizzle-orm';
import { ownedScope } from '../../lib/company-access.js';
import type { RequestContext } from '../../lib/request-context.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// What requisition lists (companies) read of an order for "save as list" (issue 29): the SKUs and
// quantities of an order the buyer may read — their own personal order, or their company's with
// `orders.read` (whoever placed it). Anything else, and a purged order, is not found.

const orderIdRow = row({ id: col.int });
const unitRow = row({ skuId: col.int.nullable(), quantity: col.int });

/** The order's lines (a SKU since deleted is null), or undefined when the buyer may not read it. */
export async function orderUnitsForList(ctx: RequestContext, orderNo: string): Promise<{ skuId: number | null; quantity: number }[] | undefined> {
  const o = await typedRow(ctx.db, orderIdRow, sql`SELECT o.id FROM shop_order o WHERE o.order_no = ${orderNo} AND o.purged_at IS NULL AND ${ownedScope(ctx, 'o', 'orders.read')}`);
  if (!o) return undefined;
  return typedRows(ctx.db, unitRow, sql`SELECT sku_id AS "skuId", quantity FROM order_line WHERE order_id = ${o.id} ORDER BY line_no`);
}
