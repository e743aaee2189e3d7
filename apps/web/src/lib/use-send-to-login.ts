import { useNavigate } from 'react-router';
import { saveRedirectPath } from './session';

/**
 * Sends a guest to /login and, after login, on to `back`: the login page returns to the path
 * saved in session storage (§4), the same way the account pages and a 401 do.
 */
export function useSendToLogin() {
  const navigate = useNavigate();
  return (back: string) => {
    saveRedirectPath(back);
    void navigate('/login');
  };
}
