import type { RequestContext } from '../../lib/request-context.js';

// What payments needs of the credit module to take a company's invoice payments online (issue 30,
// ADR 0046). app.ts hands credit's implementation in (credit/online-payments.ts): payments never
// reads or writes credit's tables, and credit stays the only writer of its ledger.

export interface InvoicePort {
  /** The member's company's invoice by number with what is still open on it; undefined: 404. Throws 403 for a member who may not pay it. */
  invoiceToPay(ctx: RequestContext, invoiceNo: string): Promise<{ id: number; invoiceNo: string; status: 'open' | 'paid' | 'void'; open: number; currency: string; minorUnits: number } | undefined>;
  /** Posts a capture to the company's ledger in the caller's transaction; once per `key` (our attempt's id). */
  settleInvoicePayment(tx: RequestContext, c: { invoiceId: number; amount: number; currency: string; paymentRef: string; key: string; userId: number | null }): Promise<void>;
}
