import { SAMPLE_COMPANY_MAX, SAMPLE_MAX_LINES, SAMPLE_PROJECT_MAX, SAMPLE_REVIEW_DAYS, type Address, type ProductDetail } from '@netshop/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSampleApplication } from '../hooks/use-sample-application';
import { sampleMax, skuLabel } from '../lib/sample-skus';
import styles from './sample-dialog.module.css';
import { PersonNameText } from '../../../components/ui/name-fields';

/**
 * The free-sample application (issue 14): which of the product's eligible SKUs and how many (within
 * each SKU's limit and stock, at most SAMPLE_MAX_LINES SKUs), the project, the company and a
 * shipping address from the address book. Checked with the contract's schema; the per-buyer limits
 * are shown before the buyer types, and the server checks every rule again.
 */
export function SampleDialog({ product, initialSkuId, onClose }: { product: ProductDetail; initialSkuId?: number; onClose(): void }) {
  const { t } = useTranslation(['account', 'common']);
  const formId = useId();
  const app = useSampleApplication(product, initialSkuId, onClose);
  const { form, shipping, onSubmit, blocked, loading } = app;
  const { values, setValue } = form;

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
        <SkuChoice product={product} app={app} hintId={`${formId}-skus-hint`} />
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

/** The eligible SKUs, each with its limit; a chosen one gets its quantity (at most SAMPLE_MAX_LINES SKUs). */
function SkuChoice({ product, app, hintId }: { product: ProductDetail; app: ReturnType<typeof useSampleApplication>; hintId: string }) {
  const { t } = useTranslation(['account']);
  const { eligible, chosen, full, toggle, setQuantity, form } = app;
  return (
    <fieldset className={styles.skus} aria-describedby={hintId}>
      <legend>{t('samples.dialog.skus')}</legend>
      <p id={hintId} className={styles.hint}>
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
