import {
  CHAT_MESSAGE_TYPES,
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
import { createContext, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { cartSummary } from '../cart/index.js';
import { recentOrdersOf } from '../orders/index.js';
import { markChatSeen } from '../staff/index.js';
import { AGENT_JOINED, CONVERSATION_CLOSED } from './assistant.js';
import { appendMessage, history, type HistoryPage } from './service.js';
import { fillAmounts } from './answer-amounts.js';
import {
  agentReadToHead,
  allTopics,
  cannedAnswers,
  conversationBuyer,
  lockQueuedConversation,
  queueConversation,
  queueConversations,
  queueCounts,
  setClosed,
  setOpenBy,
  touchConversation,
  typingAgentName,
  updateTopicRow,
  upsertTopicText,
  type QueueRow,
} from './staff-queries.js';

// The agents' side of the chat (console /console/chat): the queues, a conversation with what is
// known of the visitor, claiming, replying and closing. Every change to what the visitor sees is
// a stored message, returned for the caller to ring on the bus.

const toRow = (r: QueueRow): StaffChatRow => ({
  conversationId: r.conversationId,
  status: r.status,
  lang: langCodeById(r.langId) ?? 'zh-CN',
  country: r.country,
  buyerEmail: r.buyerEmail,
  agentName: r.agentName,
  lastMessage: (r.lastMessage ?? '').slice(0, 140),
  lastAt: r.lastAt.toISOString(),
  since: r.since.toISOString(),
  page: r.page,
  product: r.product ? { spuId: r.product.spuId, name: r.product.name, model: r.product.model } : null,
  visitorTyping: r.visitorTyping,
  visitorReadSeq: r.visitorReadSeq,
});

/** A queue, oldest first for those waiting (who waited longest is answered first), newest first otherwise. */
export async function listConversations(ctx: RequestContext, queue: StaffChatQueue): Promise<StaffChatList> {
  // An agent watching the queue is online: the assistant hands visitors to a person only then.
  if (ctx.staff?.staffId) await markChatSeen(ctx.db, ctx.staff.staffId);
  const items = await queueConversations(ctx.db, ctx.langId, queue);
  const c = await queueCounts(ctx.db);
  return { items: items.map(toRow), counts: { waiting: c.waiting, open: c.open, closed: c.closed } };
}

/** A conversation in the queues, with a page of its messages (service.ts history), the buyer's latest orders and canned answers. */
export async function conversationDetail(ctx: RequestContext, id: number, page: HistoryPage = {}): Promise<StaffChatDetail | null> {
  const row = await queueConversation(ctx.db, ctx.langId, id);
  if (!row) return null;
  const visitorCtx = createContext(ctx.db, { lang: langCodeById(row.langId) ?? 'zh-CN' });
  const buyer = await conversationBuyer(ctx.db, id);
  const [messages, orders, canned, cart] = await Promise.all([
    page === null ? Promise.resolve([]) : history(ctx, id, page),
    // A guest has no orders.
    buyer ? recentOrdersOf(ctx.db, buyer) : Promise.resolve([]),
    cannedAnswers(ctx.db, visitorCtx.langId),
    buyer ? cartSummary(ctx, buyer) : Promise.resolve([]),
  ]);
  return {
    conversation: toRow(row),
    messages,
    recentOrders: orders.map((o) => ({ orderNo: o.orderNo, status: o.status, createdAt: o.createdAt.toISOString() })),
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
  return (await agentReadToHead(ctx.db, id)) ?? null;
}

/** The name the visitor sees while this agent types, or null when the conversation cannot be typed in. */
export async function typingAgent(ctx: RequestContext, id: number): Promise<string | null> {
  return (await typingAgentName(ctx.db, id, ctx.staff?.staffId ?? 0)) ?? null;
}

type Outcome = { messages: ChatMessage[] } | 'notFound' | 'conflict';

/** Takes a waiting conversation (or one another agent left open); the visitor is told who joined. */
export async function claimConversation(ctx: RequestContext, id: number): Promise<Outcome> {
  const staff = ctx.staff!;
  return inTransaction(ctx, async (tx) => {
    const c = await lockQueuedConversation(tx.db, id);
    if (!c) return 'notFound';
    if (c.status === 'open' && Number(c.agentId) === staff.staffId) return { messages: [] };
    if (c.status !== 'waiting' && c.status !== 'open') return 'conflict';
    await setOpenBy(tx.db, id, staff.staffId || null);
    const lang = langCodeById(c.langId) ?? 'zh-CN';
    const notice = AGENT_JOINED[lang].replace('{name}', staff.name);
    return { messages: [(await appendMessage(tx, id, { type: CHAT_MESSAGE_TYPES.notice, userType: CHAT_USER_TYPES.service, body: notice, staffId: staff.staffId || null })).message] };
  });
}

/** An agent's reply; a conversation still waiting is claimed by it. A retried reply (same clientMsgId) is stored once. */
export async function replyToConversation(ctx: RequestContext, id: number, msg: string, clientMsgId?: string): Promise<Outcome> {
  return inTransaction(ctx, async (tx) => {
    const c = await lockQueuedConversation(tx.db, id);
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
    await touchConversation(tx.db, id);
    return { messages: out };
  });
}

/** Closes the conversation; the visitor is told. Their next message starts with the assistant again. */
export async function closeConversation(ctx: RequestContext, id: number): Promise<Outcome> {
  return inTransaction(ctx, async (tx) => {
    const c = await lockQueuedConversation(tx.db, id);
    if (!c) return 'notFound';
    if (c.status === 'closed') return { messages: [] };
    await setClosed(tx.db, id);
    const lang = langCodeById(c.langId) ?? 'zh-CN';
    return { messages: [(await appendMessage(tx, id, { type: CHAT_MESSAGE_TYPES.notice, userType: CHAT_USER_TYPES.service, body: CONVERSATION_CLOSED[lang], staffId: tx.staff!.staffId || null })).message] };
  });
}

/** Every topic of the assistant with its texts in every language (the console's editor). */
export async function listTopics(ctx: RequestContext): Promise<StaffChatTopic[]> {
  const r = await allTopics(ctx.db);
  return r.map((t) => ({
    key: t.key,
    action: t.action,
    sort: t.sort,
    active: t.active,
    texts: Object.fromEntries(t.texts.map((x) => [langCodeById(x.langId) ?? String(x.langId), { label: x.label, answer: x.answer }])),
  }));
}

/** Changes a topic's order, whether it is offered, and its texts in all six languages; false for an unknown key. */
export async function updateTopic(ctx: RequestContext, key: string, body: StaffChatTopicBody): Promise<boolean> {
  return inTransaction(ctx, async ({ db }) => {
    const topicId = await updateTopicRow(db, key, body);
    if (topicId === undefined) return false;
    for (const [lang, text] of Object.entries(body.texts) as [LangCode, { label: string; answer: string }][]) {
      await upsertTopicText(db, topicId, langIdByCode(lang)!, text);
    }
    return true;
  });
}
