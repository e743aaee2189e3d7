import type { CreditNoteView } from '@netshop/contract';
import type { SQL } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { invoiceOrders } from '../orders/index.js';
import { contactEmail } from '../site/index.js';
import { creditNotePdf, creditNoteReason } from './credit-note-pdf.js';
import {
  creditNoteForDocument,
  creditNoteOfSource,
  creditNotesOf,
  creditedOf,
  insertCreditNote,
  lockApprovedApplication,
  nextCreditNoteNo,
  refundedUncredited,
} from './credit-note-queries.js';
import { issuer } from './issuer.js';
import { applicationRows } from './views.js';

// Credit notes (red-letter invoices, issue 30, ADR 0046). When an order whose VAT invoice was
// approved gives money back — a staff refund or cancel (paid now or on account), or a return the
// operator completes — a credit note takes that amount back from the invoice: numbered CN + yymmdd +
// sequence, with its own PDF, and the application's `credited` goes up by it (the invoice reads
// "credited in part / in full"). Orders and payments do not import this module (ADR 0016): app.ts
// hands `afterRefund` to the orders' money port, whose staff actions call it in the transaction
// that records the refund; a sweeper task credits what is left of orders refunded in full any other
// way (the operator's completed return, the provider-refund retry). Each note is idempotent by its
// source (the refund's id, or the order's full refund), and never credits more than the invoice.

export interface RefundDone {
  orderId: number;
  /** What went back; null: whatever of the invoice is not credited yet (an order refunded in full). */
  amount: number | null;
  /** What caused it, unique: a refund's id, a ledger entry ('credit:12'), 'refunded:<orderId>'. */
  source: string;
  reason: string;
}

/**
 * Issues the credit note of a refund, in the caller's transaction (`ctx.db`); its number, or null
 * when the order has no approved VAT invoice, the invoice is credited in full already, or the note
 * of this source was issued before (its number then).
 */
export async function afterRefund(ctx: RequestContext, r: RefundDone): Promise<string | null> {
  const application = await lockApprovedApplication(ctx.db, r.orderId);
  if (!application) return null;
  // Under the application's lock: a retry of the same refund finds its note, and two refunds at once credit one after the other.
  const before = await creditNoteOfSource(ctx.db, r.source);
  if (before) return before;
  const left = application.amount - application.credited;
  const amount = Math.min(r.amount ?? left, left);
  if (amount <= 0) return null;
  const creditNoteNo = await nextCreditNoteNo(ctx.db);
  await insertCreditNote(ctx.db, { creditNoteNo, orderId: r.orderId, application, amount, reason: r.reason, source: r.source, staffId: ctx.staff?.staffId || null });
  return creditNoteNo;
}

/** The sweeper's pass: orders refunded in full whose invoice is not credited in full get a note for the rest; how many. */
export async function creditRefundedOrders(ctx: RequestContext, batch = 100): Promise<number> {
  let n = 0;
  for (const orderId of await refundedUncredited(ctx.db, batch)) {
    if (await inTransaction(ctx, (tx) => afterRefund(tx, { orderId, amount: null, source: `refunded:${orderId}`, reason: 'refunded' }))) n++;
  }
  return n;
}

/** The credit notes of these applications as their readers see them (pdfUrl for the route to sign), and what each has credited. */
export async function creditNotesByApplication(ctx: RequestContext, applicationIds: number[]): Promise<{ notes: Map<number, CreditNoteView[]>; credited: Map<number, number> }> {
  const [rows, credited] = await Promise.all([creditNotesOf(ctx.db, applicationIds), creditedOf(ctx.db, applicationIds)]);
  const notes = new Map<number, CreditNoteView[]>();
  for (const r of rows) {
    const list = notes.get(r.applicationId) ?? [];
    list.push({
      id: r.id,
      creditNoteNo: r.creditNoteNo,
      amount: { amount: r.amount, currency: r.currency, minorUnits: r.minorUnits },
      reason: creditNoteReason(ctx.lang, r.reason),
      createdAt: r.createdAt.toISOString(),
      pdfUrl: null,
    });
    notes.set(r.applicationId, list);
  }
  return { notes, credited };
}

/** A credit note's PDF in the context's language and its number; null when there is none of this id (in `scope`, a buyer's readable invoices, when given). */
export async function creditNoteDocument(ctx: RequestContext, id: number, scope?: SQL): Promise<{ pdf: Buffer; creditNoteNo: string } | null> {
  const note = await creditNoteForDocument(ctx.db, id, scope);
  if (!note) return null;
  const [app] = await applicationRows(ctx, { id: note.applicationId }, 'newest', 1);
  if (!app?.invoiceNo) return null;
  const order = (await invoiceOrders(ctx, [note.orderId])).get(note.orderId);
  const credited = (await creditNotesOf(ctx.db, [note.applicationId])).filter((n) => n.id <= note.id).reduce((s, n) => s + n.amount, 0);
  const pdf = await creditNotePdf({
    lang: ctx.lang,
    creditNoteNo: note.creditNoteNo,
    issuedAt: note.createdAt,
    invoiceNo: app.invoiceNo,
    orderNo: order?.orderNo ?? '',
    reason: note.reason,
    amount: note.amount,
    invoiceAmount: app.amount,
    creditedTotal: credited,
    currency: app.currency,
    minorUnits: app.minorUnits,
    title: app.title,
    issuer: issuer(ctx.lang),
    contactEmail: await contactEmail(ctx.db),
  });
  return { pdf, creditNoteNo: note.creditNoteNo };
}
