import { BASIS_POINTS } from './constants.js';

// Money is an integer number of minor units plus an ISO 4217 code (docs/architecture.md#money).
// Rates are decimal strings ("7.12345678" = units of the currency per 1 unit of base currency),
// converted with BigInt arithmetic so no float ever touches an amount.

const RATE_SCALE_DIGITS = 8;

function parseRate(rate: string): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!m) throw new Error(`invalid rate: ${rate}`);
  const frac = (m[2] ?? '').padEnd(RATE_SCALE_DIGITS, '0').slice(0, RATE_SCALE_DIGITS);
  return BigInt(m[1]) * 10n ** BigInt(RATE_SCALE_DIGITS) + BigInt(frac || '0');
}

/** Rounds half away from zero, as shops and banks print prices. */
function divRound(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (a * 2n + b) / (2n * b);
  return neg ? -q : q;
}

export interface CurrencyUnit {
  /** ISO 4217 minor unit digits: 2 for USD/EUR, 0 for JPY. */
  minorUnits: number;
  /** Units of this currency per one unit of the base currency, as a decimal string. */
  rate: string;
}

/** Converts an amount in minor units of one currency into minor units of another via their base rates. */
export function convertMinor(amount: number, from: CurrencyUnit, to: CurrencyUnit): number {
  return converter(from, to)(amount);
}

/**
 * `convertMinor` for one pair of currencies, with the rates parsed once: a product page converts
 * every SKU and tier price of the same pair.
 */
export function converter(from: CurrencyUnit, to: CurrencyUnit): (amount: number) => number {
  const mul = parseRate(to.rate) * 10n ** BigInt(to.minorUnits);
  const den = parseRate(from.rate) * 10n ** BigInt(from.minorUnits);
  return (amount) => {
    if (!Number.isSafeInteger(amount)) throw new Error('amount must be an integer of minor units');
    return mul === den ? amount : Number(divRound(BigInt(amount) * mul, den));
  };
}

// Building an Intl.NumberFormat costs far more than formatting with one (a product page with
// its SKUs, tiers and comparison built ~100, a quarter of its script time on a throttled phone),
// so each kind of format is built once and kept for the life of the page or process.
const formats = new Map<string, Intl.NumberFormat>();
const MAX_FORMATS = 256;

function cachedFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${options.style}|${options.currency ?? ''}|${options.minimumFractionDigits ?? ''}|${options.maximumFractionDigits ?? ''}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    if (formats.size >= MAX_FORMATS) formats.clear(); // bounded: locale and currency come from requests on the server
    formats.set(key, f);
  }
  return f;
}

/** Formats a rate in basis points (tax, percent coupons) as a percentage in the UI language: 2000 → "20%". */
export function formatBasisPoints(basisPoints: number, locale: string): string {
  return cachedFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / BASIS_POINTS);
}

/** Formats an average rating with one decimal in the UI language: 4.3 → "4,3" in Finnish. */
export function formatRating(value: number, locale: string): string {
  return cachedFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** Formats minor units with Intl in the UI language. */
export function formatMoney(amount: number, currency: string, minorUnits: number, locale: string): string {
  return cachedFormat(locale, { style: 'currency', currency, minimumFractionDigits: minorUnits, maximumFractionDigits: minorUnits }).format(amount / 10 ** minorUnits);
}
