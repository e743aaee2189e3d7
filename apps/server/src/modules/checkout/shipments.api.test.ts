import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows, type Db } from '../../db/client.js';
import { setOnHand } from '../inventory/index.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, skuInStock, stockOf, type Buyer } from '../../../test/buyers.js';

// Issue 28 at checkout: every shipping method says when the cart as a whole arrives, a cart whose
// stock sits in several warehouses is planned as one parcel per warehouse with its own dates (or
// one parcel with the latest date when the buyer asks), and the placed order stores exactly that:
// its shipments, and its units reserved in the warehouses they come from. Dates count from a fixed
// moment (the app's clock), so weekends, cutoffs and holidays are checked against known days.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let warehouse: Record<string, number>;
let method: Record<string, number>;
let now: Date;

/** Thursday 24 Dec 2026, 14:30 in Munich (after its 14:00 cutoff), 21:30 in Shenzhen (after 16:00). */
const CHRISTMAS_EVE_LATE = new Date('2026-12-24T13:30:00Z');

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' }, (app) => {
    app.clock.now = () => now;
  });
  call = api(ctx);
  const w = await rows<{ id: number; code: string }>(ctx.storage.db, sql`SELECT id, code FROM warehouse`);
  warehouse = Object.fromEntries(w.map((r) => [r.code, Number(r.id)]));
  const m = await rows<{ id: number; key: string }>(ctx.storage.db, sql`SELECT id, key FROM shipping_method`);
  method = Object.fromEntries(m.map((r) => [r.key, Number(r.id)]));
});
afterAll(async () => ctx?.close());
beforeEach(() => {
  now = CHRISTMAS_EVE_LATE;
});

/** Makes exactly `available` units of the SKU sellable in each named warehouse and none in the others. */
async function stockIn(skuId: number, available: Partial<Record<'SZX' | 'DEL' | 'MUC' | 'TYO', number>>) {
  await ctx.storage.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const [code, id] of Object.entries(warehouse)) {
      const [r] = await rows<{ reserved: number }>(tx, sql`SELECT coalesce((SELECT reserved FROM warehouse_stock WHERE warehouse_id = ${id} AND sku_id = ${skuId}), 0) AS reserved`);
      const want = available[code as keyof typeof available] ?? 0;
      const done = await setOnHand(tx, { warehouseId: id, skuId, onHand: Number(r!.reserved) + want, reason: 'adjust', note: 'test' });
      if (!done.ok) throw new Error(`stockIn: ${JSON.stringify(done)}`);
    }
  });
}

const preview = (b: Buyer, items: { skuId: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
  call('POST', '/checkout/preview', { token: b.token, lang: 'en', body: { items, shippingAddressId: b.addressId, shippingMethodId: method.express, ...extra } });
const place = (b: Buyer, items: { skuId: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
  call('POST', '/orders', { token: b.token, lang: 'en', body: { idempotencyKey: randomUUID(), items, shippingAddressId: b.addressId, shippingMethodId: method.express, ...extra } });

async function shipmentsOfOrder(orderNo: string) {
  return rows<{ seq: number; warehouseId: number; arrivesFrom: string; arrivesBy: string }>(
    ctx.storage.db,
    sql`SELECT s.seq, s.warehouse_id AS "warehouseId", to_char(s.arrives_from, 'YYYY-MM-DD') AS "arrivesFrom", to_char(s.arrives_by, 'YYYY-MM-DD') AS "arrivesBy"
          FROM order_shipment s JOIN shop_order o ON o.id = s.order_id WHERE o.order_no = ${orderNo} ORDER BY s.seq`,
  ).then((list) => list.map((s) => ({ ...s, seq: Number(s.seq), warehouseId: Number(s.warehouseId) })));
}

async function allocationsOfOrder(orderNo: string) {
  return rows<{ seq: number; warehouseId: number; skuId: number; quantity: number; state: string }>(
    ctx.storage.db,
    sql`SELECT a.shipment_seq AS seq, a.warehouse_id AS "warehouseId", a.sku_id AS "skuId", a.quantity, a.state
          FROM stock_allocation a JOIN shop_order o ON o.id = a.order_id WHERE o.order_no = ${orderNo} ORDER BY a.shipment_seq, a.warehouse_id, a.sku_id`,
  ).then((list) => list.map((a) => ({ seq: Number(a.seq), warehouseId: Number(a.warehouseId), skuId: Number(a.skuId), quantity: Number(a.quantity), state: a.state })));
}

async function reservedIn(code: string, skuId: number) {
  const [r] = await rows<{ reserved: number; onHand: number }>(
    ctx.storage.db,
    sql`SELECT reserved, on_hand AS "onHand" FROM warehouse_stock WHERE warehouse_id = ${warehouse[code]!} AND sku_id = ${skuId}`,
  );
  return { reserved: Number(r!.reserved), available: Number(r!.onHand) - Number(r!.reserved) };
}

// Munich (nearest to Finland) ships on Monday 28 Dec: Friday 25 and Saturday 26 are German
// holidays, Sunday is no working day. Express Munich → Finland is 1–2 carrier days: Tue 29 – Wed 30.
const MUNICH = { arrivesFrom: '2026-12-29', arrivesBy: '2026-12-30' };
// Shenzhen works Monday to Saturday and ships on Friday 25 (no holiday in China); express to
// Finland is 3–5 carrier days: Mon 28, Tue 29, Wed 30 (from), Thu 31, then Friday 1 Jan (a Chinese
// holiday) and the weekend are skipped: Monday 4 Jan (by).
const SHENZHEN = { arrivesFrom: '2026-12-30', arrivesBy: '2027-01-04' };

describe('a cart whose stock sits in two warehouses', () => {
  it('is planned as one shipment per warehouse, each with its own dates; the method says when everything has arrived', async () => {
    const b = await makeBuyer(ctx, 'FI');
    const [a, c] = await Promise.all([skuInStock(ctx, 1, 40), skuInStock(ctx, 1, 41)]);
    // A: 2 in Munich, the rest must come from Shenzhen; C: Munich only.
    await stockIn(a.skuId, { MUC: 2, SZX: 5 });
    await stockIn(c.skuId, { MUC: 3 });
    const items = [
      { skuId: a.skuId, quantity: 4 },
      { skuId: c.skuId, quantity: 1 },
    ];
    const r = await preview(b, items);
    expect(r.status).toBe(200);
    const p = r.body.data;
    expect(p.canSplit).toBe(true);
    expect(p.singleShipment).toBe(false);
    expect(p.shipments).toEqual([
      {
        seq: 1,
        warehouseId: warehouse.MUC,
        warehouseName: 'Munich, Germany',
        countryCode: 'DE',
        lines: [
          { skuId: a.skuId, quantity: 2 },
          { skuId: c.skuId, quantity: 1 },
        ].sort((x, y) => x.skuId - y.skuId),
        ...MUNICH,
      },
      { seq: 2, warehouseId: warehouse.SZX, warehouseName: expect.stringContaining('Shenzhen'), countryCode: 'CN', lines: [{ skuId: a.skuId, quantity: 2 }], ...SHENZHEN },
    ]);
    const express = p.shippingMethods.find((m: { key: string }) => m.key === 'express');
    // The cart as a whole: the later parcel's dates.
    expect({ arrivesFrom: express.arrivesFrom, arrivesBy: express.arrivesBy }).toEqual(SHENZHEN);
    for (const m of p.shippingMethods) expect(m.arrivesBy >= m.arrivesFrom).toBe(true);
  });

  it('places an order with two shipments storing the previewed dates, and reserves the units in both warehouses', async () => {
    const b = await makeBuyer(ctx, 'FI');
    const [a, c] = await Promise.all([skuInStock(ctx, 1, 42), skuInStock(ctx, 1, 43)]);
    await stockIn(a.skuId, { MUC: 2, SZX: 5 });
    await stockIn(c.skuId, { MUC: 3 });
    const items = [
      { skuId: a.skuId, quantity: 4 },
      { skuId: c.skuId, quantity: 1 },
    ];
    const seen = (await preview(b, items)).body.data;
    const r = await place(b, items);
    expect(r.status).toBe(200);
    const orderNo = r.body.data.orderNo as string;
    const shipments = await shipmentsOfOrder(orderNo);
    expect(shipments).toEqual(seen.shipments.map((s: { seq: number; warehouseId: number; arrivesFrom: string; arrivesBy: string }) => ({ seq: s.seq, warehouseId: s.warehouseId, arrivesFrom: s.arrivesFrom, arrivesBy: s.arrivesBy })));
    expect(shipments).toEqual([
      { seq: 1, warehouseId: warehouse.MUC, ...MUNICH },
      { seq: 2, warehouseId: warehouse.SZX, ...SHENZHEN },
    ]);
    expect(await allocationsOfOrder(orderNo)).toEqual(
      [
        { seq: 1, warehouseId: warehouse.MUC!, skuId: a.skuId, quantity: 2, state: 'reserved' },
        { seq: 1, warehouseId: warehouse.MUC!, skuId: c.skuId, quantity: 1, state: 'reserved' },
        { seq: 2, warehouseId: warehouse.SZX!, skuId: a.skuId, quantity: 2, state: 'reserved' },
      ].sort((x, y) => x.seq - y.seq || x.warehouseId - y.warehouseId || x.skuId - y.skuId),
    );
    expect(await reservedIn('MUC', a.skuId)).toEqual({ reserved: expect.any(Number), available: 0 });
    expect(await reservedIn('SZX', a.skuId)).toMatchObject({ available: 3 });
    expect(await stockOf(ctx, a.skuId)).toBe(3);
    expect(await stockOf(ctx, c.skuId)).toBe(2);
    const [o] = await rows<{ single: boolean }>(ctx.storage.db, sql`SELECT single_shipment AS single FROM shop_order WHERE order_no = ${orderNo}`);
    expect(o!.single).toBe(false);
  });

  it('with singleShipment is one shipment arriving by the latest date, in the preview and in the placed order', async () => {
    const b = await makeBuyer(ctx, 'FI');
    const [a, c] = await Promise.all([skuInStock(ctx, 1, 44), skuInStock(ctx, 1, 45)]);
    await stockIn(a.skuId, { MUC: 2, SZX: 5 });
    await stockIn(c.skuId, { MUC: 3 });
    const items = [
      { skuId: a.skuId, quantity: 4 },
      { skuId: c.skuId, quantity: 1 },
    ];
    const p = (await preview(b, items, { singleShipment: true })).body.data;
    expect(p.singleShipment).toBe(true);
    // Still two warehouses: the buyer may go back to two parcels.
    expect(p.canSplit).toBe(true);
    expect(p.shipments).toHaveLength(1);
    expect(p.shipments[0]).toMatchObject({ seq: 1, warehouseId: warehouse.MUC, ...SHENZHEN });
    expect([...p.shipments[0].lines].sort((x: { skuId: number }, y: { skuId: number }) => x.skuId - y.skuId)).toEqual(
      [
        { skuId: a.skuId, quantity: 4 },
        { skuId: c.skuId, quantity: 1 },
      ].sort((x, y) => x.skuId - y.skuId),
    );
    const r = await place(b, items, { singleShipment: true });
    expect(r.status).toBe(200);
    const orderNo = r.body.data.orderNo as string;
    expect(await shipmentsOfOrder(orderNo)).toEqual([{ seq: 1, warehouseId: warehouse.MUC, ...SHENZHEN }]);
    // One parcel, but the units still come from where they are: both warehouses, all under shipment 1.
    const allocations = await allocationsOfOrder(orderNo);
    expect(new Set(allocations.map((x) => x.seq))).toEqual(new Set([1]));
    expect(new Set(allocations.map((x) => x.warehouseId))).toEqual(new Set([warehouse.MUC, warehouse.SZX]));
    const [o] = await rows<{ single: boolean }>(ctx.storage.db, sql`SELECT single_shipment AS single FROM shop_order WHERE order_no = ${orderNo}`);
    expect(o!.single).toBe(true);
  });

  it('stock in the nearest warehouse only: one shipment, nothing to choose', async () => {
    const b = await makeBuyer(ctx, 'FI');
    const a = await skuInStock(ctx, 1, 46);
    await stockIn(a.skuId, { MUC: 5, SZX: 5 });
    const p = (await preview(b, [{ skuId: a.skuId, quantity: 5 }])).body.data;
    expect(p.canSplit).toBe(false);
    expect(p.shipments).toEqual([expect.objectContaining({ seq: 1, warehouseId: warehouse.MUC, ...MUNICH })]);
  });
});

describe('arrival dates of the shipping methods', () => {
  it('skip the weekend after a Friday past the cutoff, and ship the same day before it', async () => {
    const b = await makeBuyer(ctx, 'FI');
    const a = await skuInStock(ctx, 1, 47);
    await stockIn(a.skuId, { MUC: 10 });
    const datesOf = async () => {
      const p = (await preview(b, [{ skuId: a.skuId, quantity: 1 }])).body.data;
      return Object.fromEntries(p.shippingMethods.map((m: { key: string; arrivesFrom: string; arrivesBy: string }) => [m.key, [m.arrivesFrom, m.arrivesBy]]));
    };
    // Friday 4 Dec 2026, 14:30 in Munich: past the cutoff, so the parcel leaves on Monday 7 Dec.
    now = new Date('2026-12-04T13:30:00Z');
    const late = await datesOf();
    // Express 1–2, standard 3–5, economy 4–8 carrier days (Monday to Friday) to Finland.
    expect(late.express).toEqual(['2026-12-08', '2026-12-09']);
    expect(late.standard).toEqual(['2026-12-10', '2026-12-14']);
    expect(late.economy).toEqual(['2026-12-11', '2026-12-17']);
    // 13:59 in Munich: before the cutoff, it leaves today and arrives a working day earlier.
    now = new Date('2026-12-04T12:59:00Z');
    expect((await datesOf()).express).toEqual(['2026-12-07', '2026-12-08']);
  });

  it('without a destination, the warehouses serve in their own order (Shenzhen first) with the default transit days', async () => {
    const b = await makeBuyer(ctx, 'FI');
    const a = await skuInStock(ctx, 1, 48);
    await stockIn(a.skuId, { MUC: 10, SZX: 10 });
    const r = await call('POST', '/checkout/preview', { token: b.token, lang: 'en', body: { items: [{ skuId: a.skuId, quantity: 3 }] } });
    expect(r.status).toBe(200);
    const p = r.body.data;
    expect(p.tax.countryId).toBeNull();
    expect(p.shipments).toEqual([expect.objectContaining({ seq: 1, warehouseId: warehouse.SZX, countryCode: 'CN', lines: [{ skuId: a.skuId, quantity: 3 }] })]);
    // The first method (the shop's default) is chosen; Shenzhen's default express is the dates above.
    const chosen = p.shippingMethods.find((m: { shippingMethodId: number }) => m.shippingMethodId === p.shippingMethodId);
    expect({ arrivesFrom: p.shipments[0].arrivesFrom, arrivesBy: p.shipments[0].arrivesBy }).toEqual({ arrivesFrom: chosen.arrivesFrom, arrivesBy: chosen.arrivesBy });
    const express = p.shippingMethods.find((m: { key: string }) => m.key === 'express');
    expect({ arrivesFrom: express.arrivesFrom, arrivesBy: express.arrivesBy }).toEqual(SHENZHEN);
  });

  it('names the warehouses in the buyer’s language', async () => {
    const b = await makeBuyer(ctx, 'FI');
    const a = await skuInStock(ctx, 1, 49);
    await stockIn(a.skuId, { MUC: 1, SZX: 1 });
    const r = await call('POST', '/checkout/preview', {
      token: b.token,
      lang: 'fr',
      body: { items: [{ skuId: a.skuId, quantity: 2 }], shippingAddressId: b.addressId, shippingMethodId: method.express },
    });
    expect(r.body.data.shipments.map((s: { warehouseName: string }) => s.warehouseName)).toEqual(['Munich, Allemagne', 'Shenzhen, Chine']);
  });
});

// Issue 28 review: transit days skip the destination's holidays as well as the warehouse's. Finland
// does not deliver on Christmas Eve, Christmas Day or St Stephen's Day (Thu–Sat 24–26 Dec 2026),
// while Shenzhen works and China has no holiday then: a parcel is never promised for those days.
describe("arrival dates skip the destination's holidays", () => {
  const FI_CHRISTMAS = ['2026-12-24', '2026-12-25', '2026-12-26'];

  it("a Finnish buyer's economy parcel from Shenzhen never arrives on 24–26 December, whatever the day ordered", async () => {
    const b = await makeBuyer(ctx, 'FI');
    const a = await skuInStock(ctx, 1, 50);
    await stockIn(a.skuId, { SZX: 10 });
    const economyOf = async () => {
      const p = (await preview(b, [{ skuId: a.skuId, quantity: 1 }], { shippingMethodId: method.economy })).body.data;
      expect(p.shipments).toHaveLength(1);
      expect(p.shipments[0].warehouseId).toBe(warehouse.SZX);
      return { arrivesFrom: p.shipments[0].arrivesFrom as string, arrivesBy: p.shipments[0].arrivesBy as string };
    };
    // Friday 11 Dec, 10:00 in Shenzhen: it leaves today; 10 carrier days would be Christmas Day,
    // Finland's holidays move it to Tuesday 29th.
    now = new Date('2026-12-11T02:00:00Z');
    expect((await economyOf()).arrivesFrom).toBe('2026-12-29');
    // Every day from 23 Nov to 23 Dec at 10:00 in Shenzhen: neither date is a Finnish Christmas day.
    for (let day = 0; day < 31; day++) {
      now = new Date(Date.UTC(2026, 10, 23 + day, 2));
      const d = await economyOf();
      expect(FI_CHRISTMAS, `${now.toISOString()} from`).not.toContain(d.arrivesFrom);
      expect(FI_CHRISTMAS, `${now.toISOString()} by`).not.toContain(d.arrivesBy);
    }
  });

  it("the placed order stores the preview's dates, which skip Finland's holidays", async () => {
    const b = await makeBuyer(ctx, 'FI');
    const [a, c] = await Promise.all([skuInStock(ctx, 1, 51), skuInStock(ctx, 1, 52)]);
    // A from Munich and Shenzhen, C from Shenzhen: two parcels.
    await stockIn(a.skuId, { MUC: 1, SZX: 5 });
    await stockIn(c.skuId, { SZX: 5 });
    const items = [
      { skuId: a.skuId, quantity: 2 },
      { skuId: c.skuId, quantity: 1 },
    ];
    // Monday 14 Dec, 08:59 in Munich and 15:59 in Shenzhen: both ship today.
    now = new Date('2026-12-14T07:59:00Z');
    for (const single of [false, true]) {
      const seen = (await preview(b, items, { shippingMethodId: method.economy, singleShipment: single })).body.data;
      const r = await place(b, items, { shippingMethodId: method.economy, singleShipment: single });
      expect(r.status).toBe(200);
      const stored = await shipmentsOfOrder(r.body.data.orderNo as string);
      expect(stored).toEqual(seen.shipments.map((s: { seq: number; warehouseId: number; arrivesFrom: string; arrivesBy: string }) => ({ seq: s.seq, warehouseId: s.warehouseId, arrivesFrom: s.arrivesFrom, arrivesBy: s.arrivesBy })));
      expect(stored).toHaveLength(single ? 1 : 2);
      for (const s of stored) {
        expect(FI_CHRISTMAS).not.toContain(s.arrivesFrom);
        expect(FI_CHRISTMAS).not.toContain(s.arrivesBy);
      }
      // Munich → Finland economy is 4–8 carrier days from Monday 14th: Fri 18th, then 21st–23rd and
      // Monday 28th (24th–26th are holidays in Finland, 25th–26th in Germany too).
      if (!single) expect(stored[0]).toEqual({ seq: 1, warehouseId: warehouse.MUC, arrivesFrom: '2026-12-18', arrivesBy: '2026-12-28' });
      // Stock back for the second round.
      await stockIn(a.skuId, { MUC: 1, SZX: 5 });
      await stockIn(c.skuId, { SZX: 5 });
    }
  });

  it("without a destination only the warehouse's holidays count, as before", async () => {
    const b = await makeBuyer(ctx, 'FI');
    const a = await skuInStock(ctx, 1, 53);
    await stockIn(a.skuId, { SZX: 10 });
    now = new Date('2026-12-11T02:00:00Z');
    // Without an address (no destination) the 10th carrier day from Friday 11th is Christmas Day:
    // the old rule, where only China's holidays count.
    const r = await call('POST', '/checkout/preview', { token: b.token, lang: 'en', body: { items: [{ skuId: a.skuId, quantity: 1 }], shippingMethodId: method.economy } });
    expect(r.status).toBe(200);
    expect(r.body.data.shipments[0]).toMatchObject({ warehouseId: warehouse.SZX, arrivesFrom: '2026-12-25' });
  });
});
