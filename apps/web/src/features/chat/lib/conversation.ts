import type { ChatMessage } from '@netshop/contract';
import { CHAT_FILE_EXTENSIONS, CHAT_MESSAGE_TYPES, CHAT_USER_TYPES, chatTime } from '@netshop/contract/chat';
import { CHAT_MESSAGE_MAX, UPLOAD_MAX_BYTES } from '@netshop/contract/constants';

// What the chat window shows, as plain functions (docs/product.md#entities, #states, #validation): the server's messages once
// each, ordered by seq whatever order they arrive in (socket, history pages, file uploads), and
// the visitor's own sends shown at once as pending until the server echoes them with the same
// clientMsgId. Staff replies have their own clientMsgId space (ADR 0034): only a visitor's
// message is an echo of a send.

export type EntryState = 'sent' | 'pending' | 'failed';

export interface ChatEntry {
  /** Stable across the pending → sent replacement (React key). */
  key: string;
  message: ChatMessage;
  state: EntryState;
}

/** The visitor's own message: the only kind whose clientMsgId answers a send of this window. */
export const isVisitorEcho = (m: ChatMessage) => m.from === 'visitor';

// An agent's message may carry the same clientMsgId string as a visitor's: it is keyed by its seq.
const keyOf = (m: ChatMessage) => (m.clientMsgId && isVisitorEcho(m) ? `c:${m.clientMsgId}` : `s:${m.seq}`);

/** Adds server messages: one per seq, a pending send replaced by its echo (never shown twice). */
export function mergeMessages(entries: readonly ChatEntry[], incoming: readonly ChatMessage[]): ChatEntry[] {
  if (incoming.length === 0) return entries as ChatEntry[];
  const sent = new Map<number, ChatEntry>();
  const local: ChatEntry[] = [];
  for (const e of entries) {
    if (e.state === 'sent') sent.set(e.message.seq, e);
    else local.push(e);
  }
  for (const m of incoming) {
    const mine = m.clientMsgId && isVisitorEcho(m) ? local.findIndex((e) => e.message.clientMsgId === m.clientMsgId) : -1;
    const before = sent.get(m.seq);
    // An echo keeps the key of the pending copy it replaces, so the bubble is updated in place.
    const key = mine >= 0 ? local[mine].key : (before?.key ?? keyOf(m));
    if (mine >= 0) local.splice(mine, 1);
    sent.set(m.seq, { key, message: m, state: 'sent' });
  }
  return [...[...sent.values()].sort((a, b) => a.message.seq - b.message.seq), ...local];
}

export function addPending(entries: readonly ChatEntry[], message: ChatMessage): ChatEntry[] {
  return [...entries, { key: keyOf(message), message, state: 'pending' }];
}

/** The server refused a send, or the link gave up before the echo came. */
export function markFailed(entries: readonly ChatEntry[], clientMsgId?: string): ChatEntry[] {
  return entries.map((e) => (e.state === 'pending' && (clientMsgId === undefined || e.message.clientMsgId === clientMsgId) ? { ...e, state: 'failed' } : e));
}

/**
 * The server says a resent message was stored before: the copy the window has from the server
 * stays, the pending one goes (or, without a copy, the pending one counts as sent).
 */
export function settleAcked(entries: readonly ChatEntry[], clientMsgId: string): ChatEntry[] {
  const mine = (e: ChatEntry) => e.message.clientMsgId === clientMsgId && isVisitorEcho(e.message);
  if (entries.some((e) => mine(e) && e.state === 'sent')) return entries.filter((e) => !(mine(e) && e.state !== 'sent'));
  return entries.map((e) => (mine(e) ? { ...e, state: 'sent' } : e));
}

/** A failed send goes again: pending until its echo. */
export function markPending(entries: readonly ChatEntry[], clientMsgId: string): ChatEntry[] {
  return entries.map((e) => (e.state === 'failed' && e.message.clientMsgId === clientMsgId ? { ...e, state: 'pending' } : e));
}

/** The last sequence number shown (0 before any): what a reconnect resumes after. */
export function lastSeq(entries: readonly ChatEntry[]): number {
  let last = 0;
  for (const e of entries) if (e.state === 'sent' && e.message.seq > last) last = e.message.seq;
  return last;
}

/** The first sequence number shown (0 before any): above 1, earlier messages can be loaded. */
export function firstSeq(entries: readonly ChatEntry[]): number {
  let first = 0;
  for (const e of entries) if (e.state === 'sent' && (first === 0 || e.message.seq < first)) first = e.message.seq;
  return first;
}

export type DraftCheck = { ok: true; msg: string } | { ok: false; reason: 'empty' | 'tooLong' };

/** docs/product.md#validation: at most CHAT_MESSAGE_MAX characters, and an empty (or whitespace-only) message is not sent. */
export function checkDraft(text: string): DraftCheck {
  const msg = text.trim();
  if (msg === '') return { ok: false, reason: 'empty' };
  if (msg.length > CHAT_MESSAGE_MAX) return { ok: false, reason: 'tooLong' };
  return { ok: true, msg };
}

/** The file input's `accept`: the types of question and inquiry files (docs/product.md#validation). */
export const FILE_ACCEPT = CHAT_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** docs/product.md#validation/#errors: a file the window will not send (the server checks the content again). */
export function checkFile(file: { name: string; size: number }): 'tooLarge' | 'type' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(CHAT_FILE_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Appends (an emoji) only if the result stays within the limit; the text is unchanged otherwise. */
export function appendWithinLimit(text: string, addition: string): string {
  return text.length + addition.length > CHAT_MESSAGE_MAX ? text : text + addition;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The visitor's own send as the window shows it until the echo: the docs/product.md#entities HTML the server would build. */
export function pendingMessage({ clientMsgId, msg, itemId, file, at = new Date() }: { clientMsgId: string; msg: string; itemId?: string; file?: File; at?: Date }): ChatMessage {
  return {
    id: 0,
    seq: 0,
    type: itemId ? CHAT_MESSAGE_TYPES.quickReply : CHAT_MESSAGE_TYPES.text,
    userType: CHAT_USER_TYPES.visitor,
    msg: escapeHtml(msg).replace(/\r?\n/g, '<br>'),
    time: chatTime(at),
    sentAt: at.toISOString(),
    user: '',
    avatar: '',
    items: [],
    clientMsgId,
    from: 'visitor',
    // A file being sent shows its name and size; the link comes with the server's copy.
    file: file ? { name: file.name, mime: file.type, size: file.size, url: '' } : null,
  };
}

/** A client message id (crypto.randomUUID, with a fallback for old browsers and plain-http hosts). */
export function newClientMsgId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
