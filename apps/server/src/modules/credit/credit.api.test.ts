import { randomUUID } from 'node:crypto';
import type { CreditEntry, CreditInvoice, StaffCreditDetail } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { MESSAGES } from '../../i18n/messages.js';
import { api, makeBuyer, setStock, skuInStock, type Buyer } from '../../../test/buyers.js';
import { createCompany, type TestCompany } from '../../../test/companies.js';
import { staffSession } from '../../../test/quotations.js';
import { OPS } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { ledgerSum } from './ledger-queries.js';

// Payment on account (issue 30, ADR 0046), through the real app: a company applies (credit.manage,
// once), finance decides in the console (credit.read sees, credit.write changes, every change
// audited), members pay on account at checkout within the available credit under the account's
// lock, finance records bank transfers (allocated, idempotent, reversible once) which lift an
// overdue hold, and a staff cancel or refund of an order on account goes back to the credit
// account. After every scenario the ledger sums to the balance.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let eur: number;
let usd: number;
let standard: number;
let sku: { skuId: number };
const en = MESSAGES.en;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  const id = async (q: ReturnType<typeof sql>) => Number((await rows<{ id: number }>(ctx.storage.db, q))[0]!.id);
  eur = await id(sql`SELECT id FROM currency WHERE code = 'EUR'`);
  usd = await id(sql`SELECT id FROM currency WHERE code = 'USD'`);
  standard = await id(sql`SELECT id FROM shipping_method WHERE key = 'standard'`);
  sku = await skuInStock(ctx, 50, 3);
  await setStock(ctx, sku.skuId, 100_000);
  // Building the app on a busy machine can take longer than the default minute.
}, 180_000);
afterAll(async () => ctx?.close());

const staff = (token: string) => ({ authorization: `Bearer ${token}` });
const apply = (b: Buyer, extra: Record<string, unknown> = {}) =>
  call('POST', '/credit/application', { token: b.token, lang: 'en', body: { requestedLimit: 500_000, currency: 'EUR', terms: 30, references: 'Nordea, +358 9 1234', ...extra } });
const decide = (companyId: number, body: Record<string, unknown>, headers: Record<string, string> = OPS) => call('POST', `/api/ew/staff/credit/${companyId}/decision`, { headers, lang: 'en', body });
const detail = async (companyId: number) => {
  const r = await call('GET', `/api/ew/staff/credit/${companyId}`, { headers: OPS, lang: 'en' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as StaffCreditDetail;
};
const pay = (companyId: number, body: Record<string, unknown>) =>
  call('POST', `/api/ew/staff/credit/${companyId}/payments`, { headers: OPS, lang: 'en', body: { reference: 'BANK-1', receivedOn: '2026-11-28', idempotencyKey: randomUUID(), ...body } });
const orderBody = (b: Buyer, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  items: [{ skuId: sku.skuId, quantity: 1 }],
  shippingAddressId: b.addressId,
  shippingMethodId: standard,
  currencyId: eur,
  purchaseFor: 'company',
  paymentTerms: 'account',
  ...extra,
});
const onAccount = (b: Buyer, extra: Record<string, unknown> = {}) => call('POST', '/orders', { token: b.token, lang: 'en', body: orderBody(b, extra) });
const accountId = async (companyId: number) => Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM credit_account WHERE company_id = ${companyId}`))[0]!.id);

/** The ledger sums to the balance, and every entry's balance_after is the running sum. */
async function balanced(companyId: number) {
  const id = await accountId(companyId);
  const s = await ledgerSum(ctx.storage.db, id);
  expect(s.sum).toBe(s.balance);
  const entries = await rows<{ amount: string; balanceAfter: string }>(ctx.storage.db, sql`SELECT amount::text, balance_after::text AS "balanceAfter" FROM credit_entry WHERE account_id = ${id} ORDER BY id`);
  let run = 0;
  for (const e of entries) {
    run += Number(e.amount);
    expect(Number(e.balanceAfter)).toBe(run);
  }
  return s.balance;
}

/** A company with an account of `limit` EUR (applied for by its finance member, granted by the console). */
async function companyWithCredit(limit: number, members: Record<string, ('admin' | 'buyer' | 'finance' | 'viewer' | 'approver')[]> = { admin: ['admin'], buyer: ['buyer'], finance: ['finance'] }) {
  const co = await createCompany(ctx, { members });
  const fin = Object.values(co.members).find((m) => m.roles.includes('finance'))!;
  expect((await apply(fin)).status).toBe(200);
  const d = await decide(co.companyId, { decision: 'approve', limit, currency: 'EUR', terms: 30, note: 'Granted' });
  expect(d.status, JSON.stringify(d.body)).toBe(200);
  return co;
}

let orderTotal = 0;

describe('applying and deciding', () => {
  let co: TestCompany;
  beforeAll(async () => {
    co = await createCompany(ctx, { name: 'Luotto Oy', members: { admin: ['admin'], buyer: ['buyer'], finance: ['finance'], viewer: ['viewer'] } });
  });

  it('reads the credit page: finance and admin see it, a buyer sees what checkout needs, a viewer and a buyer with no company are refused', async () => {
    const fin = await call('GET', '/credit', { token: co.members.finance!.token, lang: 'en' });
    expect(fin.status).toBe(200);
    expect(fin.body.data).toEqual({ account: null, application: null, openInvoices: [], canOrderOnAccount: false });
    expect((await call('GET', '/credit', { token: co.members.admin!.token })).status).toBe(200);
    expect((await call('GET', '/credit', { token: co.members.buyer!.token })).status).toBe(200);
    const viewer = await call('GET', '/credit', { token: co.members.viewer!.token, lang: 'en' });
    expect(viewer.status).toBe(403);
    expect(viewer.body.msg).toBe(en.companyForbidden);
    const loner = await call('GET', '/credit', { token: (await makeBuyer(ctx)).token, lang: 'en' });
    expect(loner.status).toBe(403);
    expect(loner.body.msg).toBe(en.companyNone);
    expect((await call('GET', '/credit/ledger', { token: co.members.viewer!.token })).status).toBe(403);
    expect((await call('GET', '/credit/invoices', { token: co.members.buyer!.token })).status).toBe(403);
  });

  it('applies once: finance only (credit.manage); a second pending application is 409', async () => {
    expect((await apply(co.members.admin!)).status).toBe(403);
    expect((await apply(co.members.buyer!)).status).toBe(403);
    expect((await apply(co.members.finance!, { currency: 'XXX' })).status).toBe(422);
    const r = await apply(co.members.finance!);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.msg).toBe(en.creditApplied);
    const again = await apply(co.members.finance!);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(en.creditApplicationPending);
    const page = (await call('GET', '/credit', { token: co.members.admin!.token })).body.data;
    expect(page.application).toMatchObject({ status: 'pending', requestedLimit: { amount: 500_000, currency: 'EUR', minorUnits: 2 }, terms: 30 });
  });

  // Signing finance in waits for a fresh authenticator step (up to 30 s): a longer timeout.
  it('the console: an agent may not see it, sales read but may not decide, finance grants; the account opens with an allocated entry and finance and admin are told', { timeout: 120_000 }, async () => {
    const agent = staff(await staffSession(ctx, 'agent'));
    expect((await call('GET', '/api/ew/staff/credit', { headers: agent })).status).toBe(403);
    const sales = staff(await staffSession(ctx, 'sales'));
    const list = await call('GET', '/api/ew/staff/credit?view=applications&q=Luotto', { headers: sales });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((i: { companyId: number }) => i.companyId)).toContain(co.companyId);
    expect((await decide(co.companyId, { decision: 'approve', limit: 100_000, currency: 'EUR', terms: 30 }, sales)).status).toBe(403);
    const finance = staff(await staffSession(ctx, 'finance'));
    const d = await decide(co.companyId, { decision: 'approve', limit: 400_000, currency: 'EUR', terms: 45, note: 'Net 45' }, finance);
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    const data = d.body.data as StaffCreditDetail;
    expect(data.account).toMatchObject({ status: 'active', currency: 'EUR', limit: { amount: 400_000 }, balance: { amount: 0 }, available: { amount: 400_000 }, terms: 45 });
    expect(data.application?.status).toBe('approved');
    expect(data.ledger).toMatchObject([{ kind: 'allocated', amount: { amount: 0 }, limitAfter: { amount: 400_000 }, by: 'Mika finance' }]);
    // Told: the finance member and the admin (statements.read), not the buyer or the viewer.
    const told = await rows<{ recipient: string }>(ctx.storage.db, sql`SELECT recipient FROM mail_outbox WHERE recipient IN (${co.members.finance!.email}, ${co.members.admin!.email}, ${co.members.buyer!.email}, ${co.members.viewer!.email})`);
    expect(told.map((m) => m.recipient).sort()).toEqual([co.members.admin!.email, co.members.finance!.email].sort());
    // Audited.
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM audit_log WHERE action = 'credit.approve' AND entity_id = ${String(co.companyId)}`)).toHaveLength(1);
    // Decided once; no new application while the account is open.
    expect((await decide(co.companyId, { decision: 'reject', note: 'No' })).status).toBe(409);
    expect((await apply(co.members.finance!)).body.msg).toBe(en.creditAccountExists);
    expect((await call('GET', '/credit', { token: co.members.buyer!.token })).body.data.canOrderOnAccount).toBe(true);
    await balanced(co.companyId);
  });

  it('rejects with a reason the company reads; it may apply again', async () => {
    const other = await createCompany(ctx, { members: { fin: ['finance'] } });
    expect((await apply(other.members.fin!)).status).toBe(200);
    expect((await decide(other.companyId, { decision: 'reject', note: '' })).status).toBe(422);
    expect((await decide(other.companyId, { decision: 'reject', note: 'Trading history too short' })).status).toBe(200);
    const page = (await call('GET', '/credit', { token: other.members.fin!.token })).body.data;
    expect(page.application).toMatchObject({ status: 'rejected', decisionNote: 'Trading history too short' });
    expect(page.account).toBeNull();
    expect((await apply(other.members.fin!)).status).toBe(200);
  });

  it('answers 404 for an unknown company and for another company’s document', async () => {
    expect((await call('GET', '/api/ew/staff/credit/999999', { headers: OPS })).status).toBe(404);
    expect((await call('GET', '/api/ew/staff/credit/abc', { headers: OPS })).status).toBe(404);
    expect((await call('GET', `/api/ew/staff/credit/${co.companyId}/files/${randomUUID()}`, { headers: OPS })).status).toBe(404);
  });
});

describe('ordering on account', () => {
  let co: TestCompany;
  beforeAll(async () => {
    co = await companyWithCredit(10_000_000);
  });

  it('places the order ready to ship, invoiced with a due date, charged to the ledger', async () => {
    const r = await onAccount(co.members.buyer!, { poNumber: 'PO-1' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ paymentTerms: 'account', payBy: null, approval: null });
    orderTotal = r.body.data.total.amount;
    const o = (await rows<{ status: string; paymentMethod: string }>(ctx.storage.db, sql`SELECT status, payment_method AS "paymentMethod" FROM shop_order WHERE order_no = ${r.body.data.orderNo}`))[0]!;
    expect(o).toEqual({ status: 'to_ship', paymentMethod: 'account' });
    const inv = (await call('GET', '/credit/invoices', { token: co.members.finance!.token })).body.data.items as CreditInvoice[];
    expect(inv).toHaveLength(1);
    expect(inv[0]).toMatchObject({ orderNo: r.body.data.orderNo, poNumber: 'PO-1', amount: { amount: orderTotal }, due: { amount: orderTotal }, status: 'open' });
    expect(inv[0]!.invoiceNo).toMatch(/^CI\d{12}$/);
    expect(new Date(inv[0]!.dueAt).getTime() - new Date(inv[0]!.issuedAt).getTime()).toBe(30 * 86_400_000);
    const ledger = (await call('GET', '/credit/ledger', { token: co.members.admin!.token })).body.data.items as CreditEntry[];
    expect(ledger[0]).toMatchObject({ kind: 'purchase', amount: { amount: orderTotal }, balanceAfter: { amount: orderTotal }, invoiceNo: inv[0]!.invoiceNo, orderNo: r.body.data.orderNo, by: 'Test Buyer' });
    expect(await balanced(co.companyId)).toBe(orderTotal);
  });

  it('refuses another currency (naming the account’s), a used PO number, a missing one when required, and more than is available', async () => {
    const b = co.members.buyer!;
    const cur = await onAccount(b, { currencyId: usd });
    expect(cur.status).toBe(422);
    expect(cur.body.msg).toBe(en.creditCurrency.replaceAll('{currency}', 'EUR'));
    const used = await onAccount(b, { poNumber: 'po-1' });
    expect(used.status).toBe(409);
    expect(used.body.msg).toBe(en.poNumberUsed.replace('{poNumber}', 'po-1'));
    expect((await call('PUT', '/credit/settings', { token: b.token, body: { poRequired: true } })).status).toBe(403);
    expect((await call('PUT', '/credit/settings', { token: co.members.finance!.token, body: { poRequired: true } })).status).toBe(200);
    const missing = await onAccount(b);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.data.fields)).toEqual(['poNumber']);
    expect((await onAccount(b, { poNumber: 'PO-2' })).status).toBe(200);
    await call('PUT', '/credit/settings', { token: co.members.finance!.token, body: { poRequired: false } });
    // Half an order left: refused, naming what is available.
    const d = await detail(co.companyId);
    const put = await call('PUT', `/api/ew/staff/credit/${co.companyId}/account`, { headers: OPS, body: { limit: 2 * orderTotal + 5000, terms: 30, status: 'active', note: '', version: d.version } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const big = await onAccount(b);
    expect(big.status).toBe(409);
    expect(big.body.msg).toBe(en.creditInsufficient.replace('{available}', '€50.00'));
    // A finance member (no orders.onAccount) may not order on account at all.
    expect((await onAccount(co.members.finance!)).status).toBe(403);
    await balanced(co.companyId);
  });

  it('a manual hold stops orders on account (403 creditOnHold) until released; a company with no account is creditNone', async () => {
    const d = await detail(co.companyId);
    const put = (status: string, version: number, limit = d.account!.limit.amount) => call('PUT', `/api/ew/staff/credit/${co.companyId}/account`, { headers: OPS, lang: 'en', body: { limit, terms: 30, status, note: 'Checking references', version } });
    expect((await put('hold', d.version)).status).toBe(200);
    expect((await put('active', d.version)).status).toBe(409);
    const held = await onAccount(co.members.buyer!);
    expect(held.status).toBe(403);
    expect(held.body.msg).toBe(en.creditOnHold);
    expect((await call('GET', '/credit', { token: co.members.buyer!.token })).body.data.account).toMatchObject({ status: 'hold', holdReason: 'Checking references' });
    expect((await put('active', d.version + 1, 20_000_000)).status).toBe(200);
    expect((await onAccount(co.members.buyer!)).status).toBe(200);
    const ledger = (await detail(co.companyId)).ledger;
    expect(ledger.find((e) => e.kind === 'limitIncreased')).toMatchObject({ amount: { amount: 0 }, limitAfter: { amount: 20_000_000 } });
    const none = await createCompany(ctx, { members: { b: ['buyer'] } });
    const r = await onAccount(none.members.b!);
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe(en.creditNone);
    await balanced(co.companyId);
  });
});

describe('payments and reversals', () => {
  it('allocates oldest due first, in part and in full; a replay of the key records nothing more; a reversal undoes it once', async () => {
    const co = await companyWithCredit(10_000_000);
    const b = co.members.buyer!;
    for (let i = 0; i < 3; i++) expect((await onAccount(b)).status).toBe(200);
    const t = orderTotal;
    const inv = () => call('GET', '/credit/invoices?status=open', { token: co.members.finance!.token }).then((r) => (r.body.data.items as CreditInvoice[]).reverse());
    const [first, second, third] = await inv();
    // Part of the first.
    const key = randomUUID();
    const p1 = await pay(co.companyId, { amount: t - 100, idempotencyKey: key });
    expect(p1.status, JSON.stringify(p1.body)).toBe(200);
    expect(p1.body.data).toMatchObject({ allocated: { amount: t - 100 }, unallocated: { amount: 0 }, released: false });
    const replay = await pay(co.companyId, { amount: t - 100, idempotencyKey: key });
    expect(replay.body.data.paymentId).toBe(p1.body.data.paymentId);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM credit_entry WHERE payment_id = ${p1.body.data.paymentId}`)).toHaveLength(1);
    // The rest of the first and all of the second, oldest first.
    const p2 = await pay(co.companyId, { amount: t + 100 });
    expect(p2.body.data.allocated.amount).toBe(t + 100);
    let open = await inv();
    expect(open.map((i) => i.invoiceNo)).toEqual([third!.invoiceNo]);
    // Named allocation: part of the third; an invoice of another company or more than is due is refused.
    const stranger = await companyWithCredit(1_000_000);
    expect((await onAccount(stranger.members.buyer!)).status).toBe(200);
    const theirs = (await call('GET', '/credit/invoices', { token: stranger.members.finance!.token })).body.data.items[0].invoiceNo as string;
    expect((await pay(co.companyId, { amount: 100, allocations: [{ invoiceNo: theirs, amount: 100 }] })).status).toBe(422);
    expect((await pay(co.companyId, { amount: t + 1, allocations: [{ invoiceNo: third!.invoiceNo, amount: t + 1 }] })).status).toBe(422);
    expect((await pay(co.companyId, { amount: 100, allocations: [{ invoiceNo: third!.invoiceNo, amount: 200 }] })).status).toBe(422);
    // Another company's key: refused.
    expect((await pay(stranger.companyId, { amount: t - 100, idempotencyKey: key })).status).toBe(409);
    const p3 = await pay(co.companyId, { amount: 500, allocations: [{ invoiceNo: third!.invoiceNo, amount: 300 }] });
    expect(p3.body.data).toMatchObject({ allocated: { amount: 300 }, unallocated: { amount: 200 } });
    open = await inv();
    expect(open[0]).toMatchObject({ invoiceNo: third!.invoiceNo, paid: { amount: 300 }, due: { amount: t - 300 } });
    expect(await balanced(co.companyId)).toBe(3 * t - (t - 100) - (t + 100) - 500);
    // The advance settles the next invoice first.
    expect((await onAccount(b)).status).toBe(200);
    const newest = (await call('GET', '/credit/invoices', { token: co.members.finance!.token })).body.data.items[0] as CreditInvoice;
    expect(newest.paid.amount).toBe(200);
    // Reverse the second payment: its allocations go back (first and second open again).
    const d = await detail(co.companyId);
    const entry = d.ledger.find((e) => e.kind === 'payment' && e.amount.amount === -(t + 100))!;
    const rev = (id: number) => call('POST', `/api/ew/staff/credit/${co.companyId}/reversals`, { headers: OPS, lang: 'en', body: { entryId: id, note: 'Bounced' } });
    expect((await rev(entry.id)).status).toBe(200);
    const again = await rev(entry.id);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(en.creditAlreadyReversed);
    const purchase = d.ledger.find((e) => e.kind === 'purchase')!;
    expect((await rev(purchase.id)).body.msg).toBe(en.creditNotReversible);
    const otherEntry = (await detail(stranger.companyId)).ledger[0]!;
    expect((await rev(otherEntry.id)).status).toBe(404);
    open = await inv();
    expect(open.map((i) => i.invoiceNo)).toEqual([first!.invoiceNo, second!.invoiceNo, third!.invoiceNo, newest.invoiceNo]);
    expect(open[0]!.paid.amount).toBe(t - 100);
    expect(open[1]!.paid.amount).toBe(0);
    expect(await balanced(co.companyId)).toBe(4 * t - (t - 100) - 500);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM audit_log WHERE action IN ('credit.payment', 'credit.reversal') AND entity_id = ${String(co.companyId)}`)).toHaveLength(4);
  });

  it('a payment that clears what is overdue lifts an overdue hold in the same transaction; a manual hold stays', async () => {
    const co = await companyWithCredit(10_000_000);
    expect((await onAccount(co.members.buyer!)).status).toBe(200);
    const id = await accountId(co.companyId);
    // As the sweeper leaves it: the invoice due long ago, the account on hold for it.
    await ctx.storage.db.execute(sql`UPDATE credit_invoice SET issued_at = now() - interval '60 days', due_at = now() - interval '30 days' WHERE account_id = ${id}`);
    await ctx.storage.db.execute(sql`UPDATE credit_account SET status = 'hold', hold_kind = 'overdue', hold_reason = 'overdue', held_at = now() WHERE id = ${id}`);
    expect((await call('GET', '/credit', { token: co.members.finance!.token })).body.data.account.overdue.amount).toBe(orderTotal);
    expect((await onAccount(co.members.buyer!)).status).toBe(403);
    const part = await pay(co.companyId, { amount: 100 });
    expect(part.body.data.released).toBe(false);
    const rest = await pay(co.companyId, { amount: orderTotal - 100 });
    expect(rest.body.data.released).toBe(true);
    expect((await detail(co.companyId)).account).toMatchObject({ status: 'active', holdReason: '', overdue: { amount: 0 } });
    expect((await onAccount(co.members.buyer!)).status).toBe(200);
    // A manual hold is finance's to lift.
    await ctx.storage.db.execute(sql`UPDATE credit_account SET status = 'hold', hold_kind = 'manual' WHERE id = ${id}`);
    expect((await pay(co.companyId, { amount: 100 })).body.data.released).toBe(false);
    await balanced(co.companyId);
  });
});

describe('refunds of orders on account', () => {
  it('a staff cancel before shipping gives the whole amount back to the credit account; a partial refund credits the invoice', async () => {
    const co = await companyWithCredit(10_000_000);
    const a = await onAccount(co.members.buyer!);
    const b = await onAccount(co.members.buyer!);
    const t = orderTotal;
    const cancel = await call('POST', `/api/ew/staff/orders/${a.body.data.orderNo}/cancel`, { headers: OPS, lang: 'en', body: { reason: 'buyer_request', note: '' } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', paid: { amount: t }, refunded: { amount: t }, refundable: { amount: 0 } });
    const refund = await call('POST', `/api/ew/staff/orders/${b.body.data.orderNo}/refunds`, { headers: OPS, lang: 'en', body: { amount: 300, reason: 'goodwill', note: 'Sorry' } });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.data).toMatchObject({ refunded: { amount: 300 }, refundable: { amount: t - 300 } });
    expect(refund.body.data.refunds).toMatchObject([{ amount: { amount: 300 }, reason: 'goodwill', status: 'succeeded' }]);
    const invoices = (await call('GET', '/credit/invoices', { token: co.members.finance!.token })).body.data.items as CreditInvoice[];
    const byOrder = new Map(invoices.map((i) => [i.orderNo, i]));
    expect(byOrder.get(a.body.data.orderNo)).toMatchObject({ credited: { amount: t }, status: 'paid', due: { amount: 0 } });
    expect(byOrder.get(b.body.data.orderNo)).toMatchObject({ credited: { amount: 300 }, status: 'open', due: { amount: t - 300 } });
    const kinds = (await detail(co.companyId)).ledger.map((e) => [e.kind, e.amount.amount]);
    expect(kinds.slice(0, 2)).toEqual([
      ['refund', -300],
      ['refund', -t],
    ]);
    expect(await balanced(co.companyId)).toBe(t - 300);
    // More than is left: refused, nothing moved.
    expect((await call('POST', `/api/ew/staff/orders/${b.body.data.orderNo}/refunds`, { headers: OPS, lang: 'en', body: { amount: t, reason: 'goodwill', note: '' } })).status).toBe(422);
    expect(await balanced(co.companyId)).toBe(t - 300);
  });
});

describe('the ledger as CSV', () => {
  it('is in the reader’s language, amounts as numbers, and a cell a spreadsheet would run as a formula starts with an apostrophe', async () => {
    const co = await companyWithCredit(10_000_000);
    expect((await onAccount(co.members.buyer!)).status).toBe(200);
    expect((await pay(co.companyId, { amount: 1234, reference: '=HYPERLINK("http://x")', note: '@SUM(A1)' })).status).toBe(200);
    const r = await ctx.app.inject({ method: 'GET', url: '/api/ew/buyer/credit/ledger.csv', headers: { authorization: `Bearer ${co.members.finance!.token}`, lang: 'fr' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    const lines = r.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Opération,Montant,Solde,Plafond,Devise,Facture,Commande,Référence,Note,Par');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},Crédit accordé,0,0,100000,EUR,/);
    // The payment: −12.34 is a number (no apostrophe); the typed reference and note are neutralised.
    expect(lines[3]).toContain(',Paiement,-12.34,');
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://x"")",'@SUM(A1)`);
    // Someone who may not read statements gets no file.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ew/buyer/credit/ledger.csv', headers: { authorization: `Bearer ${co.members.buyer!.token}` } })).statusCode).toBe(403);
  });
});

describe('concurrency', () => {
  it('20 orders at once against a limit that fits exactly 3 place exactly 3; the rest are told what is available', async () => {
    const co = await companyWithCredit(3 * orderTotal + Math.floor(orderTotal / 2), { b: ['buyer'], f: ['finance'] });
    const b = co.members.b!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => onAccount(b)));
    const placed = answers.filter((r) => r.status === 200);
    expect(placed).toHaveLength(3);
    for (const r of answers.filter((x) => x.status !== 200)) expect(r.body.msg, JSON.stringify(r.body)).toMatch(/available credit/);
    expect(await rows(ctx.storage.db, sql`SELECT 1 FROM shop_order WHERE company_id = ${co.companyId}`)).toHaveLength(3);
    const balance = await balanced(co.companyId);
    expect(balance).toBe(3 * orderTotal);
    const acc = (await detail(co.companyId)).account!;
    expect(acc.available.amount).toBeGreaterThanOrEqual(0);
  });
});
