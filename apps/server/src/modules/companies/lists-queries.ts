import { LIST_QTY_MAX } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { skuNamesView } from '../catalog/index.js';

// The SQL of requisition lists (lists.ts holds the rules). Every read of a list takes `scope`, the
// caller's ownedScope over alias `l`: the buyer's own personal lists and, with lists.read, their
// company's; any other id is simply not found (a 404, never a 403 that would confirm it exists).

const listRow = row({
  id: col.int,
  userId: col.int,
  companyId: col.int.nullable(),
  name: col.text,
  version: col.int,
  updatedAt: col.time,
  ownerFirst: col.text,
  ownerLast: col.text,
  itemCount: col.int,
  totalQuantity: col.int,
});
export type ListRow = ReturnType<typeof listRow.parse>;

const LIST_COLUMNS = sql`l.id, l.user_id AS "userId", l.company_id AS "companyId", l.name, l.version, l.updated_at AS "updatedAt",
  u.first_name AS "ownerFirst", u.last_name AS "ownerLast",
  (SELECT count(*) FROM requisition_list_item i WHERE i.list_id = l.id) AS "itemCount",
  (SELECT coalesce(sum(i.quantity), 0) FROM requisition_list_item i WHERE i.list_id = l.id) AS "totalQuantity"`;

/** The lists in scope, newest change first (the buyer's own first among equals). */
export async function listsInScope(db: Db, scope: SQL): Promise<ListRow[]> {
  return typedRows(db, listRow, sql`SELECT ${LIST_COLUMNS} FROM requisition_list l JOIN ${buyerNamesView()} u ON u.user_id = l.user_id WHERE ${scope} ORDER BY l.updated_at DESC, l.id DESC`);
}

/** One list in scope; `lock` takes its row for a change (items counted, version compared). */
export async function listInScope(db: Db, scope: SQL, id: number, lock = false): Promise<ListRow | undefined> {
  if (lock) {
    const locked = await typedRow(db, idRow, sql`SELECT l.id FROM requisition_list l WHERE l.id = ${id} AND ${scope} FOR UPDATE`);
    if (!locked) return undefined;
  }
  return typedRow(db, listRow, sql`SELECT ${LIST_COLUMNS} FROM requisition_list l JOIN ${buyerNamesView()} u ON u.user_id = l.user_id WHERE l.id = ${id} AND ${scope}`);
}

const idRow = row({ id: col.int });
const countRow = row({ n: col.int });

/** How many lists a buyer owns (personal and shared together). */
export async function ownedListCount(db: Db, userId: number): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*) AS n FROM requisition_list WHERE user_id = ${userId}`))?.n ?? 0;
}

export async function insertList(db: Db, userId: number, companyId: number | null, name: string): Promise<number> {
  const r = await typedRow(db, idRow, sql`INSERT INTO requisition_list (user_id, company_id, name) VALUES (${userId}, ${companyId}, ${name}) RETURNING id`);
  return r!.id;
}

/** A change to a list's items or name: a new version and time. */
export async function touchList(db: Db, id: number, name?: string): Promise<void> {
  await db.execute(sql`UPDATE requisition_list SET version = version + 1, updated_at = now() ${name === undefined ? sql`` : sql`, name = ${name}`} WHERE id = ${id}`);
}

export async function deleteList(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM requisition_list WHERE id = ${id}`);
}

const itemRow = row({ skuId: col.int, quantity: col.int, productNo: col.text.nullable(), name: col.text.nullable() });
export type ListItemRow = ReturnType<typeof itemRow.parse>;

/**
 * A list's items in their order, with the SKU's number and product name in a language even when
 * the product is no longer published (the page still says what it was).
 */
export async function listItems(db: Db, listId: number, langId: number): Promise<ListItemRow[]> {
  return typedRows(
    db,
    itemRow,
    sql`SELECT i.sku_id AS "skuId", i.quantity, s.product_no AS "productNo", s.name
          FROM requisition_list_item i LEFT JOIN ${skuNamesView(langId)} s ON s.sku_id = i.sku_id
         WHERE i.list_id = ${listId} ORDER BY i.position, i.added_at`,
  );
}

const skuQtyRow = row({ skuId: col.int, quantity: col.int });
const skuIdRow = row({ skuId: col.int });
const insertedRow = row({ inserted: col.bool });

/** The SKUs and quantities of a list (a copy, a merge). */
export async function listUnits(db: Db, listId: number) {
  return typedRows(db, skuQtyRow, sql`SELECT sku_id AS "skuId", quantity FROM requisition_list_item WHERE list_id = ${listId} ORDER BY position, added_at`);
}

/**
 * Adds units to a list: a SKU already listed adds up (up to LIST_QTY_MAX), a new one goes last.
 * Returns how many SKUs were new.
 */
export async function mergeItems(db: Db, listId: number, items: { skuId: number; quantity: number }[]): Promise<number> {
  if (!items.length) return 0;
  const values = sql.join(
    items.map((it, n) => sql`(${listId}, ${it.skuId}, ${Math.min(it.quantity, LIST_QTY_MAX)}, (SELECT coalesce(max(position), 0) FROM requisition_list_item WHERE list_id = ${listId}) + ${n + 1})`),
    sql`, `,
  );
  const inserted = await typedRows(
    db,
    insertedRow,
    sql`INSERT INTO requisition_list_item (list_id, sku_id, quantity, position) VALUES ${values}
        ON CONFLICT (list_id, sku_id) DO UPDATE SET quantity = LEAST(requisition_list_item.quantity + excluded.quantity, ${LIST_QTY_MAX})
        RETURNING (xmax = 0) AS inserted`,
  );
  return inserted.filter((r) => r.inserted).length;
}

/** Which of these SKUs a list holds already. */
export async function listedSkus(db: Db, listId: number, skuIds: number[]): Promise<Set<number>> {
  if (!skuIds.length) return new Set();
  const found = await typedRows(db, skuIdRow, sql`SELECT sku_id AS "skuId" FROM requisition_list_item WHERE list_id = ${listId} AND sku_id IN (${sql.join(skuIds.map((s) => sql`${s}`), sql`, `)})`);
  return new Set(found.map((f) => f.skuId));
}

export async function itemCount(db: Db, listId: number): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*) AS n FROM requisition_list_item WHERE list_id = ${listId}`))?.n ?? 0;
}

/** Sets an item's quantity; false when the list does not hold the SKU. */
export async function setItemQuantity(db: Db, listId: number, skuId: number, quantity: number): Promise<boolean> {
  const r = await typedRows(db, skuQtyRow, sql`UPDATE requisition_list_item SET quantity = ${quantity} WHERE list_id = ${listId} AND sku_id = ${skuId} RETURNING sku_id AS "skuId", quantity`);
  return r.length > 0;
}

export async function deleteItems(db: Db, listId: number, skuIds: number[]): Promise<number> {
  const r = await typedRows(db, skuIdRow, sql`DELETE FROM requisition_list_item WHERE list_id = ${listId} AND sku_id IN (${sql.join(skuIds.map((s) => sql`${s}`), sql`, `)}) RETURNING sku_id AS "skuId"`);
  return r.length;
}
