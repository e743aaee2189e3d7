import type { AvailabilitySummary, ProductAvailability } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/buyers.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { rows, type Db } from '../../db/client.js';
import { availabilitySummaries, productAvailability } from './availability.js';
import { setOnHand, stockDifferences, stockOf } from './index.js';

// The buyer's view of stock per warehouse (issue 28): which warehouses serve the visitor's
// country and in what order, what each can sell, "ships today" up to its cutoff in its own time
// zone, "arrives by" per method over weekends and holidays, and incoming stock when nothing is on
// the shelf. Stock is placed per warehouse through the inventory's setOnHand (ledger and the
// catalogue's stock stay consistent); dates are checked with a fixed clock on the service.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let db: Db;
let FI: number;
let JP: number;
let DE: number;
const wh: Record<string, number> = {};
let spuId: number;
let skuIds: number[];
let economy: number;
let express: number;
/** The app's clock for the routes' answers; null: the real time. */
let clock: Date | null = null;

const at = (iso: string) => new Date(iso);

/** Each warehouse's available units of the SKU (by code; missing codes: 0), reserved units kept. */
async function place(skuId: number, available: Partial<Record<'SZX' | 'DEL' | 'MUC' | 'TYO', number>>) {
  const held = await stockOf(db, [skuId]);
  await db.transaction(async (tx) => {
    for (const code of ['SZX', 'DEL', 'MUC', 'TYO'] as const) {
      const reserved = held.find((r) => r.warehouseId === wh[code])?.reserved ?? 0;
      const r = await setOnHand(tx as unknown as Db, { warehouseId: wh[code]!, skuId, onHand: reserved + (available[code] ?? 0), reason: 'adjust', note: 'availability test' });
      expect(r.ok).toBe(true);
    }
  });
}

/** Only the incoming stock named here is open for the product's SKUs (direct SQL: a test's set-up). */
async function incomingOnly(list: { skuId: number; code: string; quantity: number; expectedOn: string }[]) {
  await db.execute(sql`UPDATE stock_incoming SET status = 'cancelled', closed_at = now() WHERE status = 'open' AND sku_id IN (${sql.join(skuIds.map((id) => sql`${id}`), sql`, `)})`);
  for (const i of list) {
    await db.execute(sql`INSERT INTO stock_incoming (warehouse_id, sku_id, quantity, expected_on, note) VALUES (${wh[i.code]!}, ${i.skuId}, ${i.quantity}, ${i.expectedOn}, 'availability test')`);
  }
}

const get = async (url: string, lang = '2') => {
  // A reload (no-cache): the test's own changes of incoming stock are not announced to the cache.
  const res = await ctx.app.inject({ method: 'GET', url, headers: { lang, 'cache-control': 'no-cache' } });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any }, headers: res.headers };
};
const availability = async (countryId?: number, lang = '2') =>
  (await get(`/api/ew/buyer/inventory/availability?spuId=${spuId}${countryId ? `&countryId=${countryId}` : ''}`, lang)).body.data as ProductAvailability;

beforeAll(async () => {
  // No stock lag: a stock change reaches the cached answers as soon as its NOTIFY does.
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', PUBLIC_CACHE_STOCK_LAG_MS: '0' }, (app) => {
    app.clock.now = () => clock ?? new Date();
  });
  call = api(ctx);
  db = ctx.storage.db;
  const countries = await rows<{ id: number; code: string }>(db, sql`SELECT id, code FROM country WHERE code IN ('FI', 'JP', 'DE')`);
  const id = (code: string) => Number(countries.find((c) => c.code === code)!.id);
  [FI, JP, DE] = [id('FI'), id('JP'), id('DE')];
  for (const w of await rows<{ id: number; code: string }>(db, sql`SELECT id, code FROM warehouse`)) wh[w.code] = Number(w.id);
  // A published product with two SKUs.
  const [p] = await rows<{ id: number }>(db, sql`SELECT p.id FROM product p JOIN sku s ON s.product_id = p.id WHERE p.status = 'published' GROUP BY p.id HAVING count(*) = 2 ORDER BY p.id LIMIT 1`);
  spuId = Number(p!.id);
  skuIds = (await rows<{ id: number }>(db, sql`SELECT id FROM sku WHERE product_id = ${spuId} ORDER BY sort, id`)).map((r) => Number(r.id));
  const methods = await rows<{ id: number; key: string }>(db, sql`SELECT id, key FROM shipping_method WHERE enabled ORDER BY sort, id`);
  economy = Number(methods[0]!.id);
  expect(methods[0]!.key).toBe('economy');
  express = Number(methods.find((m) => m.key === 'express')!.id);
});
afterAll(() => ctx?.close());

describe('stock per warehouse for the visitor’s country', () => {
  it('a Finnish visitor is served from Munich first, which is local; the rest follow in the serving order', async () => {
    await place(skuIds[0]!, { MUC: 3, SZX: 40, TYO: 2 });
    await place(skuIds[1]!, {});
    await incomingOnly([]);
    const a = await availability(FI, '4');
    expect(a.countryId).toBe(FI);
    const [first, second] = a.skus;
    expect(first!.skuId).toBe(skuIds[0]);
    expect(first!.warehouses.map((w) => w.code)).toEqual(['MUC', 'SZX', 'DEL', 'TYO']);
    expect(first!.warehouses.map((w) => w.local)).toEqual([true, false, false, false]);
    expect(first!.warehouses.map((w) => w.available)).toEqual([3, 40, 0, 2]);
    expect(first!.available).toBe(45);
    // Names in the request's language (Finnish).
    expect(first!.warehouses[0]!.name).toBe('München, Saksa');
    expect(first!.warehouses[0]!.countryCode).toBe('DE');
    expect(second!.available).toBe(0);
    // Every enabled method, the first being the default; each warehouse dates each method it has a transit time for.
    expect(a.shippingMethods[0]).toMatchObject({ shippingMethodId: economy, key: 'economy' });
    expect(first!.warehouses[0]!.methods.map((m) => m.shippingMethodId)).toEqual(a.shippingMethods.map((m) => m.shippingMethodId));
  });

  it('a Japanese visitor is served from Tokyo first, named in Japanese', async () => {
    const a = await availability(JP, '6');
    expect(a.skus[0]!.warehouses.map((w) => w.code)).toEqual(['TYO', 'SZX', 'DEL', 'MUC']);
    expect(a.skus[0]!.warehouses[0]).toMatchObject({ code: 'TYO', local: true, available: 2, name: '東京（日本）', countryCode: 'JP' });
  });

  it('without a country the warehouses keep their own order and none is local', async () => {
    const a = await availability(undefined);
    expect(a.countryId).toBeNull();
    expect(a.skus[0]!.warehouses.map((w) => w.code)).toEqual(['SZX', 'DEL', 'MUC', 'TYO']);
    expect(a.skus[0]!.warehouses.every((w) => !w.local)).toBe(true);
  });

  it('the summary says how much is near and how much elsewhere, over all SKUs', async () => {
    await place(skuIds[1]!, { MUC: 1, DEL: 5 });
    const r = await get(`/api/ew/buyer/inventory/summary?spuIds=${spuId}&countryId=${FI}`);
    expect(r.status).toBe(200);
    const [s] = r.body.data as AvailabilitySummary[];
    expect(s).toMatchObject({ spuId, localAvailable: 4, elsewhereAvailable: 47, incomingOn: null });
    expect(s!.arrivesBy).not.toBeNull();
  });
});

describe('ships today and arrives by, at a fixed moment', () => {
  const fi = (now: string) => productAvailability(db, spuId, { countryId: FI, langId: 2, now: at(now) });

  it('before Munich’s 14:00 cutoff (Berlin time) an order ships today; the countdown ends at the cutoff', async () => {
    // Tuesday 1 Dec 2026, 11:00 in Munich.
    const muc = (await fi('2026-12-01T10:00:00Z'))!.value.skus[0]!.warehouses[0]!;
    expect(muc).toMatchObject({ code: 'MUC', shipsOn: '2026-12-01', cutoffAt: '2026-12-01T13:00:00.000Z' });
    // Economy 4–8 working days to Finland; express 1–2.
    expect(muc.methods.find((m) => m.shippingMethodId === economy)).toEqual({ shippingMethodId: economy, arrivesFrom: '2026-12-07', arrivesBy: '2026-12-11' });
    expect(muc.methods.find((m) => m.shippingMethodId === express)).toEqual({ shippingMethodId: express, arrivesFrom: '2026-12-02', arrivesBy: '2026-12-03' });
  });

  it('after the cutoff it ships the next working day, and the answer changes at the cutoff', async () => {
    const before = (await fi('2026-12-01T12:59:00Z'))!;
    // The cache may keep the answer until the earliest cutoff it names, not past it.
    expect(before.changesAt).toBeLessThanOrEqual(Date.parse('2026-12-01T13:00:00Z'));
    const muc = (await fi('2026-12-01T13:00:00Z'))!.value.skus[0]!.warehouses[0]!;
    expect(muc).toMatchObject({ shipsOn: '2026-12-02', cutoffAt: null });
    expect(muc.methods.find((m) => m.shippingMethodId === express)).toMatchObject({ arrivesFrom: '2026-12-03', arrivesBy: '2026-12-04' });
  });

  it('the routes compute for the app’s clock, and the summary agrees with the product’s dates', async () => {
    clock = at('2026-12-01T10:00:00Z');
    try {
      const muc = (await availability(FI)).skus[0]!.warehouses[0]!;
      expect(muc).toMatchObject({ code: 'MUC', shipsOn: '2026-12-01', cutoffAt: '2026-12-01T13:00:00.000Z' });
      expect(muc.methods.find((m) => m.shippingMethodId === economy)).toMatchObject({ arrivesFrom: '2026-12-07', arrivesBy: '2026-12-11' });
      const [s] = (await get(`/api/ew/buyer/inventory/summary?spuIds=${spuId}&countryId=${FI}`)).body.data as AvailabilitySummary[];
      expect(s).toMatchObject({ shipsToday: true, cutoffAt: '2026-12-01T13:00:00.000Z', arrivesBy: '2026-12-11' });
    } finally {
      clock = null;
    }
  });

  it('skips the weekend and German holidays', async () => {
    // Friday 4 Dec after the cutoff: Monday 7 Dec.
    expect((await fi('2026-12-04T15:00:00Z'))!.value.skus[0]!.warehouses[0]!.shipsOn).toBe('2026-12-07');
    // Thursday 24 Dec after the cutoff: 25 and 26 Dec are holidays, then the weekend: Monday 28 Dec.
    const xmas = (await fi('2026-12-24T15:00:00Z'))!.value.skus[0]!.warehouses[0]!;
    expect(xmas.shipsOn).toBe('2026-12-28');
    expect(xmas.methods.find((m) => m.shippingMethodId === express)).toMatchObject({ arrivesFrom: '2026-12-29', arrivesBy: '2026-12-30' });
  });

  it("skips the destination's holidays too: Shenzhen's economy parcel to Finland is not promised for Christmas Day", async () => {
    // Friday 11 Dec, 10:00 in Shenzhen (working, no Chinese holiday): 10 carrier days would be Fri 25 Dec;
    // Finland's 24–26 Dec move it to Tuesday 29th. Germany has no say over a parcel from Shenzhen.
    const szx = (await fi('2026-12-11T02:00:00Z'))!.value.skus[0]!.warehouses.find((w) => w.code === 'SZX')!;
    expect(szx).toMatchObject({ shipsOn: '2026-12-11', cutoffAt: '2026-12-11T08:00:00.000Z' });
    expect(szx.methods.find((m) => m.shippingMethodId === economy)).toMatchObject({ arrivesFrom: '2026-12-29' });
    // Without a country, only China's holidays count: the old date.
    const anywhere = (await productAvailability(db, spuId, { countryId: null, langId: 2, now: at('2026-12-11T02:00:00Z') }))!.value;
    const szx2 = anywhere.skus[0]!.warehouses.find((w) => w.code === 'SZX')!;
    expect(szx2.methods.find((m) => m.shippingMethodId === economy)).toMatchObject({ arrivesFrom: '2026-12-25' });
  });

  it('Tokyo’s cutoff is read in Tokyo: 14:00 there ships today while Munich is still in the early morning', async () => {
    const a = (await productAvailability(db, spuId, { countryId: JP, langId: 6, now: at('2026-12-01T05:00:00Z') }))!.value;
    expect(a.skus[0]!.warehouses[0]).toMatchObject({ code: 'TYO', shipsOn: '2026-12-01', cutoffAt: '2026-12-01T06:00:00.000Z' });
    const b = (await productAvailability(db, spuId, { countryId: JP, langId: 6, now: at('2026-12-01T06:00:00Z') }))!.value;
    expect(b.skus[0]!.warehouses[0]).toMatchObject({ code: 'TYO', shipsOn: '2026-12-02', cutoffAt: null });
  });

  it('the summary ships today from the nearest warehouse that has stock, by the default method', async () => {
    const s = (await availabilitySummaries(db, [spuId], { countryId: FI, langId: 2, now: at('2026-12-01T10:00:00Z') })).value[0]!;
    expect(s).toMatchObject({ shipsToday: true, cutoffAt: '2026-12-01T13:00:00.000Z', arrivesFrom: '2026-12-07', arrivesBy: '2026-12-11', incomingOn: null });
    const late = (await availabilitySummaries(db, [spuId], { countryId: FI, langId: 2, now: at('2026-12-01T13:30:00Z') })).value[0]!;
    expect(late).toMatchObject({ shipsToday: false, cutoffAt: null });
  });

  it('with nothing in Munich, the summary dates come from the next warehouse that has stock (Shenzhen for Finland)', async () => {
    await place(skuIds[0]!, { SZX: 4 });
    await place(skuIds[1]!, {});
    const s = (await availabilitySummaries(db, [spuId], { countryId: FI, langId: 2, now: at('2026-12-01T10:00:00Z') })).value[0]!;
    expect(s).toMatchObject({ localAvailable: 0, elsewhereAvailable: 4 });
    const a = (await fi('2026-12-01T10:00:00Z'))!.value;
    const szx = a.skus[0]!.warehouses.find((w) => w.code === 'SZX')!;
    expect(s.arrivesBy).toBe(szx.methods.find((m) => m.shippingMethodId === economy)!.arrivesBy);
    // Shenzhen's cutoff (16:00 China time) passed at 08:00 UTC.
    expect(s.shipsToday).toBe(false);
  });
});

describe('out of stock everywhere', () => {
  it('shows when incoming stock is expected and when it would arrive from there', async () => {
    await place(skuIds[0]!, {});
    await place(skuIds[1]!, {});
    await incomingOnly([
      { skuId: skuIds[0]!, code: 'TYO', quantity: 5, expectedOn: '2026-12-10' },
      { skuId: skuIds[0]!, code: 'MUC', quantity: 20, expectedOn: '2026-12-15' },
    ]);
    const a = (await productAvailability(db, spuId, { countryId: JP, langId: 2, now: at('2026-12-01T05:00:00Z') }))!.value;
    expect(a.skus[0]!.available).toBe(0);
    expect(a.skus[0]!.incoming.map((i) => [i.warehouseId, i.quantity, i.expectedOn])).toEqual([
      [wh.TYO, 5, '2026-12-10'],
      [wh.MUC, 20, '2026-12-15'],
    ]);
    // Expected in Tokyo on Thursday 10 Dec: ships Friday 11 Dec, economy 2–4 working days in Japan.
    const tyo = a.skus[0]!.incoming[0]!;
    expect(tyo.shipsOn).toBe('2026-12-11');
    expect(tyo.methods.find((m) => m.shippingMethodId === economy)).toEqual({ shippingMethodId: economy, arrivesFrom: '2026-12-15', arrivesBy: '2026-12-17' });
    const s = (await availabilitySummaries(db, [spuId], { countryId: JP, langId: 2, now: at('2026-12-01T05:00:00Z') })).value[0]!;
    expect(s).toMatchObject({ localAvailable: 0, elsewhereAvailable: 0, shipsToday: false, arrivesBy: null, incomingOn: '2026-12-10' });
    // Through the API too.
    const api = (await availability(JP)).skus[0]!;
    expect(api.incoming[0]).toMatchObject({ quantity: 5, expectedOn: '2026-12-10' });
  });
});

describe('bad input is a localized 4xx, never a 500', () => {
  it('unknown, unpublished and malformed ids', async () => {
    const unknown = await get(`/api/ew/buyer/inventory/availability?spuId=999999999&countryId=${FI}`, '4');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).not.toMatch(/not found/i);
    expect((await get(`/api/ew/buyer/inventory/availability?spuId=${spuId}&countryId=999999999`)).status).toBe(404);
    for (const q of ['spuId=2147483648', 'spuId=99999999999999999999', 'spuId=-1', 'spuId=abc', 'spuId=1%00', `spuId=${spuId}&countryId=2147483648`, `spuId=${spuId}&countryId=%00`, '']) {
      const r = await get(`/api/ew/buyer/inventory/availability?${q}`, '5');
      expect(r.status, q).toBe(422);
      expect(r.body.msg, q).toBeTruthy();
    }
    for (const q of ['spuIds=', 'spuIds=1,,2', 'spuIds=1%002', `spuIds=${Array.from({ length: 61 }, (_, i) => i + 1).join(',')}`, 'spuIds=2147483648', `spuIds=1&countryId=99999999999`]) {
      expect((await get(`/api/ew/buyer/inventory/summary?${q}`)).status, q).toBe(422);
    }
    expect((await get(`/api/ew/buyer/inventory/summary?spuIds=1&countryId=999999999`)).status).toBe(404);
    // Sixty ids are fine; unknown ones are left out.
    const sixty = await get(`/api/ew/buyer/inventory/summary?spuIds=${[spuId, ...Array.from({ length: 59 }, (_, i) => 999_999_900 + i)].join(',')}`);
    expect(sixty.status).toBe(200);
    expect((sixty.body.data as AvailabilitySummary[]).map((s) => s.spuId)).toEqual([spuId]);
  });

  it('an unpublished product has no availability', async () => {
    await db.execute(sql`UPDATE product SET status = 'unpublished' WHERE id = ${spuId}`);
    try {
      expect((await get(`/api/ew/buyer/inventory/availability?spuId=${spuId}&countryId=${FI}`)).status).toBe(404);
      expect((await get(`/api/ew/buyer/inventory/summary?spuIds=${spuId}&countryId=${FI}`)).body.data).toEqual([]);
    } finally {
      await db.execute(sql`UPDATE product SET status = 'published' WHERE id = ${spuId}`);
    }
  });
});

describe('caching', () => {
  it('is public for a short time, alike for every visitor of a country and language', async () => {
    const url = `/api/ew/buyer/inventory/availability?spuId=${spuId}&countryId=${DE}`;
    const first = await ctx.app.inject({ method: 'GET', url, headers: { lang: '2' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public/);
    // Served from the cache on a repeat (once the earlier tests' changes have reached it: NOTIFY is asynchronous).
    await waitUntil(async () => {
      const again = await call('GET', url, { lang: '2' });
      expect(again.status).toBe(200);
      return again.headers['x-cache'] === 'hit';
    }, { timeoutMs: 3000, what: 'a cached answer' });
  });

  it('a change of stock in one warehouse reaches the cached answer without a reload (the stock lag, 0 here)', async () => {
    const url = `/api/ew/buyer/inventory/availability?spuId=${spuId}&countryId=${DE}`;
    const muc = async () => ((await call('GET', url, { lang: '2' })).body.data as ProductAvailability).skus[0]!.warehouses.find((w) => w.code === 'MUC')!.available;
    await waitUntil(async () => (await call('GET', url, { lang: '2' })).headers['x-cache'] === 'hit', { timeoutMs: 3000, what: 'a cached answer' });
    const before = await muc();
    await place(skuIds[0]!, { MUC: before + 7 });
    await waitUntil(async () => (await muc()) === before + 7, { timeoutMs: 3000, what: 'the new stock in the cached answer' });
  });

  it('setting stock per warehouse kept the ledger, reservations and the catalogue’s totals consistent', async () => {
    expect(await stockDifferences(db)).toEqual([]);
  });
});
