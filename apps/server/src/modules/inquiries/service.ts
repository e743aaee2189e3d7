import { CODES, formatPersonName, type contactBody, type InquiryDetail, type inquiryBody, type InquiryKind, type InquirySource, type myInquiriesQuery, type MyInquiryPage, type PurchaseFor, INQUIRY_PAGE_SIZE } from '@netshop/contract';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { assertMayChange, companyFor, ownedScope, requireCompany } from '../../lib/company-access.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { buyerEmailAndName } from '../account/index.js';
import { productExists, skuFacts, skuProductId } from '../catalog/index.js';
import { isSolution } from '../content/index.js';
import { notify, notifyAddress } from '../notifications/index.js';
import { storeFile } from './files.js';
import type { FormFile } from './form.js';
import { askedByBuyer, attachInquiriesByEmail, buyerInquiryRows, companyInquiries, closeBuyerInquiry, insertInquiry, insertMessage, lockBuyerInquiry, markMessaged } from './queries.js';
import { inquiryDetail, statusCounts, summaryView } from './thread.js';

// Inquiries, the buyer's side (issue 15): a buyer or a guest sends one (or a contact-us message,
// an inquiry of kind contact) with an optional file; it waits for sales (pending reply), who
// answer in its thread (pending feedback), work on it (processing) and close it. The buyer reads
// their own in the account centre, replies and closes; a guest's inquiries join their account
// when they register with the e-mail they gave.

/** What a new inquiry stores, from either form. */
interface NewInquiry {
  type: InquiryKind;
  source: InquirySource;
  productNo: string;
  spuId?: number;
  skuId?: number;
  /** The solution (an article of kind solution) the inquiry is about. */
  solutionId?: number;
  name: string;
  company: string;
  phone: string;
  topic: string | null;
  details: string;
  /** A guest's address; a buyer is answered at their account's. */
  email?: string;
  /** A cart's quote request: the lines it asks a price for. */
  lines?: { skuId: number; quantity: number }[];
  /** Asked in the company's name (a member with quotations.manage; ADR 0045). */
  purchaseFor?: PurchaseFor;
}

/** The product and SKU an inquiry names, checked: the SKU's product when only the SKU is given; 422 for unknown or mismatched ids. */
async function productRefs(db: Db, lang: RequestContext['lang'], spuId?: number, skuId?: number): Promise<{ spuId: number | null; skuId: number | null }> {
  const invalid = (field: string) => new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [field]: FIELD_MESSAGES[lang].invalid });
  if (skuId !== undefined) {
    const productId = await skuProductId(db, skuId);
    if (productId === undefined || (spuId !== undefined && productId !== spuId)) throw invalid('skuId');
    return { spuId: productId, skuId };
  }
  if (spuId !== undefined) {
    if (!(await productExists(db, spuId))) throw invalid('spuId');
    return { spuId, skuId: null };
  }
  return { spuId: null, skuId: null };
}

/** The solution an inquiry names, checked: 422 on `solutionId` for an id that is no solution. */
async function solutionRef(db: Db, lang: RequestContext['lang'], solutionId?: number): Promise<number | null> {
  if (solutionId === undefined) return null;
  if (!(await isSolution(db, solutionId))) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { solutionId: FIELD_MESSAGES[lang].invalid });
  return solutionId;
}

/**
 * Stores an inquiry with its file and tells the sender (a message and a mail for a buyer, a mail
 * for a guest) that it arrived; its number. The number comes from the row's own serial, so two
 * inquiries sent at once can never share one.
 */
async function create(ctx: RequestContext, input: NewInquiry, file: FormFile | null): Promise<string> {
  return inTransaction(ctx, async (tx) => {
    // In the company's name only for a member who may manage its quotations while it is active:
    // asked here, in the transaction that stores it, so every path and session is refused alike.
    const companyId = companyFor(tx, input.purchaseFor, 'quotations.manage');
    const refs = await productRefs(tx.db, tx.lang, input.spuId, input.skuId);
    const solutionId = await solutionRef(tx.db, tx.lang, input.solutionId);
    if (input.lines?.length) {
      const ids = [...new Set(input.lines.map((l) => l.skuId))];
      const known = await skuFacts(tx.db, ids);
      if (known.length !== ids.length) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { lines: FIELD_MESSAGES[tx.lang].invalid });
    }
    const userId = tx.buyer?.userId ?? null;
    let email = input.email ?? '';
    let name = input.name;
    if (userId !== null) {
      const u = await buyerEmailAndName(tx.db, userId);
      email = u!.email;
      name ||= formatPersonName(u!, tx.lang);
    }
    const r = await insertInquiry(tx.db, {
      userId,
      companyId,
      email,
      langId: tx.langId,
      type: input.type,
      source: input.source,
      productNo: input.productNo,
      spuId: refs.spuId,
      skuId: refs.skuId,
      solutionId,
      name,
      company: input.company,
      phone: input.phone,
      topic: input.topic,
      details: input.details,
      lines: input.lines ?? [],
    });
    if (file) await storeFile(tx.db, r.id, null, file);
    const params = { inquiryNo: r.inquiryNo };
    // A contact-us message is confirmed as a message, not as an inquiry (issue 24).
    const contact = input.type === 'contact';
    if (userId !== null) await notify(tx, userId, contact ? 'contactReceived' : 'inquiryReceived', params, { type: 'account', subjectSuffix: r.inquiryNo });
    else await notifyAddress(tx, email, tx.lang, contact ? 'contactReceivedGuest' : 'inquiryReceivedGuest', params, { subjectSuffix: r.inquiryNo });
    return r.inquiryNo;
  });
}

/** POST /inquiries: a solution, customization or quotation inquiry. A guest's needs an e-mail (the route asks). */
export function sendInquiry(ctx: RequestContext, body: z.output<typeof inquiryBody>, file: FormFile | null): Promise<string> {
  return create(
    ctx,
    { ...body, source: body.source ?? 'page', topic: null, email: ctx.buyer ? undefined : body.email },
    file,
  );
}

/** POST /inquiries/contact: the contact-us form, an inquiry of kind contact for the same queue. */
export function sendContact(ctx: RequestContext, body: z.output<typeof contactBody>, file: FormFile | null): Promise<string> {
  return create(ctx, { type: 'contact', source: 'contact', productNo: '', name: body.name, company: body.company, phone: '', topic: body.topic, details: body.message, email: body.email }, file);
}

/** What the buyer may read of inquiries and quotations: their own, and their company's with quotations.read (ADR 0045). */
const readable = (ctx: RequestContext): SQL => ownedScope(ctx, 'i', 'quotations.read');

/**
 * The buyer's inquiries, the latest activity first, with counts by status for the tabs: `mine`,
 * the ones they asked (their own, and those for the company they are still a member of);
 * `company`, the company's whoever asked (quotations.read; 403 otherwise).
 */
export async function myInquiries(ctx: RequestContext, q: z.output<typeof myInquiriesQuery>): Promise<MyInquiryPage> {
  const scope = q.scope === 'company' ? companyInquiries(requireCompany(ctx, 'quotations.read')) : askedByBuyer(readable(ctx), buyerId(ctx));
  const [r, counts] = await Promise.all([buyerInquiryRows(ctx.db, ctx.langId, scope, q, q.page, INQUIRY_PAGE_SIZE), statusCounts(ctx.db, scope)]);
  return { items: r.map(summaryView), total: r[0]?.total ?? 0, page: q.page, pageSize: INQUIRY_PAGE_SIZE, counts };
}

/** One of the buyer's (or their company's) inquiries with its thread; null when they may not read it (the route's 404). */
export async function myInquiry(ctx: RequestContext, inquiryNo: string, secret: string): Promise<InquiryDetail | null> {
  const d = await inquiryDetail(ctx, { inquiryNo, scope: readable(ctx) }, secret, secret);
  if (!d) return null;
  const { id: _id, row: _row, ...detail } = d;
  return detail;
}

/**
 * The buyer's reply: the inquiry waits for sales again. False when it is not theirs; 409 once it
 * is closed (a new need is a new inquiry, so the queue's age stays honest).
 */
export async function replyAsBuyer(ctx: RequestContext, inquiryNo: string, body: string, file: FormFile | null): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const i = await lockBuyerInquiry(tx.db, inquiryNo, readable(tx));
    if (!i) return false;
    // A company's inquiry: a colleague who may manage its quotations replies too, not while it is suspended.
    assertMayChange(tx, i, 'quotations.manage');
    if (i.status === 'closed') throw new AppError(CODES.CONFLICT, 'inquiryIsClosed');
    const messageId = await insertMessage(tx.db, i.id, { author: 'buyer', body });
    if (file) await storeFile(tx.db, i.id, messageId, file);
    await markMessaged(tx.db, i.id, 'pending_reply');
    return true;
  });
}

/** The buyer closes their inquiry, or their company's with quotations.manage (again: no change); false when they may not read it. */
export async function closeAsBuyer(ctx: RequestContext, inquiryNo: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const i = await lockBuyerInquiry(tx.db, inquiryNo, readable(tx));
    if (!i) return false;
    assertMayChange(tx, i, 'quotations.manage');
    await closeBuyerInquiry(tx.db, i.id);
    return true;
  });
}

/**
 * A guest's inquiries sent with `email` become the new account's (called by registration in its
 * transaction, once the address is proven by its code).
 */
export async function attachGuestInquiries(ctx: RequestContext, userId: number, email: string): Promise<void> {
  await attachInquiriesByEmail(ctx.db, userId, email.toLowerCase());
}
