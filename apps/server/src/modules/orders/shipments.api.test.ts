import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderBadge } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type Db } from '../../db/client.js';
import { stockDifferences } from '../inventory/index.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, skuInStock, stockOf, type Buyer } from '../../../test/buyers.js';
import { staffLogin } from '../../../test/staff.js';
import { orderLedger, putStock, stockByWarehouse } from '../../../test/warehouses.js';

// Split shipments (issue 28, ADR 0044): an order whose stock comes from two warehouses leaves in
// two parcels, each shipped and delivered on its own with its own carrier and tracking number; the
// order follows them, the buyer is told which part left, and cancel and refund give the stock back
// to the warehouse it came from. A Finnish buyer is served by Munich first, then Shenzhen.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let buyer: Buyer;
let methodId: number;
const OPS = { authorization: 'Bearer dev-ops-token' };
const PASSWORD = 'Staff#2026';
const token: Record<'sales' | 'finance' | 'agent', string> = { sales: '', finance: '', agent: '' };
const as = (role: keyof typeof token) => ({ authorization: `Bearer ${token[role]}` });
const base = (orderNo: string) => `/api/ew/staff/orders/${orderNo}`;
let nextSku = 0;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  buyer = await makeBuyer(ctx, 'FI');
  methodId = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE enabled ORDER BY sort, id LIMIT 1`))[0]!.id);
  for (const role of ['sales', 'finance', 'agent'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `Test ${role}`, password: PASSWORD, roles: [role] } })).status).toBe(200);
    token[role] = await staffLogin(call, email, PASSWORD);
  }
});
afterAll(async () => ctx?.close());

/**
 * Two SKUs: A is in Munich (the Finnish buyer's nearest), B only in Shenzhen. An order of A ×2 and
 * B ×3 is placed (and paid unless told not to): shipment 1 from Munich, 2 from Shenzhen.
 */
async function splitOrder(pay = true) {
  const a = await skuInStock(ctx, 1, nextSku++);
  const b = await skuInStock(ctx, 1, nextSku++);
  await putStock(ctx, a.skuId, { MUC: 10, SZX: 0, DEL: 0, TYO: 0 });
  await putStock(ctx, b.skuId, { MUC: 0, SZX: 10, DEL: 0, TYO: 0 });
  const placed = await call('POST', '/orders', {
    token: buyer.token,
    body: { idempotencyKey: randomUUID(), items: [{ skuId: a.skuId, quantity: 2 }, { skuId: b.skuId, quantity: 3 }], shippingAddressId: buyer.addressId, shippingMethodId: methodId },
  });
  expect(placed.status, placed.body.msg).toBe(200);
  const orderNo = placed.body.data.orderNo as string;
  let ref = '';
  if (pay) {
    const p = await call('POST', `/orders/${orderNo}/pay`, { token: buyer.token, body: { method: 'sandbox' } });
    ref = /sbx_[0-9a-f]+/.exec(p.body.data.payUrl)![0];
    await ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  }
  const [names] = await rows<{ a: string; b: string }>(
    ctx.storage.db,
    sql`SELECT (SELECT product_no FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${orderNo} AND l.sku_id = ${a.skuId}) AS a,
               (SELECT product_no FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${orderNo} AND l.sku_id = ${b.skuId}) AS b`,
  );
  return { orderNo, a: a.skuId, b: b.skuId, noA: names!.a, noB: names!.b, total: placed.body.data.total.amount as number, ref };
}

const detail = async (orderNo: string, lang = 'en') => (await call('GET', `/orders/${orderNo}`, { token: buyer.token, lang })).body.data;
const listed = async (orderNo: string) => (await call('GET', '/orders?pageSize=50', { token: buyer.token })).body.data.items.find((o: { orderNo: string }) => o.orderNo === orderNo);
const ship = (orderNo: string, seq: number | string, carrier: string, trackingNo: string, role: keyof typeof token = 'sales') =>
  call('POST', `${base(orderNo)}/shipments/${seq}/ship`, { headers: as(role), body: { carrier, trackingNo }, lang: 'en' });
const deliver = (orderNo: string, seq: number | string) => call('POST', `${base(orderNo)}/shipments/${seq}/deliver`, { headers: as('sales'), lang: 'en' });
const orderStatus = async (orderNo: string) =>
  (await rows<{ status: string; carrier: string | null; trackingNo: string | null }>(ctx.storage.db, sql`SELECT status, carrier, tracking_no AS "trackingNo" FROM shop_order WHERE order_no = ${orderNo}`))[0]!;
const audits = async (orderNo: string, action: string) =>
  rows<{ before: any; after: any }>(ctx.storage.db, sql`SELECT before, after FROM audit_log WHERE entity_type = 'order' AND entity_id = ${orderNo} AND action = ${action} ORDER BY id`);
const messagesOf = async (orderNo: string, lang: string) =>
  ((await call('GET', '/user/messages?pageSize=50', { token: buyer.token, lang })).body.data.items as { title: string; body: string }[]).filter((m) => m.body.includes(orderNo));

describe('an order split over two warehouses', () => {
  it('is placed as two shipments, each with its warehouse, dates and the lines it carries', async () => {
    const o = await splitOrder();
    const d = await detail(o.orderNo);
    expect(d.status).toBe('to_ship');
    expect(d.shipping).toEqual({ shipped: 0, delivered: 0, total: 2 });
    expect(d.shipments).toHaveLength(2);
    expect(d.shipments[0]).toMatchObject({ seq: 1, status: 'pending', warehouseName: expect.stringContaining('Munich'), carrier: null, trackingNo: null, shippedAt: null });
    expect(d.shipments[0].lines).toEqual([{ lineNo: 1, productNo: o.noA, name: expect.any(String), quantity: 2 }]);
    expect(d.shipments[1]).toMatchObject({ seq: 2, status: 'pending', warehouseName: expect.stringContaining('Shenzhen') });
    expect(d.shipments[1].lines).toEqual([{ lineNo: 2, productNo: o.noB, name: expect.any(String), quantity: 3 }]);
    expect(d.shipments[0].arrivesBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Named in the reader's language.
    expect((await detail(o.orderNo, 'zh-CN')).shipments[0].warehouseName).toMatch(/慕尼黑/);
    const staff = (await call('GET', base(o.orderNo), { headers: as('sales') })).body.data;
    expect(staff.shipments.map((s: { seq: number; moves: unknown }) => [s.seq, s.moves])).toEqual([
      [1, { ship: true, deliver: false }],
      [2, { ship: true, deliver: false }],
    ]);
    expect(staff.shipping).toEqual({ shipped: 0, delivered: 0, total: 2 });
  });

  it('ships part by part: partly shipped with one tracking number, then to receive with two; a replay is 409 and moves no stock', async () => {
    const o = await splitOrder();
    const before = { a: await stockByWarehouse(ctx, o.a), b: await stockByWarehouse(ctx, o.b) };
    expect(before.a.MUC).toEqual({ onHand: 10, reserved: 2 });
    expect(before.b.SZX).toEqual({ onHand: 10, reserved: 3 });

    const r1 = await ship(o.orderNo, 1, 'DHL', 'JD014600001');
    expect(r1.status, r1.body.msg).toBe(200);
    let d = await detail(o.orderNo);
    expect(d.status).toBe('to_ship');
    expect(d.shipping).toEqual({ shipped: 1, delivered: 0, total: 2 });
    expect(orderBadge(d)).toBe('partly_shipped');
    expect(orderBadge(await listed(o.orderNo))).toBe('partly_shipped');
    expect(d.shipments.map((s: any) => [s.status, s.carrier, s.trackingNo])).toEqual([
      ['shipped', 'DHL', 'JD014600001'],
      ['pending', null, null],
    ]);
    expect(d.shipments[0].shippedAt).not.toBeNull();
    // The console's lists say so too: the to-ship queue and the search of all orders.
    const queue = (await call('GET', '/api/ew/staff/orders?queue=to_ship&pageSize=100', { headers: as('sales') })).body.data.items;
    expect(queue.find((r: { orderNo: string }) => r.orderNo === o.orderNo).shipping).toEqual({ shipped: 1, delivered: 0, total: 2 });
    const found = (await call('GET', `/api/ew/staff/orders/search?q=${o.orderNo}`, { headers: as('sales') })).body.data.items;
    expect(found.map((r: { shipping: unknown }) => r.shipping)).toEqual([{ shipped: 1, delivered: 0, total: 2 }]);
    // Munich's units left (on hand and reserved both down); Shenzhen's still wait, reserved.
    expect(await stockByWarehouse(ctx, o.a)).toMatchObject({ MUC: { onHand: 8, reserved: 0 } });
    expect(await stockByWarehouse(ctx, o.b)).toMatchObject({ SZX: { onHand: 10, reserved: 3 } });
    // The buyer hears which part left, in their language.
    const en = await messagesOf(o.orderNo, 'en');
    expect(en[0]).toMatchObject({ title: 'Shipment 1 of 2 shipped' });
    expect(en[0]!.body).toContain(`(2 items: ${o.noA} ×2)`);
    expect(en[0]!.body).toContain('DHL, tracking number JD014600001');
    const fr = await messagesOf(o.orderNo, 'fr');
    expect(fr[0]).toMatchObject({ title: 'Colis 1 sur 2 expédié' });
    expect(fr[0]!.body).toContain(`(2 articles : ${o.noA} ×2)`);
    expect((await messagesOf(o.orderNo, 'zh-CN'))[0]!.body).toContain(`包裹 1/2（2 件：${o.noA} ×2）已由 DHL 发出`);
    const mails = await rows<{ subject: string }>(ctx.storage.db, sql`SELECT subject FROM mail_outbox WHERE subject LIKE ${`%${o.orderNo}%`} ORDER BY id`);
    expect(mails.at(-1)!.subject).toMatch(/1.*2/);
    expect(d.events.at(-1)).toMatchObject({ type: 'shipped', data: { carrier: 'DHL', trackingNo: 'JD014600001', seq: '1', of: '2', units: '2' } });

    // Shipping it again changes nothing.
    const ledger = await orderLedger(ctx, o.orderNo);
    const again = await ship(o.orderNo, 1, 'DHL', 'JD014600001');
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('already been shipped');
    expect(await stockByWarehouse(ctx, o.a)).toMatchObject({ MUC: { onHand: 8, reserved: 0 } });
    expect(await orderLedger(ctx, o.orderNo)).toEqual(ledger);

    const r2 = await ship(o.orderNo, 2, 'SF Express', 'SF1234567890');
    expect(r2.status).toBe(200);
    d = await detail(o.orderNo);
    expect(d.status).toBe('to_receive');
    expect(d.shipping).toEqual({ shipped: 2, delivered: 0, total: 2 });
    expect(orderBadge(d)).toBe('to_receive');
    expect(d.shipments.map((s: any) => s.trackingNo)).toEqual(['JD014600001', 'SF1234567890']);
    // Older readers see the last shipment's carrier and number on the order.
    expect(await orderStatus(o.orderNo)).toEqual({ status: 'to_receive', carrier: 'SF Express', trackingNo: 'SF1234567890' });
    expect(await stockByWarehouse(ctx, o.b)).toMatchObject({ SZX: { onHand: 7, reserved: 0 } });
    expect((await orderLedger(ctx, o.orderNo)).sort()).toEqual([`reserve MUC ${o.a} 0/2`, `reserve SZX ${o.b} 0/3`, `ship MUC ${o.a} -2/-2`, `ship SZX ${o.b} -3/-3`]);
    const shipAudits = await audits(o.orderNo, 'order.ship');
    expect(shipAudits).toHaveLength(2);
    expect(shipAudits[1]!.before).toMatchObject({ status: 'to_ship', shipment: 2, shipmentStatus: 'pending' });
    expect(shipAudits[1]!.after).toMatchObject({ status: 'to_receive', carrier: 'SF Express', shipment: 2, shipmentStatus: 'shipped', shipmentTrackingNo: 'SF1234567890' });

    // Delivered part by part: the order reads delivered when the last arrives.
    expect((await deliver(o.orderNo, 1)).status).toBe(200);
    d = await detail(o.orderNo);
    expect(d.deliveredAt).toBeNull();
    expect(d.shipping).toEqual({ shipped: 2, delivered: 1, total: 2 });
    expect((await messagesOf(o.orderNo, 'en'))[0]).toMatchObject({ title: 'Shipment 1 of 2 delivered' });
    expect((await deliver(o.orderNo, 1)).status).toBe(409);
    expect((await deliver(o.orderNo, 2)).status).toBe(200);
    d = await detail(o.orderNo);
    expect(d.deliveredAt).not.toBeNull();
    expect(orderBadge(d)).toBe('delivered');
    expect(d.shipments.map((s: any) => s.status)).toEqual(['delivered', 'delivered']);
    expect((await messagesOf(o.orderNo, 'en'))[0]!.title).toBe('Order delivered');
    expect(await audits(o.orderNo, 'order.deliver')).toHaveLength(2);
  });

  it('answers 404 for a shipment the order has not and 409 before payment; only fulfilment roles ship', async () => {
    const o = await splitOrder(false);
    expect((await ship(o.orderNo, 1, 'DHL', 'X1')).status).toBe(409);
    expect((await ship(o.orderNo, 3, 'DHL', 'X1')).status).toBe(404);
    expect((await ship(o.orderNo, 0, 'DHL', 'X1')).status).toBe(404);
    expect((await ship(o.orderNo, '99999999999', 'DHL', 'X1')).status).toBe(404);
    expect((await ship(o.orderNo, 'one', 'DHL', 'X1')).status).toBeLessThan(500);
    expect((await ship('NOSUCHORDER1', 1, 'DHL', 'X1')).status).toBe(404);
    expect((await deliver(o.orderNo, 1)).status).toBe(409);
    expect((await ship(o.orderNo, 1, '', 'X1')).status).toBe(422);
    // Another order's second shipment is not this one's.
    const single = await call('POST', '/orders', { token: buyer.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: o.a, quantity: 1 }], shippingAddressId: buyer.addressId, shippingMethodId: methodId } });
    expect((await ship(single.body.data.orderNo, 2, 'DHL', 'X1')).status).toBe(404);
    const paid = await splitOrder();
    expect((await ship(paid.orderNo, 1, 'DHL', 'X1', 'finance')).status).toBe(403);
    expect((await ship(paid.orderNo, 1, 'DHL', 'X1', 'agent')).status).toBe(403);
    expect((await detail(paid.orderNo)).shipping.shipped).toBe(0);
  });

  it('shipped all at once with the whole-order ship, the buyer is told once that the order shipped', async () => {
    const o = await splitOrder();
    expect((await call('POST', `${base(o.orderNo)}/ship`, { headers: as('sales'), body: { carrier: 'DHL', trackingNo: 'JD7' } })).status).toBe(200);
    const d = await detail(o.orderNo);
    expect(d.shipments.map((s: any) => [s.status, s.trackingNo])).toEqual([
      ['shipped', 'JD7'],
      ['shipped', 'JD7'],
    ]);
    expect(d.events.filter((e: any) => e.type === 'shipped')).toHaveLength(1);
    const en = await messagesOf(o.orderNo, 'en');
    expect(en.filter((m) => /shipped/i.test(m.title)).map((m) => m.title)).toEqual(['Order shipped']);
    expect(await stockByWarehouse(ctx, o.a)).toMatchObject({ MUC: { onHand: 8, reserved: 0 } });
    expect(await stockByWarehouse(ctx, o.b)).toMatchObject({ SZX: { onHand: 7, reserved: 0 } });
  });

  it('prints one parcel’s packing list: only what it carries, where it leaves from, its own carrier and number', async () => {
    const o = await splitOrder();
    expect((await ship(o.orderNo, 2, 'SF Express', 'SF99887766')).status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'parcel-'));
    const text = async (query: string) => {
      const r = await ctx.app.inject({ url: `${base(o.orderNo)}/packing-list.pdf?${query}`, headers: as('sales') });
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      const file = join(dir, `${query.replace(/\W/g, '_')}.pdf`);
      writeFileSync(file, r.rawPayload);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    };
    const second = await text('lang=fr&shipment=2');
    expect(second).toContain('Colis');
    expect(second).toMatch(/2 sur 2, depuis Shenzhen/);
    expect(second).toContain(o.noB);
    expect(second).not.toContain(o.noA);
    expect(second).toContain('SF99887766');
    expect(second).toMatch(/1 lignes?, 3 unités/);
    const first = await text('lang=zh-CN&shipment=1');
    expect(first).toContain(o.noA);
    expect(first).not.toContain(o.noB);
    expect(first).toContain('慕尼黑');
    expect(first).not.toContain('SF99887766');
    // The whole order's list still has both.
    const whole = await text('lang=en');
    expect(whole).toContain(o.noA);
    expect(whole).toContain(o.noB);
    expect((await ctx.app.inject({ url: `${base(o.orderNo)}/packing-list.pdf?shipment=3`, headers: as('sales') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${base(o.orderNo)}/packing-list.pdf?shipment=x`, headers: as('sales') })).statusCode).toBe(422);
  });

  it('two staff shipping the same shipment at once: one wins, the stock leaves once', async () => {
    const o = await splitOrder();
    const r = await Promise.all([ship(o.orderNo, 1, 'DHL', 'A1'), ship(o.orderNo, 1, 'UPS', 'B2'), ship(o.orderNo, 1, 'DHL', 'C3')]);
    expect(r.map((x) => x.status).sort()).toEqual([200, 409, 409]);
    expect(await stockByWarehouse(ctx, o.a)).toMatchObject({ MUC: { onHand: 8, reserved: 0 } });
    expect((await orderLedger(ctx, o.orderNo)).filter((l) => l.startsWith('ship'))).toHaveLength(1);
  });

  it('a ship and a cancel at once: either the cancel wins (nothing ships, all stock back) or the ship does (the cancel is refused)', async () => {
    for (let round = 0; round < 3; round++) {
      const o = await splitOrder();
      const [shipped, cancel] = await Promise.all([ship(o.orderNo, 1, 'DHL', `R${round}`), call('POST', `${base(o.orderNo)}/cancel`, { headers: as('sales'), body: { reason: 'buyer_request' } })]);
      expect([shipped.status, cancel.status].sort()).toEqual([200, 409]);
      const a = await stockByWarehouse(ctx, o.a);
      const b = await stockByWarehouse(ctx, o.b);
      if (cancel.status === 200) {
        expect(a.MUC).toEqual({ onHand: 10, reserved: 0 });
        expect(b.SZX).toEqual({ onHand: 10, reserved: 0 });
      } else {
        expect(a.MUC).toEqual({ onHand: 8, reserved: 0 });
        expect(b.SZX).toEqual({ onHand: 10, reserved: 3 });
      }
    }
  });

  it('the whole-order ship still works: every waiting shipment leaves with the same carrier and number', async () => {
    const o = await splitOrder();
    expect((await ship(o.orderNo, 2, 'SF Express', 'SF1')).status).toBe(200);
    expect((await call('POST', `${base(o.orderNo)}/ship`, { headers: as('sales'), body: { carrier: 'DHL', trackingNo: 'JD2' } })).status).toBe(200);
    const d = await detail(o.orderNo);
    expect(d.status).toBe('to_receive');
    expect(d.shipments.map((s: any) => [s.status, s.trackingNo])).toEqual([
      ['shipped', 'JD2'],
      ['shipped', 'SF1'],
    ]);
    expect(d.events.filter((e: any) => e.type === 'shipped').map((e: any) => e.data.seq)).toEqual(['2', '1']);
    expect(await stockByWarehouse(ctx, o.a)).toMatchObject({ MUC: { onHand: 8, reserved: 0 } });
    expect(await stockByWarehouse(ctx, o.b)).toMatchObject({ SZX: { onHand: 7, reserved: 0 } });
    expect((await call('POST', `${base(o.orderNo)}/ship`, { headers: as('sales'), body: { carrier: 'DHL', trackingNo: 'JD2' } })).status).toBe(409);
    // The whole-order delivery marks every shipment delivered.
    expect((await call('POST', `${base(o.orderNo)}/deliver`, { headers: as('sales') })).status).toBe(200);
    expect((await detail(o.orderNo)).shipments.map((s: any) => s.status)).toEqual(['delivered', 'delivered']);
  });
});

describe('cancel and refund give stock back to its warehouse', () => {
  it('an order with a shipment that left cannot be cancelled (409)', async () => {
    const o = await splitOrder();
    expect((await ship(o.orderNo, 1, 'DHL', 'JD3')).status).toBe(200);
    const r = await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('sales'), body: { reason: 'buyer_request' }, lang: 'en' });
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain('already shipped');
    expect((await orderStatus(o.orderNo)).status).toBe('to_ship');
    expect(await stockByWarehouse(ctx, o.b)).toMatchObject({ SZX: { onHand: 10, reserved: 3 } });
  });

  it('a cancel before shipping returns each warehouse its reserved units and cancels the shipments', async () => {
    const o = await splitOrder();
    const sellable = { a: await stockOf(ctx, o.a), b: await stockOf(ctx, o.b) };
    const r = await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('sales'), body: { reason: 'buyer_request' } });
    expect(r.status).toBe(200);
    expect(await stockByWarehouse(ctx, o.a)).toMatchObject({ MUC: { onHand: 10, reserved: 0 } });
    expect(await stockByWarehouse(ctx, o.b)).toMatchObject({ SZX: { onHand: 10, reserved: 0 } });
    expect({ a: await stockOf(ctx, o.a), b: await stockOf(ctx, o.b) }).toEqual({ a: sellable.a + 2, b: sellable.b + 3 });
    const d = await detail(o.orderNo);
    expect(d.shipments.map((s: any) => s.status)).toEqual(['cancelled', 'cancelled']);
    expect((await orderLedger(ctx, o.orderNo)).sort()).toEqual([`release MUC ${o.a} 0/-2`, `release SZX ${o.b} 0/-3`, `reserve MUC ${o.a} 0/2`, `reserve SZX ${o.b} 0/3`]);
    expect((await ship(o.orderNo, 1, 'DHL', 'X')).status).toBe(409);
  });

  it('a full refund after shipping brings the units back on hand in the warehouses they left; a partial one returns none', async () => {
    const o = await splitOrder();
    expect((await ship(o.orderNo, 1, 'DHL', 'JD4')).status).toBe(200);
    expect((await ship(o.orderNo, 2, 'SF Express', 'SF4')).status).toBe(200);
    const part = await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: 100, reason: 'goodwill' } });
    expect(part.status, part.body.msg).toBe(200);
    expect(await stockByWarehouse(ctx, o.a)).toMatchObject({ MUC: { onHand: 8, reserved: 0 } });
    expect(await stockByWarehouse(ctx, o.b)).toMatchObject({ SZX: { onHand: 7, reserved: 0 } });
    const rest = await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: o.total - 100, reason: 'goodwill' } });
    expect(rest.status, rest.body.msg).toBe(200);
    expect(rest.body.data.status).toBe('refunded');
    expect(await stockByWarehouse(ctx, o.a)).toMatchObject({ MUC: { onHand: 10, reserved: 0 }, SZX: { onHand: 0, reserved: 0 } });
    expect(await stockByWarehouse(ctx, o.b)).toMatchObject({ SZX: { onHand: 10, reserved: 0 }, MUC: { onHand: 0, reserved: 0 } });
    expect((await orderLedger(ctx, o.orderNo)).slice(-2).sort()).toEqual([`return MUC ${o.a} 2/0`, `return SZX ${o.b} 3/0`]);
  });

  it('a full refund of a partly shipped order returns the shipped units on hand and releases the waiting ones', async () => {
    const o = await splitOrder();
    expect((await ship(o.orderNo, 1, 'DHL', 'JD5')).status).toBe(200);
    const r = await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: o.total, reason: 'goodwill' } });
    expect(r.status, r.body.msg).toBe(200);
    expect(await stockByWarehouse(ctx, o.a)).toMatchObject({ MUC: { onHand: 10, reserved: 0 } });
    expect(await stockByWarehouse(ctx, o.b)).toMatchObject({ SZX: { onHand: 10, reserved: 0 } });
    expect((await detail(o.orderNo)).shipments.map((s: any) => s.status)).toEqual(['shipped', 'cancelled']);
    expect((await orderLedger(ctx, o.orderNo)).slice(-2).sort()).toEqual([`release SZX ${o.b} 0/-3`, `return MUC ${o.a} 2/0`].sort());
    // Refunded: nothing more ships.
    expect((await ship(o.orderNo, 2, 'SF Express', 'SF5')).status).toBe(409);
  });

  it('a buyer’s refund request completed by staff returns the stock too', async () => {
    const o = await splitOrder();
    expect((await ship(o.orderNo, 1, 'DHL', 'JD6')).status).toBe(200);
    const req = await call('POST', `/orders/${o.orderNo}/return`, { token: buyer.token, body: { reason: 'not_needed', description: 'Ordered twice', items: [{ skuId: o.a, quantity: 2 }] } });
    expect(req.status, req.body.msg).toBe(200);
    expect((await call('POST', `${base(o.orderNo)}/refund`, { headers: as('finance') })).status).toBe(200);
    expect((await orderStatus(o.orderNo)).status).toBe('refunded');
    expect(await stockByWarehouse(ctx, o.a)).toMatchObject({ MUC: { onHand: 10, reserved: 0 } });
    expect(await stockByWarehouse(ctx, o.b)).toMatchObject({ SZX: { onHand: 10, reserved: 0 } });
  });
});

describe('afterwards', () => {
  it('the stock check finds no difference: ledgers add up, reserved is what open shipments hold', async () => {
    expect(await stockDifferences(ctx.storage.db as unknown as Db)).toEqual([]);
  });
});
