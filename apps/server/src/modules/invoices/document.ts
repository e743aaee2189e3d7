import type { SQL } from 'drizzle-orm';
import type { RequestContext } from '../../lib/request-context.js';
import { taxName } from '../checkout/index.js';
import { contactEmail } from '../site/index.js';
import { creditNotesOf } from './credit-note-queries.js';
import { issuer } from './issuer.js';
import { invoicePdf } from './pdf.js';
import { applicationRows, toViews } from './views.js';

// The PDF of an approved invoice in the context's language. Who may read it is the route's
// question (a session that may read it, or a link signed for this invoice); here only approved
// applications have one.

/** The PDF and its number; null when there is no approved invoice with this id (in `scope`, a buyer's readable ones, when given). */
export async function invoiceDocument(ctx: RequestContext, id: number, scope?: SQL): Promise<{ pdf: Buffer; invoiceNo: string } | null> {
  const [row] = await applicationRows(ctx, { id, status: 'approved', scope }, 'newest', 1);
  if (!row || !row.invoiceNo || !row.decidedAt) return null;
  const [view] = await toViews(ctx, [row]);
  if (!view?.order) return null;
  // Its credit notes (issue 30): the PDF says it was credited, in full or by how much, and by which.
  const notes = await creditNotesOf(ctx.db, [row.id]);
  const credited = notes.reduce((sum, n) => sum + n.amount, 0);
  const pdf = await invoicePdf({
    lang: ctx.lang,
    invoiceNo: row.invoiceNo,
    type: row.type,
    issuedAt: row.decidedAt.toISOString(),
    title: view.title,
    order: view.order,
    taxName: taxName(ctx.lang, view.order.taxKind),
    issuer: issuer(ctx.lang),
    contactEmail: await contactEmail(ctx.db),
    credit: { credited, full: credited >= row.amount, notes: notes.map((n) => n.creditNoteNo) },
  });
  return { pdf, invoiceNo: row.invoiceNo };
}
