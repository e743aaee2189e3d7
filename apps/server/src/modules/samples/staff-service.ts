import { type StaffSample, type StaffSampleList, type StaffSampleQueue } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import type { QuotePricing } from '../checkout/index.js';
import { notify } from '../notifications/notify.js';
import { placeSampleOrder } from '../orders/index.js';
import { linesOf, sampleRows, statusOf, toView, type SampleRow } from './views.js';

// The shop's side of free samples (issue 14): staff with samples.decide (sales, admin) see the
// applications by status and decide each pending one once. Approving creates the zero-price sample
// order (orders module) in the same transaction, so an approval without its order, or an order
// without its approval, cannot exist; a SKU out of stock refuses the approval as a whole.

/** Pending: oldest first (what has waited longest); decided: the latest decision first. */
const ORDER: Record<StaffSampleQueue, ReturnType<typeof sql>> = {
  pending: sql`r.created_at, r.id`,
  approved: sql`r.decided_at DESC, r.id DESC`,
  rejected: sql`r.decided_at DESC, r.id DESC`,
};

async function staffViews(ctx: RequestContext, pricing: QuotePricing, list: SampleRow[]): Promise<StaffSample[]> {
  const lines = await linesOf(ctx, pricing, list.map((r) => r.id));
  return list.map((r) => {
    const l = lines.get(r.id) ?? [];
    const { lines: _lines, ...view } = toView(r, l);
    return { ...view, status: statusOf(r), lines: l, buyerEmail: r.buyerEmail, buyerName: r.buyerName, decidedBy: r.decidedBy, orderStatus: r.orderStatus, orderDeliveredAt: r.orderDeliveredAt === null ? null : new Date(r.orderDeliveredAt).toISOString() };
  });
}

export async function listSamples(ctx: RequestContext, pricing: QuotePricing, q: { status: StaffSampleQueue; page: number; pageSize: number }): Promise<StaffSampleList> {
  const [list, [c]] = await Promise.all([
    sampleRows(ctx, sql`r.status = ${q.status}`, ORDER[q.status], q.pageSize, (q.page - 1) * q.pageSize),
    rows<Record<StaffSampleQueue, number>>(
      ctx.db,
      sql`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'approved')::int AS approved,
                 count(*) FILTER (WHERE status = 'rejected')::int AS rejected FROM sample_request`,
    ),
  ]);
  const counts = { pending: Number(c?.pending ?? 0), approved: Number(c?.approved ?? 0), rejected: Number(c?.rejected ?? 0) };
  return { items: await staffViews(ctx, pricing, list), total: counts[q.status], counts };
}

export async function sampleDetail(ctx: RequestContext, pricing: QuotePricing, id: number): Promise<StaffSample | null> {
  const [r] = await sampleRows(ctx, sql`r.id = ${id}`, sql`r.id`, 1);
  return r ? (await staffViews(ctx, pricing, [r]))[0]! : null;
}

/** The application's language, to name the sample order's lines in it; null when there is none. */
export async function sampleLanguage(ctx: RequestContext, id: number): Promise<number | null> {
  const [r] = await rows<{ langId: number }>(ctx.db, sql`SELECT lang_id AS "langId" FROM sample_request WHERE id = ${id}`);
  return r ? Number(r.langId) : null;
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
    const [r] = await rows<{ userId: number; langId: number; status: string; address: unknown }>(
      tx.db,
      sql`SELECT user_id AS "userId", lang_id AS "langId", status, address FROM sample_request WHERE id = ${id} FOR UPDATE`,
    );
    if (!r) return 'missing';
    if (r.status !== 'pending') return 'decided';
    const lines = await rows<{ skuId: number; quantity: number }>(tx.db, sql`SELECT sku_id AS "skuId", quantity FROM sample_line WHERE request_id = ${id} ORDER BY sku_id`);
    const userId = Number(r.userId);
    const order = await placeSampleOrder(tx, pricing, {
      userId,
      langId: Number(r.langId),
      address: typeof r.address === 'string' ? JSON.parse(r.address) : (r.address as never),
      lines: lines.map((l) => ({ skuId: Number(l.skuId), quantity: Number(l.quantity) })),
    });
    await tx.db.execute(sql`UPDATE sample_request SET status = 'approved', order_id = ${order.orderId}, decided_at = now(), decided_by = ${decider(ctx)} WHERE id = ${id}`);
    await notify(tx, userId, 'sampleApproved', { id: String(id), orderNo: order.orderNo }, { type: 'order', subjectSuffix: order.orderNo });
    return { orderNo: order.orderNo };
  });
}

/** Rejects a pending application with the reason the buyer will read. */
export async function rejectSample(ctx: RequestContext, id: number, reason: string): Promise<'ok' | 'missing' | 'decided'> {
  return inTransaction(ctx, async (tx) => {
    const [r] = await rows<{ userId: number }>(
      tx.db,
      sql`UPDATE sample_request SET status = 'rejected', reject_reason = ${reason}, decided_at = now(), decided_by = ${decider(ctx)}
           WHERE id = ${id} AND status = 'pending' RETURNING user_id AS "userId"`,
    );
    if (!r) return (await rows(tx.db, sql`SELECT 1 AS x FROM sample_request WHERE id = ${id}`)).length ? 'decided' : 'missing';
    await notify(tx, Number(r.userId), 'sampleRejected', { id: String(id), reason }, { type: 'order', subjectSuffix: `#${id}` });
    return 'ok';
  });
}
