import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

/** The country of one of the buyer's addresses (checkout's tax and shipping); undefined when it is not theirs. */
export async function addressCountryId(db: Db, userId: number, addressId: number): Promise<number | undefined> {
  return (await typedRow(db, row({ countryId: col.int }), sql`SELECT country_id AS "countryId" FROM address WHERE id = ${addressId} AND user_id = ${userId}`))?.countryId;
}
