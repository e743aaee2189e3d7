import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/field';
import { useSite } from '../../lib/site-store';
import { useCountryChange } from '../use-country-change';

/** The country/currency chooser: pick a country, press CONTINUE, and the §4 flow runs. */
export function CountryDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { countryArry, defaultCountry } = useSite();
  const [countryId, setCountryId] = useState<number | null>(defaultCountry);
  const { busy, submit: change } = useCountryChange();
  useEffect(() => {
    if (open) setCountryId(defaultCountry);
  }, [open, defaultCountry]);
  const chosen = countryArry.find((c) => c.countryId === countryId);

  const submit = () => change(countryId);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('country.dialogTitle')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} busy={busy} data-testid="country-continue">
            {t('country.continue')}
          </Button>
        </>
      }
    >
      <SelectField label={t('country.label')} value={countryId ?? ''} onChange={(e) => setCountryId(Number(e.target.value))} data-testid="country-select">
        {countryArry.map((c) => (
          <option key={c.countryId} value={c.countryId}>
            {c.country}
          </option>
        ))}
      </SelectField>
      <p style={{ fontSize: 'var(--text-sm)', color: 'var(--color-text-muted)' }}>
        {chosen ? t('country.currencyIs', { currency: `${chosen.symbol} ${chosen.currency}` }) : null} {t('country.hint')}
      </p>
    </Dialog>
  );
}
