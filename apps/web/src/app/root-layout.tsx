import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { AlertQueue } from './shell/alert-queue';
import { BackToTop } from './shell/back-to-top';
import { ChatWidget } from './shell/chat-widget';
import { CookieBanner } from './shell/cookie-banner';
import { CountryBar } from './shell/country-bar';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { ScrollManager } from './shell/scroll-manager';
import styles from './shell/shell.module.css';

/** The shell of every page (docs/product.md#screens): header, content, footer and the floating elements. */
export function RootLayout({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  useEffect(() => setNavigator((to, opts) => void navigate(to, opts)), [navigate]);

  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />}
      <CountryBar />
      <Header />
      <main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <CookieBanner />
      <div className={styles.floating}>
        <BackToTop />
        <ChatWidget />
      </div>
      <AlertQueue />
      <ScrollManager />
    </>
  );
}
