import { randomUUID } from 'node:crypto';
import { orderBadge, orderTotals, type OrderSummary } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, setStock, skuInStock, stockOf, type Buyer } from '../../../test/buyers.js';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let buyer: Buyer;
let eur: number;
let jpy: number;
const OPS = { authorization: 'Bearer dev-ops-token' };

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  buyer = await makeBuyer(ctx, 'FI');
  const cur = await rows<{ id: number; code: string }>(ctx.storage.db, sql`SELECT id, code FROM currency`);
  eur = Number(cur.find((c) => c.code === 'EUR')!.id);
  jpy = Number(cur.find((c) => c.code === 'JPY')!.id);
});
afterAll(async () => ctx?.close());

async function place(b: Buyer, items: { skuId: number; quantity: number }[], extra: Record<string, unknown> = {}) {
  return call('POST', '/orders', { token: b.token, body: { idempotencyKey: randomUUID(), items, shippingAddressId: b.addressId, shippingMethodId: await methodId('standard'), currencyId: eur, ...extra } });
}
async function methodId(key: string) {
  return Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE key = ${key}`))[0]!.id);
}
const detail = async (b: Buyer, orderNo: string) => (await call('GET', `/orders/${orderNo}`, { token: b.token })).body.data;

describe('checkout preview', () => {
  it('refuses a currency the shop does not sell in, instead of pricing in US dollars (issue 24)', async () => {
    const s = await skuInStock(ctx, 10, 1);
    const items = [{ skuId: s.skuId, quantity: 1 }];
    for (const currencyId of [99999, 2_147_483_647]) {
      const preview = await call('POST', '/checkout/preview', { token: buyer.token, lang: 'fi', body: { items, shippingAddressId: buyer.addressId, currencyId } });
      expect(preview).toMatchObject({ status: 422, body: { code: 422, msg: 'Kauppa ei myy tässä valuutassa: valitse jokin sivuston valuutoista', data: { fields: { currencyId: 'Virheellinen arvo' } } } });
    }
    const before = await stockOf(ctx, s.skuId);
    const order = await place(buyer, items, { currencyId: 99999 });
    expect(order.status).toBe(422);
    expect(order.body.data.fields).toEqual({ currencyId: expect.any(String) });
    expect(await stockOf(ctx, s.skuId)).toBe(before);
    // Past the id range it is refused by the schema, as every id is.
    expect((await call('POST', '/checkout/preview', { token: buyer.token, body: { items, currencyId: 2 ** 31 } })).status).toBe(422);
    // Without a currency the base one is used, as before.
    expect((await call('POST', '/checkout/preview', { token: buyer.token, body: { items } })).status).toBe(200);
  });

  it('prices lines, shipping for the destination, tax as its own line and totals that add up', async () => {
    const s = await skuInStock(ctx, 10, 1);
    const r = await call('POST', '/checkout/preview', { token: buyer.token, lang: 'fi', body: { items: [{ skuId: s.skuId, quantity: 2 }], shippingAddressId: buyer.addressId, currencyId: eur } });
    expect(r.status).toBe(200);
    const p = r.body.data;
    expect(p.currency.code).toBe('EUR');
    expect(p.tax).toMatchObject({ rateBp: 2550, name: 'ALV' });
    expect(p.shippingMethods.map((m: any) => m.key)).toEqual(['economy', 'standard', 'express']);
    expect(p.shippingMethods[0].name).toBe('Edullinen toimitus');
    const a = p.amounts;
    expect(a.total.amount).toBe(a.subtotal.amount + a.shippingFee.amount + a.tax.amount - a.discount.amount);
    expect(a).toMatchObject(
      Object.fromEntries(
        Object.entries(orderTotals({ lineTotals: p.lines.map((l: any) => l.lineTotal.amount), shippingFee: a.shippingFee.amount, discount: 0, taxRateBp: 2550 })).map(([k, v]) => [k, expect.objectContaining({ amount: v })]),
      ),
    );
  });

  it('explains why a coupon does not apply: unknown, not started, expired, below minimum', async () => {
    const s = await skuInStock(ctx, 10, 1);
    const problem = async (code: string, quantity = 1) =>
      (await call('POST', '/checkout/preview', { token: buyer.token, body: { items: [{ skuId: s.skuId, quantity }], couponCode: code } })).body.data.coupon;
    expect((await problem('NOPE')).problem).toBe('notFound');
    // Private coupons count only for a buyer who holds them (issue 14: coupon_claim).
    expect((await problem('spring5')).problem).toBe('notFound');
    await ctx.storage.db.execute(sql`INSERT INTO coupon_claim (coupon_id, user_id) SELECT id, ${buyer.userId} FROM coupon WHERE code IN ('SPRING5', 'EXPIRED5')`);
    expect((await problem('spring5')).problem).toBe('notStarted');
    expect((await problem('EXPIRED5')).problem).toBe('expired');
    // A claim may end before its coupon: the welcome coupon a buyer did not use in time.
    await ctx.storage.db.execute(sql`INSERT INTO coupon_claim (coupon_id, user_id, expires_at) SELECT id, ${buyer.userId}, now() - interval '1 day' FROM coupon WHERE code = 'NEWBUYER8'`);
    expect((await problem('NEWBUYER8')).problem).toBe('expired');
    const cheap = await call('POST', '/checkout/preview', { token: buyer.token, body: { items: [{ skuId: s.skuId, quantity: 1 }], couponCode: 'OPTICS15' } });
    expect(cheap.body.data.coupon).toMatchObject({ applied: false, problem: 'minAmount' });
    const ok = await problem('WELCOME10', 3);
    expect(ok).toMatchObject({ applied: true, problem: null });
  });

  it('lists line problems instead of failing', async () => {
    const s = await skuInStock(ctx, 1, 2);
    await setStock(ctx, s.skuId, 1);
    const r = await call('POST', '/checkout/preview', { token: buyer.token, body: { items: [{ skuId: s.skuId, quantity: 3 }] } });
    expect(r.body.data.problems).toEqual([{ skuId: s.skuId, state: 'insufficient', stock: 1 }]);
    await setStock(ctx, s.skuId, s.stock);
  });
});

describe('placing an order', () => {
  it('copies lines, prices and addresses, decrements stock, empties the cart lines it came from, and is idempotent', async () => {
    const s = await skuInStock(ctx, 20, 3);
    const before = await stockOf(ctx, s.skuId);
    await call('POST', '/cart/items', { token: buyer.token, body: { skuId: s.skuId, quantity: 2 } });
    const key = randomUUID();
    const body = { idempotencyKey: key, items: [{ skuId: s.skuId, quantity: 2 }], fromCart: true, shippingAddressId: buyer.addressId, shippingMethodId: await methodId('express'), currencyId: eur, remark: 'Leave at the door' };
    const first = await call('POST', '/orders', { token: buyer.token, body, lang: 'en' });
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('Order submitted');
    const again = await call('POST', '/orders', { token: buyer.token, body });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    expect(await stockOf(ctx, s.skuId)).toBe(before - 2);
    expect((await call('GET', '/cart', { token: buyer.token })).body.data.lines.some((l: any) => l.skuId === s.skuId)).toBe(false);

    const d = await detail(buyer, first.body.data.orderNo);
    expect(d).toMatchObject({ status: 'unpaid', currency: 'EUR', remark: 'Leave at the door', taxRateBp: 2550, taxName: '增值税', shippingMethod: expect.any(String) });
    expect(d.lines[0]).toMatchObject({ skuId: s.skuId, quantity: 2 });
    expect(d.shippingAddress).toMatchObject({ firstName: 'Test', city: 'City', countryId: expect.any(Number) });
    expect(d.billingAddress).toEqual(d.shippingAddress);
    expect(d.total.amount).toBe(d.subtotal.amount + d.shippingFee.amount + d.tax.amount - d.discount.amount);
    expect(d.events.map((e: any) => e.type)).toEqual(['placed']);
    expect(d.actions).toEqual(['pay', 'cancel', 'repurchase']);
    const [o] = await rows<{ rate: string }>(ctx.storage.db, sql`SELECT rate::text AS rate FROM shop_order WHERE order_no = ${d.orderNo}`);
    expect(Number(o!.rate)).toBeCloseTo(0.92);
    // A later catalogue edit does not change the order.
    await ctx.storage.db.execute(sql`UPDATE sku SET price = price * 2 WHERE id = ${s.skuId}`);
    expect((await detail(buyer, d.orderNo)).lines[0].unitPrice).toEqual(d.lines[0].unitPrice);
    await ctx.storage.db.execute(sql`UPDATE sku SET price = price / 2 WHERE id = ${s.skuId}`);
  });

  it('the same key sent twice at once creates one order', async () => {
    const s = await skuInStock(ctx, 20, 4);
    const before = await stockOf(ctx, s.skuId);
    const body = { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity: 1 }], shippingAddressId: buyer.addressId, shippingMethodId: await methodId('standard') };
    const [x, y] = await Promise.all([call('POST', '/orders', { token: buyer.token, body }), call('POST', '/orders', { token: buyer.token, body })]);
    expect(x.status).toBe(200);
    expect(y.status).toBe(200);
    expect(x.body.data.orderNo).toBe(y.body.data.orderNo);
    expect(await stockOf(ctx, s.skuId)).toBe(before - 1);
  });

  it('refuses more than the stock, changed prices and another buyer’s address without changing anything', async () => {
    const s = await skuInStock(ctx, 1, 5);
    await setStock(ctx, s.skuId, 3);
    const r = await place(buyer, [{ skuId: s.skuId, quantity: 4 }]);
    expect(r.status).toBe(409);
    expect(await stockOf(ctx, s.skuId)).toBe(3);
    const changed = await place(buyer, [{ skuId: s.skuId, quantity: 1 }], { expectedTotal: 1 });
    expect(changed.status).toBe(409);
    expect(changed.body.msg).not.toBe('');
    const other = await makeBuyer(ctx);
    const theirs = await place(buyer, [{ skuId: s.skuId, quantity: 1 }], { shippingAddressId: other.addressId });
    expect(theirs.status).toBe(422);
    expect(theirs.body.data.fields.shippingAddressId).toBeTruthy();
    const noBilling = await place(buyer, [{ skuId: s.skuId, quantity: 1 }], { billingSameAsShipping: false });
    expect(noBilling.status).toBe(422);
    expect(await stockOf(ctx, s.skuId)).toBe(3);
    await setStock(ctx, s.skuId, s.stock);
  });

  it('a coupon is used once per buyer, and released when its order is cancelled', async () => {
    const b = await makeBuyer(ctx, 'JP');
    const s = await skuInStock(ctx, 20, 6);
    const first = await place(b, [{ skuId: s.skuId, quantity: 5 }], { couponCode: 'welcome10', currencyId: jpy });
    expect(first.status).toBe(200);
    const d = await detail(b, first.body.data.orderNo);
    expect(d.couponCode).toBe('WELCOME10');
    expect(d.discount.amount).toBe(Math.floor((d.subtotal.amount * 1000 * 2 + 10000) / 20000));
    expect(d.total.minorUnits).toBe(0);
    const second = await place(b, [{ skuId: s.skuId, quantity: 5 }], { couponCode: 'WELCOME10', currencyId: jpy });
    expect(second.status).toBe(409);
    expect(second.body.data.fields.couponCode).toBeTruthy();
    await call('POST', `/orders/${d.orderNo}/cancel`, { token: b.token, body: { reason: 'not_needed' } });
    expect((await place(b, [{ skuId: s.skuId, quantity: 5 }], { couponCode: 'WELCOME10', currencyId: jpy })).status).toBe(200);
  });

  it('limits how many orders one buyer places in ten minutes (orders reserve stock)', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 100, 15);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await place(b, [{ skuId: s.skuId, quantity: 1 }])).status);
    expect(statuses.slice(0, 30).every((st) => st === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('order actions by state', () => {
  it('cancel needs a reason, returns the stock, and only applies to unpaid orders', async () => {
    const s = await skuInStock(ctx, 20, 7);
    const before = await stockOf(ctx, s.skuId);
    const { orderNo } = (await place(buyer, [{ skuId: s.skuId, quantity: 3 }])).body.data;
    const missing = await call('POST', `/orders/${orderNo}/cancel`, { token: buyer.token, body: {}, lang: 'en' });
    expect(missing.status).toBe(422);
    expect(missing.body.data.fields.reason).toBe('Please select cancellation reason');
    const r = await call('POST', `/orders/${orderNo}/cancel`, { token: buyer.token, body: { reason: 'wrong_info', note: 'typo' }, lang: 'en' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'wrong_info' });
    expect(r.body.data.actions).toEqual(['repurchase', 'delete']);
    expect(await stockOf(ctx, s.skuId)).toBe(before);
    expect((await call('POST', `/orders/${orderNo}/cancel`, { token: buyer.token, body: { reason: 'other' } })).status).toBe(409);
    expect((await call('POST', `/orders/${orderNo}/pay`, { token: buyer.token, body: {} })).status).toBe(409);
    expect((await call('POST', `/orders/${orderNo}/receive`, { token: buyer.token })).status).toBe(409);
    // Cancelled orders go to the bin but cannot come back.
    expect((await call('POST', `/orders/${orderNo}/delete`, { token: buyer.token })).status).toBe(200);
    expect((await call('POST', `/orders/${orderNo}/restore`, { token: buyer.token })).status).toBe(409);
    const bin = await call('GET', '/orders?deleted=1', { token: buyer.token });
    expect(bin.body.data.items.find((o: any) => o.orderNo === orderNo).actions).toEqual(['purge']);
    expect((await call('DELETE', `/orders/${orderNo}`, { token: buyer.token })).status).toBe(200);
    expect((await call('GET', `/orders/${orderNo}`, { token: buyer.token })).status).toBe(404);
  });

  it('another buyer gets 404 for every order endpoint', async () => {
    const s = await skuInStock(ctx, 20, 8);
    const { orderNo } = (await place(buyer, [{ skuId: s.skuId, quantity: 1 }])).body.data;
    const other = await makeBuyer(ctx);
    const t = other.token;
    for (const [m, url, body] of [
      ['GET', `/orders/${orderNo}`],
      ['POST', `/orders/${orderNo}/cancel`, { reason: 'other' }],
      ['POST', `/orders/${orderNo}/receive`],
      ['POST', `/orders/${orderNo}/repurchase`],
      ['POST', `/orders/${orderNo}/delete`],
      ['POST', `/orders/${orderNo}/restore`],
      ['DELETE', `/orders/${orderNo}`],
      ['POST', `/orders/${orderNo}/pay`, {}],
      ['GET', `/orders/${orderNo}/payment`],
    ] as const) {
      expect((await call(m, url, { token: t, body })).status, `${m} ${url}`).toBe(404);
    }
    expect((await call('GET', '/orders', { token: t })).body.data.total).toBe(0);
    expect((await call('GET', `/orders/not-an-order-no'`, { token: t })).status).toBe(404);
  });

  it('ships, delivers, completes, returns and refunds through the operator and the buyer; every change is an event and a message', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 20, 9);
    const { orderNo } = (await place(b, [{ skuId: s.skuId, quantity: 2 }])).body.data;
    // Paid (as the payment tests prove end to end), then the seller's side.
    await ctx.storage.db.execute(sql`UPDATE shop_order SET status = 'to_ship', paid_at = now() WHERE order_no = ${orderNo}`);
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/ship`, { body: { carrier: 'DHL', trackingNo: '1Z999' } })).status).toBe(401);
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/deliver`, { headers: OPS })).status).toBe(409);
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/ship`, { body: { carrier: 'DHL', trackingNo: '1Z999' }, headers: OPS })).status).toBe(200);
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/ship`, { body: { carrier: 'DHL', trackingNo: '1Z999' }, headers: OPS })).status).toBe(409);
    let d = await detail(b, orderNo);
    expect(d).toMatchObject({ status: 'to_receive', carrier: 'DHL', trackingNo: '1Z999' });
    expect(d.actions).toEqual(['confirmReceipt', 'requestReturn', 'repurchase']);
    expect((await call('POST', `/orders/${orderNo}/delete`, { token: b.token })).status).toBe(409);
    expect(d.deliveredAt).toBeNull();
    expect(orderBadge(d)).toBe('to_receive');
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/deliver`, { headers: OPS })).status).toBe(200);
    // Delivered but not yet confirmed: the status stays to_receive, the badge says delivered (list and detail).
    d = await detail(b, orderNo);
    expect(d).toMatchObject({ status: 'to_receive', deliveredAt: expect.any(String) });
    expect(orderBadge(d)).toBe('delivered');
    const listed = (await call('GET', '/orders?tab=to_receive', { token: b.token })).body.data.items.find((o: OrderSummary) => o.orderNo === orderNo);
    expect(orderBadge(listed)).toBe('delivered');
    const rec = await call('POST', `/orders/${orderNo}/receive`, { token: b.token });
    expect(rec.body.data.status).toBe('completed');
    const bad = await call('POST', `/orders/${orderNo}/return`, { token: b.token, body: { reason: 'damaged', description: 'Cracked', items: [{ skuId: s.skuId, quantity: 3 }] } });
    expect(bad.status).toBe(422);
    const notMine = await call('POST', `/orders/${orderNo}/return`, { token: b.token, body: { reason: 'damaged', description: 'Cracked', items: [{ skuId: s.skuId, quantity: 1 }], photos: ['/media/uploads/00000000-0000-4000-8000-000000000000.png'] } });
    expect(notMine.status).toBe(422);
    const ret = await call('POST', `/orders/${orderNo}/return`, { token: b.token, body: { reason: 'damaged', description: 'Cracked housing', items: [{ skuId: s.skuId, quantity: 1 }] } });
    expect(ret.body.data).toMatchObject({ status: 'refunding', returnRequest: { reason: 'damaged', items: [{ skuId: s.skuId, quantity: 1 }] } });
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/refund`, { headers: OPS })).status).toBe(200);
    d = await detail(b, orderNo);
    expect(d.status).toBe('refunded');
    expect(d.events.map((e: any) => e.type)).toEqual(['placed', 'shipped', 'delivered', 'completed', 'returnRequested', 'refunded']);
    const msgs = await call('GET', '/user/messages?pageSize=20', { token: b.token, lang: 'en' });
    const titles = msgs.body.data.items.map((m: any) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['Order submitted', 'Order shipped', 'Order delivered', 'Order completed', 'Return/refund requested', 'Refund completed']));
    expect(msgs.body.data.items.find((m: any) => m.title === 'Order shipped').body).toContain('1Z999');
    // …and a mail in the buyer's language (zh-CN here) for each, but not for their own receipt confirmation.
    const [user] = await rows<{ email: string }>(ctx.storage.db, sql`SELECT email FROM app_user WHERE id = ${b.userId}`);
    const mails = (await call('GET', `/api/dev/mailbox?to=${encodeURIComponent(user!.email)}`)).body.data as { subject: string; text: string }[];
    expect(mails.map((m) => m.subject).sort()).toEqual(
      ['订单已提交', '订单已发货', '订单已送达', '退货/退款申请已提交', '退款已完成'].map((t) => `${t} · ${orderNo}`).sort(),
    );
    expect(mails.find((m) => m.subject.startsWith('订单已发货'))!.text).toContain('1Z999');
    // Refunded orders may go to the bin and come back.
    expect((await call('POST', `/orders/${orderNo}/delete`, { token: b.token })).status).toBe(200);
    expect((await call('GET', '/orders', { token: b.token })).body.data.items.some((o: any) => o.orderNo === orderNo)).toBe(false);
    expect((await call('POST', `/orders/${orderNo}/restore`, { token: b.token })).status).toBe(200);
    expect((await call('GET', '/orders', { token: b.token })).body.data.items.some((o: any) => o.orderNo === orderNo)).toBe(true);
  });

  it('repurchase puts the lines in the cart again', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 20, 10);
    const { orderNo } = (await place(b, [{ skuId: s.skuId, quantity: 2 }])).body.data;
    const r = await call('POST', `/orders/${orderNo}/repurchase`, { token: b.token });
    expect(r.body.data).toEqual({ added: 1, skipped: 0 });
    expect((await call('GET', '/cart', { token: b.token })).body.data.lines[0]).toMatchObject({ skuId: s.skuId, quantity: 2 });
  });

  it('lists by tab with counts and finds orders by number or product', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 20, 11);
    const o1 = (await place(b, [{ skuId: s.skuId, quantity: 1 }])).body.data.orderNo;
    const o2 = (await place(b, [{ skuId: s.skuId, quantity: 1 }])).body.data.orderNo;
    await call('POST', `/orders/${o2}/cancel`, { token: b.token, body: { reason: 'other' } });
    const all = await call('GET', '/orders', { token: b.token });
    expect(all.body.data.counts).toMatchObject({ all: 2, unpaid: 1, cancelled: 1, to_ship: 0 });
    expect((await call('GET', '/orders?tab=unpaid', { token: b.token })).body.data.items.map((o: any) => o.orderNo)).toEqual([o1]);
    expect((await call('GET', `/orders?q=${o2.slice(0, 10).toLowerCase()}`, { token: b.token })).body.data.total).toBe(2);
    const productNo = all.body.data.items[0].lines[0].productNo;
    expect((await call('GET', `/orders?q=${encodeURIComponent(productNo)}`, { token: b.token })).body.data.total).toBe(2);
    expect((await call('GET', `/orders?q=${encodeURIComponent("%' OR 1=1 --")}`, { token: b.token })).body.data.total).toBe(0);
    expect((await call('GET', '/orders?tab=nope', { token: b.token })).status).toBe(422);
    expect((await call('GET', '/orders?pageSize=100000', { token: b.token })).body.data.pageSize).toBe(50);
  });
});

describe('sweeper', () => {
  it('closes unpaid orders whose countdown ended, returning stock and coupon, once', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 20, 12);
    const before = await stockOf(ctx, s.skuId);
    const { orderNo } = (await place(b, [{ skuId: s.skuId, quantity: 4 }], { couponCode: 'WELCOME10' })).body.data;
    expect(await stockOf(ctx, s.skuId)).toBe(before - 4);
    await ctx.storage.db.execute(sql`UPDATE shop_order SET pay_by = now() - interval '1 second' WHERE order_no = ${orderNo}`);
    expect((await call('POST', `/orders/${orderNo}/pay`, { token: b.token, body: {} })).status).toBe(409);
    const [x, y] = await Promise.all([ctx.app.sweeper.sweep(), ctx.app.sweeper.sweep()]);
    expect(x.expired + y.expired).toBe(1);
    expect(await stockOf(ctx, s.skuId)).toBe(before);
    const d = await detail(b, orderNo);
    expect(d).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });
    expect(d.events.map((e: any) => e.type)).toEqual(['placed', 'timedOut']);
    expect((await place(b, [{ skuId: s.skuId, quantity: 4 }], { couponCode: 'WELCOME10' })).status).toBe(200);
  });

  it('the operator can end a countdown now; the order closes as at its deadline', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 20, 14);
    const { orderNo } = (await place(b, [{ skuId: s.skuId, quantity: 1 }])).body.data;
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/expire`, { headers: OPS })).status).toBe(200);
    expect((await detail(b, orderNo))).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/expire`, { headers: OPS })).status).toBe(409);
  });

  it('empties recycle bins after 30 days', async () => {
    const b = await makeBuyer(ctx);
    const s = await skuInStock(ctx, 20, 13);
    const { orderNo } = (await place(b, [{ skuId: s.skuId, quantity: 1 }])).body.data;
    await call('POST', `/orders/${orderNo}/cancel`, { token: b.token, body: { reason: 'other' } });
    await call('POST', `/orders/${orderNo}/delete`, { token: b.token });
    await ctx.app.sweeper.sweep();
    expect((await call('GET', '/orders?deleted=1', { token: b.token })).body.data.total).toBe(1);
    await ctx.storage.db.execute(sql`UPDATE shop_order SET deleted_at = now() - interval '31 days' WHERE order_no = ${orderNo}`);
    expect((await ctx.app.sweeper.sweep()).purged).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/orders?deleted=1', { token: b.token })).body.data.total).toBe(0);
  });
});
