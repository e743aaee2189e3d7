import type { StaffOrderDetail, StaffOrderFilters, StaffOrderList, StaffOrderQueue, StaffOrderSearchList } from '@netshop/contract';
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

/** Every order matching the filters, newest first (the "All orders" tab). */
export const consoleOrderSearchQuery = (filters: StaffOrderFilters, page: number) =>
  queryOptions({
    queryKey: ['staff', 'orders', 'search', filters, page],
    queryFn: () => unwrap(staffHttp.get<StaffOrderSearchList>(API.staffOrders.search.path(), { ...filters, page, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });

export const consoleOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: ['staff', 'orders', 'one', orderNo],
    queryFn: () => unwrap(staffHttp.get<StaffOrderDetail>(API.staffOrders.one.path({ orderNo }))),
    retry: false,
  });

const move = (orderNo: string, action: 'ship' | 'deliver' | 'refund', body?: unknown) => unwrap(staffHttp.post<null>(API.staffOrders[action].path({ orderNo }), body ?? {}));

export const consoleOrdersApi = {
  ship: (orderNo: string, body: { carrier: string; trackingNo: string }) => move(orderNo, 'ship', body),
  deliver: (orderNo: string) => move(orderNo, 'deliver'),
  refund: (orderNo: string) => move(orderNo, 'refund'),
  /** One shipment of the order leaves, or arrived (issue 28). */
  shipShipment: (orderNo: string, seq: number, body: { carrier: string; trackingNo: string }) => unwrap(staffHttp.post<null>(API.staffOrders.shipShipment.path({ orderNo, seq: String(seq) }), body)),
  deliverShipment: (orderNo: string, seq: number) => unwrap(staffHttp.post<null>(API.staffOrders.deliverShipment.path({ orderNo, seq: String(seq) }), {})),
  note: (orderNo: string, body: { body: string }) => unwrap(staffHttp.post<{ id: number; at: string }>(API.staffOrders.note.path({ orderNo }), body)),
  /** The filtered list as a CSV blob: the staff token travels in a header, which a plain link cannot send. */
  exportCsv: async (filters: StaffOrderFilters) => (await staffHttp.get<Blob>(API.staffOrders.exportCsv.path(), { ...filters }, { responseType: 'blob' })) as unknown as Blob,
};
