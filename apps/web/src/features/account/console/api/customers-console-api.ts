import type { BlockCustomerBody, CodeSent, CustomerDetail, CustomerExport, CustomerList, CustomerQuery, EraseCustomerBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// The console's customers (issue 27, ADR 0041): every role searches and reads buyers
// (customers.read); administrators block, send a reset, export and erase (customers.manage).

export const customersKey = ['staff', 'customers'] as const;
const noRetryOn = (codes: number[]) => (failures: number, err: unknown) => !(err instanceof HttpError && codes.includes(err.code)) && failures < 1;

export const customersQuery = (q: CustomerQuery, langId: number) =>
  queryOptions({
    // The language: country names follow it.
    queryKey: [...customersKey, 'list', q, langId],
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
      return unwrap(staffHttp.get<CustomerList>(`${API.staffCustomers.list.path()}?${params}`));
    },
    placeholderData: keepPreviousData,
    retry: noRetryOn([403]),
  });

export const customerQuery = (userId: string, langId: number) =>
  queryOptions({
    queryKey: [...customersKey, 'one', userId, langId],
    queryFn: () => unwrap(staffHttp.get<CustomerDetail>(API.staffCustomers.one.path({ userId }))),
    retry: noRetryOn([403, 404]),
  });

export const customersConsoleApi = {
  block: (userId: number, body: BlockCustomerBody) => unwrapWithMsg(staffHttp.post<null>(API.staffCustomers.block.path({ userId }), body)),
  unblock: (userId: number) => unwrapWithMsg(staffHttp.post<null>(API.staffCustomers.unblock.path({ userId }), {})),
  passwordReset: (userId: number) => unwrap(staffHttp.post<CodeSent & { sent: boolean }>(API.staffCustomers.passwordReset.path({ userId }), {})),
  export: (userId: number) => unwrap(staffHttp.post<CustomerExport>(API.staffCustomers.export.path({ userId }), {})),
  /** 422: the e-mail typed is not the buyer's (the server's message says so). */
  erase: (userId: number, body: EraseCustomerBody) => unwrapWithMsg(staffHttp.post<{ erasedAt: string }>(API.staffCustomers.erase.path({ userId }), body)),
};
