// Tables the payments module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/payments/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, char, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns.js';
import { appUser } from '../account/schema.js';
import { creditInvoice } from '../credit/schema.js';
import { shopOrder } from '../orders/schema.js';

/**
 * One payment attempt with a provider; its reference is what the provider's notifications name.
 * It pays an order, or an open credit invoice of a company (issue 30, ADR 0046): exactly one of
 * the two is set. The FK to credit_invoice is a schema import only (ADR 0035 allows it); the
 * payments module never writes credit's tables, it settles invoices through credit's port.
 */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey(),
    orderId: integer('order_id').references(() => shopOrder.id, { onDelete: 'cascade' }),
    creditInvoiceId: integer('credit_invoice_id').references(() => creditInvoice.id, { onDelete: 'restrict' }),
    /** Who started an invoice's attempt (its ledger entry names them); an order's buyer is the order's. */
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
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
    // The same for a credit invoice: one page at a time can take its money.
    uniqueIndex('payment_one_open_invoice').on(t.creditInvoiceId).where(sql`status = 'pending'`),
    index('payment_credit_invoice_idx').on(t.creditInvoiceId),
    check('payment_pays_one', sql`(${t.orderId} IS NULL) <> (${t.creditInvoiceId} IS NULL)`),
  ],
);

/**
 * A refund staff made of a capture, in full or in part (issue 27). Reserved as pending in the
 * transaction that checks the order's balance (the order row locked), so two refunds at once can
 * never return more than was paid; then sent to the provider with the refund's id as its
 * idempotency key, and marked succeeded or failed (a failed one frees its amount again).
 */
export const paymentRefund = pgTable(
  'payment_refund',
  {
    id: uuid('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    /** Minor units of the capture's currency. */
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** cancel (the order was cancelled by staff) or a staff refund reason (contract STAFF_REFUND_REASONS). */
    reason: varchar('reason', { length: 30 }).notNull(),
    note: text('note').notNull().default(''),
    /** pending → succeeded | failed. */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    providerRefundRef: varchar('provider_refund_ref', { length: 80 }),
    /** Who made it (0 the operator token); the audit log keeps the rest. */
    staffId: integer('staff_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refund_order_idx').on(t.orderId, t.createdAt),
    check('payment_refund_amount', sql`${t.amount} > 0`),
    check('payment_refund_status', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
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
  /** How much of the capture was returned so far (partial refunds add up; all of it makes it refunded). */
  refundedAmount: money('refunded_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

/** The sandbox gateway's partial refunds, one per merchant idempotency key: asking again answers the same refund. */
export const sandboxRefund = pgTable('sandbox_refund', {
  ref: varchar('ref', { length: 80 }).primaryKey(),
  paymentRef: varchar('payment_ref', { length: 80 })
    .notNull()
    .references(() => sandboxPayment.ref, { onDelete: 'cascade' }),
  idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique(),
  amount: money('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
