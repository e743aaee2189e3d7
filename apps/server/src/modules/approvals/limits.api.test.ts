import { randomUUID } from 'node:crypto';
import { formatMoney, type ApprovalSettings } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { MESSAGES } from '../../i18n/messages.js';
import { api, skuInStock, type Buyer } from '../../../test/buyers.js';
import { createCompany, type TestCompany } from '../../../test/companies.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Spending limits (issue 30, ADR 0046): per member and for the whole company, per month or
// quarter in the company's time zone. Placed orders and pending requests count, cancelled orders
// give the amount back; the check runs in the placing transaction under the company's spending
// lock, so 20 orders at once against a limit that fits 3 place exactly 3. An order over a limit is
// refused with what is left, unless an overLimit rule makes it a request.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let standard: number;
const en = MESSAGES.en;
let skuOffset = 0;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  standard = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE key = 'standard'`))[0]!.id);
  // A loaded machine builds the app slowly.
}, 180_000);
afterAll(async () => ctx?.close(), 180_000);

const db = () => ctx.storage.db;
const orderBody = (b: Buyer, skuId: number) => ({ idempotencyKey: randomUUID(), items: [{ skuId, quantity: 1 }], shippingAddressId: b.addressId, shippingMethodId: standard, purchaseFor: 'company' });
const place = (b: Buyer, skuId: number) => call('POST', '/orders', { token: b.token, lang: 'en', body: orderBody(b, skuId) });
const settings = async (m: Buyer) => {
  const r = await call('GET', '/approvals/settings', { token: m.token, lang: 'en' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as ApprovalSettings;
};
const setLimit = async (admin: Buyer, memberId: number, limit: { amount: number; period: 'month' | 'quarter' } | null) => {
  const r = await call('PUT', `/approvals/limits/${memberId}`, { token: admin.token, lang: 'en', body: { limit } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as ApprovalSettings;
};
/** The total of one unit of the SKU as a company order: placed once, then cancelled (its amount given back). */
async function unitTotal(co: TestCompany, b: Buyer, skuId: number): Promise<number> {
  const r = await place(b, skuId);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect((await call('POST', `/orders/${r.body.data.orderNo}/cancel`, { token: b.token, body: { reason: 'other' } })).status).toBe(200);
  return r.body.data.total.amount as number;
}

describe('settings and who reads them', () => {
  it('admins write, members read their own limit, finance reads all; stale saves are refused', async () => {
    const co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], other: ['buyer'], fin: ['finance'] } });
    const admin = co.members.admin!;
    const s = await settings(admin);
    expect(s).toMatchObject({ currency: 'USD', timeZone: 'UTC', expiryDays: 7, company: null });
    const body = { currency: 'USD', expiryDays: 3, companyLimit: { amount: 1_000_00, period: 'quarter' }, version: s.version };
    const saved = await call('PUT', '/approvals/settings', { token: admin.token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ expiryDays: 3, company: { limit: { amount: 1_000_00 }, period: 'quarter', spent: { amount: 0 } } });
    expect((await call('PUT', '/approvals/settings', { token: admin.token, lang: 'en', body })).body).toMatchObject({ code: 409, msg: en.approvalSettingsStale });
    expect((await call('PUT', '/approvals/settings', { token: co.members.buyer!.token, body: { ...body, version: undefined } })).status).toBe(403);
    expect((await call('PUT', '/approvals/settings', { token: admin.token, body: { ...body, currency: 'XXX', version: undefined } })).status).toBe(422);

    await setLimit(admin, co.members.buyer!.memberId, { amount: 500_00, period: 'month' });
    // The buyer reads their own limit only; finance (statements.read) reads every member's and the company's.
    const mine = await settings(co.members.buyer!);
    expect(mine.members.map((m) => m.memberId)).toEqual([co.members.buyer!.memberId]);
    expect(mine.members[0]!.limit).toMatchObject({ limit: { amount: 500_00 }, period: 'month', left: { amount: 500_00 } });
    expect(mine.company).toBeNull();
    const fin = await settings(co.members.fin!);
    expect(fin.members).toHaveLength(4);
    expect(fin.company).not.toBeNull();
    // Another company's member id is unknown here.
    const other = await createCompany(ctx, { members: { x: ['buyer'] } });
    expect((await call('PUT', `/approvals/limits/${other.members.x!.memberId}`, { token: admin.token, body: { limit: null } })).status).toBe(404);
    expect((await call('PUT', `/approvals/limits/${co.members.buyer!.memberId}`, { token: co.members.fin!.token, body: { limit: null } })).status).toBe(403);
  });
});

describe('a member’s limit', () => {
  let co: TestCompany;
  let b: TestCompany['members'][string];
  let sku: { skuId: number };
  let total: number;
  beforeAll(async () => {
    co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], lead: ['approver'] } });
    b = co.members.buyer!;
    sku = await skuInStock(ctx, 200, 3 + skuOffset++);
    total = await unitTotal(co, b, sku.skuId);
  });

  it('counts placed orders, refuses the one that does not fit with what is left, and a cancelled order gives its amount back', async () => {
    await setLimit(co.members.admin!, b.memberId, { amount: Math.floor(total * 2.5), period: 'month' });
    const first = await place(b, sku.skuId);
    expect(first.status).toBe(200);
    expect((await place(b, sku.skuId)).status).toBe(200);
    const refused = await place(b, sku.skuId);
    const money = (n: number) => formatMoney(n, 'USD', 2, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(en.spendingLimitMonth.replace('{total}', money(total)).replace('{limit}', money(Math.floor(total * 2.5))).replace('{left}', money(Math.floor(total * 2.5) - 2 * total)));
    expect((await settings(b)).members[0]!.limit).toMatchObject({ spent: { amount: 2 * total }, pending: { amount: 0 } });
    expect((await call('POST', `/orders/${first.body.data.orderNo}/cancel`, { token: b.token, body: { reason: 'other' } })).status).toBe(200);
    expect((await place(b, sku.skuId)).status).toBe(200);
  });

  it('counts pending requests; over the limit an overLimit rule makes it a request instead of a refusal', async () => {
    const c = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], lead: ['approver'] } });
    const buyer = c.members.buyer!;
    await setLimit(c.members.admin!, buyer.memberId, { amount: Math.floor(total * 2.5), period: 'quarter' });
    expect((await call('POST', '/approvals/rules', { token: c.members.admin!.token, body: { name: 'All', condition: 'total', minTotal: 1, approverRole: 'approver', level: 1 } })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await place(buyer, sku.skuId)).body.data.approval).toMatchObject({ levels: 1 });
    expect((await settings(buyer)).members[0]!.limit).toMatchObject({ spent: { amount: 0 }, pending: { amount: 2 * total }, left: { amount: Math.floor(total * 2.5) - 2 * total } });
    const refused = await place(buyer, sku.skuId);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('quarterly');
    expect((await call('POST', '/approvals/rules', { token: c.members.admin!.token, body: { name: 'Over', condition: 'overLimit', approverRole: 'admin', level: 2 } })).status).toBe(200);
    const r = await place(buyer, sku.skuId);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.approval).toMatchObject({ levels: 2 });
    const d = await call('GET', `/approvals/requests/${r.body.data.approval.requestNo}`, { token: buyer.token });
    expect(d.body.data.steps.map((s: { approverRole: string; rules: string[] }) => [s.approverRole, s.rules])).toEqual([
      ['approver', ['All']],
      ['admin', ['Over']],
    ]);
  });

  it('a company-wide limit counts every member', async () => {
    const c = await createCompany(ctx, { members: { admin: ['admin'], b1: ['buyer'], b2: ['buyer'] } });
    const s = await settings(c.members.admin!);
    expect((await call('PUT', '/approvals/settings', { token: c.members.admin!.token, body: { currency: 'USD', expiryDays: 7, companyLimit: { amount: Math.floor(total * 1.5), period: 'month' }, version: s.version } })).status).toBe(200);
    expect((await place(c.members.b1!, sku.skuId)).status).toBe(200);
    const refused = await place(c.members.b2!, sku.skuId);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('company’s monthly spending limit');
  });
});

describe('periods in the company’s time zone', () => {
  it('a month begins at midnight in Shanghai (16:00 UTC the day before): an order of Dec 1, 01:00 there counts in December, one of Nov 30, 23:00 does not', async () => {
    const co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'] } });
    const b = co.members.buyer!;
    await db().execute(sql`UPDATE company SET time_zone = 'Asia/Shanghai' WHERE id = ${co.companyId}`);
    const sku = await skuInStock(ctx, 200, 3 + skuOffset++);
    const a = await place(b, sku.skuId);
    const c = await place(b, sku.skuId);
    await db().execute(sql`UPDATE shop_order SET created_at = '2026-11-30T15:00:00Z' WHERE order_no = ${a.body.data.orderNo}`);
    await db().execute(sql`UPDATE shop_order SET created_at = '2026-11-30T17:00:00Z' WHERE order_no = ${c.body.data.orderNo}`);
    await setLimit(co.members.admin!, b.memberId, { amount: 1_000_000_00, period: 'month' });
    const realNow = ctx.app.clock.now;
    try {
      ctx.app.clock.now = () => new Date('2026-12-01T01:00:00Z');
      const s = await settings(b);
      expect(s.timeZone).toBe('Asia/Shanghai');
      expect(s.members[0]!.limit).toMatchObject({ from: '2026-11-30T16:00:00.000Z', to: '2026-12-31T16:00:00.000Z', spent: { amount: c.body.data.total.amount } });
      // A quarter there: October to December.
      await setLimit(co.members.admin!, b.memberId, { amount: 1_000_000_00, period: 'quarter' });
      expect((await settings(b)).members[0]!.limit).toMatchObject({ from: '2026-09-30T16:00:00.000Z', to: '2026-12-31T16:00:00.000Z', spent: { amount: a.body.data.total.amount + c.body.data.total.amount } });
    } finally {
      ctx.app.clock.now = realNow;
    }
  });
});

describe('orders at once', () => {
  it('20 concurrent orders against a member limit that fits exactly 3 place exactly 3; a replay answers the same order', async () => {
    const co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'] } });
    const b = co.members.buyer!;
    const sku = await skuInStock(ctx, 200, 3 + skuOffset++);
    const total = await unitTotal(co, b, sku.skuId);
    await setLimit(co.members.admin!, b.memberId, { amount: total * 3 + 1, period: 'month' });
    const bodies = Array.from({ length: 20 }, () => orderBody(b, sku.skuId));
    const answers = await Promise.all(bodies.map((body) => call('POST', '/orders', { token: b.token, lang: 'en', body })));
    const placed = answers.filter((r) => r.status === 200);
    expect(placed).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(17);
    const live = await rows(db(), sql`SELECT 1 FROM shop_order WHERE company_id = ${co.companyId} AND status <> 'cancelled'`);
    expect(live).toHaveLength(3);
    const i = answers.findIndex((r) => r.status === 200);
    const replay = await call('POST', '/orders', { token: b.token, body: bodies[i] });
    expect(replay.body.data).toEqual(answers[i]!.body.data);
  });

  it('the same key submitted twice at once makes one request, both answers name it', async () => {
    const co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], lead: ['approver'] } });
    const b = co.members.buyer!;
    expect((await call('POST', '/approvals/rules', { token: co.members.admin!.token, body: { name: 'All', condition: 'total', minTotal: 1, approverRole: 'approver', level: 1 } })).status).toBe(200);
    const sku = await skuInStock(ctx, 200, 3 + skuOffset++);
    const body = orderBody(b, sku.skuId);
    const [x, y] = await Promise.all([call('POST', '/orders', { token: b.token, body }), call('POST', '/orders', { token: b.token, body })]);
    expect(x.status, JSON.stringify(x.body)).toBe(200);
    expect(y.body.data).toEqual(x.body.data);
    expect(x.body.data.approval.requestNo).toMatch(/^AR/);
    expect(await rows(db(), sql`SELECT 1 FROM approval_request WHERE company_id = ${co.companyId}`)).toHaveLength(1);
  });
});
