import { randomUUID } from 'node:crypto';
import type { MySamples, OrderDetail, StaffOrderList, StaffSample, StaffSampleList } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeBuyer, setStock, stockOf, type Buyer } from '../../../test/buyers.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { rows } from '../../db/client.js';
import { staffLogin } from '../../../test/staff.js';

// Free samples in the console (issue 14): sales and administrators see the applications by status
// and decide each pending one once. An approval creates a zero-price order of kind sample, already
// paid and waiting in the to-ship queue, whose shipping and delivery send the usual order messages;
// a rejection needs a reason, which the buyer reads. Other roles are refused.

let ctx: TestContext;
let call: ReturnType<typeof api>;
const staff: Record<'sales' | 'agent' | 'admin', string> = { sales: '', agent: '', admin: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });
beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  for (const role of ['sales', 'agent', 'admin'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: { authorization: 'Bearer dev-ops-token' }, body: { email, name: `Samples ${role}`, password: 'Staff#2026', roles: [role] } })).status).toBe(200);
    staff[role] = await staffLogin(call, email, 'Staff#2026');
  }
});
afterAll(() => ctx?.close());

let offset = 0;
/** A buyer with a pending application for one or two eligible SKUs in stock (each test its own SKUs). */
async function applied(lines = 1, quantity = 2): Promise<{ buyer: Buyer; id: number; skus: { skuId: number; productNo: string }[] }> {
  const skus = await rows<{ skuId: number; productNo: string }>(
    ctx.storage.db,
    sql`SELECT DISTINCT ON (product_id) id AS "skuId", product_no AS "productNo" FROM sku WHERE sample_limit >= 2 AND stock >= 50 ORDER BY product_id, id LIMIT ${lines} OFFSET ${offset}`,
  );
  offset += lines;
  const buyer = await makeBuyer(ctx);
  const r = await call('POST', '/samples', {
    token: buyer.token,
    body: { lines: skus.map((s) => ({ skuId: Number(s.skuId), quantity })), project: 'Lab evaluation of optics for a data-centre refresh', company: 'Acme Oy', addressId: buyer.addressId },
  });
  expect(r.status).toBe(200);
  return { buyer, id: r.body.data.id, skus: skus.map((s) => ({ skuId: Number(s.skuId), productNo: s.productNo })) };
}
const queue = async (status: string, token = staff.sales) => (await call('GET', `/api/ew/staff/samples?status=${status}`, { headers: as(token) })).body.data as StaffSampleList;
const messagesOf = async (userId: number) =>
  (await rows<{ titleKey: string }>(ctx.storage.db, sql`SELECT title_key AS "titleKey" FROM user_message WHERE user_id = ${userId} ORDER BY id`)).map((m) => m.titleKey);
const mailsTo = async (email: string) => (await rows<{ subject: string }>(ctx.storage.db, sql`SELECT subject FROM mail_outbox WHERE recipient = ${email} ORDER BY id`)).map((m) => m.subject);

describe('sample applications in the console', () => {
  it('lists pending ones oldest first with the buyer, lines, project, company, address and stock', async () => {
    const a = await applied(2);
    const b = await applied(1);
    const list = await queue('pending');
    const ids = list.items.map((i) => i.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(list.counts.pending).toBeGreaterThanOrEqual(2);
    const row = list.items.find((i) => i.id === a.id)!;
    expect(row).toMatchObject({ status: 'pending', buyerEmail: a.buyer.email, buyerName: 'Test Buyer', project: 'Lab evaluation of optics for a data-centre refresh', company: 'Acme Oy', decidedBy: null, orderNo: null });
    expect(row.address).toMatchObject({ city: 'City', line1: 'Street 1' });
    expect(row.lines).toHaveLength(2);
    expect(row.lines[0]).toMatchObject({ quantity: 2, stock: expect.any(Number), productNo: expect.any(String), name: expect.any(String) });
    const one = await call('GET', `/api/ew/staff/samples/${a.id}`, { headers: as(staff.sales) });
    expect((one.body.data as StaffSample).buyerEmail).toBe(a.buyer.email);
    expect((await call('GET', '/api/ew/staff/samples/99999999', { headers: as(staff.sales) })).status).toBe(404);
    expect((await call('GET', '/api/ew/staff/samples/99999999999', { headers: as(staff.sales) })).status).toBe(404);
  });

  it('approves into a to-ship order of kind sample at zero, which ships and is delivered with the usual messages', async () => {
    const a = await applied(2);
    const before = await Promise.all(a.skus.map((s) => stockOf(ctx, s.skuId)));
    const approved = await call('POST', `/api/ew/staff/samples/${a.id}/approve`, { headers: as(staff.sales), lang: '2' });
    expect(approved.status).toBe(200);
    const orderNo = approved.body.data.orderNo as string;
    expect(approved.body.msg).toBe(`Approved: sample order ${orderNo} is now in the to-ship queue`);

    // The order: kind sample, to ship, paid, every amount zero, lines at price 0; stock taken.
    const [o] = await rows<{ kind: string; status: string; total: number; subtotal: number; shippingFee: number; tax: number; paidAt: string | null; couponId: number | null }>(
      ctx.storage.db,
      sql`SELECT kind, status, total, subtotal, shipping_fee AS "shippingFee", tax, paid_at AS "paidAt", coupon_id AS "couponId" FROM shop_order WHERE order_no = ${orderNo}`,
    );
    expect(o).toMatchObject({ kind: 'sample', status: 'to_ship', couponId: null });
    expect([o!.total, o!.subtotal, o!.shippingFee, o!.tax].map(Number)).toEqual([0, 0, 0, 0]);
    expect(o!.paidAt).not.toBeNull();
    expect(await Promise.all(a.skus.map((s) => stockOf(ctx, s.skuId)))).toEqual(before.map((n) => n - 2));

    // The buyer's order page: zero total and lines, no payment, no return (nothing was paid).
    const detail = (await call('GET', `/orders/${orderNo}`, { token: a.buyer.token })).body.data as OrderDetail;
    expect(detail).toMatchObject({ kind: 'sample', status: 'to_ship', total: { amount: 0 }, subtotal: { amount: 0 }, shippingFee: { amount: 0 } });
    expect(detail.lines.map((l) => [l.unitPrice.amount, l.lineTotal.amount, l.quantity])).toEqual([[0, 0, 2], [0, 0, 2]]);
    expect(detail.actions).not.toContain('requestReturn');
    expect(detail.actions).not.toContain('pay');
    expect(detail.shippingAddress).toMatchObject({ city: 'City', line1: 'Street 1' });
    const ret = await call('POST', `/orders/${orderNo}/return`, { token: a.buyer.token, body: { reason: 'not_needed', description: 'x', items: [{ skuId: a.skus[0]!.skuId, quantity: 1 }], photos: [] } });
    expect(ret.status).toBe(409);
    const pay = await call('POST', `/orders/${orderNo}/pay`, { token: a.buyer.token, body: { method: 'card' } });
    expect(pay.status).toBeGreaterThanOrEqual(400);
    expect(pay.status).toBeLessThan(500);
    // Nor bought again: no such action, and the server refuses it (the cart stays as it was).
    expect(detail.actions).not.toContain('repurchase');
    const cartBefore = (await call('GET', '/cart', { token: a.buyer.token })).body.data;
    const again = await call('POST', `/orders/${orderNo}/repurchase`, { token: a.buyer.token });
    expect(again.status).toBe(409);
    expect((await call('GET', '/cart', { token: a.buyer.token })).body.data).toEqual(cartBefore);

    // The application: approved, its order linked, decided by the sales member.
    const mine = (await call('GET', '/samples', { token: a.buyer.token })).body.data as MySamples;
    expect(mine.items[0]).toMatchObject({ id: a.id, status: 'approved', orderNo });
    expect((await queue('approved')).items.find((i) => i.id === a.id)).toMatchObject({ decidedBy: 'Samples sales', orderNo, orderStatus: 'to_ship' });
    expect(await messagesOf(a.buyer.userId)).toEqual(['sampleReceived', 'sampleApproved']);
    expect(await mailsTo(a.buyer.email)).toEqual([`样品申请已收到 · #${a.id}`, `样品申请已批准 · ${orderNo}`]);

    // In the console's to-ship queue as a sample; shipped and delivered with the usual messages.
    const toShip = (await call('GET', '/api/ew/staff/orders?queue=to_ship&pageSize=100', { headers: as(staff.sales) })).body.data as StaffOrderList;
    expect(toShip.items.find((i) => i.orderNo === orderNo)).toMatchObject({ kind: 'sample', total: { amount: 0 } });
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/ship`, { headers: as(staff.sales), body: { carrier: 'DHL', trackingNo: 'JD0123456789' } })).status).toBe(200);
    const shipped = ((await call('GET', '/samples', { token: a.buyer.token })).body.data as MySamples).items[0]!;
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'DHL', trackingNo: 'JD0123456789', shippedAt: expect.any(String) });
    expect((await call('POST', `/api/ew/staff/orders/${orderNo}/deliver`, { headers: as(staff.sales) })).status).toBe(200);
    expect(await messagesOf(a.buyer.userId)).toEqual(['sampleReceived', 'sampleApproved', 'orderShipped', 'orderDelivered']);
    expect((await call('GET', `/samples/${a.id}`, { token: a.buyer.token })).body.data.status).toBe('shipped');
    // The console reads its order as delivered, not shipped (issue 24).
    expect((await queue('approved')).items.find((i) => i.id === a.id)).toMatchObject({ orderStatus: 'to_receive', orderDeliveredAt: expect.any(String) });

    // Deciding again is refused, either way.
    const twice = await call('POST', `/api/ew/staff/samples/${a.id}/approve`, { headers: as(staff.sales), lang: '2' });
    expect(twice).toMatchObject({ status: 409, body: { msg: 'This application has already been decided' } });
    expect((await call('POST', `/api/ew/staff/samples/${a.id}/reject`, { headers: as(staff.sales), body: { reason: 'late' } })).status).toBe(409);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM shop_order WHERE kind = 'sample' AND user_id = ${a.buyer.userId}`)).toHaveLength(1);
  });

  it('approves one of two approvals sent at once, with one order', async () => {
    const a = await applied(1);
    const results = await Promise.all([0, 1].map(() => call('POST', `/api/ew/staff/samples/${a.id}/approve`, { headers: as(staff.sales) })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM shop_order WHERE kind = 'sample' AND user_id = ${a.buyer.userId}`)).toHaveLength(1);
  });

  it('refuses to approve while a SKU is short, and changes nothing', async () => {
    const a = await applied(2);
    await setStock(ctx, a.skus[1]!.skuId, 1);
    const r = await call('POST', `/api/ew/staff/samples/${a.id}/approve`, { headers: as(staff.sales), lang: '4' });
    expect(r).toMatchObject({ status: 409, body: { msg: `Tuote ${a.skus[1]!.productNo} on loppu varastosta, joten näytettä ei voi lähettää juuri nyt` } });
    expect(await stockOf(ctx, a.skus[1]!.skuId)).toBe(1);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM shop_order WHERE user_id = ${a.buyer.userId}`)).toHaveLength(0);
    expect((await call('GET', `/api/ew/staff/samples/${a.id}`, { headers: as(staff.sales) })).body.data.status).toBe('pending');
    await setStock(ctx, a.skus[1]!.skuId, 100);
    // The operator token acts as an administrator; it has no staff row to name.
    const ok = await call('POST', `/api/ew/staff/samples/${a.id}/approve`, { headers: { authorization: 'Bearer dev-ops-token' } });
    expect(ok.status).toBe(200);
    expect((await call('GET', `/api/ew/staff/samples/${a.id}`, { headers: as(staff.admin) })).body.data).toMatchObject({ status: 'approved', decidedBy: null });
  });

  it('rejects with a reason the buyer reads in a message and a mail', async () => {
    const a = await applied(1);
    const noReason = await call('POST', `/api/ew/staff/samples/${a.id}/reject`, { headers: as(staff.sales), body: { reason: '  ' }, lang: '2' });
    expect(noReason).toMatchObject({ status: 422, body: { data: { fields: { reason: 'Required' } } } });
    expect((await call('POST', `/api/ew/staff/samples/${a.id}/reject`, { headers: as(staff.sales), body: {} })).status).toBe(422);
    expect((await call('POST', `/api/ew/staff/samples/${a.id}/reject`, { headers: as(staff.sales), body: { reason: 'x'.repeat(501) } })).status).toBe(422);
    expect((await call('POST', `/api/ew/staff/samples/${a.id}/reject`, { headers: as(staff.sales), body: { reason: 'a\u0000b' } })).status).toBe(422);
    const reason = 'We could not verify the company; please apply with your company e-mail address.';
    const r = await call('POST', `/api/ew/staff/samples/${a.id}/reject`, { headers: as(staff.sales), body: { reason }, lang: '6' });
    expect(r).toMatchObject({ status: 200, body: { msg: '却下しました。申請者に通知しました' } });
    const mine = (await call('GET', '/samples', { token: a.buyer.token })).body.data as MySamples;
    expect(mine.items[0]).toMatchObject({ status: 'rejected', rejectReason: reason, orderNo: null, decidedAt: expect.any(String) });
    expect(await messagesOf(a.buyer.userId)).toEqual(['sampleReceived', 'sampleRejected']);
    const list = await call('GET', '/user/messages', { token: a.buyer.token, lang: '2' });
    expect(list.body.data.items[0]).toMatchObject({ title: 'Sample application not approved', body: `We are sorry: your sample application #${a.id} was not approved. Reason: ${reason}` });
    expect((await mailsTo(a.buyer.email))[1]).toBe(`样品申请未通过 · #${a.id}`);
    expect((await queue('rejected')).items.find((i) => i.id === a.id)).toMatchObject({ rejectReason: reason, decidedBy: 'Samples sales' });
    expect((await call('POST', `/api/ew/staff/samples/${a.id}/approve`, { headers: as(staff.sales) })).status).toBe(409);
    expect((await call('POST', '/api/ew/staff/samples/99999999/reject', { headers: as(staff.sales), body: { reason } })).status).toBe(404);
    expect((await call('POST', '/api/ew/staff/samples/99999999999/approve', { headers: as(staff.sales) })).status).toBe(404);
  });

  it('are for sales and administrators only', async () => {
    const a = await applied(1);
    expect((await call('GET', '/api/ew/staff/samples', { headers: as(staff.admin) })).status).toBe(200);
    expect((await call('GET', '/api/ew/staff/samples', { headers: as(staff.agent) })).status).toBe(403);
    expect((await call('GET', `/api/ew/staff/samples/${a.id}`, { headers: as(staff.agent) })).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/samples/${a.id}/approve`, { headers: as(staff.agent) })).status).toBe(403);
    expect((await call('POST', `/api/ew/staff/samples/${a.id}/reject`, { headers: as(staff.agent), body: { reason: 'no' } })).status).toBe(403);
    expect((await call('GET', '/api/ew/staff/samples')).status).toBe(401);
    expect((await call('POST', `/api/ew/staff/samples/${a.id}/approve`)).status).toBe(401);
    // A buyer's session is no staff session.
    expect((await call('GET', '/api/ew/staff/samples', { headers: as(a.buyer.token) })).status).toBe(401);
    expect((await call('GET', '/api/ew/staff/samples?status=shipped', { headers: as(staff.sales) })).status).toBe(422);
    expect((await call('GET', `/api/ew/staff/samples/${a.id}`, { headers: as(staff.sales) })).body.data.status).toBe('pending');
  });
});
