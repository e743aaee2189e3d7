// Tables the notifications module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/notifications/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { index, jsonb, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { appUser } from '../account/schema.js';

/** Mails to send: written in the transaction that makes them, delivered by the sender. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** pending → sent (SMTP) or logged (no SMTP configured: the dev mailbox) */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`)],
);

export const userMessage = pgTable(
  'user_message',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    /** Message texts are keys with parameters, rendered in the reader's language. */
    titleKey: varchar('title_key', { length: 60 }).notNull(),
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('user_message_user_idx').on(t.userId, t.createdAt)],
);
