import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// What other modules read of orders beside their own rows (ADR 0039).

/**
 * Read view: an order's number and where its shipping stands (a sample application shows its
 * order, a quotation the order it became). Columns: order_id, order_no, status, carrier,
 * tracking_no, shipped_at, delivered_at. Join it: `LEFT JOIN ${orderShippingView()} o ON o.order_id = x.order_id`.
 */
export const orderShippingView = () => sql`(SELECT id AS order_id, order_no, status, carrier, tracking_no, shipped_at, delivered_at FROM shop_order)`;

/**
 * Read view: the lines of orders that are not purged, each with whether its buyer received it (a
 * regular order delivered or completed; a free sample is not a purchase), for reviews
 * (docs/product.md#review, ADR 0022: a buyer reviews an order line they received). Columns:
 * order_id, order_no, user_id, created_at (the order's), line_no, product_id, name, image,
 * sale_attr, received. Join it: `FROM ${orderLinesView()} ol LEFT JOIN review rv ON rv.order_id = ol.order_id AND rv.line_no = ol.line_no`.
 */
export const orderLinesView = () =>
  sql`(SELECT o.id AS order_id, o.order_no, o.user_id, o.created_at, l.line_no, l.product_id, l.name, l.image, l.sale_attr,
              (o.kind = 'regular' AND (o.status = 'completed' OR o.delivered_at IS NOT NULL)) AS received
         FROM shop_order o JOIN order_line l ON l.order_id = o.id WHERE o.purged_at IS NULL)`;

/**
 * Read view: how many orders each company has, and when the latest was placed (the console's
 * company page, issue 29). Columns: company_id, orders, last_at.
 * Join it: `LEFT JOIN ${companyOrderCountsView()} oc ON oc.company_id = c.id`.
 */
export const companyOrderCountsView = () =>
  sql`(SELECT company_id, count(*)::int AS orders, max(created_at) AS last_at FROM shop_order WHERE company_id IS NOT NULL GROUP BY company_id)`;

const spendRow = row({ userId: col.int, total: col.int, minorUnits: col.int, rate: col.decimal });

/**
 * A company's orders placed in [from, to) that still count against its spending limits (issue 30,
 * ADR 0046): every status but cancelled and refunded (a partial refund gives nothing back), with
 * the member who placed each, its total and the rate it was priced at (approvals converts them
 * into the company's currency).
 */
export async function companySpendRows(db: Db, companyId: number, from: Date, to: Date) {
  return typedRows(
    db,
    spendRow,
    sql`SELECT user_id AS "userId", total, minor_units AS "minorUnits", rate::text AS rate FROM shop_order
         WHERE company_id = ${companyId} AND created_at >= ${from} AND created_at < ${to} AND status NOT IN ('cancelled', 'refunded')`,
  );
}
