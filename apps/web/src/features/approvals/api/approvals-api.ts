import type {
  ApprovalDecisionBody,
  ApprovalDecisionResult,
  ApprovalList,
  ApprovalListQuery,
  ApprovalRequestDetail,
  ApprovalRule,
  ApprovalRuleBody,
  ApprovalSettings,
  ApprovalSettingsBody,
  MemberLimitBody,
} from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { unwrap, unwrapWithMsg } from '../../../lib/http';
import { ACCOUNT_KEY } from '../../../lib/session';

// A company's approval requests, rules and spending limits (issue 30, ADR 0046). The server decides
// every permission again (approvals.manage writes rules and limits, the current level's role
// decides, never the requester); the pages only hide what it would refuse.

// Forms and dialogs show these refusals on their fields or inside themselves (a rule without an
// approver, a stale version, a decision someone else made first): no second alert under them.
const FORM_REFUSALS = [403, 404, 409, 422] as const;

export const approvalsApi = {
  requests: (q: ApprovalListQuery) => unwrap(http.get<ApprovalList>(API.approvals.requests.path(), { ...q })),
  // A request of another company, or none, is a 404 the page explains itself.
  request: (requestNo: string) => unwrap(http.get<ApprovalRequestDetail>(API.approvals.request.path({ requestNo }), undefined, { quiet: [403, 404] })),
  decide: (requestNo: string, body: ApprovalDecisionBody) =>
    unwrapWithMsg(http.post<ApprovalDecisionResult>(API.approvals.decide.path({ requestNo }), body, { quiet: FORM_REFUSALS })),
  cancel: (requestNo: string) => unwrapWithMsg(http.post<null>(API.approvals.cancel.path({ requestNo }), undefined, { quiet: FORM_REFUSALS })),
  rules: () => unwrap(http.get<ApprovalRule[]>(API.approvals.rules.path())),
  createRule: (body: ApprovalRuleBody) => unwrapWithMsg(http.post<unknown>(API.approvals.createRule.path(), body, { quiet: FORM_REFUSALS })),
  updateRule: (id: number, body: ApprovalRuleBody) => unwrapWithMsg(http.put<unknown>(API.approvals.updateRule.path({ id }), body, { quiet: FORM_REFUSALS })),
  removeRule: (id: number) => unwrapWithMsg(http.del<null>(API.approvals.removeRule.path({ id }))),
  settings: () => unwrap(http.get<ApprovalSettings>(API.approvals.settings.path())),
  saveSettings: (body: ApprovalSettingsBody) => unwrapWithMsg(http.put<unknown>(API.approvals.saveSettings.path(), body, { quiet: FORM_REFUSALS })),
  memberLimit: (memberId: number, body: MemberLimitBody) => unwrapWithMsg(http.put<unknown>(API.approvals.memberLimit.path({ memberId }), body, { quiet: FORM_REFUSALS })),
};

// Under ['account', …]: logging in or out drops it with the rest of the account.
export const APPROVALS_KEY = [...ACCOUNT_KEY, 'approvals'] as const;

export const approvalListQuery = (q: ApprovalListQuery) =>
  queryOptions({ queryKey: [...APPROVALS_KEY, 'list', q], queryFn: () => approvalsApi.requests(q), placeholderData: keepPreviousData });
export const approvalRequestQuery = (requestNo: string) =>
  queryOptions({ queryKey: [...APPROVALS_KEY, 'request', requestNo], queryFn: () => approvalsApi.request(requestNo), retry: false });
export const approvalRulesQuery = () => queryOptions({ queryKey: [...APPROVALS_KEY, 'rules'], queryFn: approvalsApi.rules });
export const approvalSettingsQuery = () => queryOptions({ queryKey: [...APPROVALS_KEY, 'settings'], queryFn: approvalsApi.settings });
/** The count of the reader's queue and of their own pending requests (the menu's badge, the orders page's banner). */
export const approvalCountsQuery = () =>
  queryOptions({ queryKey: [...APPROVALS_KEY, 'counts'], queryFn: () => approvalsApi.requests({ view: 'mine', status: 'pending' }), staleTime: 60_000 });
