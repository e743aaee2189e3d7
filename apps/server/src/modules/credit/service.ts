import { CODES, CREDIT_PAGE_SIZE, type CreditApplication, type CreditLedger, type CreditOverview, type creditApplicationBody, type creditInvoicesQuery, type CreditInvoice } from '@netshop/contract';
import type { z } from 'zod';
import { companyCan, companyOf, requireActiveCompany, requireCompany } from '../../lib/company-access.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { attachUploadIds } from '../account/index.js';
import { loadCurrencies } from '../site/index.js';
import { accountOfCompany, entryCount, entryPage, writeAccountSettings, type AccountRow } from './ledger-queries.js';
import { accountView, entryView, invoiceView, lockCreditAccount } from './ledger.js';
import { insertApplication, insertApplicationFiles, invoicePage, latestApplication, openInvoices, overdueBefore, type ApplicationRow } from './queries.js';

// A company's credit as its members see it (issue 30, ADR 0046): finance (credit.manage) applies
// and sets whether purchase-order numbers are required; finance and admins (statements.read) read
// the account, its invoices and ledger; a buyer who may pay on account (orders.onAccount) reads
// only what checkout needs (status, currency, available credit, whether a PO number is required).

type ApplyBody = z.output<typeof creditApplicationBody>;
type InvoicesQuery = z.output<typeof creditInvoicesQuery>;

/** The company whose statements the member reads (statements.read or credit.manage), or the refusal requireCompany gives. */
function statementsCompany(ctx: RequestContext): number {
  const c = companyOf(ctx);
  if (c && (c.permissions.includes('statements.read') || c.permissions.includes('credit.manage'))) return c.companyId;
  return requireCompany(ctx, 'statements.read');
}

/** Minor units by currency code (an application's amount is in a currency the shop sells in). */
export async function minorUnitsOf(ctx: RequestContext): Promise<Map<string, number>> {
  return new Map((await loadCurrencies(ctx.db)).map((c) => [c.code, c.minorUnits]));
}

export function applicationView(a: ApplicationRow, units: Map<string, number>, files: 'names' | { link: (id: string) => string }): CreditApplication {
  return {
    id: a.id,
    status: a.status,
    requestedLimit: { amount: a.requestedLimit, currency: a.currency, minorUnits: units.get(a.currency) ?? 2 },
    terms: a.terms,
    references: a.references,
    files: a.files.map((f) => ({ id: f.id, name: f.name ?? f.id, size: f.size ?? 0, url: files === 'names' ? null : files.link(f.id) })),
    decisionNote: a.decisionNote,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/** Overdue: what is still owed on open invoices past their due date at `now`. */
export async function overdueOf(ctx: RequestContext, a: AccountRow, now: Date): Promise<number> {
  return (await overdueBefore(ctx.db, a.id, now)).amount;
}

/**
 * The account centre's credit page: the account, the application, open invoices, and whether the
 * reader may pay on account now. A buyer who may only order on account sees the account's figures
 * checkout needs, not the company's invoices or application.
 */
export async function creditOverview(ctx: RequestContext, now: Date): Promise<CreditOverview> {
  const c = companyOf(ctx);
  const orders = companyCan(ctx, 'orders.onAccount');
  const companyId = orders && c ? c.companyId : statementsCompany(ctx);
  const reads = companyCan(ctx, 'statements.read') || companyCan(ctx, 'credit.manage');
  const a = await accountOfCompany(ctx.db, companyId);
  const application = reads ? await latestApplication(ctx.db, companyId) : undefined;
  const invoices = a && reads ? await openInvoices(ctx.db, a.id) : [];
  const app = application ? applicationView(application, await minorUnitsOf(ctx), 'names') : null;
  return {
    account: a ? accountView(a, await overdueOf(ctx, a, now)) : null,
    application: app,
    openInvoices: invoices.map((i) => invoiceView(i, now)),
    canOrderOnAccount: orders && c?.status === 'active' && a?.status === 'active',
  };
}

/**
 * A company's application for payment on account (credit.manage, while the company is active):
 * one pending at a time (the partial unique index decides between two at once), none while it has
 * an open account. Its documents are the member's private uploads, attached here.
 */
export async function applyForCredit(ctx: RequestContext, body: ApplyBody): Promise<{ id: number }> {
  const companyId = requireActiveCompany(ctx, 'credit.manage');
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const a = await lockCreditAccount(tx, companyId);
    if (a && a.status !== 'closed') throw new AppError(CODES.CONFLICT, 'creditAccountExists');
    if (!(await minorUnitsOf(tx)).has(body.currency)) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { currency: FIELD_MESSAGES[ctx.lang].invalid });
    const files = [...new Set(body.fileIds)];
    if ((await attachUploadIds(tx.db, userId, 'inquiry', files)).length !== files.length) throw new AppError(CODES.UNPROCESSABLE, 'companyFilesInvalid');
    const id = await insertApplication(tx.db, { companyId, applicantId: userId, requestedLimit: body.requestedLimit, currency: body.currency, terms: body.terms, references: body.references });
    if (id === undefined) throw new AppError(CODES.CONFLICT, 'creditApplicationPending');
    await insertApplicationFiles(tx.db, id, files);
    return { id };
  });
}

/** Whether every order on account must carry a purchase-order number (credit.manage). */
export async function saveCreditSettings(ctx: RequestContext, poRequired: boolean): Promise<void> {
  const companyId = requireActiveCompany(ctx, 'credit.manage');
  await inTransaction(ctx, async (tx) => {
    const a = await lockCreditAccount(tx, companyId);
    if (!a || a.status === 'closed') throw new AppError(CODES.FORBIDDEN, 'creditNone');
    await writeAccountSettings(tx.db, a.id, { terms: a.terms, status: a.status, holdKind: a.holdKind, holdReason: a.holdReason, heldAt: a.heldAt, poRequired });
  });
}

/** A page of the ledger, newest first. */
export async function creditLedger(ctx: RequestContext, page: number): Promise<CreditLedger> {
  const companyId = statementsCompany(ctx);
  const a = await accountOfCompany(ctx.db, companyId);
  if (!a) return { items: [], total: 0 };
  const rows = await entryPage(ctx.db, a.id, { limit: CREDIT_PAGE_SIZE, offset: (page - 1) * CREDIT_PAGE_SIZE });
  return { items: rows.map((e) => entryView(e, a)), total: await entryCount(ctx.db, a.id) };
}

/** The whole ledger, oldest first (the CSV). */
export async function creditLedgerAll(ctx: RequestContext) {
  const companyId = statementsCompany(ctx);
  const a = await accountOfCompany(ctx.db, companyId);
  if (!a) return { account: null, entries: [] };
  return { account: a, entries: (await entryPage(ctx.db, a.id, null)).map((e) => entryView(e, a)) };
}

/** A page of the company's invoices, newest first, by status when asked. */
export async function creditInvoices(ctx: RequestContext, q: InvoicesQuery, now: Date): Promise<{ items: CreditInvoice[]; total: number }> {
  const companyId = statementsCompany(ctx);
  const a = await accountOfCompany(ctx.db, companyId);
  if (!a) return { items: [], total: 0 };
  const r = await invoicePage(ctx.db, a.id, { status: q.status, limit: CREDIT_PAGE_SIZE, offset: (q.page - 1) * CREDIT_PAGE_SIZE });
  return { items: r.items.map((i) => invoiceView(i, now)), total: r.total };
}
