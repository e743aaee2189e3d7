import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { translated } from '../../db/translated.js';
import { col, json, row, typedRows } from '../../db/typed-rows.js';
import type { RequestContext } from '../../lib/request-context.js';
import { mainPictureOf } from './image-queries.js';

// SKUs as a cart line, a checkout, an order or a quotation prices them: one query reads the SKUs,
// their product names in the request's language (falling back to English, then Chinese), tier
// prices and which sale attributes tell the product's SKUs apart. Other modules read SKUs through
// this (index.ts, ADR 0035); amounts are base-currency minor units.


const skuRow = row({
  skuId: col.int,
  spuId: col.int,
  productNo: col.text,
  basePrice: col.int,
  stock: col.int,
  weightG: col.int,
  attrs: json(z.record(z.string(), z.string())),
  key: col.text,
  name: col.text,
  tiers: json(z.array(z.object({ minQty: col.int, price: col.int }))),
  varying: json(z.array(z.string())),
  /** The main uploaded picture's file name, or null (catalog's imageUrl draws one then). */
  mainImage: col.text.nullable(),
});
export type SkuRow = z.output<typeof skuRow>;

/**
 * The SKUs of ids, by id, named in the context's language; unknown ids and SKUs of products not
 * published are absent (a cart shows them unavailable, checkout and orders refuse them). `lock` takes
 * row locks for an order transaction (the context then carries it).
 */
export async function loadSkus(ctx: RequestContext, ids: number[], lock = false): Promise<Map<number, SkuRow>> {
  if (!ids.length) return new Map();
  const list = sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );
  const name = translated('product_i18n', 'product_id', sql`p.id`, ctx.langId, 'pn');
  const found = await typedRows(
    ctx.db,
    skuRow,
    sql`SELECT s.id AS "skuId", s.product_id AS "spuId", s.product_no AS "productNo", s.price AS "basePrice", s.stock,
               s.weight_g AS "weightG", s.attrs, p.key, coalesce(${name.pick('name')}, p.model) AS name,
               coalesce((SELECT json_agg(json_build_object('minQty', t.min_qty, 'price', t.price) ORDER BY t.min_qty) FROM sku_tier t WHERE t.sku_id = s.id), '[]'::json) AS tiers,
               coalesce((SELECT json_agg(x.k) FROM (SELECT kv.key AS k FROM sku s2, jsonb_each_text(s2.attrs) kv
                                                      WHERE s2.product_id = s.product_id GROUP BY kv.key HAVING count(DISTINCT kv.value) > 1) x), '[]'::json) AS varying,
               ${mainPictureOf(sql`p.id`)} AS "mainImage"
          FROM sku s
          JOIN product p ON p.id = s.product_id
          ${name.joins}
         WHERE s.id IN (${list}) AND p.status = 'published'
         ${lock ? sql`ORDER BY s.id FOR UPDATE OF s` : sql``}`,
  );
  return new Map(found.map((s) => [s.skuId, s]));
}
