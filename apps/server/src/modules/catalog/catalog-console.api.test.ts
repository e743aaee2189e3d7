import { LANG_CODES, type StaffProduct, type StaffProductList } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/buyers.js';
import { OPS, staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';

// The catalogue in the console (issue 27, ADR 0042): who may edit, the editor's six languages,
// optimistic concurrency (a save over a newer version is refused, never merged), the completeness
// rule and its override on publishing, duplicating, the list's filters, hostile input and the
// audit entries of every change.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: { authorization: string };
let sales2: { authorization: string };
let seeded: { id: number; categoryId: number };
const BASE = '/api/ew/staff/catalog/products';

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await staffOf(ctx, 'sales');
  sales2 = await staffOf(ctx, 'sales');
  const [p] = await rows<{ id: number; categoryId: number }>(ctx.storage.db, sql`SELECT id, category_id AS "categoryId" FROM product ORDER BY id LIMIT 1`);
  seeded = { id: Number(p!.id), categoryId: Number(p!.categoryId) };
});
afterAll(() => ctx?.close());

const textsIn = (name: string, over: Partial<Record<(typeof LANG_CODES)[number], object>> = {}) =>
  Object.fromEntries(
    LANG_CODES.map((l) => [
      l,
      { name: `${name} ${l}`, shortDesc: `Short ${l}`, longDesc: `Long ${l}`, features: [`Feature ${l}`], specs: [{ label: 'Speed', value: '10G' }], faq: [{ q: `Q ${l}?`, a: `A ${l}.` }], ...over[l] },
    ]),
  );

let serial = 0;
const newBody = (name = 'Console switch') => {
  serial++;
  return { key: `console-test-${serial}-${Date.now()}`, brand: 'YT', model: `CT-${serial}-${Date.now()}`, categoryId: seeded.categoryId, image: 'switch', featured: false, isNew: true, texts: textsIn(name) };
};
const one = async (id: number) => (await call('GET', `${BASE}/${id}`, { headers: sales })).body.data as StaffProduct;
const audit = async (id: number) => (await call('GET', `/api/ew/staff/audit?entityType=product&entityId=${id}`, { headers: OPS })).body.data.items as { action: string; before: any; after: any }[];
const editable = (p: StaffProduct) => ({ key: p.key, brand: p.brand, model: p.model, categoryId: p.categoryId, image: p.image, featured: p.featured, isNew: p.isNew, texts: p.texts, version: p.version });
/** A draft copy of a seeded product (it has SKUs), with complete texts in all six languages. */
async function completeDraft(name: string) {
  const dup = await call('POST', `${BASE}/${seeded.id}/duplicate`, { headers: sales });
  expect(dup.status, dup.body.msg).toBe(200);
  const p = await one(dup.body.data.id);
  const saved = await call('PUT', `${BASE}/${p.id}`, { headers: sales, body: { ...editable(p), texts: textsIn(name) } });
  expect(saved.status, saved.body.msg).toBe(200);
  return { id: p.id, version: saved.body.data.version as number };
}

describe('the catalogue console', () => {
  it('is for catalog.edit only: agents and finance get 403, nobody signed in 401', async () => {
    const agent = await staffOf(ctx, 'agent');
    const finance = await staffOf(ctx, 'finance');
    const calls: [string, string, unknown?][] = [
      ['GET', BASE],
      ['POST', BASE, newBody()],
      ['GET', `${BASE}/${seeded.id}`],
      ['PUT', `${BASE}/${seeded.id}`, { ...newBody(), version: 1 }],
      ['POST', `${BASE}/${seeded.id}/publish`, { version: 1 }],
      ['POST', `${BASE}/${seeded.id}/unpublish`, { version: 1 }],
      ['POST', `${BASE}/${seeded.id}/duplicate`],
    ];
    for (const [method, url, body] of calls) {
      for (const who of [agent, finance]) expect((await call(method as 'GET', url, { headers: who, body })).status, `${method} ${url}`).toBe(403);
      expect((await call(method as 'GET', url, { body })).status).toBe(401);
    }
    expect((await call('GET', BASE, { headers: sales })).status).toBe(200);
    expect((await call('GET', BASE, { headers: OPS })).status).toBe(200);
  });

  it('creates a draft with six languages, audited', async () => {
    const body = newBody('Créé');
    const r = await call('POST', BASE, { headers: sales, body, lang: '5' });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body).toMatchObject({ msg: 'Produit enregistré', data: { status: 'draft', version: 1 } });
    const p = await one(r.body.data.id);
    expect(p).toMatchObject({ key: body.key, model: body.model, status: 'draft', skus: [] });
    expect(p.texts.fr).toMatchObject({ name: 'Créé fr', faq: [{ q: 'Q fr?', a: 'A fr.' }] });
    const [entry] = await audit(p.id);
    expect(entry).toMatchObject({ action: 'product.create', after: { key: body.key, status: 'draft', 'texts.ja.name': 'Créé ja' } });
    // The key and the model are the product's own.
    expect(await call('POST', BASE, { headers: sales, body: { ...newBody(), key: body.key }, lang: '2' })).toMatchObject({ status: 409, body: { msg: 'Another product already uses this key' } });
    expect((await call('POST', BASE, { headers: sales, body: { ...newBody(), model: body.model.toLowerCase() } })).status).toBe(409);
  });

  it('refuses a save over a newer version (409, a clear message) and never overwrites silently', async () => {
    const { id } = await completeDraft('Concurrent');
    const loadedByA = await one(id);
    const loadedByB = await one(id);
    const a = await call('PUT', `${BASE}/${id}`, { headers: sales, body: { ...editable(loadedByA), texts: textsIn('Concurrent', { fr: { name: 'Nom de A' } }) } });
    expect(a.status).toBe(200);
    expect(a.body.data.version).toBe(loadedByA.version + 1);
    const b = await call('PUT', `${BASE}/${id}`, { headers: sales2, body: { ...editable(loadedByB), texts: textsIn('Concurrent', { fr: { name: 'Nom de B' } }) }, lang: '2' });
    expect(b.status).toBe(409);
    expect(b.body.msg).toBe(`Someone else saved this product after you opened it (it is now version ${loadedByA.version + 1}). Your changes were not saved: reload to see theirs`);
    expect((await one(id)).texts.fr.name).toBe('Nom de A');

    // Two saves of one version at the same moment: exactly one wins, the other is told.
    const now = await one(id);
    const both = await Promise.all(
      ['X', 'Y'].map((n, i) => call('PUT', `${BASE}/${id}`, { headers: i ? sales2 : sales, body: { ...editable(now), texts: { ...now.texts, en: { ...now.texts.en, name: `Name ${n}` } } } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = both[0]!.status === 200 ? 'X' : 'Y';
    expect((await one(id)).texts.en.name).toBe(`Name ${winner}`);
    // One audit entry per save that was written, holding only what changed.
    const updates = (await audit(id)).filter((e) => e.action === 'product.update');
    expect(updates[0]).toMatchObject({ before: { 'texts.en.name': 'Concurrent en' }, after: { 'texts.en.name': `Name ${winner}` } });
    expect(Object.keys(updates[0]!.after)).toEqual(['texts.en.name']);
    expect(updates.filter((e) => e.after['texts.fr.name'] === 'Nom de B')).toHaveLength(0);
  });

  it('sanitises HTML in long descriptions to their text and structure', async () => {
    const { id } = await completeDraft('Html');
    const p = await one(id);
    const html = '<h2 onclick="x()">Overview</h2><p>Fast &amp; <b>cool</b></p><script>alert(1)</script><ul><li>One</li><li>Two <img src=x onerror=alert(1)></li></ul><style>p{}</style>';
    const r = await call('PUT', `${BASE}/${id}`, { headers: sales, body: { ...editable(p), texts: textsIn('Html', { en: { longDesc: html } }) } });
    expect(r.status, r.body.msg).toBe(200);
    expect((await one(id)).texts.en.longDesc).toBe('## Overview\n\nFast & cool\n\n- One\n- Two');
    // Plain light Markdown is kept as typed.
    expect((await one(id)).texts.fr.longDesc).toBe('Long fr');
  });

  it('publishes only complete products, or with an override whose reason is recorded', async () => {
    const { id } = await completeDraft('Publish');
    let p = await one(id);
    // French lacks the FAQ the others have.
    const gap = await call('PUT', `${BASE}/${id}`, { headers: sales, body: { ...editable(p), texts: textsIn('Publish', { fr: { faq: [] } }) } });
    const refused = await call('POST', `${BASE}/${id}/publish`, { headers: sales, body: { version: gap.body.data.version }, lang: '2' });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toContain('(fr)');
    expect((await one(id)).status).toBe('draft');
    const stale = await call('POST', `${BASE}/${id}/publish`, { headers: sales, body: { version: 1, overrideReason: 'Launch' } });
    expect(stale.status).toBe(409);
    const ok = await call('POST', `${BASE}/${id}/publish`, { headers: sales, body: { version: gap.body.data.version, overrideReason: 'Trade fair launch; French FAQ follows' } });
    expect(ok.status, ok.body.msg).toBe(200);
    p = await one(id);
    expect(p).toMatchObject({ status: 'published', publishOverrideReason: 'Trade fair launch; French FAQ follows' });
    expect((await audit(id)).find((e) => e.action === 'product.publish')).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'published', overrideReason: 'Trade fair launch; French FAQ follows', incompleteLanguages: ['fr'] },
    });

    const off = await call('POST', `${BASE}/${id}/unpublish`, { headers: sales, body: { version: p.version } });
    expect(off.status).toBe(200);
    expect((await call('POST', `${BASE}/${id}/unpublish`, { headers: sales, body: { version: off.body.data.version } })).status).toBe(409);
    expect((await audit(id)).find((e) => e.action === 'product.unpublish')).toMatchObject({ before: { status: 'published' }, after: { status: 'unpublished' } });

    // Complete again: published without a reason, and the old reason is cleared.
    p = await one(id);
    const fixed = await call('PUT', `${BASE}/${id}`, { headers: sales, body: { ...editable(p), texts: textsIn('Publish') } });
    expect((await call('POST', `${BASE}/${id}/publish`, { headers: sales, body: { version: fixed.body.data.version } })).status).toBe(200);
    expect(await one(id)).toMatchObject({ status: 'published', publishOverrideReason: null });

    // A product without SKUs cannot be sold, so it cannot be published even with a reason.
    const bare = await call('POST', BASE, { headers: sales, body: newBody('Bare') });
    const noSku = await call('POST', `${BASE}/${bare.body.data.id}/publish`, { headers: sales, body: { version: 1, overrideReason: 'Try' }, lang: '2' });
    expect(noSku).toMatchObject({ status: 422, body: { msg: 'A product needs at least one SKU before it can be published' } });
  });

  it('duplicates a product as a draft with its texts and SKUs under new numbers, audited', async () => {
    const src = await one(seeded.id);
    const r = await call('POST', `${BASE}/${seeded.id}/duplicate`, { headers: sales });
    const again = await call('POST', `${BASE}/${seeded.id}/duplicate`, { headers: sales });
    expect([r.status, again.status]).toEqual([200, 200]);
    const copy = await one(r.body.data.id);
    const copy2 = await one(again.body.data.id);
    expect(copy).toMatchObject({ status: 'draft', brand: src.brand, categoryId: src.categoryId, texts: src.texts });
    expect(copy.key).not.toBe(copy2.key);
    // Each copy takes the first free suffix (earlier tests made copies of this product too).
    const suffix = /-COPY(-\d+)?$/.exec(copy.model)![0];
    const suffix2 = /-COPY(-\d+)?$/.exec(copy2.model)![0];
    expect(copy.model).toBe(`${src.model}${suffix}`);
    expect(suffix2).not.toBe(suffix);
    expect(copy.skus.map((s) => s.productNo)).toEqual(src.skus.map((s) => `${s.productNo}${suffix}`));
    expect(copy2.skus.map((s) => s.productNo)).toEqual(src.skus.map((s) => `${s.productNo}${suffix2}`));
    expect(copy.skus.map((s) => s.tiers)).toEqual(src.skus.map((s) => s.tiers));
    expect(copy.skus.every((s) => s.stock === 0)).toBe(true);
    expect((await audit(copy.id))[0]).toMatchObject({ action: 'product.duplicate', before: { from: seeded.id }, after: { status: 'draft', key: copy.key } });
  });

  it('lists products of every status with search, filters, paging and completeness per language', async () => {
    const { id } = await completeDraft('Listable Zebra');
    const p = await one(id);
    await call('PUT', `${BASE}/${id}`, { headers: sales, body: { ...editable(p), texts: textsIn('Listable Zebra', { ja: { features: [] }, fi: { name: 'Seepra kytkin' } }) } });
    const list = async (q: string) => (await call('GET', `${BASE}?${q}`, { headers: sales })).body.data as StaffProductList;
    const byFinnish = await list('q=seepra');
    expect(byFinnish.items.map((i) => i.id)).toEqual([id]);
    expect(byFinnish.items[0]!.complete).toEqual({ 'zh-CN': true, en: true, es: true, fi: true, fr: true, ja: false });
    expect((await list(`q=${encodeURIComponent(p.model.toLowerCase())}`)).items.map((i) => i.id)).toContain(id);
    expect((await list(`q=${encodeURIComponent(p.skus[0]!.productNo)}`)).items.map((i) => i.id)).toContain(id);
    expect((await list('q=%25%25%25')).total).toBe(0);
    expect((await list('missing=ja&status=draft')).items.map((i) => i.id)).toContain(id);
    expect((await list('missing=fr&status=draft')).items.map((i) => i.id)).not.toContain(id);
    expect((await list('missing=any&q=zebra')).items.map((i) => i.id)).toEqual([id]);
    expect((await list('status=published&q=zebra')).total).toBe(0);
    expect((await list('outOfStock=1&q=zebra')).items.map((i) => i.id)).toEqual([id]);
    expect((await list(`categoryId=${seeded.categoryId}&q=zebra`)).total).toBe(1);
    const paged = await list('pageSize=2&page=2');
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(100);
    // The list's SQL and the editor's rule agree: seeded products are complete or not alike.
    const page = await list('pageSize=5&status=published');
    for (const item of page.items) {
      const full = await one(item.id);
      const { completeness } = await import('@netshop/contract');
      const rule = completeness(full.texts);
      expect(item.complete).toEqual(Object.fromEntries(LANG_CODES.map((l) => [l, rule[l].complete])));
    }
  });

  it('refuses hostile input with 4xx and writes nothing', async () => {
    const p = await one(seeded.id);
    const before = await audit(seeded.id);
    const put = (body: unknown, id: number | string = seeded.id) => call('PUT', `${BASE}/${id}`, { headers: sales, body });
    expect((await put({ ...editable(p), texts: textsIn('Nul\u0000byte') })).status).toBe(422);
    expect((await put({ ...editable(p), texts: textsIn('Huge', { en: { longDesc: 'x'.repeat(1_048_576) } }) })).status).toBeGreaterThanOrEqual(400);
    expect((await put({ ...editable(p), texts: textsIn('Huge', { en: { longDesc: 'x'.repeat(1_048_576) } }) })).status).toBeLessThan(500);
    expect((await put({ ...editable(p), version: 2 ** 31 })).status).toBe(422);
    expect((await put({ ...editable(p), categoryId: 2 ** 31 })).status).toBe(422);
    expect((await put({ ...editable(p), categoryId: 999_999 })).status).toBe(422);
    expect((await put({ ...editable(p), key: 'Not A Key' })).status).toBe(422);
    expect((await put({ ...editable(p), image: 'javascript:' })).status).toBe(422);
    expect((await put({ ...editable(p), texts: { ...p.texts, fr: { ...p.texts.fr, name: '' } } })).status).toBe(422); // texts without a name
    expect((await put(editable(p), 2 ** 31)).status).toBeGreaterThanOrEqual(400);
    expect((await put(editable(p), 2 ** 31)).status).toBeLessThan(500);
    expect((await call('GET', `${BASE}/${2 ** 31}`, { headers: sales })).status).toBeLessThan(500);
    expect((await call('GET', `${BASE}/999999999`, { headers: sales })).status).toBe(404);
    expect((await call('POST', `${BASE}/999999999/duplicate`, { headers: sales })).status).toBe(404);
    expect((await call('POST', `${BASE}/999999999/publish`, { headers: sales, body: { version: 1 } })).status).toBe(404);
    expect((await call('GET', `${BASE}?q=${'%00'}`, { headers: sales })).status).toBe(422);
    expect((await call('GET', `${BASE}?page=99999999`, { headers: sales })).status).toBe(422);
    expect((await call('POST', `${BASE}/${seeded.id}/publish`, { headers: sales, body: { version: 1, overrideReason: 'x'.repeat(501) } })).status).toBe(422);
    expect(await audit(seeded.id)).toHaveLength(before.length);
    expect((await one(seeded.id)).version).toBe(p.version);
  });
});
