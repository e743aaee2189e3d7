import { ADDRESS_TYPES, addressBody, type Address } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, Plus, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import { useZodForm } from '../../../lib/use-zod-form';
import { ACCOUNT_KEY, accountApi, addressesQuery, regionsQuery, userCountriesQuery } from '../api/account-api';
import styles from '../components/account.module.css';
import { CountrySelect } from '../components/country-select';
import { LoadError } from '../components/load-error';

type AddressType = (typeof ADDRESS_TYPES)[number];
type Editing = { mode: 'new'; type: AddressType } | { mode: 'edit'; address: Address };

/** /accountCenter/address: shipping and billing addresses, each with one default. */
export function Component() {
  const { t } = useTranslation(['account', 'pages', 'common']);
  const queryClient = useQueryClient();
  const list = useQuery(addressesQuery());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...ACCOUNT_KEY, 'addresses'] });

  const remove = useMutation({
    mutationFn: (a: Address) => accountApi.deleteAddress(a.addressId),
    onSuccess: async () => {
      setDeleting(null);
      alert.success(t('success.deleted'));
      await refresh();
    },
  });
  const makeDefault = useMutation({
    mutationFn: (a: Address) => accountApi.setDefaultAddress(a.addressId),
    onSuccess: async () => {
      alert.success(t('success.operationSuccessful'));
      await refresh();
    },
  });

  const addresses = list.data ?? [];
  const addButton = (
    <Button onClick={() => setEditing({ mode: 'new', type: 'shipping' })} data-testid="address-add">
      <Plus size={16} aria-hidden="true" />
      {t('address.add')}
    </Button>
  );

  return (
    <PageFrame title={t('pages:address')}>
      {list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div aria-busy="true" className={styles.cards}>
          <Skeleton height={180} />
          <Skeleton height={180} />
        </div>
      ) : addresses.length === 0 ? (
        <div className={styles.empty}>
          <MapPin size={40} aria-hidden="true" />
          <h2>{t('address.emptyTitle')}</h2>
          <p>{t('address.emptyText')}</p>
          {addButton}
        </div>
      ) : (
        <>
          <div className={styles.panelHead}>
            <p>{t('address.lead')}</p>
            {addButton}
          </div>
          {ADDRESS_TYPES.map((type) => {
            const group = addresses.filter((a) => a.type === type);
            return (
              <section key={type} className={styles.group} aria-labelledby={`group-${type}`}>
                <h2 id={`group-${type}`}>{t(`address.groups.${type}`)}</h2>
                {group.length === 0 ? (
                  <p className={styles.fileHint}>
                    {t(`address.groupEmpty.${type}`)}{' '}
                    <Button variant="ghost" size="small" onClick={() => setEditing({ mode: 'new', type })}>
                      {t('address.addOne')}
                    </Button>
                  </p>
                ) : (
                  <ul className={styles.cards}>
                    {group.map((a) => (
                      <li key={a.addressId} className={[styles.card, a.isDefault ? styles.cardDefault : ''].join(' ')} data-testid="address-card">
                        <div className={styles.cardHead}>
                          <h3>
                            {a.firstName} {a.lastName}
                          </h3>
                          {a.isDefault && (
                            <span className={styles.badge}>
                              <Star size={12} aria-hidden="true" />
                              {t('address.default')}
                            </span>
                          )}
                        </div>
                        <address>
                          {a.line1}
                          {a.line2 && (
                            <>
                              <br />
                              {a.line2}
                            </>
                          )}
                          <br />
                          {t('address.cityLine', { city: a.city, region: a.region, zip: a.zip })}
                          <br />
                          {a.country}
                          <br />
                          {a.phone}
                        </address>
                        <div className={styles.cardActions}>
                          <Button variant="secondary" size="small" onClick={() => setEditing({ mode: 'edit', address: a })} aria-label={t('address.editOf', { name: `${a.firstName} ${a.lastName}`, line: a.line1 })}>
                            {t('address.edit')}
                          </Button>
                          <Button variant="ghost" size="small" onClick={() => setDeleting(a)} aria-label={t('address.deleteOf', { name: `${a.firstName} ${a.lastName}`, line: a.line1 })}>
                            {t('address.delete')}
                          </Button>
                          {!a.isDefault && (
                            <Button variant="ghost" size="small" busy={makeDefault.isPending && makeDefault.variables?.addressId === a.addressId} onClick={() => makeDefault.mutate(a)}>
                              {t('address.setDefault')}
                            </Button>
                          )}
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('address.editTitle') : t('address.addTitle')}
        closeLabel={t('common:common.close')}
      >
        {editing && (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.addressId : 'new'}
            editing={editing}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              alert.success(t('success.addressSaved'));
              await refresh();
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('address.deleteTitle')}
        closeLabel={t('common:common.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('common:common.cancel')}
            </Button>
            <Button variant="accent" busy={remove.isPending} onClick={() => deleting && remove.mutate(deleting)} data-testid="address-delete-confirm">
              {t('address.delete')}
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{deleting ? t('address.deleteText', { name: `${deleting.firstName} ${deleting.lastName}`, line: deleting.line1 }) : null}</p>
      </Dialog>
    </PageFrame>
  );
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

function initialValues(editing: Editing, countryId: number | null): AddressValues {
  if (editing.mode === 'edit') {
    const { addressId: _id, country: _c, region: _r, ...rest } = editing.address;
    return rest;
  }
  return { type: editing.type, firstName: '', lastName: '', countryId: countryId ?? undefined, regionId: undefined, city: '', zip: '', phone: '', line1: '', line2: '', isDefault: false };
}

function AddressForm({ editing, onCancel, onSaved }: { editing: Editing; onCancel(): void; onSaved(): Promise<void> }) {
  const { t } = useTranslation(['account', 'common']);
  const { langId, ready } = useShop();
  const defaultCountry = useSite((s) => s.defaultCountry);
  const form = useZodForm(addressBody, initialValues(editing, defaultCountry));
  const countryId = form.values.countryId ?? 0;
  const regions = useQuery({ ...regionsQuery(countryId, langId), enabled: ready && countryId > 0 });
  const countries = useQuery({ ...userCountriesQuery(langId), enabled: ready });
  const phoneCode = countries.data?.find((c) => c.countryId === countryId)?.phoneCode;

  const onSubmit = form.submit(async (body) => {
    if (editing.mode === 'edit') await accountApi.updateAddress(editing.address.addressId, body);
    else await accountApi.createAddress(body);
    await onSaved();
  });

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.typeChoice}>
        <legend>{t('fields.addressType')}</legend>
        {ADDRESS_TYPES.map((type) => (
          <label key={type} className={styles.check}>
            <input type="radio" name="type" value={type} checked={form.values.type === type} onChange={() => form.setValue('type', type)} />
            <span>{t(`address.types.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <TextField label={t('fields.firstName')} autoComplete="given-name" maxLength={60} {...form.field('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" maxLength={60} {...form.field('lastName')} />
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
        <Button type="submit" busy={form.busy} data-testid="address-save">
          {t('address.save')}
        </Button>
      </div>
    </form>
  );
}
