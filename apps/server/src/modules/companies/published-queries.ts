import { sql } from 'drizzle-orm';

// What other modules read of companies beside their own rows (ADR 0039): the credit module's
// console lists and decisions (issue 30) show a company's name and status.

/**
 * Read view: a company's name, status and country. Columns: company_id, name, status, country_id.
 * Join it: `JOIN ${companyDirectoryView()} co ON co.company_id = x.company_id`.
 */
export const companyDirectoryView = () => sql`(SELECT id AS company_id, name, status, country_id FROM company)`;
