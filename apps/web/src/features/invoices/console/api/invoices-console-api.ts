import type { InvoiceRejectBody, StaffInvoiceList, StaffInvoicesQuery } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// VAT invoice requests in the console (permission invoices.decide: finance and administrators):
// the queue by status, and the decision on a pending one (approve, or reject with a reason).

export const invoicesKey = ['staff', 'invoices'] as const;

export const staffInvoicesQuery = (q: StaffInvoicesQuery, langId: number) =>
  queryOptions({
    // The language: country names and the PDF links' language follow it.
    queryKey: [...invoicesKey, q, langId],
    queryFn: () => unwrap(staffHttp.get<StaffInvoiceList>(API.staffInvoices.list.path(), q)),
    placeholderData: keepPreviousData,
    retry: (failures, err) => !(err instanceof HttpError && err.code === 403) && failures < 1,
  });

export const invoicesConsoleApi = {
  /** The server's localized message names the invoice number (for the alert queue). 409: decided already, or the order refunded since. */
  approve: (id: number) => unwrapWithMsg(staffHttp.post<{ invoiceNo: string }>(API.staffInvoices.approve.path({ id }), {})),
  /** 422 carries the reason's field text. */
  reject: (id: number, body: InvoiceRejectBody) => unwrapWithMsg(staffHttp.post<null>(API.staffInvoices.reject.path({ id }), body)),
};
