import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// A buyer's latest orders, for whoever talks to them (ADR 0039 look-ups): the chat assistant's
// "order status" answer and what the agent's console knows of the visitor.

const latestOrderRow = row({ orderNo: col.text, status: col.text, createdAt: col.time, deliveredAt: col.time.nullable(), carrier: col.text.nullable(), trackingNo: col.text.nullable() });

/** The buyer's newest order that is not purged, with where its shipping stands; undefined when they have none. */
export async function latestOrderOf(db: Db, userId: number) {
  return typedRow(
    db,
    latestOrderRow,
    sql`SELECT order_no AS "orderNo", status, created_at AS "createdAt", delivered_at AS "deliveredAt", carrier, tracking_no AS "trackingNo"
          FROM shop_order WHERE user_id = ${userId} AND purged_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
}

const recentOrderRow = row({ orderNo: col.text, status: col.text, createdAt: col.time });

/** The buyer's three newest orders (number, status, when), newest first. */
export async function recentOrdersOf(db: Db, userId: number) {
  return typedRows(
    db,
    recentOrderRow,
    sql`SELECT o.order_no AS "orderNo", o.status, o.created_at AS "createdAt" FROM shop_order o WHERE o.user_id = ${userId} ORDER BY o.created_at DESC LIMIT 3`,
  );
}
