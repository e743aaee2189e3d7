import type { InvoiceApplication, MyInvoices } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { unwrap } from '../http';
import { ACCOUNT_KEY } from '../session';

// The invoice of one order, read by the order detail page (the invoices feature owns the rest):
// its latest application, if any. Under ['account', 'invoices', …] like the invoices feature's
// queries, so applying there refreshes it here.

const latestFor = async (orderNo: string): Promise<InvoiceApplication | null> =>
  (await unwrap(http.get<MyInvoices>(API.invoices.mine.path(), { orderNo, pageSize: 1 }))).items[0] ?? null;

export const orderInvoiceQuery = (orderNo: string) =>
  queryOptions({ queryKey: [...ACCOUNT_KEY, 'invoices', 'order', orderNo], queryFn: () => latestFor(orderNo), staleTime: 0 });
