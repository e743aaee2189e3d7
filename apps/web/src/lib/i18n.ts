import { DEFAULT_LANG, LANG_CODES, langCodeById, langIdByCode, type LangCode } from '@netshop/contract/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCommon from '../locales/zh-CN/common.json';
import zhCatalog from '../locales/zh-CN/catalog.json';
import zhContent from '../locales/zh-CN/content.json';
import zhSearch from '../locales/zh-CN/search.json';
import zhPages from '../locales/zh-CN/pages.json';
import zhCart from '../locales/zh-CN/cart.json';

/** Namespaces every page may use: the default language's ship in the entry chunk. */
export const NAMESPACES = ['common', 'pages', 'catalog', 'content', 'search', 'cart'] as const;
/**
 * Namespaces of the account, checkout, order and B2B pages only: loaded with those pages' chunks in
 * every language, so the entry chunk (evaluated before the first paint) stays small.
 */
export const LAZY_NAMESPACES = [
  'account',
  'checkout',
  'orders',
  'console',
  'invoices',
  'b2b',
  'support',
  // The console's pages of issue 27, one namespace each so their texts load only with them.
  'console-staff',
  'console-orders',
  'console-customers',
  'console-catalog',
  'console-content',
  'console-audit',
  'console-catalog-import',
  'console-catalog-skus',
  'console-catalog-media',
  'console-catalog-tree',
  'console-catalog-data',
  // Stock per warehouse and delivery dates (issue 28): the product page's and listing cards' parts load it after the first paint.
  'inventory',
  // The stock console and the warehouses' settings (issue 28).
  'console-stock',
  // Quick order by part number (issue 29).
  'quick-order',
  // Company accounts (issue 29): the application, the company's tabs and the invitation link's page.
  'companies',
  // Requisition lists (issue 29): their pages, and the "save to list" button's dialog on browsing pages.
  'lists',
  // Company accounts in the console (issue 29).
  'console-companies',
  // A company's approvals and spending limits (issue 30): the account centre's pages, and checkout's result.
  'approvals',
  // Payment on account (issue 30): the credit page, statements, checkout's option.
  'credit',
  // Credit accounts in the console (issue 30).
  'console-credit',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];
const wantedLazy = new Set<LazyNamespace>();

// The default language's common namespaces ship in the main bundle; everything else loads on demand.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '!../locales/zh-CN/{common,pages,catalog,content,search,cart}.json']);

export async function loadLanguage(lng: LangCode): Promise<void> {
  await Promise.all(
    [...NAMESPACES, ...wantedLazy].map(async (ns) => {
      if (i18n.hasResourceBundle(lng, ns)) return;
      const load = loaders[`../locales/${lng}/${ns}.json`];
      if (load) i18n.addResourceBundle(lng, ns, (await load()).default, true, true);
    }),
  );
}

/** Loads page-only namespaces (route chunks call it); a later language switch loads them too. */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  namespaces.forEach((ns) => wantedLazy.add(ns));
  const lng = LANG_CODES.includes(i18n.language as LangCode) ? (i18n.language as LangCode) : DEFAULT_LANG;
  await Promise.all(
    namespaces.map(async (ns) => {
      if (i18n.hasResourceBundle(lng, ns)) return;
      const load = loaders[`../locales/${lng}/${ns}.json`];
      if (load) i18n.addResourceBundle(lng, ns, (await load()).default, true, true);
    }),
  );
}

export async function setLanguage(lng: LangCode): Promise<void> {
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
}

export function toLangCode(value: string | number | null | undefined): LangCode {
  const byId = langCodeById(value ?? undefined);
  if (byId) return byId;
  return LANG_CODES.includes(value as LangCode) ? (value as LangCode) : DEFAULT_LANG;
}

export async function initI18n(lng: LangCode) {
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANG,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: LANG_CODES,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [DEFAULT_LANG]: { common: zhCommon, pages: zhPages, catalog: zhCatalog, content: zhContent, search: zhSearch, cart: zhCart } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await setLanguage(lng);
  return i18n;
}

export default i18n;

/** A language chosen by the URL (?lang=en or ?lang=2), as search engines link each language. */
export function languageIdFromUrl(): number | undefined {
  const value = new URLSearchParams(window.location.search).get('lang');
  if (!value) return undefined;
  return langIdByCode(value) ?? (langCodeById(value) ? Number(value) : undefined);
}
