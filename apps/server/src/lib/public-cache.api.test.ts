import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';
import { rows } from '../db/client.js';

// The public answer cache (ADR 0027) against the real app and database: each answer it keeps
// must give way to a change of price, stock or text made by any writer (here: plain SQL, as an
// operator or another process would), announced by the database's triggers.
let ctx: TestContext;
let spuId: number;
let skuId: number;
let newsCate: number;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_STOCK_LAG_MS: '300' });
  const [p] = await rows<{ spuId: number; skuId: number }>(
    ctx.storage.db,
    sql`SELECT p.id AS "spuId", s.id AS "skuId" FROM product p JOIN sku s ON s.product_id = p.id ORDER BY p.id, s.sort, s.id LIMIT 1`,
  );
  spuId = Number(p.spuId);
  skuId = Number(p.skuId);
  const [n] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT cate_id AS id FROM news ORDER BY id LIMIT 1`);
  newsCate = Number(n.id);
});
afterAll(() => ctx?.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { lang: '2', ...headers } });
  return { status: res.statusCode, headers: res.headers, body: res.body ? (JSON.parse(res.body) as { data: any }) : null, raw: res.body };
};
const detailUrl = () => `/api/ew/buyer/catalog/products/${spuId}`;
/**
 * The database's NOTIFY reaches the process a moment after the commit: re-reads until `ok`, and
 * gives the last answer either way (the test's own expectation then says what was wrong).
 */
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 3000): Promise<T> {
  let last!: T;
  await waitUntil(async () => ok((last = await probe())), { timeoutMs: ms, intervalMs: 25, what: 'the change' }).catch(() => undefined);
  return last;
}

describe('public answer cache', () => {
  it('answers a repeated request from the cache, with one ETag, and 304 when the client has it', async () => {
    const first = await get(detailUrl());
    expect(first.status).toBe(200);
    const again = await get(detailUrl());
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.raw).toBe(first.raw);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toMatch(/public/);
    expect(again.headers.vary).toMatch(/Lang/i);
    const before = ctx.storage.queryCount.value;
    const revalidated = await get(detailUrl(), { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw).toBe('');
    expect(ctx.storage.queryCount.value).toBe(before);
  });

  it('keeps languages and query parameters apart, and unknown parameters out of the key', async () => {
    const en = await get(detailUrl());
    const fi = await get(detailUrl(), { lang: '4' });
    expect(fi.body!.data.name).not.toBe(en.body!.data.name);
    const [eur] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM currency WHERE code = 'EUR'`);
    const inEur = await get(`${detailUrl()}?currencyId=${eur.id}`);
    expect(inEur.body!.data.skus[0].price.currency).toBe('EUR');
    expect(en.body!.data.skus[0].price.currency).not.toBe('EUR');
    await get(`${detailUrl()}?junk=1`);
    expect((await get(`${detailUrl()}?junk=2`)).headers['x-cache']).toBe('hit');
  });

  it('shows a new price at once', async () => {
    const before = await get(detailUrl());
    const price = before.body!.data.skus.find((s: any) => s.skuId === skuId).price.amount;
    expect((await get(detailUrl())).headers['x-cache']).toBe('hit');
    await ctx.storage.db.execute(sql`UPDATE sku SET price = price + 100 WHERE id = ${skuId}`);
    const after = await eventually(() => get(detailUrl()), (r) => r.body!.data.skus.find((s: any) => s.skuId === skuId).price.amount !== price);
    expect(after.body!.data.skus.find((s: any) => s.skuId === skuId).price.amount).toBe(price + 100);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // A client holding the old answer gets the new one, not a 304.
    expect((await get(detailUrl(), { 'if-none-match': String(before.headers.etag) })).status).toBe(200);
  });

  it('shows a new text at once, in the listing too', async () => {
    const [p] = await rows<{ cateId: number }>(ctx.storage.db, sql`SELECT category_id AS "cateId" FROM product WHERE id = ${spuId}`);
    const listing = `/api/ew/buyer/catalog/products?cateId=${p.cateId}&pageSize=48`;
    const nameIn = (r: { body: { data: any } | null }) => (r.body!.data.items.find((i: any) => i.spuId === spuId)?.name ?? '') as string;
    expect(nameIn(await get(listing))).not.toBe('');
    expect((await get(listing)).headers['x-cache']).toBe('hit');
    await ctx.storage.db.execute(sql`UPDATE product_i18n SET name = name || ' Cachetest' WHERE product_id = ${spuId} AND lang_id = 2`);
    const detail = await eventually(() => get(detailUrl()), (r) => r.body!.data.name.endsWith('Cachetest'));
    expect(detail.body!.data.name).toMatch(/Cachetest$/);
    expect(nameIn(await get(listing))).toMatch(/Cachetest$/);
  });

  it('shows a new price in search results', async () => {
    const [p] = await rows<{ model: string }>(ctx.storage.db, sql`SELECT model FROM product WHERE id = ${spuId}`);
    const url = `/api/ew/buyer/search?q=${encodeURIComponent(p.model)}`;
    const priceIn = (r: { body: { data: any } | null }) => r.body!.data.products.find((i: any) => i.spuId === spuId)?.price.amount as number;
    const before = priceIn(await get(url));
    expect(before).toBeGreaterThan(0);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    await ctx.storage.db.execute(sql`UPDATE sku SET price = price + 300 WHERE product_id = ${spuId}`);
    await ctx.storage.db.execute(sql`UPDATE product SET min_price = min_price + 300 WHERE id = ${spuId}`);
    const after = await eventually(() => get(url), (r) => priceIn(r) !== before);
    expect(priceIn(after)).toBe(before + 300);
  });

  it('counts search matches again when the search index changes (the count kept per query)', async () => {
    const url = (page: number, lang = '2') => `/api/ew/buyer/search?q=switch&page=${page}&pageSize=5&lang=${lang}`;
    const count = async (page: number, lang = '2') => (await get(url(page), { lang })).body!.data.counts.products as number;
    const before = await count(1);
    expect(before).toBeGreaterThan(5);
    expect(await count(2, '4')).toBe(before);
    const [gone] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT product_id AS id FROM search_product WHERE terms @@ to_tsquery('simple', 'switch') LIMIT 1`);
    await ctx.storage.db.execute(sql`DELETE FROM search_product WHERE product_id = ${gone.id}`);
    expect(await eventually(() => count(3), (n) => n === before - 1)).toBe(before - 1);
    expect(await count(1, '4')).toBe(before - 1);
  });

  it('lets a stock level lag by the configured seconds at most', async () => {
    const stockOf = (r: { body: { data: any } | null }) => r.body!.data.skus.find((s: any) => s.skuId === skuId).stock as number;
    const before = stockOf(await get(detailUrl()));
    await ctx.storage.db.execute(sql`UPDATE sku SET stock = stock + 7 WHERE id = ${skuId}`);
    const after = await eventually(() => get(detailUrl()), (r) => stockOf(r) === before + 7, 3000);
    expect(stockOf(after)).toBe(before + 7);
  });

  it('shows a changed news title in the news list', async () => {
    const url = `/api/ew/buyer/content/news/category/${newsCate}`;
    const first = await get(url);
    const item = first.body!.data.items[0];
    expect((await get(url)).headers['x-cache']).toBe('hit');
    await ctx.storage.db.execute(sql`UPDATE news_i18n SET title = title || ' (updated)' WHERE news_id = ${item.newsId} AND lang_id = 2`);
    const after = await eventually(() => get(url), (r) => r.body!.data.items[0].title.endsWith('(updated)'));
    expect(after.body!.data.items[0].title).toBe(`${item.title} (updated)`);
  });

  it('sends the kept answer compressed as the client accepts, the same JSON in every encoding', async () => {
    const url = '/api/ew/buyer/catalog/categories';
    const plain = await ctx.app.inject({ url, headers: { lang: '2' } });
    const asked = async (accept: string) => ctx.app.inject({ url, headers: { lang: '2', 'accept-encoding': accept } });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await asked('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a renamed category and a new exchange rate at once (the memos behind the answers give way too)', async () => {
    const tree = async () => (await get('/api/ew/buyer/catalog/categories')).body!.data as { categoryId: number; name: string }[];
    const [first] = await tree();
    expect((await get('/api/ew/buyer/catalog/categories')).headers['x-cache']).toBe('hit');
    await ctx.storage.db.execute(sql`UPDATE category_i18n SET name = name || ' (renamed)' WHERE category_id = ${first.categoryId} AND lang_id = 2`);
    const renamed = await eventually(tree, (t) => t[0].name.endsWith('(renamed)'));
    expect(renamed[0].name).toBe(`${first.name} (renamed)`);

    const [eur] = await rows<{ id: number; rate: string }>(ctx.storage.db, sql`SELECT id, rate::text AS rate FROM currency WHERE code = 'EUR'`);
    const url = `${detailUrl()}?currencyId=${eur.id}`;
    const amount = async () => (await get(url)).body!.data.skus[0].price.amount as number;
    const before = await amount();
    await ctx.storage.db.execute(sql`UPDATE currency SET rate = rate * 2 WHERE id = ${eur.id}`);
    const doubled = await eventually(amount, (a) => a !== before);
    expect(Math.abs(doubled - 2 * before)).toBeLessThanOrEqual(1);
    await ctx.storage.db.execute(sql`UPDATE currency SET rate = ${eur.rate}::numeric WHERE id = ${eur.id}`);
  });

  it('never caches an error: unknown ids (past 2^31 too), NUL bytes', async () => {
    for (const url of ['/api/ew/buyer/catalog/products/2000000000', '/api/ew/buyer/catalog/products/99999999999', '/api/ew/buyer/search?q=sw%00itch']) {
      const first = await get(url);
      expect(first.status, url).toBeGreaterThanOrEqual(400);
      expect(first.status, url).toBeLessThan(500);
      const again = await get(url);
      expect(again.status, url).toBe(first.status);
      expect(again.headers['x-cache'], url).toBeUndefined();
    }
  });

  it('makes an answer once for a burst of identical requests', async () => {
    const [p] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product ORDER BY id DESC LIMIT 1`);
    const url = `/api/ew/buyer/catalog/products/${p.id}`;
    // Warm and steady: the reference data and currencies loaded, and no change of an earlier
    // test still on its way (it would rightly make the burst load again).
    await eventually(() => get(detailUrl()), (r) => r.headers['x-cache'] === 'hit');
    const before = ctx.storage.queryCount.value;
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(url)));
    expect(new Set(answers.map((a) => a.raw)).size).toBe(1);
    expect(answers.filter((a) => a.headers['x-cache'] === 'miss')).toHaveLength(10);
    expect(ctx.storage.queryCount.value - before).toBe(1);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('when the connection that hears changes is lost', () => {
  it('caches nothing until it listens again, and then shows what changed meanwhile', async () => {
    // (A change the previous test made may still be on its way: wait for a steady hit.)
    expect((await eventually(() => get(detailUrl()), (r) => r.headers['x-cache'] === 'hit')).headers['x-cache']).toBe('hit');
    const killed = await rows<{ ok: boolean }>(
      ctx.storage.db,
      sql`SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    expect(killed.length).toBeGreaterThan(0);
    await eventually(() => get(detailUrl()), (r) => r.headers['x-cache'] === 'miss', 2000);
    const price = (r: { body: { data: any } | null }) => r.body!.data.skus.find((s: any) => s.skuId === skuId).price.amount as number;
    const before = price(await get(detailUrl()));
    await ctx.storage.db.execute(sql`UPDATE sku SET price = price + 1 WHERE id = ${skuId}`);
    // Listening again (a new connection a second later): cached again, with the price changed while deaf.
    const back = await eventually(() => get(detailUrl()), (r) => r.headers['x-cache'] === 'hit', 5000);
    expect(back.headers['x-cache']).toBe('hit');
    expect(price(back)).toBe(before + 1);
  });
});

describe('with the public cache turned off (PUBLIC_CACHE_TTL_MS=0)', () => {
  it('makes every answer afresh, while the reference data behind it keeps its own time limit', async () => {
    const off = await createTestApp({ PUBLIC_CACHE_TTL_MS: '0' });
    try {
      const categories = () => off.app.inject({ url: '/api/ew/buyer/catalog/categories', headers: { lang: '2' } });
      expect((await categories()).statusCode).toBe(200);
      const before = off.storage.queryCount.value;
      const again = await categories();
      expect(again.headers['x-cache']).toBe('miss');
      expect(off.storage.queryCount.value).toBe(before);
    } finally {
      await off.close();
    }
  });
});
