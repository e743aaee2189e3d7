import type { ReviewHideBody, ReviewReplyBody, StaffReviewList, StaffReviewsQuery } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// Reviews in the console (permission reviews.moderate: agents, sales, administrators): the list,
// newest first, by status, words and author (buyers or the seeded ones), read again after each
// change; hiding one with a reason, publishing it again, and the shop's public reply.

export const reviewsKey = ['staff', 'reviews'] as const;

export const reviewsListQuery = (q: StaffReviewsQuery) =>
  queryOptions({
    queryKey: [...reviewsKey, q],
    queryFn: () => unwrap(staffHttp.get<StaffReviewList>(API.staffReviews.list.path(), { ...q, q: q.q || undefined })),
    placeholderData: keepPreviousData,
    retry: (failures, err) => !(err instanceof HttpError && err.code === 403) && failures < 1,
  });

export const reviewsConsoleApi = {
  /** 422: field errors (the reason's text in the console's language). The author is told. */
  hide: (id: number, body: ReviewHideBody) => unwrap(staffHttp.post<null>(API.staffReviews.hide.path({ id }), body)),
  publish: (id: number) => unwrap(staffHttp.post<null>(API.staffReviews.publish.path({ id }), {})),
  /** An empty reply removes the shop's reply. */
  reply: (id: number, body: ReviewReplyBody) => unwrap(staffHttp.post<null>(API.staffReviews.reply.path({ id }), body)),
};
