import { STORAGE_KEYS } from '@netshop/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { getCached, setCached } from '../../../lib/storage';
import { siteApi } from './site-api';

// Base config and the country list are cached in local storage for 24 hours (docs/product.md#states, #limits) and
// tagged with the language they were fetched in.

async function cachedFetch<T>(key: string, langId: number, fetcher: () => Promise<T>): Promise<T> {
  const hit = getCached<T>(key, langId);
  if (hit) return hit;
  const data = await fetcher();
  setCached(key, data, langId);
  return data;
}

export const baseConfigQuery = (langId: number) =>
  queryOptions({
    queryKey: ['site', 'baseConfig', langId],
    queryFn: () => cachedFetch(STORAGE_KEYS.baseConfig, langId, () => siteApi.baseConfig(langId)),
    staleTime: Infinity,
  });

export const countriesQuery = (langId: number) =>
  queryOptions({
    queryKey: ['site', 'countries', langId],
    queryFn: () => cachedFetch(STORAGE_KEYS.countryList, langId, () => siteApi.countries(langId)),
    staleTime: Infinity,
  });

export const languagesQuery = () =>
  queryOptions({
    queryKey: ['site', 'languages'],
    queryFn: () => cachedFetch(STORAGE_KEYS.languageList, 0, () => siteApi.languages()),
    staleTime: Infinity,
  });
