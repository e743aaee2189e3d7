import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { transaction } from '../../lib/request-context.js';
import { readSettings, writeSetting } from '../site/index.js';
import { analyze, productNumberTerms, synonyms } from './analyze.js';

/** Bumped when analysis changes, so every index is rebuilt at the next start. */
const ANALYZER_VERSION = '5';

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

interface ProductText {
  id: number;
  popularity: number;
  langId: number;
  name: string;
  shortDesc: string;
  model: string;
  productNos: string[];
  category: string;
  features: string[];
  specs: { label: string; value: string }[];
}

/** One product's search row: the texts of every language merged. */
export interface ProductRow {
  productId: number;
  popularity: number;
  titleTerms: string[];
  terms: string[];
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
  return {
    productId: first.id,
    popularity: Number(first.popularity) || 0,
    titleTerms: [...names, ...ids],
    terms: [...names, ...ids, ...rest],
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
    const batch = docs.slice(i, i + BATCH);
    const values = sql.join(
      batch.map(
        (d) => sql`(${d.kind}, ${d.refId}, ${d.langId}, ${d.title}, ${tsvectorLiteral(d)}::tsvector)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      INSERT INTO search_doc (kind, ref_id, lang_id, title, terms) VALUES ${values}
      ON CONFLICT (kind, ref_id, lang_id) DO UPDATE SET title = excluded.title, terms = excluded.terms`);
  }
}

/** Search rows of the given products. */
export async function productRows(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const r = await rows<ProductText>(
    db,
    sql`SELECT p.id, coalesce(p.popularity, 0) AS popularity, i.lang_id AS "langId", i.name, i.short_desc AS "shortDesc", p.model, i.features, i.specs,
               coalesce(ci.name, '') AS category,
               coalesce((SELECT array_agg(s.product_no) FROM sku s WHERE s.product_id = p.id), '{}') AS "productNos"
          FROM product p JOIN product_i18n i ON i.product_id = p.id
          LEFT JOIN category_i18n ci ON ci.category_id = p.category_id AND ci.lang_id = i.lang_id
         WHERE p.id IN (${sql.join(ids.map((id) => sql`${Number(id)}`), sql`, `)})
         ORDER BY p.id, i.lang_id`,
  );
  const byProduct = new Map<number, ProductText[]>();
  for (const t of r) {
    const id = Number(t.id);
    byProduct.set(id, [...(byProduct.get(id) ?? []), { ...t, id, langId: Number(t.langId), productNos: t.productNos ?? [] }]);
  }
  return [...byProduct.values()].map(productRow);
}

/** Writes product search rows in batches (insert or replace). */
export async function writeProductRows(db: Db, list: ProductRow[]): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < list.length; i += BATCH) {
    const values = sql.join(
      list.slice(i, i + BATCH).map((r) => sql`(${r.productId}, ${r.popularity}, ${lexemesLiteral(r.titleTerms)}::tsvector, ${lexemesLiteral(r.terms)}::tsvector)`),
      sql`, `,
    );
    await db.execute(sql`
      INSERT INTO search_product (product_id, popularity, title_terms, terms) VALUES ${values}
      ON CONFLICT (product_id) DO UPDATE SET popularity = excluded.popularity, title_terms = excluded.title_terms, terms = excluded.terms`);
  }
}

/** The correction vocabulary: every Latin word of the product names, models and numbers. */
export async function refreshVocabulary(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM search_word`);
  await db.execute(sql`INSERT INTO search_word (word)
                       SELECT word FROM ts_stat('SELECT title_terms FROM search_product')
                        WHERE word ~ '^[a-z][a-z0-9+.-]{2,99}$' ON CONFLICT DO NOTHING`);
}

/** Indexes products by id ranges, so a large catalogue never sits in memory at once. */
export async function indexProducts(db: Db, ids?: number[]): Promise<void> {
  if (ids) return writeProductRows(db, await productRows(db, ids));
  const CHUNK = 2000;
  for (let after = 0; ; ) {
    const next = await rows<{ id: number }>(db, sql`SELECT id FROM product WHERE id > ${after} ORDER BY id LIMIT ${CHUNK}`);
    if (!next.length) return;
    await writeProductRows(db, await productRows(db, next.map((r) => Number(r.id))));
    after = Number(next.at(-1)!.id);
  }
}

async function contentDocs(db: Db): Promise<IndexDoc[]> {
  const docs = await rows<{ id: number; langId: number; title: string; product: string; model: string; type: string }>(
    db,
    sql`SELECT d.id, i.lang_id AS "langId", i.title, coalesce(pi.name, '') AS product, p.model, d.type
          FROM document d JOIN document_i18n i ON i.document_id = d.id
          JOIN product p ON p.id = d.product_id
          LEFT JOIN product_i18n pi ON pi.product_id = p.id AND pi.lang_id = i.lang_id`,
  );
  const news = await rows<{ id: number; langId: number; title: string; summary: string; body: string | null }>(
    db,
    sql`SELECT n.id, i.lang_id AS "langId", i.title, i.summary, i.body FROM news n JOIN news_i18n i ON i.news_id = n.id`,
  );
  const articles = await rows<{ id: number; kind: string; langId: number; title: string; summary: string; body: string | null; industry: string | null }>(
    db,
    sql`SELECT a.id, a.kind, i.lang_id AS "langId", i.title, i.summary, i.body, i.industry
          FROM article a JOIN article_i18n i ON i.article_id = a.id WHERE a.kind IN ('case', 'solution')`,
  );
  return [
    ...docs.map((d) => ({ kind: 'document' as const, refId: Number(d.id), langId: Number(d.langId), title: d.title, a: analyze(d.title), b: [...analyze(`${d.product} ${d.model} ${d.type}`), ...productNumberTerms(d.model)], c: [] })),
    ...news.map((n) => ({ kind: 'news' as const, refId: Number(n.id), langId: Number(n.langId), title: n.title, a: analyze(n.title), b: analyze(n.summary), c: analyze(n.body ?? '') })),
    ...articles.map((a) => ({
      kind: a.kind as 'case' | 'solution',
      refId: Number(a.id),
      langId: Number(a.langId),
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
    await t.execute(sql`DELETE FROM search_doc`);
    await t.execute(sql`DELETE FROM search_product`);
    await indexProducts(t);
    await refreshVocabulary(t);
    await writeDocs(t, await contentDocs(t));
    await writeSetting(t, 'searchIndexHash', wanted);
  });
}
