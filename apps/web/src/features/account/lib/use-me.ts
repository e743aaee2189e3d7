import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http';
import { meQuery } from '../api/account-api';
import { currentToken, saveRedirectPath } from '../../../lib/session';
import { setUser, useSession } from '../../../lib/site-store';
import { endSession } from './session';

/**
 * The signed-in buyer's info for the account pages. The client hands login-user answers back
 * unchanged (§7), so a refused token is handled here: forget it and ask for login again.
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
  // Refused by the server (not merely unreachable): the token is over.
  const refused = me.error instanceof HttpError && me.error.kind === 'api';
  useEffect(() => {
    if (!refused) return;
    saveRedirectPath(pathname + search);
    endSession(queryClient);
    navigate('/login', { replace: true });
  }, [refused, pathname, search, navigate, queryClient]);
  return me;
}
