import { randomUUID } from 'node:crypto';
import type { CreditInvoice, StaffCreditDetail } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { MESSAGES } from '../../i18n/messages.js';
import { api, setStock, skuInStock, type Buyer } from '../../../test/buyers.js';
import { createCompany, setCompanyStatus, type TestCompany } from '../../../test/companies.js';
import { OPS } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { NOTIFY_PATH, notificationBody, SIGNATURE_HEADER } from './sandbox.js';
import { sign } from './signature.js';

// A company member pays an open credit invoice through the payment gateway (issue 30, ADR 0046),
// through the real app and the sandbox gateway: what is still open is asked for, the capture is
// posted to the ledger once (allocated to the invoice, any excess an advance), it lifts an overdue
// hold, one attempt stays open per invoice, and only finance and admins of the invoice's company
// may pay. After every scenario the ledger sums to the balance.

const SECRET = 'test-sandbox-secret-credit-0123456789';
let ctx: TestContext;
let call: ReturnType<typeof api>;
let eur: number;
let standard: number;
let sku: { skuId: number };
const en = MESSAGES.en;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0', SANDBOX_PAY_SECRET: SECRET });
  call = api(ctx);
  const id = async (q: ReturnType<typeof sql>) => Number((await rows<{ id: number }>(ctx.storage.db, q))[0]!.id);
  eur = await id(sql`SELECT id FROM currency WHERE code = 'EUR'`);
  standard = await id(sql`SELECT id FROM shipping_method WHERE key = 'standard'`);
  sku = await skuInStock(ctx, 50, 5);
  await setStock(ctx, sku.skuId, 100_000);
}, 180_000);
afterAll(async () => ctx?.close());

/** A company with an account of 100 000 EUR, granted by the console. */
async function companyWithCredit(): Promise<TestCompany> {
  const co = await createCompany(ctx, { members: { admin: ['admin'], buyer: ['buyer'], finance: ['finance'], viewer: ['viewer'], approver: ['approver'] } });
  const fin = co.members.finance!;
  const a = await call('POST', '/credit/application', { token: fin.token, body: { requestedLimit: 10_000_000, currency: 'EUR', terms: 30, references: 'Nordea' } });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  const d = await call('POST', `/api/ew/staff/credit/${co.companyId}/decision`, { headers: OPS, body: { decision: 'approve', limit: 10_000_000, currency: 'EUR', terms: 30, note: 'Granted' } });
  expect(d.status, JSON.stringify(d.body)).toBe(200);
  return co;
}

/** An order on account by the company's buyer; its invoice. */
async function invoiceOf(co: TestCompany): Promise<CreditInvoice> {
  const b = co.members.buyer!;
  const body = { idempotencyKey: randomUUID(), items: [{ skuId: sku.skuId, quantity: 1 }], shippingAddressId: b.addressId, shippingMethodId: standard, currencyId: eur, purchaseFor: 'company', paymentTerms: 'account' };
  const r = await call('POST', '/orders', { token: b.token, body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const list = await call('GET', '/credit/invoices', { token: co.members.finance!.token });
  return (list.body.data.items as CreditInvoice[]).find((i) => i.orderNo === r.body.data.orderNo)!;
}

const payPath = (invoiceNo: string) => `/credit/invoices/${invoiceNo}/pay`;
const start = (who: Buyer, invoiceNo: string) => call('POST', payPath(invoiceNo), { token: who.token, lang: 'en', body: { method: 'sandbox' } });
async function startOk(who: Buyer, invoiceNo: string) {
  const r = await start(who, invoiceNo);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const ref = /\/sandbox-pay\/(sbx_[0-9a-f]+)/.exec(r.body.data.payUrl)![1]!;
  return { ref, amount: r.body.data.amount as { amount: number; currency: string } };
}
/** As the browser posts the gateway page's form. */
const gateway = (ref: string, what: 'approve' | 'decline') => ctx.app.inject({ method: 'POST', url: `/sandbox-pay/${ref}/${what}?lang=en`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
const notify = (body: string) => ctx.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(SECRET, body) }, payload: body });
const status = (who: Buyer, invoiceNo: string) => call('GET', `/credit/invoices/${invoiceNo}/payment`, { token: who.token, lang: 'en' });
const overview = async (co: TestCompany) => (await call('GET', '/credit', { token: co.members.finance!.token })).body.data;
const detail = async (co: TestCompany) => (await call('GET', `/api/ew/staff/credit/${co.companyId}`, { headers: OPS })).body.data as StaffCreditDetail;
const accountId = async (co: TestCompany) => Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM credit_account WHERE company_id = ${co.companyId}`))[0]!.id);
const attempts = (invoiceNo: string) =>
  rows<{ status: string; ref: string }>(
    ctx.storage.db,
    sql`SELECT p.status, p.provider_ref AS ref FROM payment p JOIN credit_invoice i ON i.id = p.credit_invoice_id WHERE i.invoice_no = ${invoiceNo} ORDER BY p.created_at, p.id`,
  );
const gatewayPayments = async (co: TestCompany) =>
  rows<{ amount: string; unallocated: string; reference: string; userId: number | null }>(
    ctx.storage.db,
    sql`SELECT amount::text, unallocated::text, reference, user_id AS "userId" FROM credit_payment WHERE account_id = ${await accountId(co)} AND method = 'gateway' ORDER BY id`,
  );

/**
 * The credit tests' invariant (credit.api.test.ts balanced, credit/ledger-queries.ts ledgerSum), in
 * SQL here: payments may not import credit's internals, tests included. The ledger sums to the
 * balance, and every entry's balance_after is the running sum.
 */
async function balanced(co: TestCompany) {
  const id = await accountId(co);
  const [s] = await rows<{ balance: string; sum: string }>(
    ctx.storage.db,
    sql`SELECT a.balance::text, coalesce((SELECT sum(amount) FROM credit_entry WHERE account_id = a.id), 0)::text AS sum FROM credit_account a WHERE a.id = ${id}`,
  );
  expect(Number(s!.sum)).toBe(Number(s!.balance));
  const entries = await rows<{ amount: string; balanceAfter: string }>(ctx.storage.db, sql`SELECT amount::text, balance_after::text AS "balanceAfter" FROM credit_entry WHERE account_id = ${id} ORDER BY id`);
  let run = 0;
  for (const e of entries) {
    run += Number(e.amount);
    expect(Number(e.balanceAfter)).toBe(run);
  }
  return Number(s!.balance);
}

describe('paying a credit invoice online', () => {
  it('finance pays what is open; the capture pays the invoice once, by the member, with the provider reference; the ledger stays balanced', async () => {
    const co = await companyWithCredit();
    const inv = await invoiceOf(co);
    const fin = co.members.finance!;
    expect((await status(fin, inv.invoiceNo)).body.data).toMatchObject({ invoiceStatus: 'open', payment: null, due: { amount: inv.due.amount } });
    const { ref, amount } = await startOk(fin, inv.invoiceNo);
    expect(amount).toMatchObject({ amount: inv.due.amount, currency: 'EUR' });
    expect((await status(fin, inv.invoiceNo)).body.data.payment).toBe('pending');
    const page = await ctx.app.inject({ url: `/sandbox-pay/${ref}?lang=en` });
    expect(page.body).toContain(inv.invoiceNo);
    const back = await gateway(ref, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/paymentReturn?invoiceNo=${inv.invoiceNo}&status=success`);
    const s = await status(fin, inv.invoiceNo);
    expect(s.body.data).toMatchObject({ invoiceStatus: 'paid', payment: 'succeeded', due: { amount: 0 } });
    expect(s.body.msg).toBe(en.creditInvoicePaid);
    const o = await overview(co);
    expect(o.openInvoices).toEqual([]);
    expect(o.account.balance.amount).toBe(0);
    expect(await balanced(co)).toBe(0);
    const entry = (await detail(co)).ledger.find((e) => e.kind === 'payment')!;
    expect(entry).toMatchObject({ amount: { amount: -inv.due.amount }, reference: ref, invoiceNo: inv.invoiceNo });
    expect(entry.by).not.toBe('');
    expect(await gatewayPayments(co)).toEqual([{ amount: String(inv.due.amount), unallocated: '0', reference: ref, userId: fin.userId }]);
    // Nothing is left to pay: 409, no page opened.
    const again = await start(fin, inv.invoiceNo);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(en.creditInvoiceNotOpen);
    expect(await attempts(inv.invoiceNo)).toHaveLength(1);
  });

  it('a replayed or repeated notification changes nothing; a declined payment leaves the invoice open and payable', async () => {
    const co = await companyWithCredit();
    const inv = await invoiceOf(co);
    const admin = co.members.admin!;
    const first = await startOk(admin, inv.invoiceNo);
    expect((await gateway(first.ref, 'decline')).headers.location).toBe(`/paymentReturn?invoiceNo=${inv.invoiceNo}&status=failed`);
    const failed = await status(admin, inv.invoiceNo);
    expect(failed.body.data).toMatchObject({ invoiceStatus: 'open', payment: 'failed' });
    expect(failed.body.msg).toBe(en.paymentFailed);
    const { ref, amount } = await startOk(admin, inv.invoiceNo);
    // The provider's own notification, delivered twice (a replay), then again under another event id.
    const body = notificationBody({ ref, amount: amount.amount, currency: amount.currency }, 'succeeded', `evt_${randomUUID()}`);
    await ctx.storage.db.execute(sql`UPDATE sandbox_payment SET status = 'succeeded', completed_at = now() WHERE ref = ${ref}`);
    expect((await notify(body)).json().data.outcome).toBe('paid');
    expect((await notify(body)).json().data.outcome).toBe('duplicate');
    expect((await notify(notificationBody({ ref, amount: amount.amount, currency: amount.currency }, 'succeeded'))).json().data.outcome).toBe('ignored');
    // A wrong amount for the attempt is refused and posts nothing.
    expect((await notify(notificationBody({ ref, amount: amount.amount + 1, currency: amount.currency }, 'succeeded'))).statusCode).toBe(400);
    expect((await status(admin, inv.invoiceNo)).body.data).toMatchObject({ invoiceStatus: 'paid', payment: 'succeeded' });
    expect(await gatewayPayments(co)).toHaveLength(1);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM credit_entry WHERE account_id = ${await accountId(co)} AND kind = 'payment'`)).toHaveLength(1);
    expect(await balanced(co)).toBe(0);
  });

  it('two starts at once leave one open attempt; the page it replaced is voided at the gateway', async () => {
    const co = await companyWithCredit();
    const inv = await invoiceOf(co);
    const [a, b] = await Promise.all([start(co.members.finance!, inv.invoiceNo), start(co.members.admin!, inv.invoiceNo)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const all = await attempts(inv.invoiceNo);
    expect(all).toHaveLength(2);
    expect(all.filter((x) => x.status === 'pending')).toHaveLength(1);
    const superseded = all.find((x) => x.status === 'superseded')!;
    const [sandbox] = await rows<{ status: string }>(ctx.storage.db, sql`SELECT status FROM sandbox_payment WHERE ref = ${superseded.ref}`);
    expect(sandbox!.status).toBe('voided');
    // A third start replaces the open one again: still one open.
    await startOk(co.members.finance!, inv.invoiceNo);
    expect((await attempts(inv.invoiceNo)).filter((x) => x.status === 'pending')).toHaveLength(1);
  });

  it('a payment that clears what is overdue lifts the overdue hold', async () => {
    const co = await companyWithCredit();
    const inv = await invoiceOf(co);
    const id = await accountId(co);
    // As the sweeper leaves it: the invoice due long ago, the account on hold for it.
    await ctx.storage.db.execute(sql`UPDATE credit_invoice SET issued_at = now() - interval '60 days', due_at = now() - interval '30 days' WHERE account_id = ${id}`);
    await ctx.storage.db.execute(sql`UPDATE credit_account SET status = 'hold', hold_kind = 'overdue', hold_reason = ${inv.invoiceNo}, held_at = now() WHERE id = ${id}`);
    const { ref } = await startOk(co.members.finance!, inv.invoiceNo);
    await gateway(ref, 'approve');
    expect((await overview(co)).account).toMatchObject({ status: 'active', holdReason: '', overdue: { amount: 0 } });
    expect(await balanced(co)).toBe(0);
  });

  it('a capture after finance already recorded the transfer is not lost: it becomes an advance that settles the next invoice', async () => {
    const co = await companyWithCredit();
    const inv = await invoiceOf(co);
    const t = inv.due.amount;
    const { ref } = await startOk(co.members.finance!, inv.invoiceNo);
    const transfer = await call('POST', `/api/ew/staff/credit/${co.companyId}/payments`, { headers: OPS, body: { amount: t, reference: 'BANK-1', receivedOn: '2026-11-28', idempotencyKey: randomUUID() } });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    await gateway(ref, 'approve');
    expect(await gatewayPayments(co)).toEqual([{ amount: String(t), unallocated: String(t), reference: ref, userId: co.members.finance!.userId }]);
    expect(await balanced(co)).toBe(-t);
    expect((await overview(co)).account.available.amount).toBe(10_000_000 + t);
    // The advance pays the next invoice at once.
    const next = await invoiceOf(co);
    expect(next).toMatchObject({ status: 'paid', paid: { amount: next.amount.amount } });
    expect(await balanced(co)).toBe(next.amount.amount - t);
  });

  it('a capture beyond the invoice goes to the other open invoices, oldest due first, after the one paid', async () => {
    const co = await companyWithCredit();
    const older = await invoiceOf(co);
    const paid = await invoiceOf(co);
    const { ref } = await startOk(co.members.finance!, paid.invoiceNo);
    // Finance records part of the invoice being paid: the capture's rest goes to the older one.
    const part = await call('POST', `/api/ew/staff/credit/${co.companyId}/payments`, {
      headers: OPS,
      body: { amount: 100, reference: 'BANK-2', receivedOn: '2026-11-28', idempotencyKey: randomUUID(), allocations: [{ invoiceNo: paid.invoiceNo, amount: 100 }] },
    });
    expect(part.status).toBe(200);
    await gateway(ref, 'approve');
    const open = (await overview(co)).openInvoices as CreditInvoice[];
    // The paid invoice took its last t − 100; the 100 left over went to the older one.
    expect(open.map((i) => [i.invoiceNo, i.due.amount])).toEqual([[older.invoiceNo, older.amount.amount - 100]]);
    expect(await balanced(co)).toBe(older.amount.amount - 100);
  });

  it('only finance and admins of the invoice’s company may pay it; odd numbers are 404 or 400, never 500', async () => {
    const co = await companyWithCredit();
    const inv = await invoiceOf(co);
    for (const who of ['buyer', 'viewer', 'approver'] as const) {
      const r = await start(co.members[who]!, inv.invoiceNo);
      expect(r.status, who).toBe(403);
      expect(r.body.msg).toBe(en.companyForbidden);
      expect((await status(co.members[who]!, inv.invoiceNo)).status).toBe(403);
    }
    const other = await companyWithCredit();
    expect((await start(other.members.finance!, inv.invoiceNo)).status).toBe(404);
    expect((await status(other.members.finance!, inv.invoiceNo)).status).toBe(404);
    for (const no of ['CI99999999999999999999', `CI${2 ** 31}`, 'CI000000000001']) expect((await start(co.members.finance!, no)).status, no).toBe(404);
    for (const no of ['CI', 'XX12345678', 'CI1234567890123456789012345', '1%27%20OR%201=1']) expect([400, 404, 422]).toContain((await start(co.members.finance!, no)).status);
    expect(await attempts(inv.invoiceNo)).toHaveLength(0);
    // A suspended company's finance may still pay what it owes.
    await setCompanyStatus(ctx, co.companyId, 'suspended');
    expect((await start(co.members.finance!, inv.invoiceNo)).status).toBe(200);
  });
});
