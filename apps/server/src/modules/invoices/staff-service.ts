import { INVOICEABLE_ORDER_STATUSES, type InvoiceStatus, type StaffInvoice } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { notify } from '../notifications/notify.js';
import { invoiceOrders } from '../orders/index.js';
import { applicationRows, countsOf, toViews, type ApplicationRow } from './views.js';

// Finance's side of VAT invoices (issue 15): staff with invoices.decide (finance, admin) see the
// applications by status and decide each pending one once. Approving numbers the invoice
// (INV-<year>-<six digits>, consecutive within the year) and tells the buyer; rejecting needs a
// reason, which the buyer reads in a message and a mail.

/** Pending: oldest first (what has waited longest); decided: the latest decision first. */
const ORDER: Record<InvoiceStatus, ReturnType<typeof sql>> = {
  pending: sql`a.created_at, a.id`,
  approved: sql`a.decided_at DESC, a.id DESC`,
  rejected: sql`a.decided_at DESC, a.id DESC`,
};

/** The advisory-lock class of invoice numbering (other classes: cart 7270011, chat 7270013/14). */
const NUMBERING_LOCK = 7270150;

async function staffViews(ctx: RequestContext, list: ApplicationRow[]): Promise<StaffInvoice[]> {
  return (await toViews(ctx, list)).map(({ order: _order, row, ...v }) => ({ ...v, buyerEmail: row.buyerEmail, buyerName: row.buyerName, decidedBy: row.decidedBy }));
}

export async function listInvoices(ctx: RequestContext, q: { status: InvoiceStatus; page: number; pageSize: number }) {
  const [list, counts] = await Promise.all([applicationRows(ctx, sql`a.status = ${q.status}`, ORDER[q.status], q.pageSize, (q.page - 1) * q.pageSize), countsOf(ctx, sql`true`)]);
  return { items: await staffViews(ctx, list), total: counts[q.status], counts };
}

export async function invoiceDetail(ctx: RequestContext, id: number): Promise<StaffInvoice | null> {
  const [r] = await applicationRows(ctx, sql`a.id = ${id}`, sql`a.id`, 1);
  return r ? (await staffViews(ctx, [r]))[0]! : null;
}

/** Who decided: a staff member, or null for the operator token (no staff_user row). */
const decider = (ctx: RequestContext) => (ctx.staff?.staffId ? ctx.staff.staffId : null);

/**
 * The next invoice number of the current year (in Shenzhen, where the seller files them). Taken
 * under a transaction-scoped advisory lock, so approvals at the same moment, in any process,
 * number one after the other: no two invoices share a number and none is skipped.
 */
async function nextInvoiceNo(db: Db): Promise<string> {
  const [y] = await rows<{ year: number }>(db, sql`SELECT extract(year FROM now() AT TIME ZONE 'Asia/Shanghai')::int AS year`);
  const year = Number(y!.year);
  await db.execute(sql`SELECT pg_advisory_xact_lock(${NUMBERING_LOCK}, ${year})`);
  const prefix = `INV-${year}-`;
  const [last] = await rows<{ n: number | null }>(
    db,
    sql`SELECT max(substring(invoice_no FROM ${prefix.length + 1}::int)::int) AS n FROM invoice_application WHERE invoice_no LIKE ${`${prefix}%`}`,
  );
  return `${prefix}${String(Number(last?.n ?? 0) + 1).padStart(6, '0')}`;
}

/**
 * Approves a pending application whose order is still paid or completed: its number, the
 * decision, the buyer's message and mail, all or nothing. 'missing' / 'decided' when there is
 * nothing to approve; { notInvoiceable } when the order was cancelled or refunded since.
 */
export async function approveInvoice(ctx: RequestContext, id: number): Promise<{ invoiceNo: string } | { notInvoiceable: string } | 'missing' | 'decided'> {
  return inTransaction(ctx, async (tx) => {
    // Locked: a second approval (or a rejection) at the same time waits, then finds it decided.
    const [r] = await rows<{ userId: number; orderId: number; status: string }>(
      tx.db,
      sql`SELECT user_id AS "userId", order_id AS "orderId", status FROM invoice_application WHERE id = ${id} FOR UPDATE`,
    );
    if (!r) return 'missing';
    if (r.status !== 'pending') return 'decided';
    const order = (await invoiceOrders(tx, [Number(r.orderId)])).get(Number(r.orderId));
    if (!order || !(INVOICEABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) return { notInvoiceable: order?.orderNo ?? '' };
    const invoiceNo = await nextInvoiceNo(tx.db);
    await tx.db.execute(sql`UPDATE invoice_application SET status = 'approved', invoice_no = ${invoiceNo}, decided_at = now(), decided_by = ${decider(ctx)} WHERE id = ${id}`);
    await notify(tx, Number(r.userId), 'invoiceApproved', { invoiceNo, orderNo: order.orderNo }, { type: 'order', subjectSuffix: invoiceNo });
    return { invoiceNo };
  });
}

/** Rejects a pending application with the reason the buyer will read; they may apply again. */
export async function rejectInvoice(ctx: RequestContext, id: number, reason: string): Promise<'ok' | 'missing' | 'decided'> {
  return inTransaction(ctx, async (tx) => {
    const [r] = await rows<{ userId: number; orderId: number }>(
      tx.db,
      sql`UPDATE invoice_application SET status = 'rejected', reject_reason = ${reason}, decided_at = now(), decided_by = ${decider(ctx)}
           WHERE id = ${id} AND status = 'pending' RETURNING user_id AS "userId", order_id AS "orderId"`,
    );
    if (!r) return (await rows(tx.db, sql`SELECT 1 AS x FROM invoice_application WHERE id = ${id}`)).length ? 'decided' : 'missing';
    const orderNo = (await invoiceOrders(tx, [Number(r.orderId)])).get(Number(r.orderId))?.orderNo ?? '';
    await notify(tx, Number(r.userId), 'invoiceRejected', { orderNo, reason }, { type: 'order', subjectSuffix: orderNo });
    return 'ok';
  });
}
