import { API, RESOURCE_COUNT_CAP, type Money, type ProductCard, type ResourceHit, type SearchResult } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Memo } from '../../lib/memo.js';
import { rows } from '../../db/client.js';
import { bestLanguageFirst, translated } from '../../db/translated.js';
import type { CatalogReference } from '../../lib/reference.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { cardColumns, cardJoins, toCard } from '../../lib/product-card.js';
import { parseQuery, toTsQuery, type ParsedQuery } from './analyze.js';

const FUZZY_THRESHOLD = 0.35;

const resourceUrl = (kind: string, id: number) =>
  kind === 'document' ? API.catalog.documentDownload.href({ docId: id }) : kind === 'news' ? `/newDetail/${id}` : kind === 'case' ? `/case/detail/${id}` : `/solutionsDetail?id=${id}`;

/**
 * Relevance in tiers, each ordered by popularity (ADR 0007): the product number or model the
 * query spells, then one it starts, then products whose name matches, then any match. A
 * product stays in its best tier (later tiers repeat earlier ones and are de-duplicated, so no
 * tier needs a NOT, which would read every match's terms).
 */
function tiers(tsq: string, joined: string) {
  const title = sql`sp.title_terms @@ ${tsq}::tsquery`;
  const any = sql`sp.terms @@ ${tsq}::tsquery`;
  if (joined.length < 4) return [title, any];
  const exact = sql`sp.title_terms @@ ${`'${joined}'`}::tsquery`;
  // A one-word query's title tier is the prefix tier already ('sfp28':*): read it once.
  if (tsq === `'${joined}':*`) return [exact, title, any];
  return [exact, sql`sp.title_terms @@ ${`'${joined}':*`}::tsquery`, title, any];
}

export interface SearchParams {
  q: string;
  tab: 'products' | 'resources';
  page: number;
  pageSize: number;
}

/**
 * `counts` keeps each query's match counts: they depend on the query and the catalogue only (not
 * on the page, tab, language or currency), and counting a broad query's matches is half its cost.
 */
export async function search(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, params: SearchParams, counts?: Memo): Promise<SearchResult> {
  const parsed = parseQuery(params.q);
  const tsq = toTsQuery(parsed);
  const empty: SearchResult = { q: params.q, tab: params.tab, total: 0, counts: { products: 0, resources: 0 }, page: params.page, pageSize: params.pageSize, products: [], resources: [], fuzzy: false, corrected: null, suggestions: [] };
  if (!tsq) return empty;
  const exact = { ...empty, ...(await matches(ctx, ref, price, params, tsq, tiers(tsq, parsed.joined), counts)) };
  if (exact.counts.products + exact.counts.resources > 0) return exact;

  // Nothing matches every term: the results of the closest query that finds products, with its
  // counts and pages, so what the page counts is what it shows (issue 16).
  for (const near of await closest(ctx, parsed)) {
    const found = await matches(ctx, ref, price, params, near.tsq, near.tiers, counts);
    if (found.counts.products === 0) continue;
    const top = params.tab === 'products' && params.page === 1 ? found.products : await tieredProducts(ctx, ref, price, near.tiers, 5, 0);
    return { ...exact, ...found, fuzzy: true, corrected: near.corrected, suggestions: [...new Set(top.slice(0, 5).map((p) => p.name))] };
  }
  return exact;
}

/** One page of a tab and the counts of both tabs, for a tsquery and its product tiers. */
async function matches(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, params: SearchParams, tsq: string, conditions: SQL[], countMemo?: Memo) {
  const offset = (params.page - 1) * params.pageSize;
  const count = () =>
    withoutSeqScan(ctx, (tx) =>
      rows<{ products: number; resources: number }>(
        tx.db,
        sql`SELECT (SELECT count(*) FROM search_product sp WHERE sp.terms @@ ${tsq}::tsquery)::int AS products,
                   least(${RESOURCE_COUNT_CAP}, (SELECT count(DISTINCT (kind, ref_id)) FROM (SELECT sd.kind, sd.ref_id FROM search_doc sd WHERE sd.terms @@ ${tsq}::tsquery LIMIT ${RESOURCE_COUNT_CAP * 6}) r))::int AS resources`,
      ),
    );
  // The count and the page are independent: on PostgreSQL they run at once on two connections.
  const [[c], page] = await Promise.all([
    countMemo ? countMemo(`count:${tsq}`, count) : count(),
    params.tab === 'products' ? tieredProducts(ctx, ref, price, conditions, params.pageSize, offset) : rankedResources(ctx, tsq, params.pageSize, offset),
  ]);
  const counts = { products: Number(c.products), resources: Number(c.resources) };
  return params.tab === 'products'
    ? { counts, total: counts.products, products: page as ProductCard[], resources: [] as ResourceHit[] }
    : { counts, total: counts.resources, products: [] as ProductCard[], resources: page as ResourceHit[] };
}

/** The word with two neighbouring letters swapped, each way: "swtich" → "wstich", "stwich", "switch"… */
const swaps = (w: string) => Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i) + w[i + 1]! + w[i]! + w.slice(i + 2)).filter((s) => s !== w);

/**
 * The queries to try, best first, when nothing matches every term: the query's Latin words
 * corrected to their closest words of the product names (a Latin typo; searched exactly as if
 * typed, and named to the buyer), then products matching all terms but one (a CJK typo changes
 * one bigram; no text to name).
 */
async function closest(ctx: RequestContext, parsed: ParsedQuery): Promise<{ tsq: string; tiers: SQL[]; corrected: string | null }[]> {
  const out: { tsq: string; tiers: SQL[]; corrected: string | null }[] = [];
  const words = [...new Set(parsed.folded.split(' ').filter((w) => /^[a-z0-9][a-z0-9+.-]{2,99}$/.test(w)))].slice(0, 6);
  if (words.length) {
    // Trigram similarity over a vocabulary of a few thousand words, not over every product's name.
    const fixes = await inTransaction(ctx, async (tx) => {
      // The operator's threshold is per session; SET LOCAL keeps it to this transaction.
      // set_config(…, true) is SET LOCAL with the value as a parameter.
      await tx.db.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
      const near = await rows<{ fix: string | null }>(
        tx.db,
        sql`SELECT (SELECT v.word FROM search_word v WHERE v.word % q.w ORDER BY similarity(v.word, q.w) DESC, v.word LIMIT 1) AS fix
              FROM unnest(ARRAY[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[]) AS q(w)`,
      );
      // Two swapped letters ("swtich") share few trigrams with the word meant; try the swaps as words.
      const candidates = [...new Set(words.flatMap(swaps))];
      const known = candidates.length
        ? new Set((await rows<{ word: string }>(tx.db, sql`SELECT word FROM search_word WHERE word IN (${sql.join(candidates.map((c) => sql`${c}`), sql`, `)})`)).map((r) => r.word))
        : new Set<string>();
      return words.map((w, i) => (near[i]?.fix === w ? w : (swaps(w).find((s) => known.has(s)) ?? near[i]?.fix ?? null)));
    });
    const text = fixes.filter((f): f is string => Boolean(f)).join(' ');
    const fixed = parseQuery(text);
    const tsq = toTsQuery(fixed);
    if (tsq && text !== words.join(' ')) out.push({ tsq, tiers: tiers(tsq, fixed.joined), corrected: text });
  }
  if (parsed.terms.length > 1) {
    // Most terms first: a product matching all but one bigram beats one matching a single term.
    const quoted = parsed.terms.map((t) => `'${t.replace(/'/g, "''").replace(/\\/g, '')}'`);
    const allButOne = quoted.length > 2 ? quoted.map((_, skip) => `(${quoted.filter((_, i) => i !== skip).join(' & ')})`).join(' | ') : quoted.join(' | ');
    out.push({ tsq: allButOne, tiers: [sql`sp.terms @@ ${allButOne}::tsquery`], corrected: null });
  }
  return out;
}

/**
 * Runs search statements with sequential scans off: matching reads the GIN indexes, and a
 * planner that misjudges how many rows match would otherwise read every row's terms (seconds on
 * a large catalogue, e.g. a seq scan with LIMIT over a million document rows for a rare term).
 */
function withoutSeqScan<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql.raw('SET LOCAL enable_seqscan = off'));
    return work(tx);
  });
}

/**
 * One page over the tiers: each tier takes its offset + limit most popular matches from the GIN
 * bitmap (a sequential scan is switched off: it would read every product's terms), and a product
 * keeps the place of its best tier. Tiers run one after another and stop once the page is full:
 * a later tier only appends, so for most queries the first tier that matches is the only one
 * read (each tier costs a bitmap over all its matches, ~10 ms for 15,000 on the 100k catalogue).
 */
async function tieredProducts(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, conditions: SQL[], limit: number, offset: number) {
  const end = offset + limit;
  const ids = await withoutSeqScan(ctx, async (tx) => {
    const seen = new Set<number>();
    for (const cond of conditions) {
      const r = await rows<{ id: number }>(tx.db, sql`SELECT sp.product_id AS id FROM search_product sp WHERE ${cond} ORDER BY sp.popularity DESC, sp.product_id LIMIT ${end}`);
      for (const x of r) seen.add(Number(x.id));
      if (seen.size >= end) break;
    }
    return [...seen].slice(offset, end);
  });
  return cards(ctx, ref, price, ids);
}

async function cards(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, ids: number[]) {
  if (!ids.length) return [];
  const r = await rows<Parameters<typeof toCard>[0]>(
    ctx.db,
    sql`SELECT ${cardColumns(ctx.langId)} FROM product p ${cardJoins(ctx.langId)} WHERE p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  const byId = new Map(r.map((x) => [Number(x.id), x]));
  return ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!, ref, price)] : []));
}

/** Resources (a few hundred rows): ranked by term weights, title far above body. */
async function rankedResources(ctx: RequestContext, tsq: string, limit: number, offset: number): Promise<ResourceHit[]> {
  const { db, langId } = ctx;
  const news = translated('news_i18n', 'news_id', sql`n.id`, langId, 'nt');
  const product = translated('product_i18n', 'product_id', sql`d.product_id`, langId, 'pt');
  const article = translated('article_i18n', 'article_id', sql`a.id`, langId, 'at');
  const r = await rows<{ kind: ResourceHit['kind']; id: number; title: string; summary: string | null }>(
    db,
    sql`WITH hits AS (SELECT sd.kind, sd.ref_id,
                             max(ts_rank('{0.01, 0.03, 0.2, 1.0}', sd.terms, ${tsq}::tsquery) + CASE WHEN sd.lang_id = ${langId} THEN 0.01 ELSE 0 END) AS score
                        FROM search_doc sd WHERE sd.terms @@ ${tsq}::tsquery GROUP BY sd.kind, sd.ref_id
                       ORDER BY score DESC, sd.kind, sd.ref_id LIMIT ${limit} OFFSET ${offset})
        SELECT h.kind, h.ref_id AS id,
               coalesce((SELECT t.title FROM search_doc t WHERE t.kind = h.kind AND t.ref_id = h.ref_id ORDER BY ${bestLanguageFirst('t', langId)} LIMIT 1), '') AS title,
               CASE h.kind
                 WHEN 'news' THEN (SELECT ${news.pick('summary')} FROM news n ${news.joins} WHERE n.id = h.ref_id)
                 WHEN 'document' THEN (SELECT ${product.pick('name')} FROM document d ${product.joins} WHERE d.id = h.ref_id)
                 ELSE (SELECT ${article.pick('summary')} FROM article a ${article.joins} WHERE a.id = h.ref_id)
               END AS summary
          FROM hits h ORDER BY h.score DESC, h.kind, h.ref_id`,
  );
  return r.map((x) => ({ kind: x.kind, id: Number(x.id), title: x.title, summary: x.summary ?? '', url: resourceUrl(x.kind, Number(x.id)) }));
}

/** Remembers a search that found something in the visitor's own history. */
export async function recordHistory(ctx: RequestContext, query: string, visitorId: string): Promise<void> {
  const display = query.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (!display) return;
  await ctx.db.execute(sql`INSERT INTO search_history (visitor_id, query, searched_at) VALUES (${visitorId}::uuid, ${display}, now())
                       ON CONFLICT (visitor_id, query) DO UPDATE SET searched_at = now()`);
}

// Hot searches are site-wide content any visitor can put words into, so a query shows only
// when it looks like a product search, found products, and several distinct visitors asked for
// it; each visitor and source adds to the counts at a limited rate, and an operator can hide one.
export const HOT_SEARCH = {
  /** Distinct visitors a query needs before it shows. */
  minVisitors: 3,
  /** Longest query shown. */
  maxLength: 40,
  /** Hot-search counts one visitor / one source (IPv4 address, IPv6 /64) may add per hour; later searches still work, uncounted. */
  perVisitorPerHour: 20,
  perSourcePerHour: 60,
} as const;

/** Markup, quotes, SQL or script punctuation and control characters: never in a product search worth showing. */
const NOT_HOT = /[<>"'`=;{}()[\]\\|$%*!?#&@^~\p{Cc}\p{Cf}]/u;

/** Whether a query may ever appear among hot searches. */
export function hotCandidate(query: string): boolean {
  const display = query.trim().replace(/\s+/g, ' ');
  return display.length > 0 && display.length <= HOT_SEARCH.maxLength && !NOT_HOT.test(display) && parseQuery(display).terms.length > 0;
}

/** Counts one visitor's search for the hot list (call it only for hotCandidate queries that found products). */
export async function countHotSearch(ctx: RequestContext, query: string, visitorId: string): Promise<void> {
  const display = query.trim().replace(/\s+/g, ' ');
  const norm = parseQuery(display).folded.slice(0, 200);
  if (!norm) return;
  await ctx.db.execute(sql`
    WITH seen AS (
      INSERT INTO search_stat_visitor (query_norm, visitor_id) VALUES (${norm}, ${visitorId}::uuid)
      ON CONFLICT DO NOTHING RETURNING 1)
    INSERT INTO search_stat (query_norm, query, count, visitors, last_at) VALUES (${norm}, ${display}, 1, (SELECT count(*) FROM seen), now())
    ON CONFLICT (query_norm) DO UPDATE SET count = search_stat.count + 1, visitors = search_stat.visitors + excluded.visitors, last_at = now(), query = excluded.query`);
}

export async function hotSearches(ctx: RequestContext, limit = 10): Promise<string[]> {
  const r = await rows<{ query: string }>(
    ctx.db,
    sql`SELECT query FROM search_stat WHERE NOT hidden AND visitors >= ${HOT_SEARCH.minVisitors} ORDER BY visitors DESC, count DESC, last_at DESC LIMIT ${limit}`,
  );
  return r.map((x) => x.query);
}

/**
 * An operator hides a query among hot searches (also before anyone searched it), or shows it
 * again. Hidden stays hidden whatever its counts. Returns false for showing a query nobody searched.
 */
export async function setHotSearchHidden(ctx: RequestContext, query: string, hidden: boolean): Promise<boolean> {
  const display = query.trim().replace(/\s+/g, ' ').slice(0, 200);
  const norm = parseQuery(display).folded.slice(0, 200);
  if (!norm) return false;
  const done = hidden
    ? await rows(ctx.db, sql`INSERT INTO search_stat (query_norm, query, hidden) VALUES (${norm}, ${display}, true) ON CONFLICT (query_norm) DO UPDATE SET hidden = true RETURNING 1`)
    : await rows(ctx.db, sql`UPDATE search_stat SET hidden = false WHERE query_norm = ${norm} RETURNING 1`);
  return done.length > 0;
}

export async function history(ctx: RequestContext, visitorId: string): Promise<string[]> {
  const r = await rows<{ query: string }>(ctx.db, sql`SELECT query FROM search_history WHERE visitor_id = ${visitorId}::uuid ORDER BY searched_at DESC LIMIT 10`);
  return r.map((x) => x.query);
}

export async function clearHistory(ctx: RequestContext, visitorId: string): Promise<void> {
  await ctx.db.execute(sql`DELETE FROM search_history WHERE visitor_id = ${visitorId}::uuid`);
}

/** Suggestions while typing: product numbers by prefix, then product names by terms. */
export async function suggest(ctx: RequestContext, q: string): Promise<{ text: string; spuId: number | null }[]> {
  const { db, langId } = ctx;
  const parsed = parseQuery(q);
  const tsq = toTsQuery(parsed);
  if (!tsq) return [];
  const prefix = q.trim().toUpperCase().replace(/[%_\\]/g, '');
  const name = translated('product_i18n', 'product_id', sql`p.id`, langId, 'pt');
  const [numbers, names] = await Promise.all([
    prefix.length >= 2 && /^[A-Z0-9][A-Z0-9+./-]*$/.test(prefix)
      ? rows<{ productNo: string; productId: number }>(db, sql`SELECT product_no AS "productNo", product_id AS "productId" FROM sku WHERE product_no LIKE ${`${prefix}%`} ORDER BY product_no LIMIT 5`)
      : Promise.resolve([]),
    rows<{ title: string; refId: number }>(
      db,
      sql`SELECT ${name.pick('name')} AS title, p.id AS "refId"
            FROM (SELECT sp.product_id AS id, sp.popularity FROM search_product sp
                   WHERE sp.title_terms @@ ${tsq}::tsquery ORDER BY sp.popularity DESC, sp.product_id LIMIT 6) hit
            JOIN product p ON p.id = hit.id ${name.joins}
           ORDER BY hit.popularity DESC, p.id`,
    ),
  ]);
  return [...numbers.map((n) => ({ text: n.productNo, spuId: Number(n.productId) })), ...names.map((n) => ({ text: n.title, spuId: Number(n.refId) }))].slice(0, 8);
}
