import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';

// What a personal-data export and an erasure (issue 27, ADR 0041) read and delete of the products
// one buyer viewed while logged in.

export async function exportBuyerRecentlyViewed(db: Db, userId: number) {
  return { recentlyViewed: await recordRows(db, sql`SELECT to_jsonb(v) AS r FROM user_recently_viewed v WHERE v.user_id = ${userId} ORDER BY v.viewed_at`) };
}

export async function eraseBuyerRecentlyViewed(db: Db, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM user_recently_viewed WHERE user_id = ${userId}`);
}
