import type { BaseConfig, Country, Language, WebsiteConfig } from '@netshop/contract';
import { create } from 'zustand';

/** Base site state of spec §3, with the spec's field names. */
export interface SiteState {
  hasGetInfo: boolean;
  loginUser: { userName?: string } | null;
  defaultLangId: number;
  currencyId: number | null;
  configData: WebsiteConfig | null;
  languageArry: Language[];
  countryArry: Country[];
  defaultCountry: number | null;
  visitorCountryId: number | null;
  basePriceInfo: Country | null;
  loadAllData: boolean;
  baseConfig: BaseConfig | null;
  showChangeCountry: boolean;
  set(partial: Partial<Omit<SiteState, 'set'>>): void;
}

export const useSite = create<SiteState>((set) => ({
  hasGetInfo: false,
  loginUser: null,
  defaultLangId: 1,
  currencyId: null,
  configData: null,
  languageArry: [],
  countryArry: [],
  defaultCountry: null,
  visitorCountryId: null,
  basePriceInfo: null,
  loadAllData: false,
  baseConfig: null,
  showChangeCountry: false,
  set: (partial) => set(partial),
}));

/** User session of spec §3. */
export interface SessionState {
  token: string | undefined;
  id: number | null;
  name: string;
  avatar: string;
  roles: string[];
  statue: string;
  isLogin: boolean;
  uuid: string;
  userName: string;
  set(partial: Partial<Omit<SessionState, 'set'>>): void;
}

export const useSession = create<SessionState>((set) => ({
  token: undefined,
  id: null,
  name: '',
  avatar: '',
  roles: [],
  statue: '',
  isLogin: false,
  uuid: '',
  userName: '',
  set: (partial) => set(partial),
}));
