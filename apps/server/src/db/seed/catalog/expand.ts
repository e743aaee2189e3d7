import { LANG_CODES, type LangCode } from '@netshop/contract';
import { reviewPoolFor } from './reviews.js';
import { sampleLimitFor } from './samples.js';
import type { DocType, FamilySeed, L } from './types.js';

// Turns the hand-written families into concrete products and SKUs. Deterministic: the same
// seed always gives the same stock, popularity and reviews, so tests can rely on them.

export interface ProductText {
  name: string;
  shortDesc: string;
  longDesc: string | null;
  features: string[];
  specs: { label: string; value: string }[];
  faq: { q: string; a: string }[];
}

export interface ExpandedSku {
  productNo: string;
  price: number;
  stock: number;
  weightG: number;
  attrs: Record<string, string>;
  tiers: { minQty: number; price: number }[];
  /** Free samples: most units per application; 0 = not offered (samples.ts). */
  sampleLimit: number;
}

export interface ExpandedProduct {
  key: string;
  categoryKey: string;
  brand: string;
  model: string;
  image: string;
  featured: boolean;
  isNew: boolean;
  popularity: number;
  ageDays: number;
  texts: Record<LangCode, ProductText>;
  skus: ExpandedSku[];
  compat: string[];
  docs: { key: string; type: DocType; titles: Record<LangCode, string> }[];
  reviews: { lang: LangCode; author: string; rating: number; content: string; ageDays: number; helpful: number }[];
}

/** A small seeded PRNG (mulberry32) keyed by a string. */
export function rng(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function fill(template: string, vars: Record<string, string>, where: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = vars[name];
    if (v === undefined) throw new Error(`${where}: no value for {${name}}`);
    return v;
  });
}

function cartesian<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((x) => [...prefix, x])), [[]]);
}

/** Volume prices: list price for 1–9, 5 % off from 10, 10 % off from 50 units. */
export function tiersFor(price: number) {
  return [
    { minQty: 1, price },
    { minQty: 10, price: Math.round(price * 0.95) },
    { minQty: 50, price: Math.round(price * 0.9) },
  ];
}

export function expandFamilies(families: FamilySeed[]): ExpandedProduct[] {
  const out: ExpandedProduct[] = [];
  for (const fam of families) {
    for (const p of fam.products) {
      const where = `product ${p.key}`;
      const random = rng(p.key);
      const text = (l: L, lang: LangCode) => fill(l[lang], p.vars, where);
      const texts = Object.fromEntries(
        LANG_CODES.map((lang) => {
          const written = fam.long[lang] ?? null;
          const long = written === null ? null : fill(written, p.vars, where);
          return [
            lang,
            {
              name: text(fam.name, lang),
              shortDesc: text(fam.short, lang),
              longDesc: long,
              features: fam.features.map((f) => text(f, lang)),
              specs: fam.specs.map((s) => ({ label: s.label[lang], value: typeof s.value === 'string' ? fill(s.value, p.vars, where) : text(s.value, lang) })),
              faq: fam.faq.map((f) => ({ q: text(f.q, lang), a: text(f.a, lang) })),
            } satisfies ProductText,
          ];
        }),
      ) as Record<LangCode, ProductText>;

      const excluded = new Set((fam.exclude ?? []).map((combo) => [...combo].sort().join('|')));
      const combos = cartesian(fam.skuAxes.map((axis) => axis.values.map((v) => ({ attr: axis.attr, ...v })))).filter(
        (combo) => !excluded.has(combo.map((c) => c.key).sort().join('|')),
      );
      const skus = combos.map((combo) => {
        const price = p.priceUsdCents + combo.reduce((n, c) => n + (c.priceDeltaUsdCents ?? 0), 0);
        const soldOut = random() < 0.08;
        return {
          productNo: p.model + combo.map((c) => c.suffix).join(''),
          price,
          stock: soldOut ? 0 : 5 + Math.floor(random() * 1500),
          weightG: p.weightG + combo.reduce((n, c) => n + (c.weightDeltaG ?? 0), 0),
          attrs: { ...p.saleAttrs, ...Object.fromEntries(combo.map((c) => [c.attr, c.key])) },
          tiers: tiersFor(price),
          sampleLimit: sampleLimitFor(fam.category, price),
        };
      });

      // Reviews from the pool of the product's own group (switch reviews on switches), so the
      // same number of random draws as before keeps every other seeded value unchanged.
      const pool = reviewPoolFor(fam.category);
      const reviewCount = Math.floor(random() * 6);
      const start = Math.floor(random() * pool.length);
      const reviews = Array.from({ length: reviewCount }, (_, i) => ({
        ...pool[(start + i * 5) % pool.length],
        ageDays: 3 + Math.floor(random() * 300),
        helpful: Math.floor(random() * 40),
      }));

      out.push({
        key: p.key,
        categoryKey: fam.category,
        brand: 'YT',
        model: p.model,
        image: fam.image,
        featured: p.featured ?? false,
        isNew: p.isNew ?? false,
        popularity: Math.floor(random() * 1000),
        ageDays: p.isNew ? Math.floor(random() * 30) : 30 + Math.floor(random() * 500),
        texts,
        skus,
        compat: p.compat ?? [],
        docs: fam.docs.map((d) => ({
          key: `${p.key}-${d.type}`,
          type: d.type,
          titles: Object.fromEntries(LANG_CODES.map((lang) => [lang, text(d.title, lang)])) as Record<LangCode, string>,
        })),
        reviews,
      });
    }
  }
  return out;
}
