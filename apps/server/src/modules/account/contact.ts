import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

/** Where and in which language to write to a buyer (notices, mails); undefined for an unknown id. */
export async function buyerContact(db: Db, userId: number) {
  return typedRow(db, row({ email: col.text, langId: col.int }), sql`SELECT email, lang_id AS "langId" FROM app_user WHERE id = ${userId}`);
}
