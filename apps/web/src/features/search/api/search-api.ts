import type { SearchResult } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { unwrap } from '../../../lib/http';

export const searchApi = {
  search: (p: { q: string; tab: string; page: number; currencyId?: number | null; visitorId?: string }) =>
    unwrap(http.get<SearchResult>(API.search.search.path(), { ...p, pageSize: 24, currencyId: p.currencyId ?? undefined, visitorId: p.visitorId || undefined })),
  suggest: (q: string) => unwrap(http.get<{ text: string; spuId: number | null }[]>(API.search.suggest.path(), { q })),
  hot: () => unwrap(http.get<string[]>(API.search.hot.path())),
  history: (visitorId: string) => unwrap(http.get<string[]>(API.search.history.path(), { visitorId })),
  clearHistory: (visitorId: string) => unwrap(http.del<null>(API.search.clearHistory.path(), { visitorId })),
};

export const searchQuery = (langId: number, p: Parameters<typeof searchApi.search>[0]) =>
  queryOptions({ queryKey: ['search', langId, p], queryFn: () => searchApi.search(p), placeholderData: keepPreviousData, enabled: p.q.trim().length > 0 });
export const hotQuery = () => queryOptions({ queryKey: ['search', 'hot'], queryFn: searchApi.hot, staleTime: 60_000 });
export const historyQuery = (visitorId: string) => queryOptions({ queryKey: ['search', 'history', visitorId], queryFn: () => searchApi.history(visitorId), enabled: Boolean(visitorId) });
