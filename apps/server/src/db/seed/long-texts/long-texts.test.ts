import { LANG_CODES, type LangCode } from '@netshop/contract';
import { describe, expect, it } from 'vitest';
import { NETWORK_FAMILIES } from '../catalog/families-network.js';
import { OPTICS_FAMILIES } from '../catalog/families-optics.js';
import { CASES } from '../content/cases.js';
import { NEWS } from '../content/news.js';
import { ABOUT_PAGES, COMPANY_INFO, POLICIES } from '../content/pages.js';
import { SOLUTIONS } from '../content/solutions.js';
import type { Long } from '../content/types.js';
import { longText, LONG_TEXTS } from './index.js';

// Every long text (product family overviews, news, cases, solutions, about pages, policies) is
// written in all six languages: none is missing, none is another language's text left in place,
// and each keeps its source's Markdown shape and {placeholders}.

const all: { area: 'families' | 'news' | 'articles'; key: string; body: Long }[] = [
  ...[...NETWORK_FAMILIES, ...OPTICS_FAMILIES].map((f) => ({ area: 'families' as const, key: f.products[0]!.key, body: f.long })),
  ...NEWS.map((n) => ({ area: 'news' as const, key: `${n.date}-${n.cateId}`, body: n.body })),
  ...CASES.map((a) => ({ area: 'articles' as const, key: `case/${a.key}`, body: a.body })),
  ...SOLUTIONS.map((a) => ({ area: 'articles' as const, key: `solution/${a.key}`, body: a.body })),
  ...ABOUT_PAGES.map((a) => ({ area: 'articles' as const, key: `about/${a.key}`, body: a.body })),
  { area: 'articles' as const, key: `info/${COMPANY_INFO.key}`, body: COMPANY_INFO.body },
  ...POLICIES.map((a) => ({ area: 'articles' as const, key: `policy/${a.key}`, body: a.body })),
];
const textOf = (x: (typeof all)[number], lang: LangCode) => (lang === 'zh-CN' || lang === 'en' ? x.body[lang] : longText(x.body, lang, x.area, x.key));
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
      for (const area of ['families', 'news', 'articles'] as const)
        for (const key of Object.keys(texts[area])) expect(keys.has(`${area} ${key}`), `${lang} ${area} ${key}`).toBe(true);
  });
});
