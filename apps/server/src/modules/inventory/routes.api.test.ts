import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer } from '../../../test/buyers.js';
import { OPS, staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { putStock, stockByWarehouse } from '../../../test/warehouses.js';
import { rows, type Db } from '../../db/client.js';
import { MESSAGES } from '../../i18n/messages.js';
import { stockDifferences } from './index.js';

// The serving order in the stock console (issue 28): which warehouses serve a destination country
// first. An operator puts Tokyo first for Finland; the buyer's availability then lists Tokyo first
// (as the local one) and a Finnish order reserves from Tokyo before Munich. A save names every
// warehouse once (inactive ones too), over the version read; agents change nothing, hostile input
// is a 4xx, and the change is in the audit log with the order before and after.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let db: Db;
let sales: { authorization: string };
let agent: { authorization: string };
const wh: Record<string, number> = {};
let FI: number;
let methodId: number;
const BASE = '/api/ew/staff/inventory';

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', PAYMENT_TIMEOUT_MINUTES: '30', PUBLIC_CACHE_STOCK_LAG_MS: '0' });
  call = api(ctx);
  db = ctx.storage.db;
  sales = await staffOf(ctx, 'sales');
  agent = await staffOf(ctx, 'agent');
  for (const w of await rows<{ id: number; code: string }>(db, sql`SELECT id, code FROM warehouse`)) wh[w.code] = Number(w.id);
  FI = Number((await rows<{ id: number }>(db, sql`SELECT id FROM country WHERE code = 'FI'`))[0]!.id);
  methodId = Number((await rows<{ id: number }>(db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`))[0]!.id);
}, 60_000);
afterAll(() => ctx?.close());

const routes = async (countryId: number, lang = 'en') => call('GET', `${BASE}/routes?countryId=${countryId}`, { headers: sales, lang });
const codes = (items: { id: number }[]) => items.map((i) => Object.keys(wh).find((c) => wh[c] === i.id));
const audit = async (entityId: number) =>
  (await call('GET', `/api/ew/staff/audit?entityType=warehouse_route&entityId=${entityId}`, { headers: OPS })).body.data.items as { action: string; before: any; after: any }[];

describe('the serving order', () => {
  it('lists every warehouse for a country, nearest first, named in the staff language', async () => {
    const r = await routes(FI, 'fi');
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.countryId).toBe(FI);
    expect(codes(r.body.data.items)).toEqual(['MUC', 'SZX', 'DEL', 'TYO']);
    expect(r.body.data.items.map((i: { rank: number }) => i.rank)).toEqual([1, 2, 3, 4]);
    expect(r.body.data.items[0]).toMatchObject({ code: 'MUC', name: 'München, Saksa', active: true });
    expect(typeof r.body.data.version).toBe('number');
  });

  it('a new order for Finland: availability lists Tokyo first and local, and a Finnish order reserves from Tokyo first', async () => {
    const [s] = await rows<{ skuId: number; spuId: number }>(
      db,
      sql`SELECT s.id AS "skuId", s.product_id AS "spuId" FROM sku s JOIN product p ON p.id = s.product_id WHERE p.status = 'published' ORDER BY s.id LIMIT 1 OFFSET 30`,
    );
    const skuId = Number(s!.skuId);
    const spuId = Number(s!.spuId);
    await putStock(ctx, skuId, { SZX: 0, DEL: 0, MUC: 5, TYO: 3 });

    const before = (await routes(FI)).body.data;
    const order = [wh.TYO!, wh.MUC!, wh.SZX!, wh.DEL!];
    const saved = await call('PUT', `${BASE}/routes/${FI}`, { headers: sales, lang: 'fr', body: { warehouseIds: order, version: before.version } });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.msg).toBe(MESSAGES.fr.routesSaved);
    expect(codes(saved.body.data.items)).toEqual(['TYO', 'MUC', 'SZX', 'DEL']);
    expect(saved.body.data.version).not.toBe(before.version);
    expect(codes((await routes(FI)).body.data.items)).toEqual(['TYO', 'MUC', 'SZX', 'DEL']);

    // The buyer's view (a reload: no cached answer).
    const res = await ctx.app.inject({ method: 'GET', url: `/api/ew/buyer/inventory/availability?spuId=${spuId}&countryId=${FI}`, headers: { lang: '2', 'cache-control': 'no-cache' } });
    expect(res.statusCode).toBe(200);
    const sku = (res.json().data.skus as { skuId: number; warehouses: { code: string; local: boolean; available: number }[] }[]).find((x) => x.skuId === skuId)!;
    expect(sku.warehouses.map((w) => w.code)).toEqual(['TYO', 'MUC', 'SZX', 'DEL']);
    expect(sku.warehouses[0]).toMatchObject({ code: 'TYO', local: true, available: 3 });

    // A Finnish buyer's order takes Tokyo's units first, then Munich's.
    const b = await makeBuyer(ctx, 'FI');
    const placed = await call('POST', '/orders', { token: b.token, body: { idempotencyKey: randomUUID(), items: [{ skuId, quantity: 4 }], shippingAddressId: b.addressId, shippingMethodId: methodId } });
    expect(placed.status, placed.body.msg).toBe(200);
    const held = await stockByWarehouse(ctx, skuId);
    expect(held.TYO).toMatchObject({ onHand: 3, reserved: 3 });
    expect(held.MUC).toMatchObject({ onHand: 5, reserved: 1 });

    // The audit log has the order before and after.
    const entries = await audit(FI);
    expect(entries.map((e) => e.action)).toEqual(['serving.set']);
    expect(entries[0]!.before).toEqual({ order: ['MUC', 'SZX', 'DEL', 'TYO'] });
    expect(entries[0]!.after).toEqual({ order: ['TYO', 'MUC', 'SZX', 'DEL'] });

    // A save over the version read before refuses; nothing changes.
    const stale = await call('PUT', `${BASE}/routes/${FI}`, { headers: sales, lang: 'en', body: { warehouseIds: [wh.MUC, wh.SZX, wh.DEL, wh.TYO], version: before.version } });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(MESSAGES.en.routesStale);
    expect(codes((await routes(FI)).body.data.items)).toEqual(['TYO', 'MUC', 'SZX', 'DEL']);
    expect(await stockDifferences(db)).toEqual([]);
  });

  it('refuses anything but every warehouse once (inactive ones too), in the staff language', async () => {
    const was = codes((await routes(FI)).body.data.items);
    for (const warehouseIds of [
      [wh.TYO, wh.MUC, wh.SZX],
      [wh.TYO, wh.MUC, wh.SZX, wh.SZX],
      [wh.TYO, wh.MUC, wh.SZX, wh.DEL, wh.DEL],
      [wh.TYO, wh.MUC, wh.SZX, 999_999_999],
    ]) {
      const r = await call('PUT', `${BASE}/routes/${FI}`, { headers: sales, lang: 'ja', body: { warehouseIds } });
      expect(r.status, JSON.stringify(warehouseIds)).toBe(422);
      expect(r.body.msg).toBe(MESSAGES.ja.routesNotEveryWarehouse.replace('{count}', '4'));
    }
    // An inactive warehouse keeps its place: leaving it out is refused, naming it is fine.
    await db.execute(sql`UPDATE warehouse SET active = false WHERE id = ${wh.DEL!}`);
    try {
      const items = (await routes(FI)).body.data.items as { id: number; active: boolean }[];
      expect(items.find((i) => i.id === wh.DEL)!.active).toBe(false);
      expect((await call('PUT', `${BASE}/routes/${FI}`, { headers: sales, body: { warehouseIds: [wh.TYO, wh.MUC, wh.SZX] } })).status).toBe(422);
      const ok = await call('PUT', `${BASE}/routes/${FI}`, { headers: sales, body: { warehouseIds: [wh.DEL, wh.TYO, wh.MUC, wh.SZX] } });
      expect(ok.status, ok.body.msg).toBe(200);
      expect(codes(ok.body.data.items)).toEqual(['DEL', 'TYO', 'MUC', 'SZX']);
    } finally {
      await db.execute(sql`UPDATE warehouse SET active = true WHERE id = ${wh.DEL!}`);
    }
    expect((await call('PUT', `${BASE}/routes/${FI}`, { headers: sales, body: { warehouseIds: [wh.TYO, wh.MUC, wh.SZX, wh.DEL] } })).status).toBe(200);
    expect(was).toEqual(['TYO', 'MUC', 'SZX', 'DEL']);
  });

  it('two saves over the same version at once: the country\'s rows are locked, so one wins and the other is refused', async () => {
    const [se] = await rows<{ id: number }>(db, sql`SELECT id FROM country WHERE code = 'SE'`);
    const countryId = Number(se!.id);
    const { version, items } = (await routes(countryId)).body.data as { version: number; items: { id: number }[] };
    const ids = items.map((i) => i.id);
    const a = [...ids].reverse();
    const b = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const [ra, rb] = await Promise.all([
      call('PUT', `${BASE}/routes/${countryId}`, { headers: sales, body: { warehouseIds: a, version } }),
      call('PUT', `${BASE}/routes/${countryId}`, { headers: sales, body: { warehouseIds: b, version } }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const won = ra.status === 200 ? a : b;
    expect((await routes(countryId)).body.data.items.map((i: { id: number }) => i.id)).toEqual(won);
    expect((await audit(countryId)).map((e) => e.action)).toEqual(['serving.set']);
  });

  it('answers hostile input with 4xx, never 500; an unknown country is 404; an agent changes nothing', async () => {
    const maxId = Number((await rows<{ maxId: number }>(db, sql`SELECT max(id) AS "maxId" FROM country`))[0]!.maxId);
    const all = [wh.TYO, wh.MUC, wh.SZX, wh.DEL];
    expect((await routes(maxId + 1000)).status).toBe(404);
    expect((await call('PUT', `${BASE}/routes/${maxId + 1000}`, { headers: sales, body: { warehouseIds: all } })).status).toBe(404);
    for (const q of ['countryId=%00', 'countryId=1%00', 'countryId=2147483648', 'countryId=99999999999', 'countryId=-1', 'countryId=']) {
      const r = await call('GET', `${BASE}/routes?${q}`, { headers: sales });
      expect(r.status, q).toBe(422);
    }
    for (const body of [
      {},
      { warehouseIds: [] },
      { warehouseIds: 'TYO' },
      { warehouseIds: [2 ** 31, wh.MUC, wh.SZX, wh.DEL] },
      { warehouseIds: [wh.TYO, wh.MUC, wh.SZX, 1.5] },
      { warehouseIds: ['1\u0000', wh.MUC, wh.SZX, wh.DEL] },
      { warehouseIds: [0, wh.MUC, wh.SZX, wh.DEL] },
      { warehouseIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      { warehouseIds: all, version: 2 ** 31 },
      { warehouseIds: all, version: 'x\u0000' },
    ]) {
      const r = await call('PUT', `${BASE}/routes/${FI}`, { headers: sales, body });
      expect(r.status, JSON.stringify(body)).toBe(422);
    }
    // A malformed id in the path names no country (docs/product.md#validation): not found.
    for (const p of ['1%00', '2147483648', '-1']) {
      const r = await call('PUT', `${BASE}/routes/${p}`, { headers: sales, body: { warehouseIds: all } });
      expect(r.status, p).toBe(404);
    }
    expect((await call('GET', `${BASE}/routes?countryId=${FI}`, { headers: agent })).status).toBe(403);
    expect((await call('PUT', `${BASE}/routes/${FI}`, { headers: agent, body: { warehouseIds: [wh.MUC, wh.SZX, wh.DEL, wh.TYO] } })).status).toBe(403);
    expect((await call('GET', `${BASE}/routes?countryId=${FI}`)).status).toBe(401);
    expect(codes((await routes(FI)).body.data.items)).toEqual(['TYO', 'MUC', 'SZX', 'DEL']);
  });
});
