import {
  CODES,
  CREDIT_PAGE_SIZE,
  formatMoney,
  langCodeById,
  type creditAccountBody,
  type creditDecisionBody,
  type creditPaymentBody,
  type creditReversalBody,
  type staffCreditQuery,
  type StaffCreditDetail,
  type StaffCreditList,
} from '@netshop/contract';
import type { z } from 'zod';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { privateUploadLink } from '../../lib/uploads.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import { buyerContact } from '../account/index.js';
import { recordAudit } from '../audit/index.js';
import { membersHolding } from '../companies/index.js';
import { notify } from '../notifications/index.js';
import { accountById, accountOfCompany, entryOfAccount, entryPage, insertAccount, writeAccountSettings, type AccountRow } from './ledger-queries.js';
import { accountView, entryView, invoiceView, lockCreditAccount, postEntry } from './ledger.js';
import { postPayment } from './payment-posting.js';
import {
  addPaid,
  companyOf,
  decideApplication,
  invoicePage,
  isApplicationFile,
  latestApplication,
  openInvoices,
  paymentByKey,
  removeAllocations,
  staffPage,
} from './queries.js';
import { applicationView, minorUnitsOf, overdueOf } from './service.js';

// Credit accounts in the console (issue 30, ADR 0046). credit.read (sales, finance, admin) see
// applications and accounts; credit.write (finance, admin) decide applications, change limits,
// terms and status, record bank transfers and reverse them. Every change locks the company's
// credit account first (lockCreditAccount), moves money only through the ledger (postEntry), is
// audited, and runs in one transaction with what it tells the company.

type ListQuery = z.output<typeof staffCreditQuery>;
type DecisionBody = z.output<typeof creditDecisionBody>;
type AccountBody = z.output<typeof creditAccountBody>;
type PaymentBody = z.output<typeof creditPaymentBody>;
type ReversalBody = z.output<typeof creditReversalBody>;

/** Who reads the company's credit: told of a decision (finance and admins). */
const CREDIT_READERS = ['statements.read', 'credit.manage'] as const;

export async function listCredit(ctx: RequestContext, q: ListQuery, now: Date): Promise<StaffCreditList> {
  const { items, counts } = await staffPage(ctx.db, { view: q.view, q: q.q, limit: CREDIT_PAGE_SIZE, offset: (q.page - 1) * CREDIT_PAGE_SIZE, now });
  const units = await minorUnitsOf(ctx);
  const rows = [];
  for (const r of items) {
    const a = r.accountId === null ? undefined : await accountById(ctx.db, r.accountId);
    rows.push({
      companyId: r.companyId,
      companyName: r.companyName,
      countryCode: r.countryCode,
      applicationId: r.applicationId,
      applicationStatus: r.applicationStatus,
      requestedLimit: r.requestedLimit === null ? null : { amount: r.requestedLimit, currency: r.applicationCurrency ?? '', minorUnits: units.get(r.applicationCurrency ?? '') ?? 2 },
      account: a ? accountView(a, await overdueOf(ctx, a, now)) : null,
      createdAt: r.createdAt.toISOString(),
    });
  }
  const total = q.view === 'applications' ? counts.applications : q.view === 'accounts' ? counts.accounts : counts.overdue;
  return { items: rows, total, counts: { ...counts } };
}

/** One company's credit: its latest application (documents by signed links), account, invoices and ledger (newest 50 each). */
export async function creditDetail(ctx: RequestContext, companyId: number, secret: string, now: Date): Promise<StaffCreditDetail> {
  const c = await companyOf(ctx.db, companyId);
  if (!c) throw notFound();
  const a = await accountOfCompany(ctx.db, companyId);
  const application = await latestApplication(ctx.db, companyId);
  const invoices = a ? (await invoicePage(ctx.db, a.id, { limit: CREDIT_PAGE_SIZE, offset: 0 })).items : [];
  const ledger = a ? await entryPage(ctx.db, a.id, { limit: CREDIT_PAGE_SIZE, offset: 0 }) : [];
  return {
    companyId: c.id,
    companyName: c.name,
    companyStatus: c.status,
    application: application ? applicationView(application, await minorUnitsOf(ctx), { link: (id) => privateUploadLink(secret, id) }) : null,
    account: a ? accountView(a, await overdueOf(ctx, a, now)) : null,
    invoices: invoices.map((i) => invoiceView(i, now)),
    ledger: ledger.map((e) => entryView(e, a!)),
    version: a?.version ?? 0,
  };
}

export async function creditFileLink(ctx: RequestContext, companyId: number, fileId: string, secret: string): Promise<{ url: string }> {
  if (!(await isApplicationFile(ctx.db, companyId, fileId))) throw notFound();
  return { url: privateUploadLink(secret, fileId) };
}

/** Tells the company's finance and admins, each in their own language (the amount written as their language writes it). */
async function tellReaders(ctx: RequestContext, companyId: number, key: 'creditApproved' | 'creditRejected', params: (lang: string) => Record<string, string>) {
  for (const userId of await membersHolding(ctx.db, companyId, CREDIT_READERS)) {
    const contact = await buyerContact(ctx.db, userId);
    await notify(ctx, userId, key, params(langCodeById(contact?.langId ?? 0) ?? 'zh-CN'), { type: 'account' });
  }
}

/**
 * Decides the company's pending application. Approving opens the account ('allocated': the limit,
 * no money moved) in the currency and terms finance chose; rejecting keeps the reason, which the
 * company is shown. 409 creditNotPending when it was decided meanwhile (the row is locked first).
 */
export async function decideCredit(ctx: RequestContext, companyId: number, body: DecisionBody): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const c = await companyOf(tx.db, companyId);
    if (!c) throw notFound();
    // An existing (closed) account is the first lock, as everywhere; then the application row.
    const existing = await lockCreditAccount(tx, companyId);
    const app = await latestApplication(tx.db, companyId, true);
    if (!app) throw notFound();
    if (app.status !== 'pending') throw new AppError(CODES.CONFLICT, 'creditNotPending');
    const staffId = tx.staff && tx.staff.staffId > 0 ? tx.staff.staffId : null;
    if (body.decision === 'reject') {
      await decideApplication(tx.db, app.id, { status: 'rejected', note: body.note, staffId });
      await recordAudit(tx, { action: 'credit.reject', entityType: 'company', entityId: companyId, before: { application: app.id, status: 'pending' }, after: { application: app.id, status: 'rejected', note: body.note } });
      await tellReaders(tx, companyId, 'creditRejected', () => ({ company: c.name, reason: body.note }));
      return;
    }
    const units = (await minorUnitsOf(tx)).get(body.currency);
    if (units === undefined) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { currency: FIELD_MESSAGES[ctx.lang].invalid });
    let accountId: number;
    if (existing) {
      // A closed account opens again (its ledger goes on), in the currency it was kept in.
      if (existing.status !== 'closed') throw new AppError(CODES.CONFLICT, 'creditAccountExists');
      if (existing.currency !== body.currency) throw new AppError(CODES.UNPROCESSABLE, 'creditCurrency', { currency: FIELD_MESSAGES[ctx.lang].invalid }, { currency: existing.currency });
      await writeAccountSettings(tx.db, existing.id, { terms: body.terms, status: 'active', holdKind: null, holdReason: '', heldAt: null, poRequired: existing.poRequired });
      accountId = existing.id;
    } else {
      const id = await insertAccount(tx.db, { companyId, currency: body.currency, minorUnits: units, terms: body.terms });
      if (id === undefined) throw new AppError(CODES.CONFLICT, 'creditAccountExists');
      accountId = id;
    }
    await postEntry(tx, accountId, { kind: 'allocated', amount: 0, limit: body.limit, note: body.note });
    await decideApplication(tx.db, app.id, { status: 'approved', note: body.note, staffId });
    await recordAudit(tx, {
      action: 'credit.approve',
      entityType: 'company',
      entityId: companyId,
      before: { application: app.id, status: 'pending', account: existing ? { status: existing.status, limit: existing.limit } : null },
      after: { application: app.id, status: 'approved', limit: body.limit, currency: body.currency, terms: body.terms, note: body.note },
    });
    await tellReaders(tx, companyId, 'creditApproved', (lang) => ({ company: c.name, limit: formatMoney(body.limit, body.currency, units, lang), terms: String(body.terms) }));
  });
}

/**
 * Changes the limit, terms or status over the version read (409 creditStale): a limit change is a
 * ledger entry (limitIncreased / limitDecreased, no money moved); 'hold' by hand is a manual hold
 * with the note as its reason (the sweeper never lifts it), 'active' lifts any hold, 'closed' ends
 * the account (no new orders on account; payments are still recorded).
 */
export async function changeAccount(ctx: RequestContext, companyId: number, body: AccountBody, now: Date): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const a = await lockCreditAccount(tx, companyId);
    if (!a) throw notFound();
    if (a.version !== body.version) throw new AppError(CODES.CONFLICT, 'creditStale');
    if (a.status === 'closed') throw new AppError(CODES.CONFLICT, 'creditAccountClosed');
    const hold =
      body.status === 'hold'
        ? a.status === 'hold' && !body.note
          ? { holdKind: a.holdKind, holdReason: a.holdReason, heldAt: a.heldAt }
          : { holdKind: a.status === 'hold' ? a.holdKind : 'manual', holdReason: body.note || a.holdReason, heldAt: a.heldAt ?? now }
        : { holdKind: null, holdReason: '', heldAt: null };
    await writeAccountSettings(tx.db, a.id, { terms: body.terms, status: body.status, ...hold, poRequired: a.poRequired });
    if (body.limit !== a.limit) await postEntry(tx, a.id, { kind: body.limit > a.limit ? 'limitIncreased' : 'limitDecreased', amount: 0, limit: body.limit, note: body.note });
    await recordAudit(tx, {
      action: 'credit.account',
      entityType: 'company',
      entityId: companyId,
      before: { limit: a.limit, terms: a.terms, status: a.status, holdKind: a.holdKind, holdReason: a.holdReason },
      after: { limit: body.limit, terms: body.terms, status: body.status, holdKind: hold.holdKind, holdReason: hold.holdReason, note: body.note },
    });
  });
}

export interface PaymentResult {
  paymentId: number;
  allocated: number;
  unallocated: number;
  released: boolean;
  account: AccountRow;
}

/**
 * Records a bank transfer: one 'payment' entry (−amount), allocated to the invoices named, or to
 * the open invoices oldest due first; what is left is an advance that settles the next invoices.
 * The same idempotency key again answers the payment it recorded (nothing twice). An overdue hold
 * is lifted in the same transaction when nothing is overdue beyond the grace period any more.
 */
export async function recordPayment(ctx: RequestContext, companyId: number, body: PaymentBody, now: Date): Promise<PaymentResult> {
  return inTransaction(ctx, async (tx) => {
    const a = await lockCreditAccount(tx, companyId);
    if (!a) throw notFound();
    const before = await paymentByKey(tx.db, body.idempotencyKey);
    if (before) {
      if (before.accountId !== a.id) throw new AppError(CODES.CONFLICT, 'creditPaymentKeyUsed');
      return { paymentId: before.id, allocated: before.amount - before.unallocated, unallocated: before.unallocated, released: false, account: a };
    }
    let plan: { invoiceId: number; amount: number }[] | undefined;
    if (body.allocations.length) {
      const open = await openInvoices(tx.db, a.id, true);
      const byNo = new Map(open.map((i) => [i.invoiceNo, i]));
      const seen = new Set<string>();
      let sum = 0;
      plan = body.allocations.map((x) => {
        const i = byNo.get(x.invoiceNo);
        if (!i || seen.has(x.invoiceNo) || x.amount > i.amount - i.paid - i.credited) throw new AppError(CODES.UNPROCESSABLE, 'creditAllocationInvalid', { allocations: FIELD_MESSAGES[ctx.lang].invalid });
        seen.add(x.invoiceNo);
        sum += x.amount;
        return { invoiceId: i.id, amount: x.amount };
      });
      if (sum > body.amount) throw new AppError(CODES.UNPROCESSABLE, 'creditAllocationInvalid', { allocations: FIELD_MESSAGES[ctx.lang].invalid });
    }
    const staffId = tx.staff && tx.staff.staffId > 0 ? tx.staff.staffId : null;
    // Without allocations named, oldest due first (postPayment); the rest is an advance.
    const { paymentId, allocated, released, balanceAfter } = await postPayment(
      tx,
      a,
      { amount: body.amount, method: 'bank_transfer', reference: body.reference, receivedOn: body.receivedOn, note: body.note, key: body.idempotencyKey, staffId, userId: null, allocations: plan },
      now,
    );
    await recordAudit(tx, {
      action: 'credit.payment',
      entityType: 'company',
      entityId: companyId,
      before: { balance: a.balance, status: a.status },
      after: { balance: balanceAfter, payment: paymentId, amount: body.amount, reference: body.reference, receivedOn: body.receivedOn, allocated, released },
    });
    return { paymentId, allocated, unallocated: body.amount - allocated, released, account: a };
  });
}

/**
 * Reverses a payment recorded by mistake: a 'reversal' entry of the opposite amount, once per
 * entry (409 creditAlreadyReversed; the unique reverses_id holds it under any race), and the
 * payment's allocations undone (its invoices open again). Other kinds have their own way (a refund,
 * a limit change): 409 creditNotReversible.
 */
export async function reverseEntry(ctx: RequestContext, companyId: number, body: ReversalBody): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const a = await lockCreditAccount(tx, companyId);
    if (!a) throw notFound();
    const e = await entryOfAccount(tx.db, a.id, body.entryId);
    if (!e) throw notFound();
    if (e.reversed) throw new AppError(CODES.CONFLICT, 'creditAlreadyReversed');
    if (e.kind !== 'payment' || e.paymentId === null) throw new AppError(CODES.CONFLICT, 'creditNotReversible');
    const undone = await removeAllocations(tx.db, e.paymentId);
    for (const x of undone) await addPaid(tx.db, x.invoiceId, -x.amount, new Date());
    const r = await postEntry(tx, a.id, { kind: 'reversal', amount: -e.amount, paymentId: e.paymentId, reversesId: e.id, note: body.note });
    await recordAudit(tx, {
      action: 'credit.reversal',
      entityType: 'company',
      entityId: companyId,
      before: { balance: a.balance, entry: e.id, kind: e.kind, amount: e.amount },
      after: { balance: r.balanceAfter, reversal: r.id, note: body.note, allocationsUndone: undone.length },
    });
  });
}
