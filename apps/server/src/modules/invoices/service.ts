import {
  CODES,
  fitsSpecialInvoice,
  INVOICEABLE_ORDER_STATUSES,
  type InvoiceableOrder,
  type InvoiceStatus,
  type InvoiceTitleSnapshot,
  type InvoiceScope,
  type InvoiceType,
  type MyInvoices,
} from '@netshop/contract';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { ownedScope, requireActiveCompany, requireCompany } from '../../lib/company-access.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { ordersForInvoiceInScope } from '../orders/index.js';
import { appliedOrderIds, insertApplication, orderHasApplication } from './queries.js';
import { oneTitle } from './titles.js';
import { applicationRows, countsOf, toViews, type ApplicationView } from './views.js';

// A buyer's invoice applications (issue 15): the orders they may apply for, applying once per
// order, their list by status, one application. A company order's invoice is the company's (issue
// 29, ADR 0045): members with invoices.read apply for it with one of the company's titles
// (titles.read) and read the company's invoices; the order's company decides whose it is. Every
// query is scoped (ownedScope), so another buyer's or another company's application reads as not
// found.

const isInvoiceable = (status: string) => (INVOICEABLE_ORDER_STATUSES as readonly string[]).includes(status);

/** Which applications a buyer may read: their own, and their company's with invoices.read. */
const readable = (ctx: RequestContext) => ownedScope(ctx, 'a', 'invoices.read');

/** Paid or completed regular orders with an amount and no invoice yet, newest first: the buyer's own, and their company's with invoices.read. */
export async function invoiceableOrders(ctx: RequestContext): Promise<InvoiceableOrder[]> {
  const orders = await ordersForInvoiceInScope(ctx, { statuses: INVOICEABLE_ORDER_STATUSES });
  const taken = new Set(await appliedOrderIds(ctx.db, orders.map((o) => o.id)));
  return orders
    .filter((o) => !taken.has(o.id))
    .map((o) => ({
      orderNo: o.orderNo,
      status: o.status as InvoiceableOrder['status'],
      createdAt: new Date(o.createdAt).toISOString(),
      total: { amount: o.total, currency: o.currency, minorUnits: o.minorUnits },
      firstLine: o.firstLine ?? '',
      lineCount: o.lineCount,
      companyId: o.companyId,
    }));
}

/**
 * Files an application for an order with a title; returns its id. The buyer's own order takes one
 * of their own titles; a company order (invoices.read) one of the company's titles (titles.read),
 * while the company is active, and the application is the company's. The order's row is locked
 * first, so two applications for it sent at once are checked one after the other and the second
 * finds the first (the partial unique index would refuse it anyway).
 */
export async function applyForInvoice(ctx: RequestContext, body: { orderNo: string; type: InvoiceType; titleId: number }): Promise<number> {
  const userId = buyerId(ctx);
  const field = FIELD_MESSAGES[ctx.lang];
  return inTransaction(ctx, async (tx) => {
    const [order] = await ordersForInvoiceInScope(tx, { orderNo: body.orderNo.toUpperCase(), lock: true });
    if (!order) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { orderNo: field.invalid });
    if (order.companyId !== null) {
      // Applying in the company's name: refused while it is suspended or closed (its members keep reading).
      requireActiveCompany(ctx, 'titles.read');
    }
    const params = { orderNo: order.orderNo };
    if (order.kind === 'sample' || order.total <= 0) throw new AppError(CODES.UNPROCESSABLE, 'invoiceSampleOrder', { orderNo: field.invalid }, params);
    if (!isInvoiceable(order.status)) throw new AppError(CODES.CONFLICT, 'invoiceOrderNotEligible', undefined, params);
    if (await orderHasApplication(tx.db, order.id)) throw new AppError(CODES.CONFLICT, 'invoiceExists', undefined, params);

    // The order's company decides the title: the company's own for a company order, the buyer's own otherwise.
    const title = await oneTitle(tx, body.titleId);
    if (!title || title.companyId !== order.companyId) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { titleId: field.invalid });
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
    return insertApplication(tx.db, {
      userId,
      companyId: order.companyId,
      orderId: order.id,
      type: body.type,
      title: snapshot,
      amount: order.total,
      currency: order.currency,
      minorUnits: order.minorUnits,
    });
  });
}

/**
 * The buyer's own applications (scope mine) or their company's (scope company: invoices.read, else
 * 403) of one status (or all), newest first, with the counts per status.
 */
export async function myInvoices(
  ctx: RequestContext,
  q: { status?: InvoiceStatus; orderNo?: string; page: number; pageSize: number; scope?: InvoiceScope },
): Promise<{ list: ApplicationView[]; total: number; counts: MyInvoices['counts'] }> {
  const whose = q.scope === 'company' ? { companyId: requireCompany(ctx, 'invoices.read') } : { personalOf: buyerId(ctx) };
  const [list, counts] = await Promise.all([
    applicationRows(ctx, { ...whose, status: q.status, orderNo: q.orderNo }, 'newest', q.pageSize, (q.page - 1) * q.pageSize),
    countsOf(ctx, whose),
  ]);
  const total = q.orderNo ? list.length : q.status ? counts[q.status] : counts.pending + counts.approved + counts.rejected;
  return { list: await toViews(ctx, list), total, counts };
}

/** One application the buyer may read (their own; their company's with invoices.read); null otherwise. */
export async function myInvoice(ctx: RequestContext, id: number): Promise<ApplicationView | null> {
  const [r] = await applicationRows(ctx, { id, scope: readable(ctx) }, 'newest', 1);
  return r ? (await toViews(ctx, [r]))[0]! : null;
}

/** Which applications a buyer's session may open the PDF of (the document reads only approved ones). */
export const readableInvoices = readable;
