const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** Pieces of the query worth marking in a result: Latin words and CJK runs with their bigrams. */
export function highlightTerms(query: string): string[] {
  const out = new Set<string>();
  for (const word of query.normalize('NFKC').split(/[\s,;:/|()[\]{}"'<>]+/)) {
    const w = word.replace(/[+.\-]+$/, '');
    if (!w) continue;
    if (CJK.test(w)) {
      out.add(w);
      const chars = [...w];
      for (let i = 0; i < chars.length - 1; i++) out.add(chars[i] + chars[i + 1]);
    } else if (w.length >= 2 || /\d/.test(w)) {
      out.add(w);
    }
  }
  return [...out].sort((a, b) => b.length - a.length).slice(0, 20);
}

/** Splits text into plain and matched parts (case- and accent-insensitive for Latin). */
export function splitHighlights(text: string, query: string): { text: string; hit: boolean }[] {
  const terms = highlightTerms(query);
  if (!terms.length) return [{ text, hit: false }];
  const escaped = terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(${escaped.join('|')})`, 'giu');
  return text
    .split(re)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hit: terms.some((t) => t.localeCompare(part, undefined, { sensitivity: 'base' }) === 0) }));
}
