import { INVOICEABLE_ORDER_STATUSES, type InvoiceStatus, type StaffInvoice } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { notify } from '../notifications/index.js';
import { invoiceOrders } from '../orders/index.js';
import { applicationExists, lastInvoiceSeq, lockApplication, lockNumbering, markApproved, markRejected, shenzhenYear, type ApplicationOrder } from './queries.js';
import { applicationRows, countsOf, toViews, type ApplicationRow } from './views.js';

// Finance's side of VAT invoices (issue 15): staff with invoices.decide (finance, admin) see the
// applications by status and decide each pending one once. Approving numbers the invoice
// (INV-<year>-<six digits>, consecutive within the year) and tells the buyer; rejecting needs a
// reason, which the buyer reads in a message and a mail.

/** Pending: oldest first (what has waited longest); decided: the latest decision first. */
const ORDER: Record<InvoiceStatus, ApplicationOrder> = { pending: 'oldest', approved: 'decided', rejected: 'decided' };

async function staffViews(ctx: RequestContext, list: ApplicationRow[]): Promise<StaffInvoice[]> {
  return (await toViews(ctx, list)).map(({ order: _order, row, ...v }) => ({ ...v, buyerEmail: row.buyerEmail, buyerName: row.buyerName, decidedBy: row.decidedBy }));
}

export async function listInvoices(ctx: RequestContext, q: { status: InvoiceStatus; page: number; pageSize: number }) {
  const [list, counts] = await Promise.all([applicationRows(ctx, { status: q.status }, ORDER[q.status], q.pageSize, (q.page - 1) * q.pageSize), countsOf(ctx, {})]);
  return { items: await staffViews(ctx, list), total: counts[q.status], counts };
}

export async function invoiceDetail(ctx: RequestContext, id: number): Promise<StaffInvoice | null> {
  const [r] = await applicationRows(ctx, { id }, 'newest', 1);
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
  const year = await shenzhenYear(db);
  await lockNumbering(db, year);
  const prefix = `INV-${year}-`;
  return `${prefix}${String((await lastInvoiceSeq(db, prefix)) + 1).padStart(6, '0')}`;
}

/**
 * Approves a pending application whose order is still paid or completed: its number, the
 * decision, the buyer's message and mail, all or nothing. 'missing' / 'decided' when there is
 * nothing to approve; { notInvoiceable } when the order was cancelled or refunded since.
 */
export async function approveInvoice(ctx: RequestContext, id: number): Promise<{ invoiceNo: string } | { notInvoiceable: string } | 'missing' | 'decided'> {
  return inTransaction(ctx, async (tx) => {
    // Locked: a second approval (or a rejection) at the same time waits, then finds it decided.
    const r = await lockApplication(tx.db, id);
    if (!r) return 'missing';
    if (r.status !== 'pending') return 'decided';
    const order = (await invoiceOrders(tx, [r.orderId])).get(r.orderId);
    if (!order || !(INVOICEABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) return { notInvoiceable: order?.orderNo ?? '' };
    const invoiceNo = await nextInvoiceNo(tx.db);
    await markApproved(tx.db, id, invoiceNo, decider(ctx));
    await notify(tx, r.userId, 'invoiceApproved', { invoiceNo, orderNo: order.orderNo }, { type: 'order', subjectSuffix: invoiceNo });
    return { invoiceNo };
  });
}

/** Rejects a pending application with the reason the buyer will read; they may apply again. */
export async function rejectInvoice(ctx: RequestContext, id: number, reason: string): Promise<'ok' | 'missing' | 'decided'> {
  return inTransaction(ctx, async (tx) => {
    const r = await markRejected(tx.db, id, reason, decider(ctx));
    if (!r) return (await applicationExists(tx.db, id)) ? 'decided' : 'missing';
    const orderNo = (await invoiceOrders(tx, [r.orderId])).get(r.orderId)?.orderNo ?? '';
    await notify(tx, r.userId, 'invoiceRejected', { orderNo, reason }, { type: 'order', subjectSuffix: orderNo });
    return 'ok';
  });
}
