import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './db/client.js';
import { DEMO_COMPANY_NAME, DEMO_MEMBERS, seedDemoCompany } from './demo-company.js';
import { api } from '../test/buyers.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

// The README's demo company (issue 30): `npm start` seeds it outside production (server.ts); each
// of its people signs in with the demo password and finds the company with their role, the admin
// its approval rules, the buyer's budget and the Net 30 credit account; seeding again changes nothing.
let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestApp();
  call = api(ctx);
});
afterAll(async () => ctx?.close());

/** How many rows the demo company has in each table it touches (a second seed must leave them as they are). */
async function footprint() {
  const [r] = await rows<Record<string, number>>(
    ctx.storage.db,
    sql`SELECT (SELECT count(*) FROM app_user WHERE email LIKE 'company-%@example.com')::int AS users,
               (SELECT count(*) FROM company WHERE name = ${DEMO_COMPANY_NAME})::int AS companies,
               (SELECT count(*) FROM company_member m JOIN company c ON c.id = m.company_id WHERE c.name = ${DEMO_COMPANY_NAME})::int AS members,
               (SELECT count(*) FROM address a JOIN app_user u ON u.id = a.user_id WHERE u.email LIKE 'company-%@example.com')::int AS addresses,
               (SELECT count(*) FROM approval_rule r JOIN company c ON c.id = r.company_id WHERE c.name = ${DEMO_COMPANY_NAME})::int AS rules,
               (SELECT count(*) FROM spending_limit l JOIN company c ON c.id = l.company_id WHERE c.name = ${DEMO_COMPANY_NAME})::int AS limits,
               (SELECT count(*) FROM credit_application a JOIN company c ON c.id = a.company_id WHERE c.name = ${DEMO_COMPANY_NAME})::int AS applications,
               (SELECT count(*) FROM credit_entry e JOIN credit_account a ON a.id = e.account_id JOIN company c ON c.id = a.company_id WHERE c.name = ${DEMO_COMPANY_NAME})::int AS entries`,
  );
  return r!;
}

describe('demo company seed', () => {
  it('creates the company, its four people with their roles and languages, its money controls, once', { timeout: 120_000 }, async () => {
    const first = await seedDemoCompany(ctx.storage.db);
    expect(first).toMatchObject({ created: true });
    const before = await footprint();
    expect(before).toEqual({ users: 4, companies: 1, members: 4, addresses: 2, rules: 2, limits: 1, applications: 1, entries: 1 });

    const roles = { admin: ['admin'], buyer: ['buyer'], approver: ['approver'], finance: ['finance'] };
    for (const [key, person] of Object.entries(DEMO_MEMBERS)) {
      const login = await call('POST', '/user/login', { body: { email: person.email, password: 'Demo@12345' } });
      expect(login.body.code, person.email).toBe(200);
      const mine = await call('GET', '/companies/mine', { token: login.body.msg });
      expect(mine.body.data.membership, person.email).toMatchObject({ company: { name: DEMO_COMPANY_NAME, status: 'active' }, roles: roles[key as keyof typeof roles] });
    }
    // The money controls, as the admin and finance read them.
    const admin = (await call('POST', '/user/login', { body: { email: DEMO_MEMBERS.admin.email, password: 'Demo@12345' } })).body.msg as string;
    const settings = (await call('GET', '/approvals/settings', { token: admin })).body.data;
    expect(settings).toMatchObject({ currency: 'CNY', timeZone: 'Asia/Shanghai', expiryDays: 7, company: null });
    const limited = settings.members.filter((m: { limit: unknown }) => m.limit);
    expect(limited).toHaveLength(1);
    expect(limited[0]).toMatchObject({ roles: ['buyer'], limit: { limit: { amount: 10_000_000, currency: 'CNY' }, period: 'month' } });
    const rules = (await call('GET', '/approvals/rules', { token: admin })).body.data as { condition: string; minTotal: { amount: number }; approverRole: string; level: number; approvers: number; active: boolean }[];
    expect(rules.map((r) => [r.condition, r.minTotal.amount, r.approverRole, r.level, r.approvers, r.active])).toEqual([
      ['total', 1_000_000, 'approver', 1, 1, true],
      ['total', 5_000_000, 'finance', 2, 1, true],
    ]);
    const credit = (await call('GET', '/credit', { token: admin })).body.data;
    expect(credit.account).toMatchObject({ status: 'active', currency: 'CNY', terms: 30, limit: { amount: 20_000_000 }, balance: { amount: 0 }, available: { amount: 20_000_000 } });
    expect(credit.application).toMatchObject({ status: 'approved' });

    const [zone] = await rows<{ tz: string }>(ctx.storage.db, sql`SELECT time_zone AS tz FROM company WHERE name = ${DEMO_COMPANY_NAME}`);
    expect(zone!.tz).toBe('Asia/Shanghai');
    const langs = await rows<{ email: string; lang: number }>(ctx.storage.db, sql`SELECT email, lang_id AS lang FROM app_user WHERE email LIKE 'company-%@example.com' ORDER BY email`);
    // zh-CN for the admin and the buyer, French for the approver, English for finance.
    expect(Object.fromEntries(langs.map((l) => [l.email.split('@')[0], Number(l.lang)]))).toEqual({ 'company-admin': 1, 'company-buyer': 1, 'company-approver': 5, 'company-finance': 2 });

    // A second start: the same company, nothing added.
    const second = await seedDemoCompany(ctx.storage.db);
    expect(second).toEqual({ companyId: first!.companyId, created: false });
    expect(await footprint()).toEqual(before);
  });
});
