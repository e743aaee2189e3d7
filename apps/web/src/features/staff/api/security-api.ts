import type { StaffLoginResult, StaffLoginVerifyBody, StaffRecoveryCodes, StaffTotpEnrolment, StaffTotpState } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../lib/http';
import { staffHttp } from '../../../lib/staff-http';

// Two-factor sign-in (issue 27): the code step of the console's login, and a member's
// authenticator and recovery codes on /console/security.

export type LoginStep = { token: string; enrol: boolean } | { challenge: string };

export const securityApi = {
  /** The password step: a session token (perhaps one that may only enrol), or a challenge for the code step. */
  async login(body: { email: string; password: string }): Promise<LoginStep> {
    const res = await staffHttp.post<StaffLoginResult>(API.staff.login.path(), body, { headers: { isToken: false } });
    if (res.code !== 200) throw new HttpError(res.msg, res.code, 'api', res.data);
    if (res.data?.next === 'code' && res.data.challenge) return { challenge: res.data.challenge };
    return { token: res.msg, enrol: res.data?.next === 'enrol' };
  },
  /** The code step: the session token. */
  async verify(body: StaffLoginVerifyBody): Promise<string> {
    const res = await staffHttp.post<null>(API.staffSecurity.loginVerify.path(), body, { headers: { isToken: false } });
    if (res.code !== 200) throw new HttpError(res.msg, res.code, 'api', res.data);
    return res.msg;
  },
  start: () => unwrap(staffHttp.post<StaffTotpEnrolment>(API.staffSecurity.start.path())),
  confirm: (code: string) => unwrap(staffHttp.post<StaffRecoveryCodes>(API.staffSecurity.confirm.path(), { code })),
  regenerate: (code: string) => unwrap(staffHttp.post<StaffRecoveryCodes>(API.staffSecurity.recoveryCodes.path(), { code })),
  /** An admin resets another member's authenticator (a lost phone). */
  reset: (staffId: number) => unwrapWithMsg(staffHttp.post<null>(API.staffSecurity.reset.path(), { staffId })),
};

export const totpStateQuery = queryOptions({
  queryKey: ['staff', 'security', 'totp'],
  queryFn: () => unwrap(staffHttp.get<StaffTotpState>(API.staffSecurity.state.path())),
});
