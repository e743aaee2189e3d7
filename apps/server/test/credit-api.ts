import { randomUUID } from 'node:crypto';
import type { StaffCreditDetail } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../src/db/client.js';
import { ledgerSum } from '../src/modules/credit/ledger-queries.js';
import { api, type Buyer } from './buyers.js';
import { createCompany } from './companies.js';
import { OPS } from './staff-members.js';
import type { TestContext } from './test-app.js';

// Companies paying on account through the real API (issue 30, ADR 0046), for the tests of credit,
// its refunds and approvals: finance applies, the console grants, members order on account, finance
// records payments; and the ledger's invariants every such test checks after each step.

export type Members = Record<string, ('admin' | 'buyer' | 'finance' | 'viewer' | 'approver')[]>;

export function creditApi(ctx: TestContext, shop: { skuId: number; shippingMethodId: number; currencyId: number; currency?: string }) {
  const call = api(ctx);
  const db = () => ctx.storage.db;
  const accountId = async (companyId: number) => Number((await rows<{ id: number }>(db(), sql`SELECT id FROM credit_account WHERE company_id = ${companyId}`))[0]!.id);

  const self = {
    call,
    /** A company with an account of `limit` (applied for by its finance member, granted by the console). */
    async companyWithCredit(limit: number, members: Members = { admin: ['admin'], buyer: ['buyer'], finance: ['finance'] }) {
      const co = await createCompany(ctx, { members });
      const fin = Object.values(co.members).find((m) => m.roles.includes('finance'))!;
      const currency = shop.currency ?? 'EUR';
      const applied = await call('POST', '/credit/application', { token: fin.token, lang: 'en', body: { requestedLimit: limit, currency, terms: 30, references: 'Nordea, +358 9 1234' } });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const d = await call('POST', `/api/ew/staff/credit/${co.companyId}/decision`, { headers: OPS, lang: 'en', body: { decision: 'approve', limit, currency, terms: 30, note: 'Granted' } });
      expect(d.status, JSON.stringify(d.body)).toBe(200);
      return co;
    },
    orderBody: (b: Buyer, extra: Record<string, unknown> = {}) => ({
      idempotencyKey: randomUUID(),
      items: [{ skuId: shop.skuId, quantity: 1 }],
      shippingAddressId: b.addressId,
      shippingMethodId: shop.shippingMethodId,
      currencyId: shop.currencyId,
      purchaseFor: 'company',
      paymentTerms: 'account',
      ...extra,
    }),
    /** An order on account (200 with its number and total, or the refusal). */
    onAccount: (b: Buyer, extra: Record<string, unknown> = {}, lang = 'en') => call('POST', '/orders', { token: b.token, lang, body: self.orderBody(b, extra) }),
    /** Finance records a bank transfer (allocated oldest due first unless allocations are named). */
    pay: (companyId: number, body: Record<string, unknown>) =>
      call('POST', `/api/ew/staff/credit/${companyId}/payments`, { headers: OPS, lang: 'en', body: { reference: 'BANK-1', receivedOn: '2026-11-28', idempotencyKey: randomUUID(), ...body } }),
    async detail(companyId: number) {
      const r = await call('GET', `/api/ew/staff/credit/${companyId}`, { headers: OPS, lang: 'en' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as StaffCreditDetail;
    },
    accountId,
    /**
     * The ledger sums to the balance, every entry's balance_after is the running sum, and the
     * balance is what the invoices still owe less the advances (payments' unallocated money). The balance.
     */
    async balanced(companyId: number) {
      const id = await accountId(companyId);
      const s = await ledgerSum(db(), id);
      expect(s.sum).toBe(s.balance);
      const entries = await rows<{ amount: string; balanceAfter: string }>(db(), sql`SELECT amount::text, balance_after::text AS "balanceAfter" FROM credit_entry WHERE account_id = ${id} ORDER BY id`);
      let run = 0;
      for (const e of entries) {
        run += Number(e.amount);
        expect(Number(e.balanceAfter)).toBe(run);
      }
      const [owed] = await rows<{ due: string; advance: string }>(
        db(),
        sql`SELECT (SELECT coalesce(sum(amount - paid - credited), 0) FROM credit_invoice WHERE account_id = ${id})::text AS due,
                   (SELECT coalesce(sum(unallocated), 0) FROM credit_payment WHERE account_id = ${id} AND NOT reversed)::text AS advance`,
      );
      expect(Number(owed!.due) - Number(owed!.advance)).toBe(Number(s.balance));
      return Number(s.balance);
    },
    /** What the account's payments hold unallocated (the company's advance). */
    async advance(companyId: number) {
      const [r] = await rows<{ n: string }>(db(), sql`SELECT coalesce(sum(unallocated), 0)::text AS n FROM credit_payment WHERE account_id = ${await accountId(companyId)} AND NOT reversed`);
      return Number(r!.n);
    },
  };
  return self;
}
