import {
  CODES,
  fitsSpecialInvoice,
  INVOICEABLE_ORDER_STATUSES,
  type InvoiceableOrder,
  type InvoiceStatus,
  type InvoiceTitleSnapshot,
  type InvoiceType,
  type MyInvoices,
} from '@netshop/contract';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { buyerOrderForInvoice, buyerPaidOrders } from '../orders/index.js';
import { appliedOrderIds, insertApplication, orderHasApplication } from './queries.js';
import { oneTitle } from './titles.js';
import { applicationRows, countsOf, toViews, type ApplicationView } from './views.js';

// A buyer's invoice applications (issue 15): the orders they may apply for, applying once per
// order, their list by status, one application. Every query names the buyer, so another buyer's
// application reads as not found.

const isInvoiceable = (status: string) => (INVOICEABLE_ORDER_STATUSES as readonly string[]).includes(status);

/** Order ids that have an application under review or approved (a rejected one may be applied for again). */
async function invoicedOrderIds(ctx: RequestContext, userId: number): Promise<Set<number>> {
  return new Set(await appliedOrderIds(ctx.db, userId));
}

/** Paid or completed regular orders with an amount and no invoice yet, newest first. */
export async function invoiceableOrders(ctx: RequestContext): Promise<InvoiceableOrder[]> {
  const [orders, taken] = await Promise.all([buyerPaidOrders(ctx, INVOICEABLE_ORDER_STATUSES), invoicedOrderIds(ctx, buyerId(ctx))]);
  return orders
    .filter((o) => !taken.has(o.id))
    .map((o) => ({
      orderNo: o.orderNo,
      status: o.status as InvoiceableOrder['status'],
      createdAt: new Date(o.createdAt).toISOString(),
      total: { amount: o.total, currency: o.currency, minorUnits: o.minorUnits },
      firstLine: o.firstLine,
      lineCount: o.lineCount,
    }));
}

/**
 * Files an application for one of the buyer's orders with one of their titles; returns its id.
 * The order's row is locked first, so two applications for it sent at once are checked one after
 * the other and the second finds the first (the partial unique index would refuse it anyway).
 */
export async function applyForInvoice(ctx: RequestContext, body: { orderNo: string; type: InvoiceType; titleId: number }): Promise<number> {
  const userId = buyerId(ctx);
  const field = FIELD_MESSAGES[ctx.lang];
  return inTransaction(ctx, async (tx) => {
    const order = await buyerOrderForInvoice(tx, body.orderNo.toUpperCase(), true);
    if (!order) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { orderNo: field.invalid });
    const params = { orderNo: order.orderNo };
    if (order.kind === 'sample' || order.total <= 0) throw new AppError(CODES.UNPROCESSABLE, 'invoiceSampleOrder', { orderNo: field.invalid }, params);
    if (!isInvoiceable(order.status)) throw new AppError(CODES.CONFLICT, 'invoiceOrderNotEligible', undefined, params);
    if (await orderHasApplication(tx.db, order.id)) throw new AppError(CODES.CONFLICT, 'invoiceExists', undefined, params);

    const title = await oneTitle(tx, body.titleId);
    if (!title) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { titleId: field.invalid });
    if (body.type === 'special' && !fitsSpecialInvoice(title)) throw new AppError(CODES.UNPROCESSABLE, 'invoiceSpecialTitle', { titleId: field.invalid });

    // The title as it is now: later edits of the title never change this invoice.
    const snapshot: InvoiceTitleSnapshot = {
      kind: title.kind,
      name: title.name,
      taxNo: title.taxNo,
      countryCode: title.countryCode,
      country: title.country,
      address: title.address,
      phone: title.phone,
      bank: title.bank,
      bankAccount: title.bankAccount,
    };
    return insertApplication(tx.db, { userId, orderId: order.id, type: body.type, title: snapshot, amount: order.total, currency: order.currency, minorUnits: order.minorUnits });
  });
}

/** The buyer's applications of one status (or all), newest first, with the counts per status. */
export async function myInvoices(ctx: RequestContext, q: { status?: InvoiceStatus; orderNo?: string; page: number; pageSize: number }): Promise<{ list: ApplicationView[]; total: number; counts: MyInvoices['counts'] }> {
  const mine = { userId: buyerId(ctx) };
  const [list, counts] = await Promise.all([
    applicationRows(ctx, { ...mine, status: q.status, orderNo: q.orderNo }, 'newest', q.pageSize, (q.page - 1) * q.pageSize),
    countsOf(ctx, mine),
  ]);
  const total = q.orderNo ? list.length : q.status ? counts[q.status] : counts.pending + counts.approved + counts.rejected;
  return { list: await toViews(ctx, list), total, counts };
}

/** One of the buyer's applications; null when there is none of theirs with this id. */
export async function myInvoice(ctx: RequestContext, id: number): Promise<ApplicationView | null> {
  const [r] = await applicationRows(ctx, { id, userId: buyerId(ctx) }, 'newest', 1);
  return r ? (await toViews(ctx, [r]))[0]! : null;
}
