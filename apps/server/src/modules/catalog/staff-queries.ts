import { LANGUAGES, type ProductStatus, type ProductTexts } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The console's statements on products (issue 27, ADR 0042): the staff list with its filters and
// per-language completeness, one product with every language's texts and its SKUs, and the
// writes of the editor, publishing and duplicating. Every status, draft or not, is seen here.

/** The six languages as a row source, so a language without a translation row still counts. */
const LANG_VALUES = sql`(VALUES ${sql.join(
  LANGUAGES.map((l) => sql`(${l.langId}::int)`),
  sql`, `,
)}) l(id)`;

/**
 * The ids of the languages of product `p` that lack a text another language has (the rule of
 * completeness() in the contract, in SQL so the list can filter on it): a name always; as many
 * short and long descriptions, features, specs and questions as the language with the most.
 */
const incompleteLanguages = sql`(SELECT coalesce(array_agg(x.id ORDER BY x.id) FILTER (WHERE x.a < greatest(1, x.ma) OR x.b < x.mb OR x.c < x.mc OR x.d < x.md OR x.e < x.me OR x.f < x.mf), '{}')::int[]
    FROM (SELECT y.*, max(y.a) OVER () AS ma, max(y.b) OVER () AS mb, max(y.c) OVER () AS mc, max(y.d) OVER () AS md, max(y.e) OVER () AS me, max(y.f) OVER () AS mf
            FROM (SELECT l.id,
                         (btrim(coalesce(i.name, '')) <> '')::int AS a,
                         (btrim(coalesce(i.short_desc, '')) <> '')::int AS b,
                         (btrim(coalesce(i.long_desc, '')) <> '')::int AS c,
                         coalesce(jsonb_array_length(i.features), 0) AS d,
                         coalesce(jsonb_array_length(i.specs), 0) AS e,
                         coalesce(jsonb_array_length(i.faq), 0) AS f
                    FROM ${LANG_VALUES} LEFT JOIN product_i18n i ON i.product_id = p.id AND i.lang_id = l.id) y) x)`;

export interface StaffListFilter {
  /** Contains, case-insensitively, with LIKE wildcards escaped. */
  q?: string;
  /** The category and its descendants. */
  categoryId?: number;
  status?: ProductStatus;
  /** A language id, or 0 for any language. */
  missing?: number;
  outOfStock?: boolean;
}

const likeEscape = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function staffWhere(f: StaffListFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (f.q) {
    const like = likeEscape(f.q);
    parts.push(sql`(p.model ILIKE ${like} OR p.key ILIKE ${like}
                    OR EXISTS (SELECT 1 FROM product_i18n n WHERE n.product_id = p.id AND n.name ILIKE ${like})
                    OR EXISTS (SELECT 1 FROM sku s WHERE s.product_id = p.id AND s.product_no ILIKE ${like}))`);
  }
  if (f.categoryId) {
    parts.push(sql`p.category_id IN (WITH RECURSIVE t(id) AS (SELECT ${f.categoryId}::int UNION SELECT c.id FROM category c JOIN t ON c.parent_id = t.id) SELECT id FROM t)`);
  }
  if (f.status) parts.push(sql`p.status = ${f.status}`);
  if (f.missing === 0) parts.push(sql`cardinality(inc.ids) > 0`);
  else if (f.missing) parts.push(sql`${f.missing}::int = ANY(inc.ids)`);
  if (f.outOfStock) parts.push(sql`NOT EXISTS (SELECT 1 FROM sku s WHERE s.product_id = p.id AND s.stock > 0)`);
  return sql.join(parts, sql` AND `);
}

const staffListRow = row({
  id: col.int,
  key: col.text,
  model: col.text,
  brand: col.text,
  name: col.text,
  categoryId: col.int,
  status: z.enum(['draft', 'published', 'unpublished']),
  totalStock: col.int,
  skuCount: col.int,
  version: col.int,
  updatedAt: col.time,
  incomplete: z.array(col.int),
  total: col.int,
});

/** A page of products for the console, most recently changed first; each row carries the total. */
export async function staffProductPage(db: Db, langId: number, f: StaffListFilter, limit: number, offset: number) {
  const name = translated('product_i18n', 'product_id', sql`p.id`, langId, 'pn');
  return typedRows(
    db,
    staffListRow,
    sql`SELECT p.id, p.key, p.model, p.brand, coalesce(${name.pick('name')}, p.model) AS name, p.category_id AS "categoryId", p.status,
               coalesce((SELECT sum(s.stock) FROM sku s WHERE s.product_id = p.id), 0)::int AS "totalStock",
               (SELECT count(*) FROM sku s WHERE s.product_id = p.id)::int AS "skuCount",
               p.version, p.updated_at AS "updatedAt", inc.ids AS incomplete, count(*) OVER () AS total
          FROM product p ${name.joins}
          CROSS JOIN LATERAL (SELECT ${incompleteLanguages} AS ids) inc
         WHERE ${staffWhere(f)}
         ORDER BY p.updated_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

const headRow = row({
  id: col.int,
  key: col.text,
  brand: col.text,
  model: col.text,
  categoryId: col.int,
  image: col.text,
  featured: col.bool,
  isNew: col.bool,
  status: z.enum(['draft', 'published', 'unpublished']),
  version: col.int,
  publishOverrideReason: col.text.nullable(),
  updatedAt: col.time,
});
export type StaffHeadRow = z.output<typeof headRow>;

/** A product's own columns, any status; `lock` holds it for the caller's transaction (a save, a publish). */
export async function staffProductHead(db: Db, id: number, lock = false) {
  return typedRow(
    db,
    headRow,
    sql`SELECT id, key, brand, model, category_id AS "categoryId", image, featured, is_new AS "isNew", status, version,
               publish_override_reason AS "publishOverrideReason", updated_at AS "updatedAt"
          FROM product WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

const textRow = row({
  langId: col.int,
  name: col.text,
  shortDesc: col.text,
  longDesc: col.text.nullable(),
  features: json(z.array(z.string())),
  specs: json(z.array(z.object({ label: z.string(), value: z.string() }))),
  faq: json(z.array(z.object({ q: z.string(), a: z.string() }))),
});

/** The product's translation rows, one per language it has. */
export async function staffProductTexts(db: Db, id: number) {
  return typedRows(
    db,
    textRow,
    sql`SELECT lang_id AS "langId", name, short_desc AS "shortDesc", long_desc AS "longDesc", features, specs, faq FROM product_i18n WHERE product_id = ${id} ORDER BY lang_id`,
  );
}

const skuRow = row({
  id: col.int,
  productNo: col.text,
  attrs: json(z.record(z.string(), z.string())),
  price: col.int,
  stock: col.int,
  weightG: col.int,
  sampleLimit: col.int,
  tiers: json(z.array(z.object({ minQty: col.int, price: col.int }))),
});

/** The product's SKUs in their order, with their tier prices. */
export async function staffProductSkus(db: Db, id: number) {
  return typedRows(
    db,
    skuRow,
    sql`SELECT s.id, s.product_no AS "productNo", s.attrs, s.price, s.stock, s.weight_g AS "weightG", s.sample_limit AS "sampleLimit",
               coalesce((SELECT json_agg(json_build_object('minQty', t.min_qty, 'price', t.price) ORDER BY t.min_qty) FROM sku_tier t WHERE t.sku_id = s.id), '[]'::json) AS tiers
          FROM sku s WHERE s.product_id = ${id} ORDER BY s.sort, s.id`,
  );
}

const okRow = row({ ok: col.int });

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM category WHERE id = ${id}`)) !== undefined;
}

const takenRow = row({ key: col.bool, model: col.bool });

/** Whether another product than `exceptId` has this key or this model. */
export async function identityTaken(db: Db, key: string, model: string, exceptId = 0) {
  return (await typedRow(
    db,
    takenRow,
    sql`SELECT EXISTS (SELECT 1 FROM product WHERE key = ${key} AND id <> ${exceptId}) AS key,
               EXISTS (SELECT 1 FROM product WHERE upper(model) = upper(${model}) AND id <> ${exceptId}) AS model`,
  ))!;
}

export interface ProductIdentity {
  key: string;
  brand: string;
  model: string;
  categoryId: number;
  image: string;
  featured: boolean;
  isNew: boolean;
}

const idRow = row({ id: col.int });
const savedRow = row({ id: col.int, version: col.int, status: z.enum(['draft', 'published', 'unpublished']) });

/** A new draft product (no SKUs yet: its price and stock are 0 until it has some). */
export async function insertProduct(db: Db, p: ProductIdentity) {
  return (await typedRow(
    db,
    savedRow,
    sql`INSERT INTO product (key, category_id, brand, model, image, featured, is_new, min_price, total_stock, status)
        VALUES (${p.key}, ${p.categoryId}, ${p.brand}, ${p.model}, ${p.image}, ${p.featured}, ${p.isNew}, 0, 0, 'draft')
        RETURNING id, version, status`,
  ))!;
}

/** Writes the identity and bumps the version, if the product is still at `version`; undefined when it is not. */
export async function updateProduct(db: Db, id: number, version: number, p: ProductIdentity) {
  return typedRow(
    db,
    savedRow,
    sql`UPDATE product SET key = ${p.key}, category_id = ${p.categoryId}, brand = ${p.brand}, model = ${p.model}, image = ${p.image},
               featured = ${p.featured}, is_new = ${p.isNew}, version = version + 1, updated_at = now()
         WHERE id = ${id} AND version = ${version}
        RETURNING id, version, status`,
  );
}

/** Sets the status (and the override reason), bumping the version, if the product is still at `version`. */
export async function updateStatus(db: Db, id: number, version: number, status: ProductStatus, reason: string | null) {
  return typedRow(
    db,
    savedRow,
    sql`UPDATE product SET status = ${status}, publish_override_reason = ${reason}, version = version + 1, updated_at = now()
         WHERE id = ${id} AND version = ${version}
        RETURNING id, version, status`,
  );
}

/** Writes one language's texts (a language without a name has no row: buyers then read English or Chinese). */
export async function writeTexts(db: Db, id: number, langId: number, t: ProductTexts | null) {
  if (!t) {
    await db.execute(sql`DELETE FROM product_i18n WHERE product_id = ${id} AND lang_id = ${langId}`);
    return;
  }
  await db.execute(sql`
    INSERT INTO product_i18n (product_id, lang_id, name, short_desc, long_desc, features, specs, faq)
    VALUES (${id}, ${langId}, ${t.name}, ${t.shortDesc}, ${t.longDesc || null}, ${JSON.stringify(t.features)}::jsonb, ${JSON.stringify(t.specs)}::jsonb, ${JSON.stringify(t.faq)}::jsonb)
    ON CONFLICT (product_id, lang_id) DO UPDATE SET name = excluded.name, short_desc = excluded.short_desc, long_desc = excluded.long_desc,
      features = excluded.features, specs = excluded.specs, faq = excluded.faq`);
}

/** How many of the product's SKUs there are. */
export async function skuCount(db: Db, id: number): Promise<number> {
  return (await typedRow(db, okRow, sql`SELECT count(*)::int AS ok FROM sku WHERE product_id = ${id}`))!.ok;
}

/**
 * A copy of product `from` as a draft under a new key and model: its texts, compatibility list and
 * SKUs with their tier prices (product numbers with `suffix`, stock 0: the copy has no goods of
 * its own, and no free samples until staff say so). Returns the new product's id.
 */
export async function copyProduct(db: Db, from: number, key: string, model: string, suffix: string): Promise<number> {
  const { id } = (await typedRow(
    db,
    idRow,
    sql`INSERT INTO product (key, category_id, brand, model, image, featured, is_new, min_price, total_stock, attrs, status)
        SELECT ${key}, category_id, brand, ${model}, image, FALSE, is_new, min_price, 0, attrs, 'draft' FROM product WHERE id = ${from}
        RETURNING id`,
  ))!;
  await db.execute(sql`INSERT INTO product_i18n (product_id, lang_id, name, short_desc, long_desc, features, specs, faq)
                       SELECT ${id}, lang_id, name, short_desc, long_desc, features, specs, faq FROM product_i18n WHERE product_id = ${from}`);
  await db.execute(sql`INSERT INTO product_compat (product_id, name, sort) SELECT ${id}, name, sort FROM product_compat WHERE product_id = ${from}`);
  await db.execute(sql`WITH src AS (SELECT s.id, s.product_no, s.price, s.weight_g, s.attrs, s.sort FROM sku s WHERE s.product_id = ${from}),
                            ins AS (INSERT INTO sku (product_id, product_no, price, stock, weight_g, attrs, sort, sample_limit)
                                    SELECT ${id}, left(src.product_no, ${80 - suffix.length}) || ${suffix}, src.price, 0, src.weight_g, src.attrs, src.sort, 0 FROM src
                                    RETURNING id, product_no)
                       INSERT INTO sku_tier (sku_id, min_qty, price)
                       SELECT ins.id, t.min_qty, t.price FROM src JOIN ins ON ins.product_no = left(src.product_no, ${80 - suffix.length}) || ${suffix}
                         JOIN sku_tier t ON t.sku_id = src.id`);
  return id;
}

/** Whether any SKU already has one of these product numbers. */
export async function productNosTaken(db: Db, from: number, suffix: string): Promise<boolean> {
  return (
    (await typedRow(
      db,
      okRow,
      sql`SELECT 1 AS ok FROM sku s JOIN sku c ON c.product_no = left(s.product_no, ${80 - suffix.length}) || ${suffix} WHERE s.product_id = ${from} LIMIT 1`,
    )) !== undefined
  );
}
