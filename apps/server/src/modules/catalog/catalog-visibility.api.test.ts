import { randomUUID } from 'node:crypto';
import { LANG_CODES, type StaffProduct } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, setStock, type Buyer } from '../../../test/buyers.js';
import { staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';
import { reindexProducts } from '../search/index.js';

// Only published products reach buyers (issue 27): a draft or an unpublished product is absent
// from every public path (listings, category counts, detail, similar products, search and its
// suggestions, sitemaps, recently viewed, reviews) and cannot be put in a cart or ordered. What
// the console changes is seen at once through the public answer cache (NOTIFY on commit), and
// search finds a new or renamed product at once.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: { authorization: string };
let buyer: Buyer;
let source: { id: number; categoryId: number };
let shippingMethodId: number;
const BASE = '/api/ew/staff/catalog/products';

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await staffOf(ctx, 'sales');
  buyer = await makeBuyer(ctx);
  const [p] = await rows<{ id: number; categoryId: number }>(ctx.storage.db, sql`SELECT id, category_id AS "categoryId" FROM product ORDER BY id LIMIT 1`);
  source = { id: Number(p!.id), categoryId: Number(p!.categoryId) };
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`);
  shippingMethodId = Number(m!.id);
});
afterAll(() => ctx?.close());

const textsIn = (name: string) =>
  Object.fromEntries(LANG_CODES.map((l) => [l, { name: `${name} ${l}`, shortDesc: `Short ${l}`, longDesc: `Long ${l}`, features: [`F ${l}`], specs: [{ label: 'Speed', value: '10G' }], faq: [{ q: 'Q?', a: 'A.' }] }]));
const one = async (id: number) => (await call('GET', `${BASE}/${id}`, { headers: sales })).body.data as StaffProduct;
const editable = (p: StaffProduct) => ({ key: p.key, brand: p.brand, model: p.model, categoryId: p.categoryId, image: p.image, featured: p.featured, isNew: p.isNew, texts: p.texts, version: p.version });

/** A complete draft copy of a seeded product, with stock and the highest popularity (it would head every list it were in). */
async function draft(name: string) {
  const dup = await call('POST', `${BASE}/${source.id}/duplicate`, { headers: sales });
  expect(dup.status, dup.body.msg).toBe(200);
  const p = await one(dup.body.data.id);
  expect((await call('PUT', `${BASE}/${p.id}`, { headers: sales, body: { ...editable(p), texts: textsIn(name) } })).status).toBe(200);
  for (const s of p.skus) await setStock(ctx, s.id, 100);
  await ctx.storage.db.execute(sql`UPDATE product SET popularity = 2000000000 WHERE id = ${p.id}`);
  return one(p.id);
}
const publish = async (p: StaffProduct) => {
  const r = await call('POST', `${BASE}/${p.id}/publish`, { headers: sales, body: { version: (await one(p.id)).version } });
  expect(r.status, r.body.msg).toBe(200);
};
const unpublish = async (p: StaffProduct) => {
  const r = await call('POST', `${BASE}/${p.id}/unpublish`, { headers: sales, body: { version: (await one(p.id)).version } });
  expect(r.status, r.body.msg).toBe(200);
};

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { lang: '2' } });
  return { status: res.statusCode, raw: res.body, cache: res.headers['x-cache'], data: String(res.headers['content-type'] ?? '').includes('json') ? (res.json().data as any) : null };
};
const detail = (id: number) => get(`/api/ew/buyer/catalog/products/${id}`);
const listingIds = async () => ((await get(`/api/ew/buyer/catalog/products?cateId=${source.categoryId}&sort=popular&pageSize=5`)).data.items as { spuId: number }[]).map((i) => i.spuId);
const searchIds = async (q: string) => ((await get(`/api/ew/buyer/search?q=${encodeURIComponent(q)}&pageSize=10`)).data.products as { spuId: number }[]).map((i) => i.spuId);
/** Waits for the database's NOTIFY to reach the cache: re-reads until `ok`, then gives the last answer either way. */
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let last!: T;
  await waitUntil(async () => ok((last = await probe())), { timeoutMs: 3000, intervalMs: 25, what: 'the change' }).catch(() => undefined);
  return last;
}
const order = (skuId: number) =>
  call('POST', '/orders', { token: buyer.token, body: { idempotencyKey: randomUUID(), items: [{ skuId, quantity: 1 }], shippingAddressId: buyer.addressId, shippingMethodId } });

describe('what buyers see of the console catalogue', () => {
  it('shows a draft on no public path', async () => {
    const categoriesBefore = (await get('/api/ew/buyer/catalog/categories')).raw;
    const d = await draft('Quokka Uplink');
    const sku = d.skus[0]!;
    // Even an index write of a draft leaves search without it (the catalogue's view has no rows for it).
    await reindexProducts(ctx.storage.db, [d.id]);

    expect((await detail(d.id)).status).toBe(404);
    expect(await listingIds()).not.toContain(d.id);
    expect((await get('/api/ew/buyer/catalog/categories')).raw).toBe(categoriesBefore);
    expect(((await detail(source.id)).data.similar as { spuId: number }[]).map((s) => s.spuId)).not.toContain(d.id);
    expect(await searchIds('Quokka Uplink')).not.toContain(d.id);
    expect((await get(`/api/ew/buyer/search/suggest?q=${encodeURIComponent(sku.productNo)}`)).raw).not.toContain(sku.productNo);
    expect((await get('/sitemaps/products-1.xml')).raw).not.toContain(`spuId=${d.id}<`);
    expect((await get(`/api/ew/buyer/catalog/products/${d.id}/spec-sheet.pdf`)).status).toBe(404);
    expect((await get(`/api/ew/buyer/reviews?spuId=${d.id}`)).status).toBe(404);
    const visitorId = randomUUID();
    expect((await call('POST', '/catalog/recently-viewed', { body: { visitorId, spuId: d.id } })).status).toBe(404);
    expect((await call('POST', '/cart/items', { token: buyer.token, body: { skuId: sku.id, quantity: 1 } })).status).toBe(409); // not available
    expect(((await call('GET', '/cart', { token: buyer.token })).body.data.lines as { skuId: number }[]).map((l) => l.skuId)).not.toContain(sku.id);
    expect((await order(sku.id)).status).toBeGreaterThanOrEqual(400);
  });

  it('shows a newly published product at once, in listings, detail and search', async () => {
    const d = await draft('Wombat Spine');
    expect(await listingIds()).not.toContain(d.id); // the listing is now cached without it
    expect((await detail(d.id)).status).toBe(404);
    await publish(d);
    expect((await eventually(listingIds, (ids) => ids.includes(d.id)))[0]).toBe(d.id);
    expect((await eventually(() => detail(d.id), (r) => r.status === 200)).data.name).toBe('Wombat Spine en');
    expect((await searchIds('Wombat Spine'))[0]).toBe(d.id);
    expect((await get('/sitemaps/products-1.xml')).raw).toContain(`spuId=${d.id}<`);
  });

  it('shows a text edit of a published product at once, and search finds it by its new name only', async () => {
    const d = await draft('Platypus Core');
    await publish(d);
    expect((await eventually(() => detail(d.id), (r) => r.status === 200)).data.name).toBe('Platypus Core en');
    // Cached (once the publish's own notification has come): the edit below must drop it.
    expect((await eventually(() => detail(d.id), (r) => r.cache === 'hit')).cache).toBe('hit');
    expect((await searchIds('Platypus'))[0]).toBe(d.id);
    const p = await one(d.id);
    expect((await call('PUT', `${BASE}/${d.id}`, { headers: sales, body: { ...editable(p), texts: textsIn('Echidna Edge') } })).status).toBe(200);
    expect((await eventually(() => detail(d.id), (r) => r.data?.name === 'Echidna Edge en')).data.name).toBe('Echidna Edge en');
    expect((await searchIds('Echidna Edge'))[0]).toBe(d.id);
    expect(await searchIds('Platypus')).not.toContain(d.id);
  });

  it('takes an unpublished product off at once: no detail, listing or search, and no cart or order', async () => {
    const d = await draft('Bilby Aggregation');
    const sku = d.skus[0]!;
    await publish(d);
    expect((await eventually(() => detail(d.id), (r) => r.status === 200)).status).toBe(200);
    expect(await eventually(listingIds, (ids) => ids.includes(d.id))).toContain(d.id);
    expect((await call('POST', '/cart/items', { token: buyer.token, body: { skuId: sku.id, quantity: 1 } })).status).toBe(200);

    await unpublish(d);
    expect((await eventually(() => detail(d.id), (r) => r.status === 404)).status).toBe(404);
    expect(await eventually(listingIds, (ids) => !ids.includes(d.id))).not.toContain(d.id);
    expect(await searchIds('Bilby Aggregation')).not.toContain(d.id);
    // Already in the cart: shown as unavailable, not bought.
    const cart = await call('GET', '/cart', { token: buyer.token });
    expect(cart.body.data.lines.find((l: { skuId: number }) => l.skuId === sku.id)).toMatchObject({ state: 'unavailable' });
    expect((await call('POST', '/cart/items', { token: buyer.token, body: { skuId: sku.id, quantity: 1 } })).status).toBe(409); // not available
    const preview = await call('POST', '/checkout/preview', { token: buyer.token, body: { items: [{ skuId: sku.id, quantity: 1 }] } });
    expect(preview.body.data.problems).toEqual([expect.objectContaining({ skuId: sku.id, state: 'unavailable' })]);
    const placed = await order(sku.id);
    expect(placed.status).toBeGreaterThanOrEqual(400);
    expect(placed.status).toBeLessThan(500);
    const [{ n }] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM order_line WHERE sku_id = ${sku.id}`);
    expect(Number(n)).toBe(0);
  });
});
