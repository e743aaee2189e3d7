import type { CancelOrderBody, OrderDetail, OrderList, OrdersQuery, OrderTab, ReturnRequestBody } from '@netshop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { unwrap, unwrapWithMsg } from '../../../lib/http';

// Fetch functions and query options of the buyer's orders. Each changing call returns the
// order as it is now (or nothing); the pages then refresh everything under ORDERS_KEY.
const orders = '/ew/buyer/orders';


const one = (orderNo: string) => `${orders}/${encodeURIComponent(orderNo)}`;

export const ordersApi = {
  list: (query: OrdersQuery) => unwrap(http.get<OrderList>(orders, query as Record<string, unknown>)),
  detail: (orderNo: string) => unwrap(http.get<OrderDetail>(one(orderNo))),
  cancel: (orderNo: string, body: CancelOrderBody) => unwrapWithMsg(http.post<OrderDetail>(`${one(orderNo)}/cancel`, body)),
  confirmReceipt: (orderNo: string) => unwrapWithMsg(http.post<OrderDetail>(`${one(orderNo)}/receive`)),
  repurchase: (orderNo: string) => unwrapWithMsg(http.post<{ added: number; skipped: number }>(`${one(orderNo)}/repurchase`)),
  requestReturn: (orderNo: string, body: ReturnRequestBody) => unwrapWithMsg(http.post<OrderDetail>(`${one(orderNo)}/return`, body)),
  moveToBin: (orderNo: string) => unwrapWithMsg(http.post<null>(`${one(orderNo)}/delete`)),
  restore: (orderNo: string) => unwrapWithMsg(http.post<null>(`${one(orderNo)}/restore`)),
  purge: (orderNo: string) => unwrapWithMsg(http.del<null>(one(orderNo))),

  /** Multipart field `file` (§7); answers the stored image's path. Never a repeat: the body is not JSON. */
  upload: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await unwrap(http.post<{ url: string }>('/common/upload', form, { headers: { repeatSubmit: false } }))).url;
  },
};

// Under ['account', …]: logging out drops the buyer's orders with the rest of the account.
export const ORDERS_KEY = ['account', 'orders'] as const;
export const ORDERS_PAGE_SIZE = 10;

export const ordersListQuery = (tab: OrderTab, q: string, page: number, deleted: boolean) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', { tab, q, page, deleted }],
    queryFn: () => ordersApi.list({ tab, q: q || undefined, page, pageSize: ORDERS_PAGE_SIZE, deleted: deleted ? '1' : '0' }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const orderDetailQuery = (orderNo: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'detail', orderNo], queryFn: () => ordersApi.detail(orderNo), staleTime: 0, retry: false });
