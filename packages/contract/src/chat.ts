import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from './constants.js';

export * from './chat-constants.js';
import type { ChatFrameError } from './chat-constants.js';

// Chat (docs/product.md#entities chat message, docs/product.md#states, #calls; ADR 0020). Every stored message has a sequence
// number per conversation, so a window that reconnects asks for what follows the last one it
// showed, and the client's own message id, so a send retried on a weak network is stored once.


export const chatQuickReply = z.object({ itemId: z.string(), item: z.string() });
export type ChatQuickReply = z.infer<typeof chatQuickReply>;

export const chatMessage = z.object({
  id: z.number().int(),
  /** Position in the conversation, from 1. */
  seq: z.number().int(),
  type: z.union([z.literal(1), z.literal(2), z.literal(9)]),
  userType: z.union([z.literal(1), z.literal(2)]),
  /** HTML (docs/product.md#entities); the window sanitises it before rendering. */
  msg: z.string(),
  /** 12-hour en-US `h:mm AM` (docs/product.md#entities, #limits). */
  time: z.string(),
  /** ISO timestamp of the same moment, for ordering and screen readers. */
  sentAt: z.string(),
  user: z.string(),
  avatar: z.string(),
  items: z.array(chatQuickReply),
  /** The sender's own id of the message, when the visitor's window gave one. */
  clientMsgId: z.string().nullable(),
  /** Who wrote it: the userType 2 of docs/product.md#entities is both the assistant and an agent; windows tell them apart by this. */
  from: z.enum(['visitor', 'assistant', 'agent']),
  /** A file sent with the message: a signed link valid for CHAT_FILE_LINK_TTL_MS from when the message was read. */
  file: z.object({ name: z.string(), mime: z.string(), size: z.number().int(), url: z.string() }).nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET /ew/buyer/chat/message/{uuid}: the visitor's uuid (from /chat/visitorId). */
export const chatVisitorParams = z.object({ id: z.string().uuid() });
/**
 * A page of at most CHAT_PAGE_SIZE messages, oldest first: what follows `after` (a reconnect), what
 * precedes `before` (scrolling up), or without either the newest. Sequence numbers have no gaps
 * and start at 1, so a page whose first seq is above 1 has earlier messages.
 */
export const chatHistoryQuery = z.object({
  after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** An outbound frame (docs/product.md#calls): text, or a quick reply by its itemId; clientMsgId makes a retry harmless. */
export const chatSendFrame = z.object({
  msg: z.string().max(CHAT_MESSAGE_MAX).refine((s) => !s.includes('\u0000'), 'invalid'),
  itemId: z.string().max(64).optional(),
  clientMsgId: z.string().min(1).max(64).optional(),
});
export type ChatSendFrame = z.infer<typeof chatSendFrame>;


// ── The WebSocket of docs/product.md#calls: /ws/1/{uuid}/{langId} ──────────────────────────────────────────────

/** The window's JSON heartbeat (docs/product.md#states, every CHAT_HEARTBEAT_MS); the server answers `{ heartbeat: 'pong' }`. */
export const chatHeartbeatFrame = z.object({ heartbeat: z.literal('ping') });

/** What the window may send: a message, a heartbeat, or "resume after this seq" after a reconnect. */
/**
 * The page the window is on (sent on open, on navigation and when the visitor picks another
 * currency): agents see it, on a product page the visitor may ask about that product, and amounts
 * in the assistant's answers are given in `currencyId`, the currency the page shows prices in.
 */
export const chatContextFrame = z.object({
  context: z.object({
    path: z.string().max(300).refine((s) => s.startsWith('/') && !s.includes('\u0000'), 'invalid'),
    spuId: z.number().int().min(1).max(2_147_483_647).optional(),
    currencyId: z.number().int().min(1).max(2_147_483_647).optional(),
  }),
});
/** The visitor is typing (true, again every few seconds while they type) or stopped (false). Not stored as a message. */
export const chatTypingFrame = z.object({ typing: z.boolean() });
/** The window has shown the messages up to this seq: the agent sees "seen". */
export const chatReadFrame = z.object({ read: z.number().int().min(0).max(2_147_483_647) });
// A message is tried before typing and read: a frame that carries both is never taken for the lesser.
export const chatClientFrame = z.union([
  chatHeartbeatFrame,
  z.object({ resume: z.number().int().min(0) }),
  chatContextFrame,
  chatSendFrame,
  chatTypingFrame,
  chatReadFrame,
]);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;

/** The multipart fields of an attachment (besides `file`). */
export const chatAttachFields = z.object({ clientMsgId: z.string().min(1).max(64).optional() });


/**
 * What the server sends (docs/product.md#calls: read as res plus isConnect). A message: `{ res, isConnect: true }`.
 * A heartbeat answer: `{ res: null, isConnect: true, heartbeat: 'pong' }`. A refused frame:
 * `{ res: null, isConnect: false, error }`, with the refused frame's clientMsgId when it had one.
 */
export interface ChatServerFrame {
  res: ChatMessage | null;
  isConnect: boolean;
  heartbeat?: 'pong';
  /** With res null: the agent (named) is typing now; the window shows it for CHAT_TYPING_SHOW_MS unless a message comes first. */
  typing?: { name: string };
  /** With res null: the agent has read the conversation up to this seq. */
  read?: number;
  error?: ChatFrameError;
  clientMsgId?: string;
  /**
   * With res null, once, right after the socket joined its conversation: the newest seq stored
   * then. The link works; what follows the socket's `after` up to here comes next, in order.
   */
  joined?: number;
  /**
   * With res null and clientMsgId: a retried send was stored before as this seq, which the
   * socket has already sent or the window said it has (the window stops retrying it).
   */
  ack?: number;
}


// ── The agents' side (console /console/chat) ────────────────────────────────────────────────
export const CHAT_STATUSES = ['assistant', 'waiting', 'open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** The console's queues: waiting for a person, being answered, closed. */
export const STAFF_CHAT_QUEUES = ['waiting', 'open', 'closed'] as const;
export type StaffChatQueue = (typeof STAFF_CHAT_QUEUES)[number];

export const staffChatQuery = z.object({ queue: z.enum(STAFF_CHAT_QUEUES).default('waiting') });
export const staffChatParams = z.object({ conversationId: z.string().regex(/^\d{1,9}$/).transform(Number) });
/** The messages page as chatHistoryQuery: after, before, or the newest. */
export const staffChatDetailQuery = chatHistoryQuery;

export const staffChatRow = z.object({
  conversationId: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  /** The visitor's language (short name) and country code, if known. */
  lang: z.string(),
  country: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  agentName: z.string().nullable(),
  /** The newest message, as text. */
  lastMessage: z.string(),
  lastAt: z.string(),
  /** When the conversation entered its queue (asked for a person, claimed, closed). */
  since: z.string(),
  /** The page the visitor's window was last on, and its product if it is a product page. */
  page: z.string().nullable(),
  product: z.object({ spuId: z.number().int(), name: z.string(), model: z.string() }).nullable(),
  /** The visitor's window said it is typing within the last CHAT_TYPING_SHOW_MS. */
  visitorTyping: z.boolean(),
  /** The visitor's window has shown the messages up to this seq. */
  visitorReadSeq: z.number().int(),
});
export type StaffChatRow = z.infer<typeof staffChatRow>;
export const staffChatList = z.object({ items: z.array(staffChatRow), counts: z.record(z.enum(STAFF_CHAT_QUEUES), z.number().int()) });
export type StaffChatList = z.infer<typeof staffChatList>;

export const staffChatDetail = z.object({
  conversation: staffChatRow,
  messages: z.array(chatMessage),
  /** What the agent knows of the visitor: their latest orders when they are a logged-in buyer. */
  recentOrders: z.array(z.object({ orderNo: z.string(), status: z.string(), createdAt: z.string() })),
  /** A logged-in buyer's cart (newest lines first, at most ten), named in the agent's language. */
  cart: z.array(z.object({ productNo: z.string(), name: z.string(), quantity: z.number().int() })),
  /** Canned answers: the assistant's topics in the visitor's language. */
  canned: z.array(z.object({ key: z.string(), label: z.string(), answer: z.string() })),
});
export type StaffChatDetail = z.infer<typeof staffChatDetail>;

export const staffChatReplyBody = z.object({
  msg: z.string().trim().min(1, 'required').max(CHAT_MESSAGE_MAX, 'tooLong').refine((s) => !s.includes('\u0000'), 'invalid'),
  clientMsgId: z.string().min(1).max(64).optional(),
});
export type StaffChatReplyBody = z.infer<typeof staffChatReplyBody>;

// ── The agents' socket (/ws/staff?ticket=…, ADR 0034) ──────────────────────────────────────
// The console learns of visitors' messages by push, on the same bus as the windows: every
// conversation's new messages as `activity` (the queues refresh), and the messages of the one
// conversation the agent watches, in order, after the seq it names (resume by sequence, as a window).

/** What the console sends: which conversation it shows and the newest seq it has of it (null: none), or a heartbeat. */
export const staffSocketClientFrame = z.union([
  chatHeartbeatFrame,
  z.object({ watch: z.number().int().min(1).max(2_147_483_647).nullable(), after: z.number().int().min(0).max(2_147_483_647).default(0) }),
]);
export type StaffSocketClientFrame = z.input<typeof staffSocketClientFrame>;

export interface StaffSocketServerFrame {
  /** Once, when the socket is ready. */
  joined?: true;
  heartbeat?: 'pong';
  /** A message of the watched conversation (each seq once, in order). */
  conversationId?: number;
  res?: ChatMessage;
  /** Some conversation changed (a message was stored): queues and counts are out of date. */
  activity?: { conversationId: number; seq: number };
  /** The visitor of a conversation is typing now. */
  visitorTyping?: { conversationId: number };
  /**
   * A conversation changed without a message (a buyer took it over at login, the visitor read
   * further): a console showing it reads it again.
   */
  changed?: { conversationId: number };
  error?: ChatFrameError;
}

/** POST /ew/staff/chat/ticket: a one-minute ticket for the agents' socket. */
export const staffSocketPath = '/ws/staff';

/** POST /ew/buyer/chat/ticket: for the socket of this visitor. */
export const chatTicketBody = z.object({ visitorId: z.string().uuid() });
export const chatTicket = z.object({ ticket: z.string(), expiresInMs: z.number().int() });

// ── The assistant's topics, edited by staff ────────────────────────────────────────────────
const topicText = z.object({
  label: z.string().trim().min(1, 'required').max(80, 'tooLong').refine((s) => !s.includes('\u0000'), 'invalid'),
  answer: z.string().trim().min(1, 'required').max(2000, 'tooLong').refine((s) => !s.includes('\u0000'), 'invalid'),
});
export const staffChatTopic = z.object({
  key: z.string(),
  action: z.enum(['answer', 'handoff']),
  sort: z.number().int(),
  active: z.boolean(),
  /** By language short name; every language of the shop. */
  texts: z.record(z.string(), topicText),
});
export type StaffChatTopic = z.infer<typeof staffChatTopic>;
export const staffChatTopicParams = z.object({ key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/) });
/** Texts in all six languages: the assistant never answers a visitor in a language left empty. */
export const staffChatTopicBody = z.object({
  sort: z.number().int().min(0).max(10_000),
  active: z.boolean(),
  texts: z.object({ 'zh-CN': topicText, en: topicText, es: topicText, fi: topicText, fr: topicText, ja: topicText }),
});
export type StaffChatTopicBody = z.infer<typeof staffChatTopicBody>;
