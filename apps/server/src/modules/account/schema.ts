// Tables the account module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/account/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, index, char, integer, pgTable, serial, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns.js';
import { company } from '../companies/schema.js';
import { country, region } from '../site/schema.js';

// Accounts (ADR 0010). E-mail addresses are stored lower-cased; secrets only as hashes.

export const appUser = pgTable('app_user', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  /** scrypt$N$r$p$salt$hash */
  passwordHash: text('password_hash').notNull(),
  firstName: varchar('first_name', { length: 60 }).notNull(),
  lastName: varchar('last_name', { length: 60 }).notNull(),
  countryId: integer('country_id').references(() => country.id),
  companyName: varchar('company_name', { length: 120 }).notNull().default(''),
  avatar: varchar('avatar', { length: 200 }).notNull().default(''),
  langId: smallint('lang_id').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().default(sql`now()`),
  /** Set while staff have blocked the buyer (issue 27): sign-in is refused and sessions were ended. */
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  /** Why staff blocked the buyer (shown in the console; '' when not blocked). */
  blockedReason: varchar('blocked_reason', { length: 500 }).notNull().default(''),
  /** When the buyer's personal data was erased on request (ADR 0041); the row stays for the orders it owns. */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
});

export const userSession = pgTable(
  'user_session',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the 256-bit token, hex. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [index('user_session_user_idx').on(t.userId)],
);

/** Verification codes by e-mail: one live code per address and purpose. */
export const emailCode = pgTable(
  'email_code',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** HMAC-SHA-256 of the code, hex. */
    codeHash: char('code_hash', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [unique('email_code_live').on(t.email, t.purpose)],
);

export const address = pgTable(
  'address',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10 }).notNull(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
    /** Null for a country whose addresses name no region (ADR 0032). */
    regionId: integer('region_id').references(() => region.id),
    city: varchar('city', { length: 80 }).notNull(),
    zip: varchar('zip', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    line1: varchar('line1', { length: 200 }).notNull(),
    line2: varchar('line2', { length: 200 }).notNull().default(''),
    /** The company the record belongs to (ADR 0045): null for the buyer's own; set, the members with the permission share it. */
    companyId: integer('company_id').references(() => company.id, { onDelete: 'restrict' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('address_user_idx').on(t.userId), index('address_company_idx').on(t.companyId).where(sql`company_id IS NOT NULL`), check('address_type', sql`${t.type} IN ('shipping', 'billing')`)],
);

/** Files buyers upload (avatars now; review photos and inquiry files later), kept in the database
 * so every server process serves them; checked by content before they are stored. */
export const upload = pgTable(
  'upload',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** image, review (public pictures) or question, inquiry (private documents): UPLOAD_PURPOSES. */
    purpose: varchar('purpose', { length: 12 }).notNull().default('image'),
    /** The sender's file name, cleaned, with the extension of the type found (for Content-Disposition). */
    name: varchar('name', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** When something (an avatar, a return's photos) first referenced it; unattached uploads are removed after a grace period. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('upload_user_idx').on(t.userId),
    index('upload_unattached_idx').on(t.createdAt).where(sql`attached_at IS NULL`),
    check('upload_purpose', sql`${t.purpose} IN ('image', 'review', 'question', 'inquiry')`),
  ],
);

