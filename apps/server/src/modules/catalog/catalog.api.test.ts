import { LANG_CODES } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

let ctx: TestContext;
let currencies: Record<string, number>;
beforeAll(async () => {
  ctx = await createTestApp();
  const r = await rows<{ id: number; code: string }>(ctx.storage.db, sql`SELECT id, code FROM currency`);
  currencies = Object.fromEntries(r.map((c) => [c.code, Number(c.id)]));
});
afterAll(() => ctx?.close());

const api = '/api/ew/buyer/catalog';
/** `fresh`: past the public answer cache (Cache-Control: no-cache), to count what a load costs. */
async function get(url: string, lang = '2', fresh = false) {
  const res = await ctx.app.inject({ method: 'GET', url: api + url, headers: { lang, ...(fresh ? { 'cache-control': 'no-cache' } : {}) } });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}
const leafCategory = async (key: string) => Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM category WHERE key = ${key}`))[0].id);

describe('seeded catalogue', () => {
  it('has a category tree, at least 80 products and 400 SKUs with prices, stock and weight', async () => {
    const [c] = await rows<{ cats: number; products: number; skus: number; bad: number }>(
      ctx.storage.db,
      sql`SELECT (SELECT count(*)::int FROM category) AS cats, (SELECT count(*)::int FROM product) AS products,
                 (SELECT count(*)::int FROM sku) AS skus,
                 (SELECT count(*)::int FROM sku WHERE price <= 0 OR weight_g <= 0 OR attrs = '{}'::jsonb) AS bad`,
    );
    expect(c.cats).toBeGreaterThanOrEqual(10);
    expect(c.products).toBeGreaterThanOrEqual(80);
    expect(c.skus).toBeGreaterThanOrEqual(400);
    expect(c.bad).toBe(0);
  });

  it('writes every product in all six languages, not copied from English', async () => {
    const r = await rows<{ productId: number; langs: number; copies: number; empty: number }>(
      ctx.storage.db,
      sql`SELECT p.id AS "productId", count(i.lang_id)::int AS langs,
                 count(*) FILTER (WHERE i.lang_id <> 2 AND ((i.name = en.name AND i.short_desc = en.short_desc) OR i.long_desc = en.long_desc))::int AS copies,
                 count(*) FILTER (WHERE i.name = '' OR i.short_desc = '' OR coalesce(i.long_desc, '') = '' OR jsonb_array_length(i.features) = 0
                                   OR jsonb_array_length(i.specs) = 0 OR jsonb_array_length(i.faq) = 0)::int AS empty
            FROM product p JOIN product_i18n i ON i.product_id = p.id
            JOIN product_i18n en ON en.product_id = p.id AND en.lang_id = 2
           GROUP BY p.id`,
    );
    for (const p of r) {
      expect(p.langs, `product ${p.productId}`).toBe(LANG_CODES.length);
      expect(p.copies, `product ${p.productId}`).toBe(0);
      expect(p.empty, `product ${p.productId}`).toBe(0);
    }
  });
});

describe('categories', () => {
  it('returns the localized tree with counts rolled up to parents', async () => {
    const { body } = await get('/categories', '6');
    const switches = body.data.find((c: any) => c.key === 'switches');
    expect(switches.name).toBe('ネットワークスイッチ');
    expect(switches.children.length).toBeGreaterThanOrEqual(3);
    expect(switches.productCount).toBe(switches.children.reduce((n: number, c: any) => n + c.productCount, 0));
  });
});

describe('listing', () => {
  it('caps absurd page sizes and paginates', async () => {
    const { body } = await get('/products?pageSize=100000');
    expect(body.data.items).toHaveLength(60);
    expect(body.data.pageSize).toBe(60);
    const page2 = await get('/products?pageSize=10&page=2&sort=price_asc');
    const page1 = await get('/products?pageSize=10&page=1&sort=price_asc');
    expect(page2.body.data.items[0].spuId).not.toBe(page1.body.data.items[0].spuId);
    expect(page2.body.data.total).toBe(page1.body.data.total);
  });

  it('sorts by price both ways', async () => {
    const asc = (await get('/products?sort=price_asc&pageSize=60')).body.data.items.map((i: any) => i.price.amount);
    expect(asc).toEqual([...asc].sort((a: number, b: number) => a - b));
    const desc = (await get('/products?sort=price_desc&pageSize=60')).body.data.items.map((i: any) => i.price.amount);
    expect(desc).toEqual([...desc].sort((a: number, b: number) => b - a));
  });

  it('filters a category by facets, with counts that add up', async () => {
    const cateId = await leafCategory('transceivers');
    const all = (await get(`/products?cateId=${cateId}&pageSize=60`)).body.data;
    const speed = all.facets.find((f: any) => f.key === 'speed');
    expect(speed.values.length).toBeGreaterThan(1);
    const tenG = speed.values.find((v: any) => v.key === '10G');
    const filtered = (await get(`/products?cateId=${cateId}&filters=${encodeURIComponent('speed:10G')}&pageSize=60`)).body.data;
    expect(filtered.total).toBe(tenG.count);
    expect(filtered.items.every((i: any) => i.keyAttrs.some((a: any) => a.value === '10G'))).toBe(true);
    // The speed facet keeps its other values, so the buyer can widen the choice.
    expect(filtered.facets.find((f: any) => f.key === 'speed').values.length).toBe(speed.values.length);
    const either = (await get(`/products?cateId=${cateId}&filters=${encodeURIComponent('speed:10G,25G')}`)).body.data.total;
    expect(either).toBe(tenG.count + speed.values.find((v: any) => v.key === '25G').count);
  });

  it('matches a combination of attributes only when one SKU has both', async () => {
    // A product whose SKUs lack one combination of two attributes (e.g. a length in a colour).
    const [gap] = await rows<{ id: number; a: string; av: string; b: string; bv: string }>(
      ctx.storage.db,
      sql`WITH pairs AS (
            SELECT p.id, ka.key AS a, va.value AS av, kb.key AS b, vb.value AS bv
              FROM product p, jsonb_each(p.attrs) ka, jsonb_array_elements_text(ka.value) va,
                   jsonb_each(p.attrs) kb, jsonb_array_elements_text(kb.value) vb
             WHERE ka.key < kb.key AND jsonb_array_length(ka.value) > 1 AND jsonb_array_length(kb.value) > 1)
          SELECT * FROM pairs x WHERE NOT EXISTS (
            SELECT 1 FROM sku s WHERE s.product_id = x.id AND s.attrs ->> x.a = x.av AND s.attrs ->> x.b = x.bv)
          ORDER BY x.id LIMIT 1`,
    );
    const ids = async (filters: string) => (await get(`/products?pageSize=60&filters=${encodeURIComponent(filters)}`)).body.data.items.map((i: any) => i.spuId);
    const [both, onlyA] = await Promise.all([ids(`${gap.a}:${gap.av};${gap.b}:${gap.bv}`), ids(`${gap.a}:${gap.av}`)]);
    expect(onlyA).toContain(Number(gap.id));
    expect(both).not.toContain(Number(gap.id));
  });

  it('answers unknown categories with 404 and malformed ids with 422, and ignores junk filters', async () => {
    expect((await get('/products?cateId=999999')).status).toBe(404);
    expect((await get('/products?cateId=1%27%20OR%201=1')).status).toBe(422);
    const junk = await get(`/products?filters=${encodeURIComponent("nope:1;speed:'); DROP TABLE product;--")}`);
    expect(junk.status).toBe(200);
  });

  it('prices in the requested currency with its minor units', async () => {
    const usd = (await get('/products?sort=price_asc&pageSize=5')).body.data.items;
    const jpy = (await get(`/products?sort=price_asc&pageSize=5&currencyId=${currencies.JPY}`)).body.data.items;
    expect(jpy[0].price).toEqual({ amount: Math.round((usd[0].price.amount * 150) / 100), currency: 'JPY', minorUnits: 0 });
    expect(usd[0].price.currency).toBe('USD');
  });

  it('lists featured, new, brand-coded and volume-priced goods', async () => {
    expect((await get('/products?kind=featured')).body.data.items.every((i: any) => i.featured)).toBe(true);
    expect((await get('/products?kind=new')).body.data.items.every((i: any) => i.isNew)).toBe(true);
    const cisco = (await get('/products?kind=brand&brand=Cisco')).body.data;
    expect(cisco.total).toBeGreaterThan(0);
    const volume = (await get('/products?kind=volume')).body.data.items;
    expect(volume.every((i: any) => i.volumePrice.amount < i.price.amount)).toBe(true);
  });

  it('needs at most 3 database round trips for a page of 24', async () => {
    const cateId = await leafCategory('transceivers-10g');
    await get(`/products?cateId=${cateId}&filters=speed:10G&currencyId=${currencies.EUR}`, '4'); // warms the reference cache
    const before = ctx.storage.queryCount.value;
    const { body } = await get(`/products?cateId=${cateId}&filters=speed:10G&currencyId=${currencies.EUR}&pageSize=24`, '4', true);
    expect(ctx.storage.queryCount.value - before).toBeLessThanOrEqual(3);
    expect(ctx.storage.queryCount.value - before).toBeGreaterThan(0);
    expect(body.data.items[0].price.currency).toBe('EUR');
  });
});

describe('shop by compatible brand (kind=brand, ADR 0006)', () => {
  const BRANDS = ['Cisco', 'Juniper', 'Arista', 'HPE', 'Huawei', 'Dell', 'Mellanox'];
  /** Ids of the products with a SKU matching every one of `attrs`. */
  const coded = async (attrs: Record<string, string>) =>
    new Set((await rows<{ id: number }>(ctx.storage.db, sql`SELECT DISTINCT product_id AS id FROM sku WHERE attrs @> ${JSON.stringify(attrs)}::jsonb`)).map((r) => Number(r.id)));
  const all = async (url: string) => (await get(`${url}&pageSize=60`)).body.data;

  it('offers the brands with their counts, and lists only products coded for a brand', async () => {
    const total = (await get('/products')).body.data.total;
    const list = await all('/products?kind=brand');
    expect(list.brands.map((b: any) => b.key)).toEqual(BRANDS);
    expect(list.facets.map((f: any) => f.key)).not.toContain('coding');
    const anyBrand = new Set((await Promise.all(BRANDS.map((b) => coded({ coding: b })))).flatMap((s) => [...s]));
    expect(list.total).toBe(anyBrand.size);
    expect(list.total).toBeLessThan(total);
    for (const p of list.items) expect(anyBrand.has(p.spuId), p.model).toBe(true);
    for (const b of list.brands) expect(b.count, b.key).toBe((await coded({ coding: b.key })).size);
  });

  it("filters by the chosen brand (any spelling of its name), keeps the other filters, and counts each brand under them", async () => {
    const cisco = await all('/products?kind=brand&brand=Cisco');
    const ids = await coded({ coding: 'Cisco' });
    expect(cisco.total).toBe(ids.size);
    expect(cisco.items.every((p: any) => ids.has(p.spuId))).toBe(true);
    expect((await all('/products?kind=brand&brand=cisco')).total).toBe(cisco.total);
    expect(cisco.brands.find((b: any) => b.key === 'Cisco').count).toBe(cisco.total);

    const tenGig = await all('/products?kind=brand&brand=Cisco&filters=speed:10G');
    const both = await coded({ coding: 'Cisco', speed: '10G' });
    expect(tenGig.total).toBe(both.size);
    expect(tenGig.total).toBeGreaterThan(0);
    expect(tenGig.total).toBeLessThan(cisco.total);
    expect(tenGig.items.every((p: any) => both.has(p.spuId))).toBe(true);
    for (const b of tenGig.brands) expect(b.count, b.key).toBe((await coded({ coding: b.key, speed: '10G' })).size);

    const none = await all('/products?kind=brand&brand=Acme');
    expect(none.total).toBe(0);
    expect(none.brands.map((b: any) => b.key)).toEqual(BRANDS);
    // Any listing can also filter on the coding like on any other attribute.
    expect((await all('/products?filters=coding:Cisco')).total).toBe(cisco.total);
  });
});

describe('product detail', () => {
  it('returns options, SKUs with tier prices, specs, FAQ, compatibility, documents and reviews in one round trip', async () => {
    const [p] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT p.id FROM product p WHERE (SELECT count(*) FROM sku WHERE product_id = p.id) > 2 ORDER BY p.id LIMIT 1`);
    await get(`/products/${p.id}?currencyId=${currencies.CNY}`, '1');
    const before = ctx.storage.queryCount.value;
    const { status, body } = await get(`/products/${p.id}?currencyId=${currencies.CNY}`, '1', true);
    expect(ctx.storage.queryCount.value - before).toBe(1);
    expect(status).toBe(200);
    const d = body.data;
    expect(d.options.length).toBeGreaterThan(0);
    expect(d.skus.length).toBeGreaterThan(2);
    for (const s of d.skus) {
      expect(s.price.currency).toBe('CNY');
      expect(s.tiers.map((t: any) => t.minQty)).toEqual([1, 10, 50]);
      expect(s.tiers[2].price.amount).toBeLessThan(s.tiers[0].price.amount);
    }
    expect(d.specs.length).toBeGreaterThan(3);
    expect(d.faq.length).toBeGreaterThan(0);
    expect(d.docs.length).toBeGreaterThan(0);
    expect(d.images).toHaveLength(3);
    expect(d.rating.histogram).toHaveLength(5);
    expect(d.path.length).toBeGreaterThan(0);
    expect(/[\u4e00-\u9fff]/.test(d.name)).toBe(true);
  });

  it('is 404 for an unknown product and for a non-numeric id', async () => {
    expect((await get('/products/99999999')).status).toBe(404);
    expect((await get('/products/abc')).status).toBe(404);
  });

  it('serves product pictures as SVG', async () => {
    const [p] = await rows<{ key: string; model: string }>(ctx.storage.db, sql`SELECT key, model FROM product ORDER BY id LIMIT 1`);
    const res = await ctx.app.inject({ url: `/media/products/${p.key}/1.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain(p.model);
    expect((await ctx.app.inject({ url: '/media/products/nope/1.svg' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/media/products/${p.key}/9.svg` })).statusCode).toBe(404);
  });
});

describe('recently viewed', () => {
  it('records visits per visitor, newest first, without duplicates', async () => {
    const visitorId = '2b1f6d1e-7c1a-4f5b-9a3e-0c9d8e7f6a5b';
    const ids = (await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product ORDER BY id LIMIT 3`)).map((r) => Number(r.id));
    for (const spuId of [ids[0], ids[1], ids[0], ids[2]]) {
      const res = await ctx.app.inject({ method: 'POST', url: `${api}/recently-viewed`, payload: { visitorId, spuId } });
      expect(res.statusCode).toBe(200);
    }
    const { body } = await get(`/recently-viewed?visitorId=${visitorId}`);
    expect(body.data.map((p: any) => p.spuId)).toEqual([ids[2], ids[0], ids[1]]);
    const other = await get(`/recently-viewed?visitorId=3b1f6d1e-7c1a-4f5b-9a3e-0c9d8e7f6a5b`);
    expect(other.body.data).toEqual([]);
  });

  it('refuses bad visitor ids and unknown products', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: `${api}/recently-viewed`, payload: { visitorId: 'x', spuId: 1 } })).statusCode).toBe(422);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `${api}/recently-viewed`, payload: { visitorId: '2b1f6d1e-7c1a-4f5b-9a3e-0c9d8e7f6a5b', spuId: 99999999 } })).statusCode,
    ).toBe(404);
  });
});
