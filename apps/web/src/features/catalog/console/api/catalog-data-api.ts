import type { StaffCatalogData, StaffCompatBody, StaffDocumentMeta, StaffProductSaved } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';
import { catalogKey } from './catalog-console-api';

// A product's documents and compatibility list in the editor (issue 27, catalog.edit): each change
// carries the product's version and answers the new one; 409 (another save came first) and 422 /
// 413 (a file or a field refused) are explained by the section itself.

const noRetryOn403 = (failures: number, err: unknown) => !(err instanceof HttpError && err.code === 403) && failures < 1;
const quiet = { quiet: [409, 413, 422] } as const;

export const catalogDataQuery = (productId: number) =>
  queryOptions({
    queryKey: [...catalogKey, 'data', productId] as const,
    queryFn: () => unwrap(staffHttp.get<StaffCatalogData>(API.staffCatalogData.get.path({ productId }))),
    retry: noRetryOn403,
    refetchOnWindowFocus: false,
  });

export const catalogDataApi = {
  /** The meta field goes first: the server reads it before the file. */
  addDocument: (productId: number, meta: StaffDocumentMeta, file: File) => {
    const form = new FormData();
    form.append('meta', JSON.stringify(meta));
    form.append('file', file, file.name);
    return unwrapWithMsg(staffHttp.post<StaffProductSaved>(API.staffCatalogData.addDocument.path({ productId }), form, { ...quiet, headers: { repeatSubmit: false } }));
  },
  removeDocument: (productId: number, docId: number, version: number) =>
    unwrapWithMsg(staffHttp.del<StaffProductSaved>(API.staffCatalogData.removeDocument.path({ productId, docId }), { version }, quiet)),
  saveCompat: (productId: number, body: StaffCompatBody) => unwrapWithMsg(staffHttp.put<StaffProductSaved>(API.staffCatalogData.compat.path({ productId }), body, quiet)),
};
