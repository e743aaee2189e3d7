import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// The catalogue's reference data (category tree, attribute labels), read once per language and
// kept in the per-process memo by reference.ts. Texts fall back requested language → English →
// Chinese (docs/architecture.md#languages).

const categoryRow = row({ id: col.int, key: col.text, parentId: col.int.nullable(), icon: col.text, name: col.text, description: col.text, n: col.int });

/** Every category in its order, with its texts and the number of published products directly in it. */
export async function categoryRows(db: Db, langId: number) {
  const ct = translated('category_i18n', 'category_id', sql`c.id`, langId, 'ct');
  return typedRows(
    db,
    categoryRow,
    sql`SELECT c.id, c.key, c.parent_id AS "parentId", c.icon,
               ${ct.pick('name')} AS name, ${ct.pick('description')} AS description,
               (SELECT count(*)::int FROM product p WHERE p.category_id = c.id AND p.status = 'published') AS n
          FROM category c ${ct.joins}
         ORDER BY c.sort, c.id`,
  );
}

const attributeValueRow = row({ key: col.text, facet: col.bool, sort: col.int, name: col.text, vkey: col.text.nullable(), vsort: col.int.nullable(), label: col.text.nullable() });

/** Every attribute with each of its values (one row per value; an attribute without values once, with vkey NULL), in their order. */
export async function attributeRows(db: Db, langId: number) {
  const at = translated('attribute_i18n', 'attribute_id', sql`a.id`, langId, 'at');
  const vt = translated('attribute_value_i18n', 'value_id', sql`v.id`, langId, 'vt');
  return typedRows(
    db,
    attributeValueRow,
    sql`SELECT a.key, a.facet, a.sort, ${at.pick('name')} AS name, v.key AS vkey, v.sort AS vsort,
               coalesce(${vt.pick('label')}, v.key) AS label
          FROM attribute a ${at.joins}
          LEFT JOIN attribute_value v ON v.attribute_id = a.id ${vt.joins}
         ORDER BY a.sort, v.sort`,
  );
}
