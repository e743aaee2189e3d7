import type { CompanyRole, CompanyStatus } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client.js';
import { makeBuyer, type Buyer } from './buyers.js';
import type { TestContext } from './test-app.js';

// Companies for the tests of issue 29, made directly in the database (applying and reviewing are
// tested on their own, through the API), with real buyers and sessions as members.

export interface TestCompany {
  companyId: number;
  /** Members by the name the test gave them. */
  members: Record<string, Buyer & { memberId: number; roles: CompanyRole[] }>;
}

/**
 * A company of `status` whose members are new buyers with the roles given, e.g.
 * `createCompany(ctx, { members: { anna: ['admin'], bo: ['buyer'], vi: ['viewer'] } })`.
 */
export async function createCompany(
  ctx: TestContext,
  opts: { status?: CompanyStatus; name?: string; country?: string; members: Record<string, CompanyRole[]> },
): Promise<TestCompany> {
  const db = ctx.storage.db;
  const country = opts.country ?? 'FI';
  const buyers: [string, Buyer, CompanyRole[]][] = [];
  for (const [name, roles] of Object.entries(opts.members)) buyers.push([name, await makeBuyer(ctx, country), roles]);
  const applicant = buyers[0]?.[1];
  if (!applicant) throw new Error('createCompany: a company needs a member');
  const [c] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO company (name, country_id, tax_no, address, city, industry, phone, status, applicant_id)
        SELECT ${opts.name ?? `Test Oy ${applicant.userId}`}, id, 'FI12345678', 'Street 1', 'Helsinki', 'enterprise', '+358 40 555 0100', ${opts.status ?? 'active'}, ${applicant.userId}
          FROM country WHERE code = ${country} RETURNING id`,
  );
  const companyId = Number(c!.id);
  const members: TestCompany['members'] = {};
  for (const [name, buyer, roles] of buyers) {
    const [m] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO company_member (company_id, user_id, roles) VALUES (${companyId}, ${buyer.userId}, ${sql.raw(`ARRAY[${roles.map((r) => `'${r}'`).join(',')}]::varchar[]`)}) RETURNING id`,
    );
    members[name] = { ...buyer, memberId: Number(m!.id), roles };
  }
  return { companyId, members };
}

/** Sets a company's status directly (the console's decisions are tested through their own API). */
export async function setCompanyStatus(ctx: TestContext, companyId: number, status: CompanyStatus) {
  await ctx.storage.db.execute(sql`UPDATE company SET status = ${status}, version = version + 1 WHERE id = ${companyId}`);
}

/** Deactivates a member as the admin's action does (active false, deactivated_at now); their orders stay the company's. */
export async function deactivateMember(ctx: TestContext, memberId: number) {
  await ctx.storage.db.execute(sql`UPDATE company_member SET active = false, deactivated_at = now(), version = version + 1 WHERE id = ${memberId}`);
}
