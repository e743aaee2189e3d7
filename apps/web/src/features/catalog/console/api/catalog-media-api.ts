import type { StaffProductImages, StaffProductImagesBody, StaffProductImagesSaved } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';
import { catalogKey } from './catalog-console-api';

// A product's pictures in the console (issue 27, catalog.edit): the list with each picture's texts,
// and the changes, each over the product's version (409 when another change came first, which
// the editor explains itself; 413, 415 and 422 name the file's or the list's fault).

const quiet = { quiet: [409, 413, 415, 422] } as const;

export const productImagesQuery = (productId: number) =>
  queryOptions({
    queryKey: [...catalogKey, 'images', productId] as const,
    queryFn: () => unwrap(staffHttp.get<StaffProductImages>(API.staffCatalogMedia.list.path({ productId }))),
    // The editor's draft is built from what was loaded: a refetch behind it must not reset it.
    refetchOnWindowFocus: false,
  });

export const catalogMediaApi = {
  upload: (productId: number, version: number, file: File) => {
    const form = new FormData();
    // The version first: the server reads the parts in order.
    form.append('version', String(version));
    form.append('file', file, file.name);
    return unwrapWithMsg(staffHttp.post<StaffProductImagesSaved>(API.staffCatalogMedia.upload.path({ productId }), form, { ...quiet, headers: { repeatSubmit: false } }));
  },
  save: (productId: number, body: StaffProductImagesBody) => unwrapWithMsg(staffHttp.put<StaffProductImagesSaved>(API.staffCatalogMedia.save.path({ productId }), body, quiet)),
  remove: (productId: number, imageId: number, version: number) =>
    unwrapWithMsg(staffHttp.del<StaffProductImagesSaved>(API.staffCatalogMedia.remove.path({ productId, imageId }), { version }, quiet)),
};
