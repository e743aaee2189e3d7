import type { AvailabilitySummary, ProductAvailability } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { unwrap } from '../../../lib/http';

// Stock per warehouse and delivery dates (issue 28). Secondary to the page: a product that is gone
// is the page's own 404, and a network failure leaves the block out rather than alerting.
const extra = { quiet: [404], silentNetwork: true } as const;

export const inventoryApi = {
  availability: (spuId: number, countryId: number | null) =>
    unwrap(http.get<ProductAvailability>(API.inventory.availability.path(), { spuId, countryId: countryId ?? undefined }, extra)),
  summary: (spuIds: number[], countryId: number | null) =>
    unwrap(http.get<AvailabilitySummary[]>(API.inventory.summary.path(), { spuIds: spuIds.join(','), countryId: countryId ?? undefined }, extra)),
};

// The server keeps these answers up to 30 s (cutoffs and incoming stock change them without a
// commit); the page asks again after a minute, or at once when a cutoff it shows has passed.
const STALE_MS = 60_000;

export const availabilityQuery = (langId: number, spuId: number, countryId: number | null) =>
  queryOptions({
    queryKey: ['inventory', 'availability', langId, spuId, countryId],
    queryFn: () => inventoryApi.availability(spuId, countryId),
    staleTime: STALE_MS,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const summaryQuery = (langId: number, spuIds: number[], countryId: number | null) =>
  queryOptions({
    queryKey: ['inventory', 'summary', langId, spuIds, countryId],
    queryFn: () => inventoryApi.summary(spuIds, countryId),
    staleTime: STALE_MS,
    retry: false,
    enabled: spuIds.length > 0,
  });
