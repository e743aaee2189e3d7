import { companyOf, requireCompany } from '../../lib/company-access.js';
import type { RequestContext } from '../../lib/request-context.js';
import { lockCreditAccount } from './ledger.js';
import { companyInvoiceByNo, invoiceById } from './online-payment-queries.js';
import { postPayment } from './payment-posting.js';
import { paymentByKey } from './queries.js';

// A member pays an open invoice through the payment gateway (issue 30, ADR 0046). The payments
// module runs the attempt (one open per invoice, voiding the one it replaces, the provider's
// events applied once) and asks credit through this port, which app.ts hands it: payments never
// touches credit's tables, and credit stays the only writer of its ledger.

/** An invoice a member may pay: what is still open on it, in the account's currency. */
export interface InvoiceToPay {
  id: number;
  invoiceNo: string;
  status: 'open' | 'paid' | 'void';
  open: number;
  currency: string;
  minorUnits: number;
}

/** A capture of an invoice's attempt, as payments reports it. */
export interface InvoiceCapture {
  invoiceId: number;
  amount: number;
  currency: string;
  /** The provider's reference of the capture (the ledger entry's reference). */
  paymentRef: string;
  /** Our attempt's id: the credit payment's idempotency key, so one capture is posted once whatever path reports it. */
  key: string;
  /** The member who paid (null when they were removed since). */
  userId: number | null;
}

/**
 * Who may pay the company's invoices online: whoever reads them (statements.read or credit.manage —
 * finance and admins). Paying only lowers what the company owes, so it needs no more than reading
 * the invoice, and it stays possible while the company is suspended (its debts are still due).
 * A buyer who may only order on account, a viewer or an approver: 403.
 */
function payerCompany(ctx: RequestContext): number {
  const c = companyOf(ctx);
  if (c && (c.permissions.includes('statements.read') || c.permissions.includes('credit.manage'))) return c.companyId;
  return requireCompany(ctx, 'statements.read');
}

/** The port's two halves; `clock` is the app's (an overdue hold is judged at its now, as finance's payments are). */
export function creditInvoicePayments(clock: { now(): Date }) {
  return {
    /** The member's company's invoice by number (undefined: none such in their company, 404); 403 for a member who may not pay. */
    async invoiceToPay(ctx: RequestContext, invoiceNo: string): Promise<InvoiceToPay | undefined> {
      const i = await companyInvoiceByNo(ctx.db, payerCompany(ctx), invoiceNo);
      return i && { id: i.id, invoiceNo: i.invoiceNo, status: i.status, open: i.open, currency: i.currency, minorUnits: i.minorUnits };
    },

    /**
     * Posts a capture in the caller's transaction, the account locked first: a 'payment' entry by
     * the member with the provider's reference, allocated to this invoice first, then the oldest due;
     * what is left (finance recorded a transfer meanwhile) is an advance, never lost. An overdue hold
     * it clears is lifted. The same key again posts nothing.
     */
    async settleInvoicePayment(tx: RequestContext, c: InvoiceCapture): Promise<void> {
      const inv = await invoiceById(tx.db, c.invoiceId);
      if (!inv) throw new Error(`credit invoice ${c.invoiceId} does not exist`);
      const a = await lockCreditAccount(tx, inv.companyId);
      if (!a) throw new Error(`credit invoice ${c.invoiceId} has no account`);
      // Attempts are made in the invoice's (the account's) currency; the provider's event was checked against the attempt.
      if (a.currency !== c.currency) throw new Error(`capture in ${c.currency} for an account kept in ${a.currency}`);
      if (await paymentByKey(tx.db, c.key)) return;
      const now = clock.now();
      await postPayment(
        tx,
        a,
        { amount: c.amount, method: 'gateway', reference: c.paymentRef, receivedOn: now.toISOString().slice(0, 10), note: '', key: c.key, staffId: null, userId: c.userId, first: c.invoiceId },
        now,
      );
    },
  };
}

/** The port as payments sees it. */
export type CreditInvoicePayments = ReturnType<typeof creditInvoicePayments>;

