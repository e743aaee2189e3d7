import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http';
import { meQuery } from '../api/account-api';
import { currentToken, markSessionExpired, sendToLogin } from '../../../lib/session';
import { setUser, useSession } from '../../../lib/site-store';
import { endSession } from './session';

/**
 * The signed-in buyer's info for the account pages. The client hands login-user answers back
 * unchanged (docs/product.md#calls), so a refused token is handled here: forget it and ask for login again.
 */
export function useMe() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSession((s) => s.token) !== undefined || currentToken() !== undefined;
  const me = useQuery({ ...meQuery(), enabled: signedIn });
  useEffect(() => {
    if (me.data) setUser(me.data);
  }, [me.data]);
  // Refused by the server (not merely unreachable): the token is over; a 401 says it expired.
  const refused = me.error instanceof HttpError && me.error.kind === 'api' ? me.error.code : null;
  useEffect(() => {
    if (refused === null) return;
    endSession(queryClient);
    if (refused === 401) markSessionExpired();
    sendToLogin(pathname + search, (to) => void navigate(to, { replace: true }));
  }, [refused, pathname, search, navigate, queryClient]);
  return me;
}
