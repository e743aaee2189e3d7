import { PRODUCT_STATUSES, type ProductStatus, type StaffProductQuery } from '@netshop/contract';
import { useState } from 'react';
import { useUrlParams } from '../../../../lib/use-url-params';

const PAGE_SIZE = 20;
export type CatalogFilter = 'q' | 'categoryId' | 'status' | 'missing' | 'outOfStock' | 'page';

/**
 * The list's search and filters, kept in the address (?q=&categoryId=&status=&missing=&outOfStock=&page=)
 * so "every draft missing Finnish" can be shared with a translator and survives a reload.
 */
export function useCatalogFilters() {
  const [params, update] = useUrlParams();
  const get = (k: CatalogFilter) => params.get(k) || undefined;
  const page = Math.max(1, Number(get('page')) || 1);
  const status = PRODUCT_STATUSES.includes(get('status') as ProductStatus) ? (get('status') as ProductStatus) : undefined;
  const query: StaffProductQuery = {
    q: get('q'),
    categoryId: get('categoryId'),
    status,
    missing: get('missing') as StaffProductQuery['missing'],
    outOfStock: get('outOfStock') === '1' ? '1' : undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const [draft, setDraft] = useState(query.q ?? '');
  const set = (changes: Partial<Record<CatalogFilter, string>>) => update(changes);
  const narrowed = Boolean(query.q || query.categoryId || query.status || query.missing || query.outOfStock);
  return { query, page, draft, setDraft, set, narrowed, pageSize: PAGE_SIZE };
}
