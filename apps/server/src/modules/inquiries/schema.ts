// Tables the inquiries module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/inquiries/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, char, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { money, bytea } from '../../db/columns.js';
import { appUser } from '../account/schema.js';
import { company } from '../companies/schema.js';
import { product, sku } from '../catalog/schema.js';
import { article } from '../content/schema.js';
import { shopOrder } from '../orders/schema.js';
import { staffUser } from '../staff/schema.js';

// ─── Inquiries and quotations (issue 15) ────────────────────────────────────────────────────

/**
 * An inquiry (solution, product customization, quotation; or a contact-form message): from a buyer
 * or a guest with an e-mail (attached to their account when they register with it), answered by
 * sales in a thread. Statuses pending_reply → pending_feedback → processing → closed.
 */
export const inquiry = pgTable(
  'inquiry',
  {
    id: serial('id').primaryKey(),
    /** Shown to the buyer, e.g. IQ2611240001. */
    inquiryNo: varchar('inquiry_no', { length: 20 }).notNull().unique(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** The company the record belongs to (ADR 0045): null for the buyer's own; set, the members with the permission share it. */
    companyId: integer('company_id').references(() => company.id, { onDelete: 'restrict' }),
    email: varchar('email', { length: 254 }).notNull(),
    langId: smallint('lang_id').notNull(),
    /** solution, customization, quotation, or contact (the contact-us form). */
    type: varchar('type', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending_reply'),
    /** Where it was sent from: product, solution, support, search, cart, contact, page. */
    source: varchar('source', { length: 20 }).notNull().default('page'),
    productNo: varchar('product_no', { length: 80 }).notNull().default(''),
    spuId: integer('spu_id').references(() => product.id, { onDelete: 'set null' }),
    skuId: integer('sku_id').references(() => sku.id, { onDelete: 'set null' }),
    /** The solution (an article of kind solution) a solution page's inquiry is about. */
    solutionId: integer('solution_id').references(() => article.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull().default(''),
    company: varchar('company', { length: 120 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    /** The contact form's topic. */
    topic: varchar('topic', { length: 30 }),
    details: text('details').notNull(),
    /** A cart's quote request: the lines it asks a price for, [{ skuId, quantity }]. */
    lines: jsonb('lines').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** When the last message of either side was written (the console's queue ages by it). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('inquiry_user_idx').on(t.userId, t.createdAt.desc()),
    index('inquiry_company_idx').on(t.companyId, t.createdAt.desc()).where(sql`company_id IS NOT NULL`),
    index('inquiry_email_idx').on(t.email).where(sql`user_id IS NULL`),
    index('inquiry_status_idx').on(t.status, t.lastMessageAt),
    check('inquiry_type', sql`${t.type} IN ('solution', 'customization', 'quotation', 'contact')`),
    check('inquiry_status', sql`${t.status} IN ('pending_reply', 'pending_feedback', 'processing', 'closed')`),
  ],
);

/** The thread of an inquiry: the buyer's first details are the inquiry itself; replies of both sides here. */
export const inquiryMessage = pgTable(
  'inquiry_message',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiry.id, { onDelete: 'cascade' }),
    /** buyer or staff. */
    author: varchar('author', { length: 10 }).notNull(),
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('inquiry_message_inquiry_idx').on(t.inquiryId, t.id), check('inquiry_message_author', sql`${t.author} IN ('buyer', 'staff')`)],
);

/**
 * Files of an inquiry and its messages, stored with the inquiry (not as uploads: a guest has no
 * account to own an upload). Private: the inquiry's buyer, staff with uploads.read, signed links.
 */
export const inquiryFile = pgTable(
  'inquiry_file',
  {
    id: uuid('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiry.id, { onDelete: 'cascade' }),
    /** null: attached to the inquiry itself; else to this message. */
    messageId: integer('message_id').references(() => inquiryMessage.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('inquiry_file_inquiry_idx').on(t.inquiryId)],
);

/**
 * A quotation of an inquiry, by version: a new version supersedes the previous. Prices are in the
 * buyer's currency (minor units) as negotiated; accepting a valid, current one places an order.
 */
export const quotation = pgTable(
  'quotation',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiry.id, { onDelete: 'cascade' }),
    version: smallint('version').notNull(),
    /** active, superseded, accepted (expiry is read from valid_until). */
    status: varchar('status', { length: 12 }).notNull().default('active'),
    currency: char('currency', { length: 3 }).notNull(),
    minorUnits: smallint('minor_units').notNull(),
    subtotal: money('subtotal').notNull(),
    shippingFee: money('shipping_fee').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    orderId: integer('order_id').references(() => shopOrder.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => staffUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('quotation_version').on(t.inquiryId, t.version),
    check('quotation_status', sql`${t.status} IN ('active', 'superseded', 'accepted')`),
    check('quotation_amounts', sql`${t.subtotal} >= 0 AND ${t.shippingFee} >= 0 AND ${t.tax} >= 0 AND ${t.total} >= 0`),
  ],
);

export const quotationLine = pgTable(
  'quotation_line',
  {
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotation.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    quantity: integer('quantity').notNull(),
    /** Negotiated, in the quotation's currency (minor units). */
    unitPrice: money('unit_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quotationId, t.lineNo] }), check('quotation_line_amounts', sql`${t.quantity} > 0 AND ${t.unitPrice} >= 0`)],
);
