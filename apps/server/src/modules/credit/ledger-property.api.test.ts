import { randomUUID } from 'node:crypto';
import type { StaffCreditDetail } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { api, setStock, skuInStock, type Buyer } from '../../../test/buyers.js';
import { createCompany } from '../../../test/companies.js';
import { OPS } from '../../../test/staff-members.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// The ledger's invariants under any mix of what moves a credit account (issue 30, ADR 0046): random
// sequences of orders on account, bank transfers, refunds, reversals and limit changes, some sent
// at once, through the real app. After every step: the ledger sums to the balance and each entry's
// balance_after is the running sum; no purchase ever took the balance over the limit (available
// credit never goes negative through purchases — a lower limit may leave it negative, and then no
// order passes); each invoice's paid is what payments allocated to it and paid + credited never
// exceeds it; nothing answers a 500.

let ctx: TestContext;
let call: ReturnType<typeof api>;
let eur: number;
let standard: number;
let sku: { skuId: number };
let unit = 0;

beforeAll(async () => {
  ctx = await createTestApp({ SWEEP_INTERVAL_MS: '0' });
  call = api(ctx);
  eur = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM currency WHERE code = 'EUR'`))[0]!.id);
  standard = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM shipping_method WHERE key = 'standard'`))[0]!.id);
  sku = await skuInStock(ctx, 50, 5);
  await setStock(ctx, sku.skuId, 1_000_000);
});
afterAll(async () => ctx?.close());

type Leaf =
  | { k: 'buy'; q: number }
  | { k: 'pay'; frac: number; allocate: boolean }
  | { k: 'refund'; pick: number; frac: number }
  | { k: 'reverse'; pick: number }
  | { k: 'limit'; mult: number };
type Op = Leaf | { k: 'together'; ops: Leaf[] };

const leaf: fc.Arbitrary<Leaf> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: fc.constant('buy' as const), q: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('pay' as const), frac: fc.double({ min: 0.05, max: 2, noNaN: true }), allocate: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('refund' as const), pick: fc.nat(), frac: fc.double({ min: 0.05, max: 1.2, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('reverse' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('limit' as const), mult: fc.integer({ min: 0, max: 6 }) }) },
);
const op: fc.Arbitrary<Op> = fc.oneof({ weight: 4, arbitrary: leaf }, { weight: 1, arbitrary: fc.record({ k: fc.constant('together' as const), ops: fc.array(leaf, { minLength: 2, maxLength: 5 }) }) });

interface Run {
  companyId: number;
  accountId: number;
  buyer: Buyer;
  orders: string[];
}

const detail = async (companyId: number) => (await call('GET', `/api/ew/staff/credit/${companyId}`, { headers: OPS })).body.data as StaffCreditDetail;

async function runLeaf(r: Run, l: Leaf): Promise<number> {
  switch (l.k) {
    case 'buy': {
      const res = await call('POST', '/orders', {
        token: r.buyer.token,
        body: { idempotencyKey: randomUUID(), items: [{ skuId: sku.skuId, quantity: l.q }], shippingAddressId: r.buyer.addressId, shippingMethodId: standard, currencyId: eur, purchaseFor: 'company', paymentTerms: 'account' },
      });
      if (res.status === 200) r.orders.push(res.body.data.orderNo);
      return res.status;
    }
    case 'pay': {
      const amount = Math.max(1, Math.floor(unit * l.frac));
      const d = l.allocate ? await detail(r.companyId) : null;
      const open = d?.invoices.find((i) => i.status === 'open');
      const allocations = open ? [{ invoiceNo: open.invoiceNo, amount: Math.min(amount, open.due.amount) }] : [];
      return (await call('POST', `/api/ew/staff/credit/${r.companyId}/payments`, { headers: OPS, body: { amount, reference: 'T', receivedOn: '2026-11-28', idempotencyKey: randomUUID(), allocations } })).status;
    }
    case 'refund': {
      if (!r.orders.length) return 200;
      const orderNo = r.orders[l.pick % r.orders.length]!;
      return (await call('POST', `/api/ew/staff/orders/${orderNo}/refunds`, { headers: OPS, body: { amount: Math.max(1, Math.floor(unit * l.frac)), reason: 'goodwill', note: '' } })).status;
    }
    case 'reverse': {
      const payments = (await detail(r.companyId)).ledger.filter((e) => e.kind === 'payment');
      if (!payments.length) return 200;
      const e = payments[l.pick % payments.length]!;
      return (await call('POST', `/api/ew/staff/credit/${r.companyId}/reversals`, { headers: OPS, body: { entryId: e.id, note: 'test' } })).status;
    }
    case 'limit': {
      const d = await detail(r.companyId);
      return (await call('PUT', `/api/ew/staff/credit/${r.companyId}/account`, { headers: OPS, body: { limit: unit * l.mult, terms: 30, status: 'active', note: '', version: d.version } })).status;
    }
  }
}

async function invariants(r: Run) {
  const db = ctx.storage.db;
  const [acc] = await rows<{ balance: string; sum: string }>(db, sql`SELECT balance::text, (SELECT coalesce(sum(amount), 0) FROM credit_entry WHERE account_id = ${r.accountId})::text AS sum FROM credit_account WHERE id = ${r.accountId}`);
  expect(acc!.sum).toBe(acc!.balance);
  const entries = await rows<{ kind: string; amount: string; balanceAfter: string; limitAfter: string }>(
    db,
    sql`SELECT kind, amount::text, balance_after::text AS "balanceAfter", limit_after::text AS "limitAfter" FROM credit_entry WHERE account_id = ${r.accountId} ORDER BY id`,
  );
  let run = 0;
  for (const e of entries) {
    run += Number(e.amount);
    expect(Number(e.balanceAfter)).toBe(run);
    if (e.kind === 'purchase') expect(Number(e.balanceAfter)).toBeLessThanOrEqual(Number(e.limitAfter));
  }
  const wrong = await rows(
    db,
    sql`SELECT i.id FROM credit_invoice i LEFT JOIN (SELECT invoice_id, sum(amount) AS s FROM credit_allocation GROUP BY invoice_id) a ON a.invoice_id = i.id
         WHERE i.account_id = ${r.accountId} AND (i.paid <> coalesce(a.s, 0) OR i.paid + i.credited > i.amount OR (i.status = 'paid') <> (i.paid + i.credited = i.amount))`,
  );
  expect(wrong).toEqual([]);
}

describe('the credit ledger under random sequences (fast-check)', () => {
  it('always sums to the balance, and purchases never take available credit below zero', { timeout: 600_000 }, async () => {
    // One order's total: the unit every amount is drawn in.
    const probe = await createCompany(ctx, { members: { b: ['buyer'], f: ['finance'] } });
    await call('POST', '/credit/application', { token: probe.members.f!.token, body: { requestedLimit: 100, currency: 'EUR', terms: 30, references: 'x' } });
    await call('POST', `/api/ew/staff/credit/${probe.companyId}/decision`, { headers: OPS, body: { decision: 'approve', limit: 100_000_000, currency: 'EUR', terms: 30 } });
    const first = await runLeaf({ companyId: probe.companyId, accountId: 0, buyer: probe.members.b!, orders: [] }, { k: 'buy', q: 1 });
    expect(first).toBe(200);
    unit = Number((await rows<{ total: string }>(ctx.storage.db, sql`SELECT total::text FROM shop_order WHERE company_id = ${probe.companyId}`))[0]!.total);

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 10 }), fc.integer({ min: 1, max: 5 }), async (ops, startMult) => {
        const co = await createCompany(ctx, { members: { b: ['buyer'], f: ['finance'] } });
        await call('POST', '/credit/application', { token: co.members.f!.token, body: { requestedLimit: 100, currency: 'EUR', terms: 30, references: 'x' } });
        const d = await call('POST', `/api/ew/staff/credit/${co.companyId}/decision`, { headers: OPS, body: { decision: 'approve', limit: unit * startMult + Math.floor(unit / 3), currency: 'EUR', terms: 30 } });
        expect(d.status).toBe(200);
        const accountId = Number((await rows<{ id: number }>(ctx.storage.db, sql`SELECT id FROM credit_account WHERE company_id = ${co.companyId}`))[0]!.id);
        const r: Run = { companyId: co.companyId, accountId, buyer: co.members.b!, orders: [] };
        for (const o of ops) {
          const statuses = o.k === 'together' ? await Promise.all(o.ops.map((l) => runLeaf(r, l))) : [await runLeaf(r, o)];
          // Refusals are answers (409 over the limit or stale, 422 too large); never a 500.
          for (const s of statuses) expect([200, 409, 422]).toContain(s);
          await invariants(r);
        }
      }),
      { numRuns: 12 },
    );
  });
});
