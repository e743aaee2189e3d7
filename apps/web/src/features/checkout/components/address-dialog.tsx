import { addressBody, type Address, type ADDRESS_TYPES } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import { useZodForm } from '../../../lib/use-zod-form';
import { checkoutApi, countriesQuery, regionsQuery } from '../api/checkout-api';
import styles from './checkout.module.css';

type AddressType = (typeof ADDRESS_TYPES)[number];

interface AddressDialogProps {
  /** The section that asked: the new address gets its type. Null: closed. */
  type: AddressType | null;
  onClose(): void;
  onSaved(address: Address): void | Promise<void>;
}

/** A new shipping or billing address without leaving the order; it is saved to the address book too. */
export function AddressDialog({ type, onClose, onSaved }: AddressDialogProps) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <Dialog open={type !== null} onClose={onClose} title={type === 'billing' ? t('address.addBillingTitle') : t('address.addShippingTitle')} closeLabel={t('common:common.close')}>
      {type && <AddressForm key={type} type={type} onCancel={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function AddressForm({ type, onCancel, onSaved }: { type: AddressType; onCancel(): void; onSaved(a: Address): void | Promise<void> }) {
  const { t } = useTranslation(['checkout', 'account', 'common']);
  const { langId, ready } = useShop();
  const defaultCountry = useSite((s) => s.defaultCountry);
  const form = useZodForm(addressBody, {
    type,
    firstName: '',
    lastName: '',
    countryId: defaultCountry ?? undefined,
    regionId: undefined as number | undefined,
    city: '',
    zip: '',
    phone: '',
    line1: '',
    line2: '',
    isDefault: false,
  });
  const countryId = form.values.countryId ?? 0;
  const countries = useQuery({ ...countriesQuery(langId), enabled: ready });
  const regions = useQuery({ ...regionsQuery(countryId, langId), enabled: ready && countryId > 0 });
  const phoneCode = countries.data?.find((c) => c.countryId === countryId)?.phoneCode;

  const onSubmit = form.submit(async (body) => {
    await onSaved(await checkoutApi.createAddress(body));
  });

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.formRow}>
        <TextField label={t('account:fields.firstName')} autoComplete="given-name" maxLength={60} {...form.field('firstName')} />
        <TextField label={t('account:fields.lastName')} autoComplete="family-name" maxLength={60} {...form.field('lastName')} />
      </div>
      <div className={styles.formRow}>
        <SelectField
          name="countryId"
          label={t('account:fields.country')}
          value={form.values.countryId ?? ''}
          onChange={(e) => {
            form.setValue('countryId', e.target.value ? Number(e.target.value) : undefined);
            form.setValue('regionId', undefined); // regions belong to a country
          }}
          onBlur={() => form.touch('countryId')}
          error={form.error('countryId')}
          aria-busy={countries.isPending || undefined}
          autoComplete="country"
        >
          <option value="">{countries.isPending ? t('common:common.loading') : t('account:fields.chooseCountry')}</option>
          {countries.data?.map((c) => (
            <option key={c.countryId} value={c.countryId}>
              {c.country}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="regionId"
          label={t('account:fields.region')}
          value={form.values.regionId ?? ''}
          onChange={(e) => form.setValue('regionId', e.target.value ? Number(e.target.value) : undefined)}
          onBlur={() => form.touch('regionId')}
          error={form.error('regionId')}
          disabled={!countryId}
          aria-busy={(countryId > 0 && regions.isPending) || undefined}
          autoComplete="address-level1"
        >
          <option value="">{!countryId ? t('account:fields.chooseCountryFirst') : regions.isPending ? t('common:common.loading') : t('account:fields.chooseRegion')}</option>
          {regions.data?.map((r) => (
            <option key={r.regionId} value={r.regionId}>
              {r.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.formRow}>
        <TextField label={t('account:fields.city')} autoComplete="address-level2" maxLength={80} {...form.field('city')} />
        <TextField label={t('account:fields.zip')} autoComplete="postal-code" maxLength={20} {...form.field('zip')} />
      </div>
      <TextField
        label={t('account:fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        hint={phoneCode ? t('account:address.phoneHint', { code: phoneCode }) : undefined}
        {...form.field('phone')}
      />
      <TextField label={t('account:fields.line1')} autoComplete="address-line1" maxLength={200} {...form.field('line1')} />
      <TextField label={t('account:fields.line2')} autoComplete="address-line2" maxLength={200} {...form.field('line2')} />
      <label className={styles.check}>
        <input type="checkbox" name="isDefault" checked={form.values.isDefault} onChange={(e) => form.setValue('isDefault', e.target.checked)} />
        <span>{t('account:address.makeDefault')}</span>
      </label>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" busy={form.busy} data-testid="checkout-address-save">
          {t('account:address.save')}
        </Button>
      </div>
    </form>
  );
}
