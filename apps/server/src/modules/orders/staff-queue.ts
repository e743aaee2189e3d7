import type { StaffOrderList, StaffOrderQueue } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';

// The console's order queues (ADR 0017), read here rather than in the routes file (ADR 0018).

const QUEUES: Record<StaffOrderQueue, { where: ReturnType<typeof sql>; since: ReturnType<typeof sql> }> = {
  to_ship: { where: sql`o.status = 'to_ship'`, since: sql`o.paid_at` },
  to_deliver: { where: sql`o.status = 'to_receive' AND o.delivered_at IS NULL`, since: sql`o.shipped_at` },
  refunding: { where: sql`o.status = 'refunding'`, since: sql`r.created_at` },
};

/** Oldest first: what has waited longest is handled first. */
export async function queue(db: Db, q: { queue: StaffOrderQueue; page: number; pageSize: number }): Promise<StaffOrderList> {
  const { where, since } = QUEUES[q.queue];
  const items = await rows<{
    orderNo: string; status: StaffOrderList['items'][number]['status']; kind: StaffOrderList['items'][number]['kind']; email: string; total: number; currency: string; minorUnits: number;
    lineCount: number; units: number; since: string | Date | null; city: string | null; country: string | null; carrier: string | null; trackingNo: string | null; returnReason: string | null;
  }>(
    db,
    sql`SELECT o.order_no AS "orderNo", o.status, o.kind, u.email, o.total, o.currency, o.minor_units AS "minorUnits",
               (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id) AS "lineCount",
               (SELECT coalesce(sum(l.quantity), 0)::int FROM order_line l WHERE l.order_id = o.id) AS units,
               coalesce(${since}, o.created_at) AS since, o.shipping_address->>'city' AS city, o.shipping_address->>'country' AS country,
               o.carrier, o.tracking_no AS "trackingNo", r.reason AS "returnReason"
          FROM shop_order o JOIN app_user u ON u.id = o.user_id LEFT JOIN order_return r ON r.order_id = o.id
         WHERE ${where}
         ORDER BY coalesce(${since}, o.created_at), o.id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  const [c] = await rows<Record<StaffOrderQueue, number>>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'to_ship')::int AS to_ship,
               count(*) FILTER (WHERE status = 'to_receive' AND delivered_at IS NULL)::int AS to_deliver,
               count(*) FILTER (WHERE status = 'refunding')::int AS refunding
          FROM shop_order WHERE status IN ('to_ship', 'to_receive', 'refunding')`,
  );
  const counts = { to_ship: Number(c!.to_ship), to_deliver: Number(c!.to_deliver), refunding: Number(c!.refunding) };
  return {
    items: items.map((o) => ({
      orderNo: o.orderNo,
      status: o.status,
      kind: o.kind,
      buyerEmail: o.email,
      total: { amount: Number(o.total), currency: o.currency, minorUnits: Number(o.minorUnits) },
      lineCount: Number(o.lineCount),
      units: Number(o.units),
      since: new Date(o.since ?? Date.now()).toISOString(),
      shipTo: [o.city, o.country].filter(Boolean).join(', '),
      carrier: o.carrier,
      trackingNo: o.trackingNo,
      returnReason: o.returnReason,
    })),
    total: counts[q.queue],
    counts,
  };
}

