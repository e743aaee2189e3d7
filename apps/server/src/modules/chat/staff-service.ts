import {
  CHAT_MESSAGE_TYPES,
  CHAT_TYPING_SHOW_MS,
  CHAT_USER_TYPES,
  langCodeById,
  langIdByCode,
  type ChatMessage,
  type LangCode,
  type StaffChatDetail,
  type StaffChatList,
  type StaffChatQueue,
  type StaffChatRow,
  type StaffChatTopic,
  type StaffChatTopicBody,
} from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { bestLanguageFirst, translated } from '../../db/translated.js';
import { createContext, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { cartSummary } from '../cart/index.js';
import { markChatSeen } from '../staff/index.js';
import { AGENT_JOINED, CONVERSATION_CLOSED } from './assistant.js';
import { appendMessage, history, type HistoryPage } from './service.js';
import { fillAmounts } from './answer-amounts.js';

// The agents' side of the chat (console /console/chat): the queues, a conversation with what is
// known of the visitor, claiming, replying and closing. Every change to what the visitor sees is
// a stored message, returned for the caller to ring on the bus.

interface Row {
  conversationId: number;
  status: StaffChatRow['status'];
  langId: number;
  country: string | null;
  buyerEmail: string | null;
  agentName: string | null;
  lastMessage: string | null;
  lastAt: string | Date;
  since: string | Date;
  page: string | null;
  product: { spuId: number; name: string; model: string } | null;
  visitorTyping: boolean;
  visitorReadSeq: number;
}

/** The queue row; the product of the visitor's page is named in the agent's language. */
const rowColumns = (langId: number) => {
  const name = translated('product_i18n', 'product_id', sql`p.id`, langId, 'pn');
  return sql`c.id AS "conversationId", c.status, c.lang_id AS "langId", co.code AS country, u.email AS "buyerEmail", s.name AS "agentName",
  (SELECT m.body FROM chat_message m WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1) AS "lastMessage",
  c.updated_at AS "lastAt", c.status_at AS since, c.page_path AS page,
  coalesce(c.visitor_typing_at > now() - make_interval(secs => ${CHAT_TYPING_SHOW_MS / 1000}), false) AS "visitorTyping", c.visitor_read_seq AS "visitorReadSeq",
  (SELECT json_build_object('spuId', p.id, 'name', ${name.pick('name')}, 'model', p.model) FROM product p ${name.joins} WHERE p.id = c.page_spu_id) AS product`;
};
const rowJoins = sql`JOIN visitor v ON v.id = c.visitor_id LEFT JOIN country co ON co.id = v.country_id
  LEFT JOIN app_user u ON u.id = c.user_id LEFT JOIN staff_user s ON s.id = c.agent_id`;

const toRow = (r: Row): StaffChatRow => ({
  conversationId: Number(r.conversationId),
  status: r.status,
  lang: langCodeById(Number(r.langId)) ?? 'zh-CN',
  country: r.country,
  buyerEmail: r.buyerEmail,
  agentName: r.agentName,
  lastMessage: (r.lastMessage ?? '').slice(0, 140),
  lastAt: new Date(r.lastAt).toISOString(),
  since: new Date(r.since).toISOString(),
  page: r.page,
  product: r.product ? { spuId: Number(r.product.spuId), name: r.product.name, model: r.product.model } : null,
  visitorTyping: Boolean(r.visitorTyping),
  visitorReadSeq: Number(r.visitorReadSeq),
});

/** A queue, oldest first for those waiting (who waited longest is answered first), newest first otherwise. */
export async function listConversations(ctx: RequestContext, queue: StaffChatQueue): Promise<StaffChatList> {
  // An agent watching the queue is online: the assistant hands visitors to a person only then.
  if (ctx.staff?.staffId) await markChatSeen(ctx.db, ctx.staff.staffId);
  const order = queue === 'waiting' ? sql`c.status_at ASC, c.id` : sql`c.updated_at DESC, c.id DESC`;
  const items = await rows<Row>(ctx.db, sql`SELECT ${rowColumns(ctx.langId)} FROM chat_conversation c ${rowJoins} WHERE c.status = ${queue} ORDER BY ${order} LIMIT 100`);
  const [c] = await rows<Record<StaffChatQueue, number>>(
    ctx.db,
    sql`SELECT count(*) FILTER (WHERE status = 'waiting')::int AS waiting, count(*) FILTER (WHERE status = 'open')::int AS open,
               count(*) FILTER (WHERE status = 'closed')::int AS closed FROM chat_conversation WHERE status <> 'assistant'`,
  );
  return { items: items.map(toRow), counts: { waiting: Number(c!.waiting), open: Number(c!.open), closed: Number(c!.closed) } };
}

async function conversationRow(ctx: RequestContext, id: number): Promise<Row | undefined> {
  return (await rows<Row>(ctx.db, sql`SELECT ${rowColumns(ctx.langId)} FROM chat_conversation c ${rowJoins} WHERE c.id = ${id} AND c.status <> 'assistant'`))[0];
}

/** A conversation in the queues, with a page of its messages (service.ts history), the buyer's latest orders and canned answers. */
export async function conversationDetail(ctx: RequestContext, id: number, page: HistoryPage = {}): Promise<StaffChatDetail | null> {
  const row = await conversationRow(ctx, id);
  if (!row) return null;
  const visitorCtx = createContext(ctx.db, { lang: langCodeById(Number(row.langId)) ?? 'zh-CN' });
  const [owner] = await rows<{ userId: number | null }>(ctx.db, sql`SELECT user_id AS "userId" FROM chat_conversation WHERE id = ${id}`);
  const [messages, orders, canned, cart] = await Promise.all([
    page === null ? Promise.resolve([]) : history(ctx, id, page),
    rows<{ orderNo: string; status: string; createdAt: string | Date }>(
      ctx.db,
      sql`SELECT o.order_no AS "orderNo", o.status, o.created_at AS "createdAt" FROM shop_order o
           WHERE o.user_id = (SELECT user_id FROM chat_conversation WHERE id = ${id}) ORDER BY o.created_at DESC LIMIT 3`,
    ),
    rows<{ key: string; label: string; answer: string }>(
      ctx.db,
      sql`SELECT t.key, x.label, x.answer FROM chat_topic t
          CROSS JOIN LATERAL (SELECT i.label, i.answer FROM chat_topic_i18n i WHERE i.topic_id = t.id ORDER BY ${bestLanguageFirst('i', visitorCtx.langId)} LIMIT 1) x
          WHERE t.active AND t.action = 'answer' ORDER BY t.sort, t.id`,
    ),
    owner?.userId ? cartSummary(ctx, Number(owner.userId)) : Promise.resolve([]),
  ]);
  return {
    conversation: toRow(row),
    messages,
    recentOrders: orders.map((o) => ({ orderNo: o.orderNo, status: o.status, createdAt: new Date(o.createdAt).toISOString() })),
    // Amounts in them as the visitor would read them (in their country's currency; the console does not know their window's).
    canned: await Promise.all(canned.map(async (c) => ({ ...c, answer: await fillAmounts(visitorCtx, id, c.answer) }))),
    cart,
  };
}

/**
 * An agent has the conversation open in the console: it is read up to its newest message. The new
 * mark when it moved (the visitor's window is told), else null.
 */
export async function markReadByAgent(ctx: RequestContext, id: number): Promise<number | null> {
  const [r] = await rows<{ seq: number }>(
    ctx.db,
    sql`UPDATE chat_conversation SET agent_read_seq = last_seq WHERE id = ${id} AND status <> 'assistant' AND agent_read_seq < last_seq RETURNING agent_read_seq AS seq`,
  );
  return r ? Number(r.seq) : null;
}

/** The name the visitor sees while this agent types, or null when the conversation cannot be typed in. */
export async function typingAgent(ctx: RequestContext, id: number): Promise<string | null> {
  const [r] = await rows<{ name: string }>(
    ctx.db,
    sql`SELECT s.name FROM chat_conversation c, staff_user s WHERE c.id = ${id} AND c.status IN ('waiting', 'open') AND s.id = ${ctx.staff?.staffId ?? 0}`,
  );
  return r?.name ?? null;
}

type Outcome = { messages: ChatMessage[] } | 'notFound' | 'conflict';

/** Takes a waiting conversation (or one another agent left open); the visitor is told who joined. */
export async function claimConversation(ctx: RequestContext, id: number): Promise<Outcome> {
  const staff = ctx.staff!;
  return inTransaction(ctx, async (tx) => {
    const [c] = await rows<{ status: string; agentId: number | null; langId: number }>(
      tx.db,
      sql`SELECT status, agent_id AS "agentId", lang_id AS "langId" FROM chat_conversation WHERE id = ${id} AND status <> 'assistant' FOR UPDATE`,
    );
    if (!c) return 'notFound';
    if (c.status === 'open' && Number(c.agentId) === staff.staffId) return { messages: [] };
    if (c.status !== 'waiting' && c.status !== 'open') return 'conflict';
    await tx.db.execute(sql`UPDATE chat_conversation SET status = 'open', status_at = now(), agent_id = ${staff.staffId || null}, updated_at = now() WHERE id = ${id}`);
    const lang = langCodeById(Number(c.langId)) ?? 'zh-CN';
    const notice = AGENT_JOINED[lang].replace('{name}', staff.name);
    return { messages: [(await appendMessage(tx, id, { type: CHAT_MESSAGE_TYPES.notice, userType: CHAT_USER_TYPES.service, body: notice, staffId: staff.staffId || null })).message] };
  });
}

/** An agent's reply; a conversation still waiting is claimed by it. A retried reply (same clientMsgId) is stored once. */
export async function replyToConversation(ctx: RequestContext, id: number, msg: string, clientMsgId?: string): Promise<Outcome> {
  return inTransaction(ctx, async (tx) => {
    const [c] = await rows<{ status: string }>(tx.db, sql`SELECT status FROM chat_conversation WHERE id = ${id} AND status <> 'assistant' FOR UPDATE`);
    if (!c) return 'notFound';
    if (c.status === 'closed') return 'conflict';
    const out: ChatMessage[] = [];
    if (c.status === 'waiting') {
      const claimed = await claimConversation(tx, id);
      if (typeof claimed === 'object') out.push(...claimed.messages);
    }
    const staffId = tx.staff!.staffId || null;
    const sent = await appendMessage(tx, id, { type: CHAT_MESSAGE_TYPES.text, userType: CHAT_USER_TYPES.service, body: msg, clientMsgId: clientMsgId ?? null, staffId });
    out.push(sent.message);
    await tx.db.execute(sql`UPDATE chat_conversation SET updated_at = now() WHERE id = ${id}`);
    return { messages: out };
  });
}

/** Closes the conversation; the visitor is told. Their next message starts with the assistant again. */
export async function closeConversation(ctx: RequestContext, id: number): Promise<Outcome> {
  return inTransaction(ctx, async (tx) => {
    const [c] = await rows<{ status: string; langId: number }>(tx.db, sql`SELECT status, lang_id AS "langId" FROM chat_conversation WHERE id = ${id} AND status <> 'assistant' FOR UPDATE`);
    if (!c) return 'notFound';
    if (c.status === 'closed') return { messages: [] };
    await tx.db.execute(sql`UPDATE chat_conversation SET status = 'closed', status_at = now(), updated_at = now() WHERE id = ${id}`);
    const lang = langCodeById(Number(c.langId)) ?? 'zh-CN';
    return { messages: [(await appendMessage(tx, id, { type: CHAT_MESSAGE_TYPES.notice, userType: CHAT_USER_TYPES.service, body: CONVERSATION_CLOSED[lang], staffId: tx.staff!.staffId || null })).message] };
  });
}

/** Every topic of the assistant with its texts in every language (the console's editor). */
export async function listTopics(ctx: RequestContext): Promise<StaffChatTopic[]> {
  const r = await rows<{ key: string; action: 'answer' | 'handoff'; sort: number; active: boolean; texts: { langId: number; label: string; answer: string }[] }>(
    ctx.db,
    sql`SELECT t.key, t.action, t.sort, t.active,
               coalesce((SELECT json_agg(json_build_object('langId', i.lang_id, 'label', i.label, 'answer', i.answer)) FROM chat_topic_i18n i WHERE i.topic_id = t.id), '[]') AS texts
          FROM chat_topic t ORDER BY t.sort, t.id`,
  );
  return r.map((t) => ({
    key: t.key,
    action: t.action,
    sort: Number(t.sort),
    active: t.active,
    texts: Object.fromEntries(t.texts.map((x) => [langCodeById(Number(x.langId)) ?? String(x.langId), { label: x.label, answer: x.answer }])),
  }));
}

/** Changes a topic's order, whether it is offered, and its texts in all six languages; false for an unknown key. */
export async function updateTopic(ctx: RequestContext, key: string, body: StaffChatTopicBody): Promise<boolean> {
  return inTransaction(ctx, async ({ db }) => {
    const [t] = await rows<{ id: number }>(db, sql`UPDATE chat_topic SET sort = ${body.sort}, active = ${body.active} WHERE key = ${key} RETURNING id`);
    if (!t) return false;
    for (const [lang, text] of Object.entries(body.texts) as [LangCode, { label: string; answer: string }][]) {
      await db.execute(sql`INSERT INTO chat_topic_i18n (topic_id, lang_id, label, answer) VALUES (${t.id}, ${langIdByCode(lang)!}, ${text.label}, ${text.answer})
                           ON CONFLICT (topic_id, lang_id) DO UPDATE SET label = excluded.label, answer = excluded.answer`);
    }
    return true;
  });
}
