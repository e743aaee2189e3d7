import { formatMoney } from '@netshop/contract/money';
import type { Money } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { useSession, useSite } from './site-store';

/** The same values outside React (route loaders), read from the store once. */
export function shopSnapshot() {
  const s = useSite.getState();
  return { langId: s.defaultLangId, currencyId: s.basePriceInfo?.currencyId ?? null, ready: s.loadAllData || s.basePriceInfo !== null };
}

/**
 * The visitor's uuid (guests' recently viewed and search history). Its own hook: it arrives after
 * the first paint, and every component reading `useShop` (each product card) would render again.
 */
export function useVisitorId(): string {
  return useSession((s) => s.uuid);
}

/** Language id, currency and locale the current page asks the server for and formats with. */
export function useShop() {
  const { i18n } = useTranslation();
  const langId = useSite((s) => s.defaultLangId);
  const currencyId = useSite((s) => s.basePriceInfo?.currencyId ?? null);
  // Ready once the guard has run, or at once for a returning visitor whose choices are cached.
  const ready = useSite((s) => s.loadAllData || s.basePriceInfo !== null);
  const locale = i18n.language;
  return { langId, currencyId, ready, locale, money: (m: Money) => formatMoney(m.amount, m.currency, m.minorUnits, locale) };
}
