import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const api = '/api/ew/buyer/content';
async function get(url: string, lang = '2') {
  const res = await ctx.app.inject({ method: 'GET', url: api + url, headers: { lang } });
  return { status: res.statusCode, body: res.json() as { code: number; data: any } };
}

describe('news', () => {
  it('lists each category newest first, in the requested language', async () => {
    for (const cateId of [1, 2, 3]) {
      const { body } = await get(`/news/category/${cateId}?pageSize=50`, '6');
      expect(body.data.items.length).toBeGreaterThanOrEqual(5);
      const dates = body.data.items.map((n: any) => n.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.data.categories).toHaveLength(3);
    }
    const zh = (await get('/news/category/1', '1')).body.data;
    expect(/[\u4e00-\u9fff]/.test(zh.items[0].title)).toBe(true);
    expect((await get('/news/category/9')).status).toBe(404);
  });

  it('links each article to its previous and next one in the same category', async () => {
    const items = (await get('/news/category/2?pageSize=50')).body.data.items;
    const middle = items[1];
    const d = (await get(`/news/${middle.newsId}`)).body.data;
    expect(d.next.newsId).toBe(items[0].newsId); // newer
    expect(d.prev.newsId).toBe(items[2].newsId); // older
    expect(d.html).toMatch(/<p>/);
    const newest = (await get(`/news/${items[0].newsId}`)).body.data;
    expect(newest.next).toBeNull();
    expect((await get('/news/99999999')).status).toBe(404);
    expect((await get('/news/abc')).status).toBe(404);
  });

  it('serves every body written in the reader’s language, not English left in place', async () => {
    const id = (await get('/news/category/1')).body.data.items[0].newsId;
    const bodies = await Promise.all(['1', '2', '3', '4', '5', '6'].map(async (lang) => (await get(`/news/${id}`, lang)).body.data.html as string));
    expect(new Set(bodies).size).toBe(6);
    expect(bodies[3]).toMatch(/[äö]/); // Finnish
    expect(bodies[5]).toMatch(/[ぁ-ん]/); // Japanese kana
    for (const key of ['company', 'privacy_policy']) {
      const pages = await Promise.all(['2', '3', '4', '5', '6'].map(async (lang) => (await get(`/pages/${key}`, lang)).body.data.html as string));
      expect(new Set(pages).size, key).toBe(5);
    }
  });
});

describe('articles', () => {
  it('has case studies and solutions with their products', async () => {
    const cases = (await get('/articles/case')).body.data;
    const solutions = (await get('/articles/solution')).body.data;
    expect(cases.length).toBeGreaterThanOrEqual(6);
    expect(solutions.length).toBeGreaterThanOrEqual(6);
    const c = (await get(`/cases/${cases[0].id}`, '5')).body.data;
    expect(c.industry).toBeTruthy();
    expect(c.html.length).toBeGreaterThan(100);
    const withProducts = await Promise.all(solutions.map(async (s: any) => (await get(`/solutions/${s.id}`)).body.data.products.length));
    expect(withProducts.some((n: number) => n > 0)).toBe(true);
    expect((await get('/cases/99999999')).status).toBe(404);
    expect((await get(`/solutions/${cases[0].id}`)).status).toBe(404); // a case is not a solution
  });

  it('serves the about pages, the company profile and the three policies', async () => {
    for (const key of ['company', 'quality', 'contact', 'info', 'privacy_policy', 'terms_of_use', 'cookie_policy']) {
      const { status, body } = await get(`/pages/${key}`, '3');
      expect(status, key).toBe(200);
      expect(body.data.title, key).toBeTruthy();
    }
    expect((await get('/pages/cookie_policy')).body.data.html).toContain('yt_use_cookie');
    expect((await get('/pages/nothing')).status).toBe(404);
    expect((await get('/pages/..%2Fetc')).status).toBe(404);
  });
});
