import type { StaffCancelBody, StaffOrderMoney, StaffRefundBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// Staff's order actions (issue 27): an order's money and refunds, cancel with a reason, refund
// in full or in part, and the packing list PDF.

export const orderMoneyQuery = (orderNo: string) =>
  queryOptions({
    queryKey: ['staff', 'orders', 'money', orderNo],
    queryFn: () => unwrap(staffHttp.get<StaffOrderMoney>(API.staffOrders.refunds.path({ orderNo }))),
  });

export const orderManageApi = {
  cancel: (orderNo: string, body: StaffCancelBody) => unwrap(staffHttp.post<StaffOrderMoney>(API.staffOrders.cancel.path({ orderNo }), body)),
  refund: (orderNo: string, body: StaffRefundBody) => unwrap(staffHttp.post<StaffOrderMoney>(API.staffOrders.refundPart.path({ orderNo }), body)),
  /** The PDF as a blob: the staff token travels in a header, which a plain link cannot send. */
  packingList: async (orderNo: string, lang: string, shipment?: number) =>
    (await staffHttp.get<Blob>(API.staffOrders.packingList.path({ orderNo }), shipment === undefined ? { lang } : { lang, shipment }, { responseType: 'blob' })) as unknown as Blob,
};
