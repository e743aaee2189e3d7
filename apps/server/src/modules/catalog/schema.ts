// Tables the catalog module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/catalog/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea, money } from '../../db/columns.js';
import { appUser } from '../account/schema.js';
import { language } from '../site/schema.js';

// ─── Catalogue ────────────────────────────────────────────────────────────────────────────
// Prices are integer US cents (the base currency, ADR 0002); the API converts per request.

export const category = pgTable('category', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 60 }).notNull().unique(),
  parentId: integer('parent_id'),
  sort: smallint('sort').notNull().default(0),
  icon: varchar('icon', { length: 20 }).notNull(),
  /** Optimistic concurrency of the console's tree editor (issue 27): a text save sends the version it edited and bumps it. */
  version: integer('version').notNull().default(1),
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
  /** Optimistic concurrency of the console (issue 27): names, facet flag and values are saved over the version edited. */
  version: integer('version').notNull().default(1),
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
    /**
     * Issue 27: only published products reach buyers (listings, detail, search, sitemaps, cart,
     * checkout). The console creates drafts; seeded and generated products are published.
     */
    status: varchar('status', { length: 12 }).notNull().default('published'),
    /** Optimistic concurrency: every console save sends the version it edited and bumps it. */
    version: integer('version').notNull().default(1),
    /** Why it was published with a language incomplete (the override, ADR 0042); null otherwise. */
    publishOverrideReason: text('publish_override_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check('product_status_known', sql`${t.status} IN ('draft', 'published', 'unpublished')`),
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

/**
 * The PDF staff uploaded for a document (issue 27): buyers download it as it is; a document
 * without one (the seeded ones) is generated from the product's data (catalog/pdf.ts). Kept in
 * the database like every other upload, so each server process serves it.
 */
export const documentFile = pgTable('document_file', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => document.id, { onDelete: 'cascade' }),
  /** The sender's file name, cleaned, with the extension of the type found (lib/file-kind.ts). */
  name: varchar('name', { length: 120 }).notNull(),
  mime: varchar('mime', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Pictures staff upload for a product (issue 27): the first by `sort` is its main picture on cards,
 * the cart and its page; a product without any shows its generated drawing (images.ts). Kept in
 * the database, as every file of the shop is, so every server process serves them; the bytes are
 * checked and stripped of metadata before they are stored (image-bytes.ts).
 */
export const productImage = pgTable(
  'product_image',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
    /** image/jpeg, image/png or image/webp, by content. */
    mime: varchar('mime', { length: 20 }).notNull(),
    size: integer('size').notNull(),
    /** The SHA-256 of the bytes in hex: part of the picture's URL, so a URL is cached for ever. */
    hash: varchar('hash', { length: 64 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('product_image_product_idx').on(t.productId, t.sort, t.id), check('product_image_mime', sql`${t.mime} IN ('image/jpeg', 'image/png', 'image/webp')`)],
);

/** A picture's alternative text per language (a language without one falls back to the product's name). */
export const productImageI18n = pgTable(
  'product_image_i18n',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => productImage.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    alt: text('alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.langId] })],
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

/**
 * A previewed bulk change of the console (issue 27): a catalogue import or a category price
 * change. The dry run stores what it would write and every row's state as it read it; applying
 * by this id writes exactly that, once (applied_at), before expires_at, after checking under
 * locks that none of those rows changed since.
 */
export const catalogImport = pgTable(
  'catalog_import',
  {
    id: uuid('id').primaryKey(),
    kind: varchar('kind', { length: 12 }).notNull(),
    /** Who previewed it (0 for the operator token); only staff may apply, and the audit says who. */
    staffId: integer('staff_id').notNull(),
    fileName: text('file_name').notNull(),
    /** The changes to write and the state each was computed from. */
    plan: jsonb('plan').notNull(),
    /** Counts the report and the audit entry show. */
    summary: jsonb('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [check('catalog_import_kind_known', sql`${t.kind} IN ('import', 'price')`), index('catalog_import_created_idx').on(t.createdAt)],
);
