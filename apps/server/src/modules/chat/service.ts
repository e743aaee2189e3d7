import { CHAT_MESSAGE_TYPES, CHAT_PAGE_SIZE, CODES, CHAT_PRODUCT_ITEM, CHAT_USER_TYPES, chatTime, DEFAULT_LANG, INQUIRIES_PER_IP_HOUR, langCodeById, type ChatMessage, type ChatQuickReply, type LangCode } from '@netshop/contract';
import { randomUUID } from 'node:crypto';
import { escapeHtml } from '../../lib/markdown.js';
import { AppError } from '../../plugins/envelope.js';
import { allow, countersFor } from '../../plugins/rate-limit.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { enqueue, paragraphsMail } from '../notifications/index.js';
import { buyerContact } from '../account/index.js';
import { latestOrderOf } from '../orders/index.js';
import { anyAgentOnline } from '../staff/index.js';
import { contactEmail, visitorExists } from '../site/index.js';
import { ASSISTANT_NAME, fillText, GREETING, latestOrderAnswer, MESSAGE_LEFT, MESSAGE_NOT_MAILED, NO_ORDERS, OFFLINE, PRODUCT_ANSWER, TRANSCRIPT } from './assistant.js';
import { fillAmounts } from './answer-amounts.js';
import { fileLink } from './file-links.js';
import { describeHours, isWithinHours, type ChatHours } from './hours.js';
import {
  activeTopics,
  buyerConversationId,
  clientMsgIdTaken,
  conversationFileBytes,
  followLanguage,
  giveConversationToBuyer,
  guestConversationId,
  insertChatFile,
  insertConversation,
  insertNextMessage,
  lockBuyerConversations,
  lockConversation,
  lockConversationState,
  lockVisitorConversations,
  markMessageLeft,
  messageByClientId,
  messageCount,
  messagesAfter,
  newestMessages,
  pageProduct,
  raiseVisitorRead,
  readMarks,
  reopenWithAssistant,
  setContactEmail,
  setPagePath,
  setVisitorTypingAt,
  setWaiting,
  transcriptMessages,
  type MessageRow,
} from './queries.js';

/** What all the files of one conversation may take together. */
export const CHAT_FILES_MAX_BYTES = 25 * 1024 * 1024;

// The chat's message store (ADR 0020): a message is stored first, with the next sequence
// number of its conversation (taken under the conversation row's lock, so numbers never repeat or
// skip) and the client's own id (a retried send finds the first one and is stored once); whoever
// delivers it reads it back from here.

export interface NewChatMessage {
  type: (typeof CHAT_MESSAGE_TYPES)[keyof typeof CHAT_MESSAGE_TYPES];
  userType: (typeof CHAT_USER_TYPES)[keyof typeof CHAT_USER_TYPES];
  body: string;
  items?: ChatQuickReply[];
  clientMsgId?: string | null;
  /** An agent wrote it. */
  staffId?: number | null;
  fileId?: string | null;
}

function toMessage(r: MessageRow): ChatMessage {
  const at = r.createdAt;
  const lang = langCodeById(r.langId) ?? 'zh-CN';
  const service = r.userType === CHAT_USER_TYPES.service;
  return {
    id: r.id,
    seq: r.seq,
    type: r.type,
    userType: r.userType,
    // Stored as text; the HTML of docs/product.md#entities is built here, escaped, so nothing a sender typed is markup.
    msg: escapeHtml(r.body).replace(/\r?\n/g, '<br>'),
    time: chatTime(at),
    sentAt: at.toISOString(),
    user: service ? (r.staffName ?? ASSISTANT_NAME[lang]) : '',
    avatar: service ? '/favicon.svg' : '',
    items: r.items,
    clientMsgId: r.clientMsgId,
    from: service ? (r.byAgent ? 'agent' : 'assistant') : 'visitor',
    // The link is signed where the message leaves the server (files.ts withFileLinks).
    file: r.file ? { name: r.file.name, mime: r.file.mime, size: r.file.size, url: fileLink(r.file.id) } : null,
  };
}

/**
 * The conversation a window writes in: a logged-in buyer's latest conversation (so it follows
 * them to another device), else the visitor's guest conversation, which a buyer who logs in takes
 * over; created when there is none. Null for a uuid the shop never issued. Serialised per visitor
 * and per buyer, so windows opening at once agree on one conversation.
 */
async function conversationFor(tx: RequestContext, visitorId: string): Promise<{ id: number } | null> {
  const { db } = tx;
  if (!(await visitorExists(db, visitorId))) return null;
  await lockVisitorConversations(db, visitorId);
  const guest = () => guestConversationId(db, visitorId);
  const create = (userId: number | null) => insertConversation(db, visitorId, userId, tx.langId);
  let found: number | undefined;
  if (tx.buyer) {
    const userId = tx.buyer.userId;
    await lockBuyerConversations(db, userId);
    found = await buyerConversationId(db, userId);
    if (found === undefined) {
      found = await guest();
      if (found !== undefined) await giveConversationToBuyer(db, found, userId);
    }
    found ??= await create(userId);
  } else {
    found = (await guest()) ?? (await create(null));
  }
  // Answers and notices follow the language the visitor uses now.
  await followLanguage(db, found, tx.langId);
  return { id: found };
}

/** Stores a message as the next of its conversation; a client id its side already stored answers the first message (created false). */
export async function appendMessage(ctx: RequestContext, conversationId: number, m: NewChatMessage): Promise<{ message: ChatMessage; created: boolean }> {
  return inTransaction(ctx, async ({ db }) => {
    await lockConversation(db, conversationId);
    if (m.clientMsgId) {
      const dup = await messageByClientId(db, conversationId, m.userType, m.clientMsgId);
      if (dup) return { message: toMessage(dup), created: false };
    }
    const stored = await insertNextMessage(db, conversationId, {
      type: m.type,
      userType: m.userType,
      body: m.body,
      items: m.items ?? [],
      clientMsgId: m.clientMsgId ?? null,
      staffId: m.staffId ?? null,
      fileId: m.fileId ?? null,
    });
    return { message: toMessage(stored), created: true };
  });
}

/**
 * The visitor's conversation for the chat window (docs/product.md#states: first open loads the default messages):
 * opened on first use with the assistant's greeting in the visitor's language, then a page of
 * its messages (`page`: see history), and `head`, the newest seq when it was read. Null for a
 * uuid the shop never issued.
 */
export async function openConversation(
  ctx: RequestContext,
  visitorId: string,
  page: HistoryPage = {},
): Promise<{ conversationId: number; messages: ChatMessage[]; agentReadSeq: number; head: number } | null> {
  const conversation = await inTransaction(ctx, async (tx) => {
    const c = await conversationFor(tx, visitorId);
    if (!c) return null;
    // Two windows opening at once: the row lock of appendMessage orders them, and only the
    // first finds the conversation empty.
    await lockConversation(tx.db, c.id);
    if ((await messageCount(tx.db, c.id)) === 0) {
      const items = (await topics(tx)).map((t) => ({ itemId: t.key, item: t.label }));
      await appendMessage(tx, c.id, { type: CHAT_MESSAGE_TYPES.text, userType: CHAT_USER_TYPES.service, body: GREETING[ctx.lang], items });
    }
    return c;
  });
  if (!conversation) return null;
  const read = await readMarks(ctx.db, conversation.id);
  return { conversationId: conversation.id, messages: page === null ? [] : await history(ctx, conversation.id, page), agentReadSeq: read?.seq ?? 0, head: read?.head ?? 0 };
}

/** The visitor is typing (or stopped): the console shows it for a few seconds. */
export async function setVisitorTyping(ctx: RequestContext, conversationId: number, typing: boolean): Promise<void> {
  await setVisitorTypingAt(ctx.db, conversationId, typing);
}

/** The visitor's window has shown the messages up to seq (never past the newest, never backwards). */
export async function setVisitorRead(ctx: RequestContext, conversationId: number, seq: number): Promise<void> {
  await raiseVisitorRead(ctx.db, conversationId, seq);
}

/**
 * Which page of a conversation to read: what follows `after`, what precedes `before`, or the
 * newest (neither); null reads none. At most `limit` (CHAT_PAGE_SIZE) messages either way.
 */
export type HistoryPage = { after?: number; before?: number; limit?: number } | null;

/**
 * A page of messages, oldest first. A window that reconnects asks for what follows the last one it
 * shows, a reloaded window for the newest, and scrolling up for what precedes its first; a reader
 * that wants everything after a seq reads page after page (the socket's catch-up, gateway-hub.ts).
 */
export async function history(ctx: RequestContext, conversationId: number, page: Exclude<HistoryPage, null> = {}): Promise<ChatMessage[]> {
  const limit = Math.min(page.limit ?? CHAT_PAGE_SIZE, CHAT_PAGE_SIZE);
  if (page.after !== undefined) return (await messagesAfter(ctx.db, conversationId, page.after, limit)).map(toMessage);
  // The newest (or those before a seq) are read newest first and turned around.
  return (await newestMessages(ctx.db, conversationId, page.before, limit)).reverse().map(toMessage);
}

interface Topic {
  key: string;
  action: 'answer' | 'handoff';
  label: string;
  answer: string;
}

/** The assistant's active topics in the context's language (requested → English → Chinese). */
async function topics(ctx: RequestContext): Promise<Topic[]> {
  return activeTopics(ctx.db, ctx.langId);
}

/**
 * What the visitor sent, stored, and what the assistant answers while no agent has the
 * conversation: a topic's answer for a quick reply, or, for a question in their own words, the
 * hand-over to a person (the conversation then waits in the agents' queue). Everything returned
 * is stored, in order, for the gateway to deliver. A retried send (same clientMsgId) returns
 * the message stored the first time and nothing else.
 */
export interface ChatOptions {
  hours: ChatHours;
  /** Wakes the mail sender after a mail was queued. */
  kickMail?: () => void;
  now?: () => Date;
  /** Where the visitor's message came from (rate-limit.ts sourceOf): a message left for the shop is mailed only within its per-source limit. */
  source?: string;
}

/** Agents answer now: within working hours, and one of them had the console's chat open a moment ago. */
async function agentsAvailable(ctx: RequestContext, opts: ChatOptions): Promise<boolean> {
  if (!isWithinHours(opts.hours, opts.now?.() ?? new Date())) return false;
  return anyAgentOnline(ctx.db);
}

const EMAIL = /[A-Z0-9._%+-]{1,64}@[A-Z0-9.-]{1,190}\.[A-Z]{2,24}/i;

/** A file the visitor sends, already checked (files.ts): stored with its message, under the conversation's lock. */
export interface Attachment {
  name: string;
  mime: string;
  bytes: Buffer;
}

export async function visitorSends(
  ctx: RequestContext,
  conversationId: number,
  frame: { msg: string; itemId?: string; clientMsgId?: string },
  opts: ChatOptions,
  attachment?: Attachment,
): Promise<ChatMessage[]> {
  let mailed = false;
  const out = await inTransaction(ctx, async (tx) => {
    const conv = await lockConversationState(tx.db, conversationId);
    if (!conv) return [];
    // A closed conversation starts again with the assistant.
    if (conv.status === 'closed') {
      await reopenWithAssistant(tx.db, conversationId);
      conv.status = 'assistant';
      conv.leftMessageAt = null;
    }
    const product = frame.itemId === CHAT_PRODUCT_ITEM ? await pageProduct(tx.db, conversationId, tx.langId) : undefined;
    const topic: Topic | undefined = product
      ? { key: CHAT_PRODUCT_ITEM, action: 'answer', label: product.name, answer: productAnswer(tx, product) }
      : frame.itemId
        ? (await topics(tx)).find((t) => t.key === frame.itemId)
        : undefined;
    const fileId = attachment ? await storeFile(tx, conversationId, attachment, frame.clientMsgId) : null;
    const sent = await appendMessage(tx, conversationId, {
      type: topic ? CHAT_MESSAGE_TYPES.quickReply : CHAT_MESSAGE_TYPES.text,
      userType: CHAT_USER_TYPES.visitor,
      body: topic ? topic.label : attachment ? attachment.name : frame.msg.trim(),
      clientMsgId: frame.clientMsgId ?? null,
      fileId,
    });
    if (sent.created) await setVisitorTypingAt(tx.db, conversationId, false);
    if (!sent.created) return [sent.message];
    const out = [sent.message];
    const notice = async (body: string) =>
      out.push((await appendMessage(tx, conversationId, { type: CHAT_MESSAGE_TYPES.notice, userType: CHAT_USER_TYPES.service, body })).message);
    if (conv.status === 'assistant') {
      const handoff = !topic || topic.action === 'handoff' ? (await topics(tx)).find((t) => t.action === 'handoff') : undefined;
      if (topic && topic.action === 'answer') {
        const body = topic.key === 'orderStatus' && tx.buyer ? await latestOrder(tx) : await fillAmounts(tx, conversationId, topic.answer);
        out.push((await appendMessage(tx, conversationId, { type: CHAT_MESSAGE_TYPES.text, userType: CHAT_USER_TYPES.service, body })).message);
        return out;
      }
      if (!handoff) return out;
      await setWaiting(tx.db, conversationId);
      conv.status = 'waiting';
      const available = await agentsAvailable(tx, opts);
      await notice(available ? handoff.answer : fillText(OFFLINE[tx.lang], { hours: describeHours(opts.hours, tx.lang) }));
      if (available || topic) return out;
    }
    // Waiting while no one can answer: a question with an address to answer at (the buyer's own,
    // or one the guest wrote) is mailed to the shop, once, and the visitor is told where the answer goes.
    if (conv.status === 'waiting' && !conv.leftMessageAt && !topic && !(await agentsAvailable(tx, opts))) {
      const email = tx.buyer ? await buyerEmail(tx) : EMAIL.exec(frame.msg)?.[0];
      // A message left here mails the shop's inbox like the contact form does, so it shares that
      // form's per-source budget: fresh visitors from one address cannot use the inbox as an amplifier.
      const withinLimit = async () =>
        !opts.source || (await allow(countersFor(ctx.db, tx.db), [{ key: `inquiry:ip:${opts.source}`, max: INQUIRIES_PER_IP_HOUR, windowMs: 60 * 60_000 }]));
      if (email && (await withinLimit())) {
        await markMessageLeft(tx.db, conversationId, email);
        await mailShop(tx, conversationId, email, opts);
        mailed = true;
        await notice(fillText(MESSAGE_LEFT[tx.lang], { email }));
      } else if (email) {
        // Kept in the conversation, which waits in the agents' queue; only the mail is not sent.
        await setContactEmail(tx.db, conversationId, email);
        await notice(fillText(MESSAGE_NOT_MAILED[tx.lang], { hours: describeHours(opts.hours, tx.lang) }));
      }
    }
    return out;
  });
  if (mailed) opts.kickMail?.();
  return out;
}

/**
 * Stores an attachment for the conversation (locked by the caller), unless the same send was
 * stored before (a retried upload: its clientMsgId is taken) or the conversation's files would
 * pass CHAT_FILES_MAX_BYTES. The file's id, or null for a retry.
 */
async function storeFile(ctx: RequestContext, conversationId: number, file: Attachment, clientMsgId: string | undefined): Promise<string | null> {
  if (clientMsgId && (await clientMsgIdTaken(ctx.db, conversationId, clientMsgId))) return null;
  const used = await conversationFileBytes(ctx.db, conversationId);
  if (used + file.bytes.length > CHAT_FILES_MAX_BYTES) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'uploadQuotaExceeded');
  const id = randomUUID();
  await insertChatFile(ctx.db, { id, conversationId, name: file.name, mime: file.mime, bytes: file.bytes });
  return id;
}

async function buyerEmail(ctx: RequestContext): Promise<string | undefined> {
  return (await buyerContact(ctx.db, ctx.buyer!.userId))?.email;
}

/** The conversation as mail paragraphs, times in the shop's zone, in the reader's language. */
async function transcript(ctx: RequestContext, conversationId: number, lang: LangCode, hours: ChatHours): Promise<string[]> {
  const t = TRANSCRIPT[lang];
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short', timeZone: hours.timeZone });
  const r = await transcriptMessages(ctx.db, conversationId);
  return r.map((m) => `[${when.format(m.createdAt)}] ${m.userType === 1 ? t.you : (m.staffName ?? t.shop)}: ${m.body}`);
}

/** A left message, to the shop's contact address, in the shop's language, with the address to answer. */
async function mailShop(ctx: RequestContext, conversationId: number, email: string, opts: ChatOptions): Promise<void> {
  const shop = await contactEmail(ctx.db);
  if (!shop) return;
  const lang = DEFAULT_LANG;
  const lines = await transcript(ctx, conversationId, lang, opts.hours);
  await enqueue(ctx.db, paragraphsMail(lang, shop, `${TRANSCRIPT[lang].subject} · ${email}`, [`${email}`, ...lines]));
}

/** "Send to e-mail": the logged-in buyer's conversation, to their own address. False when there is nothing to send. */
export async function mailTranscript(ctx: RequestContext, visitorId: string, opts: ChatOptions): Promise<string | null> {
  const sentTo = await inTransaction(ctx, async (tx) => {
    const c = await conversationFor(tx, visitorId);
    const email = await buyerEmail(tx);
    if (!c || !email) return null;
    const t = TRANSCRIPT[tx.lang];
    await enqueue(tx.db, paragraphsMail(tx.lang, email, t.subject, [t.intro, ...(await transcript(tx, c.id, tx.lang, opts.hours))]));
    return email;
  });
  if (sentTo) opts.kickMail?.();
  return sentTo;
}

/** The logged-in buyer's latest order, in words (the "order status" topic). */
async function latestOrder(ctx: RequestContext): Promise<string> {
  const o = await latestOrderOf(ctx.db, ctx.buyer!.userId);
  return o ? latestOrderAnswer(ctx.lang, o) : NO_ORDERS[ctx.lang];
}

/** Remembers the page the visitor's window is on; a product id that does not exist is dropped. */
export async function setPage(ctx: RequestContext, conversationId: number, page: { path: string; spuId?: number }): Promise<void> {
  await setPagePath(ctx.db, conversationId, ctx.langId, page.path, page.spuId ?? null);
}

interface PageProduct {
  name: string;
  model: string;
  stock: number;
}

function productAnswer(ctx: RequestContext, p: PageProduct): string {
  const t = PRODUCT_ANSWER[ctx.lang];
  const stock = p.stock;
  return fillText(stock > 0 ? t.inStock : t.outOfStock, { name: p.name, model: p.model, stock: new Intl.NumberFormat(ctx.lang).format(stock) });
}
