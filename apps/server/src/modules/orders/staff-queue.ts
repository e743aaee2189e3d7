import type { StaffOrderList, StaffOrderQueue } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { shippingFromCounts } from './console-queries.js';
import { queueCounts, queuePage } from './staff-queries.js';

// The console's order queues (ADR 0017), read here rather than in the routes file (ADR 0018).

/** Oldest first: what has waited longest is handled first. */
export async function queue(db: Db, q: { queue: StaffOrderQueue; page: number; pageSize: number }, langId: number): Promise<StaffOrderList> {
  const [items, counts] = await Promise.all([queuePage(db, { queue: q.queue, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }, langId), queueCounts(db)]);
  return {
    items: items.map((o) => ({
      orderNo: o.orderNo,
      status: o.status,
      kind: o.kind,
      buyerEmail: o.email,
      total: { amount: o.total, currency: o.currency, minorUnits: o.minorUnits },
      lineCount: o.lineCount,
      units: o.units,
      since: (o.since ?? new Date()).toISOString(),
      shipTo: [o.city, o.country].filter(Boolean).join(', '),
      carrier: o.carrier,
      trackingNo: o.trackingNo,
      returnReason: o.returnReason,
      shipping: shippingFromCounts(o),
    })),
    total: counts[q.queue],
    counts,
  };
}
