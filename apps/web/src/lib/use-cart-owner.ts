import { SESSION_COOKIE } from '@netshop/contract/constants';
import { useSession, useSite } from './site-store';
import { getCookie } from './storage';

/**
 * Whose cart the visitor sees. `buyer` once the session's user is known; `guest` without a
 * session; `pending` while a token (from the cookie) waits for the start-up guard to confirm it.
 * Asking for the server cart with a token the server has since revoked would answer 401 and send
 * a mere visitor to /login, so nothing reads the server cart while the owner is pending.
 */
export function useCartOwner(): 'buyer' | 'guest' | 'pending' {
  const token = useSession((s) => s.token) ?? getCookie(SESSION_COOKIE);
  const known = useSite((s) => s.loginUser !== null);
  if (!token) return 'guest';
  return known ? 'buyer' : 'pending';
}
