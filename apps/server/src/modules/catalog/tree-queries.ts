import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { LOCK_CLASS } from '../../lib/advisory-locks.js';

// The console's statements on the category tree and the filter attributes (issue 27). Every
// statement on these tables fires the database's catalog_changed notice on commit (migration
// 0020), which every server process hears: buyers' menus, listings, facets and breadcrumbs drop
// what they kept and read the change at once (ADR 0027).

/** Structural changes of the tree (add, move, reorder, delete) take this lock, so two moves cannot make a cycle between them. */
const TREE_LOCK = LOCK_CLASS.categoryTree;
/** Changes of attributes' order take this one. */
const ATTRIBUTE_LOCK = LOCK_CLASS.attributes;

export async function lockTree(db: Db) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`);
}
export async function lockAttributes(db: Db) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ATTRIBUTE_LOCK})`);
}

// ─── Categories ──────────────────────────────────────────────────────────────────────────

const categoryRow = row({ id: col.int, key: col.text, parentId: col.int.nullable(), sort: col.int, icon: col.text, version: col.int, productCount: col.int });

/** Every category with the number of products directly in it (any status), in the buyers' order. */
export async function staffCategoryRows(db: Db) {
  return typedRows(
    db,
    categoryRow,
    sql`SELECT c.id, c.key, c.parent_id AS "parentId", c.sort, c.icon, c.version,
               (SELECT count(*)::int FROM product p WHERE p.category_id = c.id) AS "productCount"
          FROM category c
         ORDER BY c.sort, c.id`,
  );
}

/** One category, locked for the change that follows when `forUpdate`. */
export async function categoryHead(db: Db, id: number, forUpdate = false) {
  return typedRow(
    db,
    categoryRow,
    sql`SELECT c.id, c.key, c.parent_id AS "parentId", c.sort, c.icon, c.version,
               (SELECT count(*)::int FROM product p WHERE p.category_id = c.id) AS "productCount"
          FROM category c WHERE c.id = ${id} ${forUpdate ? sql`FOR UPDATE OF c` : sql``}`,
  );
}

const categoryTextRow = row({ categoryId: col.int, langId: col.int, name: col.text, description: col.text });

/** The texts of one category, or of all (`id` undefined), every language it has. */
export async function categoryTexts(db: Db, id?: number) {
  return typedRows(
    db,
    categoryTextRow,
    sql`SELECT category_id AS "categoryId", lang_id AS "langId", name, description FROM category_i18n
         ${id === undefined ? sql`` : sql`WHERE category_id = ${id}`} ORDER BY category_id, lang_id`,
  );
}

const idRow = row({ id: col.int });
const countRow = row({ n: col.int });
const savedRow = row({ id: col.int, version: col.int });
const sortRow = row({ id: col.int, sort: col.int });
const parentRow = row({ id: col.int, parentId: col.int.nullable() });

/** Every category's parent: the shape of the tree, read under the tree lock. */
export async function treeShape(db: Db) {
  return typedRows(db, parentRow, sql`SELECT id, parent_id AS "parentId" FROM category`);
}

export async function categoryKeyTaken(db: Db, key: string): Promise<boolean> {
  return (await typedRows(db, idRow, sql`SELECT id FROM category WHERE key = ${key}`)).length > 0;
}

/** The next sort number under `parentId` (null: the top), after every sibling. */
export async function nextCategorySort(db: Db, parentId: number | null): Promise<number> {
  const [r] = await typedRows(db, countRow, sql`SELECT coalesce(max(sort) + 1, 0)::int AS n FROM category WHERE parent_id IS NOT DISTINCT FROM ${parentId}::int`);
  return r!.n;
}

export async function insertCategory(db: Db, c: { key: string; parentId: number | null; icon: string; sort: number }) {
  return (await typedRow(db, savedRow, sql`INSERT INTO category (key, parent_id, icon, sort) VALUES (${c.key}, ${c.parentId}, ${c.icon}, ${c.sort}) RETURNING id, version`))!;
}

/** Icon and a new version, only over `version`: undefined when another save came first. */
export async function updateCategoryHead(db: Db, id: number, version: number, icon: string) {
  return typedRow(db, savedRow, sql`UPDATE category SET icon = ${icon}, version = version + 1 WHERE id = ${id} AND version = ${version} RETURNING id, version`);
}

/** One language's texts of a category; null removes the language. */
export async function writeCategoryTexts(db: Db, id: number, langId: number, t: { name: string; description: string } | null) {
  if (!t) {
    await db.execute(sql`DELETE FROM category_i18n WHERE category_id = ${id} AND lang_id = ${langId}`);
    return;
  }
  await db.execute(sql`INSERT INTO category_i18n (category_id, lang_id, name, description) VALUES (${id}, ${langId}, ${t.name}, ${t.description})
                       ON CONFLICT (category_id, lang_id) DO UPDATE SET name = excluded.name, description = excluded.description`);
}

export async function moveCategoryRow(db: Db, id: number, version: number, parentId: number | null, sort: number) {
  return typedRow(
    db,
    savedRow,
    sql`UPDATE category SET parent_id = ${parentId}, sort = ${sort}, version = version + 1 WHERE id = ${id} AND version = ${version} RETURNING id, version`,
  );
}

/** The siblings of a parent (null: the top categories), in their order. */
export async function categorySiblings(db: Db, parentId: number | null) {
  return typedRows(db, sortRow, sql`SELECT id, sort FROM category WHERE parent_id IS NOT DISTINCT FROM ${parentId}::int ORDER BY sort, id`);
}

export async function setCategorySort(db: Db, id: number, sort: number) {
  await db.execute(sql`UPDATE category SET sort = ${sort} WHERE id = ${id}`);
}

export async function categoryChildCount(db: Db, id: number): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM category WHERE parent_id = ${id}`))!.n;
}

export async function deleteCategoryRow(db: Db, id: number, version: number): Promise<boolean> {
  return (await typedRows(db, idRow, sql`DELETE FROM category WHERE id = ${id} AND version = ${version} RETURNING id`)).length > 0;
}

// ─── Attributes ──────────────────────────────────────────────────────────────────────────

const attributeRow = row({ id: col.int, key: col.text, facet: col.bool, sort: col.int, version: col.int });

export async function staffAttributeRows(db: Db) {
  return typedRows(db, attributeRow, sql`SELECT id, key, facet, sort, version FROM attribute ORDER BY sort, id`);
}

export async function attributeHead(db: Db, id: number, forUpdate = false) {
  return typedRow(db, attributeRow, sql`SELECT id, key, facet, sort, version FROM attribute WHERE id = ${id} ${forUpdate ? sql`FOR UPDATE` : sql``}`);
}

const nameRow = row({ ownerId: col.int, langId: col.int, name: col.text });

export async function attributeNames(db: Db, id?: number) {
  return typedRows(db, nameRow, sql`SELECT attribute_id AS "ownerId", lang_id AS "langId", name FROM attribute_i18n ${id === undefined ? sql`` : sql`WHERE attribute_id = ${id}`}`);
}

const valueRow = row({ id: col.int, attributeId: col.int, key: col.text, sort: col.int, useCount: col.int });

/**
 * The values of one attribute, or of all, with how many products and SKUs carry each (product.attrs
 * holds attribute key → list of value keys, sku.attrs attribute key → value key; both have GIN indexes).
 */
export async function attributeValues(db: Db, attributeId?: number) {
  return typedRows(
    db,
    valueRow,
    sql`SELECT v.id, v.attribute_id AS "attributeId", v.key, v.sort,
               ((SELECT count(*) FROM product p WHERE p.attrs @> jsonb_build_object(a.key, jsonb_build_array(v.key)))
                + (SELECT count(*) FROM sku s WHERE s.attrs @> jsonb_build_object(a.key, v.key)))::int AS "useCount"
          FROM attribute_value v JOIN attribute a ON a.id = v.attribute_id
         ${attributeId === undefined ? sql`` : sql`WHERE v.attribute_id = ${attributeId}`}
         ORDER BY v.attribute_id, v.sort, v.id`,
  );
}

export async function valueLabels(db: Db, attributeId?: number) {
  return typedRows(
    db,
    nameRow,
    sql`SELECT t.value_id AS "ownerId", t.lang_id AS "langId", t.label AS name
          FROM attribute_value_i18n t JOIN attribute_value v ON v.id = t.value_id
         ${attributeId === undefined ? sql`` : sql`WHERE v.attribute_id = ${attributeId}`}`,
  );
}

export async function attributeKeyTaken(db: Db, key: string): Promise<boolean> {
  return (await typedRows(db, idRow, sql`SELECT id FROM attribute WHERE key = ${key}`)).length > 0;
}

export async function insertAttribute(db: Db, a: { key: string; facet: boolean }) {
  return (await typedRow(
    db,
    savedRow,
    sql`INSERT INTO attribute (key, facet, sort) VALUES (${a.key}, ${a.facet}, (SELECT coalesce(max(sort) + 1, 0) FROM attribute)) RETURNING id, version`,
  ))!;
}

/** The facet flag and a new version, only over `version`. */
export async function updateAttributeHead(db: Db, id: number, version: number, facet: boolean) {
  return typedRow(db, savedRow, sql`UPDATE attribute SET facet = ${facet}, version = version + 1 WHERE id = ${id} AND version = ${version} RETURNING id, version`);
}

/** A new version for a change of the attribute's values, only over `version`. */
export async function bumpAttribute(db: Db, id: number, version: number) {
  return typedRow(db, savedRow, sql`UPDATE attribute SET version = version + 1 WHERE id = ${id} AND version = ${version} RETURNING id, version`);
}

export async function writeAttributeName(db: Db, id: number, langId: number, name: string) {
  if (!name) {
    await db.execute(sql`DELETE FROM attribute_i18n WHERE attribute_id = ${id} AND lang_id = ${langId}`);
    return;
  }
  await db.execute(sql`INSERT INTO attribute_i18n (attribute_id, lang_id, name) VALUES (${id}, ${langId}, ${name})
                       ON CONFLICT (attribute_id, lang_id) DO UPDATE SET name = excluded.name`);
}

export async function attributeOrder(db: Db) {
  return typedRows(db, sortRow, sql`SELECT id, sort FROM attribute ORDER BY sort, id`);
}

export async function setAttributeSort(db: Db, id: number, sort: number) {
  await db.execute(sql`UPDATE attribute SET sort = ${sort} WHERE id = ${id}`);
}

export async function valueKeyTaken(db: Db, attributeId: number, key: string): Promise<boolean> {
  return (await typedRows(db, idRow, sql`SELECT id FROM attribute_value WHERE attribute_id = ${attributeId} AND key = ${key}`)).length > 0;
}

export async function insertValue(db: Db, attributeId: number, key: string) {
  return (await typedRow(
    db,
    idRow,
    sql`INSERT INTO attribute_value (attribute_id, key, sort)
        VALUES (${attributeId}, ${key}, (SELECT coalesce(max(sort) + 1, 0) FROM attribute_value WHERE attribute_id = ${attributeId})) RETURNING id`,
  ))!;
}

export async function writeValueLabel(db: Db, valueId: number, langId: number, label: string) {
  if (!label) {
    await db.execute(sql`DELETE FROM attribute_value_i18n WHERE value_id = ${valueId} AND lang_id = ${langId}`);
    return;
  }
  await db.execute(sql`INSERT INTO attribute_value_i18n (value_id, lang_id, label) VALUES (${valueId}, ${langId}, ${label})
                       ON CONFLICT (value_id, lang_id) DO UPDATE SET label = excluded.label`);
}

export async function setValueSort(db: Db, id: number, sort: number) {
  await db.execute(sql`UPDATE attribute_value SET sort = ${sort} WHERE id = ${id}`);
}

export async function deleteValueRow(db: Db, id: number) {
  await db.execute(sql`DELETE FROM attribute_value WHERE id = ${id}`);
}
