import type { StaffProduct, StaffProductBody, StaffProductList, StaffProductQuery, StaffProductSaved, StaffProductUpdateBody, StaffPublishBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// The catalogue in the console (permission catalog.edit: sales and administrators, ADR 0042):
// the product list, one product with its six languages, and the editor's writes. A save carries
// the version it edited; 409 (someone saved in between) is explained by the editor itself.

export const catalogKey = ['staff', 'catalog'] as const;
const noRetryOn403 = (failures: number, err: unknown) => !(err instanceof HttpError && err.code === 403) && failures < 1;

export const productListQuery = (q: StaffProductQuery) =>
  queryOptions({
    queryKey: [...catalogKey, 'list', q] as const,
    queryFn: () => unwrap(staffHttp.get<StaffProductList>(API.staffCatalog.list.path(), q as Record<string, unknown>)),
    placeholderData: keepPreviousData,
    retry: noRetryOn403,
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: [...catalogKey, 'product', id] as const,
    queryFn: () => unwrap(staffHttp.get<StaffProduct>(API.staffCatalog.one.path({ productId: id }))),
    retry: noRetryOn403,
    // An editor's form is built once from what was loaded: a refetch behind it must not reset it.
    refetchOnWindowFocus: false,
  });

/** The codes the editor explains itself: 409 (another save came first, a key or model taken) and 422 (fields, completeness). */
const quiet = { quiet: [409, 422] } as const;

export const catalogConsoleApi = {
  create: (body: StaffProductBody) => unwrapWithMsg(staffHttp.post<StaffProductSaved>(API.staffCatalog.create.path(), body, quiet)),
  update: (id: number, body: StaffProductUpdateBody) => unwrapWithMsg(staffHttp.put<StaffProductSaved>(API.staffCatalog.update.path({ productId: id }), body, quiet)),
  publish: (id: number, body: StaffPublishBody) => unwrapWithMsg(staffHttp.post<StaffProductSaved>(API.staffCatalog.publish.path({ productId: id }), body, quiet)),
  unpublish: (id: number, version: number) => unwrapWithMsg(staffHttp.post<StaffProductSaved>(API.staffCatalog.unpublish.path({ productId: id }), { version }, quiet)),
  duplicate: (id: number) => unwrapWithMsg(staffHttp.post<StaffProductSaved>(API.staffCatalog.duplicate.path({ productId: id }), {})),
};
