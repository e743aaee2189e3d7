import { SESSION_COOKIE, SESSION_KEYS } from '@netshop/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { alert } from './alerts';
import i18n from './i18n';
import { useSession } from './site-store';
import { getCookie, removeCookie, session } from './storage';

// The buyer's session as every feature sees it (docs/product.md#entities, #states): the token, where to return after
// login, the query keys dropped at logout, and the steps other features add to a login.
// Starting and ending a session is the account feature's (features/account/lib/session.ts).

/** Everything of the signed-in buyer lives under ['account', …] and is dropped at login and logout. */
export const ACCOUNT_KEY = ['account'] as const;

export const DEFAULT_AFTER_LOGIN = '/accountCenter/profileManagement';

/** The token of the signed-in buyer: the session state's, else the cookie's (before start-up read it). */
export const currentToken = () => useSession.getState().token ?? getCookie(SESSION_COOKIE);

/** Where to go after login: the path saved when a page asked for login (docs/product.md#states), once. */
export function takeRedirectPath(): string {
  const saved = session.get(SESSION_KEYS.redirectPath);
  session.remove(SESSION_KEYS.redirectPath);
  // Only a path of this site: never an absolute or protocol-relative URL from storage.
  return saved && saved.startsWith('/') && !saved.startsWith('//') && !saved.startsWith('/login') ? saved : DEFAULT_AFTER_LOGIN;
}

export function saveRedirectPath(path: string) {
  if (!path.startsWith('/login')) session.set(SESSION_KEYS.redirectPath, path);
}

/** The session status (docs/product.md#entities `statue`) after the server refused the session's token (401). */
export const SESSION_EXPIRED = 'expired';

/**
 * The server refused the token (an expired or invalid session) where the answer is read quietly,
 * e.g. the user info at start-up (docs/product.md#calls): the token is gone, and the next page that needs login
 * tells the buyer why it asks again (docs/product.md#errors) instead of just showing the login form.
 */
export function markSessionExpired(): void {
  removeCookie(SESSION_COOKIE);
  useSession.getState().set({ token: undefined, isLogin: false, statue: SESSION_EXPIRED });
}

/**
 * Sends a buyer without a session to /login; after login they come back to `back` (docs/product.md#states). When their
 * session had expired, the message of docs/product.md#errors goes with them, once.
 */
export function sendToLogin(back: string, go: (to: string) => void): void {
  saveRedirectPath(back);
  if (useSession.getState().statue === SESSION_EXPIRED) {
    useSession.getState().set({ statue: '' });
    alert.error(i18n.t('common:http.sessionExpired'));
  }
  go('/login');
}

/** Work another feature does right after a login, before the buyer's data is read (e.g. merging the guest cart). */
export type SignInStep = (queryClient: QueryClient) => Promise<void>;
const signInSteps: SignInStep[] = [];

/** Registered once by app/ at start-up, so the account feature need not know the features that take part. */
export function onSignIn(step: SignInStep): void {
  if (!signInSteps.includes(step)) signInSteps.push(step);
}

/** Runs the registered steps in order; each must not throw (a login never fails because of one). */
export async function runSignInSteps(queryClient: QueryClient): Promise<void> {
  for (const step of signInSteps) await step(queryClient);
}
