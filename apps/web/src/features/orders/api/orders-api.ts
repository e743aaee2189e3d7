import type { CancelOrderBody, OrderDetail, OrderList, OrderScope, OrdersQuery, OrderTab, ReturnRequestBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { unwrap, unwrapWithMsg } from '../../../lib/http';

// Fetch functions and query options of the buyer's orders. Each changing call returns the
// order as it is now (or nothing); the pages then refresh everything under ORDERS_KEY.
export const ordersApi = {
  list: (query: OrdersQuery) => unwrap(http.get<OrderList>(API.orders.list.path(), query as Record<string, unknown>)),
  detail: (orderNo: string) => unwrap(http.get<OrderDetail>(API.orders.one.path({ orderNo }))),
  cancel: (orderNo: string, body: CancelOrderBody) => unwrapWithMsg(http.post<OrderDetail>(API.orders.cancel.path({ orderNo }), body)),
  confirmReceipt: (orderNo: string) => unwrapWithMsg(http.post<OrderDetail>(API.orders.receive.path({ orderNo }))),
  repurchase: (orderNo: string) => unwrapWithMsg(http.post<{ added: number; skipped: number }>(API.orders.repurchase.path({ orderNo }))),
  requestReturn: (orderNo: string, body: ReturnRequestBody) => unwrapWithMsg(http.post<OrderDetail>(API.orders.requestReturn.path({ orderNo }), body)),
  moveToBin: (orderNo: string) => unwrapWithMsg(http.post<null>(API.orders.moveToBin.path({ orderNo }))),
  restore: (orderNo: string) => unwrapWithMsg(http.post<null>(API.orders.restore.path({ orderNo }))),
  purge: (orderNo: string) => unwrapWithMsg(http.del<null>(API.orders.purge.path({ orderNo }))),

  /** Multipart field `file` (docs/product.md#calls); answers the stored image's path. Never a repeat: the body is not JSON. */
  upload: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await unwrap(http.post<{ url: string }>(API.common.upload.path(), form, { headers: { repeatSubmit: false } }))).url;
  },
};

// Under ['account', …]: logging out drops the buyer's orders with the rest of the account.
export const ORDERS_KEY = ['account', 'orders'] as const;
export const ORDERS_PAGE_SIZE = 10;

/** Whose orders: the buyer's (`mine`) or their company's, optionally one member's (issue 29). */
export interface OrdersWho {
  scope: OrderScope;
  memberId?: number;
}

export const ordersListQuery = (tab: OrderTab, q: string, page: number, deleted: boolean, who: OrdersWho = { scope: 'mine' }) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', { tab, q, page, deleted, ...who }],
    queryFn: () =>
      ordersApi.list({
        tab,
        q: q || undefined,
        page,
        pageSize: ORDERS_PAGE_SIZE,
        deleted: deleted ? '1' : '0',
        ...(who.scope === 'company' ? { scope: 'company' as const, memberId: who.memberId } : {}),
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const orderDetailQuery = (orderNo: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'detail', orderNo], queryFn: () => ordersApi.detail(orderNo), staleTime: 0, retry: false });
