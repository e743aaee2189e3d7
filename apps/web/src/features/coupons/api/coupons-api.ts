import type { CentreCoupon, ClaimCouponBody, MyCoupon } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { unwrap, unwrapWithMsg } from '../../../lib/http';
import { ACCOUNT_KEY } from '../../../lib/session';

// Fetch functions and query options of the buyer's coupons and the coupon centre (issue 14).
// Amounts come in the currency asked for (the visitor's, from the site store), so it is part of
// each key. A failed claim (409 already claimed, 404 not claimable) is shown by the HTTP client.
export const couponsApi = {
  mine: (currencyId: number | null) => unwrap(http.get<MyCoupon[]>(API.coupons.mine.path(), { currencyId })),
  centre: (currencyId: number | null) => unwrap(http.get<CentreCoupon[]>(API.coupons.centre.path(), { currencyId })),
  /** Answers the server's localized success message, for the alert queue. */
  claim: (body: ClaimCouponBody) => unwrapWithMsg(http.post<null>(API.coupons.claim.path(), body)),
};

// Under ['account', …]: logging in or out drops the buyer's coupons with the rest of the account.
export const COUPONS_KEY = [...ACCOUNT_KEY, 'coupons'] as const;

export const myCouponsQuery = (currencyId: number | null) =>
  queryOptions({ queryKey: [...COUPONS_KEY, 'mine', currencyId], queryFn: () => couponsApi.mine(currencyId), staleTime: 0 });

export const couponCentreQuery = (currencyId: number | null) =>
  queryOptions({ queryKey: [...COUPONS_KEY, 'centre', currencyId], queryFn: () => couponsApi.centre(currencyId), staleTime: 0 });
