import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { rows } from '../db/client.js';

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  // A built app in miniature: the server only needs index.html to wrap.
  dist = mkdtempSync(join(tmpdir(), 'netshop-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>YT Networks</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>');
  ctx = await createTestApp({ WEB_DIST: dist, PUBLIC_ORIGIN: 'https://shop.example' });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, host = 'shop.example') => ctx.app.inject({ url, headers: { host } });
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

describe('server-rendered meta', () => {
  it('gives a product page its title, description, canonical, hreflang, Open Graph and Product JSON-LD', async () => {
    const [p] = await rows<{ id: number; model: string }>(ctx.storage.db, sql`SELECT id, model FROM product ORDER BY id LIMIT 1`);
    const res = await page(`/product/productDetail?spuId=${p.id}&lang=en`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+ - YT Networks<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/product/productDetail?spuId=${p.id}&amp;lang=en">`);
    for (const l of ['zh-CN', 'en', 'es', 'fi', 'fr', 'ja', 'x-default']) expect(html).toContain(`hreflang="${l}"`);
    expect(html).toContain('property="og:type" content="product"');
    const [product, crumbs] = jsonLd(html);
    expect(product['@type']).toBe('Product');
    expect(product.sku).toBe(p.model);
    expect(product.offers.priceCurrency).toBe('USD');
    expect(Number(product.offers.lowPrice)).toBeGreaterThan(0);
    expect(product.offers.availability).toMatch(/schema.org\/(InStock|OutOfStock)/);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    // The page's language is ?lang='s, whatever Lang header comes along.
    const en = (await ctx.app.inject({ url: `/api/ew/buyer/catalog/products/${p.id}`, headers: { lang: '2' } })).json().data;
    expect(product.name).toBe(en.name);
    const withHeader = await ctx.app.inject({ url: `/product/productDetail?spuId=${p.id}&lang=en`, headers: { host: 'shop.example', lang: '1' } });
    expect(jsonLd(withHeader.body)[0].name).toBe(en.name);
    const ja = jsonLd((await page(`/product/productDetail?spuId=${p.id}&lang=ja`)).body)[0];
    expect(ja.offers.priceCurrency).toBe('JPY');
    expect(ja.offers.lowPrice).toMatch(/^\d+$/);
  });

  it('marks news as NewsArticle and answers unknown entities with 404', async () => {
    const [n] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM news ORDER BY id LIMIT 1`);
    const html = (await page(`/newDetail/${n.id}`)).body;
    expect(html).toContain('<html lang="zh-CN">');
    expect(jsonLd(html)[0]['@type']).toBe('NewsArticle');
    expect((await page('/newDetail/99999999')).statusCode).toBe(404);
    expect((await page('/product/productDetail?spuId=99999999')).statusCode).toBe(404);
    expect((await page('/case/detail/abc')).statusCode).toBe(404);
  });

  it('escapes what it prints', async () => {
    const html = (await page('/searchResult?keyword=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).body;
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('absolute URLs', () => {
  it('come from PUBLIC_ORIGIN, never from a forged Host header', async () => {
    const [p] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM product ORDER BY id LIMIT 1`);
    const [n] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM news ORDER BY id LIMIT 1`);
    const urls = [`/product/productDetail?spuId=${p.id}&lang=en`, `/newDetail/${n.id}`, '/', '/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml'];
    for (const url of urls) {
      const res = await page(url, 'evil.example');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('evil.example');
      expect(res.body, url).toContain('https://shop.example/');
    }
    const product = (await page(`/product/productDetail?spuId=${p.id}`, 'evil.example')).body;
    expect(jsonLd(product)[0].image[0]).toMatch(/^https:\/\/shop\.example\//);
    expect(product).toMatch(/<meta property="og:image" content="https:\/\/shop\.example\//);
  });
});

describe('robots and sitemaps', () => {
  it('lists real URLs', async () => {
    const robots = (await page('/robots.txt')).body;
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    const index = (await page('/sitemap.xml')).body;
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('/sitemaps/products-1.xml');
    const products = (await page('/sitemaps/products-1.xml')).body;
    const [c] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM product`);
    expect((products.match(/<url>/g) ?? []).length).toBe(c.n);
    const pages = (await page('/sitemaps/pages.xml')).body;
    expect(pages).toContain('/newDetail/');
    expect(pages).toContain('/case/detail/');
    expect((await page('/sitemaps/products-99.xml')).statusCode).toBe(404);
  });
});
