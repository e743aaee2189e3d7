import type { CartItemBody, CartItemUpdateBody, CartView, FavoriteList, GuestCartBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { buildQuery, unwrap, unwrapWithMsg } from '../http';
import { ACCOUNT_KEY } from '../session';

// Cart and favourites endpoints (issue 5). POST and PUT ignore `params` in the HTTP client, so
// the currency goes into the path's query string here.

type Currency = number | null | undefined;
const withCurrency = (path: string, currencyId: Currency) => path + buildQuery({ currencyId: currencyId ?? undefined });

// Setting a quantity or selection states the wanted result, so sending it again is harmless:
// these skip the duplicate-submit guard, which would otherwise drop a quick 2 → 3 → 2.
const idempotent = { headers: { repeatSubmit: false } };

export const cartApi = {
  get: (currencyId: Currency) => unwrap(http.get<CartView>(API.cart.get.path(), { currencyId: currencyId ?? undefined })),
  add: (body: CartItemBody, currencyId: Currency) => unwrapWithMsg(http.post<CartView>(withCurrency(API.cart.add.path(), currencyId), body)),
  update: (skuId: number, body: CartItemUpdateBody, currencyId: Currency) =>
    unwrapWithMsg(http.put<CartView>(withCurrency(API.cart.update.path({ skuId }), currencyId), body, idempotent)),
  check: (body: { checked: boolean; skuIds?: number[] }, currencyId: Currency) =>
    unwrapWithMsg(http.put<CartView>(withCurrency(API.cart.check.path(), currencyId), body, idempotent)),
  remove: (skuIds: number[], currencyId: Currency) => unwrapWithMsg(http.post<CartView>(withCurrency(API.cart.remove.path(), currencyId), { skuIds })),
  moveToFavorites: (skuId: number, currencyId: Currency) => unwrapWithMsg(http.post<CartView>(withCurrency(API.cart.moveToFavorites.path({ skuId }), currencyId))),
  merge: (body: GuestCartBody) => unwrap(http.post<{ merged: number; capped: number; skipped: number }>(API.cart.merge.path(), body)),
  /** Prices a guest's local cart (no login): a read, so never refused as a repeat. */
  quote: (body: GuestCartBody, currencyId: Currency) => unwrap(http.post<CartView>(withCurrency(API.cart.quote.path(), currencyId), body, idempotent)),

  favorites: (page: number, pageSize: number, currencyId: Currency) =>
    unwrap(http.get<FavoriteList>(API.favorites.list.path(), { page, pageSize, currencyId: currencyId ?? undefined })),
  favoriteIds: (spuIds: number[]) => unwrap(http.get<number[]>(API.favorites.ids.path(), { spuIds: spuIds.join(',') })),
  addFavorite: (spuId: number, skuId?: number) => unwrapWithMsg(http.post<null>(API.favorites.add.path(), { spuId, skuId })),
  removeFavorite: (spuId: number) => unwrapWithMsg(http.del<null>(API.favorites.remove.path({ spuId }))),
};

// The buyer's cart and favourites live under ['account', …]: dropped at login and logout with
// the rest of the buyer's data. Language and currency are in the keys: both change the answer.
export const CART_KEY = [...ACCOUNT_KEY, 'cart'] as const;
export const FAVORITES_KEY = [...ACCOUNT_KEY, 'favorites'] as const;

/** The logged-in buyer's cart; the cart page, the header badge and checkout share this entry. */
export const serverCartQuery = (langId: number, currencyId: Currency) =>
  queryOptions({ queryKey: [...CART_KEY, langId, currencyId ?? null], queryFn: () => cartApi.get(currencyId) });

/** A guest cart priced now; the previous answer stays on screen while a changed cart is priced. */
export const guestQuoteQuery = (langId: number, currencyId: Currency, body: GuestCartBody) =>
  queryOptions({
    queryKey: ['cart', 'quote', langId, currencyId ?? null, body],
    queryFn: () => cartApi.quote(body, currencyId),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const favoritesQuery = (langId: number, currencyId: Currency, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...FAVORITES_KEY, 'list', langId, currencyId ?? null, page, pageSize],
    queryFn: () => cartApi.favorites(page, pageSize, currencyId),
    placeholderData: keepPreviousData,
  });

export const favoriteIdsQuery = (spuIds: number[]) => queryOptions({ queryKey: [...FAVORITES_KEY, 'ids', spuIds.join(',')], queryFn: () => cartApi.favoriteIds(spuIds) });
