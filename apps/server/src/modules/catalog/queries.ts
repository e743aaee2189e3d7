import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { cardColumns, cardJoins, cardRow, type CardRow } from './card-queries.js';

// The catalogue's product pictures and recently viewed lists, on its own tables (ADR 0035).
// Listings are in listing-queries.ts, the detail in detail-queries.ts, cards in card-queries.ts.

const imageSourceRow = row({ image: col.text, model: col.text });

/** What a product's generated picture is drawn from; undefined for an unknown key. */
export async function productImageRow(db: Db, key: string) {
  return typedRow(db, imageSourceRow, sql`SELECT image, model FROM product WHERE key = ${key}`);
}

const okRow = row({ ok: col.int });

/** Records a visit for the visitor and, with a buyer, for the buyer too; false when the product does not exist or is not published. */
export async function insertView(db: Db, visitorId: string, spuId: number, userId: number | null): Promise<boolean> {
  const r = await typedRows(
    db,
    okRow,
    sql`WITH v AS (
          INSERT INTO recently_viewed (visitor_id, product_id, viewed_at)
          SELECT ${visitorId}::uuid, p.id, now() FROM product p WHERE p.id = ${spuId} AND p.status = 'published'
          ON CONFLICT (visitor_id, product_id) DO UPDATE SET viewed_at = now()
          RETURNING product_id)
        ${
          userId
            ? sql`, u AS (INSERT INTO user_recently_viewed (user_id, product_id, viewed_at) SELECT ${userId}, product_id, now() FROM v
                          ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = now())`
            : sql``
        }
        SELECT 1 AS ok FROM v`,
  );
  return r.length > 0;
}

const productIdRow = row({ productId: col.int });

/** Copies the guest's newest `limit` visits into the buyer's list (a product in both keeps its later visit); how many rows were written. */
export async function copyGuestViews(db: Db, visitorId: string, userId: number, limit: number): Promise<number> {
  const r = await typedRows(
    db,
    productIdRow,
    sql`INSERT INTO user_recently_viewed (user_id, product_id, viewed_at)
          SELECT ${userId}, product_id, viewed_at FROM recently_viewed WHERE visitor_id = ${visitorId}::uuid ORDER BY viewed_at DESC LIMIT ${limit}
        ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = GREATEST(user_recently_viewed.viewed_at, excluded.viewed_at)
        RETURNING product_id AS "productId"`,
  );
  return r.length;
}

/** The cards of a buyer's (userId) or else a visitor's latest `limit` visits, newest first. */
export async function recentlyViewedCards(db: Db, langId: number, visitorId: string, userId: number | null, limit: number): Promise<CardRow[]> {
  const source = userId
    ? sql`(SELECT product_id, viewed_at FROM user_recently_viewed WHERE user_id = ${userId} ORDER BY viewed_at DESC LIMIT ${limit})`
    : sql`(SELECT product_id, viewed_at FROM recently_viewed WHERE visitor_id = ${visitorId}::uuid ORDER BY viewed_at DESC LIMIT ${limit})`;
  return typedRows(
    db,
    cardRow,
    sql`SELECT ${cardColumns(langId)} FROM ${source} rv JOIN product p ON p.id = rv.product_id ${cardJoins(langId)}
         WHERE p.status = 'published'
         ORDER BY rv.viewed_at DESC`,
  );
}
