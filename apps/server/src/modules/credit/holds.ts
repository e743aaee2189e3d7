import { CREDIT_HOLD_GRACE_DAYS } from '@netshop/contract';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { companyNames } from '../companies/index.js';
import { accountsToHold, accountsToRelease, clearOverdueHold, lockAccountRow, markOverdueHold, overdueInvoiceNos } from './hold-queries.js';
import { tellCreditReaders } from './reminders.js';

// Overdue holds (issue 30, ADR 0046): an active credit account with an open invoice still owed
// CREDIT_HOLD_GRACE_DAYS after its due date is put on hold by the sweeper (no new orders on
// account), and released once nothing is overdue beyond the grace period any more. A payment
// releases it at once (the payment's transaction calls releaseOverdueHoldIfClear); the sweeper
// releases what other ways cleared (a credit note, a reversal undone). Only holds of kind 'overdue'
// are released here: a hold finance put by hand stays until finance lifts it. Each change locks
// the account row first and is a conditional update, so two sweepers change an account once, and
// the members are told once.

/** The hold's reason as stored: the invoices that caused it (the pages name the kind in the reader's language). */
const reasonOf = (invoiceNos: string[]) => invoiceNos.join(', ').slice(0, 500);

/** Holds one account if it is still active and overdue at `now`, telling its credit readers; whether it did. */
async function holdIfOverdue(ctx: RequestContext, accountId: number, now: Date): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const a = await lockAccountRow(tx.db, accountId);
    if (!a || a.status !== 'active') return false;
    const overdue = await overdueInvoiceNos(tx.db, accountId, now);
    if (!overdue.length || !(await markOverdueHold(tx.db, accountId, reasonOf(overdue), now))) return false;
    const company = (await companyNames(tx.db, [a.companyId])).get(a.companyId) ?? '';
    await tellCreditReaders(tx, a.companyId, 'creditOnHold', () => ({ company, invoiceNo: overdue[0]!, grace: String(CREDIT_HOLD_GRACE_DAYS) }));
    return true;
  });
}

/**
 * Releases the account's overdue hold when nothing is overdue beyond the grace period at `now`,
 * and tells its credit readers; whether it did. Runs in the caller's transaction (`ctx.db`) when
 * there is one: a payment calls it after allocating, in the same transaction, so the company can
 * order on account the moment its overdue invoices are paid. It locks the account row (a caller
 * that locked it already holds the lock).
 */
export async function releaseOverdueHoldIfClear(ctx: RequestContext, accountId: number, now: Date): Promise<boolean> {
  const a = await lockAccountRow(ctx.db, accountId);
  if (!a || a.status !== 'hold' || a.holdKind !== 'overdue') return false;
  if ((await overdueInvoiceNos(ctx.db, accountId, now)).length) return false;
  if (!(await clearOverdueHold(ctx.db, accountId))) return false;
  const company = (await companyNames(ctx.db, [a.companyId])).get(a.companyId) ?? '';
  await tellCreditReaders(ctx, a.companyId, 'creditHoldReleased', () => ({ company }));
  return true;
}

/** The sweeper's holds: accounts that became overdue beyond the grace period at `now`; how many were held. */
export async function holdOverdueAccounts(ctx: RequestContext, now: Date, batch = 100): Promise<number> {
  let held = 0;
  for (const id of await accountsToHold(ctx.db, now, batch)) if (await holdIfOverdue(ctx, id, now)) held++;
  return held;
}

/** The sweeper's releases: overdue holds with nothing overdue beyond the grace period any more; how many were released. */
export async function releaseClearedHolds(ctx: RequestContext, now: Date, batch = 100): Promise<number> {
  let released = 0;
  for (const id of await accountsToRelease(ctx.db, now, batch)) if (await inTransaction(ctx, (tx) => releaseOverdueHoldIfClear(tx, id, now))) released++;
  return released;
}
