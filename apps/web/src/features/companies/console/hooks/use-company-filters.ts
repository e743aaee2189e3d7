import { COMPANY_STATUSES, STAFF_COMPANY_PAGE_SIZE, type CompanyStatus, type StaffCompaniesQuery } from '@netshop/contract';
import { useState } from 'react';
import { useUrlParams } from '../../../../lib/use-url-params';

/** The queue's tabs: each status, applications first, then every company. */
export const COMPANY_TABS = [...COMPANY_STATUSES, 'all'] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

/**
 * The queue's tab, search and page, kept in the address (?tab=&q=&page=) so going back from a
 * company finds the same list. The applications' tab is the first one.
 */
export function useCompanyFilters() {
  const [params, update] = useUrlParams();
  const raw = params.get('tab');
  const tab: CompanyTab = (COMPANY_TABS as readonly string[]).includes(raw ?? '') ? (raw as CompanyTab) : 'pending';
  const q = params.get('q') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: StaffCompaniesQuery = { status: tab === 'all' ? undefined : (tab as CompanyStatus), q, page };
  const [draft, setDraft] = useState(q ?? '');
  return {
    tab,
    query,
    page,
    draft,
    setDraft,
    pageSize: STAFF_COMPANY_PAGE_SIZE,
    setTab: (next: CompanyTab) => update({ tab: next === 'pending' ? undefined : next }),
    search: (words: string) => update({ q: words || undefined }),
    setPage: (n: number) => update({ page: String(n) }),
  };
}
