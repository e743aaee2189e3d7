import type { BaseConfig, Country, CountryLangCurrency, DictItem, Language, WebsiteConfig } from '@netshop/contract';
import { http } from '../../../lib/api';
import { unwrap } from '../../../lib/http';

// Fetch functions of the site endpoints (§7). Callers get the envelope's data; a failed answer rejects.
const buyer = '/ew/buyer';

export const siteApi = {
  websiteConfig: () => unwrap(http.get<WebsiteConfig>(`${buyer}/home/websiteConfig`)),
  languages: () => unwrap(http.get<Language[]>(`${buyer}/home/lang`)),
  countries: (langId: number) => unwrap(http.get<Country[]>(`${buyer}/home/country/${langId}`)),
  baseConfig: (langId: number) => unwrap(http.get<BaseConfig>(`${buyer}/home/config/${langId}`)),
  countryLangCurrency: (countryId: number) => unwrap(http.get<CountryLangCurrency>(`${buyer}/home/countryLangCurrency/${countryId}`)),
  dict: (type: string, langId: number) => unwrap(http.get<DictItem[]>(`${buyer}/home/dict/${type}/${langId}`)),
  visitorId: async () => (await unwrap(http.get<{ visitorId: string }>(`${buyer}/chat/visitorId`))).visitorId,
  /** Returned unchanged by the client: the caller decides what a failure means (§4 login). */
  loginUser: () => http.get<{ userName?: string } | null>(`${buyer}/user/loginUser`),
};
