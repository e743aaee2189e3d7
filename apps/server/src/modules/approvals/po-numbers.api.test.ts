import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { MESSAGES } from '../../i18n/messages.js';
import { setStock, skuInStock, type Buyer } from '../../../test/buyers.js';
import { creditApi } from '../../../test/credit-api.js';
import type { TestCompany } from '../../../test/companies.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// A purchase-order number names one purchase of a company (issue 30, ADR 0046): an order on account
// is refused one that an order used, or that a request waiting for approval carries (else both
// would become orders with it, the request once approved); the last approval checks again and
// returns the request with the reason when the number was taken meanwhile. A request that ended
// without an order (rejected) frees its number.

let ctx: TestContext;
let credit: ReturnType<typeof creditApi>;
let co: TestCompany;
let second: number;
const en = MESSAGES.en;
const fr = MESSAGES.fr;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  const id = async (q: ReturnType<typeof sql>) => Number((await rows<{ id: number }>(ctx.storage.db, q))[0]!.id);
  const sku = await skuInStock(ctx, 50, 11);
  second = (await skuInStock(ctx, 50, 12)).skuId;
  await setStock(ctx, sku.skuId, 100_000);
  await setStock(ctx, second, 100_000);
  credit = creditApi(ctx, { skuId: sku.skuId, shippingMethodId: await id(sql`SELECT id FROM shipping_method WHERE key = 'standard'`), currencyId: await id(sql`SELECT id FROM currency WHERE code = 'EUR'`) });
  co = await credit.companyWithCredit(100_000_000, { admin: ['admin'], buyer: ['buyer'], lead: ['approver'], finance: ['finance'] });
  // An order of two lines or more waits for an approver; one line is placed at once.
  const rule = await credit.call('POST', '/approvals/rules', { token: co.members.admin!.token, lang: 'en', body: { name: 'Two lines', approverRole: 'approver', level: 1, condition: 'lines', minLines: 2 } });
  expect(rule.status, JSON.stringify(rule.body)).toBe(200);
}, 180_000);
afterAll(async () => ctx?.close());

const used = (lang: typeof en, po: string) => lang.poNumberUsed.replace('{poNumber}', po);
const twoLines = (b: Buyer, poNumber: string, lang = 'en') => credit.onAccount(b, { poNumber, items: [{ skuId: (credit.orderBody(b).items[0] as { skuId: number }).skuId, quantity: 1 }, { skuId: second, quantity: 1 }] }, lang);
const decide = (no: string, decision: 'approve' | 'reject') => credit.call('POST', `/approvals/requests/${no}/decision`, { token: co.members.lead!.token, lang: 'en', body: { decision } });
const invoicesWith = async (po: string) => (await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM credit_invoice WHERE company_id = ${co.companyId} AND lower(po_number) = lower(${po})`))[0]!.n;

async function request(poNumber: string) {
  const r = await twoLines(co.members.buyer!, poNumber);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.data.orderNo).toBeNull();
  return r.body.data.approval.requestNo as string;
}

describe('purchase-order numbers and pending approval requests', () => {
  it('a number a pending request carries is refused at checkout (409, in the buyer’s language), whatever its case, and to a second request', async () => {
    const no = await request('PO-77');
    const direct = await credit.onAccount(co.members.buyer!, { poNumber: 'po-77' }, 'fr');
    expect(direct.status).toBe(409);
    expect(direct.body.msg).toBe(used(fr, 'po-77'));
    const again = await twoLines(co.members.buyer!, 'PO-77');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(used(en, 'PO-77'));

    // Approved: one order carries it, and it stays refused.
    const approved = await decide(no, 'approve');
    expect(approved.body.data, JSON.stringify(approved.body)).toMatchObject({ status: 'approved' });
    expect(await invoicesWith('PO-77')).toBe(1);
    expect((await credit.onAccount(co.members.buyer!, { poNumber: 'PO-77' })).status).toBe(409);
  });

  it('the last approval checks again: a number taken meanwhile returns the request with the reason, nothing placed', async () => {
    const no = await request('PO-88');
    // Taken meanwhile (as an order placed before this rule existed would have it).
    const other = await credit.onAccount(co.members.buyer!, { poNumber: 'PO-89' });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    await ctx.storage.db.execute(sql`UPDATE credit_invoice SET po_number = 'po-88' WHERE po_number = 'PO-89' AND company_id = ${co.companyId}`);
    const r = await decide(no, 'approve');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ status: 'returned', currentLevel: null, orderNo: null, returnReason: used(en, 'PO-88') });
    expect(await invoicesWith('PO-88')).toBe(1);
  });

  it('two submissions of one number at once, a request and an order: one passes, the other is refused', async () => {
    const [req, direct] = await Promise.all([twoLines(co.members.buyer!, 'PO-55'), credit.onAccount(co.members.buyer!, { poNumber: 'PO-55' })]);
    expect([req.status, direct.status].sort()).toEqual([200, 409]);
    const pending = await rows<{ n: number }>(ctx.storage.db, sql`SELECT count(*)::int AS n FROM approval_request WHERE company_id = ${co.companyId} AND status = 'pending' AND po_number = 'PO-55'`);
    expect(pending[0]!.n + (await invoicesWith('PO-55'))).toBe(1);
  });

  it('a rejected request frees its number', async () => {
    const no = await request('PO-99');
    expect((await credit.onAccount(co.members.buyer!, { poNumber: 'PO-99' })).status).toBe(409);
    expect((await decide(no, 'reject')).body.data).toMatchObject({ status: 'rejected' });
    const r = await credit.onAccount(co.members.buyer!, { poNumber: 'PO-99' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await invoicesWith('PO-99')).toBe(1);
  });
});
