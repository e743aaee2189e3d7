import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, skuInStock, type Buyer } from '../orders/test-buyers.js';
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
    expect(done.headers.location).toBe(`/paymentResult?orderNo=${orderNo}&status=success`);
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
    expect(done.headers.location).toBe(`/paymentResult?orderNo=${orderNo}&status=failed`);
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
    const late = notificationBody({ ref, amount: amount.amount, currency: amount.currency }, 'succeeded');
    expect((await notify(late, sign(SECRET, late))).json().data.outcome).toBe('notPayable');
    expect((await status(orderNo)).orderStatus).toBe('cancelled');
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
