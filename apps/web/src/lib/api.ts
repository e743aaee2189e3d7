import { SESSION_COOKIE, SESSION_KEYS, STORAGE_KEYS } from '@netshop/contract/constants';
import { alert } from './alerts';
import { takeBooted } from './boot';
import { createHttpClient } from './http';
import i18n from './i18n';
import { navigate } from './navigation';
import { useSession } from './site-store';
import { getCookie, getItem, removeCookie, session } from './storage';

/** The API base from the runtime config the server writes into index.html (docs/product.md#calls); /api by default. */
export function apiBase(): string {
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="api-base"]')?.getAttribute('content') : null;
  return meta || '/api';
}

export const http = createHttpClient({
  baseUrl: apiBase(),
  preloaded: takeBooted,
  hooks: {
    getToken: () => useSession.getState().token ?? getCookie(SESSION_COOKIE),
    getLangId: () => getItem(STORAGE_KEYS.language) ?? undefined,
    notify: (kind, message) => alert[kind](message),
    t: (key, vars) => i18n.t(`common:${key}`, vars),
    onUnauthorized() {
      const here = window.location.pathname + window.location.search;
      if (!here.startsWith('/login')) session.set(SESSION_KEYS.redirectPath, here);
      removeCookie(SESSION_COOKIE);
      session.remove(SESSION_KEYS.userInfoLoaded);
      useSession.getState().set({ token: undefined, isLogin: false, statue: '' });
      navigate('/login');
    },
  },
});
