import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { statement, type Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, json, row } from '../../db/typed-rows.js';
import { publishedReviewsView } from '../reviews/index.js';
import { languageCodesView } from '../site/index.js';
import { cardColumns, cardJoins, cardRow } from './card-queries.js';
import { documentText } from './document-queries.js';
import { galleryOf } from './image-queries.js';

// The product detail in one round trip (ADR 0028): the product with its texts, SKUs with tiers,
// compatibility, documents, the latest published reviews (the reviews module's read view, with
// the site's language codes), the rating histogram and similar products, each a JSON column.

const detailRow = row({
  id: col.int,
  key: col.text,
  brand: col.text,
  model: col.text,
  categoryId: col.int,
  name: col.text,
  shortDesc: col.text,
  longDesc: col.text.nullable(),
  features: json(z.array(z.string())),
  specs: json(z.array(z.object({ label: z.string(), value: z.string() }))),
  faq: json(z.array(z.object({ q: z.string(), a: z.string() }))),
  // numeric(3,2) as its text
  ratingAvg: col.text,
  reviewCount: col.int,
  skus: json(
    z.array(
      z.object({
        id: col.int,
        productNo: col.text,
        price: col.int,
        stock: col.int,
        weightG: col.int,
        sampleLimit: col.int,
        attrs: z.record(z.string(), z.string()),
        tiers: z.array(z.object({ minQty: col.int, price: col.int })),
      }),
    ),
  ),
  compat: json(z.array(z.string())),
  docs: json(z.array(z.object({ id: col.int, type: col.text, title: col.text }))),
  reviews: json(z.array(z.object({ id: col.int, rating: col.int, content: col.text, author: col.text, lang: col.text, helpful: col.int, createdAt: col.time }))),
  histogram: json(z.array(col.int)),
  similar: json(z.array(cardRow)),
  /** The pictures staff uploaded, in order (file names; texts in the language or null). */
  pictures: json(z.array(z.object({ name: col.text, alt: col.text.nullable() }))),
});
export type DetailRow = z.output<typeof detailRow>;

// The detail query's text is fixed per language (only the product id varies), so it is built once
// per language and runs as a prepared statement (db/client.ts `statement`).
const detailStatements = new Map<number, (db: Db, spuId: number) => Promise<unknown[]>>();
function detailStatement(langId: number) {
  let run = detailStatements.get(langId);
  if (!run) {
    const ht = translated('product_i18n', 'product_id', sql`h.id`, langId, 'ht');
    const docText = documentText(langId);
    run = statement<unknown>((spuId) =>
      sql`SELECT h.id, h.key, h.brand, h.model, h.category_id AS "categoryId",
               ${ht.pick('name')} AS name, ${ht.pick('short_desc')} AS "shortDesc", ${ht.pick('long_desc')} AS "longDesc",
               ${ht.pick('features')} AS features, ${ht.pick('specs')} AS specs, ${ht.pick('faq')} AS faq,
               h.rating_avg::text AS "ratingAvg", h.review_count AS "reviewCount",
               coalesce((SELECT json_agg(json_build_object('id', s.id, 'productNo', s.product_no, 'price', s.price, 'stock', s.stock, 'weightG', s.weight_g,
                                                           'sampleLimit', s.sample_limit, 'attrs', s.attrs,
                                                           'tiers', coalesce((SELECT json_agg(json_build_object('minQty', t.min_qty, 'price', t.price) ORDER BY t.min_qty)
                                                                                FROM sku_tier t WHERE t.sku_id = s.id), '[]'))
                                         ORDER BY s.sort, s.id)
                           FROM sku s WHERE s.product_id = h.id), '[]') AS skus,
               coalesce((SELECT json_agg(c.name ORDER BY c.sort) FROM product_compat c WHERE c.product_id = h.id), '[]') AS compat,
               coalesce((SELECT json_agg(json_build_object('id', d.id, 'type', d.type, 'title', ${docText.pick('title')}) ORDER BY d.id)
                           FROM document d ${docText.joins}
                          WHERE d.product_id = h.id), '[]') AS docs,
               coalesce((SELECT json_agg(r ORDER BY r."createdAt" DESC) FROM (
                           SELECT rv.review_id AS id, rv.rating, rv.content, rv.author, l.lang, rv.helpful, rv.created_at AS "createdAt"
                             FROM ${publishedReviewsView()} rv JOIN ${languageCodesView()} l ON l.lang_id = rv.lang_id
                            WHERE rv.product_id = h.id ORDER BY rv.created_at DESC LIMIT 10) r), '[]') AS reviews,
               (SELECT json_build_array(
                   count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
                   count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)) FROM ${publishedReviewsView()} pr WHERE pr.product_id = h.id) AS histogram,
               -- The order of product_category_idx (NULLS LAST): the first four rows of the index, not a sort of the category.
               coalesce((SELECT json_agg(x) FROM (
                           SELECT ${cardColumns(langId)} FROM product p ${cardJoins(langId)}
                            WHERE p.category_id = h.category_id AND p.id <> h.id AND p.status = 'published'
                            ORDER BY p.popularity DESC NULLS LAST, p.id LIMIT 4) x), '[]') AS similar,
               ${galleryOf(sql`h.id`, langId)} AS pictures
          FROM product h ${ht.joins}
         WHERE h.id = ${spuId} AND h.status = 'published'`,
    );
    detailStatements.set(langId, run);
  }
  return run;
}

/** A published product's detail row in a language (the outer product is `h`, as the similar products' card columns use `p`); undefined for an unknown or unpublished id. */
export async function detailRowById(db: Db, langId: number, spuId: number): Promise<DetailRow | undefined> {
  const [head] = await detailStatement(langId)(db, spuId);
  if (head === undefined) return undefined;
  const parsed = detailRow.safeParse(head);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`product detail: column "${issue.path.join('.')}": ${issue.message}`);
}
