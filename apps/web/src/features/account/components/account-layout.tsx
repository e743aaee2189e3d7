import { ACCOUNT_CHILDREN } from '@netshop/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import styles from './account-layout.module.css';

// invoiceApp and invoiceTitle have no menu entry of their own: they light up "invoice" (§2).
const MENU = ACCOUNT_CHILDREN.filter((c) => c !== 'invoiceApp' && c !== 'invoiceTitle');
const HIGHLIGHT: Record<string, string> = { invoiceApp: 'invoice', invoiceTitle: 'invoice' };

/** The account centre: the menu of §2 on the left, the child page on the right. */
export function Component() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const child = pathname.split('/')[2] ?? '';
  const active = HIGHLIGHT[child] ?? child;
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
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
