// Tables the chat module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/chat/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns.js';
import { appUser } from '../account/schema.js';
import { product } from '../catalog/schema.js';
import { visitor } from '../site/schema.js';
import { staffUser } from '../staff/schema.js';

// ─── Chat (issue 13, ADR 0020) ───────────────────────────────────────────────────────

/**
 * A guest's conversation belongs to their visitor uuid; once they log in it belongs to the buyer
 * (user_id), so it follows them to another device (modules/chat/service.ts openConversation).
 */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    id: serial('id').primaryKey(),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => visitor.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    langId: smallint('lang_id').notNull().default(1),
    /** The sequence number of the newest message: the next one takes last_seq + 1 under the row's lock. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** assistant (answered by the topic tree), waiting (asked for a person), open (an agent answers), closed. */
    status: varchar('status', { length: 12 }).notNull().default('assistant'),
    agentId: integer('agent_id').references(() => staffUser.id, { onDelete: 'set null' }),
    /** Outside hours or with no agent online, the visitor left a message: mailed to the shop then, once. */
    leftMessageAt: timestamp('left_message_at', { withTimezone: true }),
    /** The address the shop answers a left message at (the buyer's, or one the guest wrote). */
    contactEmail: varchar('contact_email', { length: 254 }),
    /** The page the visitor's window is on (agents see it; a product page lets them ask about it). */
    pagePath: varchar('page_path', { length: 300 }),
    pageSpuId: integer('page_spu_id').references(() => product.id, { onDelete: 'set null' }),
    /** The visitor's window last said they are typing (the console shows it for a few seconds). */
    visitorTypingAt: timestamp('visitor_typing_at', { withTimezone: true }),
    /** The newest seq the visitor's window has shown, and the newest an agent has seen in the console: "seen" / "read" on each side. */
    visitorReadSeq: integer('visitor_read_seq').notNull().default(0),
    agentReadSeq: integer('agent_read_seq').notNull().default(0),
    /** When it entered its status (asked for a person, was claimed, was closed): the agents' queue shows it, and serves who waited longest first. */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('chat_conversation_user_idx').on(t.userId, t.updatedAt),
    index('chat_conversation_visitor_idx').on(t.visitorId),
    index('chat_conversation_queue_idx').on(t.status, t.updatedAt),
    check('chat_conversation_status', sql`${t.status} IN ('assistant', 'waiting', 'open', 'closed')`),
  ],
);

/**
 * A file sent in a conversation (a visitor's attachment), checked by content before it is stored;
 * its message links to it with a signed, expiring link (modules/chat/files.ts), so only who can
 * read the conversation (and staff) can open it.
 */
export const chatFile = pgTable('chat_file', {
  id: uuid('id').primaryKey(),
  conversationId: integer('conversation_id')
    .notNull()
    .references(() => chatConversation.id, { onDelete: 'cascade' }),
  /** The sender's file name, cleaned, with the extension of the type found. */
  name: varchar('name', { length: 120 }).notNull(),
  mime: varchar('mime', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Messages are stored before they are delivered; (conversation, seq) orders them, (conversation, side, client id) stores a retried send once. */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversation.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** docs/product.md#entities: 1 text, 2 system notice, 9 quick reply. */
    type: smallint('type').notNull(),
    /** docs/product.md#entities: 1 visitor, 2 customer service. */
    userType: smallint('user_type').notNull(),
    /** Plain text as sent; the HTML the window shows is built (escaped) when it is read. */
    body: text('body').notNull(),
    /** Quick replies offered with this message: [{ itemId, item }] in the conversation's language. */
    items: jsonb('items').notNull().default(sql`'[]'::jsonb`),
    clientMsgId: varchar('client_msg_id', { length: 64 }),
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    /** An agent wrote it (staff_id may be emptied later, when the staff account is removed). */
    byAgent: boolean('by_agent').notNull().default(false),
    fileId: uuid('file_id').references(() => chatFile.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('chat_message_seq').on(t.conversationId, t.seq),
    // The visitor's ids and the agents' ids are separate spaces: one side can never take the other's id.
    uniqueIndex('chat_message_client_id').on(t.conversationId, t.userType, t.clientMsgId),
    check('chat_message_type', sql`${t.type} IN (1, 2, 9)`),
    check('chat_message_user_type', sql`${t.userType} IN (1, 2)`),
  ],
);

/** The assistant's topics (quick replies): seeded once, then edited by staff in the console. */
export const chatTopic = pgTable(
  'chat_topic',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 40 }).notNull().unique(),
    /** answer: the assistant answers with the topic's text; handoff: the conversation waits for an agent. */
    action: varchar('action', { length: 12 }).notNull().default('answer'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('chat_topic_action', sql`${t.action} IN ('answer', 'handoff')`)],
);

export const chatTopicI18n = pgTable(
  'chat_topic_i18n',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => chatTopic.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id').notNull(),
    label: varchar('label', { length: 80 }).notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.langId] })],
);
