import { ORDER_KINDS, ORDER_STATUSES, type StaffOrderQueue } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { SHIPMENT_COUNTS, shipCountryIn, shipmentCountShape } from './console-queries.js';

// The console's order queues (ADR 0017) in SQL, on orders' own tables; the buyer's e-mail comes
// from account's read view (ADR 0039). staff-queue.ts shapes the answer.

const QUEUES: Record<StaffOrderQueue, { where: SQL; since: SQL }> = {
  to_ship: { where: sql`o.status = 'to_ship'`, since: sql`o.paid_at` },
  to_deliver: { where: sql`o.status = 'to_receive' AND o.delivered_at IS NULL`, since: sql`o.shipped_at` },
  refunding: { where: sql`o.status = 'refunding'`, since: sql`r.created_at` },
};

const queued = row({
  ...shipmentCountShape,
  orderNo: col.text,
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(ORDER_KINDS),
  email: col.text,
  total: col.int,
  currency: col.text,
  minorUnits: col.int,
  lineCount: col.int,
  units: col.int,
  since: col.time.nullable(),
  city: col.text.nullable(),
  country: col.text.nullable(),
  carrier: col.text.nullable(),
  trackingNo: col.text.nullable(),
  returnReason: col.text.nullable(),
});

/** A page of one queue, oldest first (what has waited longest is handled first), with the buyer's e-mail and where it ships. */
export async function queuePage(db: Db, q: { queue: StaffOrderQueue; limit: number; offset: number }, langId: number) {
  const { where, since } = QUEUES[q.queue];
  return typedRows(
    db,
    queued,
    sql`SELECT o.order_no AS "orderNo", o.status, o.kind, u.email, o.total, o.currency, o.minor_units AS "minorUnits",
               (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id) AS "lineCount",
               (SELECT coalesce(sum(l.quantity), 0)::int FROM order_line l WHERE l.order_id = o.id) AS units,
               coalesce(${since}, o.created_at) AS since, o.shipping_address->>'city' AS city, ${shipCountryIn(langId)} AS country,
               o.carrier, o.tracking_no AS "trackingNo", r.reason AS "returnReason", ${SHIPMENT_COUNTS}
          FROM shop_order o JOIN ${buyerNamesView()} u ON u.user_id = o.user_id LEFT JOIN order_return r ON r.order_id = o.id
         WHERE ${where}
         ORDER BY coalesce(${since}, o.created_at), o.id LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
}

const queueCountsRow = row({ to_ship: col.int, to_deliver: col.int, refunding: col.int });

/** How many orders wait in each queue. */
export async function queueCounts(db: Db): Promise<Record<StaffOrderQueue, number>> {
  const c = await typedRow(
    db,
    queueCountsRow,
    sql`SELECT count(*) FILTER (WHERE status = 'to_ship')::int AS to_ship,
               count(*) FILTER (WHERE status = 'to_receive' AND delivered_at IS NULL)::int AS to_deliver,
               count(*) FILTER (WHERE status = 'refunding')::int AS refunding
          FROM shop_order WHERE status IN ('to_ship', 'to_receive', 'refunding')`,
  );
  return c!;
}
