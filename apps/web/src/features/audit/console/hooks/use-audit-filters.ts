import type { AuditQuery } from '@netshop/contract';
import { useState } from 'react';
import { useUrlParams } from '../../../../lib/use-url-params';

const PAGE_SIZE = 50;
export type AuditFilter = 'q' | 'entityType' | 'entityId' | 'from' | 'to' | 'page';

/**
 * The audit page's search and filters, kept in the address (?q=&entityType=&from=&to=&page=) so a
 * link to "every change to order X" can be shared with a colleague and survives a reload.
 */
export function useAuditFilters() {
  const [params, update] = useUrlParams();
  const get = (k: AuditFilter) => params.get(k) || undefined;
  const page = Math.max(1, Number(get('page')) || 1);
  const query: AuditQuery = { q: get('q'), entityType: get('entityType'), entityId: get('entityId'), from: get('from'), to: get('to'), page, pageSize: PAGE_SIZE };
  const [draft, setDraft] = useState(query.q ?? '');
  const set = (changes: Partial<Record<AuditFilter, string>>) => update(changes);
  return { query, page, draft, setDraft, set, pageSize: PAGE_SIZE };
}
