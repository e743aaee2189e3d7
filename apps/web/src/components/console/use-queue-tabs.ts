import { useState } from 'react';

/** A status queue's tab and page: a new tab starts at its first page. */
export function useQueueTabs<S extends string>(first: S) {
  const [tab, setTab] = useState<S>(first);
  const [page, setPage] = useState(1);
  return {
    tab,
    page,
    setPage,
    selectTab(next: S) {
      setTab(next);
      setPage(1);
    },
  };
}

/** The count under a tab when the server answers a page with counts by status. */
export const countByStatus = <S extends string>(tab: S, page: { counts: Record<S, number> }) => page.counts[tab];
