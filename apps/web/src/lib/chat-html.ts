import DOMPurify from 'dompurify';

// A chat message's `msg` is HTML (docs/product.md#entities), shown by the buyer's chat window and the agents'
// console. The server escapes what senders type, but neither relies on that (an agent's browser
// holds a staff session): only basic inline formatting and line breaks survive, with no attribute
// at all (no links, images, styles or event handlers). Loaded only with the chat's own chunks.
export const CHAT_ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'del', 'code', 'small', 'sub', 'sup', 'span', 'br'];

export function sanitizeChatHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: CHAT_ALLOWED_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
}

/** A file link of a message, only when it points into this site's API (never javascript:, data: or another origin). */
export function safeChatFileUrl(url: string): string | null {
  return url.startsWith('/api/') && !url.startsWith('//') && !/[\s\\]/.test(url) ? url : null;
}
