// Tables the payments module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/payments/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { index, jsonb, char, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns.js';
import { shopOrder } from '../orders/schema.js';

/** One payment attempt with a provider; its reference is what the provider's notifications name. */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerRef: varchar('provider_ref', { length: 80 }).notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** pending → succeeded | failed | superseded (a newer attempt replaced it, voided at the provider);
     * succeeded → refunded (the order was refunded, or the capture came for an order no longer payable). */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The provider's id of the refund that returned this capture, and why (orderRefund | notPayable). */
    refundRef: varchar('refund_ref', { length: 80 }),
    refundReason: varchar('refund_reason', { length: 20 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    unique('payment_provider_ref').on(t.provider, t.providerRef),
    index('payment_order_idx').on(t.orderId),
    // At most one open attempt per order (ADR 0014): two pay clicks cannot leave two capturable sessions.
    uniqueIndex('payment_one_open').on(t.orderId).where(sql`status = 'pending'`),
  ],
);

/** Every provider notification by its event id: a replayed or repeated one is recognised and has no effect. */
export const paymentNotification = pgTable(
  'payment_notification',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 80 }).notNull(),
    providerRef: varchar('provider_ref', { length: 80 }).notNull(),
    outcome: varchar('outcome', { length: 20 }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The sandbox gateway's own books (it stands in for a provider's servers, ADR 0011). */
export const sandboxPayment = pgTable('sandbox_payment', {
  ref: varchar('ref', { length: 80 }).primaryKey(),
  merchantRef: varchar('merchant_ref', { length: 80 }).notNull(),
  amount: money('amount').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  /** pending → succeeded | failed | voided (cancelled before capture); succeeded → refunded. */
  status: varchar('status', { length: 12 }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});
