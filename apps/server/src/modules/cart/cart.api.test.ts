import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, setStock, skuInStock, type Buyer } from '../../../test/buyers.js';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let a: Buyer;
let b: Buyer;

beforeAll(async () => {
  ctx = await createTestApp();
  call = api(ctx);
  a = await makeBuyer(ctx);
  b = await makeBuyer(ctx);
});
afterAll(async () => ctx?.close());

describe('server cart', () => {
  it('needs a login', async () => {
    expect((await call('GET', '/cart')).status).toBe(401);
    expect((await call('POST', '/cart/items', { body: { skuId: 1, quantity: 1 } })).status).toBe(401);
  });

  it('adds up the same SKU, caps at stock, prices tiers in the visitor currency', async () => {
    const s = await skuInStock(ctx, 30);
    await setStock(ctx, s.skuId, 30);
    const jpy = (await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM currency WHERE code = 'JPY'`))[0]!.id;
    let r = await call('POST', `/cart/items?currencyId=${jpy}`, { token: a.token, body: { skuId: s.skuId, quantity: 5 }, lang: 'en' });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('Added to cart');
    r = await call('POST', `/cart/items?currencyId=${jpy}`, { token: a.token, body: { skuId: s.skuId, quantity: 40 } });
    const line = r.body.data.lines.find((l: { skuId: number }) => l.skuId === s.skuId);
    expect(line.quantity).toBe(30);
    expect(line.unitPrice.currency).toBe('JPY');
    expect(line.unitPrice.minorUnits).toBe(0);
    // 30 units reach the 10+ tier: cheaper than one unit.
    expect(line.unitPrice.amount).toBeLessThan(line.listPrice.amount);
    expect(line.lineTotal.amount).toBe(line.unitPrice.amount * 30);
    expect(r.body.data.subtotal.amount).toBe(line.lineTotal.amount);
  });

  it('refuses a sold-out SKU with a localized 409, and a malformed body with 422', async () => {
    const s = await skuInStock(ctx, 1, 3);
    await setStock(ctx, s.skuId, 0);
    const r = await call('POST', '/cart/items', { token: a.token, body: { skuId: s.skuId, quantity: 1 }, lang: 'fi' });
    expect(r.status).toBe(409);
    expect(r.body.msg).toMatch(/varasto/i);
    const bad = await call('POST', '/cart/items', { token: a.token, body: { skuId: 'x', quantity: -1 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.fields)).toEqual(expect.arrayContaining(['skuId', 'quantity']));
  });

  it('selects, deselects, changes quantity and removes; the subtotal follows the checked lines', async () => {
    const s1 = await skuInStock(ctx, 20, 5);
    const s2 = await skuInStock(ctx, 20, 6);
    const token = b.token;
    await call('POST', '/cart/items', { token, body: { skuId: s1.skuId, quantity: 1 } });
    let r = await call('POST', '/cart/items', { token, body: { skuId: s2.skuId, quantity: 2 } });
    const total = r.body.data.subtotal.amount;
    r = await call('PUT', `/cart/items/${s2.skuId}`, { token, body: { checked: false } });
    expect(r.body.data.subtotal.amount).toBe(total - r.body.data.lines.find((l: any) => l.skuId === s2.skuId).lineTotal.amount);
    r = await call('PUT', '/cart/check', { token, body: { checked: false } });
    expect(r.body.data.subtotal.amount).toBe(0);
    expect(r.body.data.checkedCount).toBe(0);
    r = await call('PUT', '/cart/check', { token, body: { checked: true } });
    expect(r.body.data.checkedCount).toBe(2);
    r = await call('PUT', `/cart/items/${s1.skuId}`, { token, body: { quantity: 3 } });
    expect(r.body.data.lines.find((l: any) => l.skuId === s1.skuId).quantity).toBe(3);
    r = await call('POST', '/cart/remove', { token, body: { skuIds: [s1.skuId] } });
    expect(r.body.data.lines.map((l: any) => l.skuId)).toEqual([s2.skuId]);
  });

  it('marks lines whose stock dropped below the quantity and leaves them out of the subtotal', async () => {
    const buyer = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 10, 8);
    await setStock(ctx, s.skuId, 10);
    await call('POST', '/cart/items', { token: buyer.token, body: { skuId: s.skuId, quantity: 5 } });
    await setStock(ctx, s.skuId, 2);
    let r = await call('GET', '/cart', { token: buyer.token });
    expect(r.body.data.lines[0].state).toBe('insufficient');
    expect(r.body.data.subtotal.amount).toBe(0);
    await setStock(ctx, s.skuId, 0);
    r = await call('GET', '/cart', { token: buyer.token });
    expect(r.body.data.lines[0].state).toBe('soldOut');
    await setStock(ctx, s.skuId, s.stock);
  });

  it('never touches another buyer’s lines', async () => {
    const s = await skuInStock(ctx, 20, 9);
    await call('POST', '/cart/items', { token: a.token, body: { skuId: s.skuId, quantity: 1 } });
    expect((await call('PUT', `/cart/items/${s.skuId}`, { token: b.token, body: { quantity: 2 } })).status).toBe(404);
    await call('POST', '/cart/remove', { token: b.token, body: { skuIds: [s.skuId] } });
    const mine = await call('GET', '/cart', { token: a.token });
    expect(mine.body.data.lines.some((l: any) => l.skuId === s.skuId)).toBe(true);
  });

  it('merges a guest cart at login: quantities add up, capped by stock; unknown and sold-out SKUs are skipped', async () => {
    const buyer = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 10, 10);
    await setStock(ctx, s.skuId, 10);
    const gone = await skuInStock(ctx, 1, 11);
    await setStock(ctx, gone.skuId, 0);
    await call('POST', '/cart/items', { token: buyer.token, body: { skuId: s.skuId, quantity: 4 } });
    const r = await call('POST', '/cart/merge', { token: buyer.token, body: { items: [{ skuId: s.skuId, quantity: 8, checked: true }, { skuId: gone.skuId, quantity: 1 }, { skuId: 99_999_999, quantity: 1 }] } });
    expect(r.body.data).toEqual({ merged: 1, capped: 1, skipped: 2 });
    const cart = await call('GET', '/cart', { token: buyer.token });
    expect(cart.body.data.lines).toHaveLength(1);
    expect(cart.body.data.lines[0].quantity).toBe(10);
    await setStock(ctx, gone.skuId, gone.stock);
  });

  it('a full cart refuses one more product, while a merge keeps what fits', async () => {
    const buyer = await makeBuyer(ctx);
    const skus = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM sku WHERE stock > 0 ORDER BY id LIMIT 102`);
    const merge = (from: number, to: number) => call('POST', '/cart/merge', { token: buyer.token, body: { items: skus.slice(from, to).map((s) => ({ skuId: Number(s.id), quantity: 1 })) } });
    expect((await merge(0, 60)).body.data).toMatchObject({ merged: 60, skipped: 0 });
    expect((await merge(60, 101)).body.data).toMatchObject({ merged: 40, skipped: 1 });
    const one = await call('POST', '/cart/items', { token: buyer.token, body: { skuId: Number(skus[101]!.id), quantity: 1 }, lang: 'en' });
    expect(one.status).toBe(409);
    expect(one.body.msg).toBe('The cart can hold at most 100 products');
  });

  it('prices a guest cart without a login, flagging unknown SKUs', async () => {
    const s = await skuInStock(ctx, 5, 12);
    const r = await call('POST', '/cart/quote', { body: { items: [{ skuId: s.skuId, quantity: 2 }, { skuId: 99_999_999, quantity: 1 }] }, lang: 'ja' });
    expect(r.status).toBe(200);
    expect(r.body.data.lines[0].state).toBe('ok');
    expect(r.body.data.lines[0].name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(r.body.data.lines[1].state).toBe('unavailable');
    expect(r.body.data.subtotal.amount).toBe(r.body.data.lines[0].lineTotal.amount);
  });

  it('moves a line to favourites', async () => {
    const buyer = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 5, 13);
    await call('POST', '/cart/items', { token: buyer.token, body: { skuId: s.skuId, quantity: 1 } });
    const r = await call('POST', `/cart/items/${s.skuId}/favorite`, { token: buyer.token });
    expect(r.body.data.lines).toHaveLength(0);
    const fav = await call('GET', '/favorites', { token: buyer.token });
    expect(fav.body.data.items[0]).toMatchObject({ spuId: s.spuId, skuId: s.skuId });
  });
});

describe('favourites', () => {
  it('adds, reports ids, lists and removes; unknown products are 404', async () => {
    const buyer = await makeBuyer(ctx);
    const s1 = await skuInStock(ctx, 1, 20);
    const s2 = await skuInStock(ctx, 1, 40);
    expect((await call('POST', '/favorites', { token: buyer.token, body: { spuId: s1.spuId } })).status).toBe(200);
    expect((await call('POST', '/favorites', { token: buyer.token, body: { spuId: s2.spuId } })).status).toBe(200);
    expect((await call('POST', '/favorites', { token: buyer.token, body: { spuId: s1.spuId } })).status).toBe(200);
    expect((await call('POST', '/favorites', { token: buyer.token, body: { spuId: 99_999_999 } })).status).toBe(404);
    const ids = await call('GET', `/favorites/ids?spuIds=${s1.spuId},${s2.spuId},99999999`, { token: buyer.token });
    expect(ids.body.data.sort()).toEqual([s1.spuId, s2.spuId].sort());
    const list = await call('GET', '/favorites?pageSize=1', { token: buyer.token, lang: 'fr' });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items).toHaveLength(1);
    await call('DELETE', `/favorites/${s1.spuId}`, { token: buyer.token });
    expect((await call('GET', `/favorites/ids?spuIds=${s1.spuId}`, { token: buyer.token })).body.data).toEqual([]);
    expect((await call('GET', '/favorites', { token: a.token })).body.data.items.some((f: any) => f.spuId === s2.spuId)).toBe(false);
    expect((await call('GET', '/favorites/ids?spuIds=1;DROP', { token: buyer.token })).status).toBe(422);
  });
});
