import { API, type Money, type ProductCard, type ResourceHit, type SearchResult } from '@netshop/contract';
import type { Memo } from '../../lib/memo.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { productCards, skusByNumberPrefix, type CatalogReference } from '../catalog/index.js';
import { parseQuery, toTsQuery, type ParsedQuery } from './analyze.js';
import {
  closestWords,
  countSearch,
  deleteHistory,
  disableSeqScan,
  hideQuery,
  historyQueries,
  hotQueries,
  knownWords,
  matchCounts,
  rankedResourceRows,
  setSimilarityThreshold,
  showQuery,
  suggestedNames,
  tierProductIds,
  upsertHistory,
  type Tier,
} from './queries.js';

const FUZZY_THRESHOLD = 0.35;

const resourceUrl = (kind: string, id: number) =>
  kind === 'document' ? API.catalog.documentDownload.href({ docId: id }) : kind === 'news' ? `/newDetail/${id}` : kind === 'case' ? `/case/detail/${id}` : `/solutionsDetail?id=${id}`;

/**
 * Relevance in tiers, each ordered by popularity (ADR 0007): the product number or model the
 * query spells, then one it starts, then products whose name matches, then any match. A
 * product stays in its best tier (later tiers repeat earlier ones and are de-duplicated, so no
 * tier needs a NOT, which would read every match's terms).
 */
function tiers(tsq: string, joined: string): Tier[] {
  const title = { titleOnly: true, tsq };
  const any = { titleOnly: false, tsq };
  if (joined.length < 4) return [title, any];
  const exact = { titleOnly: true, tsq: `'${joined}'` };
  // A one-word query's title tier is the prefix tier already ('sfp28':*): read it once.
  if (tsq === `'${joined}':*`) return [exact, title, any];
  return [exact, { titleOnly: true, tsq: `'${joined}':*` }, title, any];
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
async function matches(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, params: SearchParams, tsq: string, conditions: Tier[], countMemo?: Memo) {
  const offset = (params.page - 1) * params.pageSize;
  // An array of one row, as the memo has always kept it.
  const count = () => withoutSeqScan(ctx, async (tx) => [await matchCounts(tx.db, tsq)]);
  // The count and the page are independent: on PostgreSQL they run at once on two connections.
  const [[c], page] = await Promise.all([
    countMemo ? countMemo(`count:${tsq}`, count) : count(),
    params.tab === 'products' ? tieredProducts(ctx, ref, price, conditions, params.pageSize, offset) : rankedResources(ctx, tsq, params.pageSize, offset),
  ]);
  const counts = { products: c.products, resources: c.resources };
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
async function closest(ctx: RequestContext, parsed: ParsedQuery): Promise<{ tsq: string; tiers: Tier[]; corrected: string | null }[]> {
  const out: { tsq: string; tiers: Tier[]; corrected: string | null }[] = [];
  const words = [...new Set(parsed.folded.split(' ').filter((w) => /^[a-z0-9][a-z0-9+.-]{2,99}$/.test(w)))].slice(0, 6);
  if (words.length) {
    // Trigram similarity over a vocabulary of a few thousand words, not over every product's name.
    const fixes = await inTransaction(ctx, async (tx) => {
      // The operator's threshold is per session; SET LOCAL keeps it to this transaction.
      await setSimilarityThreshold(tx.db, FUZZY_THRESHOLD);
      const near = await closestWords(tx.db, words);
      // Two swapped letters ("swtich") share few trigrams with the word meant; try the swaps as words.
      const known = await knownWords(tx.db, [...new Set(words.flatMap(swaps))]);
      return words.map((w, i) => (near[i] === w ? w : (swaps(w).find((s) => known.has(s)) ?? near[i] ?? null)));
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
    out.push({ tsq: allButOne, tiers: [{ titleOnly: false, tsq: allButOne }], corrected: null });
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
    await disableSeqScan(tx.db);
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
async function tieredProducts(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, conditions: Tier[], limit: number, offset: number) {
  const end = offset + limit;
  const ids = await withoutSeqScan(ctx, async (tx) => {
    const seen = new Set<number>();
    for (const tier of conditions) {
      for (const id of await tierProductIds(tx.db, tier, end)) seen.add(id);
      if (seen.size >= end) break;
    }
    return [...seen].slice(offset, end);
  });
  // The page's cards from the catalogue, in the tiers' order (one query).
  return productCards(ctx, ref, price, ids);
}

/** Resources (a few hundred rows): ranked by term weights, title far above body. */
async function rankedResources(ctx: RequestContext, tsq: string, limit: number, offset: number): Promise<ResourceHit[]> {
  const r = await rankedResourceRows(ctx.db, ctx.langId, tsq, limit, offset);
  return r.map((x) => ({ kind: x.kind, id: x.id, title: x.title, summary: x.summary ?? '', url: resourceUrl(x.kind, x.id) }));
}

/** Remembers a search that found something in the visitor's own history. */
export async function recordHistory(ctx: RequestContext, query: string, visitorId: string): Promise<void> {
  const display = query.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (!display) return;
  await upsertHistory(ctx.db, visitorId, display);
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
  await countSearch(ctx.db, norm, display, visitorId);
}

export async function hotSearches(ctx: RequestContext, limit = 10): Promise<string[]> {
  return hotQueries(ctx.db, HOT_SEARCH.minVisitors, limit);
}

/**
 * An operator hides a query among hot searches (also before anyone searched it), or shows it
 * again. Hidden stays hidden whatever its counts. Returns false for showing a query nobody searched.
 */
export async function setHotSearchHidden(ctx: RequestContext, query: string, hidden: boolean): Promise<boolean> {
  const display = query.trim().replace(/\s+/g, ' ').slice(0, 200);
  const norm = parseQuery(display).folded.slice(0, 200);
  if (!norm) return false;
  return hidden ? hideQuery(ctx.db, norm, display) : showQuery(ctx.db, norm);
}

export async function history(ctx: RequestContext, visitorId: string): Promise<string[]> {
  return historyQueries(ctx.db, visitorId);
}

export async function clearHistory(ctx: RequestContext, visitorId: string): Promise<void> {
  await deleteHistory(ctx.db, visitorId);
}

/** Suggestions while typing: product numbers by prefix, then product names by terms. */
export async function suggest(ctx: RequestContext, q: string): Promise<{ text: string; spuId: number | null }[]> {
  const { db, langId } = ctx;
  const parsed = parseQuery(q);
  const tsq = toTsQuery(parsed);
  if (!tsq) return [];
  const prefix = q.trim().toUpperCase().replace(/[%_\\]/g, '');
  const [numbers, names] = await Promise.all([
    prefix.length >= 2 && /^[A-Z0-9][A-Z0-9+./-]*$/.test(prefix) ? skusByNumberPrefix(db, prefix, 5) : Promise.resolve([]),
    suggestedNames(db, langId, tsq),
  ]);
  return [...numbers.map((n) => ({ text: n.productNo, spuId: n.productId })), ...names.map((n) => ({ text: n.title, spuId: n.refId }))].slice(0, 8);
}
