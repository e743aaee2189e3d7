// Tables the questions module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/questions/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { appUser, upload } from '../account/schema.js';
import { product } from '../catalog/schema.js';
import { staffUser } from '../staff/schema.js';

/** Product questions (issue 14): asked by a buyer, answered by staff; answered public ones show on the product page. */
export const productQuestion = pgTable(
  'product_question',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => appUser.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id').notNull(),
    /** QUESTION_TYPES and QUESTION_TAGS of the contract. */
    type: varchar('type', { length: 20 }).notNull(),
    tag: varchar('tag', { length: 20 }).notNull(),
    content: text('content').notNull(),
    /** An optional document (upload purpose question), private to the asker and staff. */
    uploadId: uuid('upload_id').references((): AnyPgColumn => upload.id, { onDelete: 'set null' }),
    /** The asker agrees that the question and its answer may be shown on the product page. */
    public: boolean('public').notNull().default(true),
    /** pending (waiting for the shop) or answered. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references((): AnyPgColumn => staffUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('product_question_product_idx').on(t.productId, t.status, t.answeredAt.desc()),
    index('product_question_user_idx').on(t.userId, t.createdAt.desc()),
    index('product_question_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check('product_question_status', sql`${t.status} IN ('pending', 'answered')`),
  ],
);
