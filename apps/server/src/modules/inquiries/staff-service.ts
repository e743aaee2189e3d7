import { langCodeById, STAFF_INQUIRY_PAGE_SIZE, type InquiryStatus, type StaffInquiry, type StaffInquiryList, type staffInquiriesQuery } from '@netshop/contract';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { notify, notifyAddress } from '../notifications/index.js';
import { storeFile } from './files.js';
import { quotationDefaultsOf } from './quotations.js';
import type { FormFile } from './form.js';
import { insertMessage, lockInquiry, markMessaged, staffInquiryRows, updateStatus } from './queries.js';
import { inquiryDetail, statusCounts, summaryView } from './thread.js';

// Answering inquiries (permission inquiries.answer: sales, admin). The queue shows what waits
// the longest first, so nobody waits past the one working day of docs/product.md#limits; each reply tells the buyer by
// message and mail (a guest by mail, in the language they wrote in) and, unless the reply says
// otherwise, leaves the inquiry waiting for the buyer's feedback.

const staffFacts = (r: { id: number; email: string; name: string; company: string; lang: string; registered: boolean }) => ({
  id: r.id,
  email: r.email,
  name: r.name,
  company: r.company,
  lang: r.lang,
  registered: r.registered,
});

/** The longest a reply quotes in a message or mail; the whole text is in the thread. */
const QUOTE_MAX = 500;
const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text);

export async function listStaffInquiries(ctx: RequestContext, q: z.output<typeof staffInquiriesQuery>): Promise<StaffInquiryList> {
  const [r, counts] = await Promise.all([staffInquiryRows(ctx.db, ctx.langId, q, q.page, STAFF_INQUIRY_PAGE_SIZE), statusCounts(ctx.db, null)]);
  return {
    items: r.map((x) => ({ ...summaryView(x), ...staffFacts(x) })),
    total: r[0]?.total ?? 0,
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
  const d = await inquiryDetail(ctx, { id }, secret, pdfSecret);
  if (!d) return null;
  const { row, ...detail } = d;
  // The console's list joins the language, so an inquiry in a language that is gone is not found here either.
  if (row.lang === null) return null;
  return { ...detail, ...staffFacts({ ...row, lang: row.lang }), quotationDefaults: await quotationDefaultsOf(ctx.db, id, currencies) };
}

/**
 * A sales reply with its file; the inquiry then waits for the buyer (or takes the status given).
 * The buyer gets a message and a mail; a guest a mail. False when there is no such inquiry.
 */
export async function replyAsStaff(ctx: RequestContext, id: number, body: { body: string; status?: InquiryStatus }, file: FormFile | null): Promise<boolean> {
  const staffId = ctx.staff?.staffId || null; // 0 is the operator token, no staff row
  return inTransaction(ctx, async (tx) => {
    const i = await lockInquiry(tx.db, id);
    if (!i) return false;
    const messageId = await insertMessage(tx.db, id, { author: 'staff', staffId, body: body.body });
    if (file) await storeFile(tx.db, id, messageId, file);
    await markMessaged(tx.db, id, body.status ?? 'pending_feedback');
    const params = { inquiryNo: i.inquiryNo, reply: quote(body.body) };
    if (i.userId !== null) await notify(tx, i.userId, 'inquiryReplied', params, { type: 'account', subjectSuffix: i.inquiryNo });
    else await notifyAddress(tx, i.email, langCodeById(i.langId) ?? tx.lang, 'inquiryRepliedGuest', params, { subjectSuffix: i.inquiryNo });
    return true;
  });
}

/**
 * Sets the status. A buyer sees in their messages that sales took the inquiry up (processing) or
 * closed it; no mail, as nothing needs their answer. False when there is no such inquiry.
 */
export async function setStatus(ctx: RequestContext, id: number, status: InquiryStatus): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const r = await updateStatus(tx.db, id, status);
    if (!r) return false;
    const key = status === 'processing' ? 'inquiryProcessing' : status === 'closed' ? 'inquiryClosed' : null;
    if (key && r.was !== status && r.userId !== null) await notify(tx, r.userId, key, { inquiryNo: r.inquiryNo }, { type: 'account', mail: false });
    return true;
  });
}
