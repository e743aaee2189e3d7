import { COOKIE_CONSENT_ACCEPT, COOKIE_CONSENT_DECLINE, STORAGE_KEYS } from '@netshop/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useSite } from '../../lib/site-store';
import { getItem, setItem } from '../../lib/storage';
import styles from './shell.module.css';

/** Shown while no consent is stored; accept stores 1, decline 0, and both hide it (§2, §4). */
export function CookieBanner() {
  const { t } = useTranslation();
  const cookieText = useSite((s) => s.baseConfig?.cookieText);
  const [consent, setConsent] = useState(() => getItem(STORAGE_KEYS.cookieConsent));
  if (consent === COOKIE_CONSENT_ACCEPT || consent === COOKIE_CONSENT_DECLINE) return null;
  const choose = (value: string) => {
    setItem(STORAGE_KEYS.cookieConsent, value);
    setConsent(value);
  };
  return (
    <section className={styles.cookie} aria-labelledby="cookie-title" data-testid="cookie-banner">
      <h2 id="cookie-title">{t('cookie.title')}</h2>
      <p>{cookieText ?? t('cookie.text')}</p>
      <div className={styles.cookieActions}>
        <Button onClick={() => choose(COOKIE_CONSENT_ACCEPT)}>{t('cookie.accept')}</Button>
        <Button variant="secondary" onClick={() => choose(COOKIE_CONSENT_DECLINE)}>
          {t('cookie.decline')}
        </Button>
        <a href="/policies?page=cookie_policy" target="_blank" rel="noopener">
          {t('cookie.details')}
        </a>
      </div>
    </section>
  );
}
