import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// A body written in the console becomes the HTML the shop shows, once, when it is saved (issue
// 27). Two locks, each enough alone: markdown-it with `html: false` prints any raw HTML in the
// Markdown as text and refuses javascript:/vbscript:/data: links; then sanitize-html keeps only the
// elements and attributes an article uses, links and images on http(s) or mailto only, no style,
// no event handler, no script — so a bug or a future option in one library cannot let markup through.

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED_TAGS = ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 's', 'blockquote', 'code', 'pre', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose address was refused (not https) is left out, not kept empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // A heading of level 1 is the page's own title: a body's # becomes ##.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};

/** The HTML of a Markdown body, sanitised; empty for an empty body. */
export function renderBody(markdown: string): string {
  if (!markdown.trim()) return '';
  return sanitizeHtml(md.render(markdown), SANITIZE).trim();
}

/** Any HTML sanitised with the same rules (what a body's HTML may contain, whatever made it). */
export const sanitizeBodyHtml = (html: string) => sanitizeHtml(html, SANITIZE);
