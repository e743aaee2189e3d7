// Tables the approvals module owns (docs/architecture.md#business-buyers, ADR 0035, ADR 0046): a
// company's approval rules, its spending limits, and the approval requests an order or a quotation
// acceptance becomes when a rule matches. Other modules reach them through
// modules/approvals/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns.js';
import { appUser } from '../account/schema.js';
import { category } from '../catalog/schema.js';
import { company, companyMember } from '../companies/schema.js';
import { shopOrder } from '../orders/schema.js';

/**
 * A company's purchase-control settings: the currency its rules and limits are in, how many days a
 * request waits, and the optional company-wide limit. Its row is also the lock every company order
 * takes before counting spending (ADR 0046: credit account → this row → stock rows).
 */
export const approvalSettings = pgTable(
  'approval_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => company.id, { onDelete: 'cascade' }),
    currency: char('currency', { length: 3 }).notNull(),
    expiryDays: smallint('expiry_days').notNull().default(7),
    /** The company-wide limit per period (company currency minor units); null: none. */
    companyLimit: money('company_limit'),
    companyPeriod: varchar('company_period', { length: 7 }),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('approval_settings_period', sql`${t.companyPeriod} IS NULL OR ${t.companyPeriod} IN ('month', 'quarter')`),
    check('approval_settings_limit', sql`(${t.companyLimit} IS NULL) = (${t.companyPeriod} IS NULL) AND (${t.companyLimit} IS NULL OR ${t.companyLimit} >= 0)`),
  ],
);

/** One member's spending limit per period (company currency minor units). */
export const spendingLimit = pgTable(
  'spending_limit',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => companyMember.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    period: varchar('period', { length: 7 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('spending_limit_company_idx').on(t.companyId), check('spending_limit_period', sql`${t.period} IN ('month', 'quarter')`), check('spending_limit_amount', sql`${t.amount} >= 0`)],
);

/** A rule: when its condition matches an order, members with `approver_role` must approve it at `level`. */
export const approvalRule = pgTable(
  'approval_rule',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    /** total, lines, category, role, overLimit */
    condition: varchar('condition', { length: 12 }).notNull(),
    minTotal: money('min_total'),
    minLines: integer('min_lines'),
    categoryId: integer('category_id').references(() => category.id, { onDelete: 'cascade' }),
    memberRole: varchar('member_role', { length: 10 }),
    approverRole: varchar('approver_role', { length: 10 }).notNull(),
    level: smallint('level').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('approval_rule_company_idx').on(t.companyId, t.level),
    check('approval_rule_condition', sql`${t.condition} IN ('total', 'lines', 'category', 'role', 'overLimit')`),
    check('approval_rule_level', sql`${t.level} BETWEEN 1 AND 5`),
  ],
);

/**
 * An order (or a quotation's acceptance) waiting for approval: what the requester submitted is kept
 * as they sent it (`body`) and placed again, checked from scratch, on the last approval. It holds no
 * stock (ADR 0046); it counts against spending limits while pending.
 */
export const approvalRequest = pgTable(
  'approval_request',
  {
    id: serial('id').primaryKey(),
    requestNo: varchar('request_no', { length: 32 }).notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** order or quotation */
    kind: varchar('kind', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** The requester's idempotency key: a replayed submit answers with this request (or the order it became). */
    idempotencyKey: uuid('idempotency_key').notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    /** The place-order body (or the quotation acceptance) as submitted. */
    body: jsonb('body').notNull(),
    quotationId: integer('quotation_id'),
    /** Total in the order's currency, and in the company's (what limits count). */
    total: money('total').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    minorUnits: smallint('minor_units').notNull(),
    companyAmount: money('company_amount').notNull(),
    lineCount: integer('line_count').notNull(),
    /** Lines and the shipping address as priced when submitted (what approvers read). */
    lines: jsonb('lines').notNull(),
    shippingAddress: text('shipping_address').notNull().default(''),
    poNumber: varchar('po_number', { length: 40 }),
    currentLevel: smallint('current_level'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => shopOrder.id, { onDelete: 'set null' }),
    /** Why it went back to the requester: a message key and its parameters (shown in the reader's language). */
    returnKey: varchar('return_key', { length: 40 }),
    returnParams: jsonb('return_params'),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_request_key_uq').on(t.userId, t.idempotencyKey),
    index('approval_request_company_idx').on(t.companyId, t.status, t.createdAt.desc()),
    index('approval_request_user_idx').on(t.userId, t.createdAt.desc()),
    index('approval_request_expiry_idx').on(t.expiresAt).where(sql`status = 'pending'`),
    check('approval_request_kind', sql`${t.kind} IN ('order', 'quotation')`),
    check('approval_request_status', sql`${t.status} IN ('pending', 'approved', 'rejected', 'expired', 'cancelled', 'returned')`),
  ],
);

/** One level of a request: the role that decides it, the rules that put it there, and the decision. */
export const approvalStep = pgTable(
  'approval_step',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => approvalRequest.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    approverRole: varchar('approver_role', { length: 10 }).notNull(),
    rules: text('rules').array().notNull(),
    decision: varchar('decision', { length: 10 }),
    decidedBy: integer('decided_by').references(() => appUser.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.level] }), check('approval_step_decision', sql`${t.decision} IS NULL OR ${t.decision} IN ('approved', 'rejected')`)],
);
