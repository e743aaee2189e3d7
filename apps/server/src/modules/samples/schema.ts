// Tables the samples module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/samples/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { appUser } from '../account/schema.js';
import { sku } from '../catalog/schema.js';
import { shopOrder } from '../orders/schema.js';
import { staffUser } from '../staff/schema.js';

// ─── Free samples (issue 14) ────────────────────────────────────────────────────────────────

/**
 * A buyer's application for free samples: pending review → approved (shipped as a zero-price
 * order of kind sample, so the order's shipping flow and messages apply) or rejected with a reason.
 */
export const sampleRequest = pgTable(
  'sample_request',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** The project the samples are for, and the buyer's company. */
    project: text('project').notNull(),
    company: varchar('company', { length: 120 }).notNull(),
    /** The address-book entry, copied when applying so later edits never change the application. */
    address: jsonb('address').notNull(),
    rejectReason: text('reject_reason'),
    /** The zero-price order an approval created. */
    orderId: integer('order_id').references(() => shopOrder.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staffUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('sample_request_user_idx').on(t.userId, t.createdAt.desc()),
    index('sample_request_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check('sample_request_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

export const sampleLine = pgTable(
  'sample_line',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => sampleRequest.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.skuId] }), check('sample_line_quantity', sql`${t.quantity} > 0`)],
);
