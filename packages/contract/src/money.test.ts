import { describe, expect, it } from 'vitest';
import { convertMinor, formatBasisPoints, formatMoney, formatRating } from './money.js';

const USD = { minorUnits: 2, rate: '1' };
const CNY = { minorUnits: 2, rate: '7.1' };
const JPY = { minorUnits: 0, rate: '150' };
const EUR = { minorUnits: 2, rate: '0.92' };

describe('convertMinor', () => {
  it('converts between currencies with their own minor units', () => {
    expect(convertMinor(1999, USD, CNY)).toBe(14193); // 19.99 USD → 141.929 → 141.93 CNY
    expect(convertMinor(1999, USD, JPY)).toBe(2999); // 19.99 × 150 = 2998.5 → 2999 yen, no minor unit
    expect(convertMinor(3000, JPY, USD)).toBe(2000);
    expect(convertMinor(10000, EUR, USD)).toBe(10870); // 100 € / 0.92 = 108.6956…
    expect(convertMinor(0, USD, JPY)).toBe(0);
  });
  it('rounds half away from zero, also for refunds', () => {
    expect(convertMinor(1, USD, { minorUnits: 2, rate: '0.5' })).toBe(1);
    expect(convertMinor(-1, USD, { minorUnits: 2, rate: '0.5' })).toBe(-1);
  });
  it('refuses floats and malformed rates', () => {
    expect(() => convertMinor(1.5, USD, CNY)).toThrow();
    expect(() => convertMinor(1, USD, { minorUnits: 2, rate: '7,1' })).toThrow();
  });
});

describe('formatMoney', () => {
  it('formats minor units with Intl in the UI language', () => {
    expect(formatMoney(2999, 'JPY', 0, 'ja')).toMatch(/[¥￥]2,999/);
    expect(formatMoney(14193, 'CNY', 2, 'zh-CN')).toBe('¥141.93');
    expect(formatMoney(123456, 'EUR', 2, 'fi').replace(/\s/g, ' ')).toBe('1 234,56 €');
  });

  it('reuses a formatter only for the same locale, currency and digits', () => {
    // The formatters are cached: a key that forgot one of the three would print the wrong one.
    expect(formatMoney(123456, 'EUR', 2, 'fi').replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(formatMoney(123456, 'EUR', 2, 'en')).toBe('€1,234.56');
    expect(formatMoney(123456, 'USD', 2, 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'USD', 0, 'en')).toBe('$123,456');
    for (let i = 0; i < 300; i++) formatMoney(i, i % 2 ? 'USD' : 'EUR', 2, `en-${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`);
    expect(formatMoney(14193, 'CNY', 2, 'zh-CN')).toBe('¥141.93');
  });
});

describe('formatBasisPoints', () => {
  it('prints basis points as a percentage in the UI language, up to two decimals', () => {
    expect(formatBasisPoints(2000, 'en')).toBe('20%');
    expect(formatBasisPoints(2450, 'fi').replace(/\s/g, ' ')).toBe('24,5 %');
    expect(formatBasisPoints(1, 'en')).toBe('0.01%');
    expect(formatBasisPoints(0, 'zh-CN')).toBe('0%');
    expect(formatBasisPoints(2000, 'fr').replace(/\s/g, ' ')).toBe('20 %');
  });
});

describe('formatRating', () => {
  it('writes an average with one decimal in the reader’s language', () => {
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(4.3, 'fi')).toBe('4,3');
    expect(formatRating(4, 'fr')).toBe('4,0');
    expect(formatRating(4.3, 'zh-CN')).toBe('4.3');
  });
});
