import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BOOT_ELEMENT_ID, bootKey } from '@netshop/contract/boot';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { rows } from '../db/client.js';
import { renderBoot } from './boot.js';

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  // A built app in miniature: index.html and a manifest naming the detail page's chunks.
  dist = mkdtempSync(join(tmpdir(), 'netshop-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>YT Networks</title></head><body><div id="root"></div></body></html>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      'src/features/catalog/pages/product-detail-page.tsx': { file: 'assets/detail-1.js', imports: ['_shared.js', '_tabs.js'], css: ['assets/detail-1.css'] },
      '_tabs.js': { file: 'assets/tabs-1.js' },
      'src/locales/en/common.json': { file: 'assets/common-en.js' },
    }),
  );
  ctx = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const answersOf = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return m ? (JSON.parse(m[1]) as Record<string, { code: number; data: unknown }>) : null;
};
const api = async (url: string, lang: number) => (await ctx.app.inject({ url: `/api${url}`, headers: { lang: String(lang) } })).json();

describe('answers inlined into the HTML of a page (ADR 0009)', () => {
  it('gives a product page the start-up answers and the product, exactly as the API answers them', async () => {
    const [p] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product ORDER BY id LIMIT 1`);
    const res = await ctx.app.inject({ url: `/product/productDetail?spuId=${p.id}` });
    const answers = answersOf(res.body)!;
    expect(answers).not.toBeNull();
    const cfg = answers[bootKey(undefined, '/ew/buyer/home/websiteConfig')] as { data: { langId: number; currencyId: number } };
    const { langId, currencyId } = cfg.data;
    for (const url of ['/ew/buyer/home/lang', `/ew/buyer/home/country/${langId}`, `/ew/buyer/home/config/${langId}`, '/ew/buyer/catalog/categories'])
      expect(answers[bootKey(langId, url)]).toEqual(await api(url, langId));
    const detailUrl = `/ew/buyer/catalog/products/${p.id}?currencyId=${currencyId}`;
    expect(answers[bootKey(langId, detailUrl)]).toEqual(await api(detailUrl, langId));
    // The page's chunks that index.html does not already load, and nothing of the entry's.
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/detail-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-1.js">');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/detail-1.css">');
    expect(res.body).not.toContain('href="/assets/shared-1.js"');
  });

  it('keys a listing as the page asks for it, whatever order its URL gives the parameters in', async () => {
    const res = await ctx.app.inject({ url: '/product/queryProduct?sort=newest&cateId=6&page=1&lang=en' });
    const answers = answersOf(res.body)!;
    const cfg = answers[bootKey(2, '/ew/buyer/home/websiteConfig')] as { data: { currencyId: number } };
    expect(cfg).toBeDefined();
    // The listing page's request (listingRequest in the contract), parameters in its own order.
    const url = `/ew/buyer/catalog/products?cateId=6&kind=all&sort=newest&page=1&pageSize=24&currencyId=${cfg.data.currencyId}`;
    const listing = answers[bootKey(2, url)];
    expect(listing).toEqual(await api(url, 2));
    expect((listing.data as { items: unknown[] }).items.length).toBeGreaterThan(0);
    // Another language's texts load with the page.
    expect(res.body).toContain('href="/assets/common-en.js"');
  });

  it('gives the home page the answers of its product rows, solution and news teasers, as the page asks for them', async () => {
    const res = await ctx.app.inject({ url: '/?lang=fi' });
    const answers = answersOf(res.body)!;
    const cfg = answers[bootKey(4, '/ew/buyer/home/websiteConfig')] as { data: { currencyId: number } };
    expect(cfg).toBeDefined();
    // The page's own requests (HOME_PRODUCT_ROWS and HOME_NEWS in the contract), parameters in the client's order.
    const urls = [
      `/ew/buyer/catalog/products?kind=featured&pageSize=8&sort=popular&currencyId=${cfg.data.currencyId}`,
      `/ew/buyer/catalog/products?kind=new&pageSize=8&sort=newest&currencyId=${cfg.data.currencyId}`,
      '/ew/buyer/content/articles/solution',
      '/ew/buyer/content/news/category/2?page=1&pageSize=10',
    ];
    for (const url of urls) {
      const answer = answers[bootKey(4, url)];
      expect(answer, url).toEqual(await api(url, 4));
      const data = answer.data as { items?: unknown[] } | unknown[];
      expect(Array.isArray(data) ? data.length : data.items!.length, url).toBeGreaterThan(0);
    }
  });

  it('sends the page compressed as the browser accepts (the page is the not-found handler, which the compress plugin misses)', async () => {
    const url = '/product/queryProduct?cateId=6&lang=en';
    const plain = await ctx.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(answersOf(decode(res.rawPayload).toString('utf8'))).toEqual(answersOf(plain.body));
    }
  });

  it('gives the search results page its results, keyed as a first visit asks for them', async () => {
    const res = await ctx.app.inject({ url: '/searchResult?keyword=SFP%2B%2010G&lang=en' });
    const answers = answersOf(res.body)!;
    const cfg = (await api('/ew/buyer/home/websiteConfig', 2)) as { data: { currencyId: number } };
    const key = bootKey(2, `/ew/buyer/search?q=SFP%2B+10G&tab=products&page=1&pageSize=24&currencyId=${cfg.data.currencyId}`);
    expect(Object.keys(answers), JSON.stringify(Object.keys(answers))).toContain(key);
    const direct = await api(`/ew/buyer/search?q=SFP%2B+10G&tab=products&page=1&pageSize=24&currencyId=${cfg.data.currencyId}`, 2);
    expect(answers[key]).toEqual(direct);
    expect((answers[key].data as { counts: { products: number } }).counts.products).toBeGreaterThan(0);
    expect(Object.keys(answers).some((k) => k.endsWith("/ew/buyer/search/hot"))).toBe(true);
  });

  it('inlines nothing that can close its element, and nothing for a missing product', async () => {
    const res = await ctx.app.inject({ url: '/product/productDetail?spuId=999999999' });
    expect(res.statusCode).toBe(404);
    expect(answersOf(res.body)).toBeNull();
    const html = renderBoot(BOOT_ELEMENT_ID, { k: { code: 200, data: 'a</script><script>alert(1)</script>' } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(answersOf(html)!.k.data).toBe('a</script><script>alert(1)</script>');
  });
});
