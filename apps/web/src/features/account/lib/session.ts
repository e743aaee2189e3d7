import { SESSION_COOKIE, SESSION_KEYS } from '@netshop/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { setUser, useSession, useSite } from '../../../lib/site-store';
import { getCookie, removeCookie, session, setCookie } from '../../../lib/storage';
import { mergeGuestCart } from '../../cart/lib/merge-guest-cart';
import { accountApi, ACCOUNT_KEY } from '../api/account-api';

export const DEFAULT_AFTER_LOGIN = '/accountCenter/profileManagement';

/** The token of the signed-in buyer: the session state's, else the cookie's (before start-up read it). */
export const currentToken = () => useSession.getState().token ?? getCookie(SESSION_COOKIE);

export { setUser };

/**
 * After a successful login (§4): the token in the cookie and the session state, the guest cart
 * merged into the buyer's cart (before anything reads that cart, so the page the buyer returns
 * to, e.g. the order confirmation, sees the merged lines), then the user's info; an info call
 * that fails leaves the buyer logged in, the header just waits.
 */
export async function startSession(token: string, queryClient: QueryClient): Promise<void> {
  setCookie(SESSION_COOKIE, token);
  useSession.getState().set({ token, isLogin: true, statue: '' });
  queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
  await mergeGuestCart(queryClient);
  const res = await accountApi.loginUser().catch(() => null);
  if (res?.code === 200 && res.data) {
    setUser(res.data);
    queryClient.setQueryData([...ACCOUNT_KEY, 'me'], res.data);
  }
  session.set(SESSION_KEYS.userInfoLoaded, '1');
}

/** Forgets the session on this device: cookie, state, user info and the buyer's cached data. */
export function endSession(queryClient: QueryClient) {
  removeCookie(SESSION_COOKIE);
  useSession.getState().set({ token: undefined, isLogin: false, statue: '', id: null, userName: '', name: '', avatar: '' });
  useSite.getState().set({ loginUser: null, hasGetInfo: false });
  session.remove(SESSION_KEYS.userInfoLoaded);
  // Only what no page shows: a page still on screen would fetch its data again, without a token,
  // and be sent to /login. The rest goes once unused, and at the next login in any case.
  queryClient.removeQueries({ queryKey: ACCOUNT_KEY, type: 'inactive' });
}

/**
 * Logs out (§4): the device forgets the session first, so no request of the page the buyer
 * lands on carries a token the server is about to revoke (it would answer 401 and send the
 * buyer to /login); then the server revokes that token.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const token = currentToken();
  endSession(queryClient);
  if (token) await accountApi.logout(token).catch(() => undefined);
}

/** Where to go after login: the path saved when a page asked for login (§4), once. */
export function takeRedirectPath(): string {
  const saved = session.get(SESSION_KEYS.redirectPath);
  session.remove(SESSION_KEYS.redirectPath);
  // Only a path of this site: never an absolute or protocol-relative URL from storage.
  return saved && saved.startsWith('/') && !saved.startsWith('//') && !saved.startsWith('/login') ? saved : DEFAULT_AFTER_LOGIN;
}

export function saveRedirectPath(path: string) {
  if (!path.startsWith('/login')) session.set(SESSION_KEYS.redirectPath, path);
}
