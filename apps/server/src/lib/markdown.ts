const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * Renders the light Markdown of seeded texts (blank-line paragraphs, `## ` headings, `- ` lists)
 * to HTML. Every character of the source is escaped first, so no markup can come through.
 */
export function renderLightMarkdown(source: string): string {
  const blocks = source.replace(/\r\n/g, '\n').split(/\n{2,}/);
  const html: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').map((l) => l.trim()).filter(Boolean);
    if (!lines.length) continue;
    let para: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (para.length) html.push(`<p>${para.join(' ')}</p>`);
      if (list.length) html.push(`<ul>${list.map((li) => `<li>${li}</li>`).join('')}</ul>`);
      para = [];
      list = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        flush();
        html.push(`<h2>${escapeHtml(line.slice(3))}</h2>`);
      } else if (line.startsWith('- ')) {
        if (para.length) flush();
        list.push(escapeHtml(line.slice(2)));
      } else {
        if (list.length) flush();
        para.push(escapeHtml(line));
      }
    }
    flush();
  }
  return html.join('\n');
}
