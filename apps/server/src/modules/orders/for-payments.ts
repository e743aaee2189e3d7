import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// What the payments module reads of orders (index.ts, ADR 0035): payments never names shop_order
// in SQL of its own. Functions that lock take the caller's transaction.

const payable = row({ id: col.int, status: col.text, total: col.int, currency: col.text, minorUnits: col.int, expired: col.bool });

/** A buyer's order by number, with what paying it needs; undefined when it is not theirs or is deleted. */
export async function orderToPay(db: Db, userId: number, orderNo: string) {
  return typedRow(
    db,
    payable,
    sql`SELECT id, status, total, currency, minor_units AS "minorUnits", pay_by <= now() AS expired FROM shop_order
         WHERE user_id = ${userId} AND order_no = ${orderNo} AND purged_at IS NULL AND deleted_at IS NULL`,
  );
}

const state = row({ status: col.text, expired: col.bool });

/** Locks the order row (the lock two concurrent pay clicks queue on) and says whether it can still be paid. */
export async function lockOrderState(tx: Db, orderId: number) {
  return typedRow(tx, state, sql`SELECT status, pay_by <= now() AS expired FROM shop_order WHERE id = ${orderId} FOR UPDATE`);
}

const statusOnly = row({ status: col.text });

/** The order's status now. */
export async function orderStatusById(db: Db, orderId: number): Promise<string | undefined> {
  return (await typedRow(db, statusOnly, sql`SELECT status FROM shop_order WHERE id = ${orderId}`))?.status;
}

const orderRef = row({ id: col.int, userId: col.int, orderNo: col.text, status: col.text });

/** The order a payment belongs to, for its events; `lock` holds the row for the caller's transaction. */
export async function orderRefById(db: Db, orderId: number, lock = false) {
  return typedRow(db, orderRef, sql`SELECT id, user_id AS "userId", order_no AS "orderNo", status FROM shop_order WHERE id = ${orderId} ${lock ? sql`FOR UPDATE` : sql``}`);
}

const idAndStatus = row({ id: col.int, status: col.text });

/** An order by number, whoever's it is (the operator's refund). */
export async function orderByNo(db: Db, orderNo: string) {
  return typedRow(db, idAndStatus, sql`SELECT id, status FROM shop_order WHERE order_no = ${orderNo}`);
}

const idOnly = row({ id: col.int });

/** Of these orders, the ones that can no longer be paid (cancelled, closed or paid). */
export async function ordersNotUnpaid(db: Db, orderIds: number[]): Promise<number[]> {
  if (!orderIds.length) return [];
  const found = await typedRows(db, idOnly, sql`SELECT id FROM shop_order WHERE id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) AND status <> 'unpaid'`);
  return found.map((o) => o.id);
}
