import type { InquiryDetail, InquiryFile, InquiryMessage, InquiryStatusCounts, InquirySummary } from '@netshop/contract';
import { formatPersonName, INQUIRY_STATUSES } from '@netshop/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../lib/request-context.js';
import { fileView } from './files.js';
import { inquiryDetailRow, inquiryFiles, inquiryMessages, inquiryStatusCounts, type SummaryRow } from './queries.js';
import { quotationsOf, requestedLinesOf } from './quotations.js';

// How an inquiry reads, for its buyer and for sales alike: a row of a list, and the detail with
// its thread (the inquiry's own details and file first, then both sides' messages, oldest first).
// One read model, so a later addition (quotations of an inquiry) extends both views at once.

export const iso = (d: Date) => d.toISOString();

export function summaryView(r: SummaryRow): InquirySummary {
  return {
    inquiryNo: r.inquiryNo,
    type: r.type,
    status: r.status,
    source: r.source,
    productNo: r.productNo,
    solution: r.solution,
    topic: r.topic,
    details: r.details,
    createdAt: iso(r.createdAt),
    lastMessageAt: iso(r.lastMessageAt),
    lastAuthor: r.lastAuthor,
    replies: r.replies,
    // A company's inquiry names who asked (issue 29); a personal one is its buyer's own.
    purchaseFor: r.companyId === null ? 'personal' : 'company',
    placedBy: r.companyId === null || r.userId === null ? null : { userId: r.userId, name: formatPersonName({ firstName: r.askerFirstName ?? '', lastName: r.askerLastName ?? '' }, 'en') },
  };
}

/** How many inquiries are in each status: those `scope` allows (the buyer's list), or all of them (null). */
export async function statusCounts(db: Db, scope: SQL | null): Promise<InquiryStatusCounts> {
  const r = await inquiryStatusCounts(db, scope);
  const counts = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, 0])) as InquiryStatusCounts;
  for (const x of r) counts[x.status] = x.n;
  return counts;
}

/** The messages of an inquiry with their files, and the inquiry's own files; links signed with `secret`. */
async function thread(db: Db, inquiryId: number, secret: string | null): Promise<{ files: InquiryFile[]; messages: InquiryMessage[] }> {
  const [messages, files] = await Promise.all([inquiryMessages(db, inquiryId), inquiryFiles(db, inquiryId)]);
  const of = (messageId: number | null) => files.filter((f) => f.messageId === messageId).map((f) => fileView(f, secret));
  return {
    files: of(null),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      // Staff messages of the operator token (no staff row) have no name.
      staffName: m.author === 'staff' ? m.staffName : null,
      body: m.body,
      createdAt: iso(m.createdAt),
      files: of(m.id),
    })),
  };
}

type DetailRow = NonNullable<Awaited<ReturnType<typeof inquiryDetailRow>>>;

/**
 * The one inquiry `by` names (its id, or its number and buyer) with its thread, or null; `row`
 * keeps what the console adds on top (language, registered).
 */
export async function inquiryDetail(
  ctx: RequestContext,
  by: Parameters<typeof inquiryDetailRow>[2],
  secret: string | null,
  /** Signs the quotations' PDF links (every reader of an inquiry may read its quotations). */
  pdfSecret: string,
): Promise<(InquiryDetail & { id: number; row: DetailRow }) | null> {
  const r = await inquiryDetailRow(ctx.db, ctx.langId, by);
  if (!r) return null;
  const [{ files, messages }, requestedLines, quotations] = await Promise.all([thread(ctx.db, r.id, secret), requestedLinesOf(ctx, r.id), quotationsOf(ctx, r.id, pdfSecret)]);
  return {
    ...summaryView({ ...r, details: r.fullDetails }),
    id: r.id,
    spuId: r.spuId,
    skuId: r.skuId,
    productName: r.productName,
    name: r.name,
    company: r.company,
    phone: r.phone,
    email: r.email,
    files,
    messages,
    requestedLines,
    quotations,
    row: r,
  };
}
