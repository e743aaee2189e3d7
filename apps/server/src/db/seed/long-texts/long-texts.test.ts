import { LANG_CODES, type LangCode } from '@netshop/contract';
import { describe, expect, it } from 'vitest';
import { NETWORK_FAMILIES } from '../catalog/families-network.js';
import { OPTICS_FAMILIES } from '../catalog/families-optics.js';
import { contentSeed } from '../content/index.js';
import { longText, LONG_TEXTS } from './index.js';

// Every long text (product family overviews, news, cases, solutions, about pages, policies) is
// written in all six languages: none is missing, none is another language's text left in place,
// and each keeps its source's Markdown shape and {placeholders}.

const content = contentSeed();
const all: { area: 'families' | 'news' | 'articles'; key: string; body: Partial<Record<LangCode, string>> & { en: string } }[] = [
  ...[...NETWORK_FAMILIES, ...OPTICS_FAMILIES].map((f) => ({
    area: 'families' as const,
    key: f.products[0]!.key,
    body: { ...Object.fromEntries(LANG_CODES.map((l) => [l, longText(f.long, l, 'families', f.products[0]!.key)])), en: f.long.en },
  })),
  // News and articles: seed-data/content/<lang>/news/<date>-<cateId>.md and <lang>/<kind>/<key>.md.
  ...content.news.map((n) => ({ area: 'news' as const, key: `${n.date}-${n.cateId}`, body: { ...n.body, en: n.body.en ?? '' } })),
  ...content.articles.map((a) => ({ area: 'articles' as const, key: `${a.kind}/${a.key}`, body: { ...a.body, en: a.body.en ?? '' } })),
];
const textOf = (x: (typeof all)[number], lang: LangCode) => x.body[lang] ?? null;
const headings = (s: string) => s.split('\n').filter((l) => l.startsWith('## ')).length;
const placeholders = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();

describe('long texts', () => {
  it.each(all.map((x) => [`${x.area} ${x.key}`, x] as const))('%s is written in every language, each its own', (_, x) => {
    const texts = LANG_CODES.map((lang) => [lang, textOf(x, lang)] as const);
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
      expect(headings(text!), `${lang} headings`).toBe(headings(x.body.en));
      if (x.area === 'families') expect(placeholders(text!), `${lang} placeholders`).toEqual(placeholders(x.body.en));
    }
  });

  it('has no stray entry: every translated key belongs to a seed', () => {
    const keys = new Set(all.map((x) => `${x.area} ${x.key}`));
    for (const [lang, texts] of Object.entries(LONG_TEXTS))
      for (const area of ['families'] as const)
        for (const key of Object.keys(texts[area])) expect(keys.has(`${area} ${key}`), `${lang} ${area} ${key}`).toBe(true);
  });
});
