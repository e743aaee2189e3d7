// Company orders under load on PostgreSQL (issue 30, ADR 0046): what a company's purchase controls
// add to placing an order. A company order locks the company's credit account row (on account) and
// its spending row, reads its approval rules and sums the member's and the company's spending in
// the period before it takes stock; an order on account also posts a ledger entry and issues an
// invoice. Every order of one company therefore queues on that company's rows: the last route puts
// 50 connections on a single company to show that ceiling, beside the reference in the same run.
//   BENCH_PG=postgres://postgres:postgres@127.0.0.1:5432/postgres node --import tsx bench/company-orders.ts [--duration 8] [--connections 50] [--port 8198]
// It creates (and drops first) the database netshop_company_orders_bench. Afterwards the ledger is
// checked: every account's balance equals the sum of its entries and no available credit is negative.
import { randomUUID } from 'node:crypto';
import { approvalRuleBody, approvalSettingsBody, creditApplicationBody, creditDecisionBody, memberLimitBody, type CompanyRole } from '@netshop/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rows } from '../apps/server/src/db/client.js';
import { createContext } from '../apps/server/src/lib/request-context.js';
import { createApprovalRule, saveApprovalSettings, saveMemberLimit } from '../apps/server/src/modules/approvals/index.js';
import { loadReference } from '../apps/server/src/modules/catalog/index.js';
import { ensureDemoCompany, findMembership } from '../apps/server/src/modules/companies/index.js';
import { applyForCredit, decideCredit } from '../apps/server/src/modules/credit/index.js';
import { loadCurrencies } from '../apps/server/src/modules/site/index.js';
import { arg, printTable, startOrderBench, twoLines, type Buyer, type Row } from './order-bench-setup.js';

const duration = arg('duration', 8);
const connections = arg('connections', 50);
const MEMBERS = 50;
const COMPANIES = 60;
const bench = await startOrderBench('netshop_company_orders_bench', arg('port', 8198), MEMBERS * (COMPANIES + 1));
const db = bench.storage.db;

// Companies of 50 members, set up as their admins and the shop's finance would through the same
// services: settings in EUR (the Finnish buyers' currency), a rule no bench order reaches (so every
// order reads the rules and is placed), a monthly budget per member far above what a run spends
// (so every order sums the member's spending), and Net 30 credit far above what a run buys.
const groups: Buyer[][] = [];
for (let i = 0; i <= COMPANIES; i++) groups.push(bench.buyers.slice(i * MEMBERS, (i + 1) * MEMBERS));
const shop = createContext(db, { staff: { staffId: 0, sessionId: null, email: '', name: 'bench', roles: ['admin'] } });
const currencies = await loadCurrencies(db);
for (const [i, members] of groups.entries()) {
  const company = await ensureDemoCompany(db, {
    name: `Bench Networks ${i} Oy`,
    country: 'FI',
    taxNo: `FI${10_000_000 + i}`,
    address: 'Street 1',
    city: 'Helsinki',
    postcode: '00100',
    industry: 'integrator',
    phone: '+358 40 555 0100',
    timeZone: 'Europe/Helsinki',
    members: members.map((m, j) => ({ userId: m.id, roles: (j === 0 ? ['admin', 'approver', 'finance', 'buyer'] : ['buyer']) as CompanyRole[] })),
  });
  if (!company) throw new Error('no company');
  const admin = createContext(db, { lang: 'fi', buyer: { userId: members[0]!.id, sessionId: 0, company: await findMembership(db, members[0]!.id) } });
  const reference = { currencies, ref: await loadReference(db, admin.langId), now: new Date() };
  await saveApprovalSettings(admin, reference, approvalSettingsBody.parse({ currency: 'EUR', expiryDays: 7, companyLimit: null }));
  await createApprovalRule(admin, reference, approvalRuleBody.parse({ name: 'over 1,000,000 EUR', condition: 'total', minTotal: 100_000_000, approverRole: 'approver', level: 1 }));
  for (const m of members) {
    const membership = await findMembership(db, m.id);
    await saveMemberLimit(admin, reference, membership!.memberId, memberLimitBody.parse({ limit: { amount: 100_000_000, period: 'month' } }));
  }
  await applyForCredit(admin, creditApplicationBody.parse({ requestedLimit: 1_000_000_000, currency: 'EUR', terms: 30, references: 'bench' }));
  await decideCredit(shop, company.companyId, creditDecisionBody.parse({ decision: 'approve', limit: 1_000_000_000, currency: 'EUR', terms: 30, note: 'bench' }));
}
// Orders in euros, the accounts' currency (an order on account in another currency is refused).
const eur = currencies.find((c) => c.code === 'EUR')!.currencyId;
const spread = groups.slice(0, COMPANIES).flat();
const single = groups[COMPANIES]!;

let k = 0;
const order = (from: Buyer[], body: Record<string, unknown>) => {
  const b = from[k++ % from.length]!;
  return {
    method: 'POST' as const,
    path: '/api/ew/buyer/orders',
    headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idempotencyKey: randomUUID(), items: twoLines(bench, 1), shippingAddressId: b.addressId, shippingMethodId: bench.shippingMethodId, currencyId: eur, ...body }),
  };
};
const routes: [string, Buyer[], Record<string, unknown>][] = [
  ['personal order of a member (no company controls)', spread, { purchaseFor: 'personal' }],
  [`company order, pay now (${COMPANIES} companies: rules, member and company spending)`, spread, { purchaseFor: 'company' }],
  [`company order on account (${COMPANIES} companies: + credit row, ledger entry, invoice)`, spread, { purchaseFor: 'company', paymentTerms: 'account' }],
  ['company order on account, every order of ONE company (its rows serialise them)', single, { purchaseFor: 'company', paymentTerms: 'account' }],
];
const targets: [string, autocannon.Options][] = [
  ['reference: /api/health (no database)', { url: `${bench.base}/api/health` }],
  ...routes.map(([name, from, body]): [string, autocannon.Options] => [name, { url: bench.base, requests: [{ setupRequest: (req) => ({ ...req, ...order(from, body) }) }] }]),
];
// One of each first: a route that answers an error would measure the error path.
for (const [name, from, body] of routes) {
  const req = order(from, body);
  const res = await fetch(`${bench.base}${req.path}`, { method: 'POST', headers: req.headers, body: req.body });
  const answer = (await res.json()) as { code: number; msg: string };
  if (answer.code !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(answer)}`);
}
const results: Row[] = [];
for (const [name, opts] of targets) {
  await autocannon({ ...opts, connections, duration: 2 });
  const r = await autocannon({ ...opts, connections, duration });
  results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
}

// The ledger after thousands of concurrent orders on account: balance = the sum of the entries, and available credit never below zero.
const [ledger] = await rows<{ accounts: number; unbalanced: number; negative: number; entries: number; invoices: number }>(
  db,
  sql`SELECT count(*)::int AS accounts,
             count(*) FILTER (WHERE a.balance <> coalesce((SELECT sum(e.amount) FROM credit_entry e WHERE e.account_id = a.id), 0))::int AS unbalanced,
             count(*) FILTER (WHERE a.limit_amount - a.balance < 0)::int AS negative,
             (SELECT count(*)::int FROM credit_entry WHERE kind = 'purchase') AS entries,
             (SELECT count(*)::int FROM credit_invoice) AS invoices
        FROM credit_account a`,
);
await bench.storage.close();
bench.server.kill('SIGTERM');
printTable(results, connections, duration);
console.log(`\ncredit accounts: ${ledger!.accounts}, purchases on account: ${ledger!.entries}, invoices: ${ledger!.invoices}, unbalanced: ${ledger!.unbalanced}, negative available: ${ledger!.negative}`);
if (ledger!.unbalanced || ledger!.negative || ledger!.entries !== ledger!.invoices) process.exitCode = 1;
