// The chat's constants and helpers without zod (issue 13): the buyer's chat window and the
// agents' console import this file (`@netshop/contract/chat`), so the schemas of chat.ts stay out
// of their chunks. chat.ts re-exports all of it for the server.

/** docs/product.md#entities: 1 text, 2 system notice, 9 a quick reply the visitor picked. */
export const CHAT_MESSAGE_TYPES = { text: 1, notice: 2, quickReply: 9 } as const;
/** docs/product.md#entities: 1 visitor, 2 customer service (the assistant and agents). */
export const CHAT_USER_TYPES = { visitor: 1, service: 2 } as const;

/** 12-hour en-US time of docs/product.md#entities/#limits (`9:05 PM`) in the local zone of whoever formats it, whatever the interface language. */
export function chatTime(at: Date): string {
  return at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
}

/** Path of the chat socket (docs/product.md#calls), under the same origin as the API. */
export const chatSocketPath = (visitorId: string, langId: number) => `/ws/1/${encodeURIComponent(visitorId)}/${langId}`;

/** The quick reply a product page's window offers: the assistant answers about the product of the context. */
export const CHAT_PRODUCT_ITEM = 'product';

/** A chat attachment follows the rules of question and inquiry files (docs/product.md#validation): these types, by content, up to UPLOAD_MAX_BYTES. */
export const CHAT_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'txt'] as const;
/** How long the link in a message's `file` opens the file: a reload or a delivery signs it again. */
export const CHAT_FILE_LINK_TTL_MS = 6 * 60 * 60_000;

/** Why the server could not take a frame (the window shows the link-error toast, docs/product.md#errors). */
export const CHAT_FRAME_ERRORS = ['invalid', 'tooLong', 'rateLimited'] as const;
export type ChatFrameError = (typeof CHAT_FRAME_ERRORS)[number];

/** Largest frame the server reads (a 1000-character message in JSON is far below it). */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024;
/** Messages one socket may send in CHAT_RATE_WINDOW_MS before frames are refused. */
export const CHAT_RATE_LIMIT = 20;
export const CHAT_RATE_WINDOW_MS = 10_000;

/**
 * Path of the chat socket with the last seq the window shows: the server sends everything after
 * it, in order, before anything newer (ADR 0034). Without `after`, only what is stored from now on.
 */
export const chatSocketPathAfter = (visitorId: string, langId: number, after: number) => `${chatSocketPath(visitorId, langId)}?after=${Math.max(0, Math.floor(after))}`;

/** Messages a history read or a socket's catch-up sends at once (the rest follows page by page). */
export const CHAT_PAGE_SIZE = 100;

/** A window says "typing" again at most this often while its visitor types; an agent's console likewise. */
export const CHAT_TYPING_EVERY_MS = 3_000;
/** How long a "typing" is shown after the last one arrived. */
export const CHAT_TYPING_SHOW_MS = 6_000;
