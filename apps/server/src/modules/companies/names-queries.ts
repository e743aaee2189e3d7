import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// What other modules show of a company beside their own rows (issue 29): its name beside a company
// order or inquiry (the buyer's pages, the orders console), and which buyer a member is, for a
// list filtered by member.

const nameRow = row({ id: col.int, name: col.text });

/** The names of these companies by id (unknown ids are left out). */
export async function companyNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const r = await typedRows(db, nameRow, sql`SELECT id, name FROM company WHERE id IN (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(r.map((c) => [c.id, c.name]));
}

const userRow = row({ userId: col.int });

/** The buyer a member of `companyId` is (active or deactivated); undefined for another company's or an unknown member. */
export async function memberUserId(db: Db, companyId: number, memberId: number): Promise<number | undefined> {
  return (await typedRow(db, userRow, sql`SELECT user_id AS "userId" FROM company_member WHERE id = ${memberId} AND company_id = ${companyId}`))?.userId;
}

const zoneRow = row({ timeZone: col.text });

/** The company's time zone (IANA name): its spending periods begin at midnight there (issue 30); UTC for an unknown id. */
export async function companyTimeZone(db: Db, companyId: number): Promise<string> {
  return (await typedRow(db, zoneRow, sql`SELECT time_zone AS "timeZone" FROM company WHERE id = ${companyId}`))?.timeZone ?? 'UTC';
}
