import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sendToLogin } from './session';

/**
 * Sends a guest to /login and, after login, on to `back`: the login page returns to the path
 * saved in session storage (docs/product.md#states), the same way the account pages and a 401 do (and, like them,
 * says so when the buyer's session had expired).
 * The same function on every render (as long as the router's navigate is), so effects can list it.
 */
export function useSendToLogin() {
  const navigate = useNavigate();
  return useCallback((back: string) => sendToLogin(back, (to) => void navigate(to)), [navigate]);
}
