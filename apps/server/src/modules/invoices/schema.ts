// Tables the invoices module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/invoices/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, char, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns.js';
import { appUser } from '../account/schema.js';
import { company } from '../companies/schema.js';
import { shopOrder } from '../orders/schema.js';
import { country } from '../site/schema.js';
import { staffUser } from '../staff/schema.js';

// ─── VAT invoices (issue 15) ────────────────────────────────────────────────────────────────

/** A buyer's invoice titles (company or personal); one default. */
export const invoiceTitle = pgTable(
  'invoice_title',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** company or personal. */
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    /** Checked by the country: China's 18-character unified social credit code, the EU VAT number format. */
    taxNo: varchar('tax_no', { length: 40 }).notNull().default(''),
    countryId: integer('country_id').references(() => country.id),
    address: varchar('address', { length: 300 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    /** Bank and account: required for a special VAT invoice. */
    bank: varchar('bank', { length: 120 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 60 }).notNull().default(''),
    /** The company the record belongs to (ADR 0045): null for the buyer's own; set, the members with the permission share it. */
    companyId: integer('company_id').references(() => company.id, { onDelete: 'restrict' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('invoice_title_user_idx').on(t.userId),
    index('invoice_title_company_idx').on(t.companyId).where(sql`company_id IS NOT NULL`),
    // One default among a buyer's own titles, and one among a company's (ADR 0045): apart from each other.
    uniqueIndex('invoice_title_default_uq').on(t.userId).where(sql`is_default AND company_id IS NULL`),
    uniqueIndex('invoice_title_company_default_uq').on(t.companyId).where(sql`is_default AND company_id IS NOT NULL`),
    check('invoice_title_kind', sql`${t.kind} IN ('company', 'personal')`),
  ],
);

/**
 * An application for a VAT invoice of a paid or completed order (once per order unless rejected):
 * pending → approved (numbered, a PDF from the order) or rejected with a reason.
 */
export const invoiceApplication = pgTable(
  'invoice_application',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    /** The order's company (ADR 0045): its finance members see the invoice; null for a personal order. */
    companyId: integer('company_id').references(() => company.id, { onDelete: 'restrict' }),
    /** general or special (electronic VAT invoices). */
    type: varchar('type', { length: 10 }).notNull(),
    /** The title as it was when applying. */
    title: jsonb('title').notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    minorUnits: smallint('minor_units').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    invoiceNo: varchar('invoice_no', { length: 32 }).unique(),
    /** What credit notes took back of this invoice (issue 30): equal to `amount` once wholly credited. */
    credited: money('credited').notNull().default(0),
    decidedBy: integer('decided_by').references(() => staffUser.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('invoice_application_user_idx').on(t.userId, t.createdAt.desc()),
    index('invoice_application_company_idx').on(t.companyId, t.createdAt.desc()).where(sql`company_id IS NOT NULL`),
    uniqueIndex('invoice_application_order_uq').on(t.orderId).where(sql`status <> 'rejected'`),
    index('invoice_application_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check('invoice_application_type', sql`${t.type} IN ('general', 'special')`),
    check('invoice_application_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

// ─── credit notes (issue 30) ──────────────────────────────────────────────────────────────

/**
 * A credit note (red-letter invoice): money an invoiced order gave back (a refund in whole or in
 * part, paid now or on account), numbered, with its own PDF, against the order's approved VAT
 * invoice when it has one. `source` is what caused it (a refund's id, a ledger entry), unique, so
 * a retried refund issues it once.
 */
export const creditNote = pgTable(
  'credit_note',
  {
    id: serial('id').primaryKey(),
    creditNoteNo: varchar('credit_note_no', { length: 32 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'restrict' }),
    /** The VAT invoice it corrects (null when the order had none approved). */
    applicationId: integer('application_id').references(() => invoiceApplication.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references(() => company.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    minorUnits: smallint('minor_units').notNull(),
    reason: varchar('reason', { length: 30 }).notNull(),
    source: varchar('source', { length: 64 }).notNull().unique(),
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('credit_note_order_idx').on(t.orderId), index('credit_note_user_idx').on(t.userId, t.createdAt.desc()), check('credit_note_amount', sql`${t.amount} > 0`)],
);
