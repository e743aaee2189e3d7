import type { InvoiceApplication, InvoiceApplyBody, InvoiceTitle, InvoiceTitleBody, InvoiceableOrder, MyInvoices, MyInvoicesQuery } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { unwrap, unwrapWithMsg } from '../../../lib/http';
import { ACCOUNT_KEY } from '../../../lib/session';

// VAT invoices of the account centre (issue 15): titles, the orders one may apply for, the
// applications and one application. A refusal (409 applied already, 422 a field) is shown by the
// HTTP client with the server's message; field texts land on the form's fields.

export const invoicesApi = {
  titles: () => unwrap(http.get<InvoiceTitle[]>(API.invoices.titles.path())),
  /** Answers the server's localized "saved" message, for the alert queue. */
  createTitle: (body: InvoiceTitleBody) => unwrapWithMsg(http.post<InvoiceTitle>(API.invoices.createTitle.path(), body)),
  updateTitle: (id: number, body: InvoiceTitleBody) => unwrapWithMsg(http.put<InvoiceTitle>(API.invoices.updateTitle.path({ id }), body)),
  removeTitle: (id: number) => unwrapWithMsg(http.del<null>(API.invoices.removeTitle.path({ id }))),
  setDefaultTitle: (id: number) => unwrap(http.put<InvoiceTitle>(API.invoices.setDefaultTitle.path({ id }))),
  orders: () => unwrap(http.get<InvoiceableOrder[]>(API.invoices.orders.path())),
  apply: (body: InvoiceApplyBody) => unwrapWithMsg(http.post<{ id: number }>(API.invoices.apply.path(), body)),
  mine: (q: MyInvoicesQuery) => unwrap(http.get<MyInvoices>(API.invoices.mine.path(), q)),
  one: (id: number) => unwrap(http.get<InvoiceApplication>(API.invoices.one.path({ id }))),
};

// Under ['account', …]: logging in or out drops them with the rest of the account. Country names,
// the issuer and the PDF link's language follow the request's language, so it is part of the key.
export const INVOICES_KEY = [...ACCOUNT_KEY, 'invoices'] as const;
export const TITLES_KEY = [...INVOICES_KEY, 'titles'] as const;
export const invoiceTitlesQuery = (langId: number) => queryOptions({ queryKey: [...TITLES_KEY, langId], queryFn: invoicesApi.titles });
export const invoiceableOrdersQuery = () => queryOptions({ queryKey: [...INVOICES_KEY, 'orders'], queryFn: invoicesApi.orders, staleTime: 0 });
export const myInvoicesQuery = (q: MyInvoicesQuery, langId: number) =>
  queryOptions({ queryKey: [...INVOICES_KEY, 'list', q, langId], queryFn: () => invoicesApi.mine(q), placeholderData: keepPreviousData, staleTime: 0 });
export const invoiceQuery = (id: number, langId: number) => queryOptions({ queryKey: [...INVOICES_KEY, 'one', id, langId], queryFn: () => invoicesApi.one(id), staleTime: 0 });
