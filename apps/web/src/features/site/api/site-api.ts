import type { BaseConfig, Country, CountryLangCurrency, DictItem, Language, WebsiteConfig } from '@netshop/contract';
import { http } from '../../../lib/api';

// Fetch functions of the site endpoints (§7). Callers get the envelope's data.
const buyer = '/ew/buyer';

export const siteApi = {
  websiteConfig: async () => (await http.get<WebsiteConfig>(`${buyer}/home/websiteConfig`)).data,
  languages: async () => (await http.get<Language[]>(`${buyer}/home/lang`)).data,
  countries: async (langId: number) => (await http.get<Country[]>(`${buyer}/home/country/${langId}`)).data,
  baseConfig: async (langId: number) => (await http.get<BaseConfig>(`${buyer}/home/config/${langId}`)).data,
  countryLangCurrency: async (countryId: number) => (await http.get<CountryLangCurrency>(`${buyer}/home/countryLangCurrency/${countryId}`)).data,
  dict: async (type: string, langId: number) => (await http.get<DictItem[]>(`${buyer}/home/dict/${type}/${langId}`)).data,
  visitorId: async () => (await http.get<{ visitorId: string }>(`${buyer}/chat/visitorId`)).data.visitorId,
  /** Returned unchanged by the client: the caller decides what a failure means (§4 login). */
  loginUser: () => http.get<{ userName?: string } | null>(`${buyer}/user/loginUser`),
};
