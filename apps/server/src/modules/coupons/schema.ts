// Tables the coupons module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/coupons/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns.js';
import { appUser } from '../account/schema.js';

export const coupon = pgTable(
  'coupon',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** Basis points (percent) or base-currency minor units (fixed). */
    value: integer('value').notNull(),
    /** Smallest subtotal, in base-currency minor units. */
    minAmount: money('min_amount').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    public: boolean('public').notNull().default(true),
  },
  (t) => [check('coupon_kind', sql`${t.kind} IN ('percent', 'fixed')`), check('coupon_value', sql`${t.value} > 0`)],
);

/**
 * Coupons a buyer holds: claimed in the coupon centre (public ones) or issued to them (the welcome
 * coupon at registration, private ones). A private coupon is usable only with a claim; a claim may
 * end before its coupon (the welcome coupon lasts 30 days from registration).
 */
export const couponClaim = pgTable(
  'coupon_claim',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), index('coupon_claim_user_idx').on(t.userId)],
);

/** One use per buyer: the order that used it; released again when that order is cancelled. */
export const couponUse = pgTable(
  'coupon_use',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);
