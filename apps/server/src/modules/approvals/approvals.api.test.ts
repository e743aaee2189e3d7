import { randomUUID } from 'node:crypto';
import { APPROVAL_RULES_MAX, type ApprovalRequestDetail, type ApprovalRule } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { MESSAGES } from '../../i18n/messages.js';
import { api, setStock, skuInStock, stockOf, type Buyer } from '../../../test/buyers.js';
import { createCompany, type TestCompany } from '../../../test/companies.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Approval rules and requests (issue 30, ADR 0046): an admin's rules of every kind, refused when
// nobody could approve them; an order matching a rule becomes a request instead of an order
// (nothing reserved), approvers are told in their language with a link, levels run in order, a
// requester never approves their own request, and the last approval places the order as the
// requester in the same transaction — or, when stock or price moved meanwhile, returns the
// request with the reason and places nothing. Requests expire on the app's clock, once even with
// two sweepers at once.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let standard: number;
const en = MESSAGES.en;
const fr = MESSAGES.fr;
let skuOffset = 0;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  standard = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE key = 'standard'`))[0]!.id);
  // A loaded machine builds the app slowly.
}, 180_000);
afterAll(async () => ctx?.close(), 180_000);

const db = () => ctx.storage.db;
/** A SKU of its own for each test, with plenty of stock. */
const freshSku = async () => skuInStock(ctx, 100, 5 + skuOffset++);

const orderBody = (b: Buyer, skuId: number, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  items: [{ skuId, quantity: 1 }],
  shippingAddressId: b.addressId,
  shippingMethodId: standard,
  purchaseFor: 'company',
  ...extra,
});
const place = (b: Buyer, skuId: number, extra: Record<string, unknown> = {}) => call('POST', '/orders', { token: b.token, lang: 'en', body: orderBody(b, skuId, extra) });
const addRule = (admin: Buyer, body: Record<string, unknown>, lang = 'en') => call('POST', '/approvals/rules', { token: admin.token, lang, body: { name: 'Rule', approverRole: 'approver', level: 1, ...body } });
const decide = (m: Buyer, no: string, decision: 'approve' | 'reject', extra: Record<string, unknown> = {}) =>
  call('POST', `/approvals/requests/${no}/decision`, { token: m.token, lang: 'en', body: { decision, ...extra } });
const detail = async (m: Buyer, no: string) => {
  const r = await call('GET', `/approvals/requests/${no}`, { token: m.token, lang: 'en' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as ApprovalRequestDetail;
};
const ordersOf = async (companyId: number) => rows<{ orderNo: string; userId: number }>(db(), sql`SELECT order_no AS "orderNo", user_id AS "userId" FROM shop_order WHERE company_id = ${companyId} ORDER BY id`);
const mailsTo = async (email: string) => rows<{ subject: string; text: string }>(db(), sql`SELECT subject, text FROM mail_outbox WHERE recipient = ${email} ORDER BY id`);
const setLang = async (b: Buyer, langId: number) => db().execute(sql`UPDATE app_user SET lang_id = ${langId} WHERE id = ${b.userId}`);

function expectOk(r: { status: number; body: unknown }) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

describe('rules', () => {
  let co: TestCompany;
  beforeAll(async () => {
    co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], lead: ['approver'] } });
  });

  it('an admin saves a rule of each kind; every member reads them with how many may approve', async () => {
    const admin = co.members.admin!;
    const category = Number((await rows<{ id: number }>(db(), sql`SELECT id FROM category ORDER BY id LIMIT 1`))[0]!.id);
    for (const body of [
      { condition: 'total', minTotal: 100_00 },
      { condition: 'lines', minLines: 3 },
      { condition: 'category', categoryId: category },
      { condition: 'role', memberRole: 'buyer' },
      { condition: 'overLimit', approverRole: 'admin', level: 2 },
    ]) {
      expectOk(await addRule(admin, { ...body, name: body.condition, active: false }));
    }
    const r = await call('GET', '/approvals/rules', { token: co.members.buyer!.token, lang: 'en' });
    expectOk(r);
    const rules = r.body.data as ApprovalRule[];
    expect(rules.map((x) => [x.condition, x.approverRole, x.approvers])).toEqual([
      ['total', 'approver', 1],
      ['lines', 'approver', 1],
      ['category', 'approver', 1],
      ['role', 'approver', 1],
      ['overLimit', 'admin', 1],
    ]);
    expect(rules[0]!.minTotal).toMatchObject({ amount: 100_00 });
    expect(rules[2]!.category).toMatchObject({ id: category });
    // Only the field the condition reads is kept.
    expect(rules[1]).toMatchObject({ minTotal: null, minLines: 3, category: null, memberRole: null });
  });

  it('refuses an active rule whose approver role nobody holds (422 on approverRole, in the reader’s language), and members without approvals.manage', async () => {
    const admin = co.members.admin!;
    const r = await addRule(admin, { condition: 'total', minTotal: 1, approverRole: 'finance' }, 'fr');
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ msg: fr.approvalNoApprover, data: { fields: { approverRole: fr.approvalNoApprover } } });
    // Inactive, it may wait for its approver.
    expectOk(await addRule(admin, { condition: 'total', minTotal: 1, approverRole: 'finance', active: false }));
    expect((await addRule(co.members.buyer!, { condition: 'total', minTotal: 1 })).status).toBe(403);
    // A missing threshold and an unknown category are field errors.
    expect((await addRule(admin, { condition: 'total' })).body.data.fields).toHaveProperty('minTotal');
    expect((await addRule(admin, { condition: 'category', categoryId: 999_999 })).body.data.fields).toHaveProperty('categoryId');
  });

  it('changes a rule over the version read (409 when stale), removes it, and answers 404 for another company’s rule', async () => {
    const admin = co.members.admin!;
    const id = (await addRule(admin, { condition: 'lines', minLines: 5, name: 'Many lines' })).body.data.id as number;
    const body = { name: 'Many lines', condition: 'lines', minLines: 6, approverRole: 'approver', level: 1, version: 0 };
    expectOk(await call('PUT', `/approvals/rules/${id}`, { token: admin.token, body }));
    const stale = await call('PUT', `/approvals/rules/${id}`, { token: admin.token, lang: 'en', body });
    expect(stale).toMatchObject({ status: 409, body: { msg: en.approvalRuleStale } });
    const other = await createCompany(ctx, { members: { a: ['admin'] } });
    expect((await call('DELETE', `/approvals/rules/${id}`, { token: other.members.a!.token })).status).toBe(404);
    expectOk(await call('DELETE', `/approvals/rules/${id}`, { token: admin.token }));
    expect((await call('DELETE', `/approvals/rules/${id}`, { token: admin.token })).status).toBe(404);
  });

  it(`keeps at most ${APPROVAL_RULES_MAX} rules`, async () => {
    const c = await createCompany(ctx, { members: { a: ['admin'] } });
    for (let i = 0; i < APPROVAL_RULES_MAX; i++) await db().execute(sql`INSERT INTO approval_rule (company_id, name, condition, min_lines, approver_role, level) VALUES (${c.companyId}, ${`r${i}`}, 'lines', 2, 'admin', 1)`);
    expect(await addRule(c.members.a!, { condition: 'lines', minLines: 2, approverRole: 'admin' })).toMatchObject({ status: 409, body: { msg: en.approvalRulesFull.replace('{max}', String(APPROVAL_RULES_MAX)) } });
  });
});

describe('an order that matches rules of two levels', () => {
  let co: TestCompany;
  let sku: { skuId: number };
  beforeAll(async () => {
    co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], lead: ['approver'], fin: ['finance'], both: ['buyer', 'approver'] } });
    sku = await freshSku();
    expectOk(await addRule(co.members.admin!, { name: 'Team lead', condition: 'total', minTotal: 1 }));
    expectOk(await addRule(co.members.admin!, { name: 'Finance', condition: 'total', minTotal: 1, approverRole: 'finance', level: 2 }));
    await setLang(co.members.lead!, 5);
    await setLang(co.members.buyer!, 2);
  });

  it('becomes a request: nothing ordered or reserved, the approver told in French with the link, a replay answers the same request', async () => {
    const b = co.members.buyer!;
    const before = await stockOf(ctx, sku.skuId);
    const body = orderBody(b, sku.skuId);
    const r = await call('POST', '/orders', { token: b.token, lang: 'en', body });
    expectOk(r);
    expect(r.body.data).toMatchObject({ orderNo: null, payBy: null, purchaseFor: 'company', approval: { levels: 2 } });
    const no = r.body.data.approval.requestNo as string;
    expect(no).toMatch(/^AR\d{12}$/);
    expect(await ordersOf(co.companyId)).toEqual([]);
    expect(await stockOf(ctx, sku.skuId)).toBe(before);
    // The French approver: a message and a mail with the request's link; the finance member not yet.
    const mails = await mailsTo(co.members.lead!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`Approbation attendue : ${no}`);
    expect(mails[0]!.text).toContain(`/accountCenter/approvals/detail?no=${no}`);
    expect(await mailsTo(co.members.fin!.email)).toHaveLength(0);
    // The same key again: the same answer, no second request.
    const again = await call('POST', '/orders', { token: b.token, lang: 'en', body });
    expect(again.body.data).toEqual(r.body.data);
    expect(await rows(db(), sql`SELECT 1 FROM approval_request WHERE idempotency_key = ${body.idempotencyKey}`)).toHaveLength(1);

    // The queue of the approver has it, the requester's own list too.
    const queue = await call('GET', '/approvals/requests?view=queue', { token: co.members.lead!.token });
    expect(queue.body.data).toMatchObject({ total: 1, queue: 1, items: [{ requestNo: no, canDecide: true, currentLevel: 1 }] });
    expect((await call('GET', '/approvals/requests', { token: b.token })).body.data.items[0]).toMatchObject({ requestNo: no, status: 'pending', canDecide: false });

    // Level 2 may not go first; level 1 decides, then level 2 places it.
    expect(await decide(co.members.fin!, no, 'approve')).toMatchObject({ status: 403, body: { msg: en.approvalNotYourLevel } });
    const one = await decide(co.members.lead!, no, 'approve', { comment: 'ok', level: 1 });
    expect(one.body.data).toEqual({ status: 'pending', currentLevel: 2, orderNo: null, returnReason: null });
    // A page still showing level 1 is stale.
    expect((await decide(co.members.lead!, no, 'approve', { level: 1 })).status).toBe(409);
    expect(await mailsTo(co.members.fin!.email)).toHaveLength(1);
    const two = await decide(co.members.fin!, no, 'approve');
    expectOk(two);
    expect(two.body.data).toMatchObject({ status: 'approved', currentLevel: null });
    const orders = await ordersOf(co.companyId);
    expect(orders).toEqual([{ orderNo: two.body.data.orderNo, userId: b.userId }]);
    expect(await stockOf(ctx, sku.skuId)).toBe(before - 1);
    const d = await detail(b, no);
    expect(d).toMatchObject({ status: 'approved', orderNo: two.body.data.orderNo, steps: [{ level: 1, decision: 'approved', comment: 'ok', rules: ['Team lead'] }, { level: 2, decision: 'approved', rules: ['Finance'] }] });
    // Decided: no more decisions; the replay now answers the order.
    expect((await decide(co.members.fin!, no, 'approve')).status).toBe(409);
    expect((await call('POST', '/orders', { token: b.token, body })).body.data).toMatchObject({ orderNo: two.body.data.orderNo, approval: null });
    expect((await mailsTo(b.email)).map((m) => m.subject)).toContain(`Request ${no} approved`);
  });

  it('a requester who holds the approver role may not approve their own request (403)', async () => {
    const both = co.members.both!;
    const r = await place(both, sku.skuId);
    const no = r.body.data.approval.requestNo as string;
    expect(await decide(both, no, 'approve')).toMatchObject({ status: 403, body: { msg: en.approvalOwnRequest } });
    // Nor is it in their queue.
    expect((await call('GET', '/approvals/requests?view=queue', { token: both.token })).body.data.items.map((i: { requestNo: string }) => i.requestNo)).not.toContain(no);
    // Nor told about it.
    expect((await mailsTo(both.email)).filter((m) => m.subject.includes(no))).toHaveLength(0);
  });

  it('a rejection ends it and tells the requester; the requester withdraws another', async () => {
    const b = co.members.buyer!;
    const no = (await place(b, sku.skuId)).body.data.approval.requestNo as string;
    expect((await decide(co.members.lead!, no, 'reject', { comment: 'Too much' })).body.data).toMatchObject({ status: 'rejected' });
    expect((await mailsTo(b.email)).some((m) => m.subject === `Request ${no} rejected` && m.text.includes('Too much'))).toBe(true);
    const other = (await place(b, sku.skuId)).body.data.approval.requestNo as string;
    expect((await call('POST', `/approvals/requests/${other}/cancel`, { token: co.members.lead!.token })).status).toBe(404);
    expectOk(await call('POST', `/approvals/requests/${other}/cancel`, { token: b.token }));
    expect((await call('POST', `/approvals/requests/${other}/cancel`, { token: b.token })).status).toBe(409);
    expect((await decide(co.members.lead!, other, 'approve')).status).toBe(409);
  });

  it('another company’s member cannot read or decide it (404)', async () => {
    const no = (await place(co.members.buyer!, sku.skuId)).body.data.approval.requestNo as string;
    const other = await createCompany(ctx, { members: { x: ['approver'] } });
    expect((await call('GET', `/approvals/requests/${no}`, { token: other.members.x!.token })).status).toBe(404);
    expect((await decide(other.members.x!, no, 'approve')).status).toBe(404);
  });
});

describe('each kind of rule', () => {
  it('lines, category and role each match (or not) as written', async () => {
    const co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], lead: ['approver'] } });
    const admin = co.members.admin!;
    const b = co.members.buyer!;
    const [s1, s2] = [await freshSku(), await freshSku()];
    const ruleId = (await addRule(admin, { condition: 'lines', minLines: 2 })).body.data.id as number;
    expect((await place(b, s1.skuId)).body.data.orderNo).toBeTruthy();
    expect((await place(b, s1.skuId, { items: [{ skuId: s1.skuId, quantity: 1 }, { skuId: s2.skuId, quantity: 1 }] })).body.data.approval).toMatchObject({ levels: 1 });
    await call('DELETE', `/approvals/rules/${ruleId}`, { token: admin.token });

    // The category of the SKU's product, named by its parent: the subcategories count.
    const [cat] = await rows<{ id: number; parentId: number | null }>(db(), sql`SELECT c.id, c.parent_id AS "parentId" FROM sku s JOIN product p ON p.id = s.product_id JOIN category c ON c.id = p.category_id WHERE s.id = ${s1.skuId}`);
    const catRule = (await addRule(admin, { condition: 'category', categoryId: Number(cat!.parentId ?? cat!.id) })).body.data.id as number;
    expect((await place(b, s1.skuId)).body.data.approval).toMatchObject({ levels: 1 });
    await call('DELETE', `/approvals/rules/${catRule}`, { token: admin.token });

    await addRule(admin, { condition: 'role', memberRole: 'viewer' });
    expect((await place(b, s1.skuId)).body.data.orderNo).toBeTruthy();
    await addRule(admin, { condition: 'role', memberRole: 'buyer' });
    expect((await place(b, s1.skuId)).body.data.approval).toMatchObject({ levels: 1 });
  });
});

describe('the last approval checks everything again', () => {
  let co: TestCompany;
  beforeAll(async () => {
    co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], lead: ['approver'] } });
    expectOk(await addRule(co.members.admin!, { condition: 'total', minTotal: 1 }));
    await setLang(co.members.buyer!, 2);
  });

  it('stock gone meanwhile: returned with outOfStock, nothing placed, stock unchanged', async () => {
    const sku = await freshSku();
    const no = (await place(co.members.buyer!, sku.skuId, { items: [{ skuId: sku.skuId, quantity: 3 }] })).body.data.approval.requestNo as string;
    await setStock(ctx, sku.skuId, 2);
    const r = await decide(co.members.lead!, no, 'approve');
    expectOk(r);
    expect(r.body.data).toEqual({ status: 'returned', currentLevel: null, orderNo: null, returnReason: en.outOfStock });
    expect(r.body.msg).toContain(en.outOfStock);
    expect(await ordersOf(co.companyId)).toEqual([]);
    expect(await stockOf(ctx, sku.skuId)).toBe(2);
    expect(await detail(co.members.buyer!, no)).toMatchObject({ status: 'returned', returnReason: en.outOfStock, steps: [{ decision: 'approved' }] });
    expect((await mailsTo(co.members.buyer!.email)).some((m) => m.text.includes(en.outOfStock))).toBe(true);
    await setStock(ctx, sku.skuId, 100);
  });

  it('price changed meanwhile: returned with priceChanged, nothing placed', async () => {
    const sku = await freshSku();
    const placed = await place(co.members.buyer!, sku.skuId);
    const no = placed.body.data.approval.requestNo as string;
    // The buyer saw this total at checkout.
    await db().execute(sql`UPDATE approval_request SET body = jsonb_set(body, '{expectedTotal}', to_jsonb(${placed.body.data.total.amount}::int)) WHERE request_no = ${no}`);
    // The price moves (its quantity tiers too).
    await db().execute(sql`UPDATE sku SET price = price + 100 WHERE id = ${sku.skuId}`);
    await db().execute(sql`UPDATE sku_tier SET price = price + 100 WHERE sku_id = ${sku.skuId}`);
    const before = await stockOf(ctx, sku.skuId);
    const r = await decide(co.members.lead!, no, 'approve');
    expect(r.body.data).toMatchObject({ status: 'returned', returnReason: en.priceChanged });
    expect(await ordersOf(co.companyId)).toEqual([]);
    expect(await stockOf(ctx, sku.skuId)).toBe(before);
  });
});

describe('credit exhausted between request and approval', () => {
  it('an order on account is checked again: returned with the credit refusal, nothing placed; with credit enough it is placed ready to ship', async () => {
    const co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], lead: ['approver'] } });
    const b = co.members.buyer!;
    await setLang(b, 2);
    expectOk(await addRule(co.members.admin!, { condition: 'total', minTotal: 1 }));
    await db().execute(sql`INSERT INTO credit_account (company_id, currency, minor_units, limit_amount, terms_days) VALUES (${co.companyId}, 'USD', 2, 100000000, 30)`);
    const sku = await freshSku();
    const first = await place(b, sku.skuId, { paymentTerms: 'account', poNumber: 'PO-1' });
    expectOk(first);
    const no = first.body.data.approval.requestNo as string;
    expect(first.body.data).toMatchObject({ orderNo: null, paymentTerms: 'account' });
    expect(await detail(b, no)).toMatchObject({ paymentTerms: 'account', poNumber: 'PO-1' });
    // Another order used the credit meanwhile.
    await db().execute(sql`UPDATE credit_account SET limit_amount = 1 WHERE company_id = ${co.companyId}`);
    const r = await decide(co.members.lead!, no, 'approve');
    expectOk(r);
    expect(r.body.data).toMatchObject({ status: 'returned', orderNo: null });
    expect(r.body.data.returnReason).toContain(en.creditInsufficient.split('{')[0]!.trim());
    expect(await ordersOf(co.companyId)).toEqual([]);

    await db().execute(sql`UPDATE credit_account SET limit_amount = 100000000 WHERE company_id = ${co.companyId}`);
    const again = (await place(b, sku.skuId, { paymentTerms: 'account', poNumber: 'PO-2' })).body.data.approval.requestNo as string;
    const placed = await decide(co.members.lead!, again, 'approve');
    expect(placed.body.data).toMatchObject({ status: 'approved' });
    const [o] = await rows<{ status: string; paymentMethod: string | null }>(db(), sql`SELECT status, payment_method AS "paymentMethod" FROM shop_order WHERE order_no = ${placed.body.data.orderNo}`);
    expect(o).toEqual({ status: 'to_ship', paymentMethod: 'account' });
  });
});

describe('expiry', () => {
  it('requests past their expiry on the app’s clock expire once, even with two sweepers at once; the requester is told once', async () => {
    const co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], lead: ['approver'] } });
    expectOk(await addRule(co.members.admin!, { condition: 'total', minTotal: 1 }));
    const sku = await freshSku();
    const b = co.members.buyer!;
    await setLang(b, 2);
    const no = (await place(b, sku.skuId)).body.data.approval.requestNo as string;
    const realNow = ctx.app.clock.now;
    try {
      ctx.app.clock.now = () => new Date(Date.now() + 6 * 86_400_000);
      await ctx.app.sweeper.sweep();
      expect((await detail(b, no)).status).toBe('pending');
      ctx.app.clock.now = () => new Date(Date.now() + 8 * 86_400_000);
      // Approving after the expiry, before any sweeper came by, is refused.
      expect((await decide(co.members.lead!, no, 'approve')).status).toBe(409);
      const [a, c] = await Promise.all([ctx.app.sweeper.sweep(), ctx.app.sweeper.sweep()]);
      expect(((a as Record<string, number>).approvalsExpired ?? 0) + ((c as Record<string, number>).approvalsExpired ?? 0)).toBeGreaterThanOrEqual(1);
      expect((await detail(b, no)).status).toBe('expired');
      expect((await mailsTo(b.email)).filter((m) => m.subject === `Request ${no} expired`)).toHaveLength(1);
    } finally {
      ctx.app.clock.now = realNow;
    }
  });
});
