import type { ReviewBody, ReviewPage, ReviewableLine, ReviewsQuery } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { unwrap, unwrapWithMsg } from '../http';
import { ACCOUNT_KEY } from '../session';

// Reviews (issue 14): read on the product page, written from the product page and the order page,
// so here and not in one feature.

export const reviewsApi = {
  list: (q: ReviewsQuery) => unwrap(http.get<ReviewPage>(API.reviews.list.path(), q as Record<string, unknown>)),
  reviewable: (q: { spuId?: number; orderNo?: string }) => unwrap(http.get<ReviewableLine[]>(API.reviews.reviewable.path(), q)),
  create: (body: ReviewBody) => unwrapWithMsg(http.post<{ id: number }>(API.reviews.create.path(), body)),
  helpful: (id: number) => unwrapWithMsg(http.post<{ helpful: number; voted: boolean }>(API.reviews.helpful.path({ id }), undefined, { headers: { repeatSubmit: false } })),
};

/** Public lists: keyed by the language too (mine / others depend on it) and whether a buyer reads (voted, mine). */
export const REVIEWS_KEY = ['reviews'] as const;
export const reviewsQuery = (q: ReviewsQuery, langId: number, viewer: boolean) =>
  queryOptions({ queryKey: [...REVIEWS_KEY, q, langId, viewer], queryFn: () => reviewsApi.list(q), placeholderData: keepPreviousData, staleTime: 30_000 });

/** The buyer's own received lines: under ['account', …], so logging out drops them. */
export const reviewableQuery = (q: { spuId?: number; orderNo?: string }) =>
  queryOptions({ queryKey: [...ACCOUNT_KEY, 'reviewable', q], queryFn: () => reviewsApi.reviewable(q), staleTime: 0 });
