// Tables the staff module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/staff/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, index, char, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Staff (the shop's side: console and operator CLI), separate from buyers: own accounts, own
// sessions, roles checked on every /api/ew/staff endpoint (ADR 0017).

export const staffUser = pgTable(
  'staff_user',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    /** scrypt$N$r$p$salt$hash, as buyers' passwords. */
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    /** agent (chat), sales (inquiries, quotations, fulfilment), finance (invoices, refunds), admin (everything). */
    roles: varchar('roles', { length: 20 }).array().notNull(),
    langId: smallint('lang_id').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** When this agent's console last asked for the chat queue: online while recent. */
    chatSeenAt: timestamp('chat_seen_at', { withTimezone: true }),
    /** Why and when an admin disabled the account (issue 27); cleared when it is enabled again. */
    disabledReason: varchar('disabled_reason', { length: 500 }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The last successful sign-in, shown in the console's staff list. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [check('staff_user_roles', sql`cardinality(${t.roles}) > 0 AND ${t.roles} <@ ARRAY['agent', 'sales', 'finance', 'admin']::varchar[]`)],
);

export const staffSession = pgTable(
  'staff_session',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the 256-bit token, hex. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [index('staff_session_staff_idx').on(t.staffId)],
);

/**
 * One-time links of a forced password reset (issue 27): only the SHA-256 of the 256-bit token is
 * kept; a link expires after an hour and is spent by its first use (or by a newer reset).
 */
export const staffPasswordReset = pgTable(
  'staff_password_reset',
  {
    id: serial('id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_password_reset_staff_idx').on(t.staffId)],
);

// Two-factor sign-in (issue 27): a member's authenticator app, the recovery codes for a lost phone,
// and the challenge between the password and the code. Nothing here is a secret in clear.

export const staffTotp = pgTable('staff_totp', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffUser.id, { onDelete: 'cascade' }),
  /** The TOTP secret, AES-256-GCM under a key derived from the app secret: v1.iv.tag.ciphertext. */
  secretEnc: text('secret_enc').notNull(),
  /** When a first code confirmed it; null while the enrolment is pending (not yet asked at sign-in). */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: no code is accepted twice. */
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const staffRecoveryCode = pgTable(
  'staff_recovery_code',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    /** HMAC-SHA-256 of the code under a key derived from the app secret, hex. */
    codeHash: char('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_code_staff_idx').on(t.staffId)],
);

export const staffLoginChallenge = pgTable(
  'staff_login_challenge',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the 256-bit challenge, hex. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong codes sent with it: past five it is spent. */
    attempts: smallint('attempts').notNull().default(0),
  },
  (t) => [index('staff_login_challenge_staff_idx').on(t.staffId)],
);
