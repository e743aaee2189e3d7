import { STORAGE_KEYS } from '@netshop/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { baseConfigQuery, countriesQuery } from '../features/site/api/queries';
import { siteApi } from '../features/site/api/site-api';
import { readGuestCart, repriceGuestCart, writeGuestCart, type PriceCurrency } from '../lib/guest-cart';
import { useSession, useSite } from '../lib/site-store';
import { getJson, removeItem, setItem } from '../lib/storage';
import { CACHED_BASE_KEYS, storePriceInfo } from './startup';

function baseCurrency(code: string): PriceCurrency {
  const minorUnits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return { currency: code, symbol: '', minorUnits, rate: '1' };
}

/**
 * The country change of docs/product.md#states, after the buyer picks a country and presses CONTINUE: clear the
 * stored data, fetch the country's language and currency, save them, reload countries and base
 * config, store basePriceInfo, re-price a guest cart, reload the page.
 */
export async function changeCountry(countryId: number, queryClient: QueryClient, reload = () => window.location.reload()): Promise<void> {
  const previous = getJson<PriceCurrency>(STORAGE_KEYS.currencyInfo);
  for (const key of CACHED_BASE_KEYS) removeItem(key);
  queryClient.removeQueries({ queryKey: ['site'] });

  const { langId, currencyId } = await siteApi.countryLangCurrency(countryId);
  setItem(STORAGE_KEYS.language, String(langId));
  setItem(STORAGE_KEYS.country, String(countryId));
  setItem(STORAGE_KEYS.currencyId, String(currencyId));

  const [countries] = await Promise.all([queryClient.fetchQuery(countriesQuery(langId)), queryClient.fetchQuery(baseConfigQuery(langId))]);
  const record = countries.find((c) => c.countryId === countryId);
  if (record) {
    storePriceInfo(record);
    if (!useSession.getState().isLogin) {
      const items = readGuestCart();
      const base = baseCurrency(useSite.getState().configData?.baseCurrency ?? 'USD');
      if (items.length) writeGuestCart(repriceGuestCart(items, previous, record, base));
    }
  }
  reload();
}
