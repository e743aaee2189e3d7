import { COMPANY_ROLE_PERMISSIONS, COMPANY_ROLES, type CompanyPermission } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// Who of a company is told about something that needs a permission (issue 30): reminders of the
// company's credit invoices and its holds go to the members who read its statements or manage its
// credit. Roles decide the permissions (COMPANY_ROLE_PERMISSIONS), so the query asks for the roles
// that carry any of them; only active members are told.

const userRow = row({ userId: col.int });

/** The buyers who are active members of `companyId` with a role holding any of `permissions`. */
export async function membersHolding(db: Db, companyId: number, permissions: readonly CompanyPermission[]): Promise<number[]> {
  const roles = COMPANY_ROLES.filter((r) => COMPANY_ROLE_PERMISSIONS[r].some((p) => permissions.includes(p)));
  if (!roles.length) return [];
  const r = await typedRows(
    db,
    userRow,
    sql`SELECT user_id AS "userId" FROM company_member
         WHERE company_id = ${companyId} AND active AND roles && ARRAY[${sql.join(roles.map((x) => sql`${x}`), sql`, `)}]::varchar[]
         ORDER BY id`,
  );
  return r.map((m) => m.userId);
}
