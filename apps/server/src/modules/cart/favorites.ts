import type { FavoriteList, Money } from '@netshop/contract';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { imageUrl } from '../catalog/index.js';
import { addFavorite as insertFavorite, deleteFavorite, favoriteCount, favoriteProductIds, favoritesPage } from './queries.js';

// Favourites of /accountCenter/favorites: products (remembering a SKU when one was chosen).

/** False when the product (or the named SKU of it) does not exist. */
export async function addFavorite(ctx: RequestContext, spuId: number, skuId?: number): Promise<boolean> {
  return insertFavorite(ctx.db, buyerId(ctx), spuId, skuId ?? null, ctx.langId);
}

export async function removeFavorite(ctx: RequestContext, spuId: number): Promise<void> {
  await deleteFavorite(ctx.db, buyerId(ctx), spuId);
}

export async function favoriteIds(ctx: RequestContext, spuIds: number[]): Promise<number[]> {
  return favoriteProductIds(ctx.db, buyerId(ctx), spuIds);
}

export async function listFavorites(ctx: RequestContext, price: (n: number) => Money, q: { page: number; pageSize: number }): Promise<FavoriteList> {
  const userId = buyerId(ctx);
  const r = await favoritesPage(ctx.db, userId, ctx.langId, q.pageSize, (q.page - 1) * q.pageSize);
  // Past the last page the window count is not there: count them apart.
  const total = r.length ? r[0]!.total : q.page > 1 ? await favoriteCount(ctx.db, userId) : 0;
  return {
    items: r.map((f) => ({
      spuId: f.id,
      skuId: f.skuId,
      name: f.name,
      model: f.model,
      image: imageUrl(f.key, f.mainImage),
      price: price(f.price),
      totalStock: f.stock,
      addedAt: f.addedAt.toISOString(),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
