import { SESSION_COOKIE } from '@netshop/contract/constants';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentToken, SESSION_EXPIRED, sendToLogin } from './session';
import { useSession } from './site-store';
import { getCookie } from './storage';

/**
 * Pages that need login (docs/product.md#roles: account, ordering, paying). Without a session the page remembers
 * itself as the place to come back to after login and goes to /login. Checked on entering the
 * page, and again when the server turns out to have ended the session meanwhile (the user info
 * answered 401): then the buyer is told so on the way (docs/product.md#errors). A logout leaves for the home page by
 * itself, and a 401 of the page's own requests goes to /login through the HTTP client.
 * Returns whether the buyer is signed in.
 */
export function useRequireLogin(): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The session state's token, or the cookie's before the start-up guard has read it.
  const token = useSession((s) => s.token) ?? getCookie(SESSION_COOKIE);
  const expired = useSession((s) => s.statue === SESSION_EXPIRED);
  useEffect(() => {
    if (currentToken()) return;
    sendToLogin(pathname + search, (to) => void navigate(to, { replace: true }));
  }, [pathname, search, navigate, expired]);
  return Boolean(token);
}
