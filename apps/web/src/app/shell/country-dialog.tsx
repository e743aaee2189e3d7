import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField, TextField } from '../../components/ui/field';
import { useSite } from '../../lib/site-store';
import { useCountryChange } from '../use-country-change';

/** Lower case without accents, so "aland" finds Åland and "cote" Côte d’Ivoire. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The country/currency chooser: pick a country, press CONTINUE, and the docs/product.md#states flow runs. About 240
 * countries (ADR 0032): sorted by name in the UI language, narrowed by a search over the name and
 * the ISO code, so a phone's picker shows a short list.
 */
export function CountryDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { countryArry, defaultCountry } = useSite();
  const [countryId, setCountryId] = useState<number | null>(defaultCountry);
  const [query, setQuery] = useState('');
  const { busy, submit: change } = useCountryChange();
  useEffect(() => {
    if (open) {
      setCountryId(defaultCountry);
      setQuery('');
    }
  }, [open, defaultCountry]);
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return [...countryArry].sort((a, b) => collator.compare(a.country, b.country));
  }, [countryArry, i18n.language]);
  const q = fold(query.trim());
  const shown = q ? sorted.filter((c) => fold(c.country).includes(q) || c.code.toLowerCase() === q) : sorted;
  // The search narrows the list; the chosen country follows it when it falls out.
  useEffect(() => {
    if (shown.length && !shown.some((c) => c.countryId === countryId)) setCountryId(shown[0]!.countryId);
  }, [shown, countryId]);
  const chosen = countryArry.find((c) => c.countryId === countryId);

  // Never rejects: useCountryChange catches (the HTTP client has shown why).
  const submit = () => void change(countryId);

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
      <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <TextField
        label={t('country.search')}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        data-testid="country-search"
        hint={q && !shown.length ? t('country.noMatch') : undefined}
      />
      <SelectField label={t('country.label')} value={countryId ?? ''} onChange={(e) => setCountryId(Number(e.target.value))} data-testid="country-select">
        {shown.map((c) => (
          <option key={c.countryId} value={c.countryId}>
            {c.country}
          </option>
        ))}
      </SelectField>
      </div>
      <p style={{ fontSize: 'var(--text-sm)', color: 'var(--color-text-muted)' }}>
        {chosen ? t('country.currencyIs', { currency: `${chosen.symbol} ${chosen.currency}` }) : null} {t('country.hint')}
      </p>
    </Dialog>
  );
}
