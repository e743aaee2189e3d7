// Tax numbers on invoice titles (issue 15), checked by the title's country: China's unified social
// credit code with its check character (GB 32100-2015), the VAT number format of each EU member
// state (prefix + pattern as the Commission's VIES service publishes them), free text elsewhere.
// Shared by the title form (checks as the buyer types) and the server (the same answer). No zod:
// plain functions, so the web's form and the server's service call them with a country code.

/** A title's tax number is at most this long in any country (the column's width). */
export const TAX_NO_MAX = 40;

// GB 32100-2015: 18 characters from 31 (digits and capitals without I, O, S, V, Z). Positions 1–2
// are the registering authority and the kind of entity, 3–8 the administrative division (digits),
// 9–17 the organisation code, 18 the check character over the first 17.
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters of a unified social credit code. */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(first17[i]!) * USCC_WEIGHTS[i]!;
  return USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

/**
 * EU VAT numbers by ISO country code: the prefix written before the number (Greece writes EL)
 * and the pattern of what follows, with an example the form shows as a hint.
 */
export const EU_VAT_FORMATS: Record<string, { prefix: string; pattern: RegExp; example: string }> = {
  AT: { prefix: 'AT', pattern: /^U\d{8}$/, example: 'ATU12345678' },
  BE: { prefix: 'BE', pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  BG: { prefix: 'BG', pattern: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { prefix: 'CY', pattern: /^\d{8}[A-Z]$/, example: 'CY12345678X' },
  CZ: { prefix: 'CZ', pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { prefix: 'DE', pattern: /^\d{9}$/, example: 'DE123456789' },
  DK: { prefix: 'DK', pattern: /^\d{8}$/, example: 'DK12345678' },
  EE: { prefix: 'EE', pattern: /^\d{9}$/, example: 'EE123456789' },
  ES: { prefix: 'ES', pattern: /^([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/, example: 'ESB12345678' },
  FI: { prefix: 'FI', pattern: /^\d{8}$/, example: 'FI12345678' },
  FR: { prefix: 'FR', pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: 'FR12345678901' },
  GR: { prefix: 'EL', pattern: /^\d{9}$/, example: 'EL123456789' },
  HR: { prefix: 'HR', pattern: /^\d{11}$/, example: 'HR12345678901' },
  HU: { prefix: 'HU', pattern: /^\d{8}$/, example: 'HU12345678' },
  IE: { prefix: 'IE', pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567T' },
  IT: { prefix: 'IT', pattern: /^\d{11}$/, example: 'IT12345678901' },
  LT: { prefix: 'LT', pattern: /^(\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { prefix: 'LU', pattern: /^\d{8}$/, example: 'LU12345678' },
  LV: { prefix: 'LV', pattern: /^\d{11}$/, example: 'LV12345678901' },
  MT: { prefix: 'MT', pattern: /^\d{8}$/, example: 'MT12345678' },
  NL: { prefix: 'NL', pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { prefix: 'PL', pattern: /^\d{10}$/, example: 'PL1234567890' },
  PT: { prefix: 'PT', pattern: /^\d{9}$/, example: 'PT123456789' },
  RO: { prefix: 'RO', pattern: /^[1-9]\d{1,9}$/, example: 'RO1234567' },
  SE: { prefix: 'SE', pattern: /^\d{10}01$/, example: 'SE123456789001' },
  SI: { prefix: 'SI', pattern: /^\d{8}$/, example: 'SI12345678' },
  SK: { prefix: 'SK', pattern: /^\d{10}$/, example: 'SK1234567890' },
};

/** How a country's tax numbers are checked: 'uscc' (China), 'vat' (EU), else 'free'. */
export type TaxNoScheme = 'uscc' | 'vat' | 'free';
export function taxNoScheme(countryCode: string | undefined): TaxNoScheme {
  if (countryCode === 'CN') return 'uscc';
  return countryCode && countryCode in EU_VAT_FORMATS ? 'vat' : 'free';
}

/**
 * The number as it is stored and printed: for China and the EU without spaces, dots or dashes
 * and in capitals, and an EU number with its country prefix (a buyer may type it without);
 * elsewhere only trimmed.
 */
export function normalizeTaxNo(countryCode: string | undefined, raw: string): string {
  const scheme = taxNoScheme(countryCode);
  if (scheme === 'free') return raw.trim();
  const compact = raw.replace(/[\s.\-]/g, '').toUpperCase();
  if (scheme === 'uscc' || compact === '') return compact;
  const { prefix } = EU_VAT_FORMATS[countryCode!]!;
  return compact.startsWith(prefix) ? compact : `${prefix}${compact}`;
}

/** What is wrong with a tax number for a country, as a field message key; null when it is fine or empty. */
export function taxNoIssue(countryCode: string | undefined, raw: string): 'usccFormat' | 'usccCheck' | 'vatFormat' | 'tooLong' | null {
  const value = normalizeTaxNo(countryCode, raw);
  if (value === '') return null;
  if (value.length > TAX_NO_MAX) return 'tooLong';
  const scheme = taxNoScheme(countryCode);
  if (scheme === 'uscc') {
    if (!USCC_SHAPE.test(value)) return 'usccFormat';
    return usccCheckChar(value) === value[17] ? null : 'usccCheck';
  }
  if (scheme === 'vat') {
    const { prefix, pattern } = EU_VAT_FORMATS[countryCode!]!;
    return pattern.test(value.slice(prefix.length)) ? null : 'vatFormat';
  }
  return null;
}
