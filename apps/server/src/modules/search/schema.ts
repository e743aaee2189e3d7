// Tables the search module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/search/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/columns.js';
import { product } from '../catalog/schema.js';

/**
 * One row per searchable item and language: analysed terms (CJK bigrams, folded Latin words,
 * joined product numbers) in a tsvector, and the folded title for trigram typo tolerance.
 */
export const searchDoc = pgTable(
  'search_doc',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    refId: integer('ref_id').notNull(),
    langId: smallint('lang_id').notNull(),
    title: text('title').notNull(),
    terms: tsvector('terms').notNull(),
  },
  (t) => [
    unique('search_doc_ref').on(t.kind, t.refId, t.langId),
    index('search_doc_terms_idx').using('gin', t.terms),
  ],
);

/**
 * One row per product for product search (ADR 0007, revised): its terms in every language,
 * without positions (ranking is by tiers and popularity, not term frequency). title_terms
 * holds names, models and product numbers; terms holds everything.
 */
export const searchProduct = pgTable(
  'search_product',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** A copy of product.popularity, the order inside each relevance tier (reindex on change). */
    popularity: integer('popularity').notNull().default(0),
    titleTerms: tsvector('title_terms').notNull(),
    terms: tsvector('terms').notNull(),
  },
  (t) => [
    index('search_product_title_terms_idx').using('gin', t.titleTerms),
    index('search_product_terms_idx').using('gin', t.terms),
  ],
);

/** Latin words of product names and numbers: what a mistyped query word is corrected to. */
export const searchWord = pgTable(
  'search_word',
  { word: varchar('word', { length: 100 }).primaryKey() },
  (t) => [index('search_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const searchHistory = pgTable(
  'search_history',
  {
    visitorId: uuid('visitor_id').notNull(),
    query: varchar('query', { length: 200 }).notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.query] }), index('search_history_visitor_idx').on(t.visitorId, t.searchedAt)],
);

/** Query counts behind "hot searches": only queries that found something count. */
export const searchStat = pgTable('search_stat', {
  queryNorm: varchar('query_norm', { length: 200 }).primaryKey(),
  query: varchar('query', { length: 200 }).notNull(),
  count: integer('count').notNull().default(0),
  /** Distinct visitors who searched it: one visitor repeating a query cannot make it hot. */
  visitors: integer('visitors').notNull().default(0),
  /** Hidden by an operator: never shown as a hot search, whatever its counts. */
  hidden: boolean('hidden').notNull().default(false),
  lastAt: timestamp('last_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** Who searched what, once per visitor and query: behind search_stat.visitors. */
export const searchStatVisitor = pgTable(
  'search_stat_visitor',
  {
    queryNorm: varchar('query_norm', { length: 200 }).notNull(),
    visitorId: uuid('visitor_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.queryNorm, t.visitorId] })],
);
