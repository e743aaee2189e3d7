import DOMPurify from 'dompurify';

// A chat message's `msg` is HTML (spec §3). The server escapes what senders type, but the window
// does not rely on that: only basic inline formatting and line breaks survive, with no attribute
// at all (no links, images, styles or event handlers).
export const CHAT_ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'del', 'code', 'small', 'sub', 'sup', 'span', 'br'];

export function sanitizeChatHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: CHAT_ALLOWED_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
}
