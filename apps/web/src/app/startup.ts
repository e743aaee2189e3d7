import type { Country, UserInfo } from '@netshop/contract';
import { SESSION_COOKIE, SESSION_KEYS, STORAGE_KEYS } from '@netshop/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { mergeGuestCart } from '../features/cart/lib/merge-guest-cart';
import { mergeRecentlyViewed } from '../features/cart/lib/merge-recently-viewed';
import { baseConfigQuery, countriesQuery, languagesQuery } from '../features/site/api/queries';
import { siteApi } from '../features/site/api/site-api';
import { afterFirstPaint } from '../lib/after-first-paint';
import { languageIdFromUrl, setLanguage, toLangCode } from '../lib/i18n';
import { markSessionExpired, onSignIn } from '../lib/session';
import { setUser, useSession, useSite } from '../lib/site-store';
import { getCookie, getItem, removeCookie, removeItem, session, setItem, setJson } from '../lib/storage';

// A login moves the guest cart into the buyer's cart before anything reads that cart (docs/product.md#entities), and
// the guest's recently viewed products into the buyer's list. The account feature starts the
// session; the cart feature does the merges; app/ joins the two.
onSignIn(mergeGuestCart);
onSignIn(mergeRecentlyViewed);

/** Cached base data that a version change or a country change throws away (docs/product.md#states). */
export const CACHED_BASE_KEYS = [
  STORAGE_KEYS.baseConfig,
  STORAGE_KEYS.languageList,
  STORAGE_KEYS.countryList,
  STORAGE_KEYS.basePriceInfo,
  STORAGE_KEYS.language,
  STORAGE_KEYS.country,
  STORAGE_KEYS.currencyId,
  STORAGE_KEYS.currencyInfo,
] as const;

export function storePriceInfo(country: Country) {
  setJson(STORAGE_KEYS.basePriceInfo, country);
  setJson(STORAGE_KEYS.currencyInfo, {
    currencyId: country.currencyId,
    currency: country.currency,
    symbol: country.symbol,
    minorUnits: country.minorUnits,
    rate: country.rate,
  });
}

/**
 * The start-up guard of docs/product.md#states: visitor uuid, site config and version check, cached or default
 * language/country/currency, the change-country prompt, user info once per session. Resolves
 * once the site state is set; the visitor id and the user info arrive on their own, since no
 * page content waits for them.
 */
export async function runStartupGuard(queryClient: QueryClient): Promise<void> {
  // No first paint needs the visitor id: asking for it after the paint keeps the round trip
  // (and the recently-viewed requests that wait for it) out of the way of the first paint.
  afterFirstPaint(() => void ensureVisitorId().catch(() => undefined)); // the HTTP client already showed what failed

  const cfg = await siteApi.websiteConfig();
  // A visitor from abroad (where they are, else their browser's language) gets their country's
  // prices from the first page on, not the home country's while the change-country prompt waits
  // (issue 24); the prompt then only offers the rest of that country's site, its language.
  let visitor: Country | undefined;
  if (getItem(STORAGE_KEYS.version) !== cfg.version) {
    for (const key of CACHED_BASE_KEYS) removeItem(key);
    queryClient.removeQueries({ queryKey: ['site'] });
    visitor = cfg.visitorCountryId !== cfg.countryId ? cfg.countries.find((c) => c.countryId === cfg.visitorCountryId) : undefined;
    setItem(STORAGE_KEYS.version, cfg.version);
    setItem(STORAGE_KEYS.language, String(cfg.langId));
    setItem(STORAGE_KEYS.country, String(visitor?.countryId ?? cfg.countryId));
    setItem(STORAGE_KEYS.currencyId, String(visitor?.currencyId ?? cfg.currencyId));
  }
  // A link to one language (?lang=…, as search engines follow hreflang) wins over the default.
  const urlLang = languageIdFromUrl();
  if (urlLang) setItem(STORAGE_KEYS.language, String(urlLang));
  const langId = Number(getItem(STORAGE_KEYS.language)) || cfg.langId;
  const countryId = Number(getItem(STORAGE_KEYS.country)) || cfg.countryId;
  // Nothing to offer when the page is already in the visitor's country's language.
  const showChangeCountry = visitor !== undefined && visitor.langId !== langId;

  void loadUserOnce();

  const [languages, countries, baseConfig] = await Promise.all([
    queryClient.fetchQuery(languagesQuery()),
    queryClient.fetchQuery(countriesQuery(langId)),
    queryClient.fetchQuery(baseConfigQuery(langId)),
  ]);
  const short = languages.find((l) => l.langId === langId)?.shortName;
  await setLanguage(toLangCode(short ?? langId));

  const basePriceInfo = countries.find((c) => c.countryId === countryId) ?? countries.find((c) => c.countryId === cfg.countryId) ?? null;
  if (basePriceInfo) storePriceInfo(basePriceInfo);
  useSite.getState().set({
    configData: cfg,
    defaultLangId: langId,
    currencyId: basePriceInfo?.currencyId ?? cfg.currencyId,
    languageArry: languages,
    countryArry: countries,
    defaultCountry: countryId,
    visitorCountryId: cfg.visitorCountryId,
    basePriceInfo,
    baseConfig,
    showChangeCountry,
    loadAllData: true,
  });
}

/** The visitor uuid: kept in local storage, asked of the server once. */
async function ensureVisitorId(): Promise<void> {
  let uuid = getItem(STORAGE_KEYS.visitorUuid);
  if (!uuid) {
    uuid = await siteApi.visitorId();
    setItem(STORAGE_KEYS.visitorUuid, uuid);
  }
  useSession.getState().set({ uuid });
}

/**
 * The logged-in user's info, once per page load (docs/product.md#states "once per session"): the session state
 * lives in memory, so a reload must read it again from the cookie's token; a refused token
 * logs out without a word on public pages, while a page that needs login tells the buyer their
 * session expired on the way to /login (lib/use-require-login).
 */
async function loadUserOnce(): Promise<void> {
  const token = getCookie(SESSION_COOKIE);
  if (token && !useSession.getState().isLogin) {
    useSession.getState().set({ token, isLogin: true });
    const res = await siteApi.loginUser().catch(() => null);
    if (res && res.code === 200 && res.data) {
      setUser(res.data as UserInfo);
    } else if (res && getCookie(SESSION_COOKIE) === token) {
      // An expired or invalid session (401): a page that needs login says so on the way to /login.
      if (res.code === 401) markSessionExpired();
      else {
        removeCookie(SESSION_COOKIE);
        useSession.getState().set({ token: undefined, isLogin: false, statue: '' });
      }
    }
  }
  session.set(SESSION_KEYS.userInfoLoaded, '1');
}
