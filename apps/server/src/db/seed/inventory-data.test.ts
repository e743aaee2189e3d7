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
/** The shop's main destination markets besides the warehouses' own countries: their holidays are no delivery days. */
const DESTINATIONS = ['FI', 'FR', 'ES', 'GB', 'IT', 'NL', 'SE', 'PL', 'KR', 'SG', 'AU', 'CA', 'MX', 'BR', 'IN', 'HK', 'TW'];
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

  it('lists the public holidays of 2026 and 2027 of every warehouse country and main destination: real dates, sorted, no duplicates', () => {
    // Warehouses' countries (no shipping on them) and the main destinations (no delivery on them).
    expect(Object.keys(holidays).sort()).toEqual([...new Set([...warehouses.map((w) => w.country), ...DESTINATIONS])].sort());
    for (const [country, list] of Object.entries(holidays)) {
      expect(countryCodes, country).toContain(country);
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

  it("knows the destinations' days without deliveries: Finnish Christmas and Midsummer, Bastille Day, substitute days", () => {
    const has = (country: string, date: string) => holidays[country]!.some((h) => h.date === date);
    // Finland: Independence Day (a Sunday in 2026: listed all the same), Christmas Eve to St Stephen's
    // Day, Midsummer Eve and Day (Fri/Sat 19–20 June 2026, 25–26 June 2027), Easter Monday (Easter
    // 5 Apr 2026, 28 Mar 2027). France's 14 July; England's Boxing Day moved to Monday 28 December
    // 2026; Korea's Seollal and Chuseok (three days each), Singapore's National Day on Monday 10 August
    // 2026, Canada's Thanksgiving, Brazil's Carnival, India's Republic Day and Diwali, Hong Kong's
    // day after Christmas, Taiwan's Double Tenth observed on Friday 9 October 2026.
    for (const [country, date] of [
      ['FI', '2026-12-06'], ['FI', '2026-12-24'], ['FI', '2026-12-25'], ['FI', '2026-12-26'], ['FI', '2026-06-19'], ['FI', '2026-06-20'],
      ['FI', '2027-06-25'], ['FI', '2026-04-06'], ['FI', '2027-03-29'], ['FI', '2027-12-06'],
      ['FR', '2026-07-14'], ['FR', '2026-05-25'], ['FR', '2027-03-29'], ['ES', '2026-10-12'], ['ES', '2026-12-08'],
      ['GB', '2026-12-28'], ['GB', '2026-08-31'], ['GB', '2027-12-27'], ['IT', '2026-06-02'], ['NL', '2026-04-27'],
      ['SE', '2026-06-06'], ['SE', '2026-06-19'], ['PL', '2026-11-11'], ['PL', '2026-12-24'],
      ['KR', '2026-02-16'], ['KR', '2026-02-18'], ['KR', '2026-09-25'], ['SG', '2026-08-10'], ['AU', '2026-01-26'], ['AU', '2026-12-28'],
      ['CA', '2026-07-01'], ['CA', '2026-10-12'], ['MX', '2026-09-16'], ['BR', '2026-02-17'], ['BR', '2026-09-07'],
      ['IN', '2026-01-26'], ['IN', '2026-11-08'], ['HK', '2026-12-26'], ['HK', '2026-07-01'], ['TW', '2026-10-09'], ['TW', '2026-10-10'],
    ] as const) {
      expect(has(country, date), `${country} ${date}`).toBe(true);
    }
    // An ordinary working day is no holiday anywhere (Wednesday 2 December 2026, Tuesday 22 December).
    for (const country of DESTINATIONS) {
      expect(has(country, '2026-12-02'), country).toBe(false);
      expect(has(country, '2026-12-22'), country).toBe(false);
    }
    expect(has('FI', '2026-12-28'), 'Finland works on Monday 28 December').toBe(false);
    // Names are in English, for the console (Latin letters, no CJK).
    for (const country of DESTINATIONS) for (const h of holidays[country]!) expect(h.name, `${country} ${h.date}`).toMatch(/^[\x20-\x7E\u00C0-\u017F]+$/);
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
