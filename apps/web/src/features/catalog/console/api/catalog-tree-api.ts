import type {
  StaffAttributeCreateBody,
  StaffAttributeList,
  StaffAttributeUpdateBody,
  StaffCategoryCreateBody,
  StaffCategoryList,
  StaffCategoryMoveBody,
  StaffCategoryUpdateBody,
  StaffValueCreateBody,
  StaffValueUpdateBody,
  TreeSaved,
} from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// The category tree and the filter attributes in the console (issue 27, catalog.edit). Text saves
// carry the version edited; 409 (someone saved in between, a key taken, a category in use) and
// 422 (a cycle, too deep, a field) are explained by the page itself beside what was tried.

const R = API.staffCatalogTree;
export const treeKey = ['staff', 'catalog', 'tree'] as const;
const noRetryOn403 = (failures: number, err: unknown) => !(err instanceof HttpError && err.code === 403) && failures < 1;

export const categoriesQuery = () =>
  queryOptions({
    queryKey: [...treeKey, 'categories'] as const,
    queryFn: () => unwrap(staffHttp.get<StaffCategoryList>(R.categories.path())),
    retry: noRetryOn403,
    refetchOnWindowFocus: false,
  });

export const attributesQuery = () =>
  queryOptions({
    queryKey: [...treeKey, 'attributes'] as const,
    queryFn: () => unwrap(staffHttp.get<StaffAttributeList>(R.attributes.path())),
    retry: noRetryOn403,
    refetchOnWindowFocus: false,
  });

const quiet = { quiet: [409, 422] } as const;
// Moving one place up and down again is a legitimate repeat: no duplicate-submit guard.
const repeatable = { ...quiet, headers: { repeatSubmit: false } } as const;
type Direction = 'up' | 'down';

export const catalogTreeApi = {
  createCategory: (body: StaffCategoryCreateBody) => unwrapWithMsg(staffHttp.post<TreeSaved>(R.createCategory.path(), body, quiet)),
  updateCategory: (categoryId: number, body: StaffCategoryUpdateBody) => unwrapWithMsg(staffHttp.put<TreeSaved>(R.updateCategory.path({ categoryId }), body, quiet)),
  moveCategory: (categoryId: number, body: StaffCategoryMoveBody) => unwrapWithMsg(staffHttp.post<TreeSaved>(R.moveCategory.path({ categoryId }), body, quiet)),
  reorderCategory: (categoryId: number, direction: Direction) => unwrapWithMsg(staffHttp.post<TreeSaved>(R.reorderCategory.path({ categoryId }), { direction }, repeatable)),
  deleteCategory: (categoryId: number, version: number) => unwrapWithMsg(staffHttp.del<null>(R.deleteCategory.path({ categoryId }), { version }, quiet)),
  createAttribute: (body: StaffAttributeCreateBody) => unwrapWithMsg(staffHttp.post<TreeSaved>(R.createAttribute.path(), body, quiet)),
  updateAttribute: (attributeId: number, body: StaffAttributeUpdateBody) => unwrapWithMsg(staffHttp.put<TreeSaved>(R.updateAttribute.path({ attributeId }), body, quiet)),
  reorderAttribute: (attributeId: number, direction: Direction) => unwrapWithMsg(staffHttp.post<TreeSaved>(R.reorderAttribute.path({ attributeId }), { direction }, repeatable)),
  createValue: (attributeId: number, body: StaffValueCreateBody) => unwrapWithMsg(staffHttp.post<TreeSaved>(R.createValue.path({ attributeId }), body, quiet)),
  updateValue: (attributeId: number, valueId: number, body: StaffValueUpdateBody) => unwrapWithMsg(staffHttp.put<TreeSaved>(R.updateValue.path({ attributeId, valueId }), body, quiet)),
  reorderValue: (attributeId: number, valueId: number, version: number, direction: Direction) =>
    unwrapWithMsg(staffHttp.post<TreeSaved>(R.reorderValue.path({ attributeId, valueId }), { version, direction }, repeatable)),
  deleteValue: (attributeId: number, valueId: number, version: number) => unwrapWithMsg(staffHttp.del<TreeSaved>(R.deleteValue.path({ attributeId, valueId }), { version }, quiet)),
};
