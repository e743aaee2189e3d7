import {
  APPROVAL_PAGE_SIZE,
  CODES,
  langCodeById,
  type approvalDecisionBody,
  type ApprovalDecisionResult,
  type ApprovalList,
  type approvalListQuery,
  type ApprovalRequestDetail,
  type ApprovalRequestSummary,
  type LangCode,
  type MessageKey,
  type PlacedOrder,
} from '@netshop/contract';
import type { z } from 'zod';
import { MESSAGES } from '../../i18n/messages.js';
import { companyCan, companyOf } from '../../lib/company-access.js';
import { buyerId, createContext, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError, fillMessage, notFound } from '../../plugins/envelope.js';
import { buyerContact, buyerEmailAndName } from '../account/index.js';
import { findMembership } from '../companies/index.js';
import { placeOrder, type PlaceBody, type PlaceOptions, type QuotationAcceptance } from '../orders/index.js';
import { moneyIn, tell, tellApprovers } from './notices.js';
import { cancelRequestRow, countRequests, listRequests, recordStep, requestByNo, setRequestState, type ListScope, type RequestRecord } from './queries.js';

// Approval requests as members read and decide them (issue 30, ADR 0046). The requester sees
// their own; approvers see the queue of their role (never their own requests); those who manage
// approvals or decide them see all. A decision locks the request row; levels run in order; the
// last approval places the order as the requester, in the same transaction, through placeOrder
// (its own transaction nests as a savepoint): when placing refuses (stock gone, price changed,
// credit exhausted…), the savepoint is rolled back, so nothing is half-placed, and the request
// goes back to the requester with the reason.

const member = (ctx: RequestContext) => {
  const m = companyOf(ctx);
  if (!m) throw new AppError(CODES.FORBIDDEN, 'companyNone');
  return m;
};

/** The reason a request went back, in the reader's language. */
export function returnReason(lang: LangCode, r: Pick<RequestRecord, 'returnKey' | 'returnParams'>): string | null {
  if (!r.returnKey) return null;
  const text = (MESSAGES[lang] as Record<string, string>)[r.returnKey];
  return text ? fillMessage(text, r.returnParams ?? {}) : r.returnKey;
}

function canDecide(ctx: RequestContext, r: RequestRecord): boolean {
  const m = companyOf(ctx);
  return Boolean(m && m.status === 'active' && r.status === 'pending' && r.currentRole && m.roles.includes(r.currentRole) && r.userId !== buyerId(ctx));
}

/** A quotation request's quotation as buyers and sales name it: its inquiry's number and the version accepted ("INQ… V2"). */
function quotationNoOf(r: RequestRecord): string | null {
  if (r.kind !== 'quotation') return null;
  const { inquiryNo, version } = r.body as Partial<QuotationAcceptance>;
  return typeof inquiryNo === 'string' && typeof version === 'number' ? `${inquiryNo} V${version}` : null;
}

function summary(ctx: RequestContext, r: RequestRecord): ApprovalRequestSummary {
  return {
    requestNo: r.requestNo,
    kind: r.kind,
    status: r.status,
    total: { amount: r.total, currency: r.currency, minorUnits: r.minorUnits },
    lineCount: r.lineCount,
    requester: { userId: r.userId, name: r.requester },
    currentLevel: r.status === 'pending' ? r.currentLevel : null,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    canDecide: canDecide(ctx, r),
    orderNo: r.orderNo,
    quotationNo: quotationNoOf(r),
  };
}

export async function requestList(ctx: RequestContext, q: z.output<typeof approvalListQuery>): Promise<ApprovalList> {
  const m = member(ctx);
  const userId = buyerId(ctx);
  if (q.view === 'all' && !companyCan(ctx, 'approvals.manage') && !companyCan(ctx, 'approvals.decide')) throw new AppError(CODES.FORBIDDEN, 'companyForbidden');
  const queue: ListScope = { view: 'queue', userId, roles: m.status === 'active' ? m.roles : [] };
  const scope: ListScope = q.view === 'mine' ? { view: 'mine', userId } : q.view === 'queue' ? queue : { view: 'all' };
  const [items, total, waiting] = await Promise.all([
    listRequests(ctx.db, m.companyId, scope, q.status, APPROVAL_PAGE_SIZE, (q.page - 1) * APPROVAL_PAGE_SIZE),
    countRequests(ctx.db, m.companyId, scope, q.status),
    countRequests(ctx.db, m.companyId, queue),
  ]);
  return { items: items.map((r) => summary(ctx, r)), total, queue: waiting };
}

/** Who may open a request: its requester, those who manage or decide approvals, and holders of one of its steps' roles. */
function mayRead(ctx: RequestContext, r: RequestRecord): boolean {
  const m = companyOf(ctx)!;
  return r.userId === buyerId(ctx) || companyCan(ctx, 'approvals.manage') || companyCan(ctx, 'approvals.decide') || r.steps.some((s) => m.roles.includes(s.approverRole));
}

export async function requestDetail(ctx: RequestContext, requestNo: string): Promise<ApprovalRequestDetail> {
  const m = member(ctx);
  const r = await requestByNo(ctx.db, m.companyId, requestNo);
  if (!r || !mayRead(ctx, r)) throw notFound();
  const body = r.body as Partial<PlaceBody>;
  return {
    ...summary(ctx, r),
    steps: r.steps.map((s) => ({ ...s, at: s.at })),
    lines: r.lines.map((l) => ({
      skuId: l.skuId,
      name: l.name,
      productNo: l.productNo,
      quantity: l.quantity,
      unitPrice: { amount: l.unitPrice, currency: r.currency, minorUnits: r.minorUnits },
      lineTotal: { amount: l.lineTotal, currency: r.currency, minorUnits: r.minorUnits },
    })),
    shippingAddress: r.shippingAddress,
    returnReason: returnReason(ctx.lang, r),
    paymentTerms: body.paymentTerms === 'account' ? 'account' : 'now',
    poNumber: r.poNumber,
    remark: typeof body.remark === 'string' ? body.remark : '',
  };
}

/** How the last approval places a request: the shop's placing options, priced in the requester's language. */
export type PlacingFor = (langId: number) => Promise<PlaceOptions>;

/**
 * How the last approval places a quotation's acceptance, as the requester (`ctx`) in the decision's
 * transaction: the inquiries module's (given by the app, as approvals may not reach into it). It
 * checks the quotation again (still the version accepted, valid, its inquiry open), stock and
 * credit, and throws an AppError with the reason otherwise.
 */
export type QuotationPlacer = (ctx: RequestContext, options: PlaceOptions, body: QuotationAcceptance, approvedRequestId: number) => Promise<PlacedOrder>;

export interface DecisionOptions {
  origin: string;
  now: Date;
  placing: PlacingFor;
  placeQuotation?: QuotationPlacer;
}

export async function decide(ctx: RequestContext, requestNo: string, body: z.output<typeof approvalDecisionBody> & { level?: number }, o: DecisionOptions): Promise<ApprovalDecisionResult> {
  const m = member(ctx);
  const me = buyerId(ctx);
  // What placing needs is read before the transaction: the requester's language and the catalogue
  // reference in it (a memo that may load through the pool, which must not wait on this transaction).
  const seen = await requestByNo(ctx.db, m.companyId, requestNo);
  if (!seen || !mayRead(ctx, seen)) throw notFound();
  const contact = await buyerContact(ctx.db, seen.userId);
  const lang = langCodeById(contact?.langId) ?? 'zh-CN';
  const placing = await o.placing(createContext(ctx.db, { lang }).langId);
  return inTransaction(ctx, async (tx) => {
    const r = await requestByNo(tx.db, m.companyId, requestNo, true);
    if (!r || !mayRead(tx, r)) throw notFound();
    // Decided, withdrawn, expired (by the clock, before the sweeper came by), or a page showing another level: stale.
    if (r.status !== 'pending' || r.expiresAt <= o.now || (body.level !== undefined && body.level !== r.currentLevel)) throw new AppError(CODES.CONFLICT, 'approvalDecided');
    if (r.userId === me) throw new AppError(CODES.FORBIDDEN, 'approvalOwnRequest');
    if (m.status !== 'active') throw new AppError(CODES.FORBIDDEN, 'companyNotActive');
    if (!r.currentRole || !m.roles.includes(r.currentRole) || r.currentLevel === null) throw new AppError(CODES.FORBIDDEN, 'approvalNotYourLevel');
    const level = r.currentLevel;
    const decision = body.decision === 'approve' ? 'approved' : 'rejected';
    await recordStep(tx.db, r.id, level, decision, me, body.comment, o.now);
    const total = moneyIn({ amount: r.total, currency: r.currency, minorUnits: r.minorUnits });

    if (decision === 'rejected') {
      await setRequestState(tx.db, r.id, { status: 'rejected', currentLevel: null, now: o.now });
      const who = await deciderName(tx, me);
      await tell(tx, o.origin, r.userId, 'approvalRejected', () => ({ requestNo, by: who, comment: body.comment || '—', total: '' }), requestNo);
      return { status: 'rejected', currentLevel: null, orderNo: null, returnReason: null };
    }

    const next = r.steps.find((s) => s.level > level);
    if (next) {
      await setRequestState(tx.db, r.id, { status: 'pending', currentLevel: next.level, now: o.now });
      await tellApprovers(tx, o.origin, { companyId: r.companyId, userId: r.userId, requestNo, requester: r.requester, total: { amount: r.total, currency: r.currency, minorUnits: r.minorUnits }, lineCount: r.lineCount }, next.approverRole);
      return { status: 'pending', currentLevel: next.level, orderNo: null, returnReason: null };
    }

    // The last approval. Marked approved first, so the requester's idempotency key no longer
    // answers with this request while placeOrder runs (controls.byKey), then placed as the requester.
    await setRequestState(tx.db, r.id, { status: 'approved', currentLevel: null, now: o.now });
    const requester = createContext(tx.db, { lang, buyer: { userId: r.userId, sessionId: 0, company: await findMembership(tx.db, r.userId) } });
    try {
      const placed = r.kind === 'quotation' ? await quotationPlacer(o)(requester, placing, r.body as unknown as QuotationAcceptance, r.id) : await placeOrder(requester, placing, r.body as unknown as PlaceBody, r.id);
      await tell(tx, o.origin, r.userId, 'approvalApproved', () => ({ requestNo, orderNo: placed.orderNo ?? '' }), requestNo);
      return { status: 'approved', currentLevel: null, orderNo: placed.orderNo, returnReason: null };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const returned = { returnKey: e.key as MessageKey, returnParams: e.params ?? null };
      await setRequestState(tx.db, r.id, { status: 'returned', currentLevel: null, now: o.now, ...returned });
      await tell(tx, o.origin, r.userId, 'approvalReturned', (l) => ({ requestNo, reason: returnReason(l, returned) ?? '', total: total(l) }), requestNo);
      return { status: 'returned', currentLevel: null, orderNo: null, returnReason: returnReason(ctx.lang, returned) };
    }
  });
}

function quotationPlacer(o: DecisionOptions): QuotationPlacer {
  if (!o.placeQuotation) throw new Error('a quotation request was approved but the app gave approvals no way to place quotations');
  return o.placeQuotation;
}

async function deciderName(ctx: RequestContext, userId: number): Promise<string> {
  const who = await buyerEmailAndName(ctx.db, userId);
  return who ? `${who.firstName} ${who.lastName}`.trim() : '';
}

export async function cancelRequest(ctx: RequestContext, requestNo: string, now: Date): Promise<void> {
  const m = member(ctx);
  if (!(await cancelRequestRow(ctx.db, m.companyId, requestNo, buyerId(ctx), now))) {
    const r = await requestByNo(ctx.db, m.companyId, requestNo);
    if (!r || r.userId !== buyerId(ctx)) throw notFound();
    throw new AppError(CODES.CONFLICT, 'approvalDecided');
  }
}
