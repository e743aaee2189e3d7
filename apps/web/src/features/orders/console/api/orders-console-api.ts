import type { StaffOrderList, StaffOrderQueue } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// The console's side of orders (staff API, ADR 0017): queues and the moves through them.

export const consoleOrdersQuery = (queue: StaffOrderQueue, page: number) =>
  queryOptions({
    queryKey: ['staff', 'orders', queue, page],
    queryFn: () => unwrap(staffHttp.get<StaffOrderList>(API.staffOrders.list.path(), { queue, page, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });

const move = (orderNo: string, action: 'ship' | 'deliver' | 'refund', body?: unknown) => unwrap(staffHttp.post<null>(API.staffOrders[action].path({ orderNo }), body ?? {}));

export const consoleOrdersApi = {
  ship: (orderNo: string, body: { carrier: string; trackingNo: string }) => move(orderNo, 'ship', body),
  deliver: (orderNo: string) => move(orderNo, 'deliver'),
  refund: (orderNo: string) => move(orderNo, 'refund'),
};
