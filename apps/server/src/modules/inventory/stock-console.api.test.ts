import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../i18n/messages.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer } from '../../../test/buyers.js';
import { OPS, staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { putStock, stockByWarehouse } from '../../../test/warehouses.js';
import { rows, type Db } from '../../db/client.js';
import { stockDifferences } from './index.js';

// The stock console (issue 28): stock per warehouse listed and searched, a count set with a reason
// (never below what orders hold), units moved between warehouses (never more than available, two
// at once included), incoming deliveries recorded, received once and cancelled, the ledger with
// who and why, the warehouses' settings, holidays and transit days. Every change is a ledger row
// and an audit entry, agents change nothing, hostile input is a 4xx, and afterwards the ledger adds
// up to the stock (stockDifferences finds nothing).

let ctx: TestContext;
let call: ReturnType<typeof api>;
let db: Db;
let sales: { authorization: string };
let agent: { authorization: string };
const wh: Record<string, number> = {};
let methodId: number;
const BASE = '/api/ew/staff/inventory';
const usedSkus: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', PAYMENT_TIMEOUT_MINUTES: '30' });
  call = api(ctx);
  db = ctx.storage.db;
  sales = await staffOf(ctx, 'sales');
  agent = await staffOf(ctx, 'agent');
  for (const w of await rows<{ id: number; code: string }>(db, sql`SELECT id, code FROM warehouse`)) wh[w.code] = Number(w.id);
  methodId = Number((await rows<{ id: number }>(db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`))[0]!.id);
}, 60_000);
afterAll(() => ctx?.close());

let skuOffset = 0;
/** A published SKU of its own for each test, with known stock per warehouse. */
async function freshSku(stock: Record<string, number>): Promise<{ skuId: number; productNo: string; model: string }> {
  const [s] = await rows<{ skuId: number; productNo: string; model: string }>(
    db,
    sql`SELECT s.id AS "skuId", s.product_no AS "productNo", p.model FROM sku s JOIN product p ON p.id = s.product_id
         WHERE p.status = 'published' ORDER BY s.id LIMIT 1 OFFSET ${40 + skuOffset++}`,
  );
  const skuId = Number(s!.skuId);
  await putStock(ctx, skuId, { SZX: 0, DEL: 0, MUC: 0, TYO: 0, ...stock });
  usedSkus.push(skuId);
  return { skuId, productNo: s!.productNo, model: s!.model };
}

const skuStock = async (skuId: number) => Number((await rows<{ stock: number }>(db, sql`SELECT stock FROM sku WHERE id = ${skuId}`))[0]!.stock);
const rowOf = async (skuId: number, productNo: string) => {
  const r = await call('GET', `${BASE}/stock?q=${encodeURIComponent(productNo)}&pageSize=100`, { headers: sales });
  expect(r.status, r.body.msg).toBe(200);
  return (r.body.data.items as { skuId: number; available: number; levels: { warehouseId: number; onHand: number; reserved: number; available: number }[]; incoming: { id: number; warehouseId: number; quantity: number; expectedOn: string }[] }[]).find((i) => i.skuId === skuId)!;
};
const audit = async (entityType: string, entityId: number | string) =>
  (await call('GET', `${BASE.replace('/inventory', '')}/audit?entityType=${entityType}&entityId=${encodeURIComponent(String(entityId))}`, { headers: OPS })).body.data.items as { action: string; before: any; after: any; staffName: string }[];
const ledger = async (skuId: number) => (await call('GET', `${BASE}/skus/${skuId}/ledger?pageSize=100`, { headers: sales })).body.data;

/** A Finnish buyer orders `quantity` units (Munich serves Finland first): reserved there. */
async function order(skuId: number, quantity: number): Promise<string> {
  const b = await makeBuyer(ctx, 'FI');
  const r = await call('POST', '/orders', { token: b.token, body: { idempotencyKey: randomUUID(), items: [{ skuId, quantity }], shippingAddressId: b.addressId, shippingMethodId: methodId } });
  expect(r.status, r.body.msg).toBe(200);
  return r.body.data.orderNo as string;
}

/** Today in a time zone, and a day `days` on. */
const dayIn = (timeZone: string, days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

describe('roles', () => {
  it('lets sales read and write, an agent neither; a guest is 401', async () => {
    const s = await freshSku({ SZX: 5 });
    expect((await call('GET', `${BASE}/stock`, { headers: agent })).status).toBe(403);
    expect((await call('GET', `${BASE}/warehouses`, { headers: agent })).status).toBe(403);
    expect((await call('PUT', `${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { headers: agent, body: { onHand: 9, reason: 'count' } })).status).toBe(403);
    expect((await call('POST', `${BASE}/skus/${s.skuId}/transfers`, { headers: agent, body: { fromWarehouseId: wh.SZX, toWarehouseId: wh.DEL, quantity: 1 } })).status).toBe(403);
    expect((await call('GET', `${BASE}/stock`)).status).toBe(401);
    expect((await stockByWarehouse(ctx, s.skuId)).SZX!.onHand).toBe(5);
    expect((await call('GET', `${BASE}/stock`, { headers: sales })).status).toBe(200);
  });
});

describe('the list', () => {
  it('shows each SKU per warehouse with open incoming, found by product number or model, and filters short and out', async () => {
    const s = await freshSku({ SZX: 4, MUC: 6 });
    const r = await rowOf(s.skuId, s.productNo);
    const by = (code: string) => r.levels.find((l) => l.warehouseId === wh[code])!;
    expect(by('SZX')).toMatchObject({ onHand: 4, reserved: 0, available: 4 });
    expect(by('MUC')).toMatchObject({ onHand: 6, available: 6 });
    expect(by('TYO')).toMatchObject({ onHand: 0, available: 0 });
    expect(r.available).toBe(10);
    const list = await call('GET', `${BASE}/stock?q=${encodeURIComponent(s.model.toLowerCase())}&pageSize=100`, { headers: sales });
    expect(list.body.data.items.map((i: { skuId: number }) => i.skuId)).toContain(s.skuId);
    expect(list.body.data.warehouses.map((w: { code: string }) => w.code)).toEqual(expect.arrayContaining(['SZX', 'DEL', 'MUC', 'TYO']));

    const ids = async (query: string) => (await call('GET', `${BASE}/stock?q=${encodeURIComponent(s.productNo)}&${query}`, { headers: sales })).body.data.items.map((i: { skuId: number }) => i.skuId);
    expect(await ids('filter=short')).toContain(s.skuId);
    expect(await ids('filter=out')).not.toContain(s.skuId);
    expect(await ids(`filter=short&warehouseId=${wh.SZX}`)).not.toContain(s.skuId);
    expect(await ids(`filter=short&warehouseId=${wh.DEL}`)).toContain(s.skuId);
    expect(await ids(`warehouseId=${wh.MUC}`)).toContain(s.skuId);
    expect(await ids(`warehouseId=${wh.TYO}`)).not.toContain(s.skuId);
    const out = await freshSku({});
    expect((await call('GET', `${BASE}/stock?q=${encodeURIComponent(out.productNo)}&filter=out`, { headers: sales })).body.data.items.map((i: { skuId: number }) => i.skuId)).toContain(out.skuId);
  });

  it('pages: total counts every match, a page holds at most pageSize', async () => {
    const r = await call('GET', `${BASE}/stock?pageSize=3&page=2`, { headers: sales });
    expect(r.body.data.items).toHaveLength(3);
    expect(r.body.data.total).toBeGreaterThan(6);
  });

  it('answers hostile queries with 4xx', async () => {
    for (const q of ['q=%00', `q=${'x'.repeat(101)}`, 'pageSize=1000', 'page=0', 'filter=nope', 'warehouseId=99999999999', 'warehouseId=-1']) {
      const r = await call('GET', `${BASE}/stock?${q}`, { headers: sales });
      expect(r.status, q).toBeGreaterThanOrEqual(400);
      expect(r.status, q).toBeLessThan(500);
    }
  });
});

describe('setting on hand', () => {
  it('sets a count with a reason: ledger row (who, why), audit entry, sellable stock follows', async () => {
    const s = await freshSku({ SZX: 5, DEL: 2 });
    const r = await call('PUT', `${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { headers: sales, body: { onHand: 9, reason: 'Stocktake 2026-11', onHandWas: 5 } });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.levels.find((l: { warehouseId: number }) => l.warehouseId === wh.SZX)).toMatchObject({ onHand: 9, available: 9 });
    expect(r.body.data.available).toBe(11);
    expect(await skuStock(s.skuId)).toBe(11);
    const l = await ledger(s.skuId);
    expect(l.items[0]).toMatchObject({ reason: 'set', onHandDelta: 4, reservedDelta: 0, warehouseCode: 'SZX', note: 'Stocktake 2026-11', orderNo: null });
    expect(l.items[0].staffName).toMatch(/^sales /);
    const a = await audit('sku', s.skuId);
    expect(a[0]).toMatchObject({ action: 'stock.set', before: { warehouse: 'SZX', onHand: 5 }, after: { warehouse: 'SZX', onHand: 9, reason: 'Stocktake 2026-11' } });
  });

  it('never goes below what orders hold there: 409 in the staff member’s language, nothing changed', async () => {
    const s = await freshSku({ MUC: 10 });
    await order(s.skuId, 4);
    expect((await stockByWarehouse(ctx, s.skuId)).MUC).toEqual({ onHand: 10, reserved: 4 });
    const r = await call('PUT', `${BASE}/skus/${s.skuId}/stock/${wh.MUC}`, { headers: sales, lang: 'fr', body: { onHand: 3, reason: 'casse' } });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe(MESSAGES.fr.stockBelowReserved.replace('{reserved}', '4'));
    expect((await stockByWarehouse(ctx, s.skuId)).MUC).toEqual({ onHand: 10, reserved: 4 });
    const ok = await call('PUT', `${BASE}/skus/${s.skuId}/stock/${wh.MUC}`, { headers: sales, body: { onHand: 4, reason: 'damaged' } });
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.body.data.available).toBe(0);
    expect(await skuStock(s.skuId)).toBe(0);
    // The order's reservation shows in the ledger with its number.
    const l = await ledger(s.skuId);
    expect(l.items.find((i: { reason: string }) => i.reason === 'reserve').orderNo).toMatch(/\S/);
  });

  it('refuses a save over a count that changed since it was read (409), and changes nothing', async () => {
    const s = await freshSku({ TYO: 7 });
    const rowsBefore = (await ledger(s.skuId)).total;
    const r = await call('PUT', `${BASE}/skus/${s.skuId}/stock/${wh.TYO}`, { headers: sales, lang: 'en', body: { onHand: 2, reason: 'count', onHandWas: 6 } });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe(MESSAGES.en.stockChanged.replace('{onHand}', '7'));
    expect((await stockByWarehouse(ctx, s.skuId)).TYO!.onHand).toBe(7);
    expect((await ledger(s.skuId)).total).toBe(rowsBefore);
  });

  it('answers hostile input with 4xx, never 500, and changes nothing', async () => {
    const s = await freshSku({ SZX: 3 });
    const bad: [string, unknown][] = [
      [`${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { onHand: -1, reason: 'x' }],
      [`${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { onHand: 1e12, reason: 'x' }],
      [`${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { onHand: 1.5, reason: 'x' }],
      [`${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { onHand: '5', reason: 'x' }],
      [`${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { onHand: 5 }],
      [`${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { onHand: 5, reason: '   ' }],
      [`${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { onHand: 5, reason: 'a\u0000b' }],
      [`${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { onHand: 5, reason: 'x'.repeat(201) }],
      [`${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { onHand: 5, reason: 'x', onHandWas: 2 ** 31 }],
      [`${BASE}/skus/2147483648/stock/${wh.SZX}`, { onHand: 5, reason: 'x' }],
      [`${BASE}/skus/${s.skuId}/stock/99999999999`, { onHand: 5, reason: 'x' }],
      [`${BASE}/skus/999999999/stock/${wh.SZX}`, { onHand: 5, reason: 'x' }],
      [`${BASE}/skus/${s.skuId}/stock/999999999`, { onHand: 5, reason: 'x' }],
      [`${BASE}/skus/${s.skuId}/stock/0`, { onHand: 5, reason: 'x' }],
      [`${BASE}/skus/abc/stock/${wh.SZX}`, { onHand: 5, reason: 'x' }],
    ];
    for (const [url, body] of bad) {
      const r = await call('PUT', url, { headers: sales, body, lang: 'ja' });
      expect(r.status, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(r.body.msg).toMatch(/\S/);
    }
    expect((await stockByWarehouse(ctx, s.skuId)).SZX!.onHand).toBe(3);
  });
});

describe('moving stock', () => {
  it('moves available units: both rows in one go, two transfer rows, sellable stock unchanged, audited', async () => {
    const s = await freshSku({ SZX: 10, MUC: 1 });
    const r = await call('POST', `${BASE}/skus/${s.skuId}/transfers`, { headers: sales, body: { fromWarehouseId: wh.SZX, toWarehouseId: wh.MUC, quantity: 6, note: 'EU demand' } });
    expect(r.status, r.body.msg).toBe(200);
    const after = await stockByWarehouse(ctx, s.skuId);
    expect(after.SZX!.onHand).toBe(4);
    expect(after.MUC!.onHand).toBe(7);
    expect(await skuStock(s.skuId)).toBe(11);
    const t = (await ledger(s.skuId)).items.filter((i: { reason: string }) => i.reason === 'transfer');
    expect(t.map((i: { warehouseCode: string; onHandDelta: number; note: string }) => [i.warehouseCode, i.onHandDelta, i.note]).sort()).toEqual([
      ['MUC', 6, 'EU demand'],
      ['SZX', -6, 'EU demand'],
    ]);
    expect((await audit('sku', s.skuId))[0]).toMatchObject({ action: 'stock.transfer', before: { 'onHand.SZX': 10, 'onHand.MUC': 1 }, after: { 'onHand.SZX': 4, 'onHand.MUC': 7, quantity: 6 } });
  });

  it('moves at most what the source has available (reserved units stay), 409 localized', async () => {
    const s = await freshSku({ MUC: 5 });
    await order(s.skuId, 3);
    const r = await call('POST', `${BASE}/skus/${s.skuId}/transfers`, { headers: sales, lang: 'zh-CN', body: { fromWarehouseId: wh.MUC, toWarehouseId: wh.DEL, quantity: 3 } });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe(MESSAGES['zh-CN'].stockNotAvailable.replace('{available}', '2'));
    expect(await stockByWarehouse(ctx, s.skuId)).toMatchObject({ MUC: { onHand: 5, reserved: 3 }, DEL: { onHand: 0 } });
    expect((await call('POST', `${BASE}/skus/${s.skuId}/transfers`, { headers: sales, body: { fromWarehouseId: wh.MUC, toWarehouseId: wh.DEL, quantity: 2 } })).status).toBe(200);
  });

  it('of two moves at once that together exceed the source, exactly one succeeds', async () => {
    const s = await freshSku({ DEL: 10 });
    const move = (to: string) => call('POST', `${BASE}/skus/${s.skuId}/transfers`, { headers: sales, body: { fromWarehouseId: wh.DEL, toWarehouseId: wh[to], quantity: 6 } });
    const results = await Promise.all([move('SZX'), move('TYO')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await stockByWarehouse(ctx, s.skuId);
    expect(after.DEL!.onHand).toBe(4);
    expect(after.SZX!.onHand + after.TYO!.onHand).toBe(6);
    expect(await skuStock(s.skuId)).toBe(10);
  });

  it('answers hostile moves with 4xx and changes nothing', async () => {
    const s = await freshSku({ SZX: 5 });
    const bodies = [
      { fromWarehouseId: wh.SZX, toWarehouseId: wh.SZX, quantity: 1 },
      { fromWarehouseId: wh.SZX, toWarehouseId: wh.DEL, quantity: 0 },
      { fromWarehouseId: wh.SZX, toWarehouseId: wh.DEL, quantity: -3 },
      { fromWarehouseId: wh.SZX, toWarehouseId: wh.DEL, quantity: 2 ** 53 },
      { fromWarehouseId: wh.SZX, toWarehouseId: wh.DEL, quantity: 1_000_001 },
      { fromWarehouseId: 2 ** 31, toWarehouseId: wh.DEL, quantity: 1 },
      { fromWarehouseId: wh.SZX, toWarehouseId: 999_999_999, quantity: 1 },
      { fromWarehouseId: wh.SZX, toWarehouseId: wh.DEL, quantity: 1, note: 'a\u0000' },
      { fromWarehouseId: wh.SZX, quantity: 1 },
    ];
    for (const body of bodies) {
      const r = await call('POST', `${BASE}/skus/${s.skuId}/transfers`, { headers: sales, body });
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await call('POST', `${BASE}/skus/2147483648/transfers`, { headers: sales, body: { fromWarehouseId: wh.SZX, toWarehouseId: wh.DEL, quantity: 1 } })).status).toBeLessThan(500);
    expect((await call('POST', `${BASE}/skus/999999999/transfers`, { headers: sales, body: { fromWarehouseId: wh.SZX, toWarehouseId: wh.DEL, quantity: 1 } })).status).toBe(404);
    expect((await stockByWarehouse(ctx, s.skuId)).SZX!.onHand).toBe(5);
  });
});

describe('incoming stock', () => {
  it('is recorded, listed, received once (on hand up, ledger receive, audit) and a replay is 409', async () => {
    const s = await freshSku({ DEL: 1 });
    const expectedOn = dayIn('America/New_York', 10);
    const r = await call('POST', `${BASE}/skus/${s.skuId}/incoming`, { headers: sales, body: { warehouseId: wh.DEL, quantity: 25, expectedOn, note: 'PO-4711' } });
    expect(r.status, r.body.msg).toBe(200);
    const inc = r.body.data.incoming.find((i: { warehouseId: number }) => i.warehouseId === wh.DEL);
    expect(inc).toMatchObject({ quantity: 25, expectedOn, note: 'PO-4711' });
    expect((await audit('stock_incoming', inc.id))[0]).toMatchObject({ action: 'incoming.create', after: { quantity: 25, expectedOn, status: 'open' } });

    const got = await call('POST', `${BASE}/skus/${s.skuId}/incoming/${inc.id}/receive`, { headers: sales });
    expect(got.status, got.body.msg).toBe(200);
    expect(got.body.data.incoming).toEqual([]);
    expect((await stockByWarehouse(ctx, s.skuId)).DEL!.onHand).toBe(26);
    expect(await skuStock(s.skuId)).toBe(26);
    expect((await ledger(s.skuId)).items[0]).toMatchObject({ reason: 'receive', onHandDelta: 25, warehouseCode: 'DEL' });
    expect((await audit('stock_incoming', inc.id))[0]).toMatchObject({ action: 'incoming.receive', after: { status: 'received' } });

    const again = await call('POST', `${BASE}/skus/${s.skuId}/incoming/${inc.id}/receive`, { headers: sales, lang: 'fi' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(MESSAGES.fi.incomingNotOpen);
    expect((await call('POST', `${BASE}/skus/${s.skuId}/incoming/${inc.id}/cancel`, { headers: sales })).status).toBe(409);
    expect((await stockByWarehouse(ctx, s.skuId)).DEL!.onHand).toBe(26);
  });

  it('two receipts at once add the units once', async () => {
    const s = await freshSku({});
    const r = await call('POST', `${BASE}/skus/${s.skuId}/incoming`, { headers: sales, body: { warehouseId: wh.TYO, quantity: 8, expectedOn: dayIn('Asia/Tokyo', 1) } });
    const id = r.body.data.incoming[0].id;
    const both = await Promise.all([1, 2].map(() => call('POST', `${BASE}/skus/${s.skuId}/incoming/${id}/receive`, { headers: sales })));
    expect(both.map((x) => x.status).sort()).toEqual([200, 409]);
    expect((await stockByWarehouse(ctx, s.skuId)).TYO!.onHand).toBe(8);
  });

  it('is cancelled (gone from the list, nothing on hand); another SKU’s delivery id is 404', async () => {
    const s = await freshSku({});
    const other = await freshSku({});
    const r = await call('POST', `${BASE}/skus/${s.skuId}/incoming`, { headers: sales, body: { warehouseId: wh.MUC, quantity: 3, expectedOn: dayIn('Europe/Berlin') } });
    expect(r.status, r.body.msg).toBe(200);
    const id = r.body.data.incoming[0].id;
    expect((await call('POST', `${BASE}/skus/${other.skuId}/incoming/${id}/receive`, { headers: sales })).status).toBe(404);
    expect((await call('POST', `${BASE}/skus/${other.skuId}/incoming/${id}/cancel`, { headers: sales })).status).toBe(404);
    expect((await call('POST', `${BASE}/skus/${s.skuId}/incoming/2147483648/receive`, { headers: sales })).status).toBeLessThan(500);
    const c = await call('POST', `${BASE}/skus/${s.skuId}/incoming/${id}/cancel`, { headers: sales });
    expect(c.status, c.body.msg).toBe(200);
    expect(c.body.data.incoming).toEqual([]);
    expect((await call('POST', `${BASE}/skus/${s.skuId}/incoming/${id}/receive`, { headers: sales })).status).toBe(409);
    expect((await stockByWarehouse(ctx, s.skuId)).MUC!.onHand).toBe(0);
    expect((await audit('stock_incoming', id))[0]).toMatchObject({ action: 'incoming.cancel' });
  });

  it('takes an expected date from today to two years on in the warehouse’s calendar, a quantity > 0', async () => {
    const s = await freshSku({});
    const post = (body: Record<string, unknown>, lang = 'en') => call('POST', `${BASE}/skus/${s.skuId}/incoming`, { headers: sales, lang, body: { warehouseId: wh.SZX, quantity: 1, ...body } });
    const past = await post({ expectedOn: dayIn('Asia/Shanghai', -2) }, 'es');
    expect(past.status).toBe(422);
    expect(past.body.msg).toMatch(new RegExp(dayIn('Asia/Shanghai')));
    expect(past.body.data.fields).toEqual({ expectedOn: 'invalid' });
    expect((await post({ expectedOn: dayIn('Asia/Shanghai', 3 * 366) })).status).toBe(422);
    expect((await post({ expectedOn: dayIn('Asia/Shanghai', 700) })).status).toBe(200);
    for (const body of [{ expectedOn: '2026-02-30' }, { expectedOn: '2026-13-01' }, { expectedOn: 'tomorrow' }, { expectedOn: dayIn('Asia/Shanghai', 1), quantity: 0 }, { expectedOn: dayIn('Asia/Shanghai', 1), quantity: -5 }, { expectedOn: dayIn('Asia/Shanghai', 1), quantity: 1e9 }, { expectedOn: dayIn('Asia/Shanghai', 1), warehouseId: 2 ** 31 }, { expectedOn: dayIn('Asia/Shanghai', 1), note: '\u0000' }]) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe('the ledger', () => {
  it('lists newest first with paging', async () => {
    const s = await freshSku({ SZX: 1 });
    for (const n of [2, 3, 4]) expect((await call('PUT', `${BASE}/skus/${s.skuId}/stock/${wh.SZX}`, { headers: sales, body: { onHand: n, reason: `count ${n}` } })).status).toBe(200);
    const p1 = (await call('GET', `${BASE}/skus/${s.skuId}/ledger?pageSize=2`, { headers: sales })).body.data;
    expect(p1.items.map((i: { note: string }) => i.note)).toEqual(['count 4', 'count 3']);
    expect(p1.total).toBeGreaterThanOrEqual(4);
    const p2 = (await call('GET', `${BASE}/skus/${s.skuId}/ledger?pageSize=2&page=2`, { headers: sales })).body.data;
    expect(p2.items[0].note).toBe('count 2');
    expect(p1.sku.productNo).toBe(s.productNo);
    expect((await call('GET', `${BASE}/skus/999999999/ledger`, { headers: sales })).status).toBe(404);
    expect((await call('GET', `${BASE}/skus/${s.skuId}/ledger`, { headers: agent })).status).toBe(403);
  });
});

describe('warehouse settings', () => {
  it('saves cutoff, working days and active over the version (stale: 409), audited', async () => {
    const list = (await call('GET', `${BASE}/warehouses`, { headers: sales, lang: 'fr' })).body.data.items as { id: number; code: string; version: number; cutoffMinute: number; workingDays: number; active: boolean; countryName: string; name: string }[];
    expect(list.map((w) => w.code)).toEqual(expect.arrayContaining(['SZX', 'DEL', 'MUC', 'TYO']));
    const muc = list.find((w) => w.code === 'MUC')!;
    expect(muc.countryName).toBe('Allemagne');
    const r = await call('PUT', `${BASE}/warehouses/${muc.id}`, { headers: sales, body: { cutoffMinute: 15 * 60 + 30, workingDays: 31, active: true, version: muc.version } });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({ cutoffMinute: 930, workingDays: 31, version: muc.version + 1 });
    const stale = await call('PUT', `${BASE}/warehouses/${muc.id}`, { headers: sales, lang: 'de', body: { cutoffMinute: 600, workingDays: 31, active: true, version: muc.version } });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(MESSAGES['zh-CN'].warehouseStale.replace('{version}', String(muc.version + 1)));
    expect((await audit('warehouse', muc.id))[0]).toMatchObject({ action: 'warehouse.update', before: { cutoffMinute: muc.cutoffMinute }, after: { cutoffMinute: 930 } });
    // Put it back for the other tests.
    expect((await call('PUT', `${BASE}/warehouses/${muc.id}`, { headers: sales, body: { cutoffMinute: muc.cutoffMinute, workingDays: muc.workingDays, active: true, version: muc.version + 1 } })).status).toBe(200);
  });

  it('keeps a warehouse with stock active; an empty one is deactivated and then takes no stock', async () => {
    const list = (await call('GET', `${BASE}/warehouses`, { headers: sales })).body.data.items as { id: number; code: string; version: number; cutoffMinute: number; workingDays: number }[];
    const szx = list.find((w) => w.code === 'SZX')!;
    const r = await call('PUT', `${BASE}/warehouses/${szx.id}`, { headers: sales, body: { cutoffMinute: szx.cutoffMinute, workingDays: szx.workingDays, active: false, version: szx.version } });
    expect(r.status).toBe(409);
    expect(r.body.msg).toMatch(/\d/);
    // A new, empty warehouse (test set-up).
    const [nw] = await rows<{ id: number }>(db, sql`INSERT INTO warehouse (code, country_id, time_zone, cutoff_minute, working_days, sort) SELECT 'TST', country_id, 'Europe/Berlin', 900, 31, 99 FROM warehouse WHERE code = 'MUC' RETURNING id`);
    const id = Number(nw!.id);
    const off = await call('PUT', `${BASE}/warehouses/${id}`, { headers: sales, body: { cutoffMinute: 900, workingDays: 31, active: false, version: 1 } });
    expect(off.status, off.body.msg).toBe(200);
    const s = await freshSku({ SZX: 3 });
    expect((await call('PUT', `${BASE}/skus/${s.skuId}/stock/${id}`, { headers: sales, body: { onHand: 5, reason: 'x' } })).status).toBe(409);
    expect((await call('POST', `${BASE}/skus/${s.skuId}/transfers`, { headers: sales, body: { fromWarehouseId: wh.SZX, toWarehouseId: id, quantity: 1 } })).status).toBe(409);
    expect((await call('POST', `${BASE}/skus/${s.skuId}/incoming`, { headers: sales, body: { warehouseId: id, quantity: 1, expectedOn: dayIn('Europe/Berlin', 2) } })).status).toBe(409);
    expect(await stockByWarehouse(ctx, s.skuId)).toMatchObject({ SZX: { onHand: 3 } });
  });

  it('answers bad settings with 4xx', async () => {
    for (const body of [
      { cutoffMinute: 1440, workingDays: 31, active: true, version: 1 },
      { cutoffMinute: -1, workingDays: 31, active: true, version: 1 },
      { cutoffMinute: 600, workingDays: 0, active: true, version: 1 },
      { cutoffMinute: 600, workingDays: 128, active: true, version: 1 },
      { cutoffMinute: 600, workingDays: 31, active: 'yes', version: 1 },
      { cutoffMinute: 600, workingDays: 31, active: true, version: 2 ** 31 },
    ]) {
      const r = await call('PUT', `${BASE}/warehouses/${wh.DEL}`, { headers: sales, body });
      expect(r.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call('PUT', `${BASE}/warehouses/999999999`, { headers: sales, body: { cutoffMinute: 600, workingDays: 31, active: true, version: 1 } })).status).toBe(404);
    expect((await call('PUT', `${BASE}/warehouses/${wh.DEL}`, { headers: agent, body: { cutoffMinute: 600, workingDays: 31, active: true, version: 1 } })).status).toBe(403);
  });

  it('keeps holidays per country (warehouses and destinations): add, rename, list, remove, audited', async () => {
    const [de] = await rows<{ countryId: number }>(db, sql`SELECT country_id AS "countryId" FROM warehouse WHERE code = 'MUC'`);
    const countryId = Number(de!.countryId);
    const add = await call('POST', `${BASE}/holidays`, { headers: sales, body: { countryId, day: '2027-12-24', name: 'Heiligabend' } });
    expect(add.status, add.body.msg).toBe(200);
    expect(add.body.data.items).toContainEqual({ day: '2027-12-24', name: 'Heiligabend' });
    expect((await call('POST', `${BASE}/holidays`, { headers: sales, body: { countryId, day: '2027-12-24', name: 'Heiligabend (Betriebsruhe)' } })).status).toBe(200);
    const listed = (await call('GET', `${BASE}/holidays?countryId=${countryId}&year=2027`, { headers: sales })).body.data.items;
    expect(listed).toContainEqual({ day: '2027-12-24', name: 'Heiligabend (Betriebsruhe)' });
    expect((await audit('holiday', `${countryId}:2027-12-24`)).map((e) => e.action)).toEqual(['holiday.update', 'holiday.add']);
    expect((await call('DELETE', `${BASE}/holidays/${countryId}/2027-12-24`, { headers: sales })).status).toBe(200);
    expect((await call('GET', `${BASE}/holidays?countryId=${countryId}&year=2027`, { headers: sales })).body.data.items.map((h: { day: string }) => h.day)).not.toContain('2027-12-24');
    expect((await call('DELETE', `${BASE}/holidays/${countryId}/2027-12-24`, { headers: sales })).status).toBe(404);
    // A destination country has holidays too (no deliveries there): Finland's Christmas is listed.
    const [fi] = await rows<{ id: number }>(db, sql`SELECT id FROM country WHERE code = 'FI'`);
    const finland = await call('GET', `${BASE}/holidays?countryId=${Number(fi!.id)}&year=2026`, { headers: sales });
    expect(finland.status).toBe(200);
    expect(finland.body.data.items.map((h: { day: string }) => h.day)).toEqual(expect.arrayContaining(['2026-12-06', '2026-12-24', '2026-12-25', '2026-12-26']));
    // An unknown country, bad days, hostile names.
    const [{ maxId }] = (await rows<{ maxId: number }>(db, sql`SELECT max(id) AS "maxId" FROM country`)) as [{ maxId: number }];
    expect((await call('GET', `${BASE}/holidays?countryId=${Number(maxId) + 1000}`, { headers: sales })).status).toBe(422);
    for (const body of [{ countryId: Number(maxId) + 1000, day: '2027-01-06' }, { countryId, day: '2027-02-30' }, { countryId, day: '27-01-01' }, { countryId, day: '2027-01-06', name: 'x\u0000' }, { countryId: 2 ** 31, day: '2027-01-06' }]) {
      const r = await call('POST', `${BASE}/holidays`, { headers: sales, body });
      expect(r.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call('DELETE', `${BASE}/holidays/${countryId}/2027-02-30`, { headers: sales })).status).toBeLessThan(500);
    expect((await call('DELETE', `${BASE}/holidays/99999999999/2027-01-01`, { headers: sales })).status).toBeLessThan(500);
  });

  it('keeps transit days: a country row is added, changed and removed; the default row stays', async () => {
    const [fi] = await rows<{ id: number }>(db, sql`SELECT id FROM country WHERE code = 'SG'`);
    const countryId = Number(fi!.id);
    const list = (await call('GET', `${BASE}/transit?warehouseId=${wh.MUC}`, { headers: sales, lang: 'ja' })).body.data;
    expect(list.methods.length).toBeGreaterThan(0);
    expect(list.countries.length).toBeGreaterThan(10);
    const def = list.items.find((t: { countryId: number | null; methodId: number }) => t.countryId === null && t.methodId === methodId);
    expect(def).toBeTruthy();
    const set = await call('PUT', `${BASE}/transit`, { headers: sales, body: { methodId, warehouseId: wh.MUC, countryId, daysMin: 4, daysMax: 6 } });
    expect(set.status, set.body.msg).toBe(200);
    expect(set.body.data).toMatchObject({ countryId, daysMin: 4, daysMax: 6 });
    const again = await call('PUT', `${BASE}/transit`, { headers: sales, body: { methodId, warehouseId: wh.MUC, countryId, daysMin: 3, daysMax: 5 } });
    expect(again.body.data).toMatchObject({ id: set.body.data.id, daysMin: 3, daysMax: 5 });
    expect((await audit('transit_time', set.body.data.id)).map((e) => e.action)).toEqual(['transit.set', 'transit.set']);
    const rm = await call('DELETE', `${BASE}/transit/${set.body.data.id}`, { headers: sales });
    expect(rm.status, rm.body.msg).toBe(200);
    expect((await call('DELETE', `${BASE}/transit/${set.body.data.id}`, { headers: sales })).status).toBe(404);
    const keep = await call('DELETE', `${BASE}/transit/${def.id}`, { headers: sales, lang: 'en' });
    expect(keep.status).toBe(409);
    expect(keep.body.msg).toBe(MESSAGES.en.transitDefaultStays);
    // The default's days change.
    const d = await call('PUT', `${BASE}/transit`, { headers: sales, body: { methodId, warehouseId: wh.MUC, countryId: null, daysMin: def.daysMin, daysMax: def.daysMax + 1 } });
    expect(d.body.data).toMatchObject({ id: def.id, daysMax: def.daysMax + 1 });
    for (const body of [
      { methodId, warehouseId: wh.MUC, countryId, daysMin: 5, daysMax: 4 },
      { methodId, warehouseId: wh.MUC, countryId, daysMin: 0, daysMax: 91 },
      { methodId, warehouseId: wh.MUC, countryId, daysMin: -1, daysMax: 2 },
      { methodId: 999_999_999, warehouseId: wh.MUC, countryId, daysMin: 1, daysMax: 2 },
      { methodId, warehouseId: 999_999_999, countryId, daysMin: 1, daysMax: 2 },
      { methodId, warehouseId: wh.MUC, countryId: 999_999_999, daysMin: 1, daysMax: 2 },
      { methodId, warehouseId: wh.MUC, countryId: 2 ** 31, daysMin: 1, daysMax: 2 },
    ]) {
      const r = await call('PUT', `${BASE}/transit`, { headers: sales, body });
      expect(r.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call('PUT', `${BASE}/transit`, { headers: agent, body: { methodId, warehouseId: wh.MUC, countryId, daysMin: 1, daysMax: 2 } })).status).toBe(403);
  });
});

describe('consistency', () => {
  it('leaves the ledger adding up to the stock, and each SKU’s stock the sum of what its warehouses can sell', async () => {
    expect(await stockDifferences(db)).toEqual([]);
    for (const skuId of usedSkus) {
      const per = await stockByWarehouse(ctx, skuId);
      const sum = Object.values(per).reduce((n, w) => n + w.onHand - w.reserved, 0);
      expect(await skuStock(skuId), `sku ${skuId}`).toBe(sum);
    }
  });
});
