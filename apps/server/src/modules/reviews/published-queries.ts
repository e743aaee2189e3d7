import { sql } from 'drizzle-orm';

// What other modules read of reviews beside their own rows (ADR 0039).

/**
 * Read view: the published reviews (hidden ones left out), for the product page the catalogue
 * answers in one query. Columns: review_id, product_id, rating, content, author, lang_id,
 * helpful, created_at. Use it with the product's id: `FROM ${publishedReviewsView()} r WHERE r.product_id = h.id`
 * (review_product_idx serves it, as it did the table).
 */
export const publishedReviewsView = () =>
  sql`(SELECT id AS review_id, product_id, rating, content, author, lang_id, helpful, created_at FROM review WHERE status = 'published')`;
