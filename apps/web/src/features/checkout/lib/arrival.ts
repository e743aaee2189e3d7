import { formatDay, formatDayRange } from '../../../lib/arrival-dates';

// How the confirmation page words a promised delivery (ADR 0044): a day the server computed
// from the warehouses' stock, cutoffs and calendars, printed in the buyer's language.

/**
 * A day never breaks across lines ("mer. 2 déc." stays whole on a phone): its spaces become
 * no-break spaces. A range may break only after its dash, so the next line starts with a day,
 * not with the thin space Intl puts after the dash.
 */
const whole = (s: string) => s.replace(/\s/g, '\u00a0').replace(/\u00a0([–—-])\u00a0/g, '\u00a0$1 ');

/** The dates alone: one day, or a range. */
export function arrivalDates(from: string, by: string, lang: string): string {
  return whole(from === by ? formatDay(by, lang) : formatDayRange(from, by, lang));
}

/** One day, kept whole. */
export function arrivalDay(day: string, lang: string): string {
  return whole(formatDay(day, lang));
}

/** "Arrives by Tue 2 Dec" when both ends are one day, "Arrives Tue 2 – Thu 4 Dec" otherwise; null without dates. */
export function arrivalKey(from: string | null, by: string | null, lang: string): { key: 'arrivesBy' | 'arrivesRange'; dates: string } | null {
  if (!from || !by) return null;
  return { key: from === by ? 'arrivesBy' : 'arrivesRange', dates: arrivalDates(from, by, lang) };
}
