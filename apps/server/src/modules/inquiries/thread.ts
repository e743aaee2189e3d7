import type { InquiryDetail, InquiryFile, InquiryMessage, InquiryStatusCounts, InquirySummary } from '@netshop/contract';
import { INQUIRY_STATUSES } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { bestLanguageFirst } from '../../db/translated.js';
import { productText } from '../../lib/product-card.js';
import type { RequestContext } from '../../lib/request-context.js';
import { fileView } from './files.js';
import { quotationsOf, requestedLinesOf } from './quotations.js';

// How an inquiry reads, for its buyer and for sales alike: a row of a list, and the detail with
// its thread (the inquiry's own details and file first, then both sides' messages, oldest first).
// One read model, so a later addition (quotations of an inquiry) extends both views at once.

export const iso = (d: Date | string) => new Date(d).toISOString();

/** Columns of a list row under the alias `i`; the details cut to a preview, a solution's title in the reader's language. */
export const summaryColumns = (langId: number) => sql`i.id, i.inquiry_no AS "inquiryNo", i.type, i.status, i.source, i.product_no AS "productNo", i.topic,
  (SELECT x.title FROM article_i18n x WHERE x.article_id = i.solution_id ORDER BY ${bestLanguageFirst('x', langId)} LIMIT 1) AS solution,
  left(i.details, 300) AS details, i.created_at AS "createdAt", i.last_message_at AS "lastMessageAt",
  coalesce((SELECT m.author FROM inquiry_message m WHERE m.inquiry_id = i.id ORDER BY m.id DESC LIMIT 1), 'buyer') AS "lastAuthor",
  (SELECT count(*) FROM inquiry_message m WHERE m.inquiry_id = i.id)::int AS replies`;

export type SummaryRow = Omit<InquirySummary, 'createdAt' | 'lastMessageAt'> & { id: number; createdAt: Date | string; lastMessageAt: Date | string };

export function summaryView(r: SummaryRow): InquirySummary {
  return {
    inquiryNo: r.inquiryNo,
    type: r.type,
    status: r.status,
    source: r.source,
    productNo: r.productNo,
    solution: r.solution ?? null,
    topic: r.topic ?? null,
    details: r.details,
    createdAt: iso(r.createdAt),
    lastMessageAt: iso(r.lastMessageAt),
    lastAuthor: r.lastAuthor,
    replies: Number(r.replies),
  };
}

/** How many inquiries are in each status, of those `where` selects (under the alias `i`). */
export async function statusCounts(db: Db, where: SQL): Promise<InquiryStatusCounts> {
  const r = await rows<{ status: keyof InquiryStatusCounts; n: number }>(db, sql`SELECT i.status, count(*)::int AS n FROM inquiry i WHERE ${where} GROUP BY i.status`);
  const counts = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, 0])) as InquiryStatusCounts;
  for (const x of r) counts[x.status] = Number(x.n);
  return counts;
}

/** Words of a search, each to be found (as typed, any case) in one of `columns`; CJK text as a substring. */
export function wordsFilter(q: string | undefined, columns: SQL[]): SQL[] {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((w) => {
    const like = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`(${sql.join(
      columns.map((c) => sql`${c} ILIKE ${like}`),
      sql` OR `,
    )})`;
  });
}

/** The messages of an inquiry with their files, and the inquiry's own files; links signed with `secret`. */
async function thread(db: Db, inquiryId: number, secret: string | null): Promise<{ files: InquiryFile[]; messages: InquiryMessage[] }> {
  const [messages, files] = await Promise.all([
    rows<{ id: number; author: InquiryMessage['author']; staffName: string | null; body: string; createdAt: Date | string }>(
      db,
      sql`SELECT m.id, m.author, s.name AS "staffName", m.body, m.created_at AS "createdAt"
            FROM inquiry_message m LEFT JOIN staff_user s ON s.id = m.staff_id
           WHERE m.inquiry_id = ${inquiryId} ORDER BY m.id`,
    ),
    rows<{ id: string; messageId: number | null; name: string; mime: string; size: number }>(
      db,
      sql`SELECT id, message_id AS "messageId", name, mime, size FROM inquiry_file WHERE inquiry_id = ${inquiryId} ORDER BY created_at, id`,
    ),
  ]);
  const of = (messageId: number | null) => files.filter((f) => (f.messageId === null ? null : Number(f.messageId)) === messageId).map((f) => fileView(f, secret));
  return {
    files: of(null),
    messages: messages.map((m) => ({
      id: Number(m.id),
      author: m.author,
      // Staff messages of the operator token (no staff row) have no name.
      staffName: m.author === 'staff' ? m.staffName : null,
      body: m.body,
      createdAt: iso(m.createdAt),
      files: of(Number(m.id)),
    })),
  };
}

/** Columns the console adds to a row: who wrote it and in which language. */
export const STAFF_COLUMNS = sql`i.email, i.name, i.company, l.short_name AS lang, i.user_id IS NOT NULL AS registered`;
export const STAFF_JOINS = sql`JOIN language l ON l.id = i.lang_id`;

/**
 * The one inquiry `where` selects (under the alias `i`) with its thread, or null; `extra` adds
 * columns (and `joins` their tables) the reader sees on top, as the console's STAFF_COLUMNS.
 */
export async function inquiryDetail<Extra extends object = object>(
  ctx: RequestContext,
  where: SQL,
  secret: string | null,
  /** Signs the quotations' PDF links (every reader of an inquiry may read its quotations). */
  pdfSecret: string,
  extra: { columns: SQL; joins: SQL } = { columns: sql`NULL AS none`, joins: sql`` },
): Promise<(InquiryDetail & { id: number; extra: Extra }) | null> {
  const text = productText(ctx.langId);
  const [r] = await rows<SummaryRow & { spuId: number | null; skuId: number | null; productName: string | null; name: string; company: string; phone: string; email: string; fullDetails: string } & Extra>(
    ctx.db,
    sql`SELECT ${summaryColumns(ctx.langId)}, i.details AS "fullDetails", i.spu_id AS "spuId", i.sku_id AS "skuId",
               CASE WHEN p.id IS NULL THEN NULL ELSE coalesce(${text.pick('name')}, p.model) END AS "productName",
               i.name, i.company, i.phone, i.email, ${extra.columns}
          FROM inquiry i LEFT JOIN product p ON p.id = i.spu_id ${text.joins} ${extra.joins}
         WHERE ${where}`,
  );
  if (!r) return null;
  const [{ files, messages }, requestedLines, quotations] = await Promise.all([
    thread(ctx.db, Number(r.id), secret),
    requestedLinesOf(ctx, Number(r.id)),
    quotationsOf(ctx, Number(r.id), pdfSecret),
  ]);
  return {
    ...summaryView({ ...r, details: r.fullDetails }),
    id: Number(r.id),
    spuId: r.spuId === null ? null : Number(r.spuId),
    skuId: r.skuId === null ? null : Number(r.skuId),
    productName: r.productName,
    name: r.name,
    company: r.company,
    phone: r.phone,
    email: r.email,
    files,
    messages,
    requestedLines,
    quotations,
    extra: r,
  };
}
