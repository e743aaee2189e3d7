import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const api = '/api/ew/buyer';
async function get(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: api + url, headers });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

describe('languages', () => {
  it('lists the six interface languages with ids and short names', async () => {
    const { status, body } = await get('/home/lang');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.map((l: any) => [l.langId, l.shortName])).toEqual([
      [1, 'zh-CN'],
      [2, 'en'],
      [3, 'es'],
      [4, 'fi'],
      [5, 'fr'],
      [6, 'ja'],
    ]);
  });
});

describe('website config', () => {
  it('defaults to China, Chinese and yuan, with the version and every country', async () => {
    const { body } = await get('/home/websiteConfig');
    const cn = body.data.countries.find((c: any) => c.code === 'CN');
    expect(body.data.version).toMatch(/\S/);
    expect(body.data.langId).toBe(1);
    expect(body.data.countryId).toBe(cn.countryId);
    expect(body.data.currencyId).toBe(cn.currencyId);
    expect(cn.currency).toBe('CNY');
    expect(body.data.visitorCountryId).toBe(cn.countryId);
    expect(body.data.baseCurrency).toBe('USD');
    const codes = body.data.countries.map((c: any) => c.code);
    for (const code of ['CN', 'US', 'GB', 'ES', 'FR', 'FI', 'JP', 'DE', 'MX', 'SG', 'AU', 'CA']) expect(codes).toContain(code);
  });

  it('takes the visitor country from the geo header before Accept-Language', async () => {
    const { body } = await get('/home/websiteConfig', { 'cf-ipcountry': 'FI', 'accept-language': 'ja-JP' });
    const fi = body.data.countries.find((c: any) => c.code === 'FI');
    expect(body.data.visitorCountryId).toBe(fi.countryId);
  });

  it('falls back to Accept-Language and ignores countries it does not sell to', async () => {
    const jp = (await get('/home/websiteConfig', { 'accept-language': 'ja-JP,ja;q=0.9' })).body.data;
    expect(jp.visitorCountryId).toBe(jp.countries.find((c: any) => c.code === 'JP').countryId);
    const unknown = (await get('/home/websiteConfig', { 'cf-ipcountry': 'ZZ', 'accept-language': 'fa-IR' })).body.data;
    expect(unknown.visitorCountryId).toBe(unknown.countryId);
  });
});

describe('countries and currencies', () => {
  it('names every country in all six languages with its currency facts', async () => {
    const names: Record<number, string[]> = {};
    for (const langId of [1, 2, 3, 4, 5, 6]) {
      const { body } = await get(`/home/country/${langId}`);
      expect(body.data.length).toBeGreaterThanOrEqual(12);
      for (const c of body.data) (names[c.countryId] ??= []).push(c.country);
    }
    const byLang = (await get('/home/country/2')).body.data;
    const fi = byLang.find((c: any) => c.code === 'FI');
    expect(names[fi.countryId]).toEqual(['芬兰', 'Finland', 'Finlandia', 'Suomi', 'Finlande', 'フィンランド']);
    const jp = byLang.find((c: any) => c.code === 'JP');
    expect(jp).toMatchObject({ currency: 'JPY', minorUnits: 0 });
    expect(byLang.find((c: any) => c.code === 'US')).toMatchObject({ currency: 'USD', symbol: '$', rate: '1', minorUnits: 2 });
    for (const c of byLang) expect(c.rate).toMatch(/^\d+(\.\d+)?$/);
  });

  it("gives a country's language and currency", async () => {
    const countries = (await get('/home/country/2')).body.data;
    const fi = countries.find((c: any) => c.code === 'FI');
    const { body } = await get(`/home/countryLangCurrency/${fi.countryId}`);
    expect(body.data).toEqual({ countryId: fi.countryId, langId: 4, currencyId: fi.currencyId });
    expect((await get('/home/countryLangCurrency/99999')).status).toBe(404);
  });

  it('lists address countries sorted by name in the language', async () => {
    const { body } = await get('/user/country/3');
    const names = body.data.map((c: any) => c.country);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(names).toContain('España');
    expect(body.data[0]).toHaveProperty('phoneCode');
  });
});

describe('regions', () => {
  it('lists regions of each main market in the requested language with fallback to English', async () => {
    const countries = (await get('/home/country/2')).body.data;
    const id = (code: string) => countries.find((c: any) => c.code === code).countryId;
    const expectations: [string, number, string][] = [
      ['CN', 1, '广东省'],
      ['US', 2, 'California'],
      ['ES', 3, 'Cataluña'],
      ['FR', 5, 'Île-de-France'],
      ['FI', 4, 'Pirkanmaa'],
      ['JP', 6, '東京都'],
      ['FI', 6, 'ピルカンマー県'],
      ['FI', 1, '皮尔卡区'],
      ['FI', 5, 'Pirkanmaa'],
    ];
    for (const [code, langId, name] of expectations) {
      const { status, body } = await get(`/user/region/${id(code)}/${langId}`);
      expect(status).toBe(200);
      expect(body.data.map((r: any) => r.name)).toContain(name);
    }
  });

  // A region's name in a language may be its English name only where the language writes it the
  // same. Chinese and Japanese never do (their own scripts: a Latin letter there is the English
  // fallback showing). Spanish, Finnish and French keep many names as they are (Ontario, Texas,
  // Kainuu), but never one made of English words (North Carolina, Canary Islands, South Karelia).
  const ENGLISH_WORDS = /\b(North|South|East|West|Northern|Southern|Eastern|Western|Northwest|Central|Inner|Lower|Upper|Island|Islands|Territory|Territories|Capital|City|Community|Country|State|District|and|of)\b/;
  /** Proper names written the same in every language although they hold such a word. */
  const SAME_EVERYWHERE = new Set(['Rhode Island']);
  it('names every region of every market in each UI language, never in English where the language writes it differently', async () => {
    const countries = (await get('/home/country/2')).body.data as { code: string; countryId: number }[];
    expect(countries.length).toBeGreaterThanOrEqual(12);
    // Most countries' addresses name no region (ADR 0032); these markets' addresses do.
    const withRegions = ['AU', 'BR', 'CA', 'CN', 'DE', 'ES', 'FI', 'FR', 'GB', 'IN', 'IT', 'JP', 'MX', 'SG', 'US'];
    const wrong: string[] = [];
    const seen: string[] = [];
    for (const { code, countryId } of countries) {
      const byLang = new Map<number, Map<string, string>>();
      for (const langId of [1, 2, 3, 4, 5, 6]) {
        const { body } = await get(`/user/region/${countryId}/${langId}`);
        byLang.set(langId, new Map((body.data as { code: string; name: string }[]).map((r) => [r.code, r.name])));
      }
      if (byLang.get(2)!.size) seen.push(code);
      for (const [region, english] of byLang.get(2)!) {
        for (const [langId, short] of [[1, 'zh-CN'], [6, 'ja']] as const)
          if (/[A-Za-z]/.test(byLang.get(langId)!.get(region)!)) wrong.push(`${region} ${short}: ${byLang.get(langId)!.get(region)}`);
        for (const [langId, short] of [[3, 'es'], [4, 'fi'], [5, 'fr']] as const)
          if (byLang.get(langId)!.get(region) === english && ENGLISH_WORDS.test(english) && !SAME_EVERYWHERE.has(english)) wrong.push(`${region} ${short}: ${english}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(seen.sort()).toEqual(withRegions);
  });

  it('answers 404 for an unknown country and for non-digit ids', async () => {
    expect((await get('/user/region/99999/1')).status).toBe(404);
    const bad = await get('/user/region/1x/1');
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({ code: 404, msg: '资源不存在', data: null });
  });
});

describe('dictionaries', () => {
  it('serves the cancel reasons of docs/product.md#limits in the requested language', async () => {
    const { body } = await get('/home/dict/cancel_reason/2');
    expect(body.data.map((d: any) => d.value)).toEqual(['repeat_order', 'wrong_info', 'unpaid', 'out_of_stock', 'offline_trading', 'not_needed', 'other']);
    const fr = await get('/home/dict/cancel_reason/5');
    expect(fr.body.data[3].label).toBe('En rupture de stock');
  });
  it('answers 404 for an unknown type or language', async () => {
    expect((await get('/home/dict/nothing_here/1')).status).toBe(404);
    expect((await get('/home/dict/cancel_reason/9')).status).toBe(404);
    expect((await get('/home/dict/DROP%20TABLE/1')).status).toBe(404);
  });
});

describe('base config', () => {
  it('is localized, and unknown languages are 404', async () => {
    expect((await get('/home/config/6')).body.data.siteName).toBe('YT ネットワークス');
    expect((await get('/home/config/2')).body.data.cookieText).toMatch(/cookies/);
    expect((await get('/home/config/7')).status).toBe(404);
    expect((await get('/home/config/abc')).status).toBe(404);
  });
});

describe('visitor id', () => {
  it('creates a new stored visitor uuid each call', async () => {
    const a = (await get('/chat/visitorId')).body.data.visitorId;
    const b = (await get('/chat/visitorId')).body.data.visitorId;
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    const stored = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM visitor WHERE id IN (${a}, ${b})`);
    expect(stored[0].n).toBe(2);
  });
});
