import { randomUUID } from 'node:crypto';
import { LANG_CODES, type StaffProduct, type StaffSkuInput, type StaffSkuOptions } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, type Buyer } from '../../../test/buyers.js';
import { OPS, staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows } from '../../db/client.js';

// A product's SKUs edited in the console (issue 27): the whole list saved over the product's
// version, the listing's totals kept in step, buyers seeing the change at once (detail, listing,
// search), one audit entry, removals that never break an order's history, and hostile input
// (another product's SKU ids, ids past 2^31, NUL bytes, numbers past their range, duplicate
// product numbers, also from two saves at once) answered with 4xx, never 500.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: { authorization: string };
let buyer: Buyer;
let source: { id: number; categoryId: number };
let options: StaffSkuOptions;
/** An attribute with at least three values, for SKUs that differ in it. */
let attr: { key: string; values: string[] };
const BASE = '/api/ew/staff/catalog/products';

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await staffOf(ctx, 'sales');
  buyer = await makeBuyer(ctx);
  const [p] = await rows<{ id: number; categoryId: number }>(ctx.storage.db, sql`SELECT id, category_id AS "categoryId" FROM product ORDER BY id LIMIT 1`);
  source = { id: Number(p!.id), categoryId: Number(p!.categoryId) };
  options = (await call('GET', '/api/ew/staff/catalog/sku-options', { headers: sales, lang: '2' })).body.data;
  const a = options.attributes.find((x) => x.values.length >= 3)!;
  attr = { key: a.key, values: a.values.map((v) => v.key) };
});
afterAll(() => ctx?.close());

const textsIn = (name: string) =>
  Object.fromEntries(LANG_CODES.map((l) => [l, { name: `${name} ${l}`, shortDesc: `Short ${l}`, longDesc: `Long ${l}`, features: [`F ${l}`], specs: [{ label: 'Speed', value: '10G' }], faq: [{ q: 'Q?', a: 'A.' }] }]));
const one = async (id: number) => (await call('GET', `${BASE}/${id}`, { headers: sales })).body.data as StaffProduct;
const editable = (p: StaffProduct) => ({ key: p.key, brand: p.brand, model: p.model, categoryId: p.categoryId, image: p.image, featured: p.featured, isNew: p.isNew, texts: p.texts, version: p.version });
const audit = async (id: number) => (await call('GET', `/api/ew/staff/audit?entityType=product&entityId=${id}`, { headers: OPS })).body.data.items as { action: string; before: any; after: any }[];
const put = (id: number, body: unknown, lang = '2', who = sales) => call('PUT', `${BASE}/${id}/skus`, { headers: who, body, lang });
/** An existing SKU as the editor sends it back. */
const asInput = (s: StaffProduct['skus'][number]): StaffSkuInput => ({ id: s.id, productNo: s.productNo, attrs: s.attrs, price: s.price, weightG: s.weightG, stock: s.stock, sampleLimit: s.sampleLimit, tiers: s.tiers });
const uniq = () => randomUUID().slice(0, 8).toUpperCase();
const sku = (over: Partial<StaffSkuInput> = {}): StaffSkuInput => ({ productNo: `SKU-${uniq()}`, attrs: { [attr.key]: attr.values[0]! }, price: 4200, weightG: 20, stock: 10, sampleLimit: 0, tiers: [], ...over });

/** A complete draft copy of a seeded product (texts in six languages). */
async function draft(name: string) {
  const dup = await call('POST', `${BASE}/${source.id}/duplicate`, { headers: sales });
  expect(dup.status, dup.body.msg).toBe(200);
  const p = await one(dup.body.data.id);
  expect((await call('PUT', `${BASE}/${p.id}`, { headers: sales, body: { ...editable(p), texts: textsIn(name) } })).status).toBe(200);
  return one(p.id);
}
/** A draft whose SKUs are exactly these. */
async function draftWith(name: string, skus: StaffSkuInput[]) {
  const d = await draft(name);
  const r = await put(d.id, { version: d.version, skus });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return one(d.id);
}
const publish = async (id: number) => {
  const r = await call('POST', `${BASE}/${id}/publish`, { headers: sales, body: { version: (await one(id)).version } });
  expect(r.status, r.body.msg).toBe(200);
};
const totals = async (id: number) =>
  (await rows<{ minPrice: number; totalStock: number; attrs: Record<string, string[]> }>(ctx.storage.db, sql`SELECT min_price AS "minPrice", total_stock AS "totalStock", attrs FROM product WHERE id = ${id}`)).map((r) => ({ ...r, minPrice: Number(r.minPrice), totalStock: Number(r.totalStock) }))[0]!;

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { lang: '2' } });
  return { status: res.statusCode, data: String(res.headers['content-type'] ?? '').includes('json') ? (res.json().data as any) : null };
};
const detail = (id: number) => get(`/api/ew/buyer/catalog/products/${id}`);
const searchIds = async (q: string) => ((await get(`/api/ew/buyer/search?q=${encodeURIComponent(q)}&pageSize=10`)).data.products as { spuId: number }[]).map((i) => i.spuId);
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let last!: T;
  await waitUntil(async () => ok((last = await probe())), { timeoutMs: 3000, intervalMs: 25, what: 'the change' }).catch(() => undefined);
  return last;
}

describe("a product's SKUs in the console", () => {
  it('is for catalog.edit only: agents and finance get 403, nobody signed in 401', async () => {
    const agent = await staffOf(ctx, 'agent');
    const finance = await staffOf(ctx, 'finance');
    for (const who of [agent, finance]) {
      expect((await put(source.id, { version: 1, skus: [] }, '2', who)).status).toBe(403);
      expect((await call('GET', '/api/ew/staff/catalog/sku-options', { headers: who })).status).toBe(403);
    }
    expect((await call('PUT', `${BASE}/${source.id}/skus`, { body: { version: 1, skus: [] } })).status).toBe(401);
    expect((await call('GET', '/api/ew/staff/catalog/sku-options')).status).toBe(401);
  });

  it('offers the attributes and values labelled in the staff member’s language, and the currencies', async () => {
    const fr = (await call('GET', '/api/ew/staff/catalog/sku-options', { headers: sales, lang: '5' })).body.data as StaffSkuOptions;
    expect(options.attributes.length).toBeGreaterThan(0);
    expect(fr.attributes.map((a) => a.key)).toEqual(options.attributes.map((a) => a.key));
    // At least one attribute's name reads differently in French than in English.
    expect(fr.attributes.some((a, i) => a.name !== options.attributes[i]!.name)).toBe(true);
    expect(options.currencies.find((c) => c.isBase)).toMatchObject({ code: 'USD', minorUnits: 2 });
  });

  it('adds, edits and removes SKUs in one save, keeps the listing totals in step, bumps the version and audits it', async () => {
    const d = await draft('Numbat Switch');
    const removed = d.skus[0]!;
    const a = sku({ price: 5000, stock: 7, tiers: [{ minQty: 10, price: 4800 }, { minQty: 100, price: 4500 }] });
    const b = sku({ attrs: { [attr.key]: attr.values[1]! }, price: 3900, stock: 5, weightG: 35, sampleLimit: 2 });
    const r = await put(d.id, { version: d.version, skus: [a, b] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.msg).toBe('SKUs saved');
    expect(r.body.data).toEqual({ id: d.id, version: d.version + 1, status: 'draft' });
    const p = await one(d.id);
    expect(p.version).toBe(d.version + 1);
    // Volume prices are stored from one unit at the SKU's own price (the seeder's shape the buyer's table starts from).
    expect(p.skus.map((s) => [s.productNo, s.price, s.stock, s.weightG, s.sampleLimit, s.tiers])).toEqual([
      [a.productNo, 5000, 7, 20, 0, [{ minQty: 1, price: 5000 }, ...a.tiers!]],
      [b.productNo, 3900, 5, 35, 2, []],
    ]);
    expect(p.skus.map((s) => s.id)).not.toContain(removed.id);
    expect(await totals(d.id)).toEqual({ minPrice: 3900, totalStock: 12, attrs: { [attr.key]: [attr.values[0], attr.values[1]].sort() } });

    // The same list again with one price changed: ids kept, only that SKU in the audit entry.
    const again = await put(d.id, { version: p.version, skus: [asInput(p.skus[0]!), { ...asInput(p.skus[1]!), price: 3700 }] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await one(d.id)).skus.map((s) => s.id)).toEqual(p.skus.map((s) => s.id));
    expect((await totals(d.id)).minPrice).toBe(3700);
    const entries = (await audit(d.id)).filter((e) => e.action === 'product.skus');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.before).toEqual({ [`#${p.skus[1]!.id}`]: expect.objectContaining({ productNo: b.productNo, price: 3900 }) });
    expect(entries[0]!.after).toEqual({ [`#${p.skus[1]!.id}`]: expect.objectContaining({ productNo: b.productNo, price: 3700 }) });
    expect(entries[1]!.before).toHaveProperty(`#${removed.id}`);
    expect(Object.keys(entries[1]!.after)).toHaveLength(2);

    // A draft may be left without SKUs: its totals are then nothing, not what they were.
    const cleared = await put(d.id, { version: p.version + 1, skus: [] });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await totals(d.id)).toEqual({ minPrice: 0, totalStock: 0, attrs: {} });
  });

  it('saves SKUs as loaded unchanged: the same tiers (from one unit, as seeded), no audit entry', async () => {
    const d = await draft('Ningaui Copy');
    expect(d.skus[0]!.tiers[0]).toEqual({ minQty: 1, price: d.skus[0]!.price });
    const r = await put(d.id, { version: d.version, skus: d.skus.map(asInput) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await one(d.id)).skus).toEqual(d.skus);
    expect((await audit(d.id)).filter((e) => e.action === 'product.skus')).toEqual([]);
  });

  it('shows buyers the change at once: detail, listing price and stock, search by the new product number', async () => {
    const d = await draftWith('Quoll Optic', [sku({ price: 6100, stock: 3 }), sku({ attrs: { [attr.key]: attr.values[1]! }, price: 6500, stock: 4 })]);
    await publish(d.id);
    const shown = await eventually(() => detail(d.id), (x) => x.status === 200);
    expect((shown.data.skus as { price: { amount: number } }[]).map((s) => s.price.amount)).toEqual([6100, 6500]);
    expect((await eventually(() => detail(d.id), (x) => x.data?.skus !== undefined)).status).toBe(200);

    const p = await one(d.id);
    const renamed = `QUOLL-${uniq()}`;
    const r = await put(d.id, { version: p.version, skus: [{ ...asInput(p.skus[0]!), productNo: renamed, price: 5900, stock: 30 }, asInput(p.skus[1]!), sku({ attrs: { [attr.key]: attr.values[2]! }, price: 7000, stock: 1 })] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await eventually(() => detail(d.id), (x) => x.data?.skus?.length === 3);
    expect((after.data.skus as { productNo: string; price: { amount: number }; stock: number }[]).map((s) => [s.productNo, s.price.amount, s.stock])).toEqual([
      [renamed, 5900, 30],
      [p.skus[1]!.productNo, 6500, 4],
      [expect.any(String), 7000, 1],
    ]);
    const card = async () => ((await get(`/api/ew/buyer/catalog/products?cateId=${source.categoryId}&pageSize=100&sort=newest`)).data.items as { spuId: number; price: { amount: number }; totalStock: number }[]).find((c) => c.spuId === d.id);
    expect(await eventually(card, (c) => c?.price.amount === 5900)).toMatchObject({ price: { amount: 5900 }, totalStock: 35 });
    expect(await searchIds(renamed)).toContain(d.id);
  });

  it('refuses a save over a newer version (409), and saves nothing of it', async () => {
    const d = await draftWith('Dunnart Router', [sku()]);
    const first = await put(d.id, { version: d.version, skus: [{ ...asInput(d.skus[0]!), price: 1111 }] });
    expect(first.status).toBe(200);
    const late = await put(d.id, { version: d.version, skus: [{ ...asInput(d.skus[0]!), price: 2222 }] }, '5');
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain(`version ${d.version + 1}`);
    expect((await one(d.id)).skus[0]!.price).toBe(1111);
    // The texts form, at the version the SKU save returned, saves as usual.
    const p = await one(d.id);
    expect((await call('PUT', `${BASE}/${d.id}`, { headers: sales, body: { ...editable(p), version: first.body.data.version } })).status).toBe(200);
  });

  it('checks the list: the same attributes on every SKU, no combination or number twice, tiers in order, values that exist', async () => {
    const d = await draftWith('Bandicoot Patch', [sku()]);
    const bad = async (skus: unknown[], lang = '2') => {
      const r = await put(d.id, { version: d.version, skus }, lang);
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      return r.body.data.fields as Record<string, string>;
    };
    const v = attr.values;
    expect(await bad([sku(), sku({ attrs: {} })])).toEqual({ 'skus.1.attrs': 'Every SKU needs the same attributes' });
    expect(await bad([sku(), sku()])).toEqual({ 'skus.1.attrs': 'Same as another SKU' });
    expect(await bad([sku({ productNo: 'dup-1' }), sku({ productNo: ' DUP-1 ', attrs: { [attr.key]: v[1]! } })], '5')).toEqual({ 'skus.1.productNo': 'Identique à un autre SKU' });
    expect(await bad([sku({ price: 1000, tiers: [{ minQty: 10, price: 900 }, { minQty: 5, price: 800 }] })])).toEqual({ 'skus.0.tiers.1.minQty': 'Quantities ascending, each price below the one before' });
    expect(await bad([sku({ price: 1000, tiers: [{ minQty: 10, price: 1000 }] })])).toHaveProperty(['skus.0.tiers.0.price']);
    expect(await bad([sku({ tiers: [{ minQty: 1, price: 100 }] })])).toHaveProperty(['skus.0.tiers.0.minQty']);
    expect(await bad([sku({ price: 1000, tiers: [{ minQty: 1, price: 1000 }, { minQty: 1, price: 900 }] })])).toHaveProperty(['skus.0.tiers.1.minQty']);
    expect(await bad([sku({ attrs: { [attr.key]: 'no-such-value' } })])).toEqual({ [`skus.0.attrs.${attr.key}`]: 'invalid' });
    expect(await bad([sku({ attrs: { 'no-such-attribute': 'x' } })])).toEqual({ 'skus.0.attrs.no-such-attribute': 'invalid' });
    expect(await bad([sku({ productNo: '=HYPERLINK("x")' })])).toHaveProperty(['skus.0.productNo']);
    expect(await bad([sku({ productNo: '' })])).toEqual({ 'skus.0.productNo': 'Required' });
    expect(await bad([sku({ productNo: 'X'.repeat(81) })])).toHaveProperty(['skus.0.productNo']);
    expect((await one(d.id)).version).toBe(d.version);
  });

  it('refuses hostile input with 4xx: another product’s SKU ids, ids past 2^31, NUL bytes, numbers past their range', async () => {
    const d = await draftWith('Potoroo NIC', [sku()]);
    const other = await one(source.id);
    const status = async (skus: unknown[], version: unknown = d.version) => {
      const r = await put(d.id, { version, skus });
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
      return r;
    };
    const stolen = await status([{ ...asInput(other.skus[0]!), attrs: d.skus[0]!.attrs }]);
    expect(stolen.status).toBe(422);
    expect(stolen.body.data.fields).toEqual({ 'skus.0.id': 'invalid' });
    expect((await one(source.id)).skus[0]).toEqual(other.skus[0]); // untouched
    for (const s of [
      { ...asInput(d.skus[0]!), id: 2 ** 31 },
      { ...asInput(d.skus[0]!), id: -1 },
      { ...asInput(d.skus[0]!), id: 1.5 },
      sku({ productNo: 'A\u0000B' }),
      sku({ attrs: { [attr.key]: 'x\u0000' } }),
      sku({ price: 2 ** 31 * 1000 }),
      sku({ price: Number.MAX_SAFE_INTEGER + 2 }),
      sku({ price: 0 }),
      sku({ price: 12.5 }),
      sku({ price: '100' as unknown as number }),
      sku({ stock: -1 }),
      sku({ stock: 2 ** 31 }),
      sku({ weightG: 1e12 }),
      sku({ sampleLimit: 40000 }),
      sku({ tiers: [{ minQty: 2 ** 31, price: 1 }] }),
      sku({ tiers: Array.from({ length: 11 }, (_, i) => ({ minQty: i + 2, price: 4000 - i })) }),
    ]) {
      expect((await status([s])).status, JSON.stringify(s)).toBe(422);
    }
    expect((await status(Array.from({ length: 101 }, (_, i) => sku({ attrs: { [attr.key]: String(i) } })))).status).toBe(422);
    expect((await status([sku()], 2 ** 31)).status).toBe(422);
    expect((await status([sku()], 'x')).status).toBe(422);
    expect((await put(2 ** 31, { version: 1, skus: [] })).status).toBe(404);
    expect((await put(999_999_999, { version: 1, skus: [] })).status).toBe(404);
    expect((await call('PUT', `${BASE}/${d.id}/skus`, { headers: sales, body: 'not json' as unknown as object })).status).toBeLessThan(500);
    // Attribute keys that name an object's own machinery are no attribute of the shop.
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const raw = `{"version":${d.version},"skus":[{"productNo":"P-${key}","attrs":{"${key}":"x"},"price":100,"weightG":1,"stock":1}]}`;
      const res = await ctx.app.inject({ method: 'PUT', url: `${BASE}/${d.id}/skus`, headers: { ...sales, 'content-type': 'application/json' }, payload: raw });
      expect(res.statusCode, `${key}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
    }
    expect((await one(d.id)).version).toBe(d.version);
  });

  it('refuses a product number another product has, in any case (409 naming it), also when two saves race for it', async () => {
    const d = await draftWith('Bettong Rack', [sku()]);
    const theirs = (await one(source.id)).skus[0]!.productNo;
    const r = await put(d.id, { version: d.version, skus: [{ ...asInput(d.skus[0]!), productNo: theirs.toLowerCase() }] });
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain(theirs.toLowerCase());
    expect(r.body.data.fields).toEqual({ 'skus.0.productNo': 'skuNoTaken' });

    // Two products, one new number, two saves at once: one wins, the other is told; no 500.
    const e = await draftWith('Bettong Rack 2', [sku()]);
    const wanted = `RACE-${uniq()}`;
    const [x, y] = await Promise.all([
      put(d.id, { version: d.version, skus: [asInput(d.skus[0]!), sku({ productNo: wanted, attrs: { [attr.key]: attr.values[1]! } })] }),
      put(e.id, { version: e.version, skus: [asInput(e.skus[0]!), sku({ productNo: wanted, attrs: { [attr.key]: attr.values[1]! } })] }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const [{ n }] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM sku WHERE product_no = ${wanted}`);
    expect(Number(n)).toBe(1);

    // Two saves of one product at once: one wins, the other is stale.
    const f = await one(e.id);
    const [s1, s2] = await Promise.all([
      put(e.id, { version: f.version, skus: f.skus.map((s) => ({ ...asInput(s), stock: 1 })) }),
      put(e.id, { version: f.version, skus: f.skus.map((s) => ({ ...asInput(s), stock: 2 })) }),
    ]);
    expect([s1.status, s2.status].sort()).toEqual([200, 409]);
  });

  it('keeps the units orders took since the editor loaded when a save leaves stock out; sets it when sent', async () => {
    const d = await draftWith('Planigale Uplink', [sku({ stock: 50 }), sku({ attrs: { [attr.key]: attr.values[1]! }, stock: 5 })]);
    await publish(d.id);
    const loaded = await one(d.id);
    const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`);
    const placed = await call('POST', '/orders', { token: buyer.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: loaded.skus[0]!.id, quantity: 2 }], shippingAddressId: buyer.addressId, shippingMethodId: Number(m!.id) } });
    expect(placed.status, placed.body.msg).toBe(200);
    const { stock: _s, ...noStock } = asInput(loaded.skus[0]!);
    const r = await put(d.id, { version: loaded.version, skus: [{ ...noStock, price: 4000 }, { ...asInput(loaded.skus[1]!), stock: 9 }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await one(d.id)).skus.map((s) => [s.price, s.stock])).toEqual([
      [4000, 48],
      [4200, 9],
    ]);
    expect((await totals(d.id)).totalStock).toBe(57);
    // A new SKU needs its stock.
    const { stock: _n, ...fresh } = sku({ attrs: { [attr.key]: attr.values[2]! } });
    const p = await one(d.id);
    const bad = await put(d.id, { version: p.version, skus: [...p.skus.map(asInput), fresh] });
    expect(bad.status).toBe(422);
    expect(bad.body.data.fields).toEqual({ 'skus.2.stock': 'Required' });
  });

  it('lets two SKUs of the product swap their numbers', async () => {
    const d = await draftWith('Antechinus Spine', [sku(), sku({ attrs: { [attr.key]: attr.values[1]! } })]);
    const [a, b] = d.skus;
    const r = await put(d.id, { version: d.version, skus: [{ ...asInput(a!), productNo: b!.productNo }, { ...asInput(b!), productNo: a!.productNo }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await one(d.id)).skus.map((s) => [s.id, s.productNo])).toEqual([
      [a!.id, b!.productNo],
      [b!.id, a!.productNo],
    ]);
  });

  it('keeps a published product’s last SKU', async () => {
    const d = await draftWith('Kowari Core', [sku()]);
    await publish(d.id);
    const p = await one(d.id);
    const r = await put(d.id, { version: p.version, skus: [] }, '1');
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain('至少要保留一个 SKU');
    expect((await one(d.id)).skus).toHaveLength(1);
  });

  it('removes a SKU from carts, keeps order lines as they were bought, and refuses one a sample request holds', async () => {
    const d = await draftWith('Phascogale AP', [sku({ stock: 50 }), sku({ attrs: { [attr.key]: attr.values[1]! }, stock: 50 }), sku({ attrs: { [attr.key]: attr.values[2]! }, stock: 50 })]);
    await publish(d.id);
    const [inCart, ordered, sampled] = d.skus;
    expect((await call('POST', '/cart/items', { token: buyer.token, body: { skuId: inCart!.id, quantity: 1 } })).status).toBe(200);
    const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`);
    const placed = await call('POST', '/orders', { token: buyer.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: ordered!.id, quantity: 2 }], shippingAddressId: buyer.addressId, shippingMethodId: Number(m!.id) } });
    expect(placed.status, placed.body.msg).toBe(200);
    const [req] = await rows<{ id: number }>(
      ctx.storage.db,
      sql`INSERT INTO sample_request (user_id, lang_id, project, company, address) VALUES (${buyer.userId}, 2, 'Lab', 'Acme', '{}'::jsonb) RETURNING id`,
    );
    await ctx.storage.db.execute(sql`INSERT INTO sample_line (request_id, sku_id, quantity) VALUES (${Number(req!.id)}, ${sampled!.id}, 1)`);

    let p = await one(d.id);
    const refused = await put(d.id, { version: p.version, skus: [asInput(p.skus[0]!)] }, '5');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(`Le SKU ${sampled!.productNo} figure dans une demande d’échantillon`);
    expect((await one(d.id)).skus).toHaveLength(3); // nothing removed
    expect((await one(d.id)).version).toBe(p.version);

    p = await one(d.id);
    const r = await put(d.id, { version: p.version, skus: [asInput(p.skus[2]!)] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cart = await call('GET', '/cart', { token: buyer.token });
    expect((cart.body.data.lines as { skuId: number }[]).map((l) => l.skuId)).not.toContain(inCart!.id);
    const [line] = await rows<{ skuId: number | null; productNo: string; name: string }>(
      ctx.storage.db,
      sql`SELECT l.sku_id AS "skuId", l.product_no AS "productNo", l.name FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${placed.body.data.orderNo}`,
    );
    expect(line).toMatchObject({ skuId: null, productNo: ordered!.productNo, name: expect.stringContaining('Phascogale AP') });
    const order = await call('GET', `/orders/${placed.body.data.orderNo}`, { token: buyer.token });
    expect(order.status).toBe(200);
    expect(JSON.stringify(order.body.data)).toContain(ordered!.productNo);
  });
});
