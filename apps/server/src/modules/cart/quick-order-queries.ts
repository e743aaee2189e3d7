import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';
import { productCompatView, productNamesView, publishedSkusView, skuNamesView } from '../catalog/index.js';

// Quick order's look-ups of part numbers (issue 29). The catalogue's rows are read through its
// read views (ADR 0039); every statement takes all the lines at once, so checking 500 lines is a
// fixed number of statements, not one per line.

/** A part number as compared loosely: upper case, letters and digits only ("sfp 10g-lr" → "SFP10GLR"). */
const loose = (x: SQL) => sql`regexp_replace(upper(${x}), '[^A-Z0-9]', '', 'g')`;
const texts = (list: string[]) => sql`ARRAY[${sql.join(list.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const ints = (list: number[]) => sql`ARRAY[${sql.join(list.map((v) => sql`${v}`), sql`, `)}]::int[]`;

const exactRow = row({ key: col.text, kind: col.text, skuId: col.int, productId: col.int });

/**
 * SKUs whose number, and published products whose model, is exactly one of `keys` (upper case,
 * as our numbers are written): the unique indexes answer these. A product's row comes once per SKU.
 */
export async function exactMatches(db: Db, langId: number, keys: string[]) {
  if (!keys.length) return [];
  return typedRows(
    db,
    exactRow,
    sql`SELECT q.k AS key, 'sku' AS kind, ps.sku_id AS "skuId", ps.product_id AS "productId"
          FROM unnest(${texts(keys)}) AS q(k) JOIN ${skuNamesView(langId)} s ON s.product_no = q.k JOIN ${publishedSkusView()} ps ON ps.sku_id = s.sku_id
        UNION ALL
        SELECT q.k, 'model', ps.sku_id, ps.product_id
          FROM unnest(${texts(keys)}) AS q(k) JOIN ${productNamesView(langId)} p ON p.model = q.k JOIN ${publishedSkusView()} ps ON ps.product_id = p.product_id`,
  );
}

const looseRow = row({ i: col.int, kind: col.text, skuId: col.int, productId: col.int, brand: col.text.nullable(), compat: col.text.nullable() });

/**
 * For lines no exact number matched: SKUs and models equal to the line's loose key, a model after a
 * brand word ("Cisco SFP-10G-LR": `brand` Cisco, `rest` the loose key of SFP-10G-LR), and products
 * whose compatibility list holds the number, with or without its brand word ("Juniper
 * EX-SFP-10GE-LR" is found by EX-SFP-10GE-LR); the brand is the list entry's first word. Each
 * catalogue row's loose key is computed once and hash-joined with the lines.
 */
export async function looseMatches(db: Db, langId: number, lines: { i: number; key: string; brand: string | null; rest: string | null }[]) {
  if (!lines.length) return [];
  return typedRows(
    db,
    looseRow,
    sql`WITH q AS MATERIALIZED (SELECT * FROM unnest(${ints(lines.map((l) => l.i))}, ${texts(lines.map((l) => l.key))}, ${texts(lines.map((l) => l.brand ?? ''))}, ${texts(lines.map((l) => l.rest ?? ''))}) AS t(i, k, brand, rest)),
             skus AS MATERIALIZED (SELECT ps.sku_id, ps.product_id, ${loose(sql`s.product_no`)} AS k FROM ${skuNamesView(langId)} s JOIN ${publishedSkusView()} ps ON ps.sku_id = s.sku_id),
             models AS MATERIALIZED (SELECT p.product_id, ${loose(sql`p.model`)} AS k FROM ${productNamesView(langId)} p),
             compat AS MATERIALIZED (SELECT c.product_id, c.name, ${loose(sql`c.name`)} AS k, CASE WHEN position(' ' IN c.name) > 0 THEN ${loose(sql`substr(c.name, position(' ' IN c.name) + 1)`)} END AS k2
                                       FROM ${productCompatView()} c)
        SELECT q.i, 'sku' AS kind, s.sku_id AS "skuId", s.product_id AS "productId", NULL::text AS brand, NULL::text AS compat FROM q JOIN skus s ON s.k = q.k
        UNION ALL
        SELECT q.i, 'model', ps.sku_id, ps.product_id, NULL, NULL FROM q JOIN models m ON m.k = q.k JOIN ${publishedSkusView()} ps ON ps.product_id = m.product_id
        UNION ALL
        SELECT q.i, 'brand', ps.sku_id, ps.product_id, q.brand, NULL FROM q JOIN models m ON q.rest <> '' AND m.k = q.rest JOIN ${publishedSkusView()} ps ON ps.product_id = m.product_id
        UNION ALL
        SELECT q.i, 'compat', ps.sku_id, ps.product_id, split_part(c.name, ' ', 1), c.name
          FROM q JOIN compat c ON c.k = q.k JOIN ${publishedSkusView()} ps ON ps.product_id = c.product_id
        UNION ALL
        SELECT q.i, 'compat', ps.sku_id, ps.product_id, split_part(c.name, ' ', 1), c.name
          FROM q JOIN compat c ON c.k2 = q.k AND c.k <> q.k JOIN ${publishedSkusView()} ps ON ps.product_id = c.product_id`,
  );
}

const similarRow = row({ i: col.int, productNo: col.text, name: col.text });

/**
 * Up to three of our part numbers (models and SKU numbers of published products) most like each
 * unknown line's text, by trigram similarity, for "did you mean". The numbers are read once; names
 * only for the ones chosen.
 */
export async function similarNumbers(db: Db, langId: number, lines: { i: number; text: string }[]) {
  if (!lines.length) return [];
  return typedRows(
    db,
    similarRow,
    sql`WITH n AS MATERIALIZED (
          SELECT p.model AS no, p.product_id FROM ${productNamesView(langId)} p WHERE EXISTS (SELECT 1 FROM ${publishedSkusView()} ps WHERE ps.product_id = p.product_id)
          UNION
          SELECT s.product_no, s.product_id FROM ${skuNamesView(langId)} s JOIN ${publishedSkusView()} ps ON ps.sku_id = s.sku_id)
        SELECT q.i, x.no AS "productNo", coalesce(pn.name, pn.model) AS name
          FROM unnest(${ints(lines.map((l) => l.i))}, ${texts(lines.map((l) => l.text))}) AS q(i, t)
          CROSS JOIN LATERAL (SELECT n.no, n.product_id, similarity(n.no, q.t) AS sim FROM n WHERE similarity(n.no, q.t) > 0.3 ORDER BY 3 DESC, n.no LIMIT 3) x
          JOIN ${productNamesView(langId)} pn ON pn.product_id = x.product_id
         ORDER BY q.i, x.sim DESC, x.no`,
  );
}

const suggestRow = row({ kind: col.text, productNo: col.text, name: col.text, skuId: col.int.nullable(), skuCount: col.int });

/** Part numbers starting with `prefix` (upper case): models, SKU numbers, and compatibility entries (with or without their brand word). */
export async function numbersStartingWith(db: Db, langId: number, prefix: string, limit: number) {
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return typedRows(
    db,
    suggestRow,
    sql`(SELECT 'product' AS kind, p.model AS "productNo", coalesce(p.name, p.model) AS name, NULL::int AS "skuId",
                (SELECT count(*) FROM ${publishedSkusView()} ps WHERE ps.product_id = p.product_id)::int AS "skuCount"
           FROM ${productNamesView(langId)} p WHERE p.model LIKE ${like} ORDER BY p.model LIMIT ${limit})
        UNION ALL
        (SELECT 'sku', s.product_no, s.name, s.sku_id, 1 FROM ${skuNamesView(langId)} s JOIN ${publishedSkusView()} ps ON ps.sku_id = s.sku_id
          WHERE s.product_no LIKE ${like} ORDER BY s.product_no LIMIT ${limit})
        UNION ALL
        (SELECT 'compat', c.name, coalesce(p.name, p.model), NULL, 1 FROM ${productCompatView()} c JOIN ${productNamesView(langId)} p ON p.product_id = c.product_id
          WHERE upper(c.name) LIKE ${like} OR upper(substr(c.name, position(' ' IN c.name) + 1)) LIKE ${like}
          ORDER BY c.name LIMIT ${limit})`,
  );
}
