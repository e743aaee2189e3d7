// Tables the credit module owns (docs/architecture.md#business-buyers, ADR 0035, ADR 0046): a
// company's application for payment on account, its credit account, the receivable invoices of
// orders paid on account, the payments finance records against them, reminders sent, and the
// ledger every movement is written to. Other modules reach them through modules/credit/index.ts.
import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns.js';
import { appUser, upload } from '../account/schema.js';
import { company } from '../companies/schema.js';
import { shopOrder } from '../orders/schema.js';
import { staffUser } from '../staff/schema.js';

/** A company's request for payment on account; finance approves (an account is opened) or rejects with a reason. */
export const creditApplication = pgTable(
  'credit_application',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => appUser.id),
    requestedLimit: money('requested_limit').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    termsDays: smallint('terms_days').notNull(),
    tradeReferences: text('trade_references').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    decisionNote: varchar('decision_note', { length: 500 }).notNull().default(''),
    decidedBy: integer('decided_by').references(() => staffUser.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('credit_application_pending_uq').on(t.companyId).where(sql`status = 'pending'`),
    index('credit_application_status_idx').on(t.status, t.createdAt),
    check('credit_application_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('credit_application_terms', sql`${t.termsDays} IN (15, 30, 45, 60)`),
  ],
);

/** Documents sent with the application (private uploads, checked by content). */
export const creditApplicationFile = pgTable(
  'credit_application_file',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplication.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => upload.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.uploadId] })],
);

/**
 * A company's credit account. `balance` is what the company owes (the ledger's sum, kept in the same
 * transaction as each entry); available credit is `limit_amount − balance`. Its row is the first
 * lock an order on account takes (ADR 0046).
 */
export const creditAccount = pgTable(
  'credit_account',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .unique()
      .references(() => company.id, { onDelete: 'restrict' }),
    currency: char('currency', { length: 3 }).notNull(),
    minorUnits: smallint('minor_units').notNull(),
    limitAmount: money('limit_amount').notNull(),
    balance: money('balance').notNull().default(0),
    termsDays: smallint('terms_days').notNull(),
    /** active, hold (no new orders on account), closed */
    status: varchar('status', { length: 8 }).notNull().default('active'),
    /** overdue (put on hold by the sweeper, released when paid) or manual (by finance). */
    holdKind: varchar('hold_kind', { length: 8 }),
    holdReason: varchar('hold_reason', { length: 500 }).notNull().default(''),
    heldAt: timestamp('held_at', { withTimezone: true }),
    poRequired: boolean('po_required').notNull().default(false),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('credit_account_status', sql`${t.status} IN ('active', 'hold', 'closed')`),
    check('credit_account_terms', sql`${t.termsDays} IN (15, 30, 45, 60)`),
    check('credit_account_limit', sql`${t.limitAmount} >= 0`),
  ],
);

/** The receivable of an order paid on account: due `terms_days` after issue. */
export const creditInvoice = pgTable(
  'credit_invoice',
  {
    id: serial('id').primaryKey(),
    invoiceNo: varchar('invoice_no', { length: 32 }).notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => creditAccount.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => shopOrder.id, { onDelete: 'restrict' }),
    /** The buyer's purchase-order number, unique per company. */
    poNumber: varchar('po_number', { length: 40 }),
    amount: money('amount').notNull(),
    paid: money('paid').notNull().default(0),
    credited: money('credited').notNull().default(0),
    currency: char('currency', { length: 3 }).notNull(),
    minorUnits: smallint('minor_units').notNull(),
    /** open, paid (paid + credited = amount), void */
    status: varchar('status', { length: 6 }).notNull().default('open'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_invoice_po_uq').on(t.companyId, sql`lower(${t.poNumber})`).where(sql`po_number IS NOT NULL`),
    index('credit_invoice_account_idx').on(t.accountId, t.issuedAt.desc()),
    index('credit_invoice_open_due_idx').on(t.dueAt).where(sql`status = 'open'`),
    check('credit_invoice_status', sql`${t.status} IN ('open', 'paid', 'void')`),
    check('credit_invoice_amounts', sql`${t.paid} >= 0 AND ${t.credited} >= 0 AND ${t.paid} + ${t.credited} <= ${t.amount}`),
  ],
);

/** A payment received (a bank transfer finance recorded, or a gateway capture), allocated to invoices. */
export const creditPayment = pgTable(
  'credit_payment',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => creditAccount.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    /** What is not allocated to an invoice yet (an advance, allocated to the next invoices). */
    unallocated: money('unallocated').notNull().default(0),
    /** bank_transfer or gateway */
    method: varchar('method', { length: 14 }).notNull(),
    reference: varchar('reference', { length: 80 }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    reversed: boolean('reversed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('credit_payment_account_idx').on(t.accountId, t.createdAt.desc()), check('credit_payment_method', sql`${t.method} IN ('bank_transfer', 'gateway')`), check('credit_payment_amount', sql`${t.amount} > 0 AND ${t.unallocated} >= 0`)],
);

/** How much of a payment went to which invoice. */
export const creditAllocation = pgTable(
  'credit_allocation',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => creditPayment.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => creditInvoice.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.invoiceId] }), check('credit_allocation_amount', sql`${t.amount} > 0`)],
);

/**
 * The receivables ledger: every movement of an account, who made it and when. `amount` moves the
 * balance (purchase +, payment / refund / credit note −, a reversal the opposite of what it
 * reverses; 0 for limit changes); `balance_after` and `limit_after` are the account after it.
 */
export const creditEntry = pgTable(
  'credit_entry',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => creditAccount.id, { onDelete: 'restrict' }),
    /** allocated, limitIncreased, limitDecreased, purchase, payment, refund, creditNote, reversal */
    kind: varchar('kind', { length: 16 }).notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    limitAfter: money('limit_after').notNull(),
    invoiceId: integer('invoice_id').references(() => creditInvoice.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => creditPayment.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => shopOrder.id, { onDelete: 'restrict' }),
    /** The entry a reversal undoes (once: unique). */
    reversesId: integer('reverses_id').unique(),
    reference: varchar('reference', { length: 80 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('credit_entry_account_idx').on(t.accountId, t.id),
    check('credit_entry_kind', sql`${t.kind} IN ('allocated', 'limitIncreased', 'limitDecreased', 'purchase', 'payment', 'refund', 'creditNote', 'reversal')`),
  ],
);

/** A reminder sent for an invoice at one stage (before7, due, after7, after14, …): the key makes each stage once across processes. */
export const creditReminder = pgTable(
  'credit_reminder',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => creditInvoice.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 12 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.stage] })],
);
