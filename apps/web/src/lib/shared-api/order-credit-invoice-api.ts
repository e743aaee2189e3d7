import type { OrderCreditInvoice } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { HttpError, unwrap } from '../http';
import { ACCOUNT_KEY } from '../session';
import { staffHttp } from '../staff-http';

// The credit invoice (CI…) of an order paid on account, read by the order pages (issue 30; the
// credit feature owns the rest of the account). The server answers 404 when the reader may not
// see it (only the company's statement readers and who placed the order may), read here as null.

const orNull = async (read: () => Promise<OrderCreditInvoice>): Promise<OrderCreditInvoice | null> => {
  try {
    return await read();
  } catch (e) {
    if (e instanceof HttpError && e.code === 404) return null;
    throw e;
  }
};

export const orderCreditInvoiceQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'credit', 'order-invoice', orderNo],
    queryFn: () => orNull(() => unwrap(http.get<OrderCreditInvoice>(API.credit.orderInvoice.path({ orderNo })))),
  });

export const staffOrderCreditInvoiceQuery = (orderNo: string) =>
  queryOptions({
    queryKey: ['staff', 'credit', 'order-invoice', orderNo],
    queryFn: () => orNull(() => unwrap(staffHttp.get<OrderCreditInvoice>(API.staffCredit.orderInvoice.path({ orderNo })))),
  });
