import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';

// What a personal-data export and an erasure (issue 27, ADR 0041) read and change of one buyer's
// reviews and helpful votes.

/** Every review a buyer wrote and every review they found helpful (the export). */
export async function exportBuyerReviews(db: Db, userId: number) {
  return {
    reviews: await recordRows(db, sql`SELECT to_jsonb(r) AS r FROM review r WHERE r.user_id = ${userId} ORDER BY r.created_at, r.id`),
    helpfulVotes: await recordRows(db, sql`SELECT to_jsonb(v) AS r FROM review_vote v WHERE v.user_id = ${userId} ORDER BY v.created_at`),
  };
}

/**
 * Erasure: reviews stay (the product's rating counts them) signed as a name-less buyer is
 * ('?***', formatReviewSignature), without their photos. Running it again changes nothing more.
 */
export async function anonymiseBuyerReviews(db: Db, userId: number): Promise<void> {
  await db.execute(sql`UPDATE review SET author = '?***', show_name = false, images = '[]'::jsonb WHERE user_id = ${userId}`);
}
