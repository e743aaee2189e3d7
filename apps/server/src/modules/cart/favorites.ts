import type { FavoriteList, Money } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { imageUrl } from '../catalog/index.js';

// Favourites of /accountCenter/favorites: products (remembering a SKU when one was chosen).

/** False when the product (or the named SKU of it) does not exist. */
export async function addFavorite(ctx: RequestContext, spuId: number, skuId?: number): Promise<boolean> {
  const userId = buyerId(ctx);
  const r = await rows<{ ok: boolean }>(
    ctx.db,
    sql`INSERT INTO favorite (user_id, product_id, sku_id)
        SELECT ${userId}, p.id, s.id FROM product p LEFT JOIN sku s ON s.id = ${skuId ?? null}::int AND s.product_id = p.id
         WHERE p.id = ${spuId} AND (${skuId ?? null}::int IS NULL OR s.id IS NOT NULL)
        ON CONFLICT (user_id, product_id) DO UPDATE SET sku_id = coalesce(excluded.sku_id, favorite.sku_id)
        RETURNING true AS ok`,
  );
  return r.length > 0;
}

export async function removeFavorite(ctx: RequestContext, spuId: number): Promise<void> {
  await ctx.db.execute(sql`DELETE FROM favorite WHERE user_id = ${buyerId(ctx)} AND product_id = ${spuId}`);
}

export async function favoriteIds(ctx: RequestContext, spuIds: number[]): Promise<number[]> {
  if (!spuIds.length) return [];
  const r = await rows<{ id: number }>(
    ctx.db,
    sql`SELECT product_id AS id FROM favorite WHERE user_id = ${buyerId(ctx)} AND product_id IN (${sql.join(spuIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return r.map((x) => Number(x.id));
}

export async function listFavorites(ctx: RequestContext, price: (n: number) => Money, q: { page: number; pageSize: number }): Promise<FavoriteList> {
  const userId = buyerId(ctx);
  const name = translated('product_i18n', 'product_id', sql`p.id`, ctx.langId, 'pn');
  const r = await rows<{ id: number; skuId: number | null; key: string; model: string; name: string; price: number; stock: number; addedAt: string | Date; total: number }>(
    ctx.db,
    sql`SELECT p.id, f.sku_id AS "skuId", p.key, p.model, coalesce(${name.pick('name')}, p.model) AS name,
               coalesce(s.price, p.min_price) AS price, coalesce(s.stock, p.total_stock) AS stock, f.added_at AS "addedAt",
               count(*) OVER ()::int AS total
          FROM favorite f
          JOIN product p ON p.id = f.product_id
          LEFT JOIN sku s ON s.id = f.sku_id
          ${name.joins}
         WHERE f.user_id = ${userId}
         ORDER BY f.added_at DESC, p.id
         LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  let total = r.length ? Number(r[0]!.total) : 0;
  if (!r.length && q.page > 1) {
    const [c] = await rows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM favorite WHERE user_id = ${userId}`);
    total = Number(c?.n ?? 0);
  }
  return {
    items: r.map((f) => ({
      spuId: Number(f.id),
      skuId: f.skuId === null ? null : Number(f.skuId),
      name: f.name,
      model: f.model,
      image: imageUrl(f.key),
      price: price(Number(f.price)),
      totalStock: Number(f.stock),
      addedAt: new Date(f.addedAt).toISOString(),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
