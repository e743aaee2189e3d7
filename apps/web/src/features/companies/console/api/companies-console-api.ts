import type { CompanyDecisionBody, StaffCompaniesQuery, StaffCompanyDetail, StaffCompanyList } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// Company accounts in the console (issue 29): every role reads the applications and companies
// (companies.read); sales and admin decide (companies.write), each decision over the version read.

export const companiesKey = ['staff', 'companies'] as const;
const noRetryOn = (codes: number[]) => (failures: number, err: unknown) => !(err instanceof HttpError && codes.includes(err.code)) && failures < 1;

export const companiesQuery = (q: StaffCompaniesQuery) =>
  queryOptions({
    queryKey: [...companiesKey, 'list', q],
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
      return unwrap(staffHttp.get<StaffCompanyList>(`${API.staffCompanies.list.path()}?${params}`));
    },
    placeholderData: keepPreviousData,
    retry: noRetryOn([403]),
  });

export const companyQuery = (id: string, langId: number) =>
  queryOptions({
    // The language: the country's name follows it.
    queryKey: [...companiesKey, 'one', id, langId],
    queryFn: () => unwrap(staffHttp.get<StaffCompanyDetail>(API.staffCompanies.one.path({ id }))),
    retry: noRetryOn([403, 404]),
  });

export const companiesConsoleApi = {
  /** The company as it is after the decision, and the server's sentence. 409: changed since read, or not in a state for it. */
  decide: (id: number, body: CompanyDecisionBody) => unwrapWithMsg(staffHttp.post<StaffCompanyDetail>(API.staffCompanies.decide.path({ id: String(id) }), body)),
};
