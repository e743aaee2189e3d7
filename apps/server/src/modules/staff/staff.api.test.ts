import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { staffLogin } from '../../../test/staff.js';

// Staff accounts and roles (issue 12, ADR 0017): separate from buyers, hashed sessions, and a
// role check on every /api/ew/staff endpoint; the operator token of the CLI acts as an admin.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let buyer: Buyer;
const OPS = { authorization: 'Bearer dev-ops-token' };
const PASSWORD = 'Staff#2026';
const staff: Record<'sales' | 'finance' | 'agent', string> = { sales: '', finance: '', agent: '' };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = async (email: string, password = PASSWORD) => call('POST', '/api/ew/staff/login', { body: { email, password }, lang: 'en' });

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  buyer = await makeBuyer(ctx);
  for (const role of ['sales', 'finance', 'agent'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    const r = await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `Test ${role}`, password: PASSWORD, roles: [role] } });
    expect(r.status).toBe(200);
    staff[role] = await staffLogin(call, email, PASSWORD);
  }
});
afterAll(async () => ctx?.close());

async function paidOrder(): Promise<string> {
  const s = await skuInStock(ctx, 10, 1);
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
  const r = await call('POST', '/orders', { token: buyer.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity: 1 }], shippingAddressId: buyer.addressId, shippingMethodId: Number(m!.id) } });
  const pay = await call('POST', `/orders/${r.body.data.orderNo}/pay`, { token: buyer.token, body: { method: 'sandbox' } });
  const ref = /sbx_[0-9a-f]+/.exec(pay.body.data.payUrl)![0];
  await ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  return r.body.data.orderNo;
}

describe('staff accounts', () => {
  it('the operator creates accounts; e-mails are unique and passwords follow the buyers’ rules', async () => {
    const email = `admin-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: 'Admin', password: PASSWORD, roles: ['admin'] } })).status).toBe(200);
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: 'Again', password: PASSWORD, roles: ['admin'] } })).status).toBe(409);
    const weak = await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email: `x${email}`, name: 'Weak', password: 'abc', roles: ['admin'] } });
    expect(weak.status).toBe(422);
    expect(weak.body.data.fields.password).toBeTruthy();
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email: `y${email}`, name: 'Boss', password: PASSWORD, roles: ['owner'] } })).status).toBe(422);
    // Only the hash of a staff password and of a staff token is stored.
    const [row] = await rows<{ passwordHash: string }>(ctx.storage.db, sql`SELECT password_hash AS "passwordHash" FROM staff_user WHERE email = ${email}`);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    const token = (await login(email)).body.msg as string;
    const [s] = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM staff_session WHERE token_hash = ${token}`);
    expect(Number(s!.n)).toBe(0);
    const me = await call('GET', '/api/ew/staff/me', { headers: bearer(token) });
    expect(me.body.data).toMatchObject({ email, name: 'Admin', roles: ['admin'] });
    expect(me.body.data.permissions).toEqual(expect.arrayContaining(['orders.read', 'orders.fulfil', 'orders.refund', 'staff.manage']));
  });

  it('a wrong password, an unknown e-mail and a buyer’s credentials all fail the same way; logout ends the session', async () => {
    const wrong = await call('POST', '/api/ew/staff/login', { body: { email: 'nobody@yt-networks.example', password: PASSWORD }, lang: 'en' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The e-mail or password is incorrect');
    const demo = await call('POST', '/api/ew/staff/login', { body: { email: 'demo@example.com', password: 'Demo@12345' } });
    expect(demo.status).toBe(400);
    const email = `temp-${randomUUID().slice(0, 8)}@yt-networks.example`;
    await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: 'Temp', password: PASSWORD, roles: ['agent'] } });
    const token = (await login(email)).body.msg as string;
    expect((await call('GET', '/api/ew/staff/me', { headers: bearer(token) })).status).toBe(200);
    await call('POST', '/api/ew/staff/logout', { headers: bearer(token) });
    expect((await call('GET', '/api/ew/staff/me', { headers: bearer(token) })).status).toBe(401);
  });

  it('buyers and staff are separate: neither token opens the other side', async () => {
    expect((await call('GET', '/api/ew/staff/me', { token: buyer.token })).status).toBe(401);
    expect((await call('GET', '/api/ew/staff/orders', { token: buyer.token })).status).toBe(401);
    expect((await call('GET', '/user/loginUser', { headers: bearer(staff.sales) })).body.code).toBe(401);
    expect((await call('GET', '/orders', { headers: bearer(staff.sales) })).status).toBe(401);
  });
});

describe('roles on the staff endpoints', () => {
  it('sales see and ship orders but cannot refund; finance refunds but cannot ship; an agent sees no orders', async () => {
    const orderNo = await paidOrder();
    const list = await call('GET', '/api/ew/staff/orders?queue=to_ship&pageSize=100', { headers: bearer(staff.sales) });
    expect(list.status).toBe(200);
    const row = list.body.data.items.find((o: any) => o.orderNo === orderNo);
    expect(row).toMatchObject({ status: 'to_ship', lineCount: 1, units: 1 });
    expect(list.body.data.counts.to_ship).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/ew/staff/orders', { headers: bearer(staff.agent) })).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/ship`, { headers: bearer(staff.finance), body: { carrier: 'DHL', trackingNo: '1Z1' } })).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/ship`, { headers: bearer(staff.sales), body: { carrier: 'DHL', trackingNo: '1Z1' } })).status).toBe(200);
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/ship`, { headers: bearer(staff.sales), body: { carrier: 'DHL', trackingNo: '1Z1' } })).status).toBe(409);
    const toDeliver = await call('GET', '/api/ew/staff/orders?queue=to_deliver&pageSize=100', { headers: bearer(staff.finance) });
    expect(toDeliver.body.data.items.find((o: any) => o.orderNo === orderNo)).toMatchObject({ carrier: 'DHL', trackingNo: '1Z1' });
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/deliver`, { headers: bearer(staff.sales) })).status).toBe(200);
    await call('POST', `/orders/${orderNo}/receive`, { token: buyer.token });
    const [line] = await rows<{ skuId: number }>(ctx.storage.db, sql`SELECT l.sku_id AS "skuId" FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${orderNo}`);
    expect((await call('POST', `/orders/${orderNo}/return`, { token: buyer.token, body: { reason: 'damaged', description: 'Bent pins', items: [{ skuId: Number(line!.skuId), quantity: 1 }], photos: [] } })).status).toBe(200);
    const refunds = await call('GET', '/api/ew/staff/orders?queue=refunding&pageSize=100', { headers: bearer(staff.finance) });
    expect(refunds.body.data.items.find((o: any) => o.orderNo === orderNo)).toMatchObject({ returnReason: 'damaged' });
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/refund`, { headers: bearer(staff.sales) })).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/refund`, { headers: bearer(staff.finance) })).status).toBe(200);
    // Only admins manage staff or hot searches.
    expect((await call('GET', '/api/ew/staff/staff', { headers: bearer(staff.finance) })).status).toBe(403);
    expect((await call('POST', '/api/ew/staff/search/hide', { headers: bearer(staff.sales), body: { query: 'sfp' } })).status).toBe(403);
  });

  it('every staff endpoint refuses a request without a staff session', async () => {
    for (const [method, url] of [
      ['GET', '/api/ew/staff/me'],
      ['GET', '/api/ew/staff/orders'],
      ['GET', '/api/ew/staff/staff'],
      ['POST', '/api/ew/staff/staff'],
      ['POST', '/api/ew/staff/orders/YT2611230001/ship'],
      ['POST', '/api/ew/staff/orders/YT2611230001/deliver'],
      ['POST', '/api/ew/staff/orders/YT2611230001/refund'],
      ['POST', '/api/ew/staff/orders/YT2611230001/expire'],
      ['POST', '/api/ew/staff/search/hide'],
    ] as const) {
      expect((await call(method, url, { body: method === 'POST' ? {} : undefined })).status, url).toBe(401);
      expect((await call(method, url, { headers: { authorization: 'Bearer not-a-token' }, body: method === 'POST' ? {} : undefined })).status, url).toBe(401);
    }
  });
});
