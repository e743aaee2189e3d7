import type {
  ListAddBody,
  ListAddResult,
  ListCopyBody,
  ListCreateBody,
  ListDetail,
  ListExportFormat,
  ListFromOrderBody,
  ListRenameBody,
  ListToCartResult,
  MyLists,
} from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../../lib/api';
import { buildQuery, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { ACCOUNT_KEY } from '../../../../lib/session';

// Requisition lists (issue 29): the buyer's own and their company's shared lists. The server
// decides who may read or change a list (a colleague's personal list is a 404); refusals are
// shown by the HTTP client with the server's localized message.

type Currency = number | null | undefined;
const withCurrency = (path: string, currencyId: Currency) => path + buildQuery({ currencyId: currencyId ?? undefined });
// Setting a quantity states the result wanted: a quick 2 → 3 → 2 must not be dropped as a repeat.
const idempotent = { headers: { repeatSubmit: false } };

export const listsApi = {
  mine: () => unwrap(http.get<MyLists>(API.lists.mine.path())),
  one: (id: number, currencyId: Currency) => unwrap(http.get<ListDetail>(API.lists.one.path({ id }), { currencyId: currencyId ?? undefined }, { quiet: [404] })),
  create: (body: ListCreateBody) => unwrapWithMsg(http.post<{ id: number }>(API.lists.create.path(), body)),
  rename: (id: number, body: ListRenameBody) => unwrapWithMsg(http.put<null>(API.lists.rename.path({ id }), body)),
  copy: (id: number, body: ListCopyBody) => unwrapWithMsg(http.post<{ id: number }>(API.lists.copy.path({ id }), body)),
  remove: (id: number) => unwrapWithMsg(http.del<null>(API.lists.remove.path({ id }))),
  addItems: (id: number, body: ListAddBody) => unwrapWithMsg(http.post<ListAddResult>(API.lists.addItems.path({ id }), body)),
  fromOrder: (body: ListFromOrderBody) => unwrapWithMsg(http.post<ListAddResult>(API.lists.fromOrder.path(), body)),
  setQuantity: (id: number, skuId: number, quantity: number) => unwrapWithMsg(http.put<null>(API.lists.setQuantity.path({ id, skuId }), { quantity }, idempotent)),
  removeItems: (id: number, skuIds: number[]) => unwrapWithMsg(http.post<null>(API.lists.removeItems.path({ id }), { skuIds })),
  toCart: (id: number, skuIds: number[] | undefined, currencyId: Currency) =>
    unwrapWithMsg(http.post<ListToCartResult>(withCurrency(API.lists.toCart.path({ id }), currencyId), skuIds ? { skuIds } : {})),
  exportFile: async (id: number, format: ListExportFormat, currencyId: Currency) =>
    (await http.get<Blob>(API.lists.export.path({ id }), { format, currencyId: currencyId ?? undefined }, { responseType: 'blob', headers: { repeatSubmit: false } })) as unknown as Blob,
};

// Under ['account', …]: logging in or out drops them with the rest of the buyer's data.
export const LISTS_KEY = [...ACCOUNT_KEY, 'lists'] as const;
export const myListsQuery = () => queryOptions({ queryKey: [...LISTS_KEY, 'mine'], queryFn: listsApi.mine, staleTime: 0 });
export const listQuery = (id: number, langId: number, currencyId: Currency) =>
  queryOptions({ queryKey: [...LISTS_KEY, 'one', id, langId, currencyId ?? null], queryFn: () => listsApi.one(id, currencyId) });
