import type { CompanyRole } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { countryIdByCode } from '../site/index.js';
import { demoCompanyId, insertActiveCompany, insertDemoMember } from './demo-queries.js';
import { insertEvent } from './queries.js';

/** The README's demo company (issue 30): its profile, and its members by account with their roles; the first member applied for it. */
export interface DemoCompany {
  name: string;
  /** ISO country code. */
  country: string;
  taxNo: string;
  address: string;
  city: string;
  postcode: string;
  industry: string;
  phone: string;
  timeZone: string;
  members: { userId: number; roles: CompanyRole[] }[];
}

/**
 * The demo company, active, with its members (never in production). Created once: when its first
 * member's company of that name exists, it is answered as it is (`created` false), so an admin's
 * later changes to it survive a restart. Undefined when the country is not in the reference data.
 */
export async function ensureDemoCompany(db: Db, c: DemoCompany): Promise<{ companyId: number; created: boolean } | undefined> {
  const [applicant, ...others] = c.members;
  if (!applicant) throw new Error('ensureDemoCompany: a company needs a member');
  const existing = await demoCompanyId(db, applicant.userId, c.name);
  if (existing !== undefined) return { companyId: existing, created: false };
  const countryId = await countryIdByCode(db, c.country);
  if (countryId === undefined) return undefined;
  const companyId = await insertActiveCompany(db, { ...c, countryId, applicantId: applicant.userId });
  await insertDemoMember(db, companyId, applicant.userId, applicant.roles, null);
  for (const m of others) await insertDemoMember(db, companyId, m.userId, m.roles, applicant.userId);
  // The history says where it came from (the console's company page shows it).
  await insertEvent(db, companyId, 'approved', 'Demo data (README)', {});
  return { companyId, created: true };
}
