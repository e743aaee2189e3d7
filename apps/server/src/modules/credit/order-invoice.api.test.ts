import { randomUUID } from 'node:crypto';
import type { OrderCreditInvoice } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { api, makeBuyer, setStock, skuInStock, type Buyer } from '../../../test/buyers.js';
import { createCompany, type TestCompany } from '../../../test/companies.js';
import { OPS, staffOf } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// The credit invoice of an order on account as the order's page reads it (issue 30): its number,
// the net terms it was issued on, its due date and whether it is open, paid or overdue. Only for
// the company's own members — the statement readers (finance, admin) any order's, a buyer only
// the orders they placed; another company's order, a colleague's for a plain buyer, an order paid
// now, a stranger: all 404, as if there were none. The console reads any (credit.read).

let ctx: TestContext;
let call: ReturnType<typeof api>;
let eur: number;
let standard: number;
let sku: { skuId: number };
let co: TestCompany;
let other: TestCompany;
let orderNo: string;

const apply = (b: Buyer) => call('POST', '/credit/application', { token: b.token, lang: 'en', body: { requestedLimit: 500_000, currency: 'EUR', terms: 30, references: 'Nordea, +358 9 1234' } });
const decide = (companyId: number, terms: number) => call('POST', `/api/ew/staff/credit/${companyId}/decision`, { headers: OPS, lang: 'en', body: { decision: 'approve', limit: 10_000_000, currency: 'EUR', terms, note: 'Granted' } });
const onAccount = (b: Buyer) =>
  call('POST', '/orders', {
    token: b.token,
    lang: 'en',
    body: { idempotencyKey: randomUUID(), items: [{ skuId: sku.skuId, quantity: 1 }], shippingAddressId: b.addressId, shippingMethodId: standard, currencyId: eur, purchaseFor: 'company', paymentTerms: 'account' },
  });

/** A company with an account on `terms` (applied for by its finance member, granted by the console). */
async function companyWithCredit(terms: number) {
  const c = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], buyer2: ['buyer'], finance: ['finance'] } });
  expect((await apply(c.members.finance!)).status).toBe(200);
  expect((await decide(c.companyId, terms)).status).toBe(200);
  return c;
}

const read = (who: Buyer | null, no: string) => call('GET', `/credit/orders/${no}/invoice`, who ? { token: who.token, lang: 'en' } : { lang: 'en' });

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  const id = async (q: ReturnType<typeof sql>) => Number((await rows<{ id: number }>(ctx.storage.db, q))[0]!.id);
  eur = await id(sql`SELECT id FROM currency WHERE code = 'EUR'`);
  standard = await id(sql`SELECT id FROM shipping_method WHERE key = 'standard'`);
  sku = await skuInStock(ctx, 50, 3);
  await setStock(ctx, sku.skuId, 100_000);
  co = await companyWithCredit(45);
  other = await companyWithCredit(30);
  const r = await onAccount(co.members.buyer!);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  orderNo = r.body.data.orderNo as string;
}, 180_000);
afterAll(async () => ctx?.close());

describe('the credit invoice of an order on account', () => {
  it('reads for who placed it and for the company’s finance and admin: number, Net 45, due date, open', async () => {
    for (const who of [co.members.buyer!, co.members.finance!, co.members.admin!]) {
      const r = await read(who, orderNo);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const i = r.body.data as OrderCreditInvoice;
      expect(i).toMatchObject({ orderNo, terms: 45, status: 'open', overdueDays: 0 });
      expect(i.invoiceNo).toMatch(/^CI\d{12}$/);
      expect(new Date(i.dueAt).getTime() - new Date(i.issuedAt).getTime()).toBe(45 * 86_400_000);
    }
  });

  it('is overdue past its due date, and reads paid once paid', async () => {
    const due = new Date(((await read(co.members.buyer!, orderNo)).body.data as OrderCreditInvoice).dueAt);
    const clock = ctx.app.clock.now;
    ctx.app.clock.now = () => new Date(due.getTime() + 3 * 86_400_000 + 60_000);
    try {
      expect((await read(co.members.buyer!, orderNo)).body.data).toMatchObject({ status: 'open', overdueDays: 3 });
    } finally {
      ctx.app.clock.now = clock;
    }
    await ctx.storage.db.execute(sql`UPDATE credit_invoice SET paid = amount, status = 'paid' WHERE company_id = ${co.companyId}`);
    expect((await read(co.members.finance!, orderNo)).body.data).toMatchObject({ status: 'paid', due: { amount: 0 } });
  });

  it('is 404 for a colleague without statements, another company’s members, a buyer with no company, an order paid now; 401 for a guest', async () => {
    expect((await read(co.members.buyer2!, orderNo)).status).toBe(404);
    for (const who of Object.values(other.members)) expect((await read(who, orderNo)).status).toBe(404);
    expect((await read(await makeBuyer(ctx), orderNo)).status).toBe(404);
    const [paidNow] = await rows<{ orderNo: string }>(ctx.storage.db, sql`SELECT order_no AS "orderNo" FROM shop_order WHERE payment_method IS DISTINCT FROM 'account' ORDER BY id DESC LIMIT 1`);
    if (paidNow) expect((await read(co.members.finance!, paidNow.orderNo)).status).toBe(404);
    expect((await read(co.members.finance!, 'NOSUCHORDER1')).status).toBe(404);
    expect((await read(null, orderNo)).status).toBe(401);
    // A malformed number is refused by the schema, never a 500.
    expect((await read(co.members.finance!, 'x%27%20OR%201=1')).status).toBeLessThan(500);
  });

  it('the console reads it with credit.read; an agent may not', async () => {
    const r = await call('GET', `/api/ew/staff/credit/orders/${orderNo}/invoice`, { headers: await staffOf(ctx, 'sales'), lang: 'en' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ orderNo, terms: 45 });
    expect((await call('GET', `/api/ew/staff/credit/orders/${orderNo}/invoice`, { headers: await staffOf(ctx, 'agent'), lang: 'en' })).status).toBe(403);
    expect((await call('GET', `/api/ew/staff/credit/orders/NOSUCHORDER1/invoice`, { headers: OPS, lang: 'en' })).status).toBe(404);
  });
});
