import { formatPersonName, type CreditAccountView, type CreditEntry, type CreditInvoice, type Money } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { accountOfCompany, postEntryRow, type AccountRow, type EntryRow, type NewEntry } from './ledger-queries.js';
import type { InvoiceRow } from './queries.js';

// The ledger core (issue 30, ADR 0046). A company's credit changes only here: the account row is
// locked first (lockCreditAccount — the first lock of every path that moves the balance: an order
// on account, a payment, a refund, a reversal, a limit change, the sweeper's hold), then postEntry
// moves the balance and writes the entry that explains it in one statement. Two changes of one
// account run one after the other, each reading the balance the other left: available credit
// (limit − balance) can be checked and spent without anyone spending it twice.

export type { AccountRow } from './ledger-queries.js';

/** The company's credit account locked for the caller's transaction (undefined: it has none). */
export async function lockCreditAccount(ctx: RequestContext, companyId: number): Promise<AccountRow | undefined> {
  return accountOfCompany(ctx.db, companyId, true);
}

/** Who made a change: the staff member, else the buyer, else the system (the sweeper). */
export function actorOf(ctx: RequestContext): { staffId: number | null; userId: number | null } {
  if (ctx.staff) return { staffId: ctx.staff.staffId > 0 ? ctx.staff.staffId : null, userId: null };
  return { staffId: null, userId: ctx.buyer?.userId ?? null };
}

/**
 * Posts one entry to a locked account: the balance moves by `amount` (the limit to `limit` when
 * given), the entry records both after it, who made it (the context's staff member or buyer, or the
 * system) and when. The caller holds the account's lock (lockCreditAccount) in `ctx`'s transaction.
 */
export async function postEntry(ctx: RequestContext, accountId: number, entry: Omit<NewEntry, 'staffId' | 'userId'>): Promise<{ id: number; balanceAfter: number; limitAfter: number }> {
  return postEntryRow(ctx.db, accountId, { ...entry, ...actorOf(ctx) });
}

/** Available credit: the limit less what is owed (more than the limit when the company paid ahead). */
export const available = (a: Pick<AccountRow, 'limit' | 'balance'>) => a.limit - a.balance;

export const moneyIn = (a: { currency: string; minorUnits: number }) => (amount: number): Money => ({ amount, currency: a.currency, minorUnits: a.minorUnits });

const DAY = 86_400_000;

export function accountView(a: AccountRow, overdue: number): CreditAccountView {
  const m = moneyIn(a);
  return {
    status: a.status,
    currency: a.currency,
    limit: m(a.limit),
    balance: m(a.balance),
    available: m(available(a)),
    overdue: m(overdue),
    terms: a.terms,
    poRequired: a.poRequired,
    holdReason: a.status === 'hold' ? a.holdReason : '',
    heldAt: a.status === 'hold' ? (a.heldAt?.toISOString() ?? null) : null,
  };
}

export function invoiceView(i: InvoiceRow, now: Date): CreditInvoice {
  const m = moneyIn(i);
  const due = i.amount - i.paid - i.credited;
  return {
    invoiceNo: i.invoiceNo,
    orderNo: i.orderNo ?? '',
    poNumber: i.poNumber,
    amount: m(i.amount),
    paid: m(i.paid),
    credited: m(i.credited),
    due: m(due),
    status: i.status,
    issuedAt: i.issuedAt.toISOString(),
    dueAt: i.dueAt.toISOString(),
    overdueDays: i.status === 'open' && now > i.dueAt ? Math.floor((now.getTime() - i.dueAt.getTime()) / DAY) : 0,
  };
}

export function entryView(e: EntryRow, a: { currency: string; minorUnits: number }): CreditEntry {
  const m = moneyIn(a);
  const buyer = e.buyerEmail !== null ? formatPersonName({ firstName: e.buyerFirst ?? '', lastName: e.buyerLast ?? '' }, 'en') || e.buyerEmail : null;
  return {
    id: e.id,
    kind: e.kind,
    amount: m(e.amount),
    balanceAfter: m(e.balanceAfter),
    limitAfter: m(e.limitAfter),
    invoiceNo: e.invoiceNo,
    orderNo: e.orderNo,
    reference: e.reference,
    note: e.note,
    by: e.staffName ?? buyer ?? '',
    at: e.at.toISOString(),
  };
}
