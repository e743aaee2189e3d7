import { API, CHAT_FILE_LINK_TTL_MS, type ChatMessage } from '@netshop/contract';
import { checkLinkToken, linkToken } from '../../lib/signed-link.js';

// A chat file opens by a link its message carries: the file's id and an expiry signed with the
// app secret (lib/signed-link.ts; like the socket's tickets, nothing stored, any process checks it). Messages are read
// by whoever may read the conversation (the visitor's window, the buyer's session, an agent), so
// the link is signed when a message leaves the server to one of them, and lives for hours: a
// reload signs it again. `<a href>` and `<img src>` work without a header.

const SCOPE = 'chat-file';

/** The unsigned path of a file (service.ts puts it in the message; withFileLinks signs it). */
export const fileLink = (fileId: string) => API.chat.file.href({ fileId });

/** The messages with their file links signed for CHAT_FILE_LINK_TTL_MS. */
export function withFileLinks(secret: string, messages: ChatMessage[], now = Date.now()): ChatMessage[] {
  return messages.map((m) => {
    if (!m.file || m.file.url.includes('?')) return m;
    const fileId = m.file.url.slice(m.file.url.lastIndexOf('/') + 1);
    return { ...m, file: { ...m.file, url: `${m.file.url}?t=${linkToken(secret, SCOPE, fileId, CHAT_FILE_LINK_TTL_MS, now)}` } };
  });
}

/** Whether a link's token opens this file now. */
export function checkFileToken(secret: string, fileId: string, token: string, now = Date.now()): boolean {
  return checkLinkToken(secret, SCOPE, fileId, token, now);
}
