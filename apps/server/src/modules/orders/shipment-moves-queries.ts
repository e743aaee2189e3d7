import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// Shipments leaving and arriving (issue 28, ADR 0044). Each change is a conditional UPDATE naming
// the state it leaves, run with the order row locked first, so a replay or two staff members at
// once change a shipment exactly once.

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

const lockedRow = row({ seq: col.int, status: col.text, carrier: col.text.nullable(), trackingNo: col.text.nullable() });
export type LockedShipment = z.output<typeof lockedRow>;

/** The order's shipments, locked for the caller's transaction (after the order row), in seq order. */
export async function lockShipments(tx: Db, orderId: number): Promise<LockedShipment[]> {
  return typedRows(
    tx,
    lockedRow,
    sql`SELECT seq, status, carrier, tracking_no AS "trackingNo" FROM order_shipment WHERE order_id = ${orderId} ORDER BY seq FOR UPDATE`,
  );
}

const seqRow = row({ seq: col.int });

/** Marks pending shipments shipped with a carrier and tracking number; the seqs that moved. */
export async function markShipmentsShipped(tx: Db, orderId: number, seqs: number[], carrier: string, trackingNo: string): Promise<number[]> {
  if (!seqs.length) return [];
  const r = await typedRows(
    tx,
    seqRow,
    sql`UPDATE order_shipment SET status = 'shipped', carrier = ${carrier}, tracking_no = ${trackingNo}, shipped_at = now()
         WHERE order_id = ${orderId} AND seq IN (${ids(seqs)}) AND status = 'pending' RETURNING seq`,
  );
  return r.map((s) => s.seq).sort((a, b) => a - b);
}

/** Marks shipped shipments delivered; the seqs that moved. */
export async function markShipmentsDelivered(tx: Db, orderId: number, seqs: number[]): Promise<number[]> {
  if (!seqs.length) return [];
  const r = await typedRows(
    tx,
    seqRow,
    sql`UPDATE order_shipment SET status = 'delivered', delivered_at = now() WHERE order_id = ${orderId} AND seq IN (${ids(seqs)}) AND status = 'shipped' RETURNING seq`,
  );
  return r.map((s) => s.seq).sort((a, b) => a - b);
}

const countRow = row({ orderId: col.int, shipped: col.int, delivered: col.int, total: col.int });
export type ShippingCount = z.output<typeof countRow>;

/** Per order: its shipments (cancelled ones not counted), how many left (delivered ones too) and how many arrived. Orders without shipments are absent. */
export async function shippingCounts(db: Db, orderIds: number[]): Promise<Map<number, { shipped: number; delivered: number; total: number }>> {
  if (!orderIds.length) return new Map();
  const r = await typedRows(
    db,
    countRow,
    sql`SELECT order_id AS "orderId",
               count(*) FILTER (WHERE status IN ('shipped', 'delivered'))::int AS shipped,
               count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
               count(*) FILTER (WHERE status <> 'cancelled')::int AS total
          FROM order_shipment WHERE order_id IN (${ids(orderIds)}) GROUP BY order_id`,
  );
  return new Map(r.map(({ orderId, ...c }) => [orderId, c]));
}

/** Whether any shipment of the order has left (shipped or delivered): then it can no longer be cancelled. */
export async function anyShipmentLeft(db: Db, orderId: number): Promise<boolean> {
  const r = await typedRows(db, seqRow, sql`SELECT seq FROM order_shipment WHERE order_id = ${orderId} AND status IN ('shipped', 'delivered') LIMIT 1`);
  return r.length > 0;
}
