import type {
  HolidayBody,
  HolidayList,
  IncomingBody,
  LedgerPage,
  RouteBody,
  RouteList,
  StockList,
  StockListQuery,
  StockSetBody,
  StockSkuRow,
  StockTransferBody,
  TransitBody,
  TransitList,
  TransitRowItem,
  WarehouseList,
  WarehouseSettings,
  WarehouseUpdateBody,
} from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// The stock console (issue 28): stock per warehouse, the ledger, and the warehouses' settings
// (stock.read to see, stock.write to change). A refusal (409: below reserved, more than available,
// a count or a warehouse changed meanwhile; 422: a field) is explained inside the dialog or panel
// that made it, so those codes are quiet here.

const R = API.staffStock;
export const stockKey = ['staff', 'stock'] as const;
const noRetryOn403 = (failures: number, err: unknown) => !(err instanceof HttpError && err.code === 403) && failures < 1;
const quiet = { quiet: [404, 409, 422] } as const;

export const stockListQuery = (q: StockListQuery) =>
  queryOptions({
    queryKey: [...stockKey, 'list', q] as const,
    queryFn: () => unwrap(staffHttp.get<StockList>(R.list.path(), { ...q })),
    retry: noRetryOn403,
    placeholderData: keepPreviousData,
  });

export const ledgerQuery = (skuId: number, page: number, warehouseId?: number) =>
  queryOptions({
    queryKey: [...stockKey, 'ledger', skuId, page, warehouseId ?? null] as const,
    queryFn: () => unwrap(staffHttp.get<LedgerPage>(R.ledger.path({ skuId }), { page, pageSize: 20, ...(warehouseId ? { warehouseId } : {}) })),
    retry: noRetryOn403,
    placeholderData: keepPreviousData,
  });

export const warehousesQuery = () =>
  queryOptions({
    queryKey: [...stockKey, 'warehouses'] as const,
    queryFn: () => unwrap(staffHttp.get<WarehouseList>(R.warehouses.path())),
    retry: noRetryOn403,
    refetchOnWindowFocus: false,
  });

export const holidaysQuery = (countryId: number, year: number) =>
  queryOptions({
    queryKey: [...stockKey, 'holidays', countryId, year] as const,
    queryFn: () => unwrap(staffHttp.get<HolidayList>(R.holidays.path(), { countryId, year })),
    retry: noRetryOn403,
    refetchOnWindowFocus: false,
  });

export const transitQuery = (warehouseId: number) =>
  queryOptions({
    queryKey: [...stockKey, 'transit', warehouseId] as const,
    queryFn: () => unwrap(staffHttp.get<TransitList>(R.transit.path(), { warehouseId })),
    retry: noRetryOn403,
    refetchOnWindowFocus: false,
  });

export const routesQuery = (countryId: number) =>
  queryOptions({
    queryKey: [...stockKey, 'routes', countryId] as const,
    queryFn: () => unwrap(staffHttp.get<RouteList>(R.routes.path(), { countryId })),
    retry: noRetryOn403,
    refetchOnWindowFocus: false,
  });

export const stockConsoleApi = {
  set: (skuId: number, warehouseId: number, body: StockSetBody) => unwrapWithMsg(staffHttp.put<StockSkuRow>(R.set.path({ skuId, warehouseId }), body, quiet)),
  transfer: (skuId: number, body: StockTransferBody) => unwrapWithMsg(staffHttp.post<StockSkuRow>(R.transfer.path({ skuId }), body, quiet)),
  addIncoming: (skuId: number, body: IncomingBody) => unwrapWithMsg(staffHttp.post<StockSkuRow>(R.addIncoming.path({ skuId }), body, quiet)),
  receive: (skuId: number, incomingId: number) => unwrapWithMsg(staffHttp.post<StockSkuRow>(R.receive.path({ skuId, incomingId }), undefined, quiet)),
  cancelIncoming: (skuId: number, incomingId: number) => unwrapWithMsg(staffHttp.post<StockSkuRow>(R.cancelIncoming.path({ skuId, incomingId }), undefined, quiet)),
  updateWarehouse: (warehouseId: number, body: WarehouseUpdateBody) => unwrapWithMsg(staffHttp.put<WarehouseSettings>(R.updateWarehouse.path({ warehouseId }), body, quiet)),
  addHoliday: (body: HolidayBody) => unwrapWithMsg(staffHttp.post<HolidayList>(R.addHoliday.path(), body, quiet)),
  removeHoliday: (countryId: number, day: string) => unwrapWithMsg(staffHttp.del<null>(R.removeHoliday.path({ countryId, day }), undefined, quiet)),
  setTransit: (body: TransitBody) => unwrapWithMsg(staffHttp.put<TransitRowItem>(R.setTransit.path(), body, quiet)),
  setRoutes: (countryId: number, body: RouteBody) => unwrapWithMsg(staffHttp.put<RouteList>(R.setRoutes.path({ countryId }), body, quiet)),
  removeTransit: (transitId: number) => unwrapWithMsg(staffHttp.del<null>(R.removeTransit.path({ transitId }), undefined, quiet)),
};
