import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { rows } from './client.js';

// Every translated read falls back requested → English → Chinese. Rows that
// exist only in Chinese must still show, in Chinese, to a Finnish visitor: a query that stopped at
// English would give null (and a 500 from the response schema, or an empty name).

let ctx: TestContext;
const FI = '4';
const zh: Record<string, string> = {};
let spuId = 0;
let categoryId = 0;
let newsId = 0;
let docId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.storage.db;
  const [p] = await rows<{ id: number; categoryId: number; docId: number }>(
    db,
    sql`SELECT p.id, p.category_id AS "categoryId", (SELECT min(d.id) FROM document d WHERE d.product_id = p.id) AS "docId"
          FROM product p WHERE EXISTS (SELECT 1 FROM document d WHERE d.product_id = p.id) ORDER BY p.id LIMIT 1`,
  );
  spuId = Number(p!.id);
  categoryId = Number(p!.categoryId);
  docId = Number(p!.docId);
  const [n] = await rows<{ id: number }>(db, sql`SELECT min(id) AS id FROM news`);
  newsId = Number(n!.id);
  const zhText = async (query: ReturnType<typeof sql>) => String((await rows<{ v: string }>(db, query))[0]!.v);
  zh.product = await zhText(sql`SELECT name AS v FROM product_i18n WHERE product_id = ${spuId} AND lang_id = 1`);
  zh.category = await zhText(sql`SELECT name AS v FROM category_i18n WHERE category_id = ${categoryId} AND lang_id = 1`);
  zh.document = await zhText(sql`SELECT title AS v FROM document_i18n WHERE document_id = ${docId} AND lang_id = 1`);
  zh.news = await zhText(sql`SELECT title AS v FROM news_i18n WHERE news_id = ${newsId} AND lang_id = 1`);
  zh.country = await zhText(sql`SELECT name AS v FROM country_i18n WHERE country_id = (SELECT min(id) FROM country WHERE enabled) AND lang_id = 1`);
  // Leave only the Chinese rows of these.
  await db.execute(sql`DELETE FROM product_i18n WHERE product_id = ${spuId} AND lang_id <> 1`);
  await db.execute(sql`DELETE FROM category_i18n WHERE category_id = ${categoryId} AND lang_id <> 1`);
  await db.execute(sql`DELETE FROM document_i18n WHERE document_id = ${docId} AND lang_id <> 1`);
  await db.execute(sql`DELETE FROM news_i18n WHERE news_id = ${newsId} AND lang_id <> 1`);
  await db.execute(sql`DELETE FROM country_i18n WHERE country_id = (SELECT min(id) FROM country WHERE enabled) AND lang_id <> 1`);
});
afterAll(() => ctx?.close());

async function get(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/ew/buyer${url}`, headers: { lang: FI } });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
}

describe('a text that exists only in Chinese', () => {
  it('shows in Chinese on the product detail, its card and its documents', async () => {
    expect((await get(`/catalog/products/${spuId}`)).name).toBe(zh.product);
    const list = await get(`/catalog/products?cateId=${categoryId}&pageSize=100`);
    expect(list.items.find((c: { spuId: number }) => c.spuId === spuId)?.name).toBe(zh.product);
    const docs = await get(`/catalog/documents?spuId=${spuId}`);
    const doc = docs.items.find((d: { id: number }) => d.id === docId);
    expect(doc.title).toBe(zh.document);
    expect(doc.productName).toBe(zh.product);
  });

  it('shows in Chinese in the category tree', async () => {
    const flat = (nodes: { categoryId: number; name: string; children: unknown[] }[]): { categoryId: number; name: string }[] =>
      nodes.flatMap((n) => [n, ...flat(n.children as typeof nodes)]);
    expect(flat(await get('/catalog/categories')).find((c) => c.categoryId === categoryId)?.name).toBe(zh.category);
  });

  it('shows in Chinese in news and the country list', async () => {
    expect((await get(`/content/news/${newsId}`)).title).toBe(zh.news);
    const countries = await get(`/home/country/${FI}`);
    expect(countries.map((c: { country: string }) => c.country)).toContain(zh.country);
  });
});
