import { can, type StaffMe, type StaffPermission } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from './http';
import { staffHttp, staffToken } from './staff-http';

// Who is signed in to the console, and what they may do: the console's menu and every console
// page ask this one query (the server checks the same permissions on each call).

export const staffMeQuery = queryOptions({
  queryKey: ['staff', 'me'],
  queryFn: () => unwrap(staffHttp.request<StaffMe>({ url: API.staff.me.path() })),
  staleTime: 60_000,
  retry: false,
});

export function useStaffMe() {
  return useQuery({ ...staffMeQuery, enabled: Boolean(staffToken.get()) });
}

/** Whether the member may; nothing while they must first enrol an authenticator (two-factor sign-in, issue 27). */
export function staffCan(me: StaffMe | undefined, permission: StaffPermission): boolean {
  return Boolean(me && !me.mustEnrol && can(me.roles, permission));
}
