import { STOCK_FILTERS, type StockFilter, type StockListQuery } from '@netshop/contract';
import { useState } from 'react';
import { useUrlParams } from '../../../../lib/use-url-params';

const PAGE_SIZE = 20;
export type StockParam = 'q' | 'filter' | 'warehouseId' | 'page';

/**
 * The stock list's search and filters in the address (?q=&filter=short|out&warehouseId=&page=), so
 * "everything short in Munich" survives a reload and can be sent to a colleague.
 */
export function useStockFilters() {
  const [params, update] = useUrlParams();
  const get = (k: StockParam) => params.get(k) || undefined;
  const page = Math.max(1, Number(get('page')) || 1);
  const filter = STOCK_FILTERS.includes(get('filter') as StockFilter) ? (get('filter') as StockFilter) : undefined;
  const warehouseId = /^\d{1,9}$/.test(get('warehouseId') ?? '') ? get('warehouseId') : undefined;
  const query: StockListQuery = { q: get('q'), filter, warehouseId, page, pageSize: PAGE_SIZE };
  const [draft, setDraft] = useState(query.q ?? '');
  const set = (changes: Partial<Record<StockParam, string>>) => update(changes);
  const narrowed = Boolean(query.q || query.filter || query.warehouseId);
  return { query, page, draft, setDraft, set, narrowed, pageSize: PAGE_SIZE };
}
