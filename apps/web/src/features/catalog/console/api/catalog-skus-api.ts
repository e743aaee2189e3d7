import type { StaffProductSaved, StaffSkuOptions, StaffSkusBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';
import { catalogKey } from './catalog-console-api';

// A product's SKUs in the console (issue 27): the sale attributes and currencies the editor
// chooses from, and the save of the whole list over the product's version. 409 (another save
// came first, a number taken, a SKU still in a quotation) and 422 are explained by the editor.

export const skuOptionsQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKey, 'sku-options', lang] as const,
    queryFn: () => unwrap(staffHttp.get<StaffSkuOptions>(API.staffCatalog.skuOptions.path())),
    staleTime: 5 * 60_000,
  });

export const catalogSkusApi = {
  save: (productId: number, body: StaffSkusBody) => unwrapWithMsg(staffHttp.put<StaffProductSaved>(API.staffCatalog.skus.path({ productId }), body, { quiet: [409, 422] })),
};
