// Tables the reviews module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/reviews/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { appUser } from '../account/schema.js';
import { product } from '../catalog/schema.js';
import { language } from '../site/schema.js';

export const review = pgTable(
  'review',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    author: varchar('author', { length: 60 }).notNull(),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    helpful: integer('helpful').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The buyer who wrote it and the order line it reviews (null for seeded reviews): one review per line, a verified purchase. */
    userId: integer('user_id').references((): AnyPgColumn => appUser.id, { onDelete: 'set null' }),
    orderId: integer('order_id'),
    lineNo: smallint('line_no'),
    /** The bought SKU's options as the order line named them, e.g. "Distance: 10 km". */
    skuAttrs: text('sku_attrs'),
    /** Upload ids (purpose review), at most REVIEW_MAX_IMAGES. */
    images: jsonb('images').notNull().default(sql`'[]'::jsonb`),
    /** false: shown as an initial and asterisks instead of the buyer's name. */
    showName: boolean('show_name').notNull().default(true),
    /** published (shown, counted in the rating) or hidden by staff with a reason. */
    status: varchar('status', { length: 10 }).notNull().default('published'),
    hiddenReason: text('hidden_reason'),
    /** The shop's public reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('review_product_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('review_user_idx').on(t.userId),
    uniqueIndex('review_order_line_uq').on(t.orderId, t.lineNo).where(sql`order_id IS NOT NULL`),
    check('review_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('review_status', sql`${t.status} IN ('published', 'hidden')`),
  ],
);

/** "Helpful" votes: one per buyer and review (review.helpful counts them). */
export const reviewVote = pgTable(
  'review_vote',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => review.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
