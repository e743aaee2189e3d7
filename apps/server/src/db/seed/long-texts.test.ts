import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANG_CODES, type LangCode } from '@netshop/contract';
import { describe, expect, it } from 'vitest';
import { loadFamilies } from './catalog/load.js';
import { contentSeed } from './content/index.js';
import { SEED_DATA_DIR } from './files.js';

// Every long text (product family overviews, news, cases, solutions, about pages, policies) is
// written in all six languages: none is missing, none is another language's text left in place,
// and each keeps the English text's Markdown shape and {placeholders}. The texts are Markdown
// files under apps/server/seed-data, one per text and language (ADR 0037).

const content = contentSeed();
const all: { area: 'families' | 'news' | 'articles'; file: string; body: Partial<Record<LangCode, string>> }[] = [
  ...loadFamilies().map((f) => ({ area: 'families' as const, file: `catalog/LANG/families/${f.products[0]!.key}.md`, body: f.long })),
  ...content.news.map((n) => ({ area: 'news' as const, file: `content/LANG/news/${n.date}-${n.cateId}.md`, body: n.body })),
  ...content.articles.map((a) => ({ area: 'articles' as const, file: `content/LANG/${a.kind}/${a.key}.md`, body: a.body })),
];
const headings = (s: string) => s.split('\n').filter((l) => l.startsWith('## ')).length;
const placeholders = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();

/** Every Markdown file under a folder, relative to seed-data. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [relative(SEED_DATA_DIR, join(dir, e.name))] : [],
  );
}

describe('long texts', () => {
  it.each(all.map((x) => [x.file, x] as const))('%s is written in every language, each its own', (_, x) => {
    const texts = LANG_CODES.map((lang) => [lang, x.body[lang] ?? null] as const);
    for (const [lang, text] of texts) expect(text?.trim(), `${lang} missing`).toBeTruthy();
    // No language repeats another's text, not even one paragraph of it (a left-over English paragraph).
    for (const [a, ta] of texts)
      for (const [b, tb] of texts) {
        if (a >= b) continue;
        expect(ta, `${a} equals ${b}`).not.toBe(tb);
        const paragraphs = new Set(ta!.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p.length > 40));
        const shared = tb!.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => paragraphs.has(p));
        expect(shared, `${a} and ${b} share a paragraph`).toEqual([]);
      }
    // The same shape as the English: its headings and (for families) its placeholders.
    for (const [lang, text] of texts) {
      expect(headings(text!), `${lang} headings`).toBe(headings(x.body.en!));
      if (x.area === 'families') expect(placeholders(text!), `${lang} placeholders`).toEqual(placeholders(x.body.en!));
    }
  });

  it('has no stray file: every Markdown file belongs to a seeded family, news item or article', () => {
    const expected = new Set(all.flatMap((x) => LANG_CODES.map((lang) => x.file.replace('LANG', lang))));
    const stray = ['catalog', 'content'].flatMap((area) => markdownFiles(join(SEED_DATA_DIR, area))).filter((f) => !expected.has(f.split('\\').join('/')));
    expect(stray).toEqual([]);
  });
});
