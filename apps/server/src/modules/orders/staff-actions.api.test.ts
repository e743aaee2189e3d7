import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { api, makeBuyer, skuInStock, stockOf, type Buyer } from '../../../test/buyers.js';
import { staffLogin } from '../../../test/staff.js';

// Staff's order actions (issue 27): cancel with a reason, full and partial refunds through the
// sandbox gateway (it stands in for a provider's servers; the shop's side is the real code on a
// real database), the packing list PDF, permissions, races and the audit entries.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let buyer: Buyer;
const OPS = { authorization: 'Bearer dev-ops-token' };
const PASSWORD = 'Staff#2026';
const token: Record<'sales' | 'finance' | 'agent' | 'admin', string> = { sales: '', finance: '', agent: '', admin: '' };
const as = (role: keyof typeof token) => ({ authorization: `Bearer ${token[role]}` });
const base = (orderNo: string) => `/api/ew/staff/orders/${orderNo}`;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  buyer = await makeBuyer(ctx);
  for (const role of ['sales', 'finance', 'agent', 'admin'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@yt-networks.example`;
    expect((await call('POST', '/api/ew/staff/staff', { headers: OPS, body: { email, name: `Test ${role}`, password: PASSWORD, roles: [role] } })).status).toBe(200);
    // Admin and finance sign in with an authenticator code (the helper enrols one).
    token[role] = await staffLogin(call, email, PASSWORD);
  }
});
afterAll(async () => ctx?.close());

async function placeOrder(quantity = 2, remark = '') {
  const s = await skuInStock(ctx, 20, 3);
  const [m] = await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method ORDER BY sort LIMIT 1`);
  const r = await call('POST', '/orders', { token: buyer.token, body: { idempotencyKey: randomUUID(), items: [{ skuId: s.skuId, quantity }], shippingAddressId: buyer.addressId, shippingMethodId: Number(m!.id), remark } });
  expect(r.status).toBe(200);
  return { orderNo: r.body.data.orderNo as string, skuId: s.skuId, total: r.body.data.total.amount as number };
}

async function paidOrder(quantity = 2, remark = '') {
  const o = await placeOrder(quantity, remark);
  const pay = await call('POST', `/orders/${o.orderNo}/pay`, { token: buyer.token, body: { method: 'sandbox' } });
  const ref = /sbx_[0-9a-f]+/.exec(pay.body.data.payUrl)![0];
  await ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  const [p] = await rows<{ status: string }>(ctx.storage.db, sql`SELECT status FROM shop_order WHERE order_no = ${o.orderNo}`);
  expect(p!.status).toBe('to_ship');
  return { ...o, ref };
}

const gateway = async (ref: string) =>
  (await rows<{ status: string; refunded: number }>(ctx.storage.db, sql`SELECT status, refunded_amount AS refunded FROM sandbox_payment WHERE ref = ${ref}`)).map((r) => ({ status: r.status, refunded: Number(r.refunded) }))[0]!;
const orderRow = async (orderNo: string) =>
  (await rows<{ status: string; cancelReason: string | null; cancelNote: string | null }>(ctx.storage.db, sql`SELECT status, cancel_reason AS "cancelReason", cancel_note AS "cancelNote" FROM shop_order WHERE order_no = ${orderNo}`))[0]!;
const audits = async (orderNo: string, action: string) =>
  rows<{ staffId: number | null; before: any; after: any }>(ctx.storage.db, sql`SELECT staff_id AS "staffId", before, after FROM audit_log WHERE entity_type = 'order' AND entity_id = ${orderNo} AND action = ${action} ORDER BY id`);
const buyerDetail = async (orderNo: string) => (await call('GET', `/orders/${orderNo}`, { token: buyer.token, lang: 'en' })).body.data;
const messages = async (key: string, orderNo: string) =>
  Number((await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM user_message WHERE user_id = ${buyer.userId} AND title_key = ${key} AND params->>'orderNo' = ${orderNo}`))[0]!.n);
const mails = async (orderNo: string) => Number((await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE ${`%${orderNo}%`}`))[0]!.n);

describe('cancel by staff', () => {
  it('an unpaid order: cancelled with the reason and note, stock back once, the buyer told, audited', async () => {
    const o = await placeOrder(3);
    const stock = await stockOf(ctx, o.skuId);
    const r = await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('sales'), body: { reason: 'out_of_stock', note: 'Supplier discontinued it' }, lang: 'en' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'cancelled', canCancel: false, canRefund: false, paid: { amount: 0 } });
    expect(await orderRow(o.orderNo)).toEqual({ status: 'cancelled', cancelReason: 'out_of_stock', cancelNote: 'Supplier discontinued it' });
    expect(await stockOf(ctx, o.skuId)).toBe(stock + 3);
    const d = await buyerDetail(o.orderNo);
    expect(d.events.at(-1)).toMatchObject({ type: 'cancelled', data: { reason: 'out_of_stock' } });
    expect(await messages('orderCancelled', o.orderNo)).toBe(1);
    expect(await mails(o.orderNo)).toBeGreaterThanOrEqual(2);
    const [a] = await audits(o.orderNo, 'order.cancel');
    expect(a!.before).toMatchObject({ status: 'unpaid' });
    expect(a!.after).toMatchObject({ status: 'cancelled', cancelReason: 'out_of_stock', cancelNote: 'Supplier discontinued it', refund: null });
    // A replay changes nothing: 409, the stock stays as it is.
    const again = await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('sales'), body: { reason: 'out_of_stock' } });
    expect(again.status).toBe(409);
    expect(await stockOf(ctx, o.skuId)).toBe(stock + 3);
  });

  it('a paid order not shipped: cancelled and refunded in full through the gateway, in one action', async () => {
    const o = await paidOrder(2);
    const stock = await stockOf(ctx, o.skuId);
    const r = await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('admin'), body: { reason: 'buyer_request', note: '' } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'cancelled', paid: { amount: o.total }, refunded: { amount: o.total }, refundable: { amount: 0 }, canRefund: false });
    expect(r.body.data.refunds).toMatchObject([{ amount: { amount: o.total }, reason: 'cancel', status: 'succeeded' }]);
    expect(await gateway(o.ref)).toEqual({ status: 'refunded', refunded: o.total });
    expect(await stockOf(ctx, o.skuId)).toBe(stock + 2);
    const types = (await buyerDetail(o.orderNo)).events.map((e: { type: string }) => e.type);
    expect(types.slice(-2)).toEqual(['cancelled', 'refunded']);
    expect(await messages('orderRefunded', o.orderNo)).toBe(1);
    const [a] = await audits(o.orderNo, 'order.cancel');
    expect(a!.before).toMatchObject({ status: 'to_ship', paid: o.total, refunded: 0 });
    expect(a!.after).toMatchObject({ status: 'cancelled', refund: { amount: o.total } });
  });

  it('a shipped or delivered order cannot be cancelled (409 with a clear message)', async () => {
    const o = await paidOrder(1);
    expect((await call('POST', `${base(o.orderNo)}/ship`, { headers: as('sales'), body: { carrier: 'DHL', trackingNo: 'JD0001' } })).status).toBe(200);
    const r = await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('sales'), body: { reason: 'buyer_request' }, lang: 'en' });
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain('already shipped');
    expect((await call('POST', `${base(o.orderNo)}/deliver`, { headers: as('sales') })).status).toBe(200);
    const fr = await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('sales'), body: { reason: 'buyer_request' }, lang: 'fr' });
    expect(fr.status).toBe(409);
    expect(fr.body.msg).toContain('déjà expédiée');
    expect((await orderRow(o.orderNo)).status).toBe('to_receive');
  });

  it('two cancels at once: one wins, stock and money go back once', async () => {
    const o = await paidOrder(4);
    const stock = await stockOf(ctx, o.skuId);
    const results = await Promise.all(Array.from({ length: 4 }, () => call('POST', `${base(o.orderNo)}/cancel`, { headers: as('sales'), body: { reason: 'cannot_ship' } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(ctx, o.skuId)).toBe(stock + 4);
    expect(await gateway(o.ref)).toEqual({ status: 'refunded', refunded: o.total });
    const [n] = await rows<{ n: number; sum: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n, sum(r.amount)::bigint AS sum FROM payment_refund r JOIN shop_order o ON o.id = r.order_id WHERE o.order_no = ${o.orderNo}`);
    expect({ n: Number(n!.n), sum: Number(n!.sum) }).toEqual({ n: 1, sum: o.total });
    expect(await audits(o.orderNo, 'order.cancel')).toHaveLength(1);
  });

  it('bad bodies and unknown orders are 4xx; "other" needs a note', async () => {
    const o = await placeOrder(1);
    for (const body of [{}, { reason: 'bored' }, { reason: 'other' }, { reason: 'other', note: '   ' }, { reason: 'buyer_request', note: 'x'.repeat(501) }, { reason: 'buyer_request', note: 'a\u0000b' }]) {
      expect((await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('sales'), body })).status).toBe(422);
    }
    expect((await call('POST', `${base('NOSUCHORDER1')}/cancel`, { headers: as('sales'), body: { reason: 'buyer_request' } })).status).toBe(404);
    expect((await call('POST', `${base('bad no')}/cancel`, { headers: as('sales'), body: { reason: 'buyer_request' } })).status).toBeLessThan(500);
    expect((await orderRow(o.orderNo)).status).toBe('unpaid');
  });
});

describe('refunds by staff', () => {
  it('partial refunds add up; the last makes the order refunded; each recorded, shown to the buyer and audited', async () => {
    const o = await paidOrder(2);
    const first = Math.floor(o.total / 4);
    const r1 = await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: first, reason: 'damaged', note: 'Box dented' } });
    expect(r1.status).toBe(200);
    expect(r1.body.data).toMatchObject({ status: 'to_ship', refunded: { amount: first }, refundable: { amount: o.total - first }, canRefund: true });
    expect(await gateway(o.ref)).toEqual({ status: 'succeeded', refunded: first });
    let d = await buyerDetail(o.orderNo);
    expect(d.events.at(-1).type).toBe('refundIssued');
    expect(d.events.at(-1).data.amount).toMatch(/\d/);
    expect(await messages('refundIssued', o.orderNo)).toBe(1);
    // More than is left is refused, and so are nonsense amounts: all 4xx, nothing moves.
    for (const amount of [o.total, 0, -5, 1.5, 'NaN', null, 1e300, Number.MAX_SAFE_INTEGER, 2 ** 63]) {
      const bad = await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount, reason: 'damaged' } });
      expect(bad.status, String(amount)).toBeGreaterThanOrEqual(400);
      expect(bad.status, String(amount)).toBeLessThan(500);
    }
    const tooMuch = await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: o.total - first + 1, reason: 'damaged' }, lang: 'en' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.msg).toContain('at most');
    const rest = await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: o.total - first, reason: 'goodwill' } });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ status: 'refunded', refunded: { amount: o.total }, refundable: { amount: 0 }, canRefund: false, canCancel: false });
    expect(rest.body.data.refunds.map((x: { reason: string }) => x.reason)).toEqual(['goodwill', 'damaged']);
    expect(await gateway(o.ref)).toEqual({ status: 'refunded', refunded: o.total });
    d = await buyerDetail(o.orderNo);
    expect(d.status).toBe('refunded');
    expect(d.events.at(-1).type).toBe('refunded');
    expect((await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: 1, reason: 'goodwill' } })).status).toBe(409);
    const a = await audits(o.orderNo, 'order.refund');
    expect(a).toHaveLength(2);
    expect(a[0]!.before).toMatchObject({ status: 'to_ship', refunded: 0 });
    expect(a[0]!.after).toMatchObject({ status: 'to_ship', refunded: first, refund: { amount: first, reason: 'damaged', note: 'Box dented' } });
    expect(a[1]!.after).toMatchObject({ status: 'refunded', refunded: o.total });
  });

  it('refunds at once can never exceed what was paid', async () => {
    const o = await paidOrder(2);
    const part = Math.ceil(o.total / 3);
    // Five refunds of a third each: at most three fit (the third only when the thirds are exact).
    const results = await Promise.all(Array.from({ length: 5 }, () => call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: part, reason: 'price_adjustment' } })));
    const okCount = results.filter((r) => r.status === 200).length;
    expect(okCount).toBe(Math.floor(o.total / part));
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const g = await gateway(o.ref);
    expect(g.refunded).toBe(okCount * part);
    expect(g.refunded).toBeLessThanOrEqual(o.total);
  });

  it('an unpaid order has nothing to refund; another order number is 404; a sample-free amount over the order is refused', async () => {
    const o = await placeOrder(1);
    expect((await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: 1, reason: 'goodwill' } })).status).toBe(409);
    expect((await call('POST', `${base('ZZZ999999999')}/refunds`, { headers: as('finance'), body: { amount: 1, reason: 'goodwill' } })).status).toBe(404);
    const money = await call('GET', `${base(o.orderNo)}/refunds`, { headers: as('finance') });
    expect(money.body.data).toMatchObject({ status: 'unpaid', canCancel: true, canRefund: false, refunds: [] });
  });
});

describe('a return after a partial refund', () => {
  it('completing the buyer’s return refunds only what is left, once', async () => {
    const o = await paidOrder(2);
    expect((await call('POST', `${base(o.orderNo)}/ship`, { headers: as('sales'), body: { carrier: 'DHL', trackingNo: 'JD0002' } })).status).toBe(200);
    const part = Math.floor(o.total / 2);
    expect((await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: part, reason: 'damaged' } })).status).toBe(200);
    const [line] = await rows<{ skuId: number }>(ctx.storage.db, sql`SELECT l.sku_id AS "skuId" FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${o.orderNo}`);
    const ret = await call('POST', `/orders/${o.orderNo}/return`, { token: buyer.token, body: { reason: 'damaged', description: 'Cracked case', items: [{ skuId: Number(line!.skuId), quantity: 1 }] } });
    expect(ret.status, ret.body.msg).toBe(200);
    expect((await call('POST', `${base(o.orderNo)}/refund`, { headers: as('finance') })).status).toBe(200);
    expect(await gateway(o.ref)).toEqual({ status: 'refunded', refunded: o.total });
    expect((await orderRow(o.orderNo)).status).toBe('refunded');
    const money = (await call('GET', `${base(o.orderNo)}/refunds`, { headers: as('finance') })).body.data;
    expect(money).toMatchObject({ refunded: { amount: o.total }, refundable: { amount: 0 } });
    expect(money.refunds.map((r: { reason: string; amount: { amount: number } }) => [r.reason, r.amount.amount])).toEqual([['returned', o.total - part], ['damaged', part]]);
    expect((await call('POST', `${base(o.orderNo)}/refund`, { headers: as('finance') })).status).toBe(409);
  });
});

describe('permissions', () => {
  it('agents may do none of it; sales may cancel, not refund; finance may refund, not cancel', async () => {
    const o = await paidOrder(1);
    expect((await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('agent'), body: { reason: 'buyer_request' } })).status).toBe(403);
    expect((await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('agent'), body: { amount: 1, reason: 'goodwill' } })).status).toBe(403);
    expect((await call('GET', `${base(o.orderNo)}/refunds`, { headers: as('agent') })).status).toBe(403);
    expect((await call('GET', `${base(o.orderNo)}/packing-list.pdf`, { headers: as('agent') })).status).toBe(403);
    expect((await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('sales'), body: { amount: 1, reason: 'goodwill' } })).status).toBe(403);
    expect((await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('finance'), body: { reason: 'buyer_request' } })).status).toBe(403);
    expect((await call('POST', `${base(o.orderNo)}/cancel`, { body: { reason: 'buyer_request' } })).status).toBe(401);
    expect((await call('POST', `${base(o.orderNo)}/refunds`, { headers: as('finance'), body: { amount: 1, reason: 'goodwill' } })).status).toBe(200);
    expect((await call('POST', `${base(o.orderNo)}/cancel`, { headers: as('sales'), body: { reason: 'buyer_request' } })).status).toBe(200);
    // The cancel refunded what was left after the finance refund: all of it, once.
    expect(await gateway(o.ref)).toEqual({ status: 'refunded', refunded: o.total });
  });
});

describe('packing list', () => {
  it('is a PDF with the order, the lines to pick and the buyer’s note, in the language asked for (CJK too)', async () => {
    const o = await paidOrder(3, '请用木箱包装 — deliver after 14:00');
    const [line] = await rows<{ productNo: string; name: string }>(ctx.storage.db, sql`SELECT l.product_no AS "productNo", l.name FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${o.orderNo}`);
    const dir = mkdtempSync(join(tmpdir(), 'packing-'));
    const text = async (lang: string) => {
      const r = await ctx.app.inject({ url: `${base(o.orderNo)}/packing-list.pdf?lang=${lang}`, headers: as('sales') });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      const file = join(dir, `${lang}.pdf`);
      writeFileSync(file, r.rawPayload);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    };
    const zh = await text('zh-CN');
    expect(zh).toContain('拣货装箱单');
    expect(zh).toContain(o.orderNo);
    expect(zh).toContain(line!.productNo);
    expect(zh).toContain('请用木箱包装');
    expect(zh).toMatch(/共 1 行，3 件/);
    const fr = await text('fr');
    expect(fr).toContain('Bon de préparation');
    expect(fr).toContain('deliver after 14:00');
    expect(fr).toContain(line!.name.split(' ')[0]);
  });

  it('names the lines in the packing list’s language as the catalogue does, not in the buyer’s words copied at purchase; Japanese renders', async () => {
    const o = await paidOrder(1);
    const [line] = await rows<{ productId: number; name: string }>(
      ctx.storage.db,
      sql`SELECT s.product_id AS "productId", l.name FROM order_line l JOIN shop_order o ON o.id = l.order_id JOIN sku s ON s.id = l.sku_id WHERE o.order_no = ${o.orderNo}`,
    );
    const name = async (langId: number, text: string) =>
      ctx.storage.db.execute(sql`INSERT INTO product_i18n (product_id, lang_id, name, short_desc, features, specs, faq) VALUES (${line!.productId}, ${langId}, ${text}, '', '[]', '[]', '[]')
                                 ON CONFLICT (product_id, lang_id) DO UPDATE SET name = EXCLUDED.name`);
    await name(5, 'Module optique Mistral');
    await name(6, '光モジュール・ミストラル');
    const dir = mkdtempSync(join(tmpdir(), 'packing-'));
    const text = async (lang: string) => {
      const r = await ctx.app.inject({ url: `${base(o.orderNo)}/packing-list.pdf?lang=${lang}`, headers: as('sales') });
      expect(r.statusCode).toBe(200);
      writeFileSync(join(dir, `${lang}.pdf`), r.rawPayload);
      return execFileSync('pdftotext', ['-layout', join(dir, `${lang}.pdf`), '-'], { encoding: 'utf8' });
    };
    const fr = await text('fr');
    expect(fr).toContain('Module optique Mistral');
    expect(fr).not.toContain(line!.name);
    const ja = await text('ja');
    expect(ja).toContain('ピッキングリスト');
    expect(ja).toContain('光モジュール・ミストラル');
    expect(ja).toMatch(/1 行、1 点/);
    // The shipping method too, as the shop names it in Japanese (the order copied the buyer's words).
    const [method] = await rows<{ name: string; copied: string }>(
      ctx.storage.db,
      sql`SELECT t.name, o.shipping_method_name AS copied FROM shop_order o JOIN shipping_method_i18n t ON t.method_id = o.shipping_method_id AND t.lang_id = 6 WHERE o.order_no = ${o.orderNo}`,
    );
    expect(ja).toContain(method!.name);
    expect(method!.name).not.toBe(method!.copied);
    expect((await ctx.app.inject({ url: `${base(o.orderNo)}/packing-list.pdf?lang=xx`, headers: as('sales') })).statusCode).toBe(422);
    expect((await ctx.app.inject({ url: `${base('NOSUCHORDER1')}/packing-list.pdf`, headers: as('sales') })).statusCode).toBe(404);
  });
});
