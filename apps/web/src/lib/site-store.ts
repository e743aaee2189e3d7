import type { BaseConfig, Country, Language, UserInfo, WebsiteConfig } from '@netshop/contract';
import { STORAGE_KEYS } from '@netshop/contract/constants';
import { create } from 'zustand';
import { getCached, getItem, getJson } from './storage';

/** Base site state of docs/product.md#entities, with the spec's field names. */
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

// A returning visitor's language and currency are known before the start-up guard answers:
// pages start their requests at once instead of waiting for it (the guard corrects them if the
// site version changed).
const cachedLangId = Number(getItem(STORAGE_KEYS.language)) || 1;
const cachedPriceInfo = getJson<Country>(STORAGE_KEYS.basePriceInfo);
const cachedBaseConfig = getCached<BaseConfig>(STORAGE_KEYS.baseConfig, cachedLangId);

export const useSite = create<SiteState>((set) => ({
  hasGetInfo: false,
  loginUser: null,
  defaultLangId: cachedLangId,
  currencyId: null,
  configData: null,
  languageArry: [],
  countryArry: [],
  defaultCountry: null,
  visitorCountryId: null,
  basePriceInfo: cachedPriceInfo,
  loadAllData: false,
  baseConfig: cachedBaseConfig,
  showChangeCountry: false,
  set: (partial) => set(partial),
}));

/** User session of docs/product.md#entities. */
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
  uuid: getItem(STORAGE_KEYS.visitorUuid) ?? '',
  userName: '',
  set: (partial) => set(partial),
}));

/** Puts a loaded user into the session and site state (docs/product.md#entities field names). */
export function setUser(user: UserInfo) {
  useSession.getState().set({ isLogin: true, id: user.userId, userName: user.userName, name: user.userName, avatar: user.avatar });
  useSite.getState().set({ loginUser: user, hasGetInfo: true });
}
