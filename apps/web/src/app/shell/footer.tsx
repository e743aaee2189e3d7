import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/site-store';
import styles from './shell.module.css';

export function Footer() {
  const { t } = useTranslation();
  const cfg = useSite((s) => s.baseConfig);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <div className={styles.footerAbout}>
          <h2>{cfg?.siteName ?? 'YT Networks'}</h2>
          <p>{cfg?.slogan}</p>
          <p>{cfg?.address}</p>
          {cfg && (
            <p>
              <a href={`mailto:${cfg.contactEmail}`}>{cfg.contactEmail}</a> · {cfg.contactPhone}
            </p>
          )}
        </div>
        <nav aria-label={t('footer.company')}>
          <h2>{t('footer.company')}</h2>
          <ul>
            <li>
              <Link to="/aboutUs/1">{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/newList/1">{t('nav.news')}</Link>
            </li>
            <li>
              <Link to="/b2b">{t('pages:b2b')}</Link>
            </li>
            <li>
              <Link to="/contactUs">{t('footer.contactUs')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.support')}>
          <h2>{t('footer.support')}</h2>
          <ul>
            <li>
              <Link to="/productsSupport">{t('nav.support')}</Link>
            </li>
            <li>
              <Link to="/resourceDocuments">{t('nav.resources')}</Link>
            </li>
            <li>
              <Link to="/solutions">{t('nav.solutions')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2>{t('footer.legal')}</h2>
          <ul>
            <li>
              <Link to="/policies?page=privacy_policy">{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to="/policies?page=terms_of_use">{t('footer.termsOfUse')}</Link>
            </li>
            <li>
              <Link to="/policies?page=cookie_policy">{t('footer.cookiePolicy')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.footerBottom}`}>{cfg?.copyright}</div>
    </footer>
  );
}
