import type { CategoryNode, DocumentList, ProductCard, ProductDetail, ProductList } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { unwrap } from '../http';

export interface ListParams {
  cateId?: number;
  kind?: 'all' | 'featured' | 'new' | 'brand' | 'volume';
  brand?: string;
  filters?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
  currencyId?: number | null;
}

export const catalogApi = {
  categories: () => unwrap(http.get<CategoryNode[]>(API.catalog.categories.path())),
  list: (p: ListParams) => unwrap(http.get<ProductList>(API.catalog.products.path(), { ...p, currencyId: p.currencyId ?? undefined })),
  detail: (spuId: number, currencyId?: number | null) => unwrap(http.get<ProductDetail>(API.catalog.product.path({ spuId }), { currencyId: currencyId ?? undefined })),
  recordView: (visitorId: string, spuId: number) => unwrap(http.post<null>(API.catalog.recordView.path(), { visitorId, spuId }, { headers: { repeatSubmit: false } })),
  recentlyViewed: (visitorId: string, currencyId?: number | null) =>
    unwrap(http.get<ProductCard[]>(API.catalog.recentlyViewed.path(), { visitorId, currencyId: currencyId ?? undefined })),
  /** At login: this device's guest visits join the buyer's list. */
  mergeRecentlyViewed: (visitorId: string) => unwrap(http.post<{ merged: number }>(API.catalog.mergeRecentlyViewed.path(), { visitorId })),
  documents: (p: { type?: string; model?: string; page: number }) =>
    unwrap(http.get<DocumentList>(API.catalog.documents.path(), { ...p, type: p.type || undefined, model: p.model || undefined })),
};

// Query keys carry the language and currency: both change what the server answers.
export const categoriesQuery = (langId: number) => queryOptions({ queryKey: ['catalog', 'categories', langId], queryFn: () => catalogApi.categories(), staleTime: 5 * 60_000 });

export const productListQuery = (langId: number, p: ListParams) =>
  queryOptions({ queryKey: ['catalog', 'list', langId, p], queryFn: () => catalogApi.list(p), placeholderData: keepPreviousData });

export const productDetailQuery = (langId: number, spuId: number, currencyId?: number | null) =>
  // A missing product is final: no retry, and a page mounting after its loader saw the 404 does
  // not ask (and alert) again.
  queryOptions({ queryKey: ['catalog', 'detail', langId, spuId, currencyId], queryFn: () => catalogApi.detail(spuId, currencyId), retry: false, retryOnMount: false });

export const recentlyViewedQuery = (langId: number, visitorId: string, currencyId?: number | null) =>
  queryOptions({ queryKey: ['catalog', 'recent', langId, visitorId, currencyId], queryFn: () => catalogApi.recentlyViewed(visitorId, currencyId), enabled: Boolean(visitorId) });

export const documentsQuery = (langId: number, p: { type?: string; model?: string; page: number }) =>
  queryOptions({
    queryKey: ['catalog', 'documents', langId, p],
    queryFn: () => catalogApi.documents(p),
    placeholderData: keepPreviousData,
  });
