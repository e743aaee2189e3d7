import { CHAT_STATUSES, CHAT_TYPING_SHOW_MS, type StaffChatQueue } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { bestLanguageFirst } from '../../db/translated.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { productNamesView } from '../catalog/index.js';
import { visitorCountryView } from '../site/index.js';
import { staffNamesView } from '../staff/index.js';

// Every SQL statement of the agents' side of the chat (console /console/chat; ADR 0020, ADR 0035):
// the queues, claiming and closing, the topics editor. What a queue row shows of the visitor's
// country, the buyer, the agent and the page's product comes from the owners' read views (ADR 0039).

const queueRow = row({
  conversationId: col.int,
  status: z.enum(CHAT_STATUSES),
  langId: col.int,
  country: col.text.nullable(),
  buyerEmail: col.text.nullable(),
  agentName: col.text.nullable(),
  lastMessage: col.text.nullable(),
  lastAt: col.time,
  since: col.time,
  page: col.text.nullable(),
  product: z.object({ spuId: col.int, name: col.text, model: col.text }).nullable(),
  visitorTyping: col.bool,
  visitorReadSeq: col.int,
});
export type QueueRow = z.output<typeof queueRow>;

/** A queue row: the product of the visitor's page is named in the agent's language. */
const queueRows = (langId: number) => sql`
  SELECT c.id AS "conversationId", c.status, c.lang_id AS "langId", vc.country_code AS country, u.email AS "buyerEmail", s.staff_name AS "agentName",
         (SELECT m.body FROM chat_message m WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1) AS "lastMessage",
         c.updated_at AS "lastAt", c.status_at AS since, c.page_path AS page,
         coalesce(c.visitor_typing_at > now() - make_interval(secs => ${CHAT_TYPING_SHOW_MS / 1000}), false) AS "visitorTyping", c.visitor_read_seq AS "visitorReadSeq",
         (SELECT json_build_object('spuId', p.product_id, 'name', p.name, 'model', p.model) FROM ${productNamesView(langId)} p WHERE p.product_id = c.page_spu_id) AS product
    FROM chat_conversation c
    JOIN ${visitorCountryView()} vc ON vc.visitor_id = c.visitor_id
    LEFT JOIN ${buyerNamesView()} u ON u.user_id = c.user_id
    LEFT JOIN ${staffNamesView()} s ON s.staff_id = c.agent_id`;

/** Up to 100 conversations of a queue: oldest first for those waiting (who waited longest is answered first), newest first otherwise. */
export async function queueConversations(db: Db, langId: number, queue: StaffChatQueue) {
  const order = queue === 'waiting' ? sql`c.status_at ASC, c.id` : sql`c.updated_at DESC, c.id DESC`;
  return typedRows(db, queueRow, sql`${queueRows(langId)} WHERE c.status = ${queue} ORDER BY ${order} LIMIT 100`);
}

const queueCountsRow = row({ waiting: col.int, open: col.int, closed: col.int });

/** How many conversations each queue holds. */
export async function queueCounts(db: Db) {
  return (await typedRow(
    db,
    queueCountsRow,
    sql`SELECT count(*) FILTER (WHERE status = 'waiting')::int AS waiting, count(*) FILTER (WHERE status = 'open')::int AS open,
               count(*) FILTER (WHERE status = 'closed')::int AS closed FROM chat_conversation WHERE status <> 'assistant'`,
  ))!;
}

/** One conversation of the queues as its row; undefined when unknown or still the assistant's. */
export async function queueConversation(db: Db, langId: number, conversationId: number) {
  return typedRow(db, queueRow, sql`${queueRows(langId)} WHERE c.id = ${conversationId} AND c.status <> 'assistant'`);
}

const okRow = row({ ok: col.int });

/** Whether a conversation is in the agents' queues (the assistant's own are the visitor's business). */
export async function inQueues(db: Db, conversationId: number): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM chat_conversation WHERE id = ${conversationId} AND status <> 'assistant'`)) !== undefined;
}

const userIdRow = row({ userId: col.int.nullable() });

/** The buyer a conversation belongs to; null for a guest's, undefined for an unknown conversation. */
export async function conversationBuyer(db: Db, conversationId: number): Promise<number | null | undefined> {
  return (await typedRow(db, userIdRow, sql`SELECT user_id AS "userId" FROM chat_conversation WHERE id = ${conversationId}`))?.userId;
}

const cannedAnswerRow = row({ key: col.text, label: col.text, answer: col.text });

/** The assistant's answering topics with their texts in the best language there is: the agent's canned answers. */
export async function cannedAnswers(db: Db, langId: number) {
  return typedRows(
    db,
    cannedAnswerRow,
    sql`SELECT t.key, x.label, x.answer FROM chat_topic t
        CROSS JOIN LATERAL (SELECT i.label, i.answer FROM chat_topic_i18n i WHERE i.topic_id = t.id ORDER BY ${bestLanguageFirst('i', langId)} LIMIT 1) x
        WHERE t.active AND t.action = 'answer' ORDER BY t.sort, t.id`,
  );
}

const seqRow = row({ seq: col.int });

/** The agents have read a conversation of the queues up to its newest message; the new mark, or undefined when it did not move. */
export async function agentReadToHead(db: Db, conversationId: number): Promise<number | undefined> {
  return (
    await typedRow(
      db,
      seqRow,
      sql`UPDATE chat_conversation SET agent_read_seq = last_seq WHERE id = ${conversationId} AND status <> 'assistant' AND agent_read_seq < last_seq RETURNING agent_read_seq AS seq`,
    )
  )?.seq;
}

const nameRow = row({ name: col.text });

/** The staff member's name when the conversation can be typed in (waiting or open); undefined otherwise. */
export async function typingAgentName(db: Db, conversationId: number, staffId: number): Promise<string | undefined> {
  return (
    await typedRow(
      db,
      nameRow,
      sql`SELECT s.staff_name AS name FROM chat_conversation c, ${staffNamesView()} s WHERE c.id = ${conversationId} AND c.status IN ('waiting', 'open') AND s.staff_id = ${staffId}`,
    )
  )?.name;
}

const queuedConversationRow = row({ status: col.text, agentId: col.int.nullable(), langId: col.int });

/** A conversation of the queues locked for a change by an agent: its state, agent and language; undefined when unknown or the assistant's. */
export async function lockQueuedConversation(db: Db, conversationId: number) {
  return typedRow(
    db,
    queuedConversationRow,
    sql`SELECT status, agent_id AS "agentId", lang_id AS "langId" FROM chat_conversation WHERE id = ${conversationId} AND status <> 'assistant' FOR UPDATE`,
  );
}

/** An agent (null: the operator token) takes the conversation. */
export async function setOpenBy(db: Db, conversationId: number, staffId: number | null): Promise<void> {
  await db.execute(sql`UPDATE chat_conversation SET status = 'open', status_at = now(), agent_id = ${staffId}, updated_at = now() WHERE id = ${conversationId}`);
}

/** The conversation moved (an agent's reply). */
export async function touchConversation(db: Db, conversationId: number): Promise<void> {
  await db.execute(sql`UPDATE chat_conversation SET updated_at = now() WHERE id = ${conversationId}`);
}

/** The conversation is closed; the visitor's next message starts with the assistant again. */
export async function setClosed(db: Db, conversationId: number): Promise<void> {
  await db.execute(sql`UPDATE chat_conversation SET status = 'closed', status_at = now(), updated_at = now() WHERE id = ${conversationId}`);
}

const topicWithTextsRow = row({
  key: col.text,
  action: z.enum(['answer', 'handoff']),
  sort: col.int,
  active: col.bool,
  texts: z.array(z.object({ langId: col.int, label: col.text, answer: col.text })),
});

/** Every topic with its texts in every language, in their order (the console's editor). */
export async function allTopics(db: Db) {
  return typedRows(
    db,
    topicWithTextsRow,
    sql`SELECT t.key, t.action, t.sort, t.active,
               coalesce((SELECT json_agg(json_build_object('langId', i.lang_id, 'label', i.label, 'answer', i.answer)) FROM chat_topic_i18n i WHERE i.topic_id = t.id), '[]') AS texts
          FROM chat_topic t ORDER BY t.sort, t.id`,
  );
}

const idRow = row({ id: col.int });

/** Changes a topic's order and whether it is offered; its id, or undefined for an unknown key. */
export async function updateTopicRow(db: Db, key: string, t: { sort: number; active: boolean }): Promise<number | undefined> {
  return (await typedRow(db, idRow, sql`UPDATE chat_topic SET sort = ${t.sort}, active = ${t.active} WHERE key = ${key} RETURNING id`))?.id;
}

/** Sets a topic's label and answer in one language. */
export async function upsertTopicText(db: Db, topicId: number, langId: number, text: { label: string; answer: string }): Promise<void> {
  await db.execute(sql`INSERT INTO chat_topic_i18n (topic_id, lang_id, label, answer) VALUES (${topicId}, ${langId}, ${text.label}, ${text.answer})
                       ON CONFLICT (topic_id, lang_id) DO UPDATE SET label = excluded.label, answer = excluded.answer`);
}
