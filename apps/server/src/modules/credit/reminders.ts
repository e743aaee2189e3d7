import { CREDIT_HOLD_GRACE_DAYS, formatMoney, langCodeById, type CompanyPermission, type LangCode } from '@netshop/contract';
import { shopDay } from '../../lib/pdf.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { buyerContact } from '../account/index.js';
import { companyNames, membersHolding } from '../companies/index.js';
import { notify, type MessageTextKey } from '../notifications/index.js';
import { claimReminder, remindersDue, type ReminderDue } from './reminder-queries.js';

// Reminders of a company's invoices on account (issue 30, ADR 0046): 7 days before the due date,
// on it, and every CREDIT_REMINDER_DAYS after, by the sweeper. Each stage is sent once: its row in
// credit_reminder is inserted first (ON CONFLICT DO NOTHING) and the mails go only with an insert
// that happened, in the same transaction, so two sweepers at once send each reminder once. Only the
// latest stage reached is sent: after downtime a company gets one reminder, not a burst. Time is
// the clock the app gives (tests move it), never the machine's.

/** Who is told about a company's credit: the members who read its statements or manage its credit (finance, admin). */
export const CREDIT_READERS: readonly CompanyPermission[] = ['statements.read', 'credit.manage'];

/**
 * Tells the company's credit readers in their own language (a message and a mail each), with
 * parameters written for that language (amounts, dates) by `params`.
 */
export async function tellCreditReaders(ctx: RequestContext, companyId: number, key: MessageTextKey, params: (lang: LangCode) => Record<string, string>, subjectSuffix?: string): Promise<number> {
  const members = await membersHolding(ctx.db, companyId, CREDIT_READERS);
  for (const userId of members) {
    const lang = langOf((await buyerContact(ctx.db, userId))?.langId);
    await notify(ctx, userId, key, params(lang), { type: 'account', subjectSuffix });
  }
  return members.length;
}

const langOf = (langId: number | undefined): LangCode => (langId ? langCodeById(langId) : undefined) ?? 'zh-CN';

const DAY_MS = 86_400_000;

/** Which text a stage is told with. */
const stageKey = (stage: string): MessageTextKey => (stage === 'before7' ? 'creditDueSoon' : stage === 'due' ? 'creditDueToday' : 'creditOverdue');

async function sendOne(ctx: RequestContext, r: ReminderDue, now: Date, company: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    // The insert decides: a reminder another sweeper recorded first (or the same stage earlier) sends nothing here.
    if (!(await claimReminder(tx.db, r.invoiceId, r.stage, now))) return false;
    const days = String(Math.max(0, Math.floor((now.getTime() - r.dueAt.getTime()) / DAY_MS)));
    await tellCreditReaders(
      tx,
      r.companyId,
      stageKey(r.stage),
      (lang) => ({
        invoiceNo: r.invoiceNo,
        amount: formatMoney(r.outstanding, r.currency, r.minorUnits, lang),
        dueDate: shopDay(lang, r.dueAt),
        company,
        days,
        grace: String(CREDIT_HOLD_GRACE_DAYS),
      }),
      r.invoiceNo,
    );
    return true;
  });
}

/** One pass: the latest stage of every open invoice that reached one, each once; how many reminders were sent. */
export async function sendReminders(ctx: RequestContext, now: Date, batch = 100): Promise<number> {
  let sent = 0;
  // Batches until none are left (a reminder claimed by another sweeper is not read again: its row exists).
  for (let due = await remindersDue(ctx.db, now, batch); due.length; due = await remindersDue(ctx.db, now, batch)) {
    const names = await companyNames(ctx.db, due.map((r) => r.companyId));
    for (const r of due) if (await sendOne(ctx, r, now, names.get(r.companyId) ?? '')) sent++;
    if (due.length < batch) break;
  }
  return sent;
}
