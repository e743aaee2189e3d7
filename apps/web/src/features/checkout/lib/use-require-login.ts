import { SESSION_COOKIE, SESSION_KEYS } from '@netshop/contract/constants';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/site-store';
import { getCookie, session } from '../../../lib/storage';

/**
 * Ordering and paying need login (§6). Without a session the page remembers itself as the
 * place to come back to after login (the login page reads that key) and goes to /login,
 * as the account centre does. Returns whether the buyer is signed in.
 */
export function useRequireLogin(): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The session state's token, or the cookie's before the start-up guard has read it.
  const token = useSession((s) => s.token) ?? getCookie(SESSION_COOKIE);
  const signedIn = Boolean(token);
  // Checked on entering the page: a 401 later is handled by the HTTP client by itself.
  useEffect(() => {
    if (useSession.getState().token ?? getCookie(SESSION_COOKIE)) return;
    session.set(SESSION_KEYS.redirectPath, pathname + search);
    void navigate('/login', { replace: true });
  }, [pathname, search, navigate]);
  return signedIn;
}
