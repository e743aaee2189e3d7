import { randomUUID } from 'node:crypto';
import { formatMoney, type ApprovalRequestDetail, type ApprovalSettings } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { MESSAGES } from '../../i18n/messages.js';
import { fillMessage } from '../../plugins/envelope.js';
import { api, setStock, skuInStock, stockOf, type Buyer } from '../../../test/buyers.js';
import { createCompany, type TestCompany } from '../../../test/companies.js';
import { companyQuotation, staffSession } from '../../../test/quotations.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// A company's quotation acceptance goes through its purchase controls (issue 30, ADR 0046), as a
// checkout order does: over a rule it becomes an approval request of kind 'quotation' (no order,
// the quotation stays active and nobody accepts or revises it meanwhile); the last approval
// places it at the quotation's prices, or returns it with the reason when the quotation expired,
// was superseded or stock ran out; over a limit no rule allows it is refused naming the limit;
// under every rule it is placed as before and counts in the member's spending.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let sales: string;
let standard: number;
const en = MESSAGES.en;
let skuOffset = 0;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  sales = await staffSession(ctx, 'sales');
  standard = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE key = 'standard'`))[0]!.id);
  // A loaded machine builds the app slowly.
}, 180_000);
afterAll(async () => ctx?.close(), 180_000);

const db = () => ctx.storage.db;
/** A SKU of its own for each test, with stock for the quotation's 5 units. */
const freshSku = async () => skuInStock(ctx, 20, 11 + skuOffset++);
const quote = (b: Buyer, skuId: number, unitPrice = 40_00, days = 14) => companyQuotation(ctx, sales, b, { lines: [{ skuId, quantity: 5, unitPrice }], days });
const accept = (b: Buyer, id: number, key = randomUUID()) => call('POST', `/inquiries/quotations/${id}/accept`, { token: b.token, lang: 'en', body: { idempotencyKey: key } });
const addRule = async (admin: Buyer, body: Record<string, unknown>) => {
  const r = await call('POST', '/approvals/rules', { token: admin.token, lang: 'en', body: { name: 'Big quotes', approverRole: 'approver', level: 1, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
const decide = (m: Buyer, no: string, decision: 'approve' | 'reject') => call('POST', `/approvals/requests/${no}/decision`, { token: m.token, lang: 'en', body: { decision } });
const detail = async (m: Buyer, no: string) => {
  const r = await call('GET', `/approvals/requests/${no}`, { token: m.token, lang: 'en' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as ApprovalRequestDetail;
};
const quotationRow = async (id: number) =>
  (await rows<{ status: string; orderId: number | null }>(db(), sql`SELECT status, order_id AS "orderId" FROM quotation WHERE id = ${id}`))[0]!;
const ordersOf = (companyId: number) =>
  rows<{ orderNo: string; userId: number; total: number; status: string }>(db(), sql`SELECT order_no AS "orderNo", user_id AS "userId", total, status FROM shop_order WHERE company_id = ${companyId} ORDER BY id`);
const requestsOf = (quotationId: number) => rows<{ requestNo: string; kind: string; status: string }>(db(), sql`SELECT request_no AS "requestNo", kind, status FROM approval_request WHERE quotation_id = ${quotationId}`);

function expectOk(r: { status: number; body: unknown }) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

/** Accepts and expects an approval request; its number. */
async function requested(b: Buyer, quotationId: number, key = randomUUID()): Promise<string> {
  const r = await accept(b, quotationId, key);
  expectOk(r);
  expect(r.body.data).toMatchObject({ orderNo: null, approval: { levels: 1 } });
  const requestNo = r.body.data.approval.requestNo as string;
  expect(r.body.msg).toBe(fillMessage(en.quotationSentForApproval, { requestNo }));
  return requestNo;
}

describe('a company quotation over a rule', () => {
  let co: TestCompany;
  beforeAll(async () => {
    co = await createCompany(ctx, { members: { admin: ['admin'], anna: ['buyer'], bo: ['buyer'], lead: ['approver'], both: ['buyer', 'approver'] } });
    // Any quotation of 100.00 USD or more waits for an approver.
    await addRule(co.members.admin!, { condition: 'total', minTotal: 100_00 });
  });

  it('becomes a request (no order, nothing reserved, the quotation still active); the approver reads its quotation and lines; the approval places it at the quoted prices', async () => {
    const anna = co.members.anna!;
    const lead = co.members.lead!;
    const sku = await freshSku();
    const stock = await stockOf(ctx, sku.skuId);
    const q = await quote(anna, sku.skuId, 40_00);
    const key = randomUUID();
    const no = await requested(anna, q.quotationId, key);
    expect(await ordersOf(co.companyId)).toEqual([]);
    expect(await stockOf(ctx, sku.skuId)).toBe(stock);
    expect(await quotationRow(q.quotationId)).toEqual({ status: 'active', orderId: null });
    expect(await requestsOf(q.quotationId)).toEqual([{ requestNo: no, kind: 'quotation', status: 'pending' }]);

    const d = await detail(lead, no);
    expect(d).toMatchObject({ kind: 'quotation', quotationNo: `${q.inquiryNo} V1`, status: 'pending', canDecide: true, total: { amount: q.total, currency: 'USD' }, paymentTerms: 'now', remark: q.inquiryNo });
    expect(d.lines).toEqual([expect.objectContaining({ skuId: sku.skuId, quantity: 5, unitPrice: { amount: 40_00, currency: 'USD', minorUnits: 2 }, lineTotal: { amount: 200_00, currency: 'USD', minorUnits: 2 } })]);
    // A replay answers the same request.
    expect((await accept(anna, q.quotationId, key)).body.data).toMatchObject({ orderNo: null, approval: { requestNo: no } });

    const r = await decide(lead, no, 'approve');
    expectOk(r);
    expect(r.body.data).toMatchObject({ status: 'approved' });
    const orderNo = r.body.data.orderNo as string;
    const [order] = await ordersOf(co.companyId);
    expect(order).toEqual({ orderNo, userId: anna.userId, total: q.total, status: 'unpaid' });
    const lines = await rows<{ skuId: number; unitPrice: number; quantity: number }>(
      db(),
      sql`SELECT l.sku_id AS "skuId", l.unit_price AS "unitPrice", l.quantity FROM order_line l JOIN shop_order o ON o.id = l.order_id WHERE o.order_no = ${orderNo}`,
    );
    expect(lines).toEqual([{ skuId: sku.skuId, unitPrice: 40_00, quantity: 5 }]);
    expect(await stockOf(ctx, sku.skuId)).toBe(stock - 5);
    const accepted = await quotationRow(q.quotationId);
    expect(accepted.status).toBe('accepted');
    expect(accepted.orderId).not.toBeNull();
    // The requester is told, and the request names the order it became; a replay now answers the order.
    const mails = await rows<{ subject: string }>(db(), sql`SELECT subject FROM mail_outbox WHERE recipient = ${anna.email} ORDER BY id`);
    expect(mails.some((m) => m.subject.includes(no))).toBe(true);
    expect((await detail(anna, no)).orderNo).toBe(orderNo);
    expect((await accept(anna, q.quotationId, key)).body.data).toMatchObject({ orderNo, approval: null });
  });

  it('while it waits, a colleague can neither accept the quotation again nor ask for a revision (409 naming the request)', async () => {
    const q = await quote(co.members.anna!, (await freshSku()).skuId);
    const no = await requested(co.members.anna!, q.quotationId);
    const again = await accept(co.members.bo!, q.quotationId);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(fillMessage(en.quotationAwaitingApproval, { requestNo: no }));
    const revise = await call('POST', `/inquiries/quotations/${q.quotationId}/revision`, { token: co.members.bo!.token, lang: 'en', body: { body: 'Cheaper please' } });
    expect(revise.status).toBe(409);
    expect(revise.body.msg).toBe(fillMessage(en.quotationAwaitingApproval, { requestNo: no }));
    // Withdrawn by its requester, the quotation may be accepted again.
    expectOk(await call('POST', `/approvals/requests/${no}/cancel`, { token: co.members.anna!.token, lang: 'en' }));
    const next = await requested(co.members.bo!, q.quotationId);
    expect(next).not.toBe(no);
  });

  it('two acceptances at once make one request: the same key answers it twice, another key is refused', async () => {
    const q = await quote(co.members.anna!, (await freshSku()).skuId);
    const key = randomUUID();
    const [a, b] = await Promise.all([accept(co.members.anna!, q.quotationId, key), accept(co.members.anna!, q.quotationId, key)]);
    expectOk(a);
    expectOk(b);
    expect(b.body.data.approval.requestNo).toBe(a.body.data.approval.requestNo);
    const [c, d] = await Promise.all([accept(co.members.anna!, q.quotationId), accept(co.members.bo!, q.quotationId)]);
    expect([c.status, d.status].sort()).toEqual([409, 409]);
    expect(await requestsOf(q.quotationId)).toHaveLength(1);
  });

  it('a requester who is also an approver may not approve their own quotation request (403)', async () => {
    const both = co.members.both!;
    const q = await quote(both, (await freshSku()).skuId);
    const no = await requested(both, q.quotationId);
    const r = await decide(both, no, 'approve');
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe(en.approvalOwnRequest);
    expect(await ordersOf(co.companyId).then((os) => os.filter((o) => o.userId === both.userId))).toEqual([]);
  });

  it.each([
    ['expired', async (q: { quotationId: number }) => db().execute(sql`UPDATE quotation SET valid_until = now() - interval '1 day' WHERE id = ${q.quotationId}`), () => en.approvalQuotationExpired],
    [
      'superseded by a new version',
      async (q: { inquiryId: number; quotationId: number }) => {
        const [l] = await rows<{ skuId: number }>(db(), sql`SELECT sku_id AS "skuId" FROM quotation_line WHERE quotation_id = ${q.quotationId}`);
        const body = { currencyId: Number((await rows<{ id: number }>(db(), sql`SELECT id FROM currency WHERE code = 'USD'`))[0]!.id), lines: [{ skuId: l!.skuId, quantity: 5, unitPrice: 39_00 }], shippingFee: 0, validUntil: new Intl.DateTimeFormat('en-CA').format(new Date(Date.now() + 7 * 86_400_000)), note: '' };
        expectOk(await call('POST', `/api/ew/staff/inquiries/${q.inquiryId}/quotations`, { headers: { authorization: `Bearer ${sales}` }, body, lang: '2' }));
      },
      () => fillMessage(en.approvalQuotationSuperseded, { version: '2' }),
    ],
    ['closed (withdrawn)', async (q: { inquiryId: number }) => db().execute(sql`UPDATE inquiry SET status = 'closed' WHERE id = ${q.inquiryId}`), () => en.approvalQuotationWithdrawn],
  ] as const)('%s between the request and its approval: returned with the reason, nothing placed', async (_what, change, reason) => {
    const anna = co.members.anna!;
    const q = await quote(anna, (await freshSku()).skuId);
    const no = await requested(anna, q.quotationId);
    const before = (await ordersOf(co.companyId)).length;
    await change(q);
    const r = await decide(co.members.lead!, no, 'approve');
    expectOk(r);
    expect(r.body.data).toMatchObject({ status: 'returned', orderNo: null, returnReason: reason() });
    expect((await detail(anna, no)).returnReason).toBe(reason());
    expect(await ordersOf(co.companyId)).toHaveLength(before);
    expect((await quotationRow(q.quotationId)).orderId).toBeNull();
  });

  it('stock gone by the approval: returned naming the short line, nothing taken', async () => {
    const anna = co.members.anna!;
    const sku = await freshSku();
    const q = await quote(anna, sku.skuId);
    const no = await requested(anna, q.quotationId);
    await setStock(ctx, sku.skuId, 2);
    const r = await decide(co.members.lead!, no, 'approve');
    expect(r.body.data).toMatchObject({ status: 'returned', orderNo: null });
    const [{ productNo }] = (await rows<{ productNo: string }>(db(), sql`SELECT product_no AS "productNo" FROM sku WHERE id = ${sku.skuId}`)) as [{ productNo: string }];
    expect(r.body.data.returnReason).toBe(fillMessage(en.approvalQuotationOutOfStock, { productNos: productNo }));
    expect(await stockOf(ctx, sku.skuId)).toBe(2);
    expect((await quotationRow(q.quotationId)).status).toBe('active');
  });
});

describe('a company quotation and spending limits', () => {
  const setLimit = async (admin: Buyer, memberId: number, amount: number) =>
    expectOk(await call('PUT', `/approvals/limits/${memberId}`, { token: admin.token, lang: 'en', body: { limit: { amount, period: 'month' } } }));

  it('over the member’s limit with no overLimit rule: 409 naming the limit, no request, no order; with one, a request', async () => {
    const co = await createCompany(ctx, { members: { admin: ['admin'], anna: ['buyer'], lead: ['approver'] } });
    const anna = co.members.anna!;
    await setLimit(co.members.admin!, anna.memberId, 100_00);
    const q = await quote(anna, (await freshSku()).skuId, 40_00);
    const r = await accept(anna, q.quotationId);
    expect(r.status).toBe(409);
    const m = (n: number) => formatMoney(n, 'USD', 2, 'en');
    expect(r.body.msg).toBe(fillMessage(en.spendingLimitMonth, { total: m(q.total), limit: m(100_00), left: m(100_00) }));
    expect(await requestsOf(q.quotationId)).toEqual([]);
    expect(await ordersOf(co.companyId)).toEqual([]);

    await addRule(co.members.admin!, { condition: 'overLimit' });
    const no = await requested(anna, q.quotationId);
    // The pending request counts against the limit.
    const s = (await call('GET', '/approvals/settings', { token: anna.token, lang: 'en' })).body.data as ApprovalSettings;
    expect(s.members[0]!.limit).toMatchObject({ pending: { amount: q.total }, spent: { amount: 0 } });
    expect(no).toMatch(/^AR/);
  });

  it('under every rule: placed as before, counted in the member’s spending, and a following checkout order sees it', async () => {
    const co = await createCompany(ctx, { members: { admin: ['admin'], anna: ['buyer'], lead: ['approver'] } });
    const anna = co.members.anna!;
    await addRule(co.members.admin!, { condition: 'total', minTotal: 10_000_00 });
    const sku = await freshSku();
    const q = await quote(anna, sku.skuId, 40_00);
    // A limit the quotation fits with one cent to spare.
    await setLimit(co.members.admin!, anna.memberId, q.total + 1);
    const r = await accept(anna, q.quotationId);
    expectOk(r);
    expect(r.body.data).toMatchObject({ approval: null });
    expect(r.body.msg).toBe(en.orderPlaced);
    const orderNo = r.body.data.orderNo as string;
    expect(await ordersOf(co.companyId)).toEqual([{ orderNo, userId: anna.userId, total: q.total, status: 'unpaid' }]);
    expect((await quotationRow(q.quotationId)).status).toBe('accepted');
    const s = (await call('GET', '/approvals/settings', { token: anna.token, lang: 'en' })).body.data as ApprovalSettings;
    expect(s.members[0]!.limit).toMatchObject({ spent: { amount: q.total }, left: { amount: 1 } });

    const order = await call('POST', '/orders', {
      token: anna.token,
      lang: 'en',
      body: { idempotencyKey: randomUUID(), items: [{ skuId: sku.skuId, quantity: 1 }], shippingAddressId: anna.addressId, shippingMethodId: standard, purchaseFor: 'company' },
    });
    expect(order.status).toBe(409);
    expect(order.body.msg).toContain(formatMoney(1, 'USD', 2, 'en'));
    expect(await ordersOf(co.companyId)).toHaveLength(1);
  });
});
