import DOMPurify from 'dompurify';

// A message's `msg` is HTML (spec §3). The server escapes what visitors type, but the console
// does not rely on that: an agent's browser holds a staff session, so only inline formatting and
// line breaks survive, with no attribute at all (no links, images, styles or event handlers).
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'del', 'code', 'small', 'sub', 'sup', 'span', 'br'];

export function sanitizeMessageHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
}
