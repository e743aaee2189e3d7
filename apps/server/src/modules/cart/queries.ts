import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { productCardsView, productNamesView, skuNamesView } from '../catalog/index.js';
import { LOCK_CLASS } from '../../lib/advisory-locks.js';

// Every SQL statement of the cart module on its own tables (cart_item, favorite; ADR 0035), each
// answer checked by its row shape. Products and SKUs are read through the catalogue's read views
// (ADR 0039).

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

/** The advisory-lock class of a buyer's cart (lib/advisory-locks.ts lists them all). */
const CART_LOCK = LOCK_CLASS.cart;

const item = row({ skuId: col.int, quantity: col.int, checked: col.bool });

/** A buyer's cart lines, newest first. */
export async function cartItems(db: Db, userId: number) {
  return typedRows(db, item, sql`SELECT sku_id AS "skuId", quantity, checked FROM cart_item WHERE user_id = ${userId} ORDER BY added_at DESC, sku_id`);
}

/** Serialises changes to one buyer's cart for the caller's transaction (two tabs adding at once cannot pass the limits). */
export async function lockCart(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CART_LOCK}, ${userId})`);
}

/** Sets a cart line's quantity and checked flag, adding the line when it is new. */
export async function upsertItem(db: Db, userId: number, skuId: number, quantity: number, checked: boolean): Promise<void> {
  await db.execute(
    sql`INSERT INTO cart_item (user_id, sku_id, quantity, checked) VALUES (${userId}, ${skuId}, ${quantity}, ${checked})
        ON CONFLICT (user_id, sku_id) DO UPDATE SET quantity = excluded.quantity, checked = excluded.checked`,
  );
}

const skuIdRow = row({ skuId: col.int });

/** Changes a line's quantity and/or checked flag (null keeps it); false when the buyer has no such line. */
export async function updateItem(db: Db, userId: number, skuId: number, quantity: number | null, checked: boolean | null): Promise<boolean> {
  const r = await typedRows(
    db,
    skuIdRow,
    sql`UPDATE cart_item SET quantity = coalesce(${quantity}::int, quantity), checked = coalesce(${checked}::boolean, checked)
         WHERE user_id = ${userId} AND sku_id = ${skuId} RETURNING sku_id AS "skuId"`,
  );
  return r.length > 0;
}

/** Checks or unchecks the buyer's lines of these SKUs, or all of them when none are named. */
export async function setChecked(db: Db, userId: number, checked: boolean, skuIds?: number[]): Promise<void> {
  const only = skuIds?.length ? sql`AND sku_id IN (${ids(skuIds)})` : sql``;
  await db.execute(sql`UPDATE cart_item SET checked = ${checked} WHERE user_id = ${userId} ${only}`);
}

/** Removes the buyer's lines of these SKUs. */
export async function deleteItems(db: Db, userId: number, skuIds: number[]): Promise<void> {
  if (!skuIds.length) return;
  await db.execute(sql`DELETE FROM cart_item WHERE user_id = ${userId} AND sku_id IN (${ids(skuIds)})`);
}

/** A line holding no more than `quantity` units goes (an order took them all). */
export async function deleteIfAtMost(db: Db, userId: number, skuId: number, quantity: number): Promise<void> {
  await db.execute(sql`DELETE FROM cart_item WHERE user_id = ${userId} AND sku_id = ${skuId} AND quantity <= ${quantity}`);
}

/** A line holding more than `quantity` units keeps the rest. */
export async function subtractUnits(db: Db, userId: number, skuId: number, quantity: number): Promise<void> {
  await db.execute(sql`UPDATE cart_item SET quantity = quantity - ${quantity} WHERE user_id = ${userId} AND sku_id = ${skuId} AND quantity > ${quantity}`);
}

const okRow = row({ ok: col.int });

/** Removes one line; false when the buyer had none of this SKU. */
export async function deleteItem(db: Db, userId: number, skuId: number): Promise<boolean> {
  return (await typedRows(db, okRow, sql`DELETE FROM cart_item WHERE user_id = ${userId} AND sku_id = ${skuId} RETURNING 1 AS ok`)).length > 0;
}

const addedRow = row({ ok: col.bool });

/**
 * Adds a product to the buyer's favourites, remembering a SKU of it when one is named (a later add
 * without one keeps the remembered SKU); false when the product, or the named SKU of it, does not
 * exist. `langId` only picks the views' names, which are not read.
 */
export async function addFavorite(db: Db, userId: number, spuId: number, skuId: number | null, langId: number): Promise<boolean> {
  const r = await typedRows(
    db,
    addedRow,
    sql`INSERT INTO favorite (user_id, product_id, sku_id)
        SELECT ${userId}, p.product_id, s.sku_id FROM ${productNamesView(langId)} p LEFT JOIN ${skuNamesView(langId)} s ON s.sku_id = ${skuId}::int AND s.product_id = p.product_id
         WHERE p.product_id = ${spuId} AND (${skuId}::int IS NULL OR s.sku_id IS NOT NULL)
        ON CONFLICT (user_id, product_id) DO UPDATE SET sku_id = coalesce(excluded.sku_id, favorite.sku_id)
        RETURNING true AS ok`,
  );
  return r.length > 0;
}

/** Puts a product in the buyer's favourites with this SKU, as newly added (a cart line moved there). */
export async function favoriteSku(db: Db, userId: number, productId: number, skuId: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO favorite (user_id, product_id, sku_id) VALUES (${userId}, ${productId}, ${skuId})
        ON CONFLICT (user_id, product_id) DO UPDATE SET sku_id = excluded.sku_id, added_at = now()`,
  );
}

/** Takes a product out of the buyer's favourites. */
export async function deleteFavorite(db: Db, userId: number, spuId: number): Promise<void> {
  await db.execute(sql`DELETE FROM favorite WHERE user_id = ${userId} AND product_id = ${spuId}`);
}

const idRow = row({ id: col.int });

/** Of these products, the ones in the buyer's favourites. */
export async function favoriteProductIds(db: Db, userId: number, spuIds: number[]): Promise<number[]> {
  if (!spuIds.length) return [];
  const r = await typedRows(db, idRow, sql`SELECT product_id AS id FROM favorite WHERE user_id = ${userId} AND product_id IN (${ids(spuIds)})`);
  return r.map((x) => x.id);
}

const favorite = row({
  id: col.int,
  skuId: col.int.nullable(),
  key: col.text,
  model: col.text,
  name: col.text,
  price: col.int,
  stock: col.int,
  addedAt: col.time,
  total: col.int,
  mainImage: col.text.nullable(),
});

/**
 * A page of the buyer's favourites, newest first, with the count of all: the product's name in a
 * language (else its model), and the remembered SKU's price and stock (else the product's lowest
 * price and total stock), read from the catalogue's views.
 */
export async function favoritesPage(db: Db, userId: number, langId: number, limit: number, offset: number) {
  return typedRows(
    db,
    favorite,
    sql`SELECT c.id, f.sku_id AS "skuId", c.key, c.model, coalesce(c.name, c.model) AS name,
               coalesce(s.price, c."minPrice") AS price, coalesce(s.stock, c."totalStock") AS stock, f.added_at AS "addedAt",
               count(*) OVER ()::int AS total, c."mainImage"
          FROM favorite f
          JOIN ${productCardsView(langId)} c ON c.id = f.product_id
          LEFT JOIN ${skuNamesView(langId)} s ON s.sku_id = f.sku_id
         WHERE f.user_id = ${userId}
         ORDER BY f.added_at DESC, c.id
         LIMIT ${limit} OFFSET ${offset}`,
  );
}

const countRow = row({ n: col.int });

/** How many favourites the buyer has. */
export async function favoriteCount(db: Db, userId: number): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM favorite WHERE user_id = ${userId}`))?.n ?? 0;
}
