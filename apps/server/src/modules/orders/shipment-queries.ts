import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// An order's shipments (ADR 0044): written when it is placed, one per warehouse its stock comes
// from (or one for everything), each shipped and delivered on its own.

export interface NewShipment {
  seq: number;
  warehouseId: number;
  arrivesFrom: string | null;
  arrivesBy: string | null;
}

export async function insertShipments(tx: Db, orderId: number, list: NewShipment[]): Promise<void> {
  if (!list.length) return;
  await tx.execute(sql`INSERT INTO order_shipment (order_id, seq, warehouse_id, arrives_from, arrives_by) VALUES
    ${sql.join(list.map((s) => sql`(${orderId}, ${s.seq}, ${s.warehouseId}, ${s.arrivesFrom}::date, ${s.arrivesBy}::date)`), sql`, `)}`);
}

const shipmentRow = row({
  orderId: col.int,
  seq: col.int,
  warehouseId: col.int,
  status: col.text,
  arrivesFrom: col.text.nullable(),
  arrivesBy: col.text.nullable(),
  carrier: col.text.nullable(),
  trackingNo: col.text.nullable(),
  shippedAt: col.time.nullable(),
  deliveredAt: col.time.nullable(),
});
export type ShipmentRow = z.output<typeof shipmentRow>;

/** The orders' shipments in order. */
export async function shipmentsOfOrders(db: Db, orderIds: number[]): Promise<ShipmentRow[]> {
  if (!orderIds.length) return [];
  return typedRows(
    db,
    shipmentRow,
    sql`SELECT order_id AS "orderId", seq, warehouse_id AS "warehouseId", status, to_char(arrives_from, 'YYYY-MM-DD') AS "arrivesFrom", to_char(arrives_by, 'YYYY-MM-DD') AS "arrivesBy",
               carrier, tracking_no AS "trackingNo", shipped_at AS "shippedAt", delivered_at AS "deliveredAt"
          FROM order_shipment WHERE order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) ORDER BY order_id, seq`,
  );
}

/** Marks the order's not-yet-shipped shipments cancelled (the order was cancelled or expired). */
export async function cancelOpenShipments(tx: Db, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.execute(sql`UPDATE order_shipment SET status = 'cancelled' WHERE status = 'pending' AND order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})`);
}
