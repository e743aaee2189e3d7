import { ADDRESS_TYPES, addressBody, type Address, type PurchaseFor, type UserInfo } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/field';
import { useSite } from '../../lib/site-store';
import { useShop } from '../../lib/use-shop';
import { useZodForm } from '../../lib/use-zod-form';
import { addressApi, regionsQuery, userCountriesQuery } from '../../lib/shared-api/address-api';
import styles from './address-form.module.css';
import { CountrySelect } from './country-select';
import { NameFields } from '../ui/name-fields';

// The one address form: the address book edits with it, and the order confirmation adds a
// shipping or billing address with it without leaving the order.

type AddressType = (typeof ADDRESS_TYPES)[number];
/** A new address of the buyer's own book, or (for: 'company') of their company's; or one to change (its owner stays). */
export type AddressEditing = { mode: 'new'; type: AddressType; for?: PurchaseFor } | { mode: 'edit'; address: Address };

interface AddressFormProps {
  editing: AddressEditing;
  onCancel(): void;
  onSaved(address: Address): void | Promise<void>;
  /** The caller decides the type (checkout's shipping or billing section): no type choice shown. */
  fixedType?: boolean;
  saveTestId?: string;
}

interface AddressValues extends Record<string, unknown> {
  type: AddressType;
  firstName: string;
  lastName: string;
  countryId: number | undefined;
  regionId: number | undefined;
  city: string;
  zip: string;
  phone: string;
  line1: string;
  line2: string;
  isDefault: boolean;
}

/** What the buyer's profile gives a new address: the profile says it is the default for them. */
type Profile = Partial<Pick<UserInfo, 'firstName' | 'lastName' | 'countryId'>> | null;

function initialValues(editing: AddressEditing, profile: Profile, siteCountryId: number | null): AddressValues {
  if (editing.mode === 'edit') {
    const { addressId: _id, country: _c, region: _r, ...rest } = editing.address;
    return { ...rest, regionId: rest.regionId ?? undefined };
  }
  return {
    type: editing.type,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    countryId: profile?.countryId || siteCountryId || undefined,
    regionId: undefined,
    city: '',
    zip: '',
    phone: '',
    line1: '',
    line2: '',
    isDefault: false,
  };
}

export function AddressForm({ editing, onCancel, onSaved, fixedType = false, saveTestId = 'address-save' }: AddressFormProps) {
  const { t } = useTranslation(['account', 'common']);
  const { langId, ready } = useShop();
  const defaultCountry = useSite((s) => s.defaultCountry);
  const profile = useSite((s) => s.loginUser as Profile);
  const form = useZodForm(addressBody, initialValues(editing, profile, defaultCountry));
  const countryId = form.values.countryId ?? 0;
  const regions = useQuery({ ...regionsQuery(countryId, langId), enabled: ready && countryId > 0 });
  const countries = useQuery({ ...userCountriesQuery(langId), enabled: ready });
  const phoneCode = countries.data?.find((c) => c.countryId === countryId)?.phoneCode;
  const noRegions = countryId > 0 && regions.data?.length === 0;

  const onSubmit = form.submit(async (body) => {
    const saved = editing.mode === 'edit' ? await addressApi.updateAddress(editing.address.addressId, body) : await addressApi.createAddress(editing.for ? { ...body, for: editing.for } : body);
    await onSaved(saved);
  });

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {!fixedType && (
      <fieldset className={styles.typeChoice}>
        <legend>{t('fields.addressType')}</legend>
        {ADDRESS_TYPES.map((type) => (
          <label key={type} className={styles.check}>
            <input type="radio" name="type" value={type} checked={form.values.type === type} onChange={() => form.setValue('type', type)} />
            <span>{t(`address.types.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      )}
      <div className={styles.row}>
        <NameFields
          given={<TextField label={t('fields.firstName')} autoComplete="given-name" maxLength={60} {...form.field('firstName')} />}
          family={<TextField label={t('fields.lastName')} autoComplete="family-name" maxLength={60} {...form.field('lastName')} />}
        />
      </div>
      <div className={styles.row}>
        <CountrySelect
          name="countryId"
          label={t('fields.country')}
          value={form.values.countryId}
          onChange={(v) => {
            form.setValue('countryId', v);
            form.setValue('regionId', undefined); // regions belong to a country
          }}
          onBlur={() => form.touch('countryId')}
          error={form.error('countryId')}
        />
        {/* Most countries' addresses name no region (ADR 0032): then none is asked for. */}
        {!noRegions && (
        <SelectField
          name="regionId"
          label={t('fields.region')}
          value={form.values.regionId ?? ''}
          onChange={(e) => form.setValue('regionId', e.target.value ? Number(e.target.value) : undefined)}
          onBlur={() => form.touch('regionId')}
          error={form.error('regionId')}
          disabled={!countryId}
          aria-busy={(countryId > 0 && regions.isPending) || undefined}
          autoComplete="address-level1"
        >
          <option value="">{!countryId ? t('fields.chooseCountryFirst') : regions.isPending ? t('common:common.loading') : t('fields.chooseRegion')}</option>
          {regions.data?.map((r) => (
            <option key={r.regionId} value={r.regionId}>
              {r.name}
            </option>
          ))}
          {form.values.regionId && !regions.data ? <option value={form.values.regionId}>{editing.mode === 'edit' ? editing.address.region : '…'}</option> : null}
        </SelectField>
        )}
      </div>
      <div className={styles.row}>
        <TextField label={t('fields.city')} autoComplete="address-level2" maxLength={80} {...form.field('city')} />
        <TextField label={t('fields.zip')} autoComplete="postal-code" maxLength={20} {...form.field('zip')} />
      </div>
      <TextField
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        hint={phoneCode ? t('address.phoneHint', { code: phoneCode }) : undefined}
        {...form.field('phone')}
      />
      <TextField label={t('fields.line1')} autoComplete="address-line1" maxLength={200} {...form.field('line1')} />
      <TextField label={t('fields.line2')} autoComplete="address-line2" maxLength={200} {...form.field('line2')} />
      <label className={styles.check}>
        <input type="checkbox" name="isDefault" checked={form.values.isDefault} onChange={(e) => form.setValue('isDefault', e.target.checked)} />
        <span>{t('address.makeDefault')}</span>
      </label>
      <div className={styles.formActions} style={{ justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" busy={form.busy} data-testid={saveTestId}>
          {t('address.save')}
        </Button>
      </div>
    </form>
  );
}
