import { describe, expect, it } from 'vitest';
import { fitsSpecialInvoice, invoiceApplyBody, invoiceTitleBody } from './invoices.js';
import { EU_VAT_FORMATS, normalizeTaxNo, taxNoIssue, taxNoScheme, usccCheckChar } from './tax-numbers.js';

// Tax numbers of invoice titles by country (issue 15): the Chinese unified social credit code and
// its check character (GB 32100-2015), EU VAT number formats, free text elsewhere.

// Published codes of real companies (their check characters are right) and the standard's example.
const VALID_USCC = ['91350100M000100Y43', '914403001922038216', '91110108551385082Q'];

describe('unified social credit code (China)', () => {
  it('accepts codes whose check character matches', () => {
    for (const code of VALID_USCC) expect(taxNoIssue('CN', code), code).toBeNull();
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('accepts lower case and spaces, and stores the code compact in capitals', () => {
    expect(taxNoIssue('CN', ' 9135 0100 m000 100y43 ')).toBeNull();
    expect(normalizeTaxNo('CN', ' 9135 0100 m000 100y43 ')).toBe('91350100M000100Y43');
  });

  it('refuses a wrong check character, naming the check', () => {
    expect(taxNoIssue('CN', '91350100M000100Y44')).toBe('usccCheck');
    // Two characters swapped: the weights catch it.
    expect(taxNoIssue('CN', '91350100M000010Y43')).toBe('usccCheck');
  });

  it('refuses the wrong length or characters outside the code’s alphabet, naming the format', () => {
    expect(taxNoIssue('CN', '91350100M000100Y4')).toBe('usccFormat');
    expect(taxNoIssue('CN', '91350100M000100Y433')).toBe('usccFormat');
    // I, O, S, V and Z are not used (they look like digits or each other).
    expect(taxNoIssue('CN', '91350100M000100O43')).toBe('usccFormat');
    // Positions 3–8 are the administrative division: digits only.
    expect(taxNoIssue('CN', '9135A100M000100Y43')).toBe('usccFormat');
    expect(taxNoIssue('CN', '123456789012345670')).toBe('usccCheck');
    // A company's VAT number is not a Chinese code.
    expect(taxNoIssue('CN', 'FI12345678')).toBe('usccFormat');
  });

  it('finds every single-character error of a valid code', () => {
    const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const code = VALID_USCC[1]!;
    for (let i = 0; i < 18; i++) {
      for (const c of alphabet) {
        if (c === code[i]) continue;
        const changed = code.slice(0, i) + c + code.slice(i + 1);
        // A letter in positions 3–8 is a format error; anything else fails the check.
        expect(taxNoIssue('CN', changed), changed).not.toBeNull();
      }
    }
  });
});

describe('EU VAT numbers', () => {
  it('know all 27 member states, Greece with its EL prefix', () => {
    expect(Object.keys(EU_VAT_FORMATS)).toHaveLength(27);
    expect(EU_VAT_FORMATS.GR!.prefix).toBe('EL');
    for (const [country, f] of Object.entries(EU_VAT_FORMATS)) expect(taxNoIssue(country, f.example), `${country} ${f.example}`).toBeNull();
  });

  it('accept each country’s format, with or without the prefix, spaces and dots', () => {
    expect(taxNoIssue('FI', 'FI12345678')).toBeNull();
    expect(taxNoIssue('FI', '1234567-8')).toBeNull();
    expect(normalizeTaxNo('FI', '1234567-8')).toBe('FI12345678');
    expect(normalizeTaxNo('DE', 'de 123 456 789')).toBe('DE123456789');
    expect(taxNoIssue('FR', 'FR 40 303 265 045')).toBeNull();
    expect(taxNoIssue('ES', 'ESB12345678')).toBeNull();
    expect(taxNoIssue('ES', 'ES12345678Z')).toBeNull();
    expect(taxNoIssue('NL', 'NL123456789B01')).toBeNull();
    expect(taxNoIssue('AT', 'ATU12345678')).toBeNull();
    expect(taxNoIssue('GR', '123456789')).toBeNull();
    expect(normalizeTaxNo('GR', '123456789')).toBe('EL123456789');
  });

  it('refuse another country’s format or the wrong length', () => {
    expect(taxNoIssue('FI', 'FI1234567')).toBe('vatFormat');
    expect(taxNoIssue('FI', 'FI123456789')).toBe('vatFormat');
    expect(taxNoIssue('FI', 'DE123456789')).toBe('vatFormat');
    expect(taxNoIssue('DE', 'DE12345678')).toBe('vatFormat');
    expect(taxNoIssue('AT', 'AT12345678')).toBe('vatFormat');
    expect(taxNoIssue('ES', 'ES123456789')).toBe('vatFormat');
    expect(taxNoIssue('NL', 'NL123456789A01')).toBe('vatFormat');
    expect(taxNoIssue('SE', 'SE123456789002')).toBe('vatFormat');
    // Greece's numbers are written EL, not GR.
    expect(taxNoIssue('GR', 'GR123456789')).toBe('vatFormat');
  });
});

describe('other countries', () => {
  it('take free text up to 40 characters, trimmed', () => {
    expect(taxTypes()).toEqual({ CN: 'uscc', FI: 'vat', FR: 'vat', US: 'free', GB: 'free', JP: 'free', undefined: 'free' });
    expect(taxNoIssue('US', '12-3456789')).toBeNull();
    expect(normalizeTaxNo('US', '  12-3456789 ')).toBe('12-3456789');
    expect(taxNoIssue('JP', 'T1234567890123')).toBeNull();
    expect(taxNoIssue('US', 'x'.repeat(40))).toBeNull();
    expect(taxNoIssue('US', 'x'.repeat(41))).toBe('tooLong');
  });

  it('leave an empty number to the form (a company needs one, a person not)', () => {
    expect(taxNoIssue('CN', '  ')).toBeNull();
    expect(taxNoIssue('FI', '')).toBeNull();
  });
});

const taxTypes = () => Object.fromEntries(['CN', 'FI', 'FR', 'US', 'GB', 'JP', undefined].map((c) => [String(c), taxNoScheme(c)]));

describe('the title and application forms', () => {
  const title = { kind: 'company', name: 'Acme Oy', countryId: 6, taxNo: 'FI12345678' } as const;
  const issues = (v: unknown, schema: typeof invoiceTitleBody | typeof invoiceApplyBody = invoiceTitleBody) => {
    const r = schema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('need a name and a country, and a tax number for a company only', () => {
    expect(issues(title)).toEqual({});
    expect(issues({})).toEqual({ kind: 'required', name: 'required', countryId: 'required' });
    expect(issues({ ...title, taxNo: '' })).toEqual({ taxNo: 'required' });
    expect(issues({ ...title, kind: 'personal', taxNo: '' })).toEqual({});
    expect(issues({ ...title, kind: 'partner' })).toEqual({ kind: 'invalid' });
    expect(issues({ ...title, name: '  ' })).toEqual({ name: 'required' });
    expect(issues({ ...title, name: 'x'.repeat(201) })).toEqual({ name: 'tooLong' });
    expect(issues({ ...title, taxNo: 'x'.repeat(41) })).toEqual({ taxNo: 'tooLong' });
    expect(issues({ ...title, bankAccount: 'x'.repeat(61) })).toEqual({ bankAccount: 'tooLong' });
    expect(issues({ ...title, address: 'a\u0000b' })).toEqual({ address: 'invalid' });
    expect(issues({ ...title, countryId: 0 })).toEqual({ countryId: 'required' });
    expect(issues({ ...title, countryId: 2 ** 31 })).toEqual({ countryId: 'invalid' });
    expect(invoiceTitleBody.parse(title)).toMatchObject({ address: '', phone: '', bank: '', bankAccount: '', isDefault: false });
  });

  it('apply with an order number, a type and a title', () => {
    expect(issues({ orderNo: 'YT2611240001', type: 'special', titleId: 3 }, invoiceApplyBody)).toEqual({});
    expect(issues({}, invoiceApplyBody)).toEqual({ orderNo: 'required', type: 'required', titleId: 'required' });
    expect(issues({ orderNo: "YT1' OR 1=1", type: 'vat', titleId: 3 }, invoiceApplyBody)).toEqual({ orderNo: 'invalid', type: 'invalid' });
  });

  it('let only a complete company title carry a special invoice', () => {
    const full = { kind: 'company', taxNo: 'FI12345678', address: 'Otakaari 1, Espoo', phone: '+358 9 123', bank: 'Nordea', bankAccount: 'FI21 1234 5600 0007 85' } as const;
    expect(fitsSpecialInvoice(full)).toBe(true);
    expect(fitsSpecialInvoice({ ...full, bank: ' ' })).toBe(false);
    expect(fitsSpecialInvoice({ ...full, kind: 'personal' })).toBe(false);
  });
});
