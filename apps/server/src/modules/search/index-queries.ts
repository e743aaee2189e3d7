import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, json, row, typedRows } from '../../db/typed-rows.js';
import { documentSearchTextsView, productSearchTextsView } from '../catalog/index.js';
import { articleSearchTextsView, newsSearchTextsView } from '../content/index.js';

// The search index's statements (ADR 0007): what it reads of products, documents, news and
// articles comes from their owners' read views (ADR 0039); what it writes are the search
// module's own tables. indexer.ts turns texts into terms.

const productText = row({
  id: col.int,
  popularity: col.int,
  langId: col.int,
  name: col.text,
  shortDesc: col.text,
  model: col.text,
  features: json(z.array(z.string())),
  specs: json(z.array(z.object({ label: z.string(), value: z.string() }))),
  category: col.text,
  productNos: z.array(z.string()),
  compatNames: z.array(z.string()),
});
export type ProductText = z.output<typeof productText>;

/** The texts of these products in every language they have, by product then language. */
export async function productTexts(db: Db, ids: number[]): Promise<ProductText[]> {
  if (!ids.length) return [];
  return typedRows(
    db,
    productText,
    sql`SELECT t.product_id AS id, t.popularity, t.lang_id AS "langId", t.name, t.short_desc AS "shortDesc", t.model, t.features, t.specs,
               t.category, t.product_nos AS "productNos", t.compat_names AS "compatNames"
          FROM ${productSearchTextsView()} t
         WHERE t.product_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
         ORDER BY t.product_id, t.lang_id`,
  );
}

const documentText = row({ id: col.int, langId: col.int, title: col.text, product: col.text, model: col.text, type: col.text });

/** Every document's title in every language (these documents' with `ids`), with its product's name, model and the document's type. */
export async function documentTexts(db: Db, ids?: number[]) {
  if (ids && !ids.length) return [];
  const only = ids ? sql`WHERE d.document_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  return typedRows(db, documentText, sql`SELECT d.document_id AS id, d.lang_id AS "langId", d.title, d.product, d.model, d.type FROM ${documentSearchTextsView()} d ${only}`);
}

const newsText = row({ id: col.int, langId: col.int, title: col.text, summary: col.text, body: col.text.nullable() });

/** Every news item's texts in every language (one item's with `id`). */
export async function newsTexts(db: Db, id?: number) {
  return typedRows(
    db,
    newsText,
    sql`SELECT n.news_id AS id, n.lang_id AS "langId", n.title, n.summary, n.body FROM ${newsSearchTextsView()} n ${id === undefined ? sql`` : sql`WHERE n.news_id = ${id}`}`,
  );
}

const articleText = row({ id: col.int, kind: z.enum(['case', 'solution']), langId: col.int, title: col.text, summary: col.text, body: col.text.nullable(), industry: col.text.nullable() });

/** Every case study's and solution's texts in every language (one article's with `id`). */
export async function articleTexts(db: Db, id?: number) {
  return typedRows(
    db,
    articleText,
    sql`SELECT a.article_id AS id, a.kind, a.lang_id AS "langId", a.title, a.summary, a.body, a.industry
          FROM ${articleSearchTextsView()} a WHERE a.kind IN ('case', 'solution') ${id === undefined ? sql`` : sql`AND a.article_id = ${id}`}`,
  );
}

/** Removes one resource's rows in every language (reindexContent writes back what is still indexed). */
export async function deleteDocs(db: Db, kind: string, refId: number): Promise<void> {
  await db.execute(sql`DELETE FROM search_doc WHERE kind = ${kind} AND ref_id = ${refId}`);
}

/** Removes these documents' rows in every language (reindexDocuments writes back what is still indexed). */
export async function deleteDocuments(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`DELETE FROM search_doc WHERE kind = 'document' AND ref_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** Inserts or replaces resource rows; `terms` are tsvector literals, taken as written. */
export async function upsertDocs(db: Db, docs: { kind: string; refId: number; langId: number; title: string; terms: string }[]): Promise<void> {
  const values = sql.join(
    docs.map((d) => sql`(${d.kind}, ${d.refId}, ${d.langId}, ${d.title}, ${d.terms}::tsvector)`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO search_doc (kind, ref_id, lang_id, title, terms) VALUES ${values}
    ON CONFLICT (kind, ref_id, lang_id) DO UPDATE SET title = excluded.title, terms = excluded.terms`);
}

/** Inserts or replaces product rows; the terms are tsvector literals of bare lexemes. */
export async function upsertProducts(db: Db, list: { productId: number; popularity: number; titleTerms: string; terms: string }[]): Promise<void> {
  const values = sql.join(
    list.map((r) => sql`(${r.productId}, ${r.popularity}, ${r.titleTerms}::tsvector, ${r.terms}::tsvector)`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO search_product (product_id, popularity, title_terms, terms) VALUES ${values}
    ON CONFLICT (product_id) DO UPDATE SET popularity = excluded.popularity, title_terms = excluded.title_terms, terms = excluded.terms`);
}

/** The correction vocabulary anew: every Latin word of the product rows' title terms. */
export async function rebuildVocabulary(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM search_word`);
  await db.execute(sql`INSERT INTO search_word (word)
                       SELECT word FROM ts_stat('SELECT title_terms FROM search_product')
                        WHERE word ~ '^[a-z][a-z0-9+.-]{2,99}$' ON CONFLICT DO NOTHING`);
}

/** Removes these products' rows (reindexProducts writes back the ones still published). */
export async function deleteProducts(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`DELETE FROM search_product WHERE product_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** Empties the index (a full rebuild follows in the same transaction). */
export async function clearIndex(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM search_doc`);
  await db.execute(sql`DELETE FROM search_product`);
}
