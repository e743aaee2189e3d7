import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Stores a product's review count and average rating, which listings sort and filter by without
 * reading the reviews. The reviews module passes how to compute them; the product row is locked
 * first, so of two reviews published at once the second computes after the first has committed
 * (each statement reads what is committed when it starts) and neither count is lost. The lock is
 * FOR NO KEY UPDATE, what the UPDATE itself takes: a new review's foreign key holds a key-share
 * lock on the product, which FOR UPDATE would conflict with, so two reviews written at once would
 * deadlock (reviews.api.test.ts races them on PostgreSQL).
 */
export async function updateReviewSummary(db: Db, productId: number, compute: () => Promise<{ count: number; average: string | number }>): Promise<void> {
  await db.execute(sql`SELECT 1 FROM product WHERE id = ${productId} FOR NO KEY UPDATE`);
  const { count, average } = await compute();
  await db.execute(sql`UPDATE product SET review_count = ${count}, rating_avg = ${average}::numeric WHERE id = ${productId}`);
}
