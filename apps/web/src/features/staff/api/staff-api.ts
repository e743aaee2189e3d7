import type { StaffCreateBody, StaffRole } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../lib/http';
import { staffHttp } from '../../../lib/staff-http';

export interface StaffAccount {
  staffId: number;
  email: string;
  name: string;
  roles: StaffRole[];
  active: boolean;
}

export const staffApi = {
  /** The session token comes back as msg (as for buyers, docs/product.md#states). */
  async login(body: { email: string; password: string }): Promise<string> {
    const res = await staffHttp.post<null>(API.staff.login.path(), body, { headers: { isToken: false } });
    if (res.code !== 200) throw new HttpError(res.msg, res.code, 'api', res.data);
    return res.msg;
  },
  logout: () => unwrap(staffHttp.post<null>(API.staff.logout.path())),
  create: (body: StaffCreateBody) => unwrapWithMsg(staffHttp.post<{ staffId: number }>(API.staff.createAccount.path(), body)),
};

export const staffListQuery = queryOptions({
  queryKey: ['staff', 'accounts'],
  queryFn: () => unwrap(staffHttp.get<StaffAccount[]>(API.staff.accounts.path())),
});
