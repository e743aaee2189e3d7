import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// What the console's customer page, a personal-data export and an erasure (issue 27, ADR 0041)
// read and change of one buyer's orders. Orders are kept for the books: an erasure only reduces
// their addresses to the country and empties the buyer's free texts.

/**
 * Read view: how many orders each buyer has (the customer list's column). Columns: user_id, orders.
 * Join it: `LEFT JOIN ${buyerOrderCountsView()} oc ON oc.user_id = u.id`.
 */
export const buyerOrderCountsView = () => sql`(SELECT user_id, count(*)::int AS orders FROM shop_order GROUP BY user_id)`;

const buyerIdRow = row({ userId: col.int });

/** The buyer whose order has this number (the customer search by order number); undefined for none. */
export async function buyerOfOrderNo(db: Db, orderNo: string): Promise<number | undefined> {
  return (await typedRow(db, buyerIdRow, sql`SELECT user_id AS "userId" FROM shop_order WHERE order_no = ${orderNo.toUpperCase()}`))?.userId;
}

const orderItem = row({ orderNo: col.text, status: col.text, kind: col.text, total: col.int, currency: col.text, minorUnits: col.int, createdAt: col.time, n: col.int });

/** A buyer's newest orders (up to `limit`) and how many they have in all. */
export async function ordersOfBuyer(db: Db, userId: number, limit: number) {
  const found = await typedRows(
    db,
    orderItem,
    sql`SELECT order_no AS "orderNo", status, kind, total, currency, minor_units AS "minorUnits", created_at AS "createdAt", count(*) OVER ()::int AS n
          FROM shop_order WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
  return {
    total: found[0]?.n ?? (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM shop_order WHERE user_id = ${userId}`))?.n ?? 0,
    items: found.map(({ n: _n, total, currency, minorUnits, createdAt, ...o }) => ({ ...o, total: { amount: total, currency, minorUnits }, createdAt: createdAt.toISOString() })),
  };
}

const countRow = row({ n: col.int });

/** Everything stored of a buyer's orders: each order with its lines, timeline and return (the export). */
export async function exportBuyerOrders(db: Db, userId: number) {
  return {
    orders: await recordRows(
      db,
      sql`SELECT to_jsonb(o) - 'request_hash' - 'idempotency_key'
                 || jsonb_build_object(
                      'lines', coalesce((SELECT jsonb_agg(to_jsonb(l) ORDER BY l.line_no) FROM order_line l WHERE l.order_id = o.id), '[]'::jsonb),
                      'events', coalesce((SELECT jsonb_agg(to_jsonb(e) - 'staff_id' ORDER BY e.at, e.id) FROM order_event e WHERE e.order_id = o.id), '[]'::jsonb),
                      'return', (SELECT to_jsonb(r) FROM order_return r WHERE r.order_id = o.id)) AS r
            FROM shop_order o WHERE o.user_id = ${userId} ORDER BY o.created_at, o.id`,
    ),
  };
}

const ERASED_ADDRESS = JSON.stringify({ firstName: '', lastName: '', city: '', zip: '', phone: '', line1: '', line2: '' });

/**
 * Erasure: the orders stay (amounts, lines, dates, the country shipped to), the addresses keep
 * only their country and region, and the buyer's free texts (remark, return description and
 * photos) go. Running it again changes nothing more.
 */
export async function anonymiseBuyerOrders(db: Db, userId: number): Promise<void> {
  // The address keeps its shape (the order pages read it as an address) with only where it went.
  await db.execute(sql`UPDATE shop_order
                          SET shipping_address = shipping_address || ${ERASED_ADDRESS}::jsonb,
                              billing_address = billing_address || ${ERASED_ADDRESS}::jsonb,
                              remark = ''
                        WHERE user_id = ${userId}`);
  await db.execute(sql`UPDATE order_return SET description = '', photos = '[]'::jsonb WHERE order_id IN (SELECT id FROM shop_order WHERE user_id = ${userId})`);
}
