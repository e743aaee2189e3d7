import type { CreditAccountBody, CreditDecisionBody, CreditPaymentBody, StaffCreditDetail, StaffCreditList } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// Credit accounts in the console (issue 30): sales, finance and admin read them (credit.read);
// finance and admin decide, change accounts, record payments and reverse entries (credit.write).
// The dialogs show a refusal (403 a role without credit.write, 409 changed since read or already
// reversed, 422 a field) inside themselves: an alert under a modal's backdrop would not be seen.

export const creditConsoleKey = ['staff', 'credit'] as const;
export type StaffCreditView = 'applications' | 'accounts' | 'overdue';
export interface StaffCreditQuery {
  view: StaffCreditView;
  q?: string;
  page: number;
}
const DIALOG_REFUSALS = [403, 404, 409, 422] as const;
const noRetryOn = (codes: number[]) => (failures: number, err: unknown) => !(err instanceof HttpError && codes.includes(err.code)) && failures < 1;

export const staffCreditListQuery = (q: StaffCreditQuery) =>
  queryOptions({
    queryKey: [...creditConsoleKey, 'list', q],
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
      return unwrap(staffHttp.get<StaffCreditList>(`${API.staffCredit.list.path()}?${params}`));
    },
    placeholderData: keepPreviousData,
    retry: noRetryOn([403]),
  });

export const staffCreditDetailQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...creditConsoleKey, 'one', companyId],
    queryFn: () => unwrap(staffHttp.get<StaffCreditDetail>(API.staffCredit.one.path({ companyId }))),
    retry: noRetryOn([403, 404]),
  });

export const creditConsoleApi = {
  decide: (companyId: number, body: CreditDecisionBody) => unwrapWithMsg(staffHttp.post<unknown>(API.staffCredit.decide.path({ companyId: String(companyId) }), body, { quiet: DIALOG_REFUSALS })),
  account: (companyId: number, body: CreditAccountBody) => unwrapWithMsg(staffHttp.put<unknown>(API.staffCredit.account.path({ companyId: String(companyId) }), body, { quiet: DIALOG_REFUSALS })),
  payment: (companyId: number, body: CreditPaymentBody) =>
    // The payment's own idempotency key makes a retry safe; the client's repeat guard would refuse it.
    unwrapWithMsg(staffHttp.post<unknown>(API.staffCredit.payment.path({ companyId: String(companyId) }), body, { quiet: DIALOG_REFUSALS, headers: { repeatSubmit: false } })),
  reversal: (companyId: number, body: { entryId: number; note: string }) =>
    unwrapWithMsg(staffHttp.post<unknown>(API.staffCredit.reversal.path({ companyId: String(companyId) }), body, { quiet: DIALOG_REFUSALS })),
};

/** The server's own words for a refusal shown inside a dialog (the client's 403 text is generic). */
export const refusal = (err: unknown): string | null => (err instanceof HttpError && err.kind === 'api' ? (err.serverMessage ?? err.message) : null);
