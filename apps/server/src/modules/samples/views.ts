import { formatPersonName, type SampleLine, type SampleRequest, type SampleStatus } from '@netshop/contract';
import type { SQL } from 'drizzle-orm';
import { pricer } from '../../lib/pricing.js';
import type { RequestContext } from '../../lib/request-context.js';
import { priceLines } from '../cart/index.js';
import { loadSkus } from '../catalog/index.js';
import type { QuotePricing } from '../checkout/index.js';
import { sampleLines, sampleRequestRows } from './queries.js';

// Reading applications as the buyer's page and the console show them: the stored row, its lines
// named in the reader's language (product name, options), and, once approved, its order's
// shipping. "shipped" is not stored: it is an approved application whose order has left.

export type SampleRow = Omit<Awaited<ReturnType<typeof sampleRequestRows>>[number], 'firstName' | 'lastName'> & { buyerName: string };

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** Applications that `select` picks (queries.ts: the buyer's, one, a queue), with their order and buyer; the buyer's name as the reader's language writes it. */
export async function sampleRows(ctx: RequestContext, select: { where: SQL; order: SQL }, limit = 100, offset = 0): Promise<SampleRow[]> {
  const r = await sampleRequestRows(ctx.db, select.where, select.order, limit, offset);
  return r.map(({ firstName, lastName, ...x }) => ({ ...x, buyerName: formatPersonName({ firstName, lastName }, ctx.lang) }));
}

export type LineWithStock = SampleLine & { stock: number };

/** Each application's lines, named in the context's language, with the SKU's stock now. */
export async function linesOf(ctx: RequestContext, pricing: QuotePricing, ids: number[]): Promise<Map<number, LineWithStock[]>> {
  const out = new Map<number, LineWithStock[]>();
  if (!ids.length) return out;
  const stored = await sampleLines(ctx.db, ids);
  const skus = await loadSkus(ctx, stored.map((l) => l.skuId));
  // priceLines names the options as the cart does; the prices it adds are not shown.
  const named = priceLines(stored.map((l) => ({ skuId: l.skuId, quantity: l.quantity })), skus, pricing.ref, pricer(pricing.currencies, undefined));
  stored.forEach((l, i) => {
    const n = named[i]!;
    const list = out.get(l.requestId) ?? [];
    list.push({ skuId: n.skuId, spuId: n.spuId, name: n.name, productNo: n.productNo, image: n.image, saleAttr: n.saleAttr, quantity: n.quantity, stock: n.stock });
    out.set(l.requestId, list);
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
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    project: r.project,
    company: r.company,
    address: r.address,
    lines: lines.map(({ stock: _stock, ...l }) => l),
    rejectReason: r.rejectReason,
    orderNo: r.orderNo,
    carrier: r.carrier,
    trackingNo: r.trackingNo,
    shippedAt: iso(r.shippedAt),
  };
}
