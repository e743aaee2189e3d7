import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, json, row, typedRows } from '../../db/typed-rows.js';
import { mainPictureOf } from './image-queries.js';

// The product card's SQL (listing, search, recently viewed, a solution's products, similar
// products): the catalogue answers cards by product ids, or publishes them as a read view for a
// list that joins them to its own rows (ADR 0039), so no other module names its tables.

/** The quantity whose tier price a card shows as its volume price. */
const VOLUME_QTY = 50;

/** One card as the card columns answer it (amounts in base-currency minor units). */
export const cardRow = row({
  id: col.int,
  key: col.text,
  model: col.text,
  minPrice: col.int,
  totalStock: col.int,
  // numeric(3,2) as its text, e.g. '4.50'
  ratingAvg: col.text,
  reviewCount: col.int,
  isNew: col.bool,
  featured: col.bool,
  name: col.text,
  shortDesc: col.text,
  attrs: json(z.record(z.string(), z.string()).nullable()),
  volumePrice: col.int.nullable(),
  /** The main uploaded picture's file name, or null: the generated drawing is shown then. */
  mainImage: col.text.nullable(),
});
export type CardRow = z.output<typeof cardRow>;

/** The product's translation rows (requested → English → Chinese) under the `p` of cardColumns. */
export const productText = (langId: number) => translated('product_i18n', 'product_id', sql`p.id`, langId, 'pt');

/** Columns of a product card over `product p` joined with cardJoins; the first SKU's attrs give its key facts. */
export const cardColumns = (langId: number) => sql`
  p.id, p.key, p.model, p.min_price AS "minPrice", p.total_stock AS "totalStock", p.rating_avg::text AS "ratingAvg",
  p.review_count AS "reviewCount", p.is_new AS "isNew", p.featured,
  ${productText(langId).pick('name')} AS name, ${productText(langId).pick('short_desc')} AS "shortDesc",
  (SELECT s.attrs FROM sku s WHERE s.product_id = p.id ORDER BY s.sort, s.id LIMIT 1) AS attrs,
  (SELECT min(t.price) FROM sku_tier t JOIN sku s ON s.id = t.sku_id WHERE s.product_id = p.id AND t.min_qty <= ${VOLUME_QTY}) AS "volumePrice",
  ${mainPictureOf(sql`p.id`)} AS "mainImage"`;
/** The joins cardColumns reads the product's texts from. */
export const cardJoins = (langId: number) => productText(langId).joins;

/**
 * Read view: every published product's card columns in a language, as cardRow names them (id is the
 * product's id). Join it: `JOIN ${productCardsView(langId)} c ON c.id = x.product_id`, and read
 * `c.*` (or `json_agg(c)`) into cardRow; the per-card subqueries run for the joined rows only.
 */
export const productCardsView = (langId: number) => sql`(SELECT ${cardColumns(langId)} FROM product p ${cardJoins(langId)} WHERE p.status = 'published')`;

/** The cards of these published product ids, in no particular order; unknown and unpublished ids are absent. */
export async function cardRowsByIds(db: Db, langId: number, ids: number[]): Promise<CardRow[]> {
  if (!ids.length) return [];
  return typedRows(db, cardRow, sql`SELECT ${cardColumns(langId)} FROM product p ${cardJoins(langId)} WHERE p.status = 'published' AND p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}
