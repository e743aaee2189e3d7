import type { StaffCoupon, StaffCouponBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// Coupons in the console (permission coupons.manage: sales and administrators): the list, newest
// first, read once and again after each change; creating one and ending one.

export const couponsKey = ['staff', 'coupons'] as const;

export const couponsQuery = queryOptions({
  queryKey: couponsKey,
  queryFn: () => unwrap(staffHttp.get<StaffCoupon[]>(API.staffCoupons.list.path())),
  retry: (failures, err) => !(err instanceof HttpError && err.code === 403) && failures < 1,
});

export const couponsConsoleApi = {
  /** 409: the code exists (the client shows the server's message); 422: field errors. */
  create: (body: StaffCouponBody) => unwrap(staffHttp.post<{ id: number }>(API.staffCoupons.create.path(), body)),
  end: (id: number) => unwrap(staffHttp.post<null>(API.staffCoupons.end.path({ id }), {})),
};
