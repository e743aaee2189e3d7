import { chatMessage, chatQuickReply, type ChatQuickReply } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { bestLanguageFirst } from '../../db/translated.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { productStockView } from '../catalog/index.js';
import { visitorCountryView } from '../site/index.js';
import { staffNamesView } from '../staff/index.js';
import { LOCK_CLASS } from '../../lib/advisory-locks.js';

// Every SQL statement of the chat's message store and the visitor's side (chat_conversation,
// chat_message, chat_file, chat_topic; ADR 0020, ADR 0035), each answer checked by its row shape.
// Agents' names, the visitor's country and the page's product come from their owners' read
// views (ADR 0039). The console's statements are in staff-queries.ts.

// ---- conversations ----

/** Serialises the windows of one visitor (and the sockets opening at once) while they find their conversation. */
export async function lockVisitorConversations(db: Db, visitorId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS.chatVisitor}, hashtext(${visitorId}))`);
}

/** Serialises one buyer's windows on every device while they find their conversation. */
export async function lockBuyerConversations(db: Db, userId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS.chatUser}, ${userId})`);
}

const idRow = row({ id: col.int });

/** The visitor's latest conversation as a guest (no buyer yet). */
export async function guestConversationId(db: Db, visitorId: string): Promise<number | undefined> {
  return (await typedRow(db, idRow, sql`SELECT id FROM chat_conversation WHERE visitor_id = ${visitorId}::uuid AND user_id IS NULL ORDER BY updated_at DESC, id DESC LIMIT 1`))?.id;
}

/** The buyer's latest conversation, from whichever device. */
export async function buyerConversationId(db: Db, userId: number): Promise<number | undefined> {
  return (await typedRow(db, idRow, sql`SELECT id FROM chat_conversation WHERE user_id = ${userId} ORDER BY updated_at DESC, id DESC LIMIT 1`))?.id;
}

/** Opens a conversation for a visitor (and the buyer, when logged in), in their language. */
export async function insertConversation(db: Db, visitorId: string, userId: number | null, langId: number): Promise<number> {
  return (await typedRow(db, idRow, sql`INSERT INTO chat_conversation (visitor_id, user_id, lang_id) VALUES (${visitorId}::uuid, ${userId}, ${langId}) RETURNING id`))!.id;
}

/** A guest's conversation becomes the buyer's who logged in. */
export async function giveConversationToBuyer(db: Db, conversationId: number, userId: number): Promise<void> {
  await db.execute(sql`UPDATE chat_conversation SET user_id = ${userId} WHERE id = ${conversationId}`);
}

/** Answers and notices follow the language the visitor uses now. */
export async function followLanguage(db: Db, conversationId: number, langId: number): Promise<void> {
  await db.execute(sql`UPDATE chat_conversation SET lang_id = ${langId} WHERE id = ${conversationId} AND lang_id <> ${langId}`);
}

/** Locks a conversation's row for the caller's transaction: its messages are numbered one after another. */
export async function lockConversation(db: Db, conversationId: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM chat_conversation WHERE id = ${conversationId} FOR UPDATE`);
}

const conversationStateRow = row({ status: col.text, leftMessageAt: col.time.nullable() });

/** What the visitor's next message depends on, locked: the state and whether a message was left for the shop. */
export async function lockConversationState(db: Db, conversationId: number) {
  return typedRow(
    db,
    conversationStateRow,
    sql`SELECT status, left_message_at AS "leftMessageAt" FROM chat_conversation WHERE id = ${conversationId} FOR UPDATE`,
  );
}

const readMarksRow = row({ seq: col.int, head: col.int });

/** How far the agents have read, and the newest seq. */
export async function readMarks(db: Db, conversationId: number) {
  return typedRow(db, readMarksRow, sql`SELECT agent_read_seq AS seq, last_seq AS head FROM chat_conversation WHERE id = ${conversationId}`);
}

/** The visitor is typing (now) or stopped (NULL). */
export async function setVisitorTypingAt(db: Db, conversationId: number, typing: boolean): Promise<void> {
  await db.execute(sql`UPDATE chat_conversation SET visitor_typing_at = ${typing ? sql`now()` : sql`NULL`} WHERE id = ${conversationId}`);
}

/** Moves the visitor's read mark up to seq (never past the newest, never backwards). */
export async function raiseVisitorRead(db: Db, conversationId: number, seq: number): Promise<void> {
  await db.execute(
    sql`UPDATE chat_conversation SET visitor_read_seq = LEAST(${seq}::int, last_seq) WHERE id = ${conversationId} AND visitor_read_seq < LEAST(${seq}::int, last_seq)`,
  );
}

/** A closed conversation starts again with the assistant. */
export async function reopenWithAssistant(db: Db, conversationId: number): Promise<void> {
  await db.execute(sql`UPDATE chat_conversation SET status = 'assistant', status_at = now(), agent_id = NULL, left_message_at = NULL, updated_at = now() WHERE id = ${conversationId}`);
}

/** The visitor asked for a person: the conversation waits in the agents' queue. */
export async function setWaiting(db: Db, conversationId: number): Promise<void> {
  await db.execute(sql`UPDATE chat_conversation SET status = 'waiting', status_at = now(), updated_at = now() WHERE id = ${conversationId}`);
}

/** A question was mailed to the shop, with the address to answer at. */
export async function markMessageLeft(db: Db, conversationId: number, email: string): Promise<void> {
  await db.execute(sql`UPDATE chat_conversation SET left_message_at = now(), contact_email = ${email} WHERE id = ${conversationId}`);
}

/** The address the visitor wrote, kept for the agents though no mail was sent. */
export async function setContactEmail(db: Db, conversationId: number, email: string): Promise<void> {
  await db.execute(sql`UPDATE chat_conversation SET contact_email = ${email} WHERE id = ${conversationId}`);
}

/** Remembers the page the visitor's window is on; a product id that does not exist is dropped. */
export async function setPagePath(db: Db, conversationId: number, langId: number, path: string, spuId: number | null): Promise<void> {
  await db.execute(
    sql`UPDATE chat_conversation SET page_path = ${path}, page_spu_id = (SELECT p.product_id FROM ${productStockView(langId)} p WHERE p.product_id = ${spuId}::int) WHERE id = ${conversationId}`,
  );
}

const pageProductRow = row({ name: col.text, model: col.text, stock: col.int });

/** The product of the visitor's page: its name in the language, model and stock; undefined when the page shows none. */
export async function pageProduct(db: Db, conversationId: number, langId: number) {
  return typedRow(
    db,
    pageProductRow,
    sql`SELECT p.name, p.model, p.total_stock AS stock
          FROM chat_conversation c JOIN ${productStockView(langId)} p ON p.product_id = c.page_spu_id WHERE c.id = ${conversationId}`,
  );
}

const currencyIdRow = row({ currencyId: col.int.nullable() });

/** The currency of the country the shop placed the conversation's visitor in; undefined when not placed. */
export async function visitorCountryCurrencyId(db: Db, conversationId: number): Promise<number | undefined> {
  const r = await typedRow(
    db,
    currencyIdRow,
    sql`SELECT vc.currency_id AS "currencyId" FROM chat_conversation c JOIN ${visitorCountryView()} vc ON vc.visitor_id = c.visitor_id WHERE c.id = ${conversationId}`,
  );
  return r?.currencyId ?? undefined;
}

// ---- messages ----

const file = z.object({ id: col.uuid, name: col.text, mime: col.text, size: col.int }).nullable();
/** Quick replies as stored (jsonb), each checked but passed on as it is, so a frame says them as it always did. */
const quickReplies = z.array(z.custom<ChatQuickReply>((v) => chatQuickReply.safeParse(v).success, 'a quick reply: { itemId, item }'));

/** A stored message as the window and the console read it. */
const message = row({
  id: col.int,
  seq: col.int,
  type: chatMessage.shape.type,
  userType: chatMessage.shape.userType,
  body: col.text,
  items: quickReplies,
  clientMsgId: col.text.nullable(),
  createdAt: col.time,
  langId: col.int,
  /** The agent who wrote it; null for the assistant and the visitor. */
  staffName: col.text.nullable(),
  byAgent: col.bool,
  file,
});
export type MessageRow = z.output<typeof message>;

const messageColumns = sql`m.id, m.seq, m.type, m.user_type AS "userType", m.body, m.items, m.client_msg_id AS "clientMsgId", m.created_at AS "createdAt", c.lang_id AS "langId",
  (SELECT s.staff_name FROM ${staffNamesView()} s WHERE s.staff_id = m.staff_id) AS "staffName", m.by_agent AS "byAgent",
  (SELECT json_build_object('id', f.id, 'name', f.name, 'mime', f.mime, 'size', f.size) FROM chat_file f WHERE f.id = m.file_id) AS file`;

/** The message a side already stored under its own id (a retried send). */
export async function messageByClientId(db: Db, conversationId: number, userType: number, clientMsgId: string) {
  return typedRow(
    db,
    message,
    sql`SELECT ${messageColumns} FROM chat_message m JOIN chat_conversation c ON c.id = m.conversation_id
         WHERE m.conversation_id = ${conversationId} AND m.user_type = ${userType} AND m.client_msg_id = ${clientMsgId}`,
  );
}

export interface MessageFields {
  type: number;
  userType: number;
  body: string;
  items: ChatQuickReply[];
  clientMsgId: string | null;
  staffId: number | null;
  fileId: string | null;
}

/** Stores a message under the conversation's next seq, in one statement (the caller holds the conversation's lock). */
export async function insertNextMessage(db: Db, conversationId: number, m: MessageFields): Promise<MessageRow> {
  const stored = await typedRow(
    db,
    message,
    sql`WITH c AS (UPDATE chat_conversation SET last_seq = last_seq + 1, updated_at = now() WHERE id = ${conversationId} RETURNING id, last_seq, lang_id),
             m AS (INSERT INTO chat_message (conversation_id, seq, type, user_type, body, items, client_msg_id, staff_id, by_agent, file_id)
                   SELECT c.id, c.last_seq, ${m.type}, ${m.userType}, ${m.body}, ${JSON.stringify(m.items)}::jsonb, ${m.clientMsgId}, ${m.staffId}::int,
                          ${m.staffId != null}, ${m.fileId}::uuid FROM c
                   RETURNING *)
        SELECT ${messageColumns} FROM m JOIN c ON c.id = m.conversation_id`,
  );
  return stored!;
}

const countRow = row({ n: col.int });

/** How many messages a conversation has. */
export async function messageCount(db: Db, conversationId: number): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM chat_message WHERE conversation_id = ${conversationId}`))!.n;
}

const messagesOf = (conversationId: number) =>
  sql`SELECT ${messageColumns} FROM chat_message m JOIN chat_conversation c ON c.id = m.conversation_id WHERE m.conversation_id = ${conversationId}`;

/** Up to `limit` messages after a seq, oldest first. */
export async function messagesAfter(db: Db, conversationId: number, after: number, limit: number) {
  return typedRows(db, message, sql`${messagesOf(conversationId)} AND m.seq > ${after} ORDER BY m.seq LIMIT ${limit}`);
}

/** Up to `limit` of the newest messages (before a seq, when given), newest first. */
export async function newestMessages(db: Db, conversationId: number, before: number | undefined, limit: number) {
  return typedRows(db, message, sql`${messagesOf(conversationId)} ${before !== undefined ? sql`AND m.seq < ${before}` : sql``} ORDER BY m.seq DESC LIMIT ${limit}`);
}

const okRow = row({ ok: col.int });

/** Whether a message was stored under this client id (a retried upload). */
export async function clientMsgIdTaken(db: Db, conversationId: number, clientMsgId: string): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM chat_message WHERE conversation_id = ${conversationId} AND client_msg_id = ${clientMsgId}`)) !== undefined;
}

const transcriptMessageRow = row({ userType: col.int, body: col.text, createdAt: col.time, staffName: col.text.nullable() });

/** The conversation in order, as a transcript reads it: who, what and when. */
export async function transcriptMessages(db: Db, conversationId: number) {
  return typedRows(
    db,
    transcriptMessageRow,
    sql`SELECT m.user_type AS "userType", m.body, m.created_at AS "createdAt", (SELECT s.staff_name FROM ${staffNamesView()} s WHERE s.staff_id = m.staff_id) AS "staffName"
          FROM chat_message m WHERE m.conversation_id = ${conversationId} ORDER BY m.seq`,
  );
}

// ---- files ----

const usedBytesRow = row({ used: col.int });

/** What a conversation's files take together, in bytes. */
export async function conversationFileBytes(db: Db, conversationId: number): Promise<number> {
  return (await typedRow(db, usedBytesRow, sql`SELECT coalesce(sum(size), 0)::bigint AS used FROM chat_file WHERE conversation_id = ${conversationId}`))!.used;
}

/** Stores a file sent in a conversation. */
export async function insertChatFile(db: Db, f: { id: string; conversationId: number; name: string; mime: string; bytes: Buffer }): Promise<void> {
  await db.execute(
    sql`INSERT INTO chat_file (id, conversation_id, name, mime, size, bytes) VALUES (${f.id}::uuid, ${f.conversationId}, ${f.name}, ${f.mime}, ${f.bytes.length}, ${f.bytes}::bytea)`,
  );
}

const chatFileRow = row({ name: col.text, mime: col.text, bytes: z.instanceof(Uint8Array) });

/** A file sent in a chat, for its signed-link download (bytea: a Buffer from node-postgres, a Uint8Array from PGlite). */
export async function chatFileById(db: Db, fileId: string) {
  return typedRow(db, chatFileRow, sql`SELECT name, mime, bytes FROM chat_file WHERE id = ${fileId}::uuid`);
}

// ---- topics ----

const topicRow = row({ key: col.text, action: z.enum(['answer', 'handoff']), label: col.text, answer: col.text });

/** The assistant's active topics with their texts in the best language there is (requested → English → Chinese). */
export async function activeTopics(db: Db, langId: number) {
  return typedRows(
    db,
    topicRow,
    sql`SELECT t.key, t.action, x.label, x.answer
          FROM chat_topic t
          CROSS JOIN LATERAL (SELECT i.label, i.answer FROM chat_topic_i18n i WHERE i.topic_id = t.id ORDER BY ${bestLanguageFirst('i', langId)} LIMIT 1) x
         WHERE t.active ORDER BY t.sort, t.id`,
  );
}
