// Tables the content module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/content/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { product } from '../catalog/schema.js';
import { language } from '../site/schema.js';

// ─── Content: news, case studies, solutions, about pages and policies ─────────────────────

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 80 }).notNull().unique(),
    cateId: smallint('cate_id').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
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
    body: text('body'),
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
    publishedAt: timestamp('published_at', { withTimezone: true })
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
