import { LANG_CODES, type StaffAttribute, type StaffCategory } from '@netshop/contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer } from '../../../test/buyers.js';
import { OPS, staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';

// The category tree and the filter attributes in the console (issue 27): who may edit, six
// languages side by side, optimistic concurrency on texts (a stale save is 409, never merged),
// the tree's rules (no cycle, no level the menus cannot show, even for two moves at once), delete
// only what nothing uses, hostile input, audit entries, and buyers seeing each change at once
// through the cached reference data and public answers.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: { authorization: string };
let sales2: { authorization: string };
const CATS = '/api/ew/staff/catalog/categories';
const ATTRS = '/api/ew/staff/catalog/attributes';

let dist: string;

beforeAll(async () => {
  // A built web app in miniature, so the first visit's HTML (title, inlined answers) is served too.
  dist = mkdtempSync(join(tmpdir(), 'netshop-tree-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>YT Networks</title></head><body><div id="root"></div></body></html>');
  // Reference data kept as long as a busy shop keeps it: a change must reach buyers through the notice, not by expiry.
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', WEB_DIST: dist, PUBLIC_ORIGIN: 'https://shop.example', REFERENCE_CACHE_TTL_MS: '600000' });
  call = api(ctx);
  sales = await staffOf(ctx, 'sales');
  sales2 = await staffOf(ctx, 'sales');
});
afterAll(async () => {
  await ctx?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

let serial = 0;
const uniq = (p: string) => `${p}-${++serial}-${Date.now().toString(36)}`;
const textsIn = (name: string, over: Partial<Record<(typeof LANG_CODES)[number], object>> = {}) =>
  Object.fromEntries(LANG_CODES.map((l) => [l, { name: `${name} ${l}`, description: `About ${name} in ${l}`, ...over[l] }]));
const namesIn = (name: string) => Object.fromEntries(LANG_CODES.map((l) => [l, `${name} ${l}`]));

const categories = async () => (await call('GET', CATS, { headers: sales })).body.data.items as StaffCategory[];
const category = async (id: number) => (await categories()).find((c) => c.id === id)!;
const attributes = async () => (await call('GET', ATTRS, { headers: sales })).body.data.items as StaffAttribute[];
const attribute = async (id: number) => (await attributes()).find((a) => a.id === id)!;
const audit = async (type: string, id: number) =>
  (await call('GET', `/api/ew/staff/audit?entityType=${type}&entityId=${id}`, { headers: OPS })).body.data.items as { action: string; before: any; after: any }[];

async function addCategory(parentId: number | null = null, name = 'Tree') {
  const r = await call('POST', CATS, { headers: sales, body: { key: uniq('tree'), parentId, icon: 'switch', texts: textsIn(name) } });
  expect(r.status, r.body.msg).toBe(200);
  return r.body.data as { id: number; version: number };
}

/** A buyer's GET, as a first visit makes it (the public cache answers when it may). */
const buyer = async (url: string, lang = '2') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/ew/buyer${url}`, headers: { lang } });
  return { status: res.statusCode, cache: res.headers['x-cache'], data: res.json().data as any };
};
/** The database's NOTIFY reaches the caches on commit: re-reads until `ok` (a few ms), then gives the last answer either way. */
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let last!: T;
  await waitUntil(async () => ok((last = await probe())), { timeoutMs: 3000, intervalMs: 25, what: 'the change' }).catch(() => undefined);
  return last;
}
type Node = { categoryId: number; name: string; children: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

describe('the category tree in the console', () => {
  it('is for catalog.edit only: agents and finance get 403, nobody signed in 401', async () => {
    const agent = await staffOf(ctx, 'agent');
    const finance = await staffOf(ctx, 'finance');
    const calls: [string, string, unknown?][] = [
      ['GET', CATS],
      ['POST', CATS, { key: 'nope', parentId: null, icon: 'switch', texts: textsIn('Nope') }],
      ['PUT', `${CATS}/1`, { version: 1, icon: 'switch', texts: textsIn('Nope') }],
      ['POST', `${CATS}/1/move`, { version: 1, parentId: null }],
      ['POST', `${CATS}/1/reorder`, { direction: 'up' }],
      ['DELETE', `${CATS}/1?version=1`],
      ['GET', ATTRS],
      ['POST', ATTRS, { key: 'nope', facet: true, names: namesIn('Nope') }],
      ['PUT', `${ATTRS}/1`, { version: 1, facet: true, names: namesIn('Nope') }],
      ['POST', `${ATTRS}/1/reorder`, { direction: 'up' }],
      ['POST', `${ATTRS}/1/values`, { version: 1, key: 'X', labels: {} }],
      ['PUT', `${ATTRS}/1/values/1`, { version: 1, labels: {} }],
      ['POST', `${ATTRS}/1/values/1/reorder`, { version: 1, direction: 'up' }],
      ['DELETE', `${ATTRS}/1/values/1?version=1`],
    ];
    for (const [method, url, body] of calls) {
      for (const who of [agent, finance]) expect((await call(method as 'GET', url, { headers: who, body })).status, `${method} ${url}`).toBe(403);
      expect((await call(method as 'GET', url, { body })).status, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', CATS, { headers: OPS })).status).toBe(200);
    expect((await audit('category', 1)).filter((e) => e.action.startsWith('category.'))).toHaveLength(0);
  });

  it('lists the tree parents first with six languages and completeness, and adds a category, audited', async () => {
    const list = await categories();
    const seen = new Set<number>();
    for (const c of list) {
      if (c.parentId !== null) expect(seen.has(c.parentId), `${c.key} after its parent`).toBe(true);
      seen.add(c.id);
    }
    const top = list.find((c) => c.parentId === null && list.some((x) => x.parentId === c.id))!;
    expect(top.texts['zh-CN'].name).not.toBe('');
    expect(top.complete).toEqual(Object.fromEntries(LANG_CODES.map((l) => [l, true])));

    const key = uniq('optics');
    const r = await call('POST', CATS, { headers: sales, lang: '5', body: { key, parentId: top.id, icon: 'sfp', texts: textsIn('Optique', { ja: { name: '', description: '' } }) } });
    expect(r).toMatchObject({ status: 200, body: { msg: 'Catégorie enregistrée', data: { version: 1 } } });
    const made = await category(r.body.data.id);
    expect(made).toMatchObject({ key, parentId: top.id, icon: 'sfp', productCount: 0, texts: { fr: { name: 'Optique fr' }, ja: { name: '', description: '' } } });
    expect(made.complete).toMatchObject({ fr: true, ja: false });
    // Last among its siblings.
    const siblings = (await categories()).filter((c) => c.parentId === top.id);
    expect(siblings.at(-1)!.id).toBe(made.id);
    expect((await audit('category', made.id))[0]).toMatchObject({ action: 'category.create', after: { key, parentId: top.id, 'texts.fr.name': 'Optique fr' } });
    // Keys are unique.
    expect(await call('POST', CATS, { headers: sales, lang: '2', body: { key, parentId: null, icon: 'sfp', texts: textsIn('Again') } })).toMatchObject({
      status: 409,
      body: { msg: 'Another category already uses this key' },
    });
  });

  it('renames in six languages over the version edited: a stale save is 409 and nothing is overwritten', async () => {
    const { id } = await addCategory(null, 'Rename');
    const loaded = await category(id);
    const a = await call('PUT', `${CATS}/${id}`, { headers: sales, body: { version: loaded.version, icon: 'router', texts: textsIn('Rename', { fr: { name: 'Nom de A' } }) } });
    expect(a.status, a.body.msg).toBe(200);
    expect(a.body.data.version).toBe(loaded.version + 1);
    const b = await call('PUT', `${CATS}/${id}`, { headers: sales2, lang: '2', body: { version: loaded.version, icon: 'switch', texts: textsIn('Rename', { fr: { name: 'Nom de B' } }) } });
    expect(b).toMatchObject({ status: 409, body: { msg: 'Someone else saved this category after you opened it. Your changes were not saved: reload to see theirs' } });
    expect(await category(id)).toMatchObject({ icon: 'router', texts: { fr: { name: 'Nom de A' } } });

    // Two saves of one version at the same moment: exactly one wins.
    const now = await category(id);
    const both = await Promise.all(['X', 'Y'].map((n, i) => call('PUT', `${CATS}/${id}`, { headers: i ? sales2 : sales, body: { version: now.version, icon: 'router', texts: { ...now.texts, en: { ...now.texts.en, name: `Name ${n}` } } } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = both[0]!.status === 200 ? 'X' : 'Y';
    expect((await category(id)).texts.en.name).toBe(`Name ${winner}`);
    const updates = (await audit('category', id)).filter((e) => e.action === 'category.update');
    expect(updates[0]).toMatchObject({ before: { 'texts.en.name': 'Rename en' }, after: { 'texts.en.name': `Name ${winner}` } });
    expect(Object.keys(updates[0]!.after)).toEqual(['texts.en.name']);
    expect(updates.find((e) => e.after['texts.fr.name'] === 'Nom de B')).toBeUndefined();
  });

  it('shows a renamed category to buyers at once: menus, listings and breadcrumbs', async () => {
    const [p] = await rows<{ id: number; categoryId: number }>(ctx.storage.db, sql`SELECT id, category_id AS "categoryId" FROM product WHERE status = 'published' ORDER BY id LIMIT 1`);
    const id = Number(p!.categoryId);
    // Cached first, as a busy shop has them.
    const before = await buyer('/catalog/categories', '5');
    expect((await eventually(() => buyer('/catalog/categories', '5'), (x) => x.cache === 'hit')).cache).toBe('hit');
    const oldName = flat(before.data).find((n) => n.categoryId === id)!.name;
    await buyer(`/catalog/products?cateId=${id}`, '5');
    const detailPage = async () => (await ctx.app.inject({ url: `/product/productDetail?spuId=${Number(p!.id)}&lang=fr`, headers: { host: 'shop.example' } })).body;
    expect(await detailPage()).toContain(`"name":"${oldName}"`);

    const c = await category(id);
    const renamed = `Catégorie renommée ${Date.now().toString(36)}`;
    expect(oldName).not.toBe(renamed);
    const r = await call('PUT', `${CATS}/${id}`, { headers: sales, body: { version: c.version, icon: c.icon, texts: { ...c.texts, fr: { ...c.texts.fr, name: renamed } } } });
    expect(r.status, r.body.msg).toBe(200);

    const menu = await eventually(() => buyer('/catalog/categories', '5'), (a) => flat(a.data).some((n) => n.categoryId === id && n.name === renamed));
    expect(flat(menu.data).find((n) => n.categoryId === id)!.name).toBe(renamed);
    const listing = await eventually(() => buyer(`/catalog/products?cateId=${id}`, '5'), (a) => a.data.path.at(-1)?.name === renamed);
    expect(listing.data.path.at(-1)).toMatchObject({ categoryId: id, name: renamed });
    // The first visit's HTML: the menu and breadcrumbs it inlines for the first paint, and a product page's breadcrumbs for search engines.
    const html = (await ctx.app.inject({ url: `/product/queryProduct?cateId=${id}&lang=fr`, headers: { host: 'shop.example' } })).body;
    expect(html).toContain(`"name":"${renamed}"`);
    expect(html).not.toContain(`"name":"${oldName}"`);
    expect(await detailPage()).toContain(`"name":"${renamed}"`);
    // Other languages keep their names.
    expect(flat((await buyer('/catalog/categories', '2')).data).find((n) => n.categoryId === id)!.name).toBe(c.texts.en.name);
  });

  it('moves under another parent, refusing cycles and levels the menus cannot show', async () => {
    const a = await addCategory(null, 'Move A');
    const b = await addCategory(null, 'Move B');
    const child = await addCategory(a.id, 'Move child');
    const move = (id: number, parentId: number | null, lang = '2') => category(id).then((c) => call('POST', `${CATS}/${id}/move`, { headers: sales, lang, body: { version: c.version, parentId } }));

    // Under itself, or under its own child: a cycle.
    expect(await move(a.id, a.id)).toMatchObject({ status: 422, body: { msg: 'A category cannot go under itself or one of its sub-categories' } });
    expect((await move(a.id, child.id)).status).toBe(422);
    // A with its child under B would make a third level.
    expect(await move(a.id, b.id, '5')).toMatchObject({ status: 422, body: { msg: 'Les menus de la boutique affichent 2 niveaux de catégories : ceci en placerait une plus bas' } });
    expect((await call('POST', CATS, { headers: sales, body: { key: uniq('deep'), parentId: child.id, icon: 'switch', texts: textsIn('Deep') } })).status).toBe(422);
    // A leaf moves anywhere within two levels, and back to the top.
    expect((await move(child.id, b.id)).status).toBe(200);
    expect((await category(child.id)).parentId).toBe(b.id);
    expect((await move(child.id, null)).status).toBe(200);
    expect((await category(child.id)).parentId).toBeNull();
    expect((await audit('category', child.id)).filter((e) => e.action === 'category.move').map((e) => [e.before.parentId, e.after.parentId])).toEqual([
      [b.id, null],
      [a.id, b.id],
    ]);
    // A stale version is refused; an unknown parent is invalid.
    expect((await call('POST', `${CATS}/${child.id}/move`, { headers: sales, body: { version: 1, parentId: a.id } })).status).toBe(409);
    expect((await move(child.id, 999_999_999)).status).toBe(422);
  });

  it('never makes a cycle from two moves at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const x = await addCategory(null, 'Race X');
      const y = await addCategory(null, 'Race Y');
      const [cx, cy] = [await category(x.id), await category(y.id)];
      const both = await Promise.all([
        call('POST', `${CATS}/${x.id}/move`, { headers: sales, body: { version: cx.version, parentId: y.id } }),
        call('POST', `${CATS}/${y.id}/move`, { headers: sales2, body: { version: cy.version, parentId: x.id } }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
      const [nx, ny] = [await category(x.id), await category(y.id)];
      expect(nx.parentId === y.id && ny.parentId === x.id).toBe(false);
      expect([nx.parentId, ny.parentId].filter((p) => p !== null)).toHaveLength(1);
    }
  });

  it('reorders among siblings, and buyers see the new order at once', async () => {
    const parent = await addCategory(null, 'Order parent');
    const kids = [await addCategory(parent.id, 'K1'), await addCategory(parent.id, 'K2'), await addCategory(parent.id, 'K3')];
    const order = async () => (await categories()).filter((c) => c.parentId === parent.id).map((c) => c.id);
    const buyerOrder = async () => (flat((await buyer('/catalog/categories')).data).find((n) => n.categoryId === parent.id)?.children ?? []).map((n) => n.categoryId);
    expect(await buyerOrder()).toEqual(kids.map((k) => k.id));
    expect((await call('POST', `${CATS}/${kids[2]!.id}/reorder`, { headers: sales, body: { direction: 'up' } })).status).toBe(200);
    expect(await order()).toEqual([kids[0]!.id, kids[2]!.id, kids[1]!.id]);
    expect(await eventually(buyerOrder, (o) => o[1] === kids[2]!.id)).toEqual([kids[0]!.id, kids[2]!.id, kids[1]!.id]);
    // The first cannot go further up: nothing changes.
    expect((await call('POST', `${CATS}/${kids[0]!.id}/reorder`, { headers: sales, body: { direction: 'up' } })).status).toBe(200);
    expect((await call('POST', `${CATS}/${kids[0]!.id}/reorder`, { headers: sales, body: { direction: 'down' } })).status).toBe(200);
    expect(await order()).toEqual([kids[2]!.id, kids[0]!.id, kids[1]!.id]);
    expect((await audit('category', kids[0]!.id)).filter((e) => e.action === 'category.reorder')).toHaveLength(1);
    expect((await call('POST', `${CATS}/${kids[0]!.id}/reorder`, { headers: sales, body: { direction: 'sideways' } })).status).toBe(422);
  });

  it('deletes only a category without products or sub-categories (localized 409 otherwise)', async () => {
    const list = await categories();
    const withProducts = list.find((c) => c.productCount > 0)!;
    const withChildren = list.find((c) => list.some((x) => x.parentId === c.id) && c.productCount === 0)!;
    const del = (c: { id: number; version: number }, lang = '2') => call('DELETE', `${CATS}/${c.id}?version=${c.version}`, { headers: sales, lang });
    expect(await del(withProducts, '5')).toMatchObject({
      status: 409,
      body: { msg: `Produits dans cette catégorie : ${withProducts.productCount} ; sous-catégories : 0. Déplacez-les ailleurs avant de la supprimer` },
    });
    const children = list.filter((c) => c.parentId === withChildren.id).length;
    expect(await del(withChildren)).toMatchObject({ status: 409, body: { msg: `Products in this category: 0; sub-categories: ${children}. Move them elsewhere before deleting it` } });

    const empty = await addCategory(null, 'Doomed');
    expect((await del({ id: empty.id, version: 99 })).status).toBe(409);
    expect(await del(empty, '1')).toMatchObject({ status: 200, body: { msg: '分类已删除' } });
    expect(await category(empty.id)).toBeUndefined();
    expect((await audit('category', empty.id)).find((e) => e.action === 'category.delete')).toMatchObject({ before: { 'texts.en.name': 'Doomed en' } });
    expect(flat((await eventually(() => buyer('/catalog/categories'), (a) => !flat(a.data).some((n) => n.categoryId === empty.id))).data).some((n) => n.categoryId === empty.id)).toBe(false);
    expect((await del(empty)).status).toBe(404);
  });

  it('refuses hostile input with 4xx and writes nothing', async () => {
    const { id } = await addCategory(null, 'Hostile');
    const c = await category(id);
    const before = (await audit('category', id)).length;
    const put = (body: unknown, at: number | string = id) => call('PUT', `${CATS}/${at}`, { headers: sales, body });
    const good = { version: c.version, icon: c.icon, texts: c.texts };
    expect((await put({ ...good, texts: textsIn('Nul\u0000byte') })).status).toBe(422);
    expect((await put({ ...good, texts: textsIn('x'.repeat(121)) })).status).toBe(422);
    expect((await put({ ...good, texts: textsIn('Long', { fr: { description: 'x'.repeat(501) } }) })).status).toBe(422);
    expect((await put({ ...good, texts: textsIn('Nameless', { fr: { name: '' } }) })).status).toBe(422);
    expect((await put({ ...good, texts: Object.fromEntries(LANG_CODES.map((l) => [l, { name: l === 'fr' ? 'Seul' : '', description: '' }])) })).status).toBe(422);
    expect((await put({ ...good, icon: 'javascript:' })).status).toBe(422);
    expect((await put({ ...good, version: 2 ** 31 })).status).toBe(422);
    expect((await put({ ...good, version: 1e300 })).status).toBe(422);
    expect((await put(good, 2 ** 31)).status).toBe(404);
    expect((await put(good, '1e3')).status).toBe(404);
    expect((await put(good, 999_999_999)).status).toBe(404);
    const create = (over: object) => call('POST', CATS, { headers: sales, body: { key: uniq('h'), parentId: null, icon: 'switch', texts: textsIn('H'), ...over } });
    for (const key of ['Has Caps', 'sp ace', 'a--b', '-lead', 'ünï', 'a/b', 'x'.repeat(61), '', 'nul\u0000']) expect((await create({ key })).status, key).toBe(422);
    expect((await create({ parentId: 2 ** 31 })).status).toBe(422);
    expect((await create({ parentId: -1 })).status).toBe(422);
    expect((await create({ parentId: 999_999 })).status).toBe(422);
    expect((await call('POST', `${CATS}/${id}/move`, { headers: sales, body: { version: c.version, parentId: 2 ** 31 } })).status).toBe(422);
    expect((await call('DELETE', `${CATS}/${id}?version=99999999999`, { headers: sales })).status).toBeLessThan(500);
    expect((await call('DELETE', `${CATS}/${id}?version=abc`, { headers: sales })).status).toBeLessThan(500);
    expect((await call('POST', `${CATS}/${2 ** 31}/reorder`, { headers: sales, body: { direction: 'up' } })).status).toBe(404);
    expect((await audit('category', id)).length).toBe(before);
    expect((await category(id)).version).toBe(c.version);
  });
});

describe('the filter attributes in the console', () => {
  it('adds, renames, toggles the facet flag and reorders attributes, audited and over the version', async () => {
    const key = `tree_${Date.now().toString(36).replace(/[0-9]/g, 'x')}`;
    const r = await call('POST', ATTRS, { headers: sales, body: { key, facet: true, names: namesIn('Couleur') } });
    expect(r.status, r.body.msg).toBe(200);
    const id = r.body.data.id as number;
    const a = await attribute(id);
    expect(a).toMatchObject({ key, facet: true, version: 1, values: [], names: { fr: 'Couleur fr' } });
    expect((await attributes()).at(-1)!.id).toBe(id);
    expect((await call('POST', ATTRS, { headers: sales, body: { key, facet: true, names: namesIn('Dup') } })).status).toBe(409);

    const saved = await call('PUT', `${ATTRS}/${id}`, { headers: sales, body: { version: 1, facet: false, names: { ...a.names, fi: 'Väri' } } });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(await attribute(id)).toMatchObject({ facet: false, version: 2, names: { fi: 'Väri' } });
    const stale = await call('PUT', `${ATTRS}/${id}`, { headers: sales2, lang: '4', body: { version: 1, facet: true, names: a.names } });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('Joku muu muutti');
    expect((await attribute(id)).facet).toBe(false);
    expect((await audit('attribute', id)).map((e) => e.action)).toEqual(['attribute.update', 'attribute.create']);
    expect((await audit('attribute', id))[0]).toMatchObject({ before: { facet: true, 'names.fi': 'Couleur fi' }, after: { facet: false, 'names.fi': 'Väri' } });

    const order = async () => (await attributes()).map((x) => x.id);
    const was = await order();
    expect((await call('POST', `${ATTRS}/${id}/reorder`, { headers: sales, body: { direction: 'up' } })).status).toBe(200);
    const now = await order();
    expect(now.indexOf(id)).toBe(was.indexOf(id) - 1);
    for (const bad of ['Caps', 'with-dash', 'digit1', '_lead', '', 'x'.repeat(41)]) expect((await call('POST', ATTRS, { headers: sales, body: { key: bad, facet: true, names: namesIn('B') } })).status, bad).toBe(422);
    expect((await call('POST', ATTRS, { headers: sales, body: { key: 'nameless', facet: true, names: { fr: 'Seul' } } })).status).toBe(422);
    expect((await call('POST', ATTRS, { headers: sales, body: { key: 'too_long', facet: true, names: namesIn('x'.repeat(81)) } })).status).toBe(422);
  });

  it('adds, relabels, reorders and deletes values; a value in use cannot be deleted', async () => {
    const speed = (await attributes()).find((a) => a.key === 'speed')!;
    expect(speed.values.find((v) => v.key === '10G')!.useCount).toBeGreaterThan(0);
    const add = await call('POST', `${ATTRS}/${speed.id}/values`, { headers: sales, body: { version: speed.version, key: '800G', labels: { en: '800 Gbit/s', fr: '800 Gbit/s' } } });
    expect(add.status, add.body.msg).toBe(200);
    let a = await attribute(speed.id);
    const v = a.values.at(-1)!;
    expect(v).toMatchObject({ key: '800G', useCount: 0, labels: { en: '800 Gbit/s', ja: '' } });
    expect(a.version).toBe(speed.version + 1);
    expect(a.complete.ja).toBe(false);
    // The old version is stale now.
    expect((await call('POST', `${ATTRS}/${speed.id}/values`, { headers: sales, body: { version: speed.version, key: '1600G', labels: {} } })).status).toBe(409);
    expect((await call('POST', `${ATTRS}/${speed.id}/values`, { headers: sales, body: { version: a.version, key: '800G', labels: {} } })).status).toBe(409);
    for (const key of ['a;b', 'a:b', 'a,b', '-lead', 'two  spaces', 'x'.repeat(41), '', 'n\u0000']) expect((await call('POST', `${ATTRS}/${speed.id}/values`, { headers: sales, body: { version: a.version, key, labels: {} } })).status, key).toBe(422);

    const relabel = await call('PUT', `${ATTRS}/${speed.id}/values/${v.id}`, { headers: sales, body: { version: a.version, labels: Object.fromEntries(LANG_CODES.map((l) => [l, `800G ${l}`])) } });
    expect(relabel.status, relabel.body.msg).toBe(200);
    a = await attribute(speed.id);
    expect(a.values.at(-1)!.labels.ja).toBe('800G ja');
    expect((await call('POST', `${ATTRS}/${speed.id}/values/${v.id}/reorder`, { headers: sales, body: { version: a.version, direction: 'up' } })).status).toBe(200);
    a = await attribute(speed.id);
    expect(a.values.at(-2)!.id).toBe(v.id);

    const used = a.values.find((x) => x.key === '10G')!;
    const refused = await call('DELETE', `${ATTRS}/${speed.id}/values/${used.id}?version=${a.version}`, { headers: sales, lang: '5' });
    expect(refused).toMatchObject({ status: 409, body: { msg: `Produits et SKU qui utilisent cette valeur : ${used.useCount}. Elle ne peut pas être supprimée tant qu’ils l’utilisent` } });
    // Another attribute's value answers 404.
    const other = (await attributes()).find((x) => x.id !== speed.id && x.values.length > 0)!;
    expect((await call('DELETE', `${ATTRS}/${speed.id}/values/${other.values[0]!.id}?version=${a.version}`, { headers: sales })).status).toBe(404);
    expect((await call('PUT', `${ATTRS}/${speed.id}/values/${other.values[0]!.id}`, { headers: sales, body: { version: a.version, labels: {} } })).status).toBe(404);
    expect((await call('DELETE', `${ATTRS}/${speed.id}/values/${2 ** 31}?version=${a.version}`, { headers: sales })).status).toBe(404);
    const gone = await call('DELETE', `${ATTRS}/${speed.id}/values/${v.id}?version=${a.version}`, { headers: sales });
    expect(gone.status, gone.body.msg).toBe(200);
    expect((await attribute(speed.id)).values.some((x) => x.id === v.id)).toBe(false);
    expect((await audit('attribute', speed.id)).map((e) => e.action)).toEqual(['attribute.value.delete', 'attribute.value.reorder', 'attribute.value.update', 'attribute.value.create']);
  });

  it('shows a relabelled value and a new value to buyers at once in the facets', async () => {
    // A published product with a speed, and its category's listing with the speed facet, cached.
    const [p] = await rows<{ id: number; categoryId: number }>(
      ctx.storage.db,
      sql`SELECT id, category_id AS "categoryId" FROM product WHERE status = 'published' AND attrs ? 'speed' AND jsonb_array_length(attrs->'speed') > 0 ORDER BY id LIMIT 1`,
    );
    const cateId = Number(p!.categoryId);
    const facet = async () => (await buyer(`/catalog/products?cateId=${cateId}`, '5')).data.facets.find((f: { key: string }) => f.key === 'speed') as { values: { key: string; label: string }[] };
    // A value the products carry before staff have named it: shown by its key.
    await ctx.storage.db.execute(sql`UPDATE product SET attrs = jsonb_set(attrs, '{speed}', (attrs->'speed') || '["1600G"]') WHERE id = ${Number(p!.id)}`);
    const first = await eventually(facet, (f) => f?.values.some((v) => v.key === '1600G'));
    expect(first.values.find((v) => v.key === '1600G')!.label).toBe('1600G');
    // Kept in the cache (once the notice of that product change has come and gone).
    expect((await eventually(() => buyer(`/catalog/products?cateId=${cateId}`, '5'), (x) => x.cache === 'hit')).cache).toBe('hit');

    const speed = (await attributes()).find((a) => a.key === 'speed')!;
    const add = await call('POST', `${ATTRS}/${speed.id}/values`, { headers: sales, body: { version: speed.version, key: '1600G', labels: { en: '1.6 Tbit/s', fr: '1,6 Tbit/s' } } });
    expect(add.status, add.body.msg).toBe(200);
    const after = await eventually(facet, (f) => f.values.some((v) => v.label === '1,6 Tbit/s'));
    expect(after.values.find((v) => v.key === '1600G')!.label).toBe('1,6 Tbit/s');
    // In use now, so it cannot be deleted.
    const now = await attribute(speed.id);
    expect(now.values.find((v) => v.key === '1600G')!.useCount).toBe(1);

    // Relabelling a value buyers already see.
    const shown = after.values.find((v) => v.key !== '1600G')!;
    const value = now.values.find((v) => v.key === shown.key)!;
    const r = await call('PUT', `${ATTRS}/${speed.id}/values/${value.id}`, { headers: sales, body: { version: now.version, labels: { ...value.labels, fr: `${shown.key} (vitesse)` } } });
    expect(r.status, r.body.msg).toBe(200);
    const relabelled = await eventually(facet, (f) => f.values.some((v) => v.label === `${shown.key} (vitesse)`));
    expect(relabelled.values.find((v) => v.key === shown.key)!.label).toBe(`${shown.key} (vitesse)`);

    // A cart line names its variant with the new label too (the cart's reference data hears the same notice).
    const [line] = await rows<{ skuId: number; key: string; value: string }>(
      ctx.storage.db,
      sql`SELECT s.id AS "skuId", k.key, s.attrs->>k.key AS value
            FROM sku s JOIN product p ON p.id = s.product_id AND p.status = 'published', jsonb_object_keys(s.attrs) k(key)
           WHERE s.stock > 0 AND EXISTS (SELECT 1 FROM sku o WHERE o.product_id = s.product_id AND o.attrs->>k.key IS DISTINCT FROM s.attrs->>k.key)
           ORDER BY s.id LIMIT 1`,
    );
    const shopper = await makeBuyer(ctx);
    expect((await call('POST', '/cart/items', { token: shopper.token, body: { skuId: Number(line!.skuId), quantity: 1 } })).status).toBe(200);
    const cartText = async () => JSON.stringify((await call('GET', '/cart', { token: shopper.token, lang: '5' })).body.data);
    const variantAttr = (await attributes()).find((x) => x.key === line!.key)!;
    const variant = variantAttr.values.find((v) => v.key === line!.value)!;
    const label = `${line!.value} (variante)`;
    expect(await cartText()).not.toContain(label);
    const relabel = await call('PUT', `${ATTRS}/${variantAttr.id}/values/${variant.id}`, { headers: sales, body: { version: variantAttr.version, labels: { ...variant.labels, fr: label } } });
    expect(relabel.status, relabel.body.msg).toBe(200);
    expect(await eventually(cartText, (c) => c.includes(label))).toContain(label);

    // Turning the facet off takes the filter off the listing.
    const off = await call('PUT', `${ATTRS}/${speed.id}`, { headers: sales, body: { version: (await attribute(speed.id)).version, facet: false, names: now.names } });
    expect(off.status).toBe(200);
    expect(await eventually(facet, (f) => f === undefined)).toBeUndefined();
    expect((await call('PUT', `${ATTRS}/${speed.id}`, { headers: sales, body: { version: (await attribute(speed.id)).version, facet: true, names: now.names } })).status).toBe(200);
  });
});

// Behind a load balancer the rename is saved by one process and read by another: the database's
// notice on commit reaches every process listening (PGlite is one process, so PostgreSQL only).
describe.skipIf(process.env.TEST_DB !== 'postgres')('two server processes on one database', () => {
  let two: TestContext;
  beforeAll(async () => {
    two = await createTestApp({ SWEEP_INTERVAL_MS: '0', REFERENCE_CACHE_TTL_MS: '600000', DATABASE_URL: ctx.databaseUrl! });
  }, 120_000);
  afterAll(() => two?.close());

  it('shows a category renamed through one process to buyers of the other at once', async () => {
    const onTwo = async () => {
      const res = await two.app.inject({ method: 'GET', url: '/api/ew/buyer/catalog/categories', headers: { lang: '4' } });
      return { cache: res.headers['x-cache'], tree: res.json().data as Node[] };
    };
    const { id } = await addCategory(null, 'Kaksi');
    // Kept by the second process, as a busy shop keeps it.
    const kept = await eventually(onTwo, (a) => a.cache === 'hit' && flat(a.tree).some((n) => n.categoryId === id));
    expect(flat(kept.tree).find((n) => n.categoryId === id)!.name).toBe('Kaksi fi');
    const c = await category(id);
    const r = await call('PUT', `${CATS}/${id}`, { headers: sales, body: { version: c.version, icon: c.icon, texts: { ...c.texts, fi: { name: 'Toinen prosessi', description: '' } } } });
    expect(r.status, r.body.msg).toBe(200);
    const seen = await eventually(onTwo, (a) => flat(a.tree).some((n) => n.categoryId === id && n.name === 'Toinen prosessi'));
    expect(flat(seen.tree).find((n) => n.categoryId === id)!.name).toBe('Toinen prosessi');
  });
});
