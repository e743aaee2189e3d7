import { SESSION_KEYS, STORAGE_KEYS } from '@netshop/contract/constants';
import { alert } from './alerts';
import { createHttpClient } from './http';
import i18n from './i18n';
import { navigate } from './navigation';
import { getItem, session } from './storage';

// The staff console's HTTP client (ADR 0017): the client of docs/product.md#calls/#errors with the staff session's token
// (kept per tab in session storage) instead of the buyer's cookie, and a 401 that goes to the
// console's own login. Console pages of every feature call the staff API through it.

export const staffToken = {
  get: () => session.get(SESSION_KEYS.staffToken) ?? undefined,
  set: (token: string) => session.set(SESSION_KEYS.staffToken, token),
  clear: () => session.remove(SESSION_KEYS.staffToken),
};

export const staffHttp = createHttpClient({
  baseUrl: document.querySelector('meta[name="api-base"]')?.getAttribute('content') || '/api',
  hooks: {
    getToken: staffToken.get,
    getLangId: () => getItem(STORAGE_KEYS.language) ?? undefined,
    notify: (kind, message) => alert[kind](message),
    t: (key, vars) => i18n.t(`common:${key}`, vars),
    onUnauthorized() {
      staffToken.clear();
      navigate('/console/login');
    },
  },
});
