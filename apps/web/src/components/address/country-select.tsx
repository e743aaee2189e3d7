import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../ui/field';
import { useShop } from '../../lib/use-shop';
import { userCountriesQuery } from '../../lib/shared-api/address-api';

interface CountrySelectProps {
  label: string;
  value: number | undefined;
  onChange(countryId: number | undefined): void;
  onBlur?(): void;
  error?: string;
  name?: string;
  required?: boolean;
}

/** Countries of account and address forms (GET /user/country/{langId}), names in the UI language. */
export function CountrySelect({ label, value, onChange, onBlur, error, name, required }: CountrySelectProps) {
  const { t } = useTranslation('account');
  const { langId, ready } = useShop();
  const countries = useQuery({ ...userCountriesQuery(langId), enabled: ready });
  return (
    <SelectField
      label={label}
      name={name}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      onBlur={onBlur}
      error={error}
      required={required}
      aria-busy={countries.isPending || undefined}
      autoComplete="country"
    >
      <option value="">{countries.isPending ? t('common:common.loading') : t('fields.chooseCountry')}</option>
      {countries.data?.map((c) => (
        <option key={c.countryId} value={c.countryId}>
          {c.country}
        </option>
      ))}
      {/* The saved country before the list arrives, so the select never shows a wrong value. */}
      {value && !countries.data ? <option value={value}>…</option> : null}
    </SelectField>
  );
}
