import { CODES } from '@netshop/contract';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import type { Db } from '../../db/client.js';
import { companyCan, requireCompany } from '../../lib/company-access.js';
import { periodBounds } from '../../lib/period-bounds.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { companyNames, companyTimeZone } from '../companies/index.js';
import { contactEmail } from '../site/index.js';
import { statementPdf } from './statement-pdf.js';
import { balanceBefore, entriesBetween, openInvoicesIssuedBefore, statementAccount } from './statement-queries.js';

// A company's monthly statement (issue 30): for its members who read statements or manage its
// credit (statements.read: admin, finance; credit.manage: finance), of their own company only (the
// membership decides which). Months run in the company's calendar (its time zone, companies'
// time_zone), as the PDF's dates do: an entry at 23:30 on the 30th in Helsinki is that month's.
// A month that has not begun is refused; the current month reads up to now.

/**
 * The first instant of a month (2026-11) in the company's time zone, and of the next one. The
 * month's 15th at noon UTC lies inside that month in every zone (±14 h), so the period containing it is the month.
 */
export async function monthBounds(db: Db, month: string, timeZone: string): Promise<{ from: Date; to: Date }> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return periodBounds(db, 'month', timeZone, new Date(Date.UTC(y, m - 1, 15, 12)));
}

/** The company whose statements the reader may read (403 as requireCompany refuses). */
function readerCompany(ctx: RequestContext): number {
  if (companyCan(ctx, 'credit.manage')) return requireCompany(ctx, 'credit.manage');
  return requireCompany(ctx, 'statements.read');
}

/** The month's statement as a PDF in the context's language and its file name; 404 when the company has no credit account. */
export async function statementDocument(ctx: RequestContext, month: string, now: Date): Promise<{ pdf: Buffer; fileName: string }> {
  const companyId = readerCompany(ctx);
  const timeZone = await companyTimeZone(ctx.db, companyId);
  const { from, to } = await monthBounds(ctx.db, month, timeZone);
  if (from > now) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { month: FIELD_MESSAGES[ctx.lang].invalid });
  const account = await statementAccount(ctx.db, companyId);
  if (!account) throw new AppError(CODES.NOT_FOUND, 'notFound');
  const [before, entries, open, names, email] = await Promise.all([
    balanceBefore(ctx.db, account.id, from),
    entriesBetween(ctx.db, account.id, from, to),
    openInvoicesIssuedBefore(ctx.db, account.id, to),
    companyNames(ctx.db, [companyId]),
    contactEmail(ctx.db),
  ]);
  const opening = before?.balance ?? 0;
  const last = entries.at(-1);
  const pdf = await statementPdf({
    lang: ctx.lang,
    company: names.get(companyId) ?? '',
    month,
    from,
    timeZone,
    currency: account.currency,
    minorUnits: account.minorUnits,
    // The limit as it stood at the end of the month (the account's own once the month is the current one).
    limit: to > now ? account.limit : ((await balanceBefore(ctx.db, account.id, to))?.limit ?? account.limit),
    terms: account.terms,
    opening,
    closing: last ? last.balanceAfter : opening,
    entries,
    open,
    now,
    contactEmail: email,
  });
  return { pdf, fileName: `statement-${month}.pdf` };
}
