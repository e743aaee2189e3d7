import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';

// What a personal-data export and an erasure (issue 27, ADR 0041) read and delete of one buyer's
// cart and favourites.

export async function exportBuyerCart(db: Db, userId: number) {
  return {
    cart: await recordRows(db, sql`SELECT to_jsonb(c) AS r FROM cart_item c WHERE c.user_id = ${userId}`),
    favourites: await recordRows(db, sql`SELECT to_jsonb(f) AS r FROM favorite f WHERE f.user_id = ${userId} ORDER BY f.added_at`),
  };
}

export async function eraseBuyerCart(db: Db, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM cart_item WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM favorite WHERE user_id = ${userId}`);
}
