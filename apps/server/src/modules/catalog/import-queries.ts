import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The statements of the catalogue's bulk import and export and of category price changes
// (issue 27). Lists of any length travel as one JSON parameter (jsonb_to_recordset), never as a
// parameter per value: a 10,000-line file would pass PostgreSQL's 65,535 parameters.

const asJson = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const textList = (v: string[]) => sql`(SELECT jsonb_array_elements_text(${asJson(v)}))`;
const intList = (v: number[]) => sql`(SELECT (jsonb_array_elements_text(${asJson(v)}))::int)`;

const tiersJson = json(z.array(z.tuple([z.number().int(), z.number().int()])));

const skuStateRow = row({
  id: col.int,
  productId: col.int,
  productNo: col.text,
  model: col.text,
  price: col.int,
  stock: col.int,
  weightG: col.int,
  attrs: json(z.record(z.string(), z.string())),
  tiers: tiersJson,
});
export type SkuState = z.output<typeof skuStateRow>;

/** The SKUs with these product numbers, with their product's model and their tiers. */
export function skuStates(db: Db, productNos: string[]): Promise<SkuState[]> {
  return typedRows(
    db,
    skuStateRow,
    sql`SELECT s.id, s.product_id AS "productId", s.product_no AS "productNo", p.model, s.price, s.stock, s.weight_g AS "weightG", s.attrs,
               coalesce((SELECT jsonb_agg(jsonb_build_array(t.min_qty, t.price) ORDER BY t.min_qty) FROM sku_tier t WHERE t.sku_id = s.id), '[]'::jsonb) AS tiers
          FROM sku s JOIN product p ON p.id = s.product_id
         WHERE s.product_no IN ${textList(productNos)}
         ORDER BY s.id`,
  );
}

const productStateRow = row({
  id: col.int,
  model: col.text,
  key: col.text,
  brand: col.text,
  categoryId: col.int,
  image: col.text,
  version: col.int,
  /** lang id → [name, short description] */
  texts: json(z.record(z.string(), z.tuple([z.string(), z.string()]))),
});
export type ProductState = z.output<typeof productStateRow>;

/** The products with these models or ids, with each language's name and short description. */
export function productStates(db: Db, models: string[], ids: number[]): Promise<ProductState[]> {
  return typedRows(
    db,
    productStateRow,
    sql`SELECT p.id, p.model, p.key, p.brand, p.category_id AS "categoryId", p.image, p.version,
               coalesce((SELECT jsonb_object_agg(i.lang_id::text, jsonb_build_array(i.name, i.short_desc)) FROM product_i18n i WHERE i.product_id = p.id), '{}'::jsonb) AS texts
          FROM product p
         WHERE p.model IN ${textList(models)} OR p.id IN ${intList(ids)}
         ORDER BY p.id`,
  );
}

const keyRow = row({ key: col.text });
/** Which of these product keys are taken. */
export async function keysTaken(db: Db, keys: string[]): Promise<Set<string>> {
  return new Set((await typedRows(db, keyRow, sql`SELECT key FROM product WHERE key IN ${textList(keys)}`)).map((r) => r.key));
}

/**
 * Locks the SKUs, then the products, in id order: the order takeStock and returnStock lock them,
 * so an import and an order placed at once wait for each other instead of deadlocking.
 */
export async function lockRows(tx: Db, skuIds: number[], productIds: number[]): Promise<void> {
  if (skuIds.length) await tx.execute(sql`SELECT 1 FROM sku WHERE id IN ${intList(skuIds)} ORDER BY id FOR UPDATE`);
  if (productIds.length) await tx.execute(sql`SELECT 1 FROM product WHERE id IN ${intList(productIds)} ORDER BY id FOR UPDATE`);
}

const createdRow = row({ id: col.int, ref: col.text });

export interface NewProduct {
  key: string;
  categoryId: number;
  brand: string;
  model: string;
  image: string;
}
/** New products, as drafts; their prices and stock follow once their SKUs are in (refreshProductTotals). */
export function insertProducts(tx: Db, list: NewProduct[]) {
  return typedRows(
    tx,
    createdRow,
    sql`INSERT INTO product (key, category_id, brand, model, image, min_price, total_stock, status)
        SELECT x.key, x.category_id, x.brand, x.model, x.image, 0, 0, 'draft'
          FROM jsonb_to_recordset(${asJson(list.map((p) => ({ key: p.key, category_id: p.categoryId, brand: p.brand, model: p.model, image: p.image })))}) AS x(key text, category_id int, brand text, model text, image text)
        RETURNING id, model AS ref`,
  );
}

/** Identity of existing products; every product the import touches gets a new version, so an editor open on it saves nothing stale. */
export async function updateProducts(tx: Db, list: { id: number; brand: string; categoryId: number; image: string }[]): Promise<void> {
  if (!list.length) return;
  await tx.execute(sql`UPDATE product p SET brand = x.brand, category_id = x.category_id, image = x.image, version = p.version + 1, updated_at = now()
                         FROM jsonb_to_recordset(${asJson(list.map((p) => ({ id: p.id, brand: p.brand, category_id: p.categoryId, image: p.image })))}) AS x(id int, brand text, category_id int, image text)
                        WHERE p.id = x.id`);
}

/** Names and short descriptions per language; a language new to the product gets empty lists. */
export async function upsertTexts(tx: Db, list: { productId: number; langId: number; name: string; shortDesc: string }[]): Promise<void> {
  if (!list.length) return;
  await tx.execute(sql`INSERT INTO product_i18n (product_id, lang_id, name, short_desc, features, specs, faq)
                       SELECT x.product_id, x.lang_id, x.name, x.short_desc, '[]'::jsonb, '[]'::jsonb, '[]'::jsonb
                         FROM jsonb_to_recordset(${asJson(list.map((t) => ({ product_id: t.productId, lang_id: t.langId, name: t.name, short_desc: t.shortDesc })))}) AS x(product_id int, lang_id smallint, name text, short_desc text)
                       ON CONFLICT (product_id, lang_id) DO UPDATE SET name = excluded.name, short_desc = excluded.short_desc`);
}

export interface SkuValues {
  price: number;
  stock: number;
  weightG: number;
  attrs: Record<string, string>;
}
const skuJson = (s: SkuValues) => ({ price: s.price, stock: s.stock, weight_g: s.weightG, attrs: s.attrs });

export function insertSkus(tx: Db, list: (SkuValues & { productId: number; productNo: string })[]) {
  return typedRows(
    tx,
    createdRow,
    sql`INSERT INTO sku (product_id, product_no, price, stock, weight_g, attrs)
        SELECT x.product_id, x.product_no, x.price, 0, x.weight_g, x.attrs
          FROM jsonb_to_recordset(${asJson(list.map((s) => ({ product_id: s.productId, product_no: s.productNo, ...skuJson(s) })))}) AS x(product_id int, product_no text, price bigint, stock int, weight_g int, attrs jsonb)
        RETURNING id, product_no AS ref`,
  );
}

export async function updateSkus(tx: Db, list: (SkuValues & { id: number })[]): Promise<void> {
  if (!list.length) return;
  await tx.execute(sql`UPDATE sku s SET price = x.price, weight_g = x.weight_g, attrs = x.attrs
                         FROM jsonb_to_recordset(${asJson(list.map((s) => ({ id: s.id, ...skuJson(s) })))}) AS x(id int, price bigint, stock int, weight_g int, attrs jsonb)
                        WHERE s.id = x.id`);
}

/** The SKUs' quantity prices become exactly these. */
export async function replaceTiers(tx: Db, skuIds: number[], tiers: { skuId: number; minQty: number; price: number }[]): Promise<void> {
  if (!skuIds.length) return;
  await tx.execute(sql`DELETE FROM sku_tier WHERE sku_id IN ${intList(skuIds)}`);
  if (!tiers.length) return;
  await tx.execute(sql`INSERT INTO sku_tier (sku_id, min_qty, price)
                       SELECT x.sku_id, x.min_qty, x.price FROM jsonb_to_recordset(${asJson(tiers.map((t) => ({ sku_id: t.skuId, min_qty: t.minQty, price: t.price })))}) AS x(sku_id int, min_qty int, price bigint)`);
}

/** Tier prices by SKU and quantity (a price change keeps the quantities). */
export async function updateTierPrices(tx: Db, tiers: { skuId: number; minQty: number; price: number }[]): Promise<void> {
  if (!tiers.length) return;
  await tx.execute(sql`UPDATE sku_tier t SET price = x.price
                         FROM jsonb_to_recordset(${asJson(tiers.map((t) => ({ sku_id: t.skuId, min_qty: t.minQty, price: t.price })))}) AS x(sku_id int, min_qty int, price bigint)
                        WHERE t.sku_id = x.sku_id AND t.min_qty = x.min_qty`);
}

export async function updateSkuPrices(tx: Db, list: { id: number; price: number }[]): Promise<void> {
  if (!list.length) return;
  await tx.execute(sql`UPDATE sku s SET price = x.price FROM jsonb_to_recordset(${asJson(list)}) AS x(id int, price bigint) WHERE s.id = x.id`);
}

/**
 * What listings read off the product row, recomputed from its SKUs: the cheapest price, the stock
 * of all SKUs and every value each sale attribute takes (the seeder's rule, db/seed/catalog). A
 * product left without SKUs (the console's SKU editor may remove them from a draft) gets 0 and {}.
 */
export async function refreshProductTotals(tx: Db, productIds: number[]): Promise<void> {
  if (!productIds.length) return;
  await tx.execute(sql`
    UPDATE product p SET
      min_price = coalesce(s.min_price, 0), total_stock = coalesce(s.total_stock, 0),
      attrs = coalesce((SELECT jsonb_object_agg(x.k, x.vals) FROM (
                SELECT kv.key AS k, jsonb_agg(DISTINCT kv.value ORDER BY kv.value) AS vals
                  FROM sku s2, jsonb_each_text(s2.attrs) kv WHERE s2.product_id = p.id GROUP BY kv.key) x), '{}'::jsonb)
    FROM (SELECT i.id, min(k.price) AS min_price, sum(k.stock)::int AS total_stock
            FROM ${intList(productIds)} AS i(id) LEFT JOIN sku k ON k.product_id = i.id GROUP BY i.id) s
    WHERE p.id = s.id`);
}

// ─── The previews ─────────────────────────────────────────────────────────────────────────

export async function insertPreview(db: Db, p: { id: string; kind: 'import' | 'price'; staffId: number; fileName: string; plan: unknown; summary: unknown; expiresAt: Date }): Promise<void> {
  await db.execute(sql`INSERT INTO catalog_import (id, kind, staff_id, file_name, plan, summary, expires_at)
                       VALUES (${p.id}, ${p.kind}, ${p.staffId}, ${p.fileName}, ${asJson(p.plan)}, ${asJson(p.summary)}, ${p.expiresAt.toISOString()}::timestamptz)`);
}

const claimedRow = row({ plan: json(z.unknown()), summary: json(z.unknown()), fileName: col.text, appliedAt: col.time });
/**
 * Marks a preview applied, in the caller's transaction; null when it is not there, of another
 * kind, applied already or expired. Two applies at once: the second waits on the row and then
 * finds it applied (or, if the first rolled back, claims it then).
 */
export function claimPreview(tx: Db, id: string, kind: 'import' | 'price') {
  return typedRow(
    tx,
    claimedRow,
    sql`UPDATE catalog_import SET applied_at = now()
         WHERE id = ${id} AND kind = ${kind} AND applied_at IS NULL AND expires_at > now()
        RETURNING plan, summary, file_name AS "fileName", applied_at AS "appliedAt"`,
  );
}

const previewStateRow = row({ applied: col.bool });
/** Whether a preview exists and was applied (to say why it could not be claimed). */
export function previewState(db: Db, id: string, kind: 'import' | 'price') {
  return typedRow(db, previewStateRow, sql`SELECT applied_at IS NOT NULL AS applied FROM catalog_import WHERE id = ${id} AND kind = ${kind}`);
}

/** Previews past their time and a day old, applied or not (the sweeper's housekeeping). */
export async function deleteOldPreviews(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM catalog_import WHERE expires_at < now() - interval '1 day' AND applied_at IS NULL`);
}

// ─── Export and price change ──────────────────────────────────────────────────────────────

const exportRow = row({
  id: col.int,
  productNo: col.text,
  model: col.text,
  brand: col.text,
  category: col.text,
  price: col.int,
  tiers: tiersJson,
  stock: col.int,
  weightG: col.int,
  attrs: json(z.record(z.string(), z.string())),
  image: col.text,
  texts: json(z.record(z.string(), z.tuple([z.string(), z.string()]))),
});
export type ExportRow = z.output<typeof exportRow>;

/** Every SKU of the products of these categories (all, when null), by product and SKU, in the file's terms. */
export function exportRows(db: Db, categoryIds: number[] | null, afterSkuId: number, limit: number) {
  return typedRows(
    db,
    exportRow,
    sql`SELECT s.id, s.product_no AS "productNo", p.model, p.brand, c.key AS category, s.price,
               coalesce((SELECT jsonb_agg(jsonb_build_array(t.min_qty, t.price) ORDER BY t.min_qty) FROM sku_tier t WHERE t.sku_id = s.id), '[]'::jsonb) AS tiers,
               s.stock, s.weight_g AS "weightG", s.attrs, p.image,
               coalesce((SELECT jsonb_object_agg(i.lang_id::text, jsonb_build_array(i.name, i.short_desc)) FROM product_i18n i WHERE i.product_id = p.id), '{}'::jsonb) AS texts
          FROM sku s JOIN product p ON p.id = s.product_id JOIN category c ON c.id = p.category_id
         WHERE s.id > ${afterSkuId} ${categoryIds ? sql`AND p.category_id IN ${intList(categoryIds)}` : sql``}
         ORDER BY s.id LIMIT ${limit}`,
  );
}

const priceRow = row({ skuId: col.int, productId: col.int, productNo: col.text, model: col.text, name: col.text, price: col.int, tiers: tiersJson });
/** Every SKU of the products of these categories, with its tiers, for a price change. */
export function categoryPrices(db: Db, categoryIds: number[], langId: number) {
  const name = translated('product_i18n', 'product_id', sql`p.id`, langId, 'pn');
  return typedRows(
    db,
    priceRow,
    sql`SELECT s.id AS "skuId", p.id AS "productId", s.product_no AS "productNo", p.model, coalesce(${name.pick('name')}, p.model) AS name, s.price,
               coalesce((SELECT jsonb_agg(jsonb_build_array(t.min_qty, t.price) ORDER BY t.min_qty) FROM sku_tier t WHERE t.sku_id = s.id), '[]'::jsonb) AS tiers
          FROM sku s JOIN product p ON p.id = s.product_id ${name.joins}
         WHERE p.category_id IN ${intList(categoryIds)}
         ORDER BY p.model, s.product_no`,
  );
}

const skuPriceRow = row({ id: col.int, price: col.int, tiers: tiersJson });
/** SKUs' prices and tiers as they are now (a price change's check before it writes). */
export function skuPrices(db: Db, ids: number[]) {
  return typedRows(
    db,
    skuPriceRow,
    sql`SELECT s.id, s.price, coalesce((SELECT jsonb_agg(jsonb_build_array(t.min_qty, t.price) ORDER BY t.min_qty) FROM sku_tier t WHERE t.sku_id = s.id), '[]'::jsonb) AS tiers
          FROM sku s WHERE s.id IN ${intList(ids)} ORDER BY s.id`,
  );
}

const skuPriceStateRow = row({ id: col.int, productId: col.int, productNo: col.text, price: col.int, stock: col.int, tiers: tiersJson });
export type SkuPriceState = z.output<typeof skuPriceStateRow>;
/** SKUs' numbers, prices, stock and tiers as they are now, by id (what a price change or an import changed, ADR 0043). */
export function skuPriceStates(db: Db, ids: number[]): Promise<SkuPriceState[]> {
  if (!ids.length) return Promise.resolve([]);
  return typedRows(
    db,
    skuPriceStateRow,
    sql`SELECT s.id, s.product_id AS "productId", s.product_no AS "productNo", s.price, s.stock,
               coalesce((SELECT jsonb_agg(jsonb_build_array(t.min_qty, t.price) ORDER BY t.min_qty) FROM sku_tier t WHERE t.sku_id = s.id), '[]'::jsonb) AS tiers
          FROM sku s WHERE s.id IN ${intList(ids)} ORDER BY s.id`,
  );
}

/** Sets SKUs' prices where one is given (a restore from the audit log, ADR 0043; their stock moves through the inventory). */
export async function setSkuPrices(tx: Db, list: { id: number; price: number | null }[]): Promise<void> {
  if (!list.length) return;
  await tx.execute(sql`UPDATE sku s SET price = coalesce(x.price, s.price)
                         FROM jsonb_to_recordset(${asJson(list)}) AS x(id int, price bigint) WHERE s.id = x.id`);
}
