import type { CreditInvoice, CreditOverview } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { setStock, skuInStock } from '../../../test/buyers.js';
import { creditApi } from '../../../test/credit-api.js';
import { OPS } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Refunds of orders paid on account (issue 30, ADR 0046), through the real app. Money the company
// had already paid on a refunded order comes back as an advance, exactly as an overpayment does:
// allocated at once to the open invoices oldest due first, or kept for the next invoice, which it
// settles when it is issued. A return the operator completes (refundOrder) and the refund retry
// give an order on account back to its credit account once — two completions at once, or two
// sweepers, give nothing twice — and the credit note of its VAT invoice is issued once. After every
// step the ledger sums to the balance, which is what the invoices owe less the advances.

let ctx: TestContext;
let credit: ReturnType<typeof creditApi>;
const LIMIT = 10_000_000;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  const id = async (q: ReturnType<typeof sql>) => Number((await rows<{ id: number }>(ctx.storage.db, q))[0]!.id);
  const sku = await skuInStock(ctx, 50, 7);
  await setStock(ctx, sku.skuId, 100_000);
  credit = creditApi(ctx, { skuId: sku.skuId, shippingMethodId: await id(sql`SELECT id FROM shipping_method WHERE key = 'standard'`), currencyId: await id(sql`SELECT id FROM currency WHERE code = 'EUR'`) });
  // Building the app on a busy machine can take longer than the default minute.
}, 180_000);
afterAll(async () => ctx?.close());

const db = () => ctx.storage.db;
const invoicesOf = async (token: string) => new Map(((await credit.call('GET', '/credit/invoices', { token })).body.data.items as CreditInvoice[]).map((i) => [i.orderNo, i]));
const cancel = (orderNo: string) => credit.call('POST', `/api/ew/staff/orders/${orderNo}/cancel`, { headers: OPS, lang: 'en', body: { reason: 'buyer_request', note: '' } });
const refundEntries = async (orderNo: string) =>
  (await rows<{ amount: string }>(db(), sql`SELECT e.amount::text FROM credit_entry e JOIN shop_order o ON o.id = e.order_id WHERE o.order_no = ${orderNo} AND e.kind = 'refund'`)).map((e) => Number(e.amount));
const orderStatus = async (orderNo: string) => (await rows<{ status: string }>(db(), sql`SELECT status FROM shop_order WHERE order_no = ${orderNo}`))[0]!.status;
const completeReturn = (orderNo: string) => credit.call('POST', `/api/ew/staff/orders/${orderNo}/refund`, { headers: OPS, lang: 'en' });

async function place(token: Parameters<typeof credit.onAccount>[0]) {
  const r = await credit.onAccount(token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { orderNo: r.body.data.orderNo as string, total: r.body.data.total.amount as number };
}

describe('a refund of what was already paid is an advance', () => {
  it('allocated at once to the oldest open invoice, as an overpayment is; the account and the invoices agree', async () => {
    const co = await credit.companyWithCredit(LIMIT);
    const fin = co.members.finance!.token;
    const a = await place(co.members.buyer!);
    expect((await credit.pay(co.companyId, { amount: a.total })).status).toBe(200);
    const b = await place(co.members.buyer!);
    expect(await credit.balanced(co.companyId)).toBe(b.total);
    expect((await invoicesOf(fin)).get(b.orderNo)).toMatchObject({ status: 'open', due: { amount: b.total } });

    // Order A was paid: its refund frees the payment, which settles B at once.
    const r = await cancel(a.orderNo);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const inv = await invoicesOf(fin);
    expect(inv.get(a.orderNo)).toMatchObject({ status: 'paid', paid: { amount: 0 }, credited: { amount: a.total }, due: { amount: 0 } });
    expect(inv.get(b.orderNo)).toMatchObject({ status: 'paid', paid: { amount: b.total }, due: { amount: 0 } });
    expect(await credit.balanced(co.companyId)).toBe(0);
    expect(await credit.advance(co.companyId)).toBe(0);
    const page = (await credit.call('GET', '/credit', { token: fin })).body.data as CreditOverview;
    expect(page.openInvoices).toEqual([]);
    expect(page.account).toMatchObject({ balance: { amount: 0 }, available: { amount: LIMIT }, overdue: { amount: 0 } });
  });

  it('kept for the next invoice when nothing is open, which it settles when issued; a part refund of a paid order too', async () => {
    const co = await credit.companyWithCredit(LIMIT);
    const fin = co.members.finance!.token;
    const a = await place(co.members.buyer!);
    expect((await credit.pay(co.companyId, { amount: a.total })).status).toBe(200);
    // Shipped, then 500 back as goodwill: the company paid it, so it is owed 500.
    expect((await credit.call('POST', `/api/ew/staff/orders/${a.orderNo}/ship`, { headers: OPS, body: { carrier: 'DHL', trackingNo: 'FI0001' } })).status).toBe(200);
    const part = await credit.call('POST', `/api/ew/staff/orders/${a.orderNo}/refunds`, { headers: OPS, lang: 'en', body: { amount: 500, reason: 'goodwill', note: '' } });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(await credit.balanced(co.companyId)).toBe(-500);
    expect(await credit.advance(co.companyId)).toBe(500);
    expect((await invoicesOf(fin)).get(a.orderNo)).toMatchObject({ status: 'paid', paid: { amount: a.total - 500 }, credited: { amount: 500 } });
    // Available credit counts the advance (more than the limit), never less than nothing.
    expect((await credit.detail(co.companyId)).account).toMatchObject({ balance: { amount: -500 }, available: { amount: LIMIT + 500 } });

    const b = await place(co.members.buyer!);
    expect((await invoicesOf(fin)).get(b.orderNo)).toMatchObject({ status: 'open', paid: { amount: 500 }, due: { amount: b.total - 500 } });
    expect(await credit.advance(co.companyId)).toBe(0);
    expect(await credit.balanced(co.companyId)).toBe(b.total - 500);
    // The overdue amount the console and the reminders read is what is still due.
    const far = await rows<{ due: string }>(db(), sql`SELECT (amount - paid - credited)::text AS due FROM credit_invoice i JOIN shop_order o ON o.id = i.order_id WHERE o.order_no = ${b.orderNo} AND i.status = 'open'`);
    expect(Number(far[0]!.due)).toBe(b.total - 500);
  });

  it('an overdue hold is lifted at once when the advance settles what was overdue', async () => {
    const co = await credit.companyWithCredit(LIMIT);
    const a = await place(co.members.buyer!);
    expect((await credit.pay(co.companyId, { amount: a.total })).status).toBe(200);
    const b = await place(co.members.buyer!);
    // B is long overdue and the sweeper held the account.
    await db().execute(sql`UPDATE credit_invoice SET issued_at = now() - interval '80 days', due_at = now() - interval '50 days' FROM shop_order o WHERE o.id = credit_invoice.order_id AND o.order_no = ${b.orderNo}`);
    await db().execute(sql`UPDATE credit_account SET status = 'hold', hold_kind = 'overdue', hold_reason = 'CI', held_at = now() WHERE company_id = ${co.companyId}`);
    expect((await cancel(a.orderNo)).status).toBe(200);
    expect((await credit.detail(co.companyId)).account).toMatchObject({ status: 'active', overdue: { amount: 0 } });
    expect(await credit.balanced(co.companyId)).toBe(0);
  });
});

describe('a completed return of an order on account', () => {
  /** The order's approved VAT invoice (reviewing is tested in the invoices module); its id and amount. */
  async function approvedVatInvoice(orderNo: string) {
    const title = { kind: 'company', name: 'Luotto Oy', taxNo: 'FI12345678', countryCode: 'FI', country: 'Suomi', address: 'Street 1', phone: '+358 40 555 0100', bank: '', bankAccount: '' };
    const [a] = await rows<{ id: number; amount: string }>(
      db(),
      sql`INSERT INTO invoice_application (user_id, order_id, type, title, amount, currency, minor_units, status, invoice_no, decided_at)
          SELECT o.user_id, o.id, 'general', ${JSON.stringify(title)}::jsonb, o.total, o.currency, o.minor_units, 'approved', ${`INV-${orderNo}`}, now() FROM shop_order o WHERE o.order_no = ${orderNo}
          RETURNING id, amount::text`,
    );
    return { id: Number(a!.id), amount: Number(a!.amount) };
  }
  const notesOf = async (applicationId: number) => (await rows<{ amount: string }>(db(), sql`SELECT amount::text FROM credit_note WHERE application_id = ${applicationId}`)).map((n) => Number(n.amount));
  const toRefunding = (orderNo: string) => db().execute(sql`UPDATE shop_order SET status = 'refunding' WHERE order_no = ${orderNo}`);

  it('goes back to the credit account once, with two completions at once and two sweeps; one credit note', async () => {
    const co = await credit.companyWithCredit(LIMIT);
    const a = await place(co.members.buyer!);
    const vat = await approvedVatInvoice(a.orderNo);
    await toRefunding(a.orderNo);
    // Before issue 30's fix the order became refunded and the company still owed its invoice.
    const [one, two] = await Promise.all([completeReturn(a.orderNo), completeReturn(a.orderNo)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(await orderStatus(a.orderNo)).toBe('refunded');
    expect(await refundEntries(a.orderNo)).toEqual([-a.total]);
    expect((await invoicesOf(co.members.finance!.token)).get(a.orderNo)).toMatchObject({ status: 'paid', credited: { amount: a.total }, due: { amount: 0 } });
    expect(await credit.balanced(co.companyId)).toBe(0);

    await Promise.all([ctx.app.sweeper.sweep(), ctx.app.sweeper.sweep()]);
    await ctx.app.sweeper.sweep();
    expect(await refundEntries(a.orderNo)).toEqual([-a.total]);
    expect(await notesOf(vat.id)).toEqual([vat.amount]);
    expect((await completeReturn(a.orderNo)).status).toBe(409);
    expect(await credit.balanced(co.companyId)).toBe(0);
  });

  it('of an order already paid and partly refunded: the rest comes back as an advance', async () => {
    const co = await credit.companyWithCredit(LIMIT);
    const a = await place(co.members.buyer!);
    expect((await credit.pay(co.companyId, { amount: a.total })).status).toBe(200);
    expect((await credit.call('POST', `/api/ew/staff/orders/${a.orderNo}/refunds`, { headers: OPS, lang: 'en', body: { amount: 300, reason: 'goodwill', note: '' } })).status).toBe(200);
    await toRefunding(a.orderNo);
    const r = await completeReturn(a.orderNo);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await refundEntries(a.orderNo)).sort((x, y) => x - y)).toEqual([-(a.total - 300), -300].sort((x, y) => x - y));
    expect(await credit.advance(co.companyId)).toBe(a.total);
    expect(await credit.balanced(co.companyId)).toBe(-a.total);
  });

  it('refunded before its credit refund existed: the refund retry gives it back once, even with two sweepers at once', async () => {
    const co = await credit.companyWithCredit(LIMIT);
    const a = await place(co.members.buyer!);
    // As the operator's completion left it before the fix: refunded, the invoice still owed.
    await db().execute(sql`UPDATE shop_order SET status = 'refunded' WHERE order_no = ${a.orderNo}`);
    expect(await credit.balanced(co.companyId)).toBe(a.total);
    await Promise.all([ctx.app.sweeper.sweep(), ctx.app.sweeper.sweep()]);
    await ctx.app.sweeper.sweep();
    expect(await refundEntries(a.orderNo)).toEqual([-a.total]);
    expect(await credit.balanced(co.companyId)).toBe(0);
  });
});
