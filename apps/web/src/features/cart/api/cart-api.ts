import type { CartItemBody, CartItemUpdateBody, CartView, FavoriteList, GuestCartBody } from '@netshop/contract';
import type { Envelope } from '@netshop/contract/envelope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { buildQuery, HttpError } from '../../../lib/http';
import { ACCOUNT_KEY } from '../../account/api/account-api';

// Cart and favourites endpoints (issue 5). POST and PUT ignore `params` in the HTTP client, so
// the currency goes into the path's query string here.
const buyer = '/ew/buyer';

type Currency = number | null | undefined;
const withCurrency = (path: string, currencyId: Currency) => path + buildQuery({ currencyId: currencyId ?? undefined });

/** The envelope's data and its localized message (shown as the success alert); code 500 becomes an error. */
async function answer<T>(call: Promise<Envelope<T>>): Promise<{ data: T; msg: string }> {
  const res = await call;
  if (res.code !== 200) throw new HttpError(res.msg, res.code, 'api', res.data);
  return { data: res.data, msg: res.msg };
}
const data = async <T>(call: Promise<Envelope<T>>): Promise<T> => (await answer(call)).data;

// Setting a quantity or selection states the wanted result, so sending it again is harmless:
// these skip the duplicate-submit guard, which would otherwise drop a quick 2 → 3 → 2.
const idempotent = { headers: { repeatSubmit: false } };

export const cartApi = {
  get: (currencyId: Currency) => data(http.get<CartView>(`${buyer}/cart`, { currencyId: currencyId ?? undefined })),
  add: (body: CartItemBody, currencyId: Currency) => answer(http.post<CartView>(withCurrency(`${buyer}/cart/items`, currencyId), body)),
  update: (skuId: number, body: CartItemUpdateBody, currencyId: Currency) =>
    answer(http.put<CartView>(withCurrency(`${buyer}/cart/items/${skuId}`, currencyId), body, idempotent)),
  check: (body: { checked: boolean; skuIds?: number[] }, currencyId: Currency) =>
    answer(http.put<CartView>(withCurrency(`${buyer}/cart/check`, currencyId), body, idempotent)),
  remove: (skuIds: number[], currencyId: Currency) => answer(http.post<CartView>(withCurrency(`${buyer}/cart/remove`, currencyId), { skuIds })),
  moveToFavorites: (skuId: number, currencyId: Currency) => answer(http.post<CartView>(withCurrency(`${buyer}/cart/items/${skuId}/favorite`, currencyId))),
  merge: (body: GuestCartBody) => data(http.post<{ merged: number; capped: number; skipped: number }>(`${buyer}/cart/merge`, body)),
  /** Prices a guest's local cart (no login): a read, so never refused as a repeat. */
  quote: (body: GuestCartBody, currencyId: Currency) => data(http.post<CartView>(withCurrency(`${buyer}/cart/quote`, currencyId), body, idempotent)),

  favorites: (page: number, pageSize: number, currencyId: Currency) =>
    data(http.get<FavoriteList>(`${buyer}/favorites`, { page, pageSize, currencyId: currencyId ?? undefined })),
  favoriteIds: (spuIds: number[]) => data(http.get<number[]>(`${buyer}/favorites/ids`, { spuIds: spuIds.join(',') })),
  addFavorite: (spuId: number, skuId?: number) => answer(http.post<null>(`${buyer}/favorites`, { spuId, skuId })),
  removeFavorite: (spuId: number) => answer(http.del<null>(`${buyer}/favorites/${spuId}`)),
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
