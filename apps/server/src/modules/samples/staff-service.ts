import { type StaffSample, type StaffSampleList, type StaffSampleQueue } from '@netshop/contract';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import type { QuotePricing } from '../checkout/index.js';
import { notify } from '../notifications/index.js';
import { placeSampleOrder } from './sample-order.js';
import { lockSampleRequest, markApproved, markRejected, queueWhere, sampleCounts, sampleExists, sampleLangId, sampleLines, sampleWhere } from './queries.js';
import { linesOf, sampleRows, statusOf, toView, type SampleRow } from './views.js';

// The shop's side of free samples (issue 14): staff with samples.decide (sales, admin) see the
// applications by status and decide each pending one once. Approving creates the zero-price sample
// order (orders module) in the same transaction, so an approval without its order, or an order
// without its approval, cannot exist; a SKU out of stock refuses the approval as a whole.

async function staffViews(ctx: RequestContext, pricing: QuotePricing, list: SampleRow[]): Promise<StaffSample[]> {
  const lines = await linesOf(ctx, pricing, list.map((r) => r.id));
  return list.map((r) => {
    const l = lines.get(r.id) ?? [];
    const { lines: _lines, ...view } = toView(r, l);
    return { ...view, status: statusOf(r), lines: l, buyerEmail: r.buyerEmail, buyerName: r.buyerName, decidedBy: r.decidedBy, orderStatus: r.orderStatus, orderDeliveredAt: r.orderDeliveredAt === null ? null : r.orderDeliveredAt.toISOString() };
  });
}

export async function listSamples(ctx: RequestContext, pricing: QuotePricing, q: { status: StaffSampleQueue; page: number; pageSize: number }): Promise<StaffSampleList> {
  const [list, counts] = await Promise.all([sampleRows(ctx, queueWhere(q.status), q.pageSize, (q.page - 1) * q.pageSize), sampleCounts(ctx.db)]);
  return { items: await staffViews(ctx, pricing, list), total: counts[q.status], counts };
}

export async function sampleDetail(ctx: RequestContext, pricing: QuotePricing, id: number): Promise<StaffSample | null> {
  const [r] = await sampleRows(ctx, sampleWhere(id), 1);
  return r ? (await staffViews(ctx, pricing, [r]))[0]! : null;
}

/** The application's language, to name the sample order's lines in it; null when there is none. */
export async function sampleLanguage(ctx: RequestContext, id: number): Promise<number | null> {
  return (await sampleLangId(ctx.db, id)) ?? null;
}

/** Who decided: a staff member, or null for the operator token (no staff_user row). */
const decider = (ctx: RequestContext) => (ctx.staff?.staffId ? ctx.staff.staffId : null);

/**
 * Approves a pending application: its sample order (to ship, zero total), the decision, and the
 * buyer's message and mail, all or nothing. `pricing` names the lines in the application's
 * language (sampleLanguage). 'missing' / 'decided' when there is nothing to approve.
 */
export async function approveSample(ctx: RequestContext, pricing: QuotePricing, id: number): Promise<{ orderNo: string } | 'missing' | 'decided'> {
  return inTransaction(ctx, async (tx) => {
    // Locked: a second approval (or a rejection) at the same time waits, then finds it decided.
    const r = await lockSampleRequest(tx.db, id);
    if (!r) return 'missing';
    if (r.status !== 'pending') return 'decided';
    const lines = await sampleLines(tx.db, [id]);
    const userId = r.userId;
    const order = await placeSampleOrder(tx, pricing, {
      userId,
      langId: r.langId,
      address: r.address,
      lines: lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })),
    });
    await markApproved(tx.db, id, order.orderId, decider(ctx));
    await notify(tx, userId, 'sampleApproved', { id: String(id), orderNo: order.orderNo }, { type: 'order', subjectSuffix: order.orderNo });
    return { orderNo: order.orderNo };
  });
}

/** Rejects a pending application with the reason the buyer will read. */
export async function rejectSample(ctx: RequestContext, id: number, reason: string): Promise<'ok' | 'missing' | 'decided'> {
  return inTransaction(ctx, async (tx) => {
    const userId = await markRejected(tx.db, id, reason, decider(ctx));
    if (userId === undefined) return (await sampleExists(tx.db, id)) ? 'decided' : 'missing';
    await notify(tx, userId, 'sampleRejected', { id: String(id), reason }, { type: 'order', subjectSuffix: `#${id}` });
    return 'ok';
  });
}
