import type { StaffAccount, StaffCreateBody, StaffDisableBody, StaffPasswordResetBody, StaffUpdateBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../lib/http';
import { staffHttp } from '../../../lib/staff-http';

export type { StaffAccount };

export const staffApi = {
  /** The session token comes back as msg (as for buyers, docs/product.md#states). */
  async login(body: { email: string; password: string }): Promise<string> {
    const res = await staffHttp.post<null>(API.staff.login.path(), body, { headers: { isToken: false } });
    if (res.code !== 200) throw new HttpError(res.msg, res.code, 'api', res.data);
    return res.msg;
  },
  logout: () => unwrap(staffHttp.post<null>(API.staff.logout.path())),
  create: (body: StaffCreateBody) => unwrapWithMsg(staffHttp.post<{ staffId: number }>(API.staff.createAccount.path(), body)),
  // Staff management (issue 27): each answers the server's message, shown as the success.
  update: (staffId: number, body: StaffUpdateBody) => unwrapWithMsg(staffHttp.put<null>(API.staff.updateAccount.path({ staffId }), body)),
  disable: (staffId: number, body: StaffDisableBody) => unwrapWithMsg(staffHttp.post<null>(API.staff.disableAccount.path({ staffId }), body)),
  enable: (staffId: number) => unwrapWithMsg(staffHttp.post<null>(API.staff.enableAccount.path({ staffId }), {})),
  forceReset: (staffId: number) => unwrapWithMsg(staffHttp.post<null>(API.staff.forcePasswordReset.path({ staffId }), {})),
  /** Public: the page behind a reset link has no session. */
  resetPassword: (body: StaffPasswordResetBody) => unwrapWithMsg(staffHttp.post<null>(API.staff.resetPassword.path(), body, { headers: { isToken: false } })),
};

export const staffListQuery = queryOptions({
  queryKey: ['staff', 'accounts'],
  queryFn: () => unwrap(staffHttp.get<StaffAccount[]>(API.staff.accounts.path())),
  retry: (failures, err) => !(err instanceof HttpError && err.code === 403) && failures < 1,
});
