import { SESSION_COOKIE, SESSION_KEYS } from '@netshop/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY, currentToken, runSignInSteps } from '../../../lib/session';
import { setUser, useSession, useSite } from '../../../lib/site-store';
import { removeCookie, session, setCookie } from '../../../lib/storage';
import { accountApi } from '../api/account-api';


/**
 * After a successful login (docs/product.md#states): the token in the cookie and the session state, the guest cart
 * merged into the buyer's cart (a sign-in step app/ registers, run before anything reads that
 * cart, so the page the buyer returns to, e.g. the order confirmation, sees the merged lines),
 * then the user's info; an info call that fails leaves the buyer logged in, the header just waits.
 */
export async function startSession(token: string, queryClient: QueryClient): Promise<void> {
  setCookie(SESSION_COOKIE, token);
  useSession.getState().set({ token, isLogin: true, statue: '' });
  queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
  await runSignInSteps(queryClient);
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
 * Logs out (docs/product.md#states): the device forgets the session first, so no request of the page the buyer
 * lands on carries a token the server is about to revoke (it would answer 401 and send the
 * buyer to /login); then the server revokes that token.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const token = currentToken();
  endSession(queryClient);
  if (token) await accountApi.logout(token).catch(() => undefined);
}
