import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The SKU editor's statements (issue 27): the whole list of a product's SKUs written at once.
// Lists travel as one JSON parameter (jsonb_to_recordset), like the import's (import-queries.ts).

const asJson = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const idRow = row({ id: col.int });

/** The ids of a product's SKUs, to lock them before the product (the order takeStock locks rows in). */
export async function skuIdsOf(db: Db, productId: number): Promise<number[]> {
  return (await typedRows(db, idRow, sql`SELECT id FROM sku WHERE product_id = ${productId} ORDER BY id`)).map((r) => r.id);
}

const takenRow = row({ productNo: col.text });
/** Which of these product numbers (compared case-insensitively) SKUs of other products have. */
export async function productNosOfOthers(db: Db, productId: number, nos: string[]): Promise<Set<string>> {
  if (!nos.length) return new Set();
  const found = await typedRows(
    db,
    takenRow,
    sql`SELECT lower(s.product_no) AS "productNo" FROM sku s
         WHERE lower(s.product_no) IN (SELECT lower(jsonb_array_elements_text(${asJson(nos)}))) AND s.product_id <> ${productId}`,
  );
  return new Set(found.map((r) => r.productNo));
}

export interface SkuWrite {
  productNo: string;
  price: number;
  stock: number;
  weightG: number;
  attrs: Record<string, string>;
  sampleLimit: number;
  sort: number;
}
const skuJson = (s: SkuWrite) => ({ product_no: s.productNo, price: s.price, stock: s.stock, weight_g: s.weightG, attrs: s.attrs, sample_limit: s.sampleLimit, sort: s.sort });

/** Removes SKUs of this product (carts lose them; order lines keep their copied name and number). */
export async function deleteSkus(tx: Db, productId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`DELETE FROM sku WHERE product_id = ${productId} AND id IN (SELECT (jsonb_array_elements_text(${asJson(ids)}))::int)`);
}

/**
 * Writes existing SKUs. Product numbers that change move through a placeholder first, so two
 * SKUs of the product may swap their numbers without tripping the unique index half-way.
 */
export async function updateSkuRows(tx: Db, productId: number, list: (SkuWrite & { id: number; renamed: boolean })[]): Promise<void> {
  if (!list.length) return;
  const renamed = list.filter((s) => s.renamed).map((s) => s.id);
  if (renamed.length) {
    await tx.execute(sql`UPDATE sku SET product_no = '~renaming~' || id::text
                          WHERE product_id = ${productId} AND id IN (SELECT (jsonb_array_elements_text(${asJson(renamed)}))::int)`);
  }
  await tx.execute(sql`UPDATE sku s SET product_no = x.product_no, price = x.price, weight_g = x.weight_g, attrs = x.attrs,
                              sample_limit = x.sample_limit, sort = x.sort
                         FROM jsonb_to_recordset(${asJson(list.map((s) => ({ id: s.id, ...skuJson(s) })))})
                              AS x(id int, product_no text, price bigint, stock int, weight_g int, attrs jsonb, sample_limit smallint, sort smallint)
                        WHERE s.id = x.id AND s.product_id = ${productId}`);
}

const createdRow = row({ id: col.int, productNo: col.text });
export function insertSkuRows(tx: Db, productId: number, list: SkuWrite[]) {
  if (!list.length) return Promise.resolve([]);
  return typedRows(
    tx,
    createdRow,
    sql`INSERT INTO sku (product_id, product_no, price, stock, weight_g, attrs, sample_limit, sort)
        SELECT ${productId}, x.product_no, x.price, 0, x.weight_g, x.attrs, x.sample_limit, x.sort
          FROM jsonb_to_recordset(${asJson(list.map(skuJson))})
               AS x(product_no text, price bigint, stock int, weight_g int, attrs jsonb, sample_limit smallint, sort smallint)
        RETURNING id, product_no AS "productNo"`,
  );
}

const savedRow = row({ id: col.int, version: col.int, status: z.enum(['draft', 'published', 'unpublished']) });
/** The product's new version after its SKUs were written (the editor's texts form moves to it). */
export function bumpProductVersion(tx: Db, productId: number, version: number) {
  return typedRow(
    tx,
    savedRow,
    sql`UPDATE product SET version = version + 1, updated_at = now() WHERE id = ${productId} AND version = ${version} RETURNING id, version, status`,
  );
}
