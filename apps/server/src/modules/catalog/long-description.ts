import sanitizeHtml from 'sanitize-html';

// A product's long description is light Markdown (## headings, - lists, blank-line paragraphs),
// rendered with every character escaped (lib/markdown.ts). Staff often paste it from a supplier's
// web page, as HTML: the console keeps its structure and drops everything else, so what is stored
// is text again. sanitize-html (a maintained sanitiser) removes scripts, styles, attributes and
// every tag but the few structural ones first; only then are those few turned into Markdown.

const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;
const STRUCTURE = ['h1', 'h2', 'h3', 'h4', 'p', 'div', 'br', 'ul', 'ol', 'li'];
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The description as light Markdown: unchanged without HTML, else its text and structure only. */
export function cleanLongDescription(source: string): string {
  if (!LOOKS_LIKE_HTML.test(source)) return source;
  const clean = sanitizeHtml(source, { allowedTags: STRUCTURE, allowedAttributes: {}, disallowedTagsMode: 'discard' });
  const markdown = clean
    .replace(/\s*<h[1-4]>\s*/g, '\n\n## ')
    .replace(/\s*<\/h[1-4]>\s*/g, '\n\n')
    .replace(/\s*<li>\s*/g, '\n- ')
    .replace(/\s*<\/li>\s*/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/\s*<\/?(p|div|ul|ol)>\s*/g, '\n\n')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]!);
  return markdown
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
