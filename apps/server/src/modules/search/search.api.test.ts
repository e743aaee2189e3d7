import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

let ctx: TestContext;
const OPS_TOKEN = 'search-ops-token-123';
let categoryOf: Map<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ OPS_TOKEN });
  const r = await rows<{ model: string; key: string }>(
    ctx.storage.db,
    sql`SELECT p.model, coalesce(parent.key, c.key) AS key FROM product p JOIN category c ON c.id = p.category_id LEFT JOIN category parent ON parent.id = c.parent_id`,
  );
  categoryOf = new Map(r.map((x) => [x.model, x.key]));
});
afterAll(() => ctx?.close());

async function search(q: string, lang: string, extra = '') {
  const res = await ctx.app.inject({ url: `/api/ew/buyer/search?q=${encodeURIComponent(q)}&pageSize=5${extra}`, headers: { lang } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; fuzzy: boolean; corrected: string | null; products: { model: string }[]; resources: { kind: string; title: string; url: string }[]; suggestions: string[]; counts: { products: number; resources: number } };
}

// The relevance set: queries in each language and the results a buyer expects on top.
const TOP_CATEGORY: [string, string, string][] = [
  ['交换机', '1', 'switches'],
  ['光模块', '1', 'transceivers'],
  ['スイッチ', '6', 'switches'],
  ['光トランシーバー', '6', 'transceivers'],
  ['commutateur', '5', 'switches'],
  ['kytkin', '4', 'switches'],
  ['conmutador', '3', 'switches'],
  ['access point', '2', 'wifi'],
  ['无线接入点', '1', 'wifi'],
  ['DAC', '2', 'cables'],
];
const TOP_MODEL: [string, string, string][] = [
  ['10G SFP+ LR', '2', 'SFP-10G-LR'],
  ['SFP-10G-L', '2', 'SFP-10G-LR'],
  ['sfp10glr', '2', 'SFP-10G-LR'],
  ['QSFP28-100G-LR4', '2', 'QSFP28-100G-LR4'],
  ['100G LR4', '1', 'QSFP28-100G-LR4'],
];

describe('relevance', () => {
  for (const [q, lang, category] of TOP_CATEGORY) {
    it(`"${q}" finds ${category} first`, async () => {
      const r = await search(q, lang);
      expect(r.total).toBeGreaterThan(0);
      expect(r.fuzzy).toBe(false);
      expect(r.products.map((p) => categoryOf.get(p.model))).toEqual(r.products.map(() => category));
    });
  }
  for (const [q, lang, model] of TOP_MODEL) {
    it(`"${q}" puts ${model} first`, async () => {
      expect((await search(q, lang)).products[0].model).toBe(model);
    });
  }
  it('tolerates typos in Latin and CJK queries and says so', async () => {
    for (const [q, lang, category] of [['tranceiver', '2', 'transceivers'], ['swich', '2', 'switches'], ['光模快', '1', 'transceivers']]) {
      const r = await search(q, lang);
      expect(r.fuzzy, q).toBe(true);
      expect(categoryOf.get(r.products[0].model), q).toBe(category);
      expect(r.suggestions.length, q).toBeGreaterThan(0);
    }
  });
  it('counts the corrected results it shows and names the query they are for (a Latin typo)', async () => {
    for (const [typo, fixed] of [['tranceiver', 'transceiver'], ['swich', 'switch'], ['swtich', 'switch'], ['rotuer', 'router']]) {
      const r = await search(typo, '2');
      expect(r.fuzzy, typo).toBe(true);
      expect(r.corrected, typo).toBe(fixed);
      // The results, their counts and their pages are those of the corrected query.
      const right = await search(fixed, '2');
      expect(right.fuzzy).toBe(false);
      expect(r.counts, typo).toEqual(right.counts);
      expect(r.total).toBe(right.total);
      expect(r.products.map((p) => p.model)).toEqual(right.products.map((p) => p.model));
      expect(r.products.length).toBe(Math.min(5, r.counts.products));
      const [next, rightNext] = [await search(typo, '2', '&page=2'), await search(fixed, '2', '&page=2')];
      expect(next.products.map((p) => p.model)).toEqual(rightNext.products.map((p) => p.model));
      const resources = await search(typo, '2', '&tab=resources');
      expect(resources.total).toBe(right.counts.resources);
      expect(resources.resources.length).toBe(Math.min(5, right.counts.resources));
    }
  });

  it('counts the closest matches it shows when no word can be corrected (a CJK typo)', async () => {
    const r = await search('光模快', '1');
    expect(r.fuzzy).toBe(true);
    expect(r.corrected).toBeNull();
    expect(r.counts.products).toBeGreaterThan(0);
    expect(r.total).toBe(r.counts.products);
    expect(r.products.length).toBe(Math.min(5, r.counts.products));
  });

  it('finds documents, news, cases and solutions on the resources tab', async () => {
    const r = await search('Wi-Fi 7', '2', '&tab=resources');
    expect(r.counts.resources).toBeGreaterThan(2);
    expect(r.resources.map((x) => x.kind)).toContain('news');
    expect(r.resources[0].title).toMatch(/Wi-Fi 7/);
    expect(r.resources.every((x) => x.url.startsWith('/'))).toBe(true);
  });
});

describe('bad input', () => {
  it('answers any text as a normal search', async () => {
    for (const q of ["'); DROP TABLE product; --", '<img src=x onerror=alert(1)>', '🙂🚀', 'ü'.repeat(5000), '\\', "'", ':*', '&|!()']) {
      const r = await search(q, '2');
      expect(r.total).toBeGreaterThanOrEqual(0);
    }
    const [n] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM product`);
    expect(n.n).toBeGreaterThan(0);
  });
});

describe('history, hot searches and suggestions', () => {
  const visitorId = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968';
  it('keeps a visitor history that can be cleared', async () => {
    await search('光模块', '1', `&visitorId=${visitorId}`);
    await search('SFP-10G-LR', '2', `&visitorId=${visitorId}`);
    await search('SFP-10G-LR', '2', `&visitorId=${visitorId}`);
    await search('nothing-matches-this-xyzzy', '2', `&visitorId=${visitorId}`);
    await search('tranceiver', '2', `&visitorId=${visitorId}`); // a typo: its corrected results are not what was asked
    const history = (await ctx.app.inject({ url: `/api/ew/buyer/search/history?visitorId=${visitorId}` })).json().data;
    expect(history).toEqual(['SFP-10G-LR', '光模块']);
    await ctx.app.inject({ method: 'DELETE', url: `/api/ew/buyer/search/history?visitorId=${visitorId}` });
    expect((await ctx.app.inject({ url: `/api/ew/buyer/search/history?visitorId=${visitorId}` })).json().data).toEqual([]);
  });

  // Hot searches are site-wide content: only product searches several distinct visitors made.
  const visitor = (n: number, ip = `198.51.100.${n % 250}`) => ({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, ip });
  const searchAs = async (q: string, v: { id: string; ip: string }) => {
    const res = await ctx.app.inject({ url: `/api/ew/buyer/search?q=${encodeURIComponent(q)}&pageSize=5&visitorId=${v.id}`, headers: { lang: '2' }, remoteAddress: v.ip });
    expect(res.statusCode).toBe(200);
  };
  const hot = async () => (await ctx.app.inject({ url: '/api/ew/buyer/search/hot' })).json().data as string[];

  it('shows a query once three distinct visitors found products with it; one visitor repeating it is not enough', async () => {
    for (let i = 0; i < 10; i++) await searchAs('QSFP28-100G-LR4', visitor(1));
    await searchAs('QSFP28-100G-LR4', visitor(2));
    expect(await hot()).not.toContain('QSFP28-100G-LR4');
    await searchAs('QSFP28-100G-LR4', visitor(3));
    expect(await hot()).toContain('QSFP28-100G-LR4');
    // Found only documents, no products: never hot.
    for (let i = 10; i < 14; i++) await searchAs('datasheet', visitor(i));
    expect(await hot()).not.toContain('datasheet');
  });

  it('keeps anonymous junk out, even when it finds products and many visitors send it', async () => {
    const junk = ['"><a>1', "' OR '1'='1", '<script>alert(1)</script> sfp'];
    for (const q of junk) for (let i = 20; i < 26; i++) await searchAs(q, visitor(i));
    const list = await hot();
    for (const q of junk) expect(list).not.toContain(q);
    expect(list.join(' ')).not.toMatch(/[<>"'=]/);
  });

  it('counts at most 60 searches an hour from one source, however many visitor ids it makes up', async () => {
    // One address, 70 fresh visitor ids: the first 60 count (spread over two queries), the rest do not.
    for (let i = 0; i < 60; i++) await searchAs(i % 2 ? 'SFP28-25G-SR' : 'DAC-10G', visitor(100 + i, '203.0.113.7'));
    for (let i = 60; i < 70; i++) await searchAs('CAT6A', visitor(100 + i, '203.0.113.7'));
    const visitors = async (norm: string) => Number((await rows<{ n: number }>(ctx.storage.db, sql`SELECT coalesce(sum(visitors), 0)::int AS n FROM search_stat WHERE query_norm = ${norm}`))[0]?.n ?? 0);
    expect((await visitors('dac-10g')) + (await visitors('sfp28-25g-sr'))).toBe(60);
    expect(await visitors('cat6a')).toBe(0);
    await searchAs('CAT6A', visitor(200, '203.0.113.8'));
    expect(await visitors('cat6a')).toBe(1);
  });

  it('lets an operator hide an entry (npm run ops -- hide-search), with the configured token from anywhere', async () => {
    for (let i = 30; i < 33; i++) await searchAs('SFP-10G-SR', visitor(i));
    expect(await hot()).toContain('SFP-10G-SR');
    const ops = (path: string, query: string, token: string, remoteAddress = '192.0.2.44') =>
      ctx.app.inject({ method: 'POST', url: `/api/ew/staff/search/${path}`, remoteAddress, headers: { authorization: `Bearer ${token}` }, payload: { query } });
    expect((await ops('hide', 'SFP-10G-SR', 'dev-ops-token', '127.0.0.1')).statusCode).toBe(401);
    expect((await ops('hide', ' sfp-10g-sr ', OPS_TOKEN)).statusCode).toBe(200);
    expect(await hot()).not.toContain('SFP-10G-SR');
    await searchAs('SFP-10G-SR', visitor(34));
    expect(await hot()).not.toContain('SFP-10G-SR');
    // Hidden before anyone searched it, too.
    expect((await ops('hide', 'SFP-1G-LX', OPS_TOKEN)).statusCode).toBe(200);
    for (let i = 40; i < 43; i++) await searchAs('SFP-1G-LX', visitor(i));
    expect(await hot()).not.toContain('SFP-1G-LX');
    expect((await ops('show', 'SFP-10G-SR', OPS_TOKEN)).statusCode).toBe(200);
    expect(await hot()).toContain('SFP-10G-SR');
    expect((await ops('show', 'never-searched-query', OPS_TOKEN)).statusCode).toBe(404);
  });
  it('suggests product numbers and names while typing', async () => {
    const s = (await ctx.app.inject({ url: '/api/ew/buyer/search/suggest?q=QSFP28-100G', headers: { lang: '2' } })).json().data;
    expect(s[0].text).toMatch(/^QSFP28-100G/);
    expect(s.length).toBeLessThanOrEqual(8);
    expect((await ctx.app.inject({ url: '/api/ew/buyer/search/suggest?q=%25%25' })).json().data).toEqual([]);
  });
});
