import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useSite } from '../../lib/site-store';
import { useCountryChange } from '../use-country-change';
import styles from './shell.module.css';

/** Shown only when showChangeCountry is set: offers the visitor's own country (docs/product.md#screens, #states). */
export function CountryBar() {
  const { t } = useTranslation();
  const { showChangeCountry, countryArry, visitorCountryId, set } = useSite();
  const [countryId, setCountryId] = useState<number | null>(visitorCountryId);
  const { busy, submit: change } = useCountryChange();
  useEffect(() => setCountryId(visitorCountryId), [visitorCountryId]);
  if (!showChangeCountry) return null;
  const visitor = countryArry.find((c) => c.countryId === visitorCountryId);

  // Never rejects: useCountryChange catches (the HTTP client has shown why).
  const submit = () => void change(countryId);

  return (
    <section className={styles.countryBar} aria-label={t('countryBar.label')} data-testid="country-bar">
      <div className={`container ${styles.countryBarInner}`}>
        <p>{visitor ? t('countryBar.message', { country: visitor.country, currency: visitor.currency }) : t('countryBar.generic')}</p>
        <label>
          <span className="visually-hidden">{t('country.label')}</span>
          <select value={countryId ?? ''} onChange={(e) => setCountryId(Number(e.target.value))} data-testid="country-bar-select">
            {countryArry.map((c) => (
              <option key={c.countryId} value={c.countryId}>
                {c.country} ({c.currency})
              </option>
            ))}
          </select>
        </label>
        <Button size="small" onClick={submit} busy={busy} data-testid="country-bar-continue">
          {t('country.continue')}
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('common.close')} onClick={() => set({ showChangeCountry: false })}>
          <X size={18} aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
