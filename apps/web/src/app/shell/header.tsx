import { STORAGE_KEYS } from '@netshop/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Globe, LogOut, Menu, ShoppingCart, User, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { setLanguage, toLangCode } from '../../lib/i18n';
import { useSession, useSite } from '../../lib/site-store';
import { setItem } from '../../lib/storage';
import { logout as endAndRevoke } from '../../features/account/lib/session';
import { useCartCount } from '../../features/cart/hooks/use-cart-count';
import { SearchBox } from '../../features/search/components/search-box';
import { baseConfigQuery, countriesQuery } from '../../features/site/api/queries';
import { CountryDialog } from './country-dialog';
import { MegaMenu } from './mega-menu';
import styles from './shell.module.css';

const NAV = [
  { to: '/product/queryProduct', key: 'nav.products' },
  { to: '/solutions', key: 'nav.solutions' },
  { to: '/resourceDocuments', key: 'nav.resources' },
  { to: '/productsSupport', key: 'nav.support' },
  { to: '/newList/1', key: 'nav.news' },
  { to: '/aboutUs/1', key: 'nav.about' },
] as const;

export function Header() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const site = useSite();
  const navigate = useNavigate();
  const isLogin = useSession((s) => s.isLogin);
  const userName = useSession((s) => s.userName);
  const [loggingOut, setLoggingOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [countryOpen, setCountryOpen] = useState(false);
  const cartCount = useCartCount();
  const current = site.basePriceInfo;

  // Switching language changes every visible string and is remembered (yt_us_lan); base
  // config and country names are re-read in the new language.
  const changeLanguage = async (langId: number) => {
    setItem(STORAGE_KEYS.language, String(langId));
    const short = site.languageArry.find((l) => l.langId === langId)?.shortName;
    await setLanguage(toLangCode(short ?? langId));
    const [countries, baseConfig] = await Promise.all([
      queryClient.fetchQuery(countriesQuery(langId)),
      queryClient.fetchQuery(baseConfigQuery(langId)),
    ]);
    site.set({
      defaultLangId: langId,
      countryArry: countries,
      baseConfig,
      basePriceInfo: countries.find((c) => c.countryId === site.defaultCountry) ?? site.basePriceInfo,
    });
  };

  // The buyer lands on the home page first (so the account pages, which need a login, do not
  // send them to /login on the way out), then the session ends here and on the server.
  const logout = async () => {
    setLoggingOut(true);
    try {
      await navigate('/');
      await endAndRevoke(queryClient);
    } finally {
      setLoggingOut(false);
    }
  };

  const navLinks = NAV.map((n) => (
    <NavLink key={n.to} to={n.to} onClick={() => setMenuOpen(false)}>
      {t(n.key)}
    </NavLink>
  ));

  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <span>{site.baseConfig?.slogan}</span>
          <label>
            <span className="visually-hidden">{t('header.language')}</span>
            <Globe size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
            <select
              className={styles.langSelect}
              value={site.defaultLangId}
              onChange={(e) => void changeLanguage(Number(e.target.value))}
              data-testid="language-select"
            >
              {site.languageArry.map((l) => (
                <option key={l.langId} value={l.langId} lang={l.shortName}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <div className={`container ${styles.headerMain}`}>
        <button
          type="button"
          className={`${styles.action} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls="drawer-nav"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.menu')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        </button>
        <Link to="/" className={styles.logo} aria-label={t('header.home', { name: site.baseConfig?.siteName ?? 'YT Networks' })}>
          <span className={styles.logoMark} aria-hidden="true">
            YT
          </span>
          <span className={styles.logoText}>{site.baseConfig?.siteName ?? 'YT Networks'}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('header.mainNav')}>
          <MegaMenu />
          {navLinks.slice(1)}
        </nav>
        <SearchBox className={styles.search} />
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => setCountryOpen(true)} data-testid="country-chooser" aria-haspopup="dialog">
            <span aria-hidden="true">{current?.code ?? '—'}</span>
            <span className={`${styles.actionText} ${styles.compact}`}>{current ? `${current.symbol} ${current.currency}` : ''}</span>
            <span className="visually-hidden">{t('header.countryCurrency', { country: current?.country ?? '', currency: current?.currency ?? '' })}</span>
          </button>
          {isLogin ? (
            <>
              <Link to="/accountCenter" className={styles.action} aria-label={t('header.accountOf', { name: userName || t('header.account') })} data-testid="header-account">
                <User size={20} aria-hidden="true" />
                <span className={`${styles.actionText} ${styles.userName} ${styles.compact}`}>{userName || t('header.account')}</span>
              </Link>
              {/* An icon with a tooltip: the header has no room for one more label in French or Finnish. */}
              <button
                type="button"
                className={`${styles.action} ${styles.notOnPhone}`}
                onClick={() => void logout()}
                disabled={loggingOut}
                aria-label={t('header.logout')}
                title={t('header.logout')}
                data-testid="header-logout"
              >
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
      </div>
      {menuOpen && (
        <nav id="drawer-nav" className={`container ${styles.drawerNav}`} aria-label={t('header.mainNav')}>
          {navLinks}
          {/* On a phone the header row keeps room for the cart and the account only: logging out moves here. */}
          {isLogin && (
            <button
              type="button"
              className={styles.drawerLogout}
              onClick={() => {
                setMenuOpen(false);
                void logout();
              }}
              disabled={loggingOut}
              data-testid="drawer-logout"
            >
              <LogOut size={18} aria-hidden="true" />
              {t('header.logout')}
            </button>
          )}
        </nav>
      )}
      <CountryDialog open={countryOpen} onClose={() => setCountryOpen(false)} />
    </header>
  );
}
