import { COOKIE_CONSENT_ACCEPT, COOKIE_CONSENT_DECLINE, STORAGE_KEYS } from '@netshop/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useSite } from '../../lib/site-store';
import { getItem, setItem } from '../../lib/storage';
import styles from './shell.module.css';

/**
 * Shown while no consent is stored; accept stores 1, decline 0, and both hide it (docs/product.md#screens, #states).
 * A first visitor offered their own country is asked that first, and this banner waits until it
 * is answered: one prompt at a time on a phone, and the choice of country sets the language the
 * cookie text is then read in (nothing optional is stored before consent either way).
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const cookieText = useSite((s) => s.baseConfig?.cookieText);
  const countryAsked = useSite((s) => s.showChangeCountry);
  const [consent, setConsent] = useState(() => getItem(STORAGE_KEYS.cookieConsent));
  if (consent === COOKIE_CONSENT_ACCEPT || consent === COOKIE_CONSENT_DECLINE || countryAsked) return null;
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
