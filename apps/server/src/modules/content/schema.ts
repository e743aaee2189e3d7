// Tables the content module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/content/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { product } from '../catalog/schema.js';
import { language } from '../site/schema.js';

// ─── Content: news, case studies, solutions, about pages and policies ─────────────────────

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 80 }).notNull().unique(),
    cateId: smallint('cate_id').notNull(),
    /** NULL: a draft; later than now: scheduled, hidden from buyers until then (the console, issue 27). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Raised by every console save: a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('news_cate_published_idx').on(t.cateId, t.publishedAt)],
);

export const newsI18n = pgTable(
  'news_i18n',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** The Markdown the console edits (seeded texts are light Markdown too). */
    body: text('body'),
    /** The body as the shop shows it: rendered and sanitised on save; NULL for seeded rows (rendered on read). */
    bodyHtml: text('body_html'),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.langId] })],
);

/** Case studies, solutions and pages (about, policies) share one shape: an article. */
export const article = pgTable(
  'article',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    sort: smallint('sort').notNull().default(0),
    /** NULL: a draft; later than now: scheduled (see news.published_at). Seeded rows are published. */
    publishedAt: timestamp('published_at', { withTimezone: true }).default(sql`now()`),
    /** A solution the home page shows among its featured ones. */
    featured: boolean('featured').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [unique('article_kind_key').on(t.kind, t.key)],
);

export const articleI18n = pgTable(
  'article_i18n',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => article.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Case studies: the industry and the customer, shown as facts. */
    industry: text('industry'),
    customer: text('customer'),
    body: text('body'),
    bodyHtml: text('body_html'),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.langId] })],
);

export const articleProduct = pgTable(
  'article_product',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => article.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.productId] })],
);
