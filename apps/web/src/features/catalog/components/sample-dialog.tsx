import { SAMPLE_COMPANY_MAX, SAMPLE_MAX_LINES, SAMPLE_MAX_PER_WINDOW, SAMPLE_PROJECT_MAX, SAMPLE_REVIEW_DAYS, SAMPLE_WINDOW_DAYS, sampleApplyBody, type Address, type ProductDetail, type SkuView, type UserInfo } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { addressesQuery } from '../../../lib/shared-api/address-api';
import { mySamplesQuery, samplesApi, SAMPLES_KEY } from '../../../lib/shared-api/samples-api';
import { useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import { useZodForm } from '../../../lib/use-zod-form';
import styles from './sample-dialog.module.css';
import { PersonNameText } from '../../../components/ui/name-fields';

interface Line {
  skuId: number;
  quantity: number;
}
interface Values extends Record<string, unknown> {
  lines: Line[];
  project: string;
  company: string;
  addressId: number | undefined;
}

/** The SKU as the buyer picked it on the page: its options, e.g. "10 km / Cisco"; the product's name when it has none. */
export function skuLabel(product: ProductDetail, sku: SkuView): string {
  return product.options.map((o) => o.values.find((v) => v.key === sku.attrs[o.key])?.label).filter(Boolean).join(' / ') || product.name;
}
/** Units one application may ask for: the SKU's sample limit, and no more than is in stock. */
export const sampleMax = (sku: SkuView) => Math.max(0, Math.min(sku.sampleLimit, sku.stock));

/**
 * The free-sample application (issue 14): which of the product's eligible SKUs and how many (within
 * each SKU's limit and stock, at most SAMPLE_MAX_LINES SKUs), the project, the company and a
 * shipping address from the address book. Checked with the contract's schema; the per-buyer limits
 * are shown before the buyer types, and the server checks every rule again.
 */
export function SampleDialog({ product, initialSkuId, onClose }: { product: ProductDetail; initialSkuId?: number; onClose(): void }) {
  const { t } = useTranslation(['account', 'common']);
  const { langId, locale } = useShop();
  const queryClient = useQueryClient();
  const formId = useId();
  const addresses = useQuery(addressesQuery());
  const mine = useQuery(mySamplesQuery(langId));
  const profileCompany = useSite((s) => (s.loginUser as Partial<UserInfo> | null)?.companyName ?? '');
  const eligible = useMemo(() => product.skus.filter((s) => s.sampleLimit > 0), [product.skus]);
  const shipping = useMemo(
    () => (addresses.data ?? []).filter((a) => a.type === 'shipping').sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
    [addresses.data],
  );
  const first = eligible.find((s) => s.skuId === initialSkuId && sampleMax(s) > 0) ?? (eligible.length === 1 && sampleMax(eligible[0]) > 0 ? eligible[0] : undefined);
  const form = useZodForm(sampleApplyBody, { lines: first ? [{ skuId: first.skuId, quantity: 1 }] : [], project: '', company: profileCompany, addressId: undefined } as Values);
  const { values, setValue } = form;

  // The default shipping address once the address book has loaded.
  useEffect(() => {
    if (values.addressId === undefined && shipping[0]) setValue('addressId', shipping[0].addressId);
  }, [shipping, values.addressId, setValue]);

  const chosen = new Map(values.lines.map((l) => [l.skuId, l.quantity]));
  const full = chosen.size >= SAMPLE_MAX_LINES;
  const toggle = (sku: SkuView, on: boolean) =>
    setValue('lines', on ? [...values.lines, { skuId: sku.skuId, quantity: 1 }] : values.lines.filter((l) => l.skuId !== sku.skuId));
  const setQuantity = (skuId: number, quantity: number) => setValue('lines', values.lines.map((l) => (l.skuId === skuId ? { ...l, quantity } : l)));

  const onSubmit = form.submit(
    async (body) => {
      const { msg } = await samplesApi.apply(body);
      alert.success(msg);
      await queryClient.invalidateQueries({ queryKey: SAMPLES_KEY });
      onClose();
    },
    // The client has shown why (one under review, a limit, stock): the limits are read again.
    () => void queryClient.invalidateQueries({ queryKey: SAMPLES_KEY }),
  );

  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
  const blocked = mine.data
    ? mine.data.pending > 0
      ? t('samples.dialog.pending')
      : mine.data.nextAllowedAt
        ? t('samples.dialog.full', { max: SAMPLE_MAX_PER_WINDOW, days: SAMPLE_WINDOW_DAYS, date: date(mine.data.nextAllowedAt) })
        : null
    : null;
  const loading = !mine.data || !addresses.data;

  let content;
  if (loading) content = <Skeleton height={240} />;
  else if (blocked)
    content = (
      <div className={styles.notice} role="status" data-testid="sample-blocked">
        <p>{blocked}</p>
        <Link to="/accountCenter/samples" onClick={onClose}>
          {t('samples.dialog.viewApplications')}
        </Link>
      </div>
    );
  else
    content = (
      <form id={formId} ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="sample-form">
        <p className={styles.lead}>{t('samples.dialog.lead', { days: SAMPLE_REVIEW_DAYS })}</p>
        <fieldset className={styles.skus} aria-describedby={`${formId}-skus-hint`}>
          <legend>{t('samples.dialog.skus')}</legend>
          <p id={`${formId}-skus-hint`} className={styles.hint}>
            {t('samples.dialog.skusHint', { max: SAMPLE_MAX_LINES, count: chosen.size })}
          </p>
          <ul>
            {eligible.map((sku) => {
              const max = sampleMax(sku);
              const on = chosen.has(sku.skuId);
              const label = skuLabel(product, sku);
              return (
                <li key={sku.skuId} className={styles.sku} data-testid={`sample-sku-${sku.skuId}`}>
                  <label className={styles.skuName}>
                    <input type="checkbox" checked={on} disabled={max === 0 || (!on && full)} onChange={(e) => toggle(sku, e.target.checked)} />
                    <span>
                      <span className={styles.options}>{label}</span>
                      <span className={styles.hint}>
                        <span className={styles.productNo}>{sku.productNo}</span> · {max === 0 ? t('samples.dialog.outOfStock') : t('samples.dialog.skuLimit', { count: max })}
                      </span>
                    </span>
                  </label>
                  {on && (
                    <label className={styles.qty}>
                      <span className="visually-hidden">{t('samples.dialog.quantityOf', { sku: sku.productNo })}</span>
                      <select value={chosen.get(sku.skuId)} onChange={(e) => setQuantity(sku.skuId, Number(e.target.value))} data-testid={`sample-qty-${sku.skuId}`}>
                        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </li>
              );
            })}
          </ul>
          {form.error('lines') && (
            <p className={styles.error} role="alert">
              {t('samples.dialog.chooseSku')}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={t('samples.dialog.project')}
          hint={t('samples.dialog.projectHint', { max: SAMPLE_PROJECT_MAX })}
          rows={4}
          maxLength={SAMPLE_PROJECT_MAX}
          {...form.field('project')}
        />
        <TextField label={t('samples.dialog.company')} autoComplete="organization" maxLength={SAMPLE_COMPANY_MAX} {...form.field('company')} />
        <AddressChoice addresses={shipping} value={values.addressId} onChange={(id) => setValue('addressId', id)} error={form.error('addressId') ? t('samples.dialog.chooseAddress') : undefined} onLeave={onClose} />
      </form>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('samples.dialog.title')}
      closeLabel={t('common:common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {loading || blocked ? t('common:common.close') : t('common:common.cancel')}
          </Button>
          {!loading && !blocked && (
            <Button type="submit" form={formId} variant="accent" busy={form.busy} data-testid="sample-submit">
              {t('samples.dialog.submit')}
            </Button>
          )}
        </>
      }
    >
      {content}
    </Dialog>
  );
}

function AddressChoice({ addresses, value, onChange, error, onLeave }: { addresses: Address[]; value: number | undefined; onChange(id: number): void; error?: string; onLeave(): void }) {
  const { t } = useTranslation('account');
  const errorId = useId();
  return (
    <fieldset className={styles.addresses} aria-describedby={error ? errorId : undefined}>
      <legend>{t('samples.dialog.address')}</legend>
      {addresses.length === 0 ? (
        <p className={styles.hint} data-testid="sample-no-address">
          {t('samples.dialog.noAddress')}{' '}
          <Link to="/accountCenter/address" onClick={onLeave} className={buttonClass('secondary')}>
            {t('samples.dialog.addAddress')}
          </Link>
        </p>
      ) : (
        addresses.map((a) => (
          <label key={a.addressId} className={styles.address}>
            <input type="radio" name="addressId" checked={value === a.addressId} onChange={() => onChange(a.addressId)} />
            <span>
              <strong>
                <PersonNameText name={a} />
              </strong>
              <span>
                {a.line1}
                {a.line2 ? `, ${a.line2}` : ''}, {t('address.cityLine', { city: a.city, region: a.region, zip: a.zip, context: a.region ? undefined : 'noRegion' })}, {a.country}
              </span>
            </span>
          </label>
        ))
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
