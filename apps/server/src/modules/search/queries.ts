import { RESOURCE_COUNT_CAP } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { bestLanguageFirst } from '../../db/translated.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { documentProductNamesView, productNamesView } from '../catalog/index.js';
import { articleSummariesView, contentHiddenView, newsSummariesView } from '../content/index.js';

// Every SQL statement of a search, its suggestions, history and hot searches, on the search
// module's own tables (ADR 0035), each answer checked by its row shape. Product names, document
// products and content summaries come from their owners' read views (ADR 0039). Matching and
// ranking are ADR 0007's; the index is written by index-queries.ts.

/** A relevance tier: products whose title terms (or all their terms) match the tsquery. */
export interface Tier {
  titleOnly: boolean;
  tsq: string;
}

/**
 * Switches sequential scans off for the rest of the transaction: matching reads the GIN indexes,
 * and a planner that misjudges how many rows match would otherwise read every row's terms.
 */
export async function disableSeqScan(tx: Db): Promise<void> {
  await tx.execute(sql.raw('SET LOCAL enable_seqscan = off'));
}

/** A resource row buyers may see: content scheduled for later is indexed but left out until its time (issue 27). */
const shown = sql`NOT EXISTS (SELECT 1 FROM ${contentHiddenView()} x WHERE x.kind = sd.kind AND x.id = sd.ref_id)`;

const countsRow = row({ products: col.int, resources: col.int });

/** How many products match, and how many resources (capped at RESOURCE_COUNT_CAP). */
export async function matchCounts(tx: Db, tsq: string) {
  return (await typedRow(
    tx,
    countsRow,
    sql`SELECT (SELECT count(*) FROM search_product sp WHERE sp.terms @@ ${tsq}::tsquery)::int AS products,
               least(${RESOURCE_COUNT_CAP}, (SELECT count(DISTINCT (kind, ref_id)) FROM (SELECT sd.kind, sd.ref_id FROM search_doc sd WHERE sd.terms @@ ${tsq}::tsquery AND ${shown} LIMIT ${RESOURCE_COUNT_CAP * 6}) r))::int AS resources`,
  ))!;
}

const idRow = row({ id: col.int });

/** The `limit` most popular products of a tier, by popularity then id. */
export async function tierProductIds(tx: Db, tier: Tier, limit: number): Promise<number[]> {
  const match = tier.titleOnly ? sql`sp.title_terms @@ ${tier.tsq}::tsquery` : sql`sp.terms @@ ${tier.tsq}::tsquery`;
  const r = await typedRows(tx, idRow, sql`SELECT sp.product_id AS id FROM search_product sp WHERE ${match} ORDER BY sp.popularity DESC, sp.product_id LIMIT ${limit}`);
  return r.map((x) => x.id);
}

/** Sets trigram similarity's threshold for the rest of the transaction (set_config(…, true) is SET LOCAL with a parameter). */
export async function setSimilarityThreshold(tx: Db, threshold: number): Promise<void> {
  await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`);
}

const fixRow = row({ fix: col.text.nullable() });

/** For each word, in order, the most similar word of the vocabulary above the threshold (null when none). */
export async function closestWords(tx: Db, words: string[]): Promise<(string | null)[]> {
  const r = await typedRows(
    tx,
    fixRow,
    sql`SELECT (SELECT v.word FROM search_word v WHERE v.word % q.w ORDER BY similarity(v.word, q.w) DESC, v.word LIMIT 1) AS fix
          FROM unnest(ARRAY[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[]) AS q(w)`,
  );
  return r.map((x) => x.fix);
}

const wordRow = row({ word: col.text });

/** Which of these words the vocabulary has. */
export async function knownWords(tx: Db, candidates: string[]): Promise<Set<string>> {
  if (!candidates.length) return new Set();
  const r = await typedRows(tx, wordRow, sql`SELECT word FROM search_word WHERE word IN (${sql.join(candidates.map((c) => sql`${c}`), sql`, `)})`);
  return new Set(r.map((x) => x.word));
}

const resourceRow = row({ kind: z.enum(['document', 'news', 'case', 'solution']), id: col.int, title: col.text, summary: col.text.nullable() });

/**
 * Resources (a few hundred rows) matching the tsquery, ranked by term weights (title far above
 * body, a row in the reader's language a little higher), with the title in the best language and
 * a summary: a news item's or article's own, a document's product name.
 */
export async function rankedResourceRows(db: Db, langId: number, tsq: string, limit: number, offset: number) {
  return typedRows(
    db,
    resourceRow,
    sql`WITH hits AS (SELECT sd.kind, sd.ref_id,
                             max(ts_rank('{0.01, 0.03, 0.2, 1.0}', sd.terms, ${tsq}::tsquery) + CASE WHEN sd.lang_id = ${langId} THEN 0.01 ELSE 0 END) AS score
                        FROM search_doc sd WHERE sd.terms @@ ${tsq}::tsquery AND ${shown} GROUP BY sd.kind, sd.ref_id
                       ORDER BY score DESC, sd.kind, sd.ref_id LIMIT ${limit} OFFSET ${offset})
        SELECT h.kind, h.ref_id AS id,
               coalesce((SELECT t.title FROM search_doc t WHERE t.kind = h.kind AND t.ref_id = h.ref_id ORDER BY ${bestLanguageFirst('t', langId)} LIMIT 1), '') AS title,
               CASE h.kind
                 WHEN 'news' THEN (SELECT x.summary FROM ${newsSummariesView(langId)} x WHERE x.news_id = h.ref_id)
                 WHEN 'document' THEN (SELECT x.product_name FROM ${documentProductNamesView(langId)} x WHERE x.document_id = h.ref_id)
                 ELSE (SELECT x.summary FROM ${articleSummariesView(langId)} x WHERE x.article_id = h.ref_id)
               END AS summary
          FROM hits h ORDER BY h.score DESC, h.kind, h.ref_id`,
  );
}

const nameRow = row({ title: col.text, refId: col.int });

/** Up to six products whose title terms match, most popular first, with their names in a language. */
export async function suggestedNames(db: Db, langId: number, tsq: string) {
  return typedRows(
    db,
    nameRow,
    sql`SELECT p.name AS title, p.product_id AS "refId"
          FROM (SELECT sp.product_id AS id, sp.popularity FROM search_product sp
                 WHERE sp.title_terms @@ ${tsq}::tsquery ORDER BY sp.popularity DESC, sp.product_id LIMIT 6) hit
          JOIN ${productNamesView(langId)} p ON p.product_id = hit.id
         ORDER BY hit.popularity DESC, p.product_id`,
  );
}

/** Puts a query at the top of the visitor's history. */
export async function upsertHistory(db: Db, visitorId: string, query: string): Promise<void> {
  await db.execute(sql`INSERT INTO search_history (visitor_id, query, searched_at) VALUES (${visitorId}::uuid, ${query}, now())
                       ON CONFLICT (visitor_id, query) DO UPDATE SET searched_at = now()`);
}

const queryRow = row({ query: col.text });

/** The visitor's latest ten searches, newest first. */
export async function historyQueries(db: Db, visitorId: string): Promise<string[]> {
  const r = await typedRows(db, queryRow, sql`SELECT query FROM search_history WHERE visitor_id = ${visitorId}::uuid ORDER BY searched_at DESC LIMIT 10`);
  return r.map((x) => x.query);
}

/** Forgets the visitor's searches. */
export async function deleteHistory(db: Db, visitorId: string): Promise<void> {
  await db.execute(sql`DELETE FROM search_history WHERE visitor_id = ${visitorId}::uuid`);
}

/** Counts a search of the normalised query, and its visitor once. */
export async function countSearch(db: Db, norm: string, display: string, visitorId: string): Promise<void> {
  await db.execute(sql`
    WITH seen AS (
      INSERT INTO search_stat_visitor (query_norm, visitor_id) VALUES (${norm}, ${visitorId}::uuid)
      ON CONFLICT DO NOTHING RETURNING 1)
    INSERT INTO search_stat (query_norm, query, count, visitors, last_at) VALUES (${norm}, ${display}, 1, (SELECT count(*) FROM seen), now())
    ON CONFLICT (query_norm) DO UPDATE SET count = search_stat.count + 1, visitors = search_stat.visitors + excluded.visitors, last_at = now(), query = excluded.query`);
}

/** The queries not hidden that at least `minVisitors` distinct visitors searched, most visitors first. */
export async function hotQueries(db: Db, minVisitors: number, limit: number): Promise<string[]> {
  const r = await typedRows(
    db,
    queryRow,
    sql`SELECT query FROM search_stat WHERE NOT hidden AND visitors >= ${minVisitors} ORDER BY visitors DESC, count DESC, last_at DESC LIMIT ${limit}`,
  );
  return r.map((x) => x.query);
}

const okRow = row({ ok: col.int });

/** Hides a query among hot searches, adding it when nobody searched it yet. */
export async function hideQuery(db: Db, norm: string, display: string): Promise<boolean> {
  const r = await typedRows(db, okRow, sql`INSERT INTO search_stat (query_norm, query, hidden) VALUES (${norm}, ${display}, true) ON CONFLICT (query_norm) DO UPDATE SET hidden = true RETURNING 1 AS ok`);
  return r.length > 0;
}

/** Shows a hidden query again; false when nobody searched it. */
export async function showQuery(db: Db, norm: string): Promise<boolean> {
  const r = await typedRows(db, okRow, sql`UPDATE search_stat SET hidden = false WHERE query_norm = ${norm} RETURNING 1 AS ok`);
  return r.length > 0;
}
