import { sql } from 'drizzle-orm';

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
