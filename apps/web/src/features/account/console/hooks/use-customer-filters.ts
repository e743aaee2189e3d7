import type { CustomerQuery } from '@netshop/contract';
import { useState } from 'react';
import { useUrlParams } from '../../../../lib/use-url-params';

const PAGE_SIZE = 20;
export type CustomerFilter = 'q' | 'blocked' | 'page';

/**
 * The customer list's search, blocked-only filter and page, kept in the address (?q=&blocked=1&page=)
 * so going back from a customer's page finds the same list.
 */
export function useCustomerFilters() {
  const [params, update] = useUrlParams();
  const q = params.get('q') || undefined;
  const blocked = params.get('blocked') === '1' ? ('1' as const) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: CustomerQuery = { q, blocked, page, pageSize: PAGE_SIZE };
  const [draft, setDraft] = useState(q ?? '');
  const set = (changes: Partial<Record<CustomerFilter, string>>) => update(changes);
  return { query, page, draft, setDraft, set, pageSize: PAGE_SIZE };
}
