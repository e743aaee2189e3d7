import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useSession, useSite } from '../../lib/site-store';
import { useMyCompany } from '../../features/companies/hooks/use-my-company';
import { SearchBox } from '../../features/search/components/search-box';
import { CountryDialog } from './country-dialog';
import { HeaderActions, TopBar } from './header-parts';
import { MegaMenu } from './mega-menu';
import styles from './shell.module.css';
import { useHeaderActions } from './use-header-actions';

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
  const site = useSite();
  const isLogin = useSession((s) => s.isLogin);
  const [menuOpen, setMenuOpen] = useState(false);
  const [countryOpen, setCountryOpen] = useState(false);
  const { changeLanguage, logout, loggingOut } = useHeaderActions();
  const { membership } = useMyCompany();

  const navLinks = NAV.map((n) => (
    <NavLink key={n.to} to={n.to} onClick={() => setMenuOpen(false)}>
      {t(n.key)}
    </NavLink>
  ));

  return (
    <header className={styles.header}>
      <TopBar onLanguage={(langId) => void changeLanguage(langId)} />
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
        <HeaderActions onCountry={() => setCountryOpen(true)} onLogout={() => void logout()} loggingOut={loggingOut} />
      </div>
      {menuOpen && (
        <nav id="drawer-nav" className={`container ${styles.drawerNav}`} aria-label={t('header.mainNav')}>
          {navLinks}
          {isLogin && membership && (
            <NavLink to="/quickOrder" onClick={() => setMenuOpen(false)} data-testid="drawer-quick-order">
              {t('header.quickOrder')}
            </NavLink>
          )}
          {isLogin && (
            <NavLink to="/accountCenter/lists" onClick={() => setMenuOpen(false)} data-testid="drawer-lists">
              {t('header.lists')}
            </NavLink>
          )}
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
