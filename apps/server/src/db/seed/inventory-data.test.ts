import { LANG_CODES } from '@netshop/contract';
import { describe, expect, it } from 'vitest';
import { perLanguage, readJson } from './files.js';
import { ALL_COUNTRIES } from './reference.js';

// The stock seed's data (issue 28, ADR 0037): warehouses, their names, the public holidays on
// which they do not ship, which warehouses serve each country and the transit days from each.
// The seeder trusts these files; this test keeps them whole and plausible.

interface Warehouse {
  code: string;
  country: string;
  timeZone: string;
  cutoff: string;
  workingDays: number[];
  share: number;
}
interface Holiday {
  date: string;
  name: string;
}
interface Serving {
  default: string[];
  byCountry: Record<string, string[]>;
}
interface Transit {
  method: string;
  warehouse: string;
  country: string | null;
  daysMin: number;
  daysMax: number;
}

const warehouses = readJson<Warehouse[]>('inventory/warehouses.json');
const names = perLanguage((lang) => readJson<Record<string, string>>(`inventory/${lang}/warehouses.json`));
const holidays = readJson<Record<string, Holiday[]>>('inventory/holidays.json');
const serving = readJson<Serving>('inventory/serving.json');
const transit = readJson<Transit[]>('inventory/transit.json');
const methods = readJson<{ key: string }[]>('purchase/shipping-methods.json').map((m) => m.key);

const CODES = ['SZX', 'DEL', 'MUC', 'TYO'];
const countryCodes = ALL_COUNTRIES.map((c) => c.code);
const isPermutationOfCodes = (list: string[]) => [...list].sort().join() === [...CODES].sort().join();

describe('inventory seed data', () => {
  it('has four warehouses with a real time zone, an HH:MM cut-off, ISO weekdays and shares summing to 100', () => {
    expect(warehouses.map((w) => w.code)).toEqual(CODES);
    for (const w of warehouses) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: w.timeZone }), w.timeZone).not.toThrow();
      expect(w.cutoff, w.code).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(w.workingDays.length, w.code).toBeGreaterThan(0);
      expect(new Set(w.workingDays).size, w.code).toBe(w.workingDays.length);
      for (const d of w.workingDays) expect(Number.isInteger(d) && d >= 1 && d <= 7, `${w.code} weekday ${d}`).toBe(true);
      expect(countryCodes, w.code).toContain(w.country);
      expect(Number.isInteger(w.share) && w.share > 0, w.code).toBe(true);
    }
    expect(warehouses.reduce((s, w) => s + w.share, 0)).toBe(100);
  });

  it('names every warehouse in all six languages, natively in Chinese and Japanese', () => {
    for (const lang of LANG_CODES) {
      expect(Object.keys(names[lang]).sort(), lang).toEqual([...CODES].sort());
      for (const code of CODES) expect(names[lang][code]?.trim(), `${lang} ${code}`).toBeTruthy();
    }
    for (const lang of ['zh-CN', 'ja'] as const) {
      for (const code of CODES) expect(names[lang][code], `${lang} ${code}`).not.toBe(names.en[code]);
    }
  });

  it('lists the public holidays of 2026 and 2027 of every warehouse country: real dates, sorted, no duplicates', () => {
    expect(Object.keys(holidays).sort()).toEqual(warehouses.map((w) => w.country).sort());
    for (const [country, list] of Object.entries(holidays)) {
      for (const h of list) {
        expect(h.date, country).toMatch(/^202[67]-\d\d-\d\d$/);
        // A real calendar day (2026-02-30 would roll over to March).
        expect(new Date(`${h.date}T00:00:00Z`).toISOString().slice(0, 10), `${country} ${h.date}`).toBe(h.date);
        expect(h.name.trim(), `${country} ${h.date}`).toBeTruthy();
      }
      const dates = list.map((h) => h.date);
      expect(dates, country).toEqual([...dates].sort());
      expect(new Set(dates).size, country).toBe(dates.length);
      for (const year of ['2026', '2027']) {
        expect(dates.filter((d) => d.startsWith(year)).length, `${country} ${year}`).toBeGreaterThanOrEqual(8);
      }
    }
    const has = (country: string, date: string) => holidays[country]!.some((h) => h.date === date);
    // National Day, Spring Festival's New Year's Day (17 Feb 2026, 6 Feb 2027), Thanksgiving,
    // Independence Day observed on Friday 3 July 2026, Good Friday (Easter 5 Apr 2026, 28 Mar 2027),
    // German Unity Day, Corpus Christi in Bavaria, Labour Thanksgiving Day and Japan's 2026 Silver Week.
    for (const [country, date] of [
      ['CN', '2026-10-01'], ['CN', '2026-02-17'], ['CN', '2027-02-06'], ['CN', '2026-02-23'],
      ['US', '2026-11-26'], ['US', '2026-07-03'], ['US', '2027-11-25'],
      ['DE', '2026-10-03'], ['DE', '2026-04-03'], ['DE', '2027-03-26'], ['DE', '2026-06-04'],
      ['JP', '2026-11-23'], ['JP', '2026-09-22'], ['JP', '2026-05-06'], ['JP', '2026-12-31'],
    ] as const) {
      expect(has(country, date), `${country} ${date}`).toBe(true);
    }
    expect(has('US', '2026-07-04'), 'a Saturday holiday is observed on Friday').toBe(false);
  });

  it('serves every sold-to country from all four warehouses, the nearest first', () => {
    expect(isPermutationOfCodes(serving.default)).toBe(true);
    expect(Object.keys(serving.byCountry).sort()).toEqual([...countryCodes].sort());
    for (const [country, list] of Object.entries(serving.byCountry)) expect(isPermutationOfCodes(list), country).toBe(true);
    const first = (country: string) => serving.byCountry[country]![0];
    expect(first('JP')).toBe('TYO');
    expect(serving.byCountry.JP![1]).toBe('SZX');
    expect(first('KR')).toBe('TYO');
    for (const c of ['FI', 'DE', 'FR', 'ES', 'GB']) expect(first(c), c).toBe('MUC');
    for (const c of ['US', 'CA', 'MX', 'BR']) expect(first(c), c).toBe('DEL');
    for (const c of ['CN', 'HK', 'TW', 'SG', 'AU']) expect(first(c), c).toBe('SZX');
  });

  it('gives transit days for every shipping method from every warehouse, with a default row and valid ranges', () => {
    expect(methods.length).toBeGreaterThan(0);
    const keys = new Set<string>();
    for (const t of transit) {
      const key = `${t.method} ${t.warehouse} ${t.country ?? '*'}`;
      expect(keys.has(key), `duplicate ${key}`).toBe(false);
      keys.add(key);
      expect(methods, key).toContain(t.method);
      expect(CODES, key).toContain(t.warehouse);
      if (t.country !== null) expect(countryCodes, key).toContain(t.country);
      expect(Number.isInteger(t.daysMin) && Number.isInteger(t.daysMax), key).toBe(true);
      expect(t.daysMin, key).toBeGreaterThanOrEqual(0);
      expect(t.daysMin, key).toBeLessThanOrEqual(t.daysMax);
    }
    for (const method of methods) {
      for (const w of warehouses) {
        expect(keys.has(`${method} ${w.code} *`), `${method} ${w.code} default`).toBe(true);
        // Home deliveries are faster than the default (intercontinental) row.
        const home = transit.find((t) => t.method === method && t.warehouse === w.code && t.country === w.country);
        const fallback = transit.find((t) => t.method === method && t.warehouse === w.code && t.country === null);
        expect(home, `${method} ${w.code} ${w.country}`).toBeDefined();
        expect(home!.daysMax, `${method} ${w.code} ${w.country}`).toBeLessThan(fallback!.daysMax);
      }
    }
  });
});
