import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

// What other modules read of buyers and their files (ADR 0039): read views to join in their
// lists, and look-ups of one buyer. Only the columns the callers show.

/**
 * Read view: a buyer's e-mail and name by id (queues show who asked or applied). Columns:
 * user_id, email, first_name, last_name. Join it: `JOIN ${buyerNamesView()} u ON u.user_id = x.user_id`.
 */
export const buyerNamesView = () => sql`(SELECT id AS user_id, email, first_name, last_name FROM app_user)`;

/**
 * Read view: what a link to a buyer's upload shows (its file name, type and size). Columns:
 * upload_id, name (NULL for an old upload), mime, size. Join it: `LEFT JOIN ${uploadFilesView()} up ON up.upload_id = x.upload_id`.
 */
export const uploadFilesView = () => sql`(SELECT id AS upload_id, name, mime, size FROM upload)`;

/**
 * Locks the buyer's row for the caller's transaction, so two requests of one buyer that check a
 * limit (samples, orders) run one after the other.
 */
export async function lockBuyer(db: Db, userId: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM app_user WHERE id = ${userId} FOR UPDATE`);
}

/** A buyer's e-mail and name (an inquiry's sender); undefined for an unknown id. */
export async function buyerEmailAndName(db: Db, userId: number) {
  return typedRow(db, row({ email: col.text, firstName: col.text, lastName: col.text }), sql`SELECT email, first_name AS "firstName", last_name AS "lastName" FROM app_user WHERE id = ${userId}`);
}

/** Where a buyer ships to by default: the country of their first shipping address (default first), else of any address, else their account's; null when none. */
export async function buyerDestinationCountryId(db: Db, userId: number): Promise<number | null> {
  const r = await typedRow(
    db,
    row({ countryId: col.int.nullable() }),
    sql`SELECT coalesce(
               (SELECT a.country_id FROM address a WHERE a.user_id = ${userId} ORDER BY (a.type = 'shipping') DESC, a.is_default DESC, a.id LIMIT 1),
               (SELECT u.country_id FROM app_user u WHERE u.id = ${userId})) AS "countryId"`,
  );
  return r?.countryId ?? null;
}
