import type { CompanyRole } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

// SQL of the README's demo company (issue 30; never in production): found by its applicant and
// name, created active at once (no sales review: it is the shop's own example).

const idRow = row({ id: col.int });

/** The company this buyer applied for under this name, if any. */
export async function demoCompanyId(db: Db, applicantId: number, name: string): Promise<number | undefined> {
  return (await typedRow(db, idRow, sql`SELECT id FROM company WHERE applicant_id = ${applicantId} AND name = ${name} ORDER BY id LIMIT 1`))?.id;
}

export async function insertActiveCompany(
  db: Db,
  c: { name: string; countryId: number; taxNo: string; address: string; city: string; postcode: string; industry: string; phone: string; timeZone: string; applicantId: number },
): Promise<number> {
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO company (name, country_id, tax_no, address, city, postcode, industry, phone, status, time_zone, applicant_id, reviewed_at)
        VALUES (${c.name}, ${c.countryId}, ${c.taxNo}, ${c.address}, ${c.city}, ${c.postcode}, ${c.industry}, ${c.phone}, 'active', ${c.timeZone}, ${c.applicantId}, now()) RETURNING id`,
  );
  return r!.id;
}

/** A member row, unless the buyer is an active member somewhere already (then nothing: they stay where they are). */
export async function insertDemoMember(db: Db, companyId: number, userId: number, roles: readonly CompanyRole[], invitedBy: number | null): Promise<void> {
  await db.execute(sql`INSERT INTO company_member (company_id, user_id, roles, invited_by) VALUES (${companyId}, ${userId}, ${`{${roles.join(',')}}`}::varchar[], ${invitedBy}) ON CONFLICT DO NOTHING`);
}
