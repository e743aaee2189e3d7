import { formatPersonName, type OrderAddress, type PersonName, type SampleLine, type SampleRequest, type SampleStatus } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { pricer } from '../../lib/pricing.js';
import type { RequestContext } from '../../lib/request-context.js';
import { priceLines } from '../cart/index.js';
import { loadSkus } from '../catalog/index.js';
import type { QuotePricing } from '../checkout/index.js';

// Reading applications as the buyer's page and the console show them: the stored row, its lines
// named in the reader's language (product name, options), and, once approved, its order's
// shipping. "shipped" is not stored: it is an approved application whose order has left.

export interface SampleRow {
  id: number;
  userId: number;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string | Date;
  decidedAt: string | Date | null;
  project: string;
  company: string;
  address: OrderAddress | string;
  rejectReason: string | null;
  orderNo: string | null;
  orderStatus: string | null;
  orderDeliveredAt: string | Date | null;
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: string | Date | null;
  buyerEmail: string;
  buyerName: string;
  decidedBy: string | null;
}

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

/** Applications matching `where` (on sample_request r), in `order`, with their order and buyer. */
export async function sampleRows(ctx: RequestContext, where: SQL, order: SQL, limit = 100, offset = 0): Promise<SampleRow[]> {
  const r = await rows<Omit<SampleRow, 'buyerName'> & PersonName>(
    ctx.db,
    sql`SELECT r.id, r.user_id AS "userId", r.status, r.created_at AS "createdAt", r.decided_at AS "decidedAt", r.project, r.company, r.address,
               r.reject_reason AS "rejectReason", o.order_no AS "orderNo", o.status AS "orderStatus", o.delivered_at AS "orderDeliveredAt", o.carrier, o.tracking_no AS "trackingNo",
               o.shipped_at AS "shippedAt", u.email AS "buyerEmail", u.first_name AS "firstName", u.last_name AS "lastName", st.name AS "decidedBy"
          FROM sample_request r
          JOIN app_user u ON u.id = r.user_id
          LEFT JOIN shop_order o ON o.id = r.order_id
          LEFT JOIN staff_user st ON st.id = r.decided_by
         WHERE ${where}
         ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
  return r.map(({ firstName, lastName, ...x }) => ({ ...x, buyerName: formatPersonName({ firstName, lastName }, ctx.lang), id: Number(x.id), userId: Number(x.userId) }));
}

export type LineWithStock = SampleLine & { stock: number };

/** Each application's lines, named in the context's language, with the SKU's stock now. */
export async function linesOf(ctx: RequestContext, pricing: QuotePricing, ids: number[]): Promise<Map<number, LineWithStock[]>> {
  const out = new Map<number, LineWithStock[]>();
  if (!ids.length) return out;
  const stored = await rows<{ requestId: number; skuId: number; quantity: number }>(
    ctx.db,
    sql`SELECT request_id AS "requestId", sku_id AS "skuId", quantity FROM sample_line
         WHERE request_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY request_id, sku_id`,
  );
  const skus = await loadSkus(ctx, stored.map((l) => Number(l.skuId)));
  // priceLines names the options as the cart does; the prices it adds are not shown.
  const named = priceLines(stored.map((l) => ({ skuId: Number(l.skuId), quantity: Number(l.quantity) })), skus, pricing.ref, pricer(pricing.currencies, undefined));
  stored.forEach((l, i) => {
    const n = named[i]!;
    const list = out.get(Number(l.requestId)) ?? [];
    list.push({ skuId: n.skuId, spuId: n.spuId, name: n.name, productNo: n.productNo, image: n.image, saleAttr: n.saleAttr, quantity: n.quantity, stock: n.stock });
    out.set(Number(l.requestId), list);
  });
  return out;
}

export function statusOf(r: Pick<SampleRow, 'status' | 'orderStatus'>): SampleStatus {
  if (r.status === 'approved' && (r.orderStatus === 'to_receive' || r.orderStatus === 'completed')) return 'shipped';
  return r.status;
}

/** The buyer's view of one application. */
export function toView(r: SampleRow, lines: LineWithStock[]): SampleRequest {
  return {
    id: r.id,
    status: statusOf(r),
    createdAt: iso(r.createdAt)!,
    decidedAt: iso(r.decidedAt),
    project: r.project,
    company: r.company,
    address: typeof r.address === 'string' ? (JSON.parse(r.address) as OrderAddress) : r.address,
    lines: lines.map(({ stock: _stock, ...l }) => l),
    rejectReason: r.rejectReason,
    orderNo: r.orderNo,
    carrier: r.carrier,
    trackingNo: r.trackingNo,
    shippedAt: iso(r.shippedAt),
  };
}
