import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { transaction } from '../../lib/request-context.js';
import { documentIdsOfProducts, productIdsAfter } from '../catalog/index.js';
import { readSettings, writeSetting } from '../site/index.js';
import { analyze, productNumberTerms, synonyms } from './analyze.js';
import { articleTexts, clearIndex, deleteDocs, deleteDocuments, deleteProducts, documentTexts, newsTexts, productTexts, rebuildVocabulary, upsertDocs, upsertProducts, type ProductText } from './index-queries.js';

/** Bumped when analysis changes, so every index is rebuilt at the next start. */
const ANALYZER_VERSION = '6';

/** A resource (document, news, case study, solution) in one language. */
export interface IndexDoc {
  kind: 'document' | 'news' | 'case' | 'solution';
  refId: number;
  langId: number;
  title: string;
  /** Terms by weight: A title, B identifiers and summary, C body. */
  a: string[];
  b: string[];
  c: string[];
}

/** One product's search row: the texts of every language merged. */
export interface ProductRow {
  productId: number;
  popularity: number;
  titleTerms: string[];
  terms: string[];
}

/**
 * The terms of a product's compatibility list (issue 27: "Cisco SFP-10G-SR", the OEM part numbers
 * it replaces): words and joined numbers like its own model's, but in the any-match terms only,
 * never the title terms. A buyer who types the OEM number finds the compatible module, and a
 * product whose own model or SKU number that is still ranks above it (the exact, prefix and
 * title tiers read title terms; see search/service.ts tiers()).
 */
export function compatTerms(names: string[]): string[] {
  // Each word joined too: "Cisco SFP-10G-SR" is found by "sfp10gsr" as well as by "ciscosfp10gsr".
  return [...analyze(names.join(' ')), ...names.flatMap((n) => [n, ...n.split(/\s+/)].flatMap(productNumberTerms))];
}

export function productRow(texts: ProductText[]): ProductRow {
  const [first] = texts;
  const ids = [...analyze(`${first.model} ${first.productNos.join(' ')}`), ...first.productNos.flatMap(productNumberTerms), ...productNumberTerms(first.model)];
  const names = texts.flatMap((t) => analyze(t.name));
  const rest = texts.flatMap((t) => [
    ...analyze(`${t.shortDesc} ${t.category}`),
    ...analyze([...t.features, ...t.specs.map((sp) => `${sp.label} ${sp.value}`)].join(' ')),
    ...synonyms(analyze(t.name)),
  ]);
  const compat = compatTerms(first.compatNames);
  return {
    productId: first.id,
    popularity: first.popularity,
    titleTerms: [...names, ...ids],
    terms: [...names, ...ids, ...rest, ...compat],
  };
}

/** A tsvector literal of bare lexemes (no positions): what matching needs, at a fraction of the size. */
export function lexemesLiteral(terms: string[]): string {
  return [...new Set(terms.filter((t) => t && t.length < 200))].map((t) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' ');
}

/**
 * A tsvector literal of the document's terms with positions and weights (ranking and ts_filter
 * need positions: weights live on them). Terms go in as analysed, never re-parsed by PostgreSQL.
 */
export function tsvectorLiteral(doc: Pick<IndexDoc, 'a' | 'b' | 'c'>): string {
  const positions = new Map<string, string[]>();
  let pos = 0;
  for (const [weight, terms] of [['A', doc.a], ['B', doc.b], ['C', doc.c]] as const) {
    for (const term of terms) {
      if (!term || term.length >= 200 || pos >= 16_383) continue;
      pos++;
      const list = positions.get(term) ?? [];
      if (list.length < 64) list.push(`${pos}${weight}`);
      positions.set(term, list);
    }
  }
  return [...positions].map(([term, list]) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${list.join(',')}`).join(' ');
}

/** Writes index rows in batches; the tsvector is built from the given lexemes without re-parsing. */
export async function writeDocs(db: Db, docs: IndexDoc[]): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < docs.length; i += BATCH) {
    await upsertDocs(db, docs.slice(i, i + BATCH).map((d) => ({ kind: d.kind, refId: d.refId, langId: d.langId, title: d.title, terms: tsvectorLiteral(d) })));
  }
}

/** Search rows of the given products. */
export async function productRows(db: Db, ids: number[]): Promise<ProductRow[]> {
  const byProduct = new Map<number, ProductText[]>();
  for (const t of await productTexts(db, ids)) byProduct.set(t.id, [...(byProduct.get(t.id) ?? []), t]);
  return [...byProduct.values()].map(productRow);
}

/** Writes product search rows in batches (insert or replace). */
export async function writeProductRows(db: Db, list: ProductRow[]): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < list.length; i += BATCH) {
    await upsertProducts(db, list.slice(i, i + BATCH).map((r) => ({ productId: r.productId, popularity: r.popularity, titleTerms: lexemesLiteral(r.titleTerms), terms: lexemesLiteral(r.terms) })));
  }
}

/** The correction vocabulary: every Latin word of the product names, models and numbers. */
export async function refreshVocabulary(db: Db): Promise<void> {
  await rebuildVocabulary(db);
}

/** Indexes products by id ranges, so a large catalogue never sits in memory at once. */
export async function indexProducts(db: Db, ids?: number[]): Promise<void> {
  if (ids) return writeProductRows(db, await productRows(db, ids));
  const CHUNK = 2000;
  for (let after = 0; ; ) {
    const next = await productIdsAfter(db, after, CHUNK);
    if (!next.length) return;
    await writeProductRows(db, await productRows(db, next));
    after = next.at(-1)!;
  }
}

/**
 * Brings a few products' search rows up to date after the console changed them (issue 27): a
 * published product is written anew (a new or renamed one is found at once), one that is not
 * published any more leaves the index (the catalogue's search texts view has no rows for it).
 * Their documents follow: their rows carry the product's name and model, and a document is
 * searchable only while its product is published (so publishing or unpublishing reaches them).
 * Runs in the caller's transaction, so the index changes with the product or not at all.
 */
export async function reindexProducts(db: Db, ids: number[]): Promise<void> {
  await deleteProducts(db, ids);
  await indexProducts(db, ids);
  await reindexDocuments(db, await documentIdsOfProducts(db, ids));
}

/**
 * Brings one news item's or article's rows up to date after the console changed it (issue 27):
 * written anew while it is published or scheduled, removed when it is a draft or deleted. Runs in
 * the caller's transaction. Hits on a scheduled one are left out until its time (queries.ts).
 */
export async function reindexContent(db: Db, kind: 'news' | 'case' | 'solution', id: number): Promise<void> {
  await deleteDocs(db, kind, id);
  const docs = kind === 'news' ? resourceDocs([], await newsTexts(db, id), []) : resourceDocs([], [], await articleTexts(db, id));
  if (docs.length) await writeDocs(db, docs);
}

/**
 * Brings one product document's rows up to date after the console added or removed it (issue 27):
 * written anew while it exists under a published product, removed otherwise. Runs in the caller's transaction.
 */
export async function reindexDocument(db: Db, id: number): Promise<void> {
  await reindexDocuments(db, [id]);
}

/** Some documents' rows anew, 1000 at a time (an import re-indexes thousands of products, each with several documents). */
async function reindexDocuments(db: Db, ids: number[]): Promise<void> {
  const CHUNK = 1000;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    await deleteDocuments(db, chunk);
    const docs = resourceDocs(await documentTexts(db, chunk), [], []);
    if (docs.length) await writeDocs(db, docs);
  }
}

async function contentDocs(db: Db): Promise<IndexDoc[]> {
  return resourceDocs(await documentTexts(db), await newsTexts(db), await articleTexts(db));
}

function resourceDocs(docs: Awaited<ReturnType<typeof documentTexts>>, news: Awaited<ReturnType<typeof newsTexts>>, articles: Awaited<ReturnType<typeof articleTexts>>): IndexDoc[] {
  return [
    ...docs.map((d) => ({ kind: 'document' as const, refId: d.id, langId: d.langId, title: d.title, a: analyze(d.title), b: [...analyze(`${d.product} ${d.model} ${d.type}`), ...productNumberTerms(d.model)], c: [] })),
    ...news.map((n) => ({ kind: 'news' as const, refId: n.id, langId: n.langId, title: n.title, a: analyze(n.title), b: analyze(n.summary), c: analyze(n.body ?? '') })),
    ...articles.map((a) => ({
      kind: a.kind,
      refId: a.id,
      langId: a.langId,
      title: a.title,
      a: analyze(a.title),
      b: analyze(`${a.summary} ${a.industry ?? ''}`),
      c: analyze(a.body ?? ''),
    })),
  ];
}

/** Rebuilds the whole index when the seeded data or the analyser changed since the last build. */
export async function ensureSearchIndex(db: Db): Promise<void> {
  const settings = await readSettings(db, ['catalogSeedHash', 'contentSeedHash', 'searchIndexHash']);
  const get = (k: string) => settings.get(k) ?? '';
  const wanted = createHash('sha256').update(`${ANALYZER_VERSION}|${get('catalogSeedHash')}|${get('contentSeedHash')}`).digest('hex');
  if (get('searchIndexHash') === wanted) return;
  await transaction(db, async (t) => {
    await clearIndex(t);
    await indexProducts(t);
    await refreshVocabulary(t);
    await writeDocs(t, await contentDocs(t));
    await writeSetting(t, 'searchIndexHash', wanted);
  });
}
