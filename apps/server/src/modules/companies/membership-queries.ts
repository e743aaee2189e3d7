import { COMPANY_ROLES, effectivePermissions, type CompanyStatus } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';
import type { CompanyPrincipal } from '../../lib/request-context.js';

// The membership the request context carries (ADR 0045): read with the session on every buyer
// request, one indexed lookup (company_member_one_company), never cached, so a suspension or a
// deactivation takes effect on the next request of every process.

const membershipRow = row({ companyId: col.int, memberId: col.int, status: col.text, roles: z.array(z.enum(COMPANY_ROLES)) });

/** The buyer's active membership and what it lets them do; null without one (or while the application is pending/rejected). */
export async function findMembership(db: Db, userId: number): Promise<CompanyPrincipal | null> {
  const m = await typedRow(
    db,
    membershipRow,
    sql`SELECT c.id AS "companyId", m.id AS "memberId", c.status, m.roles::text[] AS roles
          FROM company_member m JOIN company c ON c.id = m.company_id
         WHERE m.user_id = ${userId} AND m.active AND c.status IN ('active', 'suspended', 'closed')`,
  );
  if (!m) return null;
  const status = m.status as CompanyStatus;
  return { companyId: m.companyId, memberId: m.memberId, status, roles: m.roles, permissions: effectivePermissions(status, m.roles) };
}
