import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { mainPictureOf } from './image-queries.js';

// What other modules read of products and SKUs beside their own rows (ADR 0039): read views to
// join in their lists, and look-ups of a few rows. Names fall back requested language → English →
// Chinese (docs/architecture.md#languages).

/**
 * Read view: a product's name in a language, with its key and model. Columns: product_id, key,
 * model, main_image (its main uploaded picture's file name for imageUrl, or NULL), name (the translation; NULL when there is none in any of the three languages, so a caller
 * shows `coalesce(p.name, p.model)`). Join it: `JOIN ${productNamesView(langId)} p ON p.product_id = x.product_id`.
 */
export function productNamesView(langId: number) {
  const text = translated('product_i18n', 'product_id', sql`p.id`, langId, 'pt');
  return sql`(SELECT p.id AS product_id, p.key, p.model, ${text.pick('name')} AS name, ${mainPictureOf(sql`p.id`)} AS main_image FROM product p ${text.joins})`;
}

/**
 * Read view: a SKU with its product's name in a language, its stock and list price. Columns:
 * sku_id, product_id, product_no, stock, price (base-currency minor units), name (the product's
 * translation, else its model). Join it: `LEFT JOIN ${skuNamesView(langId)} s ON s.sku_id = x.sku_id`.
 */
export function skuNamesView(langId: number) {
  const text = translated('product_i18n', 'product_id', sql`p.id`, langId, 'pt');
  return sql`(SELECT s.id AS sku_id, s.product_id, s.product_no, s.stock, s.price, coalesce(${text.pick('name')}, p.model) AS name
                FROM sku s JOIN product p ON p.id = s.product_id ${text.joins})`;
}

/**
 * Read view: a product's name in a language (NULL when there is none), model and stock across its
 * SKUs, for the chat assistant's answer about the product on the visitor's page. Columns:
 * product_id, name, model, total_stock. Join it: `JOIN ${productStockView(langId)} p ON p.product_id = x.page_spu_id`.
 */
export function productStockView(langId: number) {
  const text = translated('product_i18n', 'product_id', sql`p.id`, langId, 'pt');
  return sql`(SELECT p.id AS product_id, ${text.pick('name')} AS name, p.model, p.total_stock FROM product p ${text.joins})`;
}

const okRow = row({ ok: col.int });

/** Whether a published product of this id exists (buyers' reviews, questions, inquiries). */
export async function productExists(db: Db, productId: number): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM product WHERE id = ${productId} AND status = 'published'`)) !== undefined;
}

const productIdRow = row({ productId: col.int });

/** The product of a SKU; undefined for an unknown SKU or one of a product not published. */
export async function skuProductId(db: Db, skuId: number): Promise<number | undefined> {
  return (await typedRow(db, productIdRow, sql`SELECT s.product_id AS "productId" FROM sku s JOIN product p ON p.id = s.product_id WHERE s.id = ${skuId} AND p.status = 'published'`))?.productId;
}

const skuFactsRow = row({ id: col.int, productNo: col.text, sampleLimit: col.int, stock: col.int });

/** Of these SKU ids, the ones of published products, with their product number, sample limit and stock (other ids are absent). */
export async function skuFacts(db: Db, skuIds: number[]) {
  if (!skuIds.length) return [];
  return typedRows(
    db,
    skuFactsRow,
    sql`SELECT s.id, s.product_no AS "productNo", s.sample_limit AS "sampleLimit", s.stock FROM sku s JOIN product p ON p.id = s.product_id
         WHERE p.status = 'published' AND s.id IN (${sql.join(skuIds.map((id) => sql`${id}`), sql`, `)})`,
  );
}

/**
 * Read view: the SKUs of published products (what buyers may see and order), with their product
 * and order within it. Columns: sku_id, product_id, sort. The inventory's stock per warehouse
 * joins it: `JOIN ${publishedSkusView()} s ON s.sku_id = x.sku_id`.
 */
export function publishedSkusView() {
  return sql`(SELECT s.id AS sku_id, s.product_id, s.sort FROM sku s JOIN product p ON p.id = s.product_id WHERE p.status = 'published')`;
}

const productCategoryRow = row({ id: col.int, categoryId: col.int });

/** The category of each of these products (a company's approval rule on a category, issue 30); unknown ids are absent. */
export async function productCategoryIds(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const r = await typedRows(db, productCategoryRow, sql`SELECT id, category_id AS "categoryId" FROM product WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(r.map((p) => [p.id, p.categoryId]));
}
