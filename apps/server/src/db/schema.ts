import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  jsonb,
  char,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Money in minor units: bigint, because a large order in CNY or JPY passes 2^31 (the drivers
 * parse int8 to a JS number, exact to 2^53, far beyond the largest order the limits allow). */
const money = (name: string) => bigint(name, { mode: 'number' });

// Reference data of the site domain. Texts a buyer reads live in *_i18n rows keyed by language;
// reads fall back requested → English → Chinese.

export const language = pgTable('language', {
  id: smallint('id').primaryKey(),
  shortName: varchar('short_name', { length: 10 }).notNull().unique(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const currency = pgTable('currency', {
  id: serial('id').primaryKey(),
  code: char('code', { length: 3 }).notNull().unique(),
  symbol: varchar('symbol', { length: 8 }).notNull(),
  minorUnits: smallint('minor_units').notNull(),
  /** Units of this currency per one unit of the base currency. */
  rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
  isBase: boolean('is_base').notNull().default(false),
});

export const country = pgTable('country', {
  id: serial('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  defaultLangId: smallint('default_lang_id')
    .notNull()
    .references(() => language.id),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currency.id),
  phoneCode: varchar('phone_code', { length: 8 }).notNull(),
  sort: smallint('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const countryI18n = pgTable(
  'country_i18n',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.langId] })],
);

export const region = pgTable('region', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => country.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 12 }).notNull().unique(),
  sort: smallint('sort').notNull().default(0),
});

export const regionI18n = pgTable(
  'region_i18n',
  {
    regionId: integer('region_id')
      .notNull()
      .references(() => region.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.langId] })],
);

export const dictItem = pgTable(
  'dict_item',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 40 }).notNull(),
    value: varchar('value', { length: 40 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [unique('dict_item_type_value').on(t.type, t.value)],
);

export const dictItemI18n = pgTable(
  'dict_item_i18n',
  {
    dictItemId: integer('dict_item_id')
      .notNull()
      .references(() => dictItem.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dictItemId, t.langId] })],
);

/** Site-wide settings (version, title, favicon, default country). */
export const siteSetting = pgTable('site_setting', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});

/** Localized texts of the base configuration (site name, slogan, footer, cookie text…). */
export const siteText = pgTable(
  'site_text',
  {
    key: varchar('key', { length: 60 }).notNull(),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.langId] })],
);

/** Anonymous visitors, identified by the uuid the start-up guard fetches (docs/product.md#overview). */
export const visitor = pgTable('visitor', {
  id: uuid('id').primaryKey(),
  countryId: integer('country_id').references(() => country.id),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

// ─── Catalogue ────────────────────────────────────────────────────────────────────────────
// Prices are integer US cents (the base currency, ADR 0002); the API converts per request.

export const category = pgTable('category', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 60 }).notNull().unique(),
  parentId: integer('parent_id'),
  sort: smallint('sort').notNull().default(0),
  icon: varchar('icon', { length: 20 }).notNull(),
});

export const categoryI18n = pgTable(
  'category_i18n',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.langId] })],
);

export const attribute = pgTable('attribute', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 40 }).notNull().unique(),
  facet: boolean('facet').notNull().default(true),
  sort: smallint('sort').notNull().default(0),
});

export const attributeI18n = pgTable(
  'attribute_i18n',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.langId] })],
);

export const attributeValue = pgTable(
  'attribute_value',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 40 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [unique('attribute_value_key').on(t.attributeId, t.key)],
);

export const attributeValueI18n = pgTable(
  'attribute_value_i18n',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValue.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.langId] })],
);

export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 80 }).notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id),
    brand: varchar('brand', { length: 40 }).notNull(),
    model: varchar('model', { length: 60 }).notNull().unique(),
    image: varchar('image', { length: 20 }).notNull(),
    featured: boolean('featured').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    /** Cheapest SKU and stock over all SKUs, kept by the seeder and order code for fast listings. */
    minPrice: money('min_price').notNull(),
    totalStock: integer('total_stock').notNull().default(0),
    /** Every value each sale attribute takes over the product's SKUs: {"speed": ["10G"], …}. */
    attrs: jsonb('attrs').notNull().default(sql`'{}'::jsonb`),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('product_category_idx').on(t.categoryId, t.popularity.desc(), t.id),
    index('product_popularity_idx').on(t.popularity.desc(), t.id),
    index('product_attrs_idx').using('gin', sql`${t.attrs} jsonb_path_ops`),
    index('product_min_price_idx').on(t.minPrice, t.id),
    index('product_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

export const productI18n = pgTable(
  'product_i18n',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull(),
    shortDesc: text('short_desc').notNull(),
    longDesc: text('long_desc'),
    /** string[] */
    features: jsonb('features').notNull(),
    /** {label, value}[] */
    specs: jsonb('specs').notNull(),
    /** {q, a}[] */
    faq: jsonb('faq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.langId] })],
);

export const sku = pgTable(
  'sku',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    productNo: varchar('product_no', { length: 80 }).notNull().unique(),
    price: money('price').notNull(),
    stock: integer('stock').notNull(),
    weightG: integer('weight_g').notNull(),
    /** attribute key → value key, the full set of sale attributes of this SKU */
    attrs: jsonb('attrs').notNull(),
    sort: smallint('sort').notNull().default(0),
    /** Free samples (issue 14): the most units of this SKU one sample application may ask for; 0 = not offered as a sample. */
    sampleLimit: smallint('sample_limit').notNull().default(0),
  },
  (t) => [index('sku_product_idx').on(t.productId), index('sku_product_no_prefix_idx').using('btree', t.productNo.op('text_pattern_ops')), index('sku_attrs_idx').using('gin', sql`${t.attrs} jsonb_path_ops`), check('sku_stock_nonnegative', sql`${t.stock} >= 0`)],
);

export const skuTier = pgTable(
  'sku_tier',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id, { onDelete: 'cascade' }),
    minQty: integer('min_qty').notNull(),
    price: money('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.minQty] })],
);

export const productCompat = pgTable(
  'product_compat',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.name] })],
);

export const document = pgTable(
  'document',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 120 }).notNull().unique(),
    productId: integer('product_id').references(() => product.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('document_product_idx').on(t.productId)],
);

export const documentI18n = pgTable(
  'document_i18n',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => document.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.langId] })],
);

export const review = pgTable(
  'review',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    author: varchar('author', { length: 60 }).notNull(),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    helpful: integer('helpful').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The buyer who wrote it and the order line it reviews (null for seeded reviews): one review per line, a verified purchase. */
    userId: integer('user_id').references((): AnyPgColumn => appUser.id, { onDelete: 'set null' }),
    orderId: integer('order_id'),
    lineNo: smallint('line_no'),
    /** The bought SKU's options as the order line named them, e.g. "Distance: 10 km". */
    skuAttrs: text('sku_attrs'),
    /** Upload ids (purpose review), at most REVIEW_MAX_IMAGES. */
    images: jsonb('images').notNull().default(sql`'[]'::jsonb`),
    /** false: shown as an initial and asterisks instead of the buyer's name. */
    showName: boolean('show_name').notNull().default(true),
    /** published (shown, counted in the rating) or hidden by staff with a reason. */
    status: varchar('status', { length: 10 }).notNull().default('published'),
    hiddenReason: text('hidden_reason'),
    /** The shop's public reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('review_product_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('review_user_idx').on(t.userId),
    uniqueIndex('review_order_line_uq').on(t.orderId, t.lineNo).where(sql`order_id IS NOT NULL`),
    check('review_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('review_status', sql`${t.status} IN ('published', 'hidden')`),
  ],
);

/** "Helpful" votes: one per buyer and review (review.helpful counts them). */
export const reviewVote = pgTable(
  'review_vote',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => review.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** Product questions (issue 14): asked by a buyer, answered by staff; answered public ones show on the product page. */
export const productQuestion = pgTable(
  'product_question',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => appUser.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id').notNull(),
    /** QUESTION_TYPES and QUESTION_TAGS of the contract. */
    type: varchar('type', { length: 20 }).notNull(),
    tag: varchar('tag', { length: 20 }).notNull(),
    content: text('content').notNull(),
    /** An optional document (upload purpose question), private to the asker and staff. */
    uploadId: uuid('upload_id').references((): AnyPgColumn => upload.id, { onDelete: 'set null' }),
    /** The asker agrees that the question and its answer may be shown on the product page. */
    public: boolean('public').notNull().default(true),
    /** pending (waiting for the shop) or answered. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references((): AnyPgColumn => staffUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('product_question_product_idx').on(t.productId, t.status, t.answeredAt.desc()),
    index('product_question_user_idx').on(t.userId, t.createdAt.desc()),
    index('product_question_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check('product_question_status', sql`${t.status} IN ('pending', 'answered')`),
  ],
);

/** Product detail visits: per visitor uuid for guests, per user once logged in (issue 4). */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    visitorId: uuid('visitor_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.productId] }), index('recently_viewed_visitor_idx').on(t.visitorId, t.viewedAt)],
);

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

// ─── Search ───────────────────────────────────────────────────────────────────────────────

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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

// Accounts (ADR 0010). E-mail addresses are stored lower-cased; secrets only as hashes.

export const appUser = pgTable('app_user', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  /** scrypt$N$r$p$salt$hash */
  passwordHash: text('password_hash').notNull(),
  firstName: varchar('first_name', { length: 60 }).notNull(),
  lastName: varchar('last_name', { length: 60 }).notNull(),
  countryId: integer('country_id').references(() => country.id),
  companyName: varchar('company_name', { length: 120 }).notNull().default(''),
  avatar: varchar('avatar', { length: 200 }).notNull().default(''),
  langId: smallint('lang_id').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const userSession = pgTable(
  'user_session',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the 256-bit token, hex. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [index('user_session_user_idx').on(t.userId)],
);

/** Verification codes by e-mail: one live code per address and purpose. */
export const emailCode = pgTable(
  'email_code',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** HMAC-SHA-256 of the code, hex. */
    codeHash: char('code_hash', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [unique('email_code_live').on(t.email, t.purpose)],
);

/** Mails to send: written in the transaction that makes them, delivered by the sender. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** pending → sent (SMTP) or logged (no SMTP configured: the dev mailbox) */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`)],
);

/** Fixed-window counters behind the rate limits, shared by every server process. */
export const rateLimit = pgTable('rate_limit', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const address = pgTable(
  'address',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10 }).notNull(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
    /** Null for a country whose addresses name no region (ADR 0032). */
    regionId: integer('region_id').references(() => region.id),
    city: varchar('city', { length: 80 }).notNull(),
    zip: varchar('zip', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    line1: varchar('line1', { length: 200 }).notNull(),
    line2: varchar('line2', { length: 200 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('address_user_idx').on(t.userId), check('address_type', sql`${t.type} IN ('shipping', 'billing')`)],
);

export const userMessage = pgTable(
  'user_message',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    /** Message texts are keys with parameters, rendered in the reader's language. */
    titleKey: varchar('title_key', { length: 60 }).notNull(),
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('user_message_user_idx').on(t.userId, t.createdAt)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Files buyers upload (avatars now; review photos and inquiry files later), kept in the database
 * so every server process serves them; checked by content before they are stored. */
export const upload = pgTable(
  'upload',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** image, review (public pictures) or question, inquiry (private documents): UPLOAD_PURPOSES. */
    purpose: varchar('purpose', { length: 12 }).notNull().default('image'),
    /** The sender's file name, cleaned, with the extension of the type found (for Content-Disposition). */
    name: varchar('name', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** When something (an avatar, a return's photos) first referenced it; unattached uploads are removed after a grace period. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('upload_user_idx').on(t.userId),
    index('upload_unattached_idx').on(t.createdAt).where(sql`attached_at IS NULL`),
    check('upload_purpose', sql`${t.purpose} IN ('image', 'review', 'question', 'inquiry')`),
  ],
);

/** Product detail visits of logged-in buyers, so the list follows them across devices. */
export const userRecentlyViewed = pgTable(
  'user_recently_viewed',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('user_recently_viewed_user_idx').on(t.userId, t.viewedAt)],
);

// ---- purchase: cart, favourites, checkout, orders, payments (issue 5, ADR 0011) ----

/** The server cart of a logged-in buyer (guests keep theirs in local storage). */
export const cartItem = pgTable(
  'cart_item',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    checked: boolean('checked').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skuId] }), check('cart_item_quantity', sql`${t.quantity} > 0`)],
);

export const favorite = pgTable(
  'favorite',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').references(() => sku.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favorite_user_idx').on(t.userId, t.addedAt)],
);

/** Shipping methods; fees in base-currency minor units: base + per started kilogram. */
export const shippingMethod = pgTable('shipping_method', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 30 }).notNull().unique(),
  baseFee: money('base_fee').notNull(),
  perKgFee: money('per_kg_fee').notNull(),
  /** Free from this subtotal (base minor units) on; null: never free. */
  freeOver: money('free_over'),
  daysMin: smallint('days_min').notNull(),
  daysMax: smallint('days_max').notNull(),
  sort: smallint('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const shippingMethodI18n = pgTable(
  'shipping_method_i18n',
  {
    methodId: integer('method_id')
      .notNull()
      .references(() => shippingMethod.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.methodId, t.langId] })],
);

/** Tax per destination country, in basis points (2000 = 20 %), with the name of the tax. */
export const taxRate = pgTable('tax_rate', {
  countryId: integer('country_id')
    .primaryKey()
    .references(() => country.id, { onDelete: 'cascade' }),
  rateBp: integer('rate_bp').notNull(),
  /** Message-free key of the tax's name: vat, gst, consumption, sales. */
  kind: varchar('kind', { length: 20 }).notNull(),
});

export const coupon = pgTable(
  'coupon',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** Basis points (percent) or base-currency minor units (fixed). */
    value: integer('value').notNull(),
    /** Smallest subtotal, in base-currency minor units. */
    minAmount: money('min_amount').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    public: boolean('public').notNull().default(true),
  },
  (t) => [check('coupon_kind', sql`${t.kind} IN ('percent', 'fixed')`), check('coupon_value', sql`${t.value} > 0`)],
);

/**
 * Coupons a buyer holds: claimed in the coupon centre (public ones) or issued to them (the welcome
 * coupon at registration, private ones). A private coupon is usable only with a claim; a claim may
 * end before its coupon (the welcome coupon lasts 30 days from registration).
 */
export const couponClaim = pgTable(
  'coupon_claim',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), index('coupon_claim_user_idx').on(t.userId)],
);

/** One use per buyer: the order that used it; released again when that order is cancelled. */
export const couponUse = pgTable(
  'coupon_use',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);

export const shopOrder = pgTable(
  'shop_order',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** SHA-256 of the placing request's body: the same key with another body is refused, not answered with this order. */
    requestHash: char('request_hash', { length: 64 }),
    status: varchar('status', { length: 12 }).notNull(),
    /** regular, or sample: an approved free sample application shipped as a zero-price order. */
    kind: varchar('kind', { length: 10 }).notNull().default('regular'),
    /** The order's currency and the rate used (units per base unit) at purchase. */
    currency: char('currency', { length: 3 }).notNull(),
    minorUnits: smallint('minor_units').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    subtotal: money('subtotal').notNull(),
    shippingFee: money('shipping_fee').notNull(),
    discount: money('discount').notNull(),
    tax: money('tax').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** Which tax (vat, gst, consumption, sales) the rate was, to name the line later. */
    taxKind: varchar('tax_kind', { length: 20 }),
    total: money('total').notNull(),
    couponId: integer('coupon_id').references(() => coupon.id),
    couponCode: varchar('coupon_code', { length: 40 }),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethod.id),
    /** Copied at purchase, so later edits never change a past order. */
    shippingMethodName: text('shipping_method_name').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    remark: text('remark').notNull().default(''),
    langId: smallint('lang_id').notNull(),
    cancelReason: varchar('cancel_reason', { length: 30 }),
    cancelNote: text('cancel_note'),
    paymentMethod: varchar('payment_method', { length: 20 }),
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    carrier: varchar('carrier', { length: 60 }),
    trackingNo: varchar('tracking_no', { length: 60 }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** In the recycle bin since; purged (hidden for good, kept for the books) 30 days later or on request. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('shop_order_idempotency').on(t.userId, t.idempotencyKey),
    index('shop_order_user_idx').on(t.userId, t.createdAt),
    index('shop_order_unpaid_idx').on(t.payBy).where(sql`status = 'unpaid'`),
    index('shop_order_bin_idx').on(t.deletedAt).where(sql`deleted_at IS NOT NULL AND purged_at IS NULL`),
    check('shop_order_status', sql`${t.status} IN ('unpaid', 'to_ship', 'to_receive', 'completed', 'cancelled', 'refunding', 'refunded')`),
    check('shop_order_kind', sql`${t.kind} IN ('regular', 'sample')`),
    check('shop_order_amounts', sql`${t.total} >= 0 AND ${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.tax} >= 0 AND ${t.shippingFee} >= 0`),
  ],
);

export const orderLine = pgTable(
  'order_line',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    skuId: integer('sku_id').references(() => sku.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => product.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    productNo: varchar('product_no', { length: 80 }).notNull(),
    image: varchar('image', { length: 200 }).notNull(),
    saleAttr: text('sale_attr').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] }), index('order_line_product_no_idx').on(t.productNo)],
);

export const orderEvent = pgTable(
  'order_event',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('order_event_order_idx').on(t.orderId, t.at)],
);

export const orderReturn = pgTable('order_return', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => shopOrder.id, { onDelete: 'cascade' }),
  reason: varchar('reason', { length: 30 }).notNull(),
  description: text('description').notNull(),
  items: jsonb('items').notNull(),
  photos: jsonb('photos').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** One payment attempt with a provider; its reference is what the provider's notifications name. */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerRef: varchar('provider_ref', { length: 80 }).notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** pending → succeeded | failed | superseded (a newer attempt replaced it, voided at the provider);
     * succeeded → refunded (the order was refunded, or the capture came for an order no longer payable). */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The provider's id of the refund that returned this capture, and why (orderRefund | notPayable). */
    refundRef: varchar('refund_ref', { length: 80 }),
    refundReason: varchar('refund_reason', { length: 20 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    unique('payment_provider_ref').on(t.provider, t.providerRef),
    index('payment_order_idx').on(t.orderId),
    // At most one open attempt per order (ADR 0014): two pay clicks cannot leave two capturable sessions.
    uniqueIndex('payment_one_open').on(t.orderId).where(sql`status = 'pending'`),
  ],
);

/** Every provider notification by its event id: a replayed or repeated one is recognised and has no effect. */
export const paymentNotification = pgTable(
  'payment_notification',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 80 }).notNull(),
    providerRef: varchar('provider_ref', { length: 80 }).notNull(),
    outcome: varchar('outcome', { length: 20 }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The sandbox gateway's own books (it stands in for a provider's servers, ADR 0011). */
export const sandboxPayment = pgTable('sandbox_payment', {
  ref: varchar('ref', { length: 80 }).primaryKey(),
  merchantRef: varchar('merchant_ref', { length: 80 }).notNull(),
  amount: money('amount').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  /** pending → succeeded | failed | voided (cancelled before capture); succeeded → refunded. */
  status: varchar('status', { length: 12 }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

// Staff (the shop's side: console and operator CLI), separate from buyers: own accounts, own
// sessions, roles checked on every /api/ew/staff endpoint (ADR 0017).

export const staffUser = pgTable(
  'staff_user',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    /** scrypt$N$r$p$salt$hash, as buyers' passwords. */
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    /** agent (chat), sales (inquiries, quotations, fulfilment), finance (invoices, refunds), admin (everything). */
    roles: varchar('roles', { length: 20 }).array().notNull(),
    langId: smallint('lang_id').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** When this agent's console last asked for the chat queue: online while recent. */
    chatSeenAt: timestamp('chat_seen_at', { withTimezone: true }),
  },
  (t) => [check('staff_user_roles', sql`cardinality(${t.roles}) > 0 AND ${t.roles} <@ ARRAY['agent', 'sales', 'finance', 'admin']::varchar[]`)],
);

export const staffSession = pgTable(
  'staff_session',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the 256-bit token, hex. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [index('staff_session_staff_idx').on(t.staffId)],
);

// ─── Chat (issue 13, ADR 0020) ───────────────────────────────────────────────────────

/**
 * A guest's conversation belongs to their visitor uuid; once they log in it belongs to the buyer
 * (user_id), so it follows them to another device (modules/chat/service.ts openConversation).
 */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    id: serial('id').primaryKey(),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => visitor.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    langId: smallint('lang_id').notNull().default(1),
    /** The sequence number of the newest message: the next one takes last_seq + 1 under the row's lock. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** assistant (answered by the topic tree), waiting (asked for a person), open (an agent answers), closed. */
    status: varchar('status', { length: 12 }).notNull().default('assistant'),
    agentId: integer('agent_id').references(() => staffUser.id, { onDelete: 'set null' }),
    /** Outside hours or with no agent online, the visitor left a message: mailed to the shop then, once. */
    leftMessageAt: timestamp('left_message_at', { withTimezone: true }),
    /** The address the shop answers a left message at (the buyer's, or one the guest wrote). */
    contactEmail: varchar('contact_email', { length: 254 }),
    /** The page the visitor's window is on (agents see it; a product page lets them ask about it). */
    pagePath: varchar('page_path', { length: 300 }),
    pageSpuId: integer('page_spu_id').references(() => product.id, { onDelete: 'set null' }),
    /** The visitor's window last said they are typing (the console shows it for a few seconds). */
    visitorTypingAt: timestamp('visitor_typing_at', { withTimezone: true }),
    /** The newest seq the visitor's window has shown, and the newest an agent has seen in the console: "seen" / "read" on each side. */
    visitorReadSeq: integer('visitor_read_seq').notNull().default(0),
    agentReadSeq: integer('agent_read_seq').notNull().default(0),
    /** When it entered its status (asked for a person, was claimed, was closed): the agents' queue shows it, and serves who waited longest first. */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('chat_conversation_user_idx').on(t.userId, t.updatedAt),
    index('chat_conversation_visitor_idx').on(t.visitorId),
    index('chat_conversation_queue_idx').on(t.status, t.updatedAt),
    check('chat_conversation_status', sql`${t.status} IN ('assistant', 'waiting', 'open', 'closed')`),
  ],
);

/**
 * A file sent in a conversation (a visitor's attachment), checked by content before it is stored;
 * its message links to it with a signed, expiring link (modules/chat/files.ts), so only who can
 * read the conversation (and staff) can open it.
 */
export const chatFile = pgTable('chat_file', {
  id: uuid('id').primaryKey(),
  conversationId: integer('conversation_id')
    .notNull()
    .references(() => chatConversation.id, { onDelete: 'cascade' }),
  /** The sender's file name, cleaned, with the extension of the type found. */
  name: varchar('name', { length: 120 }).notNull(),
  mime: varchar('mime', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Messages are stored before they are delivered; (conversation, seq) orders them, (conversation, side, client id) stores a retried send once. */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversation.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** docs/product.md#entities: 1 text, 2 system notice, 9 quick reply. */
    type: smallint('type').notNull(),
    /** docs/product.md#entities: 1 visitor, 2 customer service. */
    userType: smallint('user_type').notNull(),
    /** Plain text as sent; the HTML the window shows is built (escaped) when it is read. */
    body: text('body').notNull(),
    /** Quick replies offered with this message: [{ itemId, item }] in the conversation's language. */
    items: jsonb('items').notNull().default(sql`'[]'::jsonb`),
    clientMsgId: varchar('client_msg_id', { length: 64 }),
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    /** An agent wrote it (staff_id may be emptied later, when the staff account is removed). */
    byAgent: boolean('by_agent').notNull().default(false),
    fileId: uuid('file_id').references(() => chatFile.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('chat_message_seq').on(t.conversationId, t.seq),
    // The visitor's ids and the agents' ids are separate spaces: one side can never take the other's id.
    uniqueIndex('chat_message_client_id').on(t.conversationId, t.userType, t.clientMsgId),
    check('chat_message_type', sql`${t.type} IN (1, 2, 9)`),
    check('chat_message_user_type', sql`${t.userType} IN (1, 2)`),
  ],
);

/** The assistant's topics (quick replies): seeded once, then edited by staff in the console. */
export const chatTopic = pgTable(
  'chat_topic',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 40 }).notNull().unique(),
    /** answer: the assistant answers with the topic's text; handoff: the conversation waits for an agent. */
    action: varchar('action', { length: 12 }).notNull().default('answer'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('chat_topic_action', sql`${t.action} IN ('answer', 'handoff')`)],
);

export const chatTopicI18n = pgTable(
  'chat_topic_i18n',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => chatTopic.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id').notNull(),
    label: varchar('label', { length: 80 }).notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.langId] })],
);

// ─── Free samples (issue 14) ────────────────────────────────────────────────────────────────

/**
 * A buyer's application for free samples: pending review → approved (shipped as a zero-price
 * order of kind sample, so the order's shipping flow and messages apply) or rejected with a reason.
 */
export const sampleRequest = pgTable(
  'sample_request',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** The project the samples are for, and the buyer's company. */
    project: text('project').notNull(),
    company: varchar('company', { length: 120 }).notNull(),
    /** The address-book entry, copied when applying so later edits never change the application. */
    address: jsonb('address').notNull(),
    rejectReason: text('reject_reason'),
    /** The zero-price order an approval created. */
    orderId: integer('order_id').references(() => shopOrder.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staffUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('sample_request_user_idx').on(t.userId, t.createdAt.desc()),
    index('sample_request_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check('sample_request_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

export const sampleLine = pgTable(
  'sample_line',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => sampleRequest.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.skuId] }), check('sample_line_quantity', sql`${t.quantity} > 0`)],
);

// ─── Inquiries and quotations (issue 15) ────────────────────────────────────────────────────

/**
 * An inquiry (solution, product customization, quotation; or a contact-form message): from a buyer
 * or a guest with an e-mail (attached to their account when they register with it), answered by
 * sales in a thread. Statuses pending_reply → pending_feedback → processing → closed.
 */
export const inquiry = pgTable(
  'inquiry',
  {
    id: serial('id').primaryKey(),
    /** Shown to the buyer, e.g. IQ2611240001. */
    inquiryNo: varchar('inquiry_no', { length: 20 }).notNull().unique(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    langId: smallint('lang_id').notNull(),
    /** solution, customization, quotation, or contact (the contact-us form). */
    type: varchar('type', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending_reply'),
    /** Where it was sent from: product, solution, support, search, cart, contact, page. */
    source: varchar('source', { length: 20 }).notNull().default('page'),
    productNo: varchar('product_no', { length: 80 }).notNull().default(''),
    spuId: integer('spu_id').references(() => product.id, { onDelete: 'set null' }),
    skuId: integer('sku_id').references(() => sku.id, { onDelete: 'set null' }),
    /** The solution (an article of kind solution) a solution page's inquiry is about. */
    solutionId: integer('solution_id').references(() => article.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull().default(''),
    company: varchar('company', { length: 120 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    /** The contact form's topic. */
    topic: varchar('topic', { length: 30 }),
    details: text('details').notNull(),
    /** A cart's quote request: the lines it asks a price for, [{ skuId, quantity }]. */
    lines: jsonb('lines').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** When the last message of either side was written (the console's queue ages by it). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('inquiry_user_idx').on(t.userId, t.createdAt.desc()),
    index('inquiry_email_idx').on(t.email).where(sql`user_id IS NULL`),
    index('inquiry_status_idx').on(t.status, t.lastMessageAt),
    check('inquiry_type', sql`${t.type} IN ('solution', 'customization', 'quotation', 'contact')`),
    check('inquiry_status', sql`${t.status} IN ('pending_reply', 'pending_feedback', 'processing', 'closed')`),
  ],
);

/** The thread of an inquiry: the buyer's first details are the inquiry itself; replies of both sides here. */
export const inquiryMessage = pgTable(
  'inquiry_message',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiry.id, { onDelete: 'cascade' }),
    /** buyer or staff. */
    author: varchar('author', { length: 10 }).notNull(),
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('inquiry_message_inquiry_idx').on(t.inquiryId, t.id), check('inquiry_message_author', sql`${t.author} IN ('buyer', 'staff')`)],
);

/**
 * Files of an inquiry and its messages, stored with the inquiry (not as uploads: a guest has no
 * account to own an upload). Private: the inquiry's buyer, staff with uploads.read, signed links.
 */
export const inquiryFile = pgTable(
  'inquiry_file',
  {
    id: uuid('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiry.id, { onDelete: 'cascade' }),
    /** null: attached to the inquiry itself; else to this message. */
    messageId: integer('message_id').references(() => inquiryMessage.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('inquiry_file_inquiry_idx').on(t.inquiryId)],
);

/**
 * A quotation of an inquiry, by version: a new version supersedes the previous. Prices are in the
 * buyer's currency (minor units) as negotiated; accepting a valid, current one places an order.
 */
export const quotation = pgTable(
  'quotation',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiry.id, { onDelete: 'cascade' }),
    version: smallint('version').notNull(),
    /** active, superseded, accepted (expiry is read from valid_until). */
    status: varchar('status', { length: 12 }).notNull().default('active'),
    currency: char('currency', { length: 3 }).notNull(),
    minorUnits: smallint('minor_units').notNull(),
    subtotal: money('subtotal').notNull(),
    shippingFee: money('shipping_fee').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    orderId: integer('order_id').references(() => shopOrder.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => staffUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    unique('quotation_version').on(t.inquiryId, t.version),
    check('quotation_status', sql`${t.status} IN ('active', 'superseded', 'accepted')`),
    check('quotation_amounts', sql`${t.subtotal} >= 0 AND ${t.shippingFee} >= 0 AND ${t.tax} >= 0 AND ${t.total} >= 0`),
  ],
);

export const quotationLine = pgTable(
  'quotation_line',
  {
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotation.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id),
    quantity: integer('quantity').notNull(),
    /** Negotiated, in the quotation's currency (minor units). */
    unitPrice: money('unit_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quotationId, t.lineNo] }), check('quotation_line_amounts', sql`${t.quantity} > 0 AND ${t.unitPrice} >= 0`)],
);

// ─── VAT invoices (issue 15) ────────────────────────────────────────────────────────────────

/** A buyer's invoice titles (company or personal); one default. */
export const invoiceTitle = pgTable(
  'invoice_title',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** company or personal. */
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    /** Checked by the country: China's 18-character unified social credit code, the EU VAT number format. */
    taxNo: varchar('tax_no', { length: 40 }).notNull().default(''),
    countryId: integer('country_id').references(() => country.id),
    address: varchar('address', { length: 300 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    /** Bank and account: required for a special VAT invoice. */
    bank: varchar('bank', { length: 120 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 60 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('invoice_title_user_idx').on(t.userId),
    uniqueIndex('invoice_title_default_uq').on(t.userId).where(sql`is_default`),
    check('invoice_title_kind', sql`${t.kind} IN ('company', 'personal')`),
  ],
);

/**
 * An application for a VAT invoice of a paid or completed order (once per order unless rejected):
 * pending → approved (numbered, a PDF from the order) or rejected with a reason.
 */
export const invoiceApplication = pgTable(
  'invoice_application',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    /** general or special (electronic VAT invoices). */
    type: varchar('type', { length: 10 }).notNull(),
    /** The title as it was when applying. */
    title: jsonb('title').notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    minorUnits: smallint('minor_units').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    invoiceNo: varchar('invoice_no', { length: 32 }).unique(),
    decidedBy: integer('decided_by').references(() => staffUser.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('invoice_application_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('invoice_application_order_uq').on(t.orderId).where(sql`status <> 'rejected'`),
    index('invoice_application_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check('invoice_application_type', sql`${t.type} IN ('general', 'special')`),
    check('invoice_application_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);
