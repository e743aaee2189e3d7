import { SESSION_COOKIE } from '@netshop/contract/constants';
import { ACCOUNT_CHILDREN } from '@netshop/contract/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/site-store';
import { getCookie } from '../../../lib/storage';
import { currentToken, saveRedirectPath } from '../../../lib/session';
import styles from './account-layout.module.css';

// invoiceApp and invoiceTitle have no menu entry of their own: they light up "invoice" (§2);
// the e-mail change belongs to the profile.
const MENU = ACCOUNT_CHILDREN.filter((c) => c !== 'invoiceApp' && c !== 'invoiceTitle');
const HIGHLIGHT: Record<string, string> = { invoiceApp: 'invoice', invoiceTitle: 'invoice', changeEmail: 'profileManagement' };

/** The account centre: the menu of §2 on the left, the child page on the right; login required (§6). */
export function Component() {
  const { t } = useTranslation('pages');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The session state's token, or the cookie's before the start-up guard has read it.
  const token = useSession((s) => s.token) ?? getCookie(SESSION_COOKIE);
  // Checked when an account page is entered, not when the token goes away while one is shown:
  // logging out leaves for the home page, and a 401 already goes to /login by itself.
  useEffect(() => {
    if (currentToken()) return;
    saveRedirectPath(pathname + search);
    navigate('/login', { replace: true });
  }, [pathname, search, navigate]);

  const child = pathname.split('/')[2] ?? '';
  const active = HIGHLIGHT[child] ?? child;
  if (!token) return null;
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.menu} aria-label={t('accountCenter')}>
        <h2>{t('accountCenter')}</h2>
        <ul>
          {MENU.map((c) => (
            <li key={c}>
              <Link to={`/accountCenter/${c}`} aria-current={active === c ? 'page' : undefined}>
                {t(c)}
              </Link>
            </li>
          ))}
          {/* Not an account page (guests have the list too), but where a buyer looks for it. */}
          <li className={styles.menuExtra}>
            <Link to="/recentlyViewed">{t('recentlyViewed')}</Link>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
