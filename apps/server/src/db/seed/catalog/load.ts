import type { LangCode } from '@netshop/contract';
import { perLanguage, readJson, readMarkdown } from '../files.js';
import type { AttributeSeed, CategorySeed, DocType, FamilySeed, ImageKind, L, ProductSeed, SkuAxis } from './types.js';

// The catalogue's seed from apps/server/seed-data/catalog (ADR 0037): categories.json,
// attributes.json and families.json hold what reads the same in every language, in order;
// <lang>/{categories,attributes,families}.json each language's names and short texts by key, and
// <lang>/families/<key>.md a family's overview. A family's key is its first product's.

/** Each language's value of one text: `pick` reads it from that language's file. */
function texts<F>(files: Record<LangCode, F>, pick: (file: F) => string | undefined, where: string): L {
  return Object.fromEntries(
    Object.entries(files).map(([lang, file]) => {
      const text = pick(file as F);
      if (text === undefined) throw new Error(`seed-data/catalog/${lang}: no ${where}`);
      return [lang, text];
    }),
  ) as L;
}

export function loadCategories(): CategorySeed[] {
  const files = perLanguage((lang) => readJson<Record<string, { name: string; description: string }>>(`catalog/${lang}/categories.json`));
  return readJson<{ key: string; parent?: string; icon: ImageKind }[]>('catalog/categories.json').map((c) => ({
    ...c,
    names: texts(files, (f) => f[c.key]?.name, `name of category ${c.key}`),
    descriptions: texts(files, (f) => f[c.key]?.description, `description of category ${c.key}`),
  }));
}

export function loadAttributes(): AttributeSeed[] {
  const files = perLanguage((lang) => readJson<Record<string, { name: string; values?: Record<string, string> }>>(`catalog/${lang}/attributes.json`));
  return readJson<{ key: string; facet: boolean; values: string[] }[]>('catalog/attributes.json').map((a) => ({
    key: a.key,
    facet: a.facet,
    names: texts(files, (f) => f[a.key]?.name, `name of attribute ${a.key}`),
    // A value has labels when the English file gives one; then every language must.
    values: a.values.map((v) =>
      files.en[a.key]?.values?.[v] === undefined ? { key: v } : { key: v, labels: texts(files, (f) => f[a.key]?.values?.[v], `label of ${a.key}/${v}`) },
    ),
  }));
}

interface FamilyFile {
  key: string;
  category: string;
  image: ImageKind;
  /** A spec's value when it reads the same in every language, else null (in the language files). */
  specValues: (string | null)[];
  docs: DocType[];
  skuAxes: SkuAxis[];
  exclude?: string[][];
  products: ProductSeed[];
}

interface FamilyTexts {
  name: string;
  short: string;
  features: string[];
  specs: { label: string; value?: string }[];
  faq: { q: string; a: string }[];
  docs: string[];
}

export function loadFamilies(): FamilySeed[] {
  const files = perLanguage((lang) => readJson<Record<string, FamilyTexts>>(`catalog/${lang}/families.json`));
  return readJson<FamilyFile[]>('catalog/families.json').map((f) => {
    if (f.products[0]?.key !== f.key) throw new Error(`seed-data/catalog/families.json: family ${f.key} must be keyed by its first product`);
    const of = (file: FamilyTexts | undefined, what: string) => {
      if (!file) throw new Error(`seed-data/catalog: no texts of family ${f.key} (${what})`);
      return file;
    };
    const t = (pick: (x: FamilyTexts) => string | undefined, what: string) => texts(files, (file) => pick(of(file[f.key], what)), `${what} of family ${f.key}`);
    const en = of(files.en[f.key], 'en');
    const long = perLanguage((lang) => readMarkdown(`catalog/${lang}/families/${f.key}.md`)?.body);
    return {
      category: f.category,
      image: f.image,
      name: t((x) => x.name, 'name'),
      short: t((x) => x.short, 'short'),
      long: Object.fromEntries(Object.entries(long).filter(([, body]) => body !== undefined)) as Partial<L>,
      features: en.features.map((_, i) => t((x) => x.features[i], `feature ${i + 1}`)),
      specs: f.specValues.map((value, i) => ({
        label: t((x) => x.specs[i]?.label, `spec ${i + 1} label`),
        value: value ?? t((x) => x.specs[i]?.value, `spec ${i + 1} value`),
      })),
      faq: en.faq.map((_, i) => ({ q: t((x) => x.faq[i]?.q, `question ${i + 1}`), a: t((x) => x.faq[i]?.a, `answer ${i + 1}`) })),
      docs: f.docs.map((type, i) => ({ type, title: t((x) => x.docs[i], `document ${i + 1}`) })),
      skuAxes: f.skuAxes,
      ...(f.exclude ? { exclude: f.exclude } : {}),
      products: f.products,
    };
  });
}
