import type { Company, MyCompanyAnswer } from '@netshop/contract';

/** A date of the company's pages (joined, expires, applied) in the UI language. */
export function formatDate(iso: string, locale: string, withTime = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(d);
}

/**
 * The buyer's own application while it waits or after it was refused: the answer's `application`,
 * or a membership whose company is still pending or was rejected (a membership counts only once
 * the company is active, suspended or closed).
 */
export function applicationOf(answer: MyCompanyAnswer | undefined): Company | null {
  if (!answer) return null;
  if (answer.application) return answer.application;
  const company = answer.membership?.company;
  return company && (company.status === 'pending' || company.status === 'rejected') ? company : null;
}

/** The membership of a company the buyer belongs to (active, or suspended or closed and read only). */
export function membershipOf(answer: MyCompanyAnswer | undefined) {
  const m = answer?.membership;
  return m && m.company.status !== 'pending' && m.company.status !== 'rejected' ? m : null;
}
