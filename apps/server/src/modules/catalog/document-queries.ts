import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { productText } from './card-queries.js';

// Technical documents (datasheets, manuals, guides, certificates) of the catalogue's products.
// Titles fall back requested language → English → Chinese (docs/architecture.md#languages).

/** A document's translation rows under the alias `d`. */
export const documentText = (langId: number) => translated('document_i18n', 'document_id', sql`d.id`, langId, 'dt');

const headRow = row({ productId: col.int, type: col.text, title: col.text });

/** A document's product, type and title in a language; undefined for an unknown id or a product not published. */
export async function documentHeadRow(db: Db, langId: number, docId: number) {
  const docText = documentText(langId);
  return typedRow(
    db,
    headRow,
    sql`SELECT d.product_id AS "productId", d.type, ${docText.pick('title')} AS title
          FROM document d JOIN product p ON p.id = d.product_id ${docText.joins} WHERE d.id = ${docId} AND p.status = 'published'`,
  );
}

const listedRow = row({ id: col.int, type: col.text, title: col.text, spuId: col.int, productName: col.text, model: col.text, updatedAt: col.time, total: col.int });

/**
 * A page of documents, newest first, filtered by type, product and a prefix of the model or of a
 * SKU's product number (`modelPrefix` upper-cased, without LIKE wildcards); each row carries the
 * total of matches.
 */
export async function documentPage(db: Db, langId: number, q: { type?: string; spuId?: number; modelPrefix?: string; limit: number; offset: number }) {
  const pt = productText(langId);
  const docText = documentText(langId);
  const model = q.modelPrefix;
  return typedRows(
    db,
    listedRow,
    sql`SELECT d.id, d.type, ${docText.pick('title')} AS title, p.id AS "spuId", ${pt.pick('name')} AS "productName", p.model,
               d.updated_at AS "updatedAt", count(*) OVER() AS total
          FROM document d JOIN product p ON p.id = d.product_id ${docText.joins} ${pt.joins}
         WHERE p.status = 'published'
           AND ${q.type ? sql`d.type = ${q.type}` : sql`TRUE`}
           AND ${q.spuId ? sql`p.id = ${q.spuId}` : sql`TRUE`}
           AND ${model ? sql`(upper(p.model) LIKE ${`${model}%`} OR EXISTS (SELECT 1 FROM sku s WHERE s.product_id = p.id AND s.product_no LIKE ${`${model}%`}))` : sql`TRUE`}
         ORDER BY d.updated_at DESC, d.id LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
}
