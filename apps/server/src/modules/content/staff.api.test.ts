import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api } from '../../../test/buyers.js';
import { OPS } from '../../../test/staff-members.js';
import { staffLogin } from '../../../test/staff.js';
import { waitUntil } from '../../../test/wait.js';

// The console's content (issue 27): content.edit only; bodies sanitised on save; drafts and
// scheduled items hidden from buyers until their time, cached answers included; a stale save
// refused (409); every change audited in its transaction; buyers see a change at once.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: Record<string, string>;
let admin: Record<string, string>;
const S = '/api/ew/staff';
const word = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * A change reaches buyers when the database's commit notification drops the cached answers
 * (ADR 0027): at once on PGlite, a few milliseconds later on PostgreSQL. Waits for it, 3 s at most.
 */
const seen = <T>(what: string, probe: () => Promise<T>) => waitUntil(probe, { timeoutMs: 3000, intervalMs: 20, what });

async function member(role: 'agent' | 'sales' | 'finance' | 'admin') {
  const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
  const made = await call('POST', `${S}/staff`, { headers: OPS, body: { email, name: `Content ${role}`, password: 'Staff#2026', roles: [role] } });
  expect(made.status, made.body.msg).toBe(200);
  return { authorization: `Bearer ${await staffLogin(call, email, 'Staff#2026')}` };
}

const texts = (title: string, body = 'Hello **world**.', extra: Record<string, unknown> = {}) => ({
  en: { title, summary: `${title} summary`, body, ...extra },
  fr: { title: `${title} fr`, summary: 'Résumé', body: 'Bonjour.' },
});

async function create(type: string, title: string, body?: string, more: Record<string, unknown> = {}) {
  const r = await call('POST', `${S}/content/${type}`, { headers: sales, body: { key: word(), cateId: 1, texts: texts(title, body), ...more } });
  expect(r.status, r.body.msg).toBe(200);
  return r.body.data as { id: number; version: number };
}
const publish = (type: string, id: number, version: number, at?: string) => call('POST', `${S}/content/${type}/${id}/publish`, { headers: sales, body: { version, ...(at ? { at } : {}) } });
const newsList = async () => (await call('GET', '/content/news/category/1?pageSize=50', { lang: '2' })).body.data.items.map((n: { newsId: number }) => n.newsId) as number[];

async function auditOf(action: string, id: number) {
  const log = await call('GET', `${S}/audit?q=${encodeURIComponent(action)}&pageSize=100`, { headers: admin });
  expect(log.status).toBe(200);
  return (log.body.data.items as { action: string; entityId: string; before: any; after: any }[]).filter((e) => e.action === action && e.entityId === String(id));
}

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await member('sales');
  admin = await member('admin');
});
afterAll(async () => ctx?.close());

describe('content console', () => {
  it('is for content.edit only: agents and finance get 403, no session 401', async () => {
    for (const role of ['agent', 'finance'] as const) {
      const h = await member(role);
      expect((await call('GET', `${S}/content?type=news`, { headers: h })).status).toBe(403);
      expect((await call('POST', `${S}/content/news`, { headers: h, body: { key: 'x', texts: texts('x') } })).status).toBe(403);
      expect((await call('PUT', `${S}/content-home`, { headers: h, body: { version: 0, texts: {} } })).status).toBe(403);
    }
    expect((await call('GET', `${S}/content?type=news`)).status).toBe(401);
    expect((await call('GET', `${S}/content?type=case`, { headers: sales })).status).toBe(200);
  });

  it('keeps a draft from buyers; publishing shows it at once, cached list included, and search finds it', async () => {
    const w = word();
    const { id, version } = await create('news', `Draft ${w}`);
    const row = (await call('GET', `${S}/content?type=news&q=${w}`, { headers: sales })).body.data.items[0];
    expect(row).toMatchObject({ id, status: 'draft', complete: { en: true, fr: true, ja: false } });
    expect((await call('GET', `/content/news/${id}`, { lang: '2' })).status).toBe(404);
    await newsList();
    expect(await newsList()).not.toContain(id); // a cached answer now
    const search = async () => (await call('GET', `/search?q=${w}&tab=resources`, { lang: '2' })).body.data.resources.length;
    expect(await search()).toBe(0);

    const pub = await publish('news', id, version);
    expect(pub.body.data).toMatchObject({ status: 'published', version: version + 1 });
    await seen('the published item in the cached list', async () => (await newsList()).includes(id));
    const detail = (await call('GET', `/content/news/${id}`, { lang: '2' })).body.data;
    expect(detail.html).toBe('<p>Hello <strong>world</strong>.</p>');
    await seen('a search hit', async () => (await search()) === 1);
    expect((await auditOf('content.create', id))[0].after.key).toBeTruthy();
    expect((await auditOf('content.publish', id))[0]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });

    const un = await call('POST', `${S}/content/news/${id}/unpublish`, { headers: sales, body: { version: version + 1 } });
    expect(un.body.data.status).toBe('draft');
    await seen('the item gone from the list', async () => !(await newsList()).includes(id));
    expect((await call('GET', `/content/news/${id}`, { lang: '2' })).status).toBe(404);
    await seen('no search hit', async () => (await search()) === 0);
    expect(await auditOf('content.unpublish', id)).toHaveLength(1);
  });

  it('sanitises bodies: no script, event handler, javascript: link or raw HTML reaches the page or the preview', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '<a href="javascript:alert(1)">x</a>',
      '![p](javascript:alert(1))',
      '<iframe src="https://evil.example"></iframe>',
      '[ok](https://example.com) and <b onclick="x()">bold</b>',
      '# Title',
    ].join('\n\n');
    const { id, version } = await create('solution', `Hostile ${word()}`, hostile);
    await publish('solution', id, version);
    const html: string = (await call('GET', `/content/solutions/${id}`, { lang: '2' })).body.data.html;
    const preview: string = (await call('POST', `${S}/content-preview`, { headers: sales, body: { body: hostile } })).body.data.html;
    for (const h of [html, preview]) {
      // Markup only: the same words shown as escaped text are harmless.
      expect(h).not.toMatch(/<(script|img|iframe|b)\b|<[^>]*\son\w+=|<a[^>]*href="(javascript|data)/i);
      expect(h).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>');
      expect(h).toContain('&lt;script&gt;'); // raw HTML is shown as text
      expect(h).toContain('<h2>Title</h2>'); // a body's # is below the page's own title
    }
    expect(preview).toBe(html);
  });

  it('schedules: a time ahead is hidden until it comes, then shown though the answer was cached; a past time publishes', async () => {
    const { id, version } = await create('news', `Scheduled ${word()}`);
    const at = new Date(Date.now() + 2500).toISOString();
    const s = await publish('news', id, version, at);
    expect(s.body.data).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect((await auditOf('content.schedule', id))[0].after).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect(await newsList()).not.toContain(id);
    // A cached answer made before the time (the save's own notification may drop one first).
    const cached = await seen('a cached list', async () => {
      const r = await call('GET', '/content/news/category/1?pageSize=50', { lang: '2' });
      return r.headers['x-cache'] === 'hit' && r;
    });
    expect(cached.body.data.items.map((n: { newsId: number }) => n.newsId)).not.toContain(id);
    expect((await call('GET', `/content/news/${id}`, { lang: '2' })).status).toBe(404);
    while (Date.now() < Date.parse(at) + 50) await sleep(100);
    // No commit since: the cached list ends at the scheduled time by itself.
    expect(await newsList()).toContain(id);
    expect((await call('GET', `/content/news/${id}`, { lang: '2' })).status).toBe(200);
    expect((await call('GET', `${S}/content/news/${id}`, { headers: sales })).body.data.status).toBe('published');

    const past = await create('case', `Dated ${word()}`);
    const p = await publish('case', past.id, past.version, new Date(Date.now() - 3600_000).toISOString());
    expect(p.body.data.status).toBe('published');
    expect((await call('GET', '/content/articles/case', { lang: '2' })).body.data.map((a: { id: number }) => a.id)).toContain(past.id);
  });

  it('refuses the second of two saves of one version (409), and audits only the fields that changed', async () => {
    const { id, version } = await create('case', `Case ${word()}`, 'Body', { featured: false });
    const one = await call('GET', `${S}/content/case/${id}`, { headers: sales });
    expect(one.body.data.texts.en.title).toMatch(/^Case /);
    const body = (title: string) => ({ key: one.body.data.key, version, texts: { ...one.body.data.texts, en: { ...one.body.data.texts.en, title } } });
    const [a, b] = await Promise.all([call('PUT', `${S}/content/case/${id}`, { headers: sales, body: body('First') }), call('PUT', `${S}/content/case/${id}`, { headers: sales, body: body('Second') })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await call('PUT', `${S}/content/case/${id}`, { headers: sales, body: body('Third') });
    expect(again.status).toBe(409);
    const [entry] = await auditOf('content.update', id);
    expect(Object.keys(entry!.after)).toEqual(['en']);
    expect(entry!.before.en.title).toMatch(/^Case /);
    expect(['First', 'Second']).toContain(entry!.after.en.title);
  });

  it('shows an edit of published content at once, and deletes', async () => {
    const { id, version } = await create('solution', `Sol ${word()}`);
    const pub = await publish('solution', id, version);
    const read = async () => (await call('GET', `/content/solutions/${id}`, { lang: '5' })).body.data;
    expect((await read()).title).toMatch(/ fr$/);
    await read();
    const d = (await call('GET', `${S}/content/solution/${id}`, { headers: sales })).body.data;
    const saved = await call('PUT', `${S}/content/solution/${id}`, { headers: sales, body: { key: d.key, version: pub.body.data.version, texts: { ...d.texts, fr: { ...d.texts.fr, title: 'Titre neuf', body: '## Nouveau' } } } });
    expect(saved.status, saved.body.msg).toBe(200);
    const now = await seen('the new title', async () => {
      const r = await read();
      return r.title === 'Titre neuf' && r;
    });
    expect(now.html).toBe('<h2>Nouveau</h2>');
    expect((await call('DELETE', `${S}/content/solution/${id}?version=${pub.body.data.version}`, { headers: sales })).status).toBe(409);
    expect((await call('DELETE', `${S}/content/solution/${id}?version=${saved.body.data.version}`, { headers: sales })).status).toBe(200);
    await seen('the deleted solution gone', async () => (await call('GET', `/content/solutions/${id}`, { lang: '5' })).status === 404);
    expect(await auditOf('content.delete', id)).toHaveLength(1);
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const { id, version } = await create('news', `Hostile input ${word()}`);
    const aCase = await create('case', `Not a page ${word()}`);
    const cases: [string, string, unknown, number[]][] = [
      ['GET', `${S}/content/news/99999999999`, undefined, [400, 404]],
      ['GET', `${S}/content/news/123456789`, undefined, [404]],
      ['GET', `${S}/content/bogus/1`, undefined, [400, 404]],
      ['GET', `${S}/content/page/${aCase.id}`, undefined, [404]], // a case is not a page
      ['POST', `${S}/content/news`, { key: 'a\u0000b', texts: texts('x') }, [422]],
      ['POST', `${S}/content/news`, { key: word(), texts: texts('x\u0000') }, [422]],
      ['POST', `${S}/content/news`, { key: word(), texts: {} }, [422]],
      ['POST', `${S}/content/news`, { key: word(), cateId: 99, texts: texts('x') }, [422]],
      ['POST', `${S}/content/page`, { key: 'Bad-Key-1', texts: texts('x') }, [422]],
      ['POST', `${S}/content/news`, { key: word(), texts: texts('x', 'y'.repeat(70_000)) }, [413, 422]],
      ['PUT', `${S}/content/news/${id}`, { key: word(), version: 2 ** 40, texts: texts('x') }, [422]],
      ['POST', `${S}/content/news/${id}/publish`, { version }, [200]],
      ['POST', `${S}/content/news/${id}/publish`, { version }, [409]], // a replay
      ['POST', `${S}/content/news/${id}/publish`, { version: version + 1, at: '2999-01-01T00:00:00Z' }, [422]],
      ['POST', `${S}/content/news/${id}/publish`, { version: version + 1, at: 'tomorrow' }, [422]],
      ['DELETE', `${S}/content/news/${id}?version=abc`, undefined, [400, 422]],
      ['PUT', `${S}/content-home`, { version: 0, texts: {}, featuredSolutionIds: [123456789] }, [409, 422]],
    ];
    for (const [method, url, body, want] of cases) {
      const r = await call(method as 'GET', url, { headers: sales, body });
      expect(want, `${method} ${url} → ${r.status} ${r.body.msg}`).toContain(r.status);
    }
    const key = word();
    await call('POST', `${S}/content/news`, { headers: sales, body: { key, texts: texts('one') } });
    const dup = await call('POST', `${S}/content/news`, { headers: sales, body: { key, texts: texts('two') } });
    expect(dup.status).toBe(409);
  });

  it("edits the home page's texts and featured solutions, shown at once, one save of a version only", async () => {
    const home = (lang: string) => call('GET', '/content/home', { lang });
    expect((await home('5')).status).toBe(200);
    await home('5');
    const h = (await call('GET', `${S}/content-home`, { headers: sales })).body.data;
    const solution = h.solutions.find((s: { status: string }) => s.status === 'published');
    const body = (heroTitle: string, version = h.version) => ({ version, texts: { fr: { heroTitle, heroLead: 'Tout le réseau' }, en: { heroTitle: 'Networks' } }, featuredSolutionIds: [solution.id] });
    const saved = await call('PUT', `${S}/content-home`, { headers: sales, body: body('Réseaux') });
    expect(saved.status, saved.body.msg).toBe(200);
    await seen('the new hero', async () => (await home('5')).body.data.texts.heroTitle === 'Réseaux');
    expect((await home('5')).body.data).toEqual({ texts: { heroTitle: 'Réseaux', heroLead: 'Tout le réseau' }, featuredSolutionIds: [solution.id] });
    expect((await home('6')).body.data.texts).toEqual({ heroTitle: 'Networks' }); // Japanese falls back to English
    expect((await call('PUT', `${S}/content-home`, { headers: sales, body: body('Encore') })).status).toBe(409);
    const log = await call('GET', `${S}/audit?q=home.update&pageSize=100`, { headers: admin });
    const entry = log.body.data.items.find((e: { action: string; after: any }) => e.action === 'home.update' && e.after?.fr?.heroTitle === 'Réseaux');
    expect(entry.after.featuredSolutionIds).toEqual([solution.id]);
    expect(entry.after.ja).toBeUndefined(); // unchanged languages stay out
    const back = await call('PUT', `${S}/content-home`, { headers: sales, body: { version: saved.body.data.version, texts: {}, featuredSolutionIds: [] } });
    expect(back.status).toBe(200);
    await seen('the built-in texts back', async () => (await home('5')).body.data.texts.heroTitle === undefined);
    expect((await home('5')).body.data).toEqual({ texts: {}, featuredSolutionIds: [] });
  });
});
