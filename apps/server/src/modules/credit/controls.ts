import { CODES, formatMoney } from '@netshop/contract';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { companyOf } from '../../lib/company-access.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import type { PurchaseCheck } from '../orders/index.js';
import { accountOfCompany } from './ledger-queries.js';
import { available, lockCreditAccount, postEntry } from './ledger.js';
import { allocateAdvances } from './advances.js';
import { insertInvoice, paymentsWithAdvance, poNumberUsed } from './queries.js';

// The credit part of a company's purchase controls (issue 30, ADR 0046), which the approvals
// module's purchaseControls() composes with its spending limits and rules. In the placing
// transaction: `lock` takes the credit account's row before anything else (so two orders of one
// company are counted one after the other), `check` refuses an order on account that does not fit
// (on hold, no account, another currency, a purchase-order number missing, used by an order or
// carried by a pending approval request, more than the available credit), and `afterPlace` invoices the placed order and charges it to the ledger.

export interface CreditControls {
  lock(ctx: RequestContext, companyId: number, paymentTerms: 'now' | 'account'): Promise<void>;
  /** `pending`: approvals' answer whether a pending request carries a PO number (its table is its own). */
  check(ctx: RequestContext, c: PurchaseCheck, pending?: { poNumberPending(poNumber: string): Promise<boolean> }): Promise<void>;
  afterPlace(ctx: RequestContext, c: PurchaseCheck, order: { orderId: number; orderNo: string }): Promise<void>;
  /** The credit account's currency (the company's spending currency defaults to it), null without an account. */
  currency(ctx: RequestContext, companyId: number): Promise<string | null>;
}

const amountText = (ctx: RequestContext, amount: number, a: { currency: string; minorUnits: number }) => formatMoney(amount, a.currency, a.minorUnits, ctx.lang);

export const creditControls: CreditControls = {
  async currency(ctx, companyId) {
    return (await accountOfCompany(ctx.db, companyId))?.currency ?? null;
  },

  /**
   * The account's row when the company has one, whatever the order's terms: a payment, a refund or
   * a limit change of the same company waits for the order, and the order for them — always first,
   * before the spending row and any stock row, so no path waits on a stock lock while holding credit.
   */
  async lock(ctx, companyId) {
    await lockCreditAccount(ctx, companyId);
  },

  async check(ctx, c, pending) {
    if (c.body.paymentTerms !== 'account') return;
    // Only an active company buys on account (a suspension since the page opened included).
    if (companyOf(ctx)?.status !== 'active') throw new AppError(CODES.FORBIDDEN, 'companyNotActive');
    // Locked already by `lock` in this transaction: this reads the row as it is now.
    const a = await accountOfCompany(ctx.db, c.companyId, true);
    if (!a || a.status === 'closed') throw new AppError(CODES.FORBIDDEN, 'creditNone');
    if (a.status === 'hold') throw new AppError(CODES.FORBIDDEN, 'creditOnHold');
    if (c.total.currency !== a.currency) throw new AppError(CODES.UNPROCESSABLE, 'creditCurrency', undefined, { currency: a.currency });
    const po = c.body.poNumber?.trim() || null;
    if (a.poRequired && !po) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { poNumber: FIELD_MESSAGES[ctx.lang].required });
    // Used by an order on account, or carried by a request waiting for approval (which would place a second order with it).
    if (po && ((await poNumberUsed(ctx.db, c.companyId, po)) || (await pending?.poNumberPending(po)))) throw new AppError(CODES.CONFLICT, 'poNumberUsed', undefined, { poNumber: po });
    // Only placed orders count against the credit: an approval request is checked again when it is placed.
    if (c.total.amount > available(a)) throw new AppError(CODES.CONFLICT, 'creditInsufficient', undefined, { available: amountText(ctx, Math.max(0, available(a)), a) });
  },

  async afterPlace(ctx, c, order) {
    if (c.body.paymentTerms !== 'account') return;
    const a = await accountOfCompany(ctx.db, c.companyId, true);
    if (!a) throw new Error(`company ${c.companyId} placed order ${order.orderNo} on account without a credit account`);
    const po = c.body.poNumber?.trim() || null;
    const invoice = await insertInvoice(ctx.db, {
      accountId: a.id,
      companyId: c.companyId,
      orderId: order.orderId,
      poNumber: po,
      amount: c.total.amount,
      currency: a.currency,
      minorUnits: a.minorUnits,
      issuedAt: c.now,
      terms: a.terms,
    });
    await postEntry(ctx, a.id, { kind: 'purchase', amount: c.total.amount, invoiceId: invoice.id, orderId: order.orderId, reference: po ?? '', at: c.now });
    // Money the company paid ahead (an overpayment, or what it had paid on an order refunded since) settles the new invoice first.
    await allocateAdvances(ctx, await paymentsWithAdvance(ctx.db, a.id), [{ id: invoice.id, amount: c.total.amount, paid: 0, credited: 0 }], c.now);
  },
};
