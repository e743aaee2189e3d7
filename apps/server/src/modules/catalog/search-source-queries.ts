import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// What the search module reads of products, SKUs and documents (ADR 0039): read views its index
// and result queries join, and look-ups of a few rows. The catalogue's table and column names stay
// in this module.

/**
 * Read view: each published product's texts in every language it has, for the search index (a
 * product not published has no rows, so indexing it removes it from search). Columns:
 * product_id, popularity (0 when unset), lang_id, name, short_desc, model, features, specs,
 * category (the category's name in that language, '' when none), product_nos (its SKUs' numbers, text[]),
 * compat_names (the brand-coded part numbers it is compatible with, text[] in display order; issue 27).
 * Read it by product ids: `FROM ${productSearchTextsView()} t WHERE t.product_id IN (…)`.
 */
export const productSearchTextsView = () =>
  sql`(SELECT p.id AS product_id, coalesce(p.popularity, 0) AS popularity, i.lang_id, i.name, i.short_desc, p.model, i.features, i.specs,
              coalesce(ci.name, '') AS category,
              coalesce((SELECT array_agg(s.product_no) FROM sku s WHERE s.product_id = p.id), '{}') AS product_nos,
              coalesce((SELECT array_agg(c.name ORDER BY c.sort, c.name) FROM product_compat c WHERE c.product_id = p.id), '{}') AS compat_names
         FROM product p JOIN product_i18n i ON i.product_id = p.id
         LEFT JOIN category_i18n ci ON ci.category_id = p.category_id AND ci.lang_id = i.lang_id
        WHERE p.status = 'published')`;

/**
 * Read view: each published product's documents' titles in every language they have, with its product's name in that
 * language ('' when none), model and the document's type, for the search index. Columns:
 * document_id, lang_id, title, product, model, type.
 */
export const documentSearchTextsView = () =>
  sql`(SELECT d.id AS document_id, i.lang_id, i.title, coalesce(pi.name, '') AS product, p.model, d.type
         FROM document d JOIN document_i18n i ON i.document_id = d.id
         JOIN product p ON p.id = d.product_id
         LEFT JOIN product_i18n pi ON pi.product_id = p.id AND pi.lang_id = i.lang_id
        WHERE p.status = 'published')`;

/**
 * Read view: each document's product name in a language (requested → English → Chinese), a
 * document hit's summary. Columns: document_id, product_name.
 * Use it per hit: `(SELECT x.product_name FROM ${documentProductNamesView(langId)} x WHERE x.document_id = h.ref_id)`.
 */
export function documentProductNamesView(langId: number) {
  const name = translated('product_i18n', 'product_id', sql`d.product_id`, langId, 'pt');
  return sql`(SELECT d.id AS document_id, ${name.pick('name')} AS product_name FROM document d ${name.joins})`;
}

const idRow = row({ id: col.int });

/** Up to `limit` product ids after `after`, in id order: the search index reads the catalogue in chunks. */
export async function productIdsAfter(db: Db, after: number, limit: number): Promise<number[]> {
  return (await typedRows(db, idRow, sql`SELECT id FROM product WHERE id > ${after} ORDER BY id LIMIT ${limit}`)).map((r) => r.id);
}

/**
 * The ids of these products' documents, published or not: reindexing a product reindexes its
 * documents too (their rows carry its name and model, and leave search with it when it is unpublished).
 */
export async function documentIdsOfProducts(db: Db, productIds: number[]): Promise<number[]> {
  if (!productIds.length) return [];
  return (await typedRows(db, idRow, sql`SELECT id FROM document WHERE product_id IN (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)}) ORDER BY id`)).map((r) => r.id);
}

const skuNumberRow = row({ productNo: col.text, productId: col.int });

/** The first `limit` SKUs of published products whose product number starts with `prefix` (upper-cased, without LIKE wildcards), by number: suggestions while typing. */
export async function skusByNumberPrefix(db: Db, prefix: string, limit: number) {
  return typedRows(
    db,
    skuNumberRow,
    sql`SELECT s.product_no AS "productNo", s.product_id AS "productId" FROM sku s JOIN product p ON p.id = s.product_id
         WHERE s.product_no LIKE ${`${prefix}%`} AND p.status = 'published' ORDER BY s.product_no LIMIT ${limit}`,
  );
}
