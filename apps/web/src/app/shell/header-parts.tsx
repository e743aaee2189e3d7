import { ClipboardList, Globe, ListPlus, LogOut, ShoppingCart, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartCount } from '../../features/cart/hooks/use-cart-count';
import { useMyCompany } from '../../features/companies/hooks/use-my-company';
import { useSession, useSite } from '../../lib/site-store';
import styles from './shell.module.css';

// The header's rows (header.tsx): the top bar with the slogan and the language, and the actions
// at the end of the main row.

/** The slogan and the language select. */
export function TopBar({ onLanguage }: { onLanguage(langId: number): void }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div className={styles.topbar}>
      <div className={`container ${styles.topbarInner}`}>
        <span>{site.baseConfig?.slogan}</span>
        <label>
          <span className="visually-hidden">{t('header.language')}</span>
          <Globe size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
          <select className={styles.langSelect} value={site.defaultLangId} onChange={(e) => onLanguage(Number(e.target.value))} data-testid="language-select">
            {site.languageArry.map((l) => (
              <option key={l.langId} value={l.langId} lang={l.shortName}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}

/** Country and currency, the account (or log in), logging out, and the cart with its count. */
export function HeaderActions({ onCountry, onLogout, loggingOut }: { onCountry(): void; onLogout(): void; loggingOut: boolean }) {
  const { t } = useTranslation();
  const current = useSite().basePriceInfo;
  const isLogin = useSession((s) => s.isLogin);
  const userName = useSession((s) => s.userName);
  const cartCount = useCartCount();
  const { membership } = useMyCompany();
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={onCountry} data-testid="country-chooser" aria-haspopup="dialog">
        <span aria-hidden="true">{current?.code ?? '—'}</span>
        <span className={`${styles.actionText} ${styles.compact}`}>{current ? `${current.symbol} ${current.currency}` : ''}</span>
        <span className="visually-hidden">{t('header.countryCurrency', { country: current?.country ?? '', currency: current?.currency ?? '' })}</span>
      </button>
      {/* Quick order by part number (issue 29) for company members; on a phone it is in the menu. */}
      {isLogin && membership && (
        <Link to="/quickOrder" className={`${styles.action} ${styles.notOnPhone}`} aria-label={t('header.quickOrder')} title={t('header.quickOrder')} data-testid="header-quick-order">
          <ListPlus size={20} aria-hidden="true" />
        </Link>
      )}
      {/* Requisition lists (issue 29), for every signed-in buyer; on a phone it is in the menu. */}
      {isLogin && (
        <Link to="/accountCenter/lists" className={`${styles.action} ${styles.notOnPhone}`} aria-label={t('header.lists')} title={t('header.lists')} data-testid="header-lists">
          <ClipboardList size={20} aria-hidden="true" />
        </Link>
      )}
      {isLogin ? (
        <>
          <Link to="/accountCenter" className={styles.action} aria-label={t('header.accountOf', { name: userName || t('header.account') })} data-testid="header-account">
            <User size={20} aria-hidden="true" />
            <span className={`${styles.actionText} ${styles.userName} ${styles.compact}`}>{userName || t('header.account')}</span>
          </Link>
          {/* An icon with a tooltip: the header has no room for one more label in French or Finnish. */}
          <button type="button" className={`${styles.action} ${styles.notOnPhone}`} onClick={onLogout} disabled={loggingOut} aria-label={t('header.logout')} title={t('header.logout')} data-testid="header-logout">
            <LogOut size={20} aria-hidden="true" />
          </button>
        </>
      ) : (
        <Link to="/login" className={styles.action} aria-label={t('header.login')}>
          <User size={20} aria-hidden="true" />
          <span className={`${styles.actionText} ${styles.compact}`}>{t('header.login')}</span>
        </Link>
      )}
      <Link to="/shoppingCart" className={styles.action} aria-label={t('header.cartItems', { count: cartCount })}>
        <ShoppingCart size={20} aria-hidden="true" />
        <span className={`${styles.actionText} ${styles.compact}`}>{t('header.cart')}</span>
        <span className={styles.badge} aria-hidden="true">
          {cartCount}
        </span>
      </Link>
    </div>
  );
}
