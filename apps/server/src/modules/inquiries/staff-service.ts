import { langCodeById, STAFF_INQUIRY_PAGE_SIZE, type InquiryStatus, type StaffInquiry, type StaffInquiryList, type staffInquiriesQuery } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rows } from '../../db/client.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { notify, notifyAddress } from '../notifications/notify.js';
import { storeFile } from './files.js';
import { quotationDefaultsOf } from './quotations.js';
import type { FormFile } from './form.js';
import { inquiryDetail, statusCounts, STAFF_COLUMNS, STAFF_JOINS, summaryColumns, summaryView, wordsFilter, type SummaryRow } from './thread.js';

// Answering inquiries (permission inquiries.answer: sales, admin). The queue shows what waits
// the longest first, so nobody waits past the one working day of docs/product.md#limits; each reply tells the buyer by
// message and mail (a guest by mail, in the language they wrote in) and, unless the reply says
// otherwise, leaves the inquiry waiting for the buyer's feedback.

type StaffRow = SummaryRow & { email: string; name: string; company: string; lang: string; registered: boolean };
const staffFacts = (r: StaffRow) => ({ id: Number(r.id), email: r.email, name: r.name, company: r.company, lang: r.lang, registered: Boolean(r.registered) });

/** The longest a reply quotes in a message or mail; the whole text is in the thread. */
const QUOTE_MAX = 500;
const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text);

export async function listStaffInquiries(ctx: RequestContext, q: z.output<typeof staffInquiriesQuery>): Promise<StaffInquiryList> {
  const where: SQL[] = [sql`true`];
  if (q.status === 'open') where.push(sql`i.status <> 'closed'`);
  else if (q.status !== 'all') where.push(sql`i.status = ${q.status}`);
  if (q.type) where.push(sql`i.type = ${q.type}`);
  where.push(...wordsFilter(q.q, [sql`i.inquiry_no`, sql`i.product_no`, sql`i.details`, sql`i.email`, sql`i.name`, sql`i.company`]));
  // Open inquiries by age, the longest untouched first; closed ones after, the latest first.
  const order = sql`ORDER BY (i.status = 'closed'), CASE WHEN i.status <> 'closed' THEN i.last_message_at END ASC, i.last_message_at DESC, i.id DESC`;
  const [r, counts] = await Promise.all([
    rows<StaffRow & { total: number }>(
      ctx.db,
      sql`SELECT ${summaryColumns(ctx.langId)}, ${STAFF_COLUMNS}, count(*) OVER ()::int AS total
            FROM inquiry i ${STAFF_JOINS}
           WHERE ${sql.join(where, sql` AND `)} ${order}
           LIMIT ${STAFF_INQUIRY_PAGE_SIZE} OFFSET ${(q.page - 1) * STAFF_INQUIRY_PAGE_SIZE}`,
    ),
    statusCounts(ctx.db, sql`true`),
  ]);
  return {
    items: r.map((x) => ({ ...summaryView(x), ...staffFacts(x) })),
    total: r.length ? Number(r[0].total) : 0,
    page: q.page,
    pageSize: STAFF_INQUIRY_PAGE_SIZE,
    counts,
  };
}

/** One inquiry with its thread and the sender's facts; files signed with `secret` (null: no links). */
export async function staffInquiry(
  ctx: RequestContext,
  id: number,
  secret: string | null,
  pdfSecret: string,
  currencies: { currencyId: number; isBase: boolean; code: string; minorUnits: number }[],
): Promise<StaffInquiry | null> {
  const d = await inquiryDetail<StaffRow>(ctx, sql`i.id = ${id}`, secret, pdfSecret, { columns: STAFF_COLUMNS, joins: STAFF_JOINS });
  if (!d) return null;
  const { extra, ...detail } = d;
  return { ...detail, ...staffFacts(extra), quotationDefaults: await quotationDefaultsOf(ctx.db, id, currencies) };
}

/**
 * A sales reply with its file; the inquiry then waits for the buyer (or takes the status given).
 * The buyer gets a message and a mail; a guest a mail. False when there is no such inquiry.
 */
export async function replyAsStaff(ctx: RequestContext, id: number, body: { body: string; status?: InquiryStatus }, file: FormFile | null): Promise<boolean> {
  const staffId = ctx.staff?.staffId || null; // 0 is the operator token, no staff row
  return inTransaction(ctx, async (tx) => {
    const [i] = await rows<{ id: number; inquiryNo: string; userId: number | null; email: string; langId: number }>(
      tx.db,
      sql`SELECT id, inquiry_no AS "inquiryNo", user_id AS "userId", email, lang_id AS "langId" FROM inquiry WHERE id = ${id} FOR UPDATE`,
    );
    if (!i) return false;
    const [m] = await rows<{ id: number }>(tx.db, sql`INSERT INTO inquiry_message (inquiry_id, author, staff_id, body) VALUES (${id}, 'staff', ${staffId}, ${body.body}) RETURNING id`);
    if (file) await storeFile(tx.db, id, Number(m.id), file);
    await tx.db.execute(sql`UPDATE inquiry SET status = ${body.status ?? 'pending_feedback'}, last_message_at = now() WHERE id = ${id}`);
    const params = { inquiryNo: i.inquiryNo, reply: quote(body.body) };
    if (i.userId !== null) await notify(tx, Number(i.userId), 'inquiryReplied', params, { type: 'account', subjectSuffix: i.inquiryNo });
    else await notifyAddress(tx, i.email, langCodeById(Number(i.langId)) ?? tx.lang, 'inquiryRepliedGuest', params, { subjectSuffix: i.inquiryNo });
    return true;
  });
}

/**
 * Sets the status. A buyer sees in their messages that sales took the inquiry up (processing) or
 * closed it; no mail, as nothing needs their answer. False when there is no such inquiry.
 */
export async function setStatus(ctx: RequestContext, id: number, status: InquiryStatus): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const [r] = await rows<{ userId: number | null; inquiryNo: string; was: InquiryStatus }>(
      tx.db,
      sql`UPDATE inquiry i SET status = ${status}
            FROM (SELECT status FROM inquiry WHERE id = ${id} FOR UPDATE) old
           WHERE i.id = ${id}
       RETURNING i.user_id AS "userId", i.inquiry_no AS "inquiryNo", old.status AS was`,
    );
    if (!r) return false;
    const key = status === 'processing' ? 'inquiryProcessing' : status === 'closed' ? 'inquiryClosed' : null;
    if (key && r.was !== status && r.userId !== null) await notify(tx, Number(r.userId), key, { inquiryNo: r.inquiryNo }, { type: 'account', mail: false });
    return true;
  });
}
