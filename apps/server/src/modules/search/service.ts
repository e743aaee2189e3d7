import type { Money, ResourceHit, SearchResult } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import type { CatalogReference } from '../catalog/reference.js';
import { cardColumns, cardJoins, toCard } from '../catalog/service.js';
import { parseQuery, toTsQuery, type ParsedQuery } from './analyze.js';

const EN = 2;
const FUZZY_THRESHOLD = 0.45;

const resourceUrl = (kind: string, id: number) =>
  kind === 'document' ? `/api/ew/buyer/catalog/documents/${id}/download` : kind === 'news' ? `/newDetail/${id}` : kind === 'case' ? `/case/detail/${id}` : `/solutionsDetail?id=${id}`;

/**
 * Rank: term weights (title far above body), +1 when the title alone matches, +5 when a product
 * number starts with the query, +10 when it is the query, and a hair for the buyer's language.
 */
const rank = (tsq: string, langId: number, joined: string) =>
  sql`max(ts_rank('{0.01, 0.03, 0.2, 1.0}', sd.terms, ${tsq}::tsquery)
      + CASE WHEN ts_filter(sd.terms, '{a}') @@ ${tsq}::tsquery THEN 1 ELSE 0 END
      + CASE WHEN sd.lang_id = ${langId} THEN 0.01 ELSE 0 END
      ${joined.length >= 4 ? sql`+ CASE WHEN sd.terms @@ ${`'${joined}'`}::tsquery THEN 10 WHEN sd.terms @@ ${`'${joined}':*`}::tsquery THEN 5 ELSE 0 END` : sql``})`;

export interface SearchParams {
  q: string;
  tab: 'products' | 'resources';
  page: number;
  pageSize: number;
}

export async function search(db: Db, langId: number, ref: CatalogReference, price: (n: number) => Money, params: SearchParams): Promise<SearchResult> {
  const parsed = parseQuery(params.q);
  const tsq = toTsQuery(parsed);
  const empty: SearchResult = { q: params.q, tab: params.tab, total: 0, counts: { products: 0, resources: 0 }, page: params.page, pageSize: params.pageSize, products: [], resources: [], fuzzy: false, suggestions: [] };
  if (!tsq) return empty;
  const offset = (params.page - 1) * params.pageSize;

  const [counts] = await rows<{ products: number; resources: number }>(
    db,
    sql`SELECT count(DISTINCT ref_id) FILTER (WHERE kind = 'product')::int AS products,
               count(DISTINCT (kind, ref_id)) FILTER (WHERE kind <> 'product')::int AS resources
          FROM search_doc sd WHERE sd.terms @@ ${tsq}::tsquery`,
  );
  const result: SearchResult = { ...empty, counts: { products: Number(counts.products), resources: Number(counts.resources) } };

  if (params.tab === 'products') {
    result.total = result.counts.products;
    if (result.total > 0) result.products = await rankedProducts(db, langId, ref, price, sql`sd.terms @@ ${tsq}::tsquery`, rank(tsq, langId, parsed.joined), params.pageSize, offset);
  } else {
    result.total = result.counts.resources;
    if (result.total > 0) result.resources = await rankedResources(db, langId, tsq, parsed, params.pageSize, offset);
  }

  if (result.counts.products + result.counts.resources === 0) {
    const near = await closest(db, langId, ref, price, parsed, params.pageSize);
    if (near.length) {
      result.fuzzy = true;
      result.products = params.tab === 'products' ? near : [];
      result.suggestions = [...new Set(near.slice(0, 5).map((p) => p.name))];
    }
  }
  return result;
}

/**
 * When nothing matches every term: products matching most of the terms (a CJK typo changes one
 * bigram), else the closest titles by trigram word similarity (a Latin typo).
 */
async function closest(db: Db, langId: number, ref: CatalogReference, price: (n: number) => Money, parsed: ParsedQuery, limit: number) {
  if (parsed.terms.length > 1) {
    const any = parsed.terms.map((t) => `'${t.replace(/'/g, "''").replace(/\\/g, '')}'`).join(' | ');
    const near = await rankedProducts(db, langId, ref, price, sql`sd.terms @@ ${any}::tsquery`, sql`max(ts_rank('{0.01, 0.03, 0.2, 1.0}', sd.terms, ${any}::tsquery))`, limit, 0);
    if (near.length) return near;
  }
  if (parsed.folded.length < 3) return [];
  return db.transaction(async (tx) => {
    // The operator's threshold is per session; SET LOCAL keeps it to this transaction.
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${FUZZY_THRESHOLD}`));
    const similar = sql`word_similarity(${parsed.folded}, sd.title_norm)`;
    return rankedProducts(tx as unknown as Db, langId, ref, price, sql`${parsed.folded} <% sd.title_norm`, sql`max(${similar})`, limit, 0);
  });
}

async function rankedProducts(db: Db, langId: number, ref: CatalogReference, price: (n: number) => Money, match: ReturnType<typeof sql>, score: ReturnType<typeof sql>, limit: number, offset: number) {
  // Rank the matches, keep the page's ids, and only then compute card columns for those rows.
  const r = await rows<Parameters<typeof toCard>[0] & { ord: number }>(
    db,
    sql`WITH hits AS (SELECT sd.ref_id AS id, ${score} AS score FROM search_doc sd WHERE sd.kind = 'product' AND ${match} GROUP BY sd.ref_id),
             page AS (SELECT h.id, row_number() OVER (ORDER BY h.score DESC, p.popularity DESC, p.id) AS ord
                        FROM hits h JOIN product p ON p.id = h.id
                       ORDER BY h.score DESC, p.popularity DESC, p.id LIMIT ${limit} OFFSET ${offset})
        SELECT ${cardColumns(langId)},
               page.ord
          FROM page JOIN product p ON p.id = page.id ${cardJoins(langId)}
         ORDER BY page.ord`,
  );
  return r.map((x) => toCard(x, ref, price));
}

async function rankedResources(db: Db, langId: number, tsq: string, parsed: ParsedQuery, limit: number, offset: number): Promise<ResourceHit[]> {
  const r = await rows<{ kind: ResourceHit['kind']; id: number; title: string; summary: string | null }>(
    db,
    sql`WITH hits AS (SELECT sd.kind, sd.ref_id, ${rank(tsq, langId, parsed.joined)} AS score
                        FROM search_doc sd WHERE sd.kind <> 'product' AND sd.terms @@ ${tsq}::tsquery GROUP BY sd.kind, sd.ref_id
                       ORDER BY score DESC, sd.kind, sd.ref_id LIMIT ${limit} OFFSET ${offset})
        SELECT h.kind, h.ref_id AS id,
               coalesce((SELECT t.title FROM search_doc t WHERE t.kind = h.kind AND t.ref_id = h.ref_id ORDER BY (t.lang_id <> ${langId}), (t.lang_id <> ${EN}) LIMIT 1), '') AS title,
               CASE h.kind
                 WHEN 'news' THEN (SELECT coalesce(nl.summary, ne.summary) FROM news n LEFT JOIN news_i18n nl ON nl.news_id = n.id AND nl.lang_id = ${langId} LEFT JOIN news_i18n ne ON ne.news_id = n.id AND ne.lang_id = ${EN} WHERE n.id = h.ref_id)
                 WHEN 'document' THEN (SELECT coalesce(pl.name, pe.name) FROM document d LEFT JOIN product_i18n pl ON pl.product_id = d.product_id AND pl.lang_id = ${langId} LEFT JOIN product_i18n pe ON pe.product_id = d.product_id AND pe.lang_id = ${EN} WHERE d.id = h.ref_id)
                 ELSE (SELECT coalesce(al.summary, ae.summary) FROM article a LEFT JOIN article_i18n al ON al.article_id = a.id AND al.lang_id = ${langId} LEFT JOIN article_i18n ae ON ae.article_id = a.id AND ae.lang_id = ${EN} WHERE a.id = h.ref_id)
               END AS summary
          FROM hits h ORDER BY h.score DESC, h.kind, h.ref_id`,
  );
  return r.map((x) => ({ kind: x.kind, id: Number(x.id), title: x.title, summary: x.summary ?? '', url: resourceUrl(x.kind, Number(x.id)) }));
}

/** Remembers a search that found something: the visitor's history and the hot-search counts. */
export async function recordSearch(db: Db, query: string, visitorId: string | undefined): Promise<void> {
  const display = query.trim().replace(/\s+/g, ' ').slice(0, 100);
  const norm = parseQuery(display).folded;
  if (!norm) return;
  await db.execute(sql`
    WITH stat AS (
      INSERT INTO search_stat (query_norm, query, count, last_at) VALUES (${norm}, ${display}, 1, now())
      ON CONFLICT (query_norm) DO UPDATE SET count = search_stat.count + 1, last_at = now(), query = excluded.query
      RETURNING 1)
    ${visitorId ? sql`INSERT INTO search_history (visitor_id, query, searched_at) VALUES (${visitorId}::uuid, ${display}, now())
       ON CONFLICT (visitor_id, query) DO UPDATE SET searched_at = now()` : sql`SELECT 1 FROM stat`}`);
}

export async function hotSearches(db: Db, limit = 10): Promise<string[]> {
  const r = await rows<{ query: string }>(db, sql`SELECT query FROM search_stat ORDER BY count DESC, last_at DESC LIMIT ${limit}`);
  return r.map((x) => x.query);
}

export async function history(db: Db, visitorId: string): Promise<string[]> {
  const r = await rows<{ query: string }>(db, sql`SELECT query FROM search_history WHERE visitor_id = ${visitorId}::uuid ORDER BY searched_at DESC LIMIT 10`);
  return r.map((x) => x.query);
}

export async function clearHistory(db: Db, visitorId: string): Promise<void> {
  await db.execute(sql`DELETE FROM search_history WHERE visitor_id = ${visitorId}::uuid`);
}

/** Suggestions while typing: product numbers by prefix, then product names by terms. */
export async function suggest(db: Db, langId: number, q: string): Promise<{ text: string; spuId: number | null }[]> {
  const parsed = parseQuery(q);
  const tsq = toTsQuery(parsed);
  if (!tsq) return [];
  const prefix = q.trim().toUpperCase().replace(/[%_\\]/g, '');
  const [numbers, names] = await Promise.all([
    prefix.length >= 2 && /^[A-Z0-9][A-Z0-9+./-]*$/.test(prefix)
      ? rows<{ productNo: string; productId: number }>(db, sql`SELECT product_no AS "productNo", product_id AS "productId" FROM sku WHERE product_no LIKE ${`${prefix}%`} ORDER BY product_no LIMIT 5`)
      : Promise.resolve([]),
    rows<{ title: string; refId: number }>(
      db,
      sql`SELECT sd.title, sd.ref_id AS "refId" FROM search_doc sd
           WHERE sd.kind = 'product' AND sd.lang_id = ${langId} AND sd.terms @@ ${tsq}::tsquery
           ORDER BY ts_rank(sd.terms, ${tsq}::tsquery) DESC, sd.ref_id LIMIT 6`,
    ),
  ]);
  return [...numbers.map((n) => ({ text: n.productNo, spuId: Number(n.productId) })), ...names.map((n) => ({ text: n.title, spuId: Number(n.refId) }))].slice(0, 8);
}
