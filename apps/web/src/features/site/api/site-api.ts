import type { BaseConfig, Country, CountryLangCurrency, DictItem, Language, WebsiteConfig } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { http } from '../../../lib/api';
import { unwrap } from '../../../lib/http';

// Fetch functions of the site endpoints (docs/product.md#calls). Callers get the envelope's data; a failed answer rejects.

export const siteApi = {
  websiteConfig: () => unwrap(http.get<WebsiteConfig>(API.site.websiteConfig.path())),
  languages: () => unwrap(http.get<Language[]>(API.site.languages.path())),
  countries: (langId: number) => unwrap(http.get<Country[]>(API.site.countries.path({ languageId: langId }))),
  baseConfig: (langId: number) => unwrap(http.get<BaseConfig>(API.site.baseConfig.path({ languageId: langId }))),
  countryLangCurrency: (countryId: number) => unwrap(http.get<CountryLangCurrency>(API.site.countryLangCurrency.path({ countryId }))),
  dict: (type: string, langId: number) => unwrap(http.get<DictItem[]>(API.site.dict.path({ type, languageId: langId }))),
  visitorId: async () => (await unwrap(http.get<{ visitorId: string }>(API.site.visitorId.path()))).visitorId,
  /** Returned unchanged by the client: the caller decides what a failure means (docs/product.md#states login). */
  loginUser: () => http.get<{ userName?: string } | null>(API.account.loginUser.path()),
};
