import type {
  CompanyApplyBody,
  CompanyMembers,
  CompanyUpdateBody,
  InvitationPreview,
  InviteBody,
  MemberRolesBody,
  MyCompanyAnswer,
} from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { unwrap, unwrapWithMsg } from '../../../lib/http';
import { ACCOUNT_KEY } from '../../../lib/session';

// Company accounts (issue 29, ADR 0045): the buyer's membership, the application, members and
// invitations. Refusals (403 by role or a suspended company, 409 the last admin) are shown by the
// HTTP client with the server's localized message.

const DIALOG_REFUSALS = [403, 404, 409, 422] as const;
const LINK_REFUSALS = [403, 404, 409, 410, 422] as const;

export const companiesApi = {
  mine: () => unwrap(http.get<MyCompanyAnswer>(API.companies.mine.path())),
  apply: (body: CompanyApplyBody) => unwrapWithMsg(http.post<{ id: number }>(API.companies.apply.path(), body)),
  update: (body: CompanyUpdateBody) => unwrapWithMsg(http.put<null>(API.companies.update.path(), body)),
  members: () => unwrap(http.get<CompanyMembers>(API.companies.members.path())),
  invite: (body: InviteBody) => unwrapWithMsg(http.post<{ id: number }>(API.companies.invite.path(), body)),
  revokeInvitation: (id: number) => unwrapWithMsg(http.del<null>(API.companies.revokeInvitation.path({ id }))),
  // The dialogs that change a member show a refusal (the last admin, a newer version) inside
  // themselves: an alert under a modal dialog's backdrop would not be seen.
  setRoles: (id: number, body: MemberRolesBody) => unwrapWithMsg(http.put<null>(API.companies.memberRoles.path({ id }), body, { quiet: DIALOG_REFUSALS })),
  deactivate: (id: number) => unwrapWithMsg(http.post<null>(API.companies.deactivate.path({ id }), undefined, { quiet: DIALOG_REFUSALS })),
  // The invitation page says itself why a link does not work (expired, used, revoked, another e-mail).
  invitation: (token: string) => unwrap(http.get<InvitationPreview>(API.companies.invitation.path(), { token }, { quiet: LINK_REFUSALS })),
  accept: (token: string) => unwrapWithMsg(http.post<{ companyId: number }>(API.companies.accept.path(), { token }, { quiet: LINK_REFUSALS })),
};

// Under ['account', …]: logging in or out drops it with the rest of the account.
export const COMPANY_KEY = [...ACCOUNT_KEY, 'company'] as const;
export const myCompanyQuery = () => queryOptions({ queryKey: [...COMPANY_KEY, 'mine'], queryFn: companiesApi.mine, staleTime: 60_000 });
export const companyMembersQuery = () => queryOptions({ queryKey: [...COMPANY_KEY, 'members'], queryFn: companiesApi.members, staleTime: 0 });
