import type { Money } from '@netshop/contract';
import { toMinorUnits } from '@netshop/contract';

// Money and dates of the credit pages, in the UI language. Amounts travel as integer minor units
// (the contract's money); a person types a decimal in the account's currency, which becomes minor
// units here with the refund dialog's rule (no more decimals than the currency has).

/** Digits after the decimal point of an ISO currency (JPY 0, EUR 2), as Intl knows them. */
export function minorUnitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** What a person typed ("12 500,50", "12500.5") in minor units, or undefined when it is not an amount. */
export function typedToMinor(text: string, minorUnits: number): number | undefined {
  return toMinorUnits(text.replace(/[\s\u00a0\u202f']/g, ''), minorUnits);
}

/** Minor units as a person types them back into a field (12500.50; 1200 for yen). */
export function minorToTyped(amount: number, minorUnits: number): string {
  return minorUnits ? (amount / 10 ** minorUnits).toFixed(minorUnits) : String(amount);
}

/** A date (due date, issued) in the UI language; the time of day only where it matters (the ledger). */
export function formatDay(iso: string, locale: string, withTime = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(d);
}

/** A month of the statement picker (2026-11) named in the UI language ("2026年11月", "marraskuu 2026"). */
export function formatMonth(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, 1)));
}

/** The last `count` months up to `now`'s, newest first, as the statement query names them (2026-11). */
export function recentMonths(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** Hands a downloaded file to the browser under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its copy once click() returns; a later revoke only frees memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The sign a ledger amount is read with: a purchase raises the balance, a payment lowers it. */
export const signed = (m: Money, format: (m: Money) => string) => (m.amount > 0 ? `+${format(m)}` : format(m));
