import { sql } from 'drizzle-orm';

// What other modules read of orders beside their own rows (ADR 0039).

/**
 * Read view: an order's number and where its shipping stands (a sample application shows its
 * order, a quotation the order it became). Columns: order_id, order_no, status, carrier,
 * tracking_no, shipped_at, delivered_at. Join it: `LEFT JOIN ${orderShippingView()} o ON o.order_id = x.order_id`.
 */
export const orderShippingView = () => sql`(SELECT id AS order_id, order_no, status, carrier, tracking_no, shipped_at, delivered_at FROM shop_order)`;
