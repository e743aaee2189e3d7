// Tables the companies module owns (docs/architecture.md#business-buyers, ADR 0035, ADR 0045).
// Other modules reach them through modules/companies/index.ts, never by SQL of their own; they
// mark their own rows as the company's with a `company_id` column of their own table.
import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { appUser, upload } from '../account/schema.js';
import { sku } from '../catalog/schema.js';
import { country } from '../site/schema.js';
import { staffUser } from '../staff/schema.js';

/**
 * A business account: applied for by a buyer (pending), approved or rejected by sales, then active,
 * suspended or closed by staff. `version` guards the console's decisions and the admin's edits
 * against a stale page.
 */
export const company = pgTable(
  'company',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
    /** Normalised by the country's rules (as an invoice title's). */
    taxNo: varchar('tax_no', { length: 40 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    postcode: varchar('postcode', { length: 20 }).notNull().default(''),
    industry: varchar('industry', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** Why sales rejected, suspended or closed it ('' otherwise): the members are shown it. */
    statusReason: varchar('status_reason', { length: 500 }).notNull().default(''),
    /** The buyer who applied: the first admin once approved. */
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => appUser.id),
    /** The company's time zone (spending periods of issue 30 are counted in it). */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => staffUser.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('company_status_idx').on(t.status, t.createdAt),
    check('company_status', sql`${t.status} IN ('pending', 'active', 'suspended', 'closed', 'rejected')`),
    check('company_industry', sql`${t.industry} IN ('telecom', 'isp', 'datacenter', 'enterprise', 'integrator', 'education', 'government', 'healthcare', 'manufacturing', 'reseller', 'other')`),
  ],
);

/** Documents sent with the application (uploads of purpose inquiry: private, checked by content). */
export const companyFile = pgTable(
  'company_file',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => upload.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('company_file_pk').on(t.companyId, t.uploadId)],
);

/**
 * A buyer's place in a company. A buyer is an active member of at most one company (the partial
 * unique index; a pending application counts, so nobody applies twice). Deactivating keeps the row,
 * so what they placed stays the company's and names them.
 */
export const companyMember = pgTable(
  'company_member',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** COMPANY_ROLES, one or more. */
    roles: varchar('roles', { length: 20 }).array().notNull(),
    active: boolean('active').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().default(sql`now()`),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    invitedBy: integer('invited_by').references(() => appUser.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('company_member_one_company').on(t.userId).where(sql`active`),
    index('company_member_company_idx').on(t.companyId),
    check('company_member_roles', sql`cardinality(${t.roles}) >= 1 AND ${t.roles} <@ ARRAY['admin', 'buyer', 'approver', 'finance', 'viewer']::varchar[]`),
  ],
);

/**
 * An invitation by e-mail: the link carries `<id>.<token>`, only the token's SHA-256 is stored.
 * It works until it expires, once (accepted_at), for the invited address only.
 */
export const companyInvitation = pgTable(
  'company_invitation',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    roles: varchar('roles', { length: 20 }).array().notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => appUser.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('company_invitation_company_idx').on(t.companyId, t.createdAt),
    // One open invitation per address and company: inviting again renews it.
    uniqueIndex('company_invitation_open').on(t.companyId, t.email).where(sql`accepted_at IS NULL AND revoked_at IS NULL`),
    check('company_invitation_roles', sql`cardinality(${t.roles}) >= 1 AND ${t.roles} <@ ARRAY['admin', 'buyer', 'approver', 'finance', 'viewer']::varchar[]`),
  ],
);

/** What happened to a company, with the note its actor wrote: the console's history. */
export const companyEvent = pgTable(
  'company_event',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    note: text('note').notNull().default(''),
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('company_event_company_idx').on(t.companyId, t.id)],
);

/**
 * A requisition list: named SKUs and quantities, personal (company_id null) or shared with the
 * owner's company. Its items are rows of requisition_list_item.
 */
export const requisitionList = pgTable(
  'requisition_list',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => company.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('requisition_list_user_idx').on(t.userId), index('requisition_list_company_idx').on(t.companyId).where(sql`company_id IS NOT NULL`)],
);

export const requisitionListItem = pgTable(
  'requisition_list_item',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => requisitionList.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('requisition_list_item_pk').on(t.listId, t.skuId), check('requisition_list_item_quantity', sql`${t.quantity} BETWEEN 1 AND 1000000`)],
);
