import { randomUUID } from 'node:crypto';
import type { OrderDetail, OrderSummary } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { MESSAGES } from '../../i18n/messages.js';
import { api, makeBuyer, skuInStock, type Buyer } from '../../../test/buyers.js';
import { createCompany, deactivateMember, setCompanyStatus, type TestCompany } from '../../../test/companies.js';
import { staffSession } from '../../../test/quotations.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Orders for the company (issue 29, ADR 0045): a member with orders.place places an order in the
// company's name (company_id set, user_id = who placed it); the other roles are refused, and a
// suspended or closed company's members are refused on every request, sessions opened before the
// suspension included, while their personal buying goes on. Colleagues with orders.read see the
// company's orders, never each other's personal ones; another company's order numbers read as
// unknown; a deactivated member's company orders stay the company's.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let eur: number;
let standard: number;
let sku: { skuId: number };
const en = MESSAGES.en;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  eur = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM currency WHERE code = 'EUR'`))[0]!.id);
  standard = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE key = 'standard'`))[0]!.id);
  sku = await skuInStock(ctx, 200, 2);
});
afterAll(async () => ctx?.close());

const body = (b: Buyer, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  items: [{ skuId: sku.skuId, quantity: 1 }],
  shippingAddressId: b.addressId,
  shippingMethodId: standard,
  currencyId: eur,
  ...extra,
});
const place = (b: Buyer, purchaseFor?: 'personal' | 'company', extra: Record<string, unknown> = {}) =>
  call('POST', '/orders', { token: b.token, lang: 'en', body: body(b, purchaseFor ? { purchaseFor, ...extra } : extra) });
const list = async (b: Buyer, query = '') => {
  const r = await call('GET', `/orders${query}`, { token: b.token, lang: 'en' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.data.items as OrderSummary[]).map((o) => o.orderNo);
};
const detail = (b: Buyer, orderNo: string) => call('GET', `/orders/${orderNo}`, { token: b.token, lang: 'en' });
const companyIdOf = async (orderNo: string) =>
  (await rows<{ companyId: number | null; userId: number }>(ctx.storage.db, sql`SELECT company_id AS "companyId", user_id AS "userId" FROM shop_order WHERE order_no = ${orderNo}`))[0]!;

function refused(r: Awaited<ReturnType<typeof place>>, key: 'companyNotActive' | 'companyForbidden' | 'companyNone') {
  expect(r.status, JSON.stringify(r.body)).toBe(403);
  expect(r.body).toMatchObject({ code: 403, msg: en[key] });
}

describe('placing an order for the company', () => {
  let co: TestCompany;
  beforeAll(async () => {
    co = await createCompany(ctx, { name: 'Kuitu Oy', members: { admin: ['admin'], buyer: ['buyer'], viewer: ['viewer'], finance: ['finance'], approver: ['approver'] } });
  });

  it('a buyer places it in the company’s name: company_id set, user_id who placed it, the answers say so', async () => {
    const b = co.members.buyer!;
    const r = await place(b, 'company');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.purchaseFor).toBe('company');
    const no = r.body.data.orderNo as string;
    expect(await companyIdOf(no)).toEqual({ companyId: co.companyId, userId: b.userId });
    const d = (await detail(b, no)).body.data as OrderDetail;
    expect(d).toMatchObject({ purchaseFor: 'company', placedBy: { userId: b.userId, name: 'Test Buyer' }, companyName: 'Kuitu Oy' });
    // Personal is the default, and says so.
    const p = await place(b);
    expect(p.body.data.purchaseFor).toBe('personal');
    expect(await companyIdOf(p.body.data.orderNo)).toEqual({ companyId: null, userId: b.userId });
    expect((await detail(b, p.body.data.orderNo)).body.data).toMatchObject({ purchaseFor: 'personal', placedBy: null, companyName: null });
  });

  it.each(['viewer', 'finance', 'approver', 'admin'])('a member who is only %s may not place it (403 companyForbidden); nothing is written', async (role) => {
    const m = co.members[role]!;
    refused(await place(m, 'company'), 'companyForbidden');
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM shop_order WHERE user_id = ${m.userId}`)).toHaveLength(0);
    // Their own order is theirs to place.
    expect((await place(m, 'personal')).status).toBe(200);
  });

  it('a buyer with no company is refused (403 companyNone); an unknown purpose is 422', async () => {
    const loner = await makeBuyer(ctx);
    refused(await place(loner, 'company'), 'companyNone');
    expect((await call('POST', '/orders', { token: loner.token, body: body(loner, { purchaseFor: 'team' }) })).status).toBe(422);
  });

  it('a replay with the same key answers the same order, once; the same key for the other purpose is refused', async () => {
    const b = co.members.buyer!;
    const first = body(b, { purchaseFor: 'company' });
    const a = await call('POST', '/orders', { token: b.token, body: first });
    const again = await call('POST', '/orders', { token: b.token, body: first });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(a.body.data);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM shop_order WHERE idempotency_key = ${first.idempotencyKey}`)).toHaveLength(1);
    expect((await call('POST', '/orders', { token: b.token, body: { ...first, purchaseFor: 'personal' } })).status).toBe(422);
  });
});

describe('a suspended or closed company', () => {
  it.each(['suspended', 'closed'] as const)('refuses a company order to a session opened before it was %s (403 companyNotActive); a replay of an order placed before still answers it', async (status) => {
    const co = await createCompany(ctx, { members: { b: ['buyer'] } });
    const b = co.members.b!;
    // The session exists and works while the company is active…
    const before = body(b, { purchaseFor: 'company' });
    expect((await call('POST', '/orders', { token: b.token, body: before })).status).toBe(200);
    await setCompanyStatus(ctx, co.companyId, status);
    // …and the same session is refused from the next request on.
    refused(await place(b, 'company'), 'companyNotActive');
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM shop_order WHERE company_id = ${co.companyId}`)).toHaveLength(1);
    // Idempotent: the order placed before is answered again, nothing new is written.
    const replay = await call('POST', '/orders', { token: b.token, body: before });
    expect(replay.status).toBe(200);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM shop_order WHERE company_id = ${co.companyId}`)).toHaveLength(1);
  });

  it('refuses a session signed in after the suspension too', async () => {
    const co = await createCompany(ctx, { status: 'suspended', members: { b: ['buyer'] } });
    refused(await place(co.members.b!, 'company'), 'companyNotActive');
  });

  it('still lets its members buy for themselves (ADR 0045) and read the company’s orders, but not change them', async () => {
    const co = await createCompany(ctx, { members: { b: ['buyer'], c: ['buyer'] } });
    const b = co.members.b!;
    const c = co.members.c!;
    const placed = (await place(b, 'company')).body.data.orderNo as string;
    await setCompanyStatus(ctx, co.companyId, 'suspended');
    const own = await place(b, 'personal');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await companyIdOf(own.body.data.orderNo)).toEqual({ companyId: null, userId: b.userId });
    // Reading stays.
    expect((await detail(c, placed)).status).toBe(200);
    expect(await list(c, '?scope=company')).toEqual([placed]);
    // Changing does not: neither the colleague nor the one who placed it may cancel or pay it now.
    for (const m of [b, c]) {
      const cancel = await call('POST', `/orders/${placed}/cancel`, { token: m.token, lang: 'en', body: { reason: 'other' } });
      expect(cancel).toMatchObject({ status: 403, body: { msg: en.companyNotActive } });
      expect((await call('POST', `/orders/${placed}/pay`, { token: m.token, lang: 'en', body: { method: 'sandbox' } })).status).toBe(403);
    }
    // Their own personal order is theirs to cancel.
    expect((await call('POST', `/orders/${own.body.data.orderNo}/cancel`, { token: b.token, body: { reason: 'other' } })).status).toBe(200);
  });
});

describe('the company’s orders, read by colleagues', () => {
  let co: TestCompany;
  let other: TestCompany;
  let anna: string;
  let annaOwn: string;
  let bo: string;
  beforeAll(async () => {
    co = await createCompany(ctx, { name: 'Valokuitu Oy', members: { admin: ['admin'], anna: ['buyer'], bo: ['buyer'], vi: ['viewer'] } });
    other = await createCompany(ctx, { members: { x: ['buyer', 'admin'] } });
    anna = (await place(co.members.anna!, 'company')).body.data.orderNo;
    annaOwn = (await place(co.members.anna!, 'personal')).body.data.orderNo;
    bo = (await place(co.members.bo!, 'company')).body.data.orderNo;
  });

  it('a colleague lists and opens the company’s orders with who placed them, never a colleague’s personal order (404)', async () => {
    const vi = co.members.vi!;
    expect(await list(vi, '?scope=company')).toEqual([bo, anna]);
    const r = await call('GET', '/orders?scope=company', { token: vi.token });
    expect(r.body.data.items[1]).toMatchObject({ orderNo: anna, purchaseFor: 'company', placedBy: { userId: co.members.anna!.userId }, companyName: 'Valokuitu Oy' });
    expect(r.body.data.counts.all).toBe(2);
    const d = await detail(vi, anna);
    expect(d.status).toBe(200);
    expect(d.body.data.events.map((e: { type: string }) => e.type)).toEqual(['placed']);
    expect((await detail(vi, annaOwn)).status).toBe(404);
    expect((await call('POST', `/orders/${annaOwn}/cancel`, { token: co.members.bo!.token, body: { reason: 'other' } })).status).toBe(404);
    // "Mine" is what each placed: Anna's two, Bo's one, the viewer's none.
    expect((await list(co.members.anna!)).sort()).toEqual([anna, annaOwn].sort());
    expect(await list(co.members.bo!)).toEqual([bo]);
    expect(await list(vi)).toEqual([]);
  });

  it('filters by member; another company’s member id finds nothing', async () => {
    const admin = co.members.admin!;
    expect(await list(admin, `?scope=company&memberId=${co.members.anna!.memberId}`)).toEqual([anna]);
    expect(await list(admin, `?scope=company&memberId=${co.members.bo!.memberId}`)).toEqual([bo]);
    expect(await list(admin, `?scope=company&memberId=${other.members.x!.memberId}`)).toEqual([]);
    expect((await call('GET', '/orders?scope=company&memberId=abc', { token: admin.token })).status).toBe(422);
  });

  it('another company’s members read its order numbers as unknown (404) and cannot list them', async () => {
    const x = other.members.x!;
    for (const no of [anna, bo, annaOwn]) {
      expect((await detail(x, no)).status).toBe(404);
      expect((await call('POST', `/orders/${no}/cancel`, { token: x.token, body: { reason: 'other' } })).status).toBe(404);
      expect((await call('POST', `/orders/${no}/pay`, { token: x.token, body: { method: 'sandbox' } })).status).toBe(404);
    }
    expect(await list(x, '?scope=company')).toEqual([]);
    // Without a company there is no company scope.
    const loner = await makeBuyer(ctx);
    expect((await call('GET', '/orders?scope=company', { token: loner.token, lang: 'en' })).body).toMatchObject({ code: 403, msg: en.companyNone });
  });

  it('a colleague who may place orders pays or cancels a company order; a viewer may only read it', async () => {
    const extra = (await place(co.members.anna!, 'company')).body.data.orderNo as string;
    const vi = co.members.vi!;
    expect(await call('POST', `/orders/${extra}/cancel`, { token: vi.token, lang: 'en', body: { reason: 'other' } })).toMatchObject({ status: 403, body: { msg: en.companyForbidden } });
    expect((await call('POST', `/orders/${extra}/pay`, { token: vi.token, body: { method: 'sandbox' } })).status).toBe(403);
    const pay = await call('POST', `/orders/${extra}/pay`, { token: co.members.bo!.token, body: { method: 'sandbox' } });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const cancel = await call('POST', `/orders/${extra}/cancel`, { token: co.members.bo!.token, body: { reason: 'other' } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', placedBy: { userId: co.members.anna!.userId } });
  });

  it('a deactivated member’s company orders stay the company’s: colleagues see them, the member no longer does', async () => {
    const c = await createCompany(ctx, { members: { admin: ['admin'], leaver: ['buyer'] } });
    const leaver = c.members.leaver!;
    const theirs = (await place(leaver, 'company')).body.data.orderNo as string;
    const own = (await place(leaver, 'personal')).body.data.orderNo as string;
    await deactivateMember(ctx, leaver.memberId);
    // Their old session: the company's order is gone from their view, their own stays.
    expect((await detail(leaver, theirs)).status).toBe(404);
    expect(await list(leaver)).toEqual([own]);
    refused(await place(leaver, 'company'), 'companyNone');
    // The admin still sees it, filtered by the deactivated member too.
    expect(await list(c.members.admin!, '?scope=company')).toEqual([theirs]);
    expect(await list(c.members.admin!, `?scope=company&memberId=${leaver.memberId}`)).toEqual([theirs]);
    expect((await detail(c.members.admin!, theirs)).body.data).toMatchObject({ placedBy: { userId: leaver.userId } });
  });
});

describe('the console', () => {
  it('names the company of a company order and the member who placed it, in the search and on the order’s page', async () => {
    const co = await createCompany(ctx, { name: 'Säätö Oy', members: { b: ['buyer'] } });
    const b = co.members.b!;
    const no = (await place(b, 'company')).body.data.orderNo as string;
    const own = (await place(b, 'personal')).body.data.orderNo as string;
    const headers = { authorization: `Bearer ${await staffSession(ctx, 'sales')}` };
    const d = await call('GET', `/api/ew/staff/orders/${no}`, { headers });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    expect(d.body.data).toMatchObject({ company: { id: co.companyId, name: 'Säätö Oy' }, buyer: { email: b.email, name: 'Test Buyer' } });
    expect((await call('GET', `/api/ew/staff/orders/${own}`, { headers })).body.data.company).toBeNull();
    const found = (await call('GET', `/api/ew/staff/orders/search?q=${encodeURIComponent(b.email)}`, { headers })).body.data.items as { orderNo: string; companyName: string | null }[];
    expect(Object.fromEntries(found.map((o) => [o.orderNo, o.companyName]))).toEqual({ [no]: 'Säätö Oy', [own]: null });
  });
});
