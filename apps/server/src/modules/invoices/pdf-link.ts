import { API } from '@netshop/contract';
import { checkLinkToken, linkToken } from '../../lib/signed-link.js';
import type { ApplicationView } from './views.js';

// The PDF of an approved invoice opens from an <a href> (no Authorization header), so a reader who
// may read it (its buyer, finance) is handed a link signed for that invoice, for an hour, in the
// reader's language (ADR 0021's signing, in a scope of its own).

const SCOPE = 'invoice-pdf';
const TTL_MS = 60 * 60_000;

export const pdfLink = (secret: string, id: number, langId: number) =>
  `${API.invoices.pdf.href({ id })}?t=${linkToken(secret, SCOPE, String(id), TTL_MS)}&langId=${langId}`;

export const checkPdfToken = (secret: string, id: number, token: string) => checkLinkToken(secret, SCOPE, String(id), token);

// A credit note's PDF (issue 30) the same way, in a scope of its own.
const NOTE_SCOPE = 'credit-note-pdf';

export const creditNotePdfLink = (secret: string, id: number, langId: number) =>
  `${API.invoices.creditNotePdf.href({ id })}?t=${linkToken(secret, NOTE_SCOPE, String(id), TTL_MS)}&langId=${langId}`;

export const checkCreditNoteToken = (secret: string, id: number, token: string) => checkLinkToken(secret, NOTE_SCOPE, String(id), token);

/** The credit notes of a view with their signed links. */
export const signedCreditNotes = (v: Pick<ApplicationView, 'creditNotes'>, secret: string, langId: number) => (v.creditNotes ?? []).map((n) => ({ ...n, pdfUrl: creditNotePdfLink(secret, n.id, langId) }));

/** What a reader gets of a view: the contract's fields, with the PDF's link once it is approved. */
export function publicView(v: ApplicationView, secret: string, langId: number) {
  const { order: _order, row: _row, orderStatus: _status, orderDeliveredAt: _delivered, ...view } = v;
  return { ...view, pdfUrl: v.status === 'approved' ? pdfLink(secret, v.id, langId) : null, creditNotes: signedCreditNotes(v, secret, langId) };
}
