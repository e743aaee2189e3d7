import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { NOTIFY_PATH, notificationBody, SIGNATURE_HEADER } from './sandbox.js';
import { sign } from './signature.js';

// The sandbox gateway is the one thing here that stands in for something foreign (a payment
// provider's servers); the shop's side — notify route, signature, replay and amount checks,
// order state — is the real code on a real database.

const SECRET = 'test-sandbox-secret-0123456789abcdef';
let ctx: TestContext;
let call: ReturnType<typeof api>;
let buyer: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', SANDBOX_PAY_SECRET: SECRET });
  call = api(ctx);
  buyer = await makeBuyer(ctx);
});
afterAll(async () => ctx?.close());

async function newOrder(b = buyer) {
  const s = await skuInStock(ctx, 10, 2);
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
  const r = await call('POST', '/orders', { token: b.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity: 1 }], shippingAddressId: b.addressId, shippingMethodId: Number(m!.id) } });
  expect(r.status).toBe(200);
  return r.body.data.orderNo as string;
}

async function startPay(orderNo: string, b = buyer) {
  const r = await call('POST', `/orders/${orderNo}/pay`, { token: b.token, body: { method: 'sandbox' }, lang: 'fr' });
  expect(r.status).toBe(200);
  const ref = /\/sandbox-pay\/(sbx_[0-9a-f]+)/.exec(r.body.data.payUrl)![1]!;
  return { ref, amount: r.body.data.amount as { amount: number; currency: string } };
}

const notify = (body: string, signature: string) =>
  ctx.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: body });
const status = async (orderNo: string, b = buyer) => (await call('GET', `/orders/${orderNo}/payment`, { token: b.token })).body.data;

describe('sandbox payment', () => {
  it('the gateway page shows the amount; approving notifies the shop and sends the buyer to the result', async () => {
    const orderNo = await newOrder();
    const { ref } = await startPay(orderNo);
    const page = await ctx.app.inject({ url: `/sandbox-pay/${ref}?lang=fr` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="sandbox-approve"');
    expect(page.body).toContain('Approuver le paiement');
    // As the browser posts the page's form.
    const done = await ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/approve?lang=fr`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/paymentReturn?orderNo=${orderNo}&status=success`);
    const s = await status(orderNo);
    expect(s).toMatchObject({ paid: true, orderStatus: 'to_ship', payment: 'succeeded', payBy: null });
    const d = (await call('GET', `/orders/${orderNo}`, { token: buyer.token })).body.data;
    expect(d.events.map((e: any) => e.type)).toEqual(['placed', 'paid']);
    expect(d.paymentMethod).toBe('sandbox');
    // A second approval of the same payment page changes nothing.
    expect((await ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/approve` })).headers.location).toBe(`/sandbox-pay/${ref}?lang=en`);
    expect((await call('POST', `/orders/${orderNo}/pay`, { token: buyer.token, body: {} })).status).toBe(409);
  });

  it('declining reports a failure and leaves the order payable', async () => {
    const orderNo = await newOrder();
    const { ref } = await startPay(orderNo);
    const done = await ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/decline`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.headers.location).toBe(`/paymentReturn?orderNo=${orderNo}&status=failed`);
    const r = await call('GET', `/orders/${orderNo}/payment`, { token: buyer.token, lang: 'en' });
    expect(r.body.data).toMatchObject({ paid: false, payment: 'failed', orderStatus: 'unpaid' });
    expect(r.body.msg).toBe('Payment failed');
    expect((await call('POST', `/orders/${orderNo}/pay`, { token: buyer.token, body: {} })).status).toBe(200);
  });

  it('a replayed notification never pays twice; a bad signature, a stale timestamp and a wrong amount are refused', async () => {
    const orderNo = await newOrder();
    const { ref, amount } = await startPay(orderNo);
    const ok = notificationBody({ ref, amount: amount.amount, currency: amount.currency }, 'succeeded', 'evt_replay_1');

    const forged = await notify(ok, sign('not-the-secret-0123456789abcdef0123', ok));
    expect(forged.statusCode).toBe(400);
    const tampered = ok.replace(`"amount":${amount.amount}`, `"amount":${amount.amount - 1}`);
    expect((await notify(tampered, sign(SECRET, ok))).statusCode).toBe(400);
    const stale = await notify(ok, sign(SECRET, ok, Math.floor(Date.now() / 1000) - 3600));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().data.outcome).toBe('stale');
    expect((await notify(ok, 'garbage')).statusCode).toBe(400);
    expect((await status(orderNo)).paid).toBe(false);

    const mismatch = notificationBody({ ref, amount: amount.amount + 100, currency: amount.currency }, 'succeeded');
    const m = await notify(mismatch, sign(SECRET, mismatch));
    expect(m.statusCode).toBe(400);
    expect(m.json().data.outcome).toBe('mismatch');
    const wrongCurrency = notificationBody({ ref, amount: amount.amount, currency: amount.currency === 'USD' ? 'EUR' : 'USD' }, 'succeeded');
    expect((await notify(wrongCurrency, sign(SECRET, wrongCurrency))).json().data.outcome).toBe('mismatch');
    expect((await status(orderNo)).paid).toBe(false);

    const first = await notify(ok, sign(SECRET, ok));
    expect(first.json().data.outcome).toBe('paid');
    const replay = await notify(ok, sign(SECRET, ok));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.outcome).toBe('duplicate');
    // Another notification for the same, already settled payment is ignored too.
    const other = notificationBody({ ref, amount: amount.amount, currency: amount.currency }, 'succeeded');
    expect((await notify(other, sign(SECRET, other))).json().data.outcome).toBe('ignored');
    const events = (await call('GET', `/orders/${orderNo}`, { token: buyer.token })).body.data.events.filter((e: any) => e.type === 'paid');
    expect(events).toHaveLength(1);
    const [n] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM payment_notification WHERE provider_ref = ${ref}`);
    expect(Number(n!.n)).toBe(4);
  });

  it('"payment completed" asks the provider when the notification never arrived', async () => {
    const orderNo = await newOrder();
    const { ref } = await startPay(orderNo);
    // The gateway settled the payment, but its notification was lost on the way.
    await ctx.storage.db.execute(sql`UPDATE sandbox_payment SET status = 'succeeded' WHERE ref = ${ref}`);
    expect(await status(orderNo)).toMatchObject({ paid: true, orderStatus: 'to_ship' });
  });

  it('a payment for an order the sweeper closed meanwhile does not revive it', async () => {
    const orderNo = await newOrder();
    const { ref, amount } = await startPay(orderNo);
    await ctx.storage.db.execute(sql`UPDATE shop_order SET pay_by = now() - interval '1 second' WHERE order_no = ${orderNo}`);
    await ctx.app.sweeper.sweep();
    // The sweep voided the page; a provider that had captured it just before notifies anyway.
    await ctx.storage.db.execute(sql`UPDATE sandbox_payment SET status = 'succeeded' WHERE ref = ${ref}`);
    const late = notificationBody({ ref, amount: amount.amount, currency: amount.currency }, 'succeeded');
    expect((await notify(late, sign(SECRET, late))).json().data.outcome).toBe('notPayable');
    expect(await status(orderNo)).toMatchObject({ orderStatus: 'cancelled', paid: false, payment: 'refunded' });
  });

  it('payment endpoints need the buyer’s own order', async () => {
    const orderNo = await newOrder();
    const other = await makeBuyer(ctx);
    expect((await call('POST', `/orders/${orderNo}/pay`, { token: other.token, body: {} })).status).toBe(404);
    expect((await call('POST', `/orders/${orderNo}/pay`, { body: {} })).status).toBe(401);
    expect((await ctx.app.inject({ url: '/sandbox-pay/sbx_000000000000000000000000' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/sandbox-pay/<script>' })).statusCode).toBeGreaterThanOrEqual(400);
    expect(createHmac('sha256', SECRET).update('x').digest('hex')).toHaveLength(64);
  });
});

// Issue 11: a paid order never leaves a second capture behind (ADR 0014).
describe('one open payment attempt per order, and no capture kept for an order that cannot take it', () => {
  const approve = (ref: string) => ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  const gateway = async (ref: string) => (await rows<{ status: string }>(ctx.storage.db, sql`SELECT status FROM sandbox_payment WHERE ref = ${ref}`))[0]!.status;
  const payments = async (orderNo: string) =>
    rows<{ status: string; refundRef: string | null; refundReason: string | null }>(
      ctx.storage.db,
      sql`SELECT p.status, p.refund_ref AS "refundRef", p.refund_reason AS "refundReason" FROM payment p JOIN shop_order o ON o.id = p.order_id WHERE o.order_no = ${orderNo} ORDER BY p.created_at`,
    );
  /** The provider captured a page before the shop's void reached it (the race a real provider can lose). */
  const capturedAtProvider = (ref: string) => ctx.storage.db.execute(sql`UPDATE sandbox_payment SET status = 'succeeded', completed_at = now() WHERE ref = ${ref}`);
  const deliverCapture = async (ref: string, amount: { amount: number; currency: string }) => {
    const body = notificationBody({ ref, amount: amount.amount, currency: amount.currency }, 'succeeded');
    return (await notify(body, sign(SECRET, body))).json().data.outcome as string;
  };

  it('a second pay click voids the first page: approving it takes nothing, and the order is captured once', async () => {
    const orderNo = await newOrder();
    const first = await startPay(orderNo);
    const second = await startPay(orderNo);
    expect(await gateway(first.ref)).toBe('voided');
    const page = await ctx.app.inject({ url: `/sandbox-pay/${first.ref}?lang=fi` });
    expect(page.body).toContain('data-testid="sandbox-voided"');
    expect(page.body).toContain('Tämä maksusivu ei ole enää voimassa');
    expect((await approve(first.ref)).headers.location).toBe(`/sandbox-pay/${first.ref}?lang=en`);
    expect(await gateway(first.ref)).toBe('voided');
    expect((await status(orderNo)).paid).toBe(false);
    expect((await approve(second.ref)).headers.location).toContain('status=success');
    expect(await payments(orderNo)).toEqual([
      { status: 'superseded', refundRef: null, refundReason: null },
      { status: 'succeeded', refundRef: null, refundReason: null },
    ]);
  });

  it('pay clicks at once leave exactly one open attempt', async () => {
    const orderNo = await newOrder();
    const results = await Promise.all(Array.from({ length: 6 }, () => call('POST', `/orders/${orderNo}/pay`, { token: buyer.token, body: { method: 'sandbox' } })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rowsNow = await payments(orderNo);
    expect(rowsNow.filter((p) => p.status === 'pending')).toHaveLength(1);
    const [open] = await rows<{ n: number }>(
      ctx.storage.db,
      sql`SELECT count(*)::int AS n FROM sandbox_payment s JOIN payment p ON p.provider_ref = s.ref JOIN shop_order o ON o.id = p.order_id WHERE o.order_no = ${orderNo} AND s.status = 'pending'`,
    );
    expect(Number(open!.n)).toBe(1);
  });

  it('a page captured before its void pays the order; the newer page is voided and a new pay click is refused', async () => {
    const orderNo = await newOrder();
    const first = await startPay(orderNo);
    await capturedAtProvider(first.ref);
    // The second click finds the first page already captured: it settles it instead of opening another.
    const again = await call('POST', `/orders/${orderNo}/pay`, { token: buyer.token, body: { method: 'sandbox' } });
    expect(again.status).toBe(409);
    expect(await status(orderNo)).toMatchObject({ paid: true, payment: 'succeeded' });
    const all = await payments(orderNo);
    expect(all.map((p) => p.status)).toEqual(['succeeded', 'superseded']);
    const [newest] = await rows<{ status: string }>(ctx.storage.db, sql`SELECT s.status FROM sandbox_payment s WHERE s.merchant_ref = (SELECT p.id::text FROM payment p JOIN shop_order o ON o.id = p.order_id WHERE o.order_no = ${orderNo} AND p.status = 'superseded')`);
    expect(newest!.status).toBe('voided');
  });

  it('a second capture of an already paid order is refunded through the provider and recorded', async () => {
    const orderNo = await newOrder();
    const first = await startPay(orderNo);
    const second = await startPay(orderNo);
    // The first page was captured at the provider although the shop voided it (its void lost the race).
    await capturedAtProvider(first.ref);
    expect(await deliverCapture(first.ref, first.amount)).toBe('paid');
    // The second page was voided when the first capture paid the order.
    expect(await gateway(second.ref)).toBe('voided');
    await capturedAtProvider(second.ref);
    expect(await deliverCapture(second.ref, second.amount)).toBe('notPayable');
    expect(await gateway(second.ref)).toBe('refunded');
    expect(await gateway(first.ref)).toBe('succeeded');
    const all = await payments(orderNo);
    expect(all).toEqual([
      { status: 'succeeded', refundRef: null, refundReason: null },
      { status: 'refunded', refundRef: second.ref.replace('sbx_', 'sbr_'), refundReason: 'notPayable' },
    ]);
    expect(await status(orderNo)).toMatchObject({ paid: true, payment: 'succeeded', orderStatus: 'to_ship' });
    const events = (await call('GET', `/orders/${orderNo}`, { token: buyer.token })).body.data.events.map((e: any) => e.type);
    expect(events).toEqual(['placed', 'paid', 'paymentReturned']);
  });

  it('cancelling voids the open page; a capture that still arrives is refunded and the buyer is told they were not charged', async () => {
    const orderNo = await newOrder();
    const { ref, amount } = await startPay(orderNo);
    expect((await call('POST', `/orders/${orderNo}/cancel`, { token: buyer.token, body: { reason: 'not_needed' } })).status).toBe(200);
    expect(await gateway(ref)).toBe('voided');
    expect((await approve(ref)).headers.location).toBe(`/sandbox-pay/${ref}?lang=en`);
    // A provider that captured anyway (its void arrived late) is made whole automatically.
    await capturedAtProvider(ref);
    expect(await deliverCapture(ref, amount)).toBe('notPayable');
    expect(await gateway(ref)).toBe('refunded');
    const s = await call('GET', `/orders/${orderNo}/payment`, { token: buyer.token, lang: 'en' });
    expect(s.body.data).toMatchObject({ paid: false, payment: 'refunded', orderStatus: 'cancelled' });
    const messages = (await call('GET', '/user/messages?page=1&pageSize=20', { token: buyer.token, lang: 'en' })).body.data;
    expect(JSON.stringify(messages)).toContain('You have not been charged');
  });

  it('a refund the provider could not make is retried by the sweeper', async () => {
    const orderNo = await newOrder();
    const { ref } = await startPay(orderNo);
    await ctx.storage.db.execute(sql`UPDATE shop_order SET status = 'cancelled', cancelled_at = now() WHERE order_no = ${orderNo}`);
    // The capture was marked refund-due, but the provider was down when the refund was asked for.
    await ctx.storage.db.execute(sql`UPDATE payment SET status = 'succeeded', refund_reason = 'notPayable', completed_at = now() WHERE provider_ref = ${ref}`);
    await capturedAtProvider(ref);
    expect(await gateway(ref)).toBe('succeeded');
    const swept = await ctx.app.sweeper.sweep();
    expect(swept.refunded).toBe(1);
    expect(await gateway(ref)).toBe('refunded');
    expect((await payments(orderNo))[0]).toMatchObject({ status: 'refunded', refundReason: 'notPayable' });
    expect((await ctx.app.sweeper.sweep()).refunded).toBe(0);
  });

  it('the operator refund returns the money through the provider, once', async () => {
    const orderNo = await newOrder();
    const { ref } = await startPay(orderNo);
    await approve(ref);
    const OPS = { authorization: 'Bearer dev-ops-token' };
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/refund`, { headers: OPS })).status).toBe(409);
    const [line] = await rows<{ skuId: number }>(ctx.storage.db, sql`SELECT l.sku_id AS "skuId" FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${orderNo}`);
    const ret = await call('POST', `/orders/${orderNo}/return`, { token: buyer.token, body: { reason: 'damaged', description: 'Broken on arrival', items: [{ skuId: Number(line!.skuId), quantity: 1 }], photos: [] } });
    expect(ret.status).toBe(200);
    const refunds = await Promise.all([1, 2].map(() => call('POST', `/api/ew/staff/orders/${orderNo}/refund`, { headers: OPS })));
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await gateway(ref)).toBe('refunded');
    expect((await payments(orderNo))[0]).toMatchObject({ status: 'refunded', refundReason: 'orderRefund', refundRef: ref.replace('sbx_', 'sbr_') });
    const d = (await call('GET', `/orders/${orderNo}`, { token: buyer.token })).body.data;
    expect(d.status).toBe('refunded');
    expect(d.events.filter((e: any) => e.type === 'refunded')).toHaveLength(1);
  });
});
