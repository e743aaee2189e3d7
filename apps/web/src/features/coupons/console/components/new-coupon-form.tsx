import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useCouponFormats } from '../hooks/use-coupon-formats';
import { useCouponForm } from '../hooks/use-coupon-form';
import styles from '../pages/console-coupons.module.css';

/** The form for a new coupon (useCouponForm checks it): code, kind and value, minimum, validity, visibility. */
export function NewCouponForm() {
  const { t } = useTranslation(['console', 'account']);
  const fmt = useCouponFormats();
  const { values, set, fieldProps, create, busy, formRef, valid } = useCouponForm();
  const percent = values.kind === 'percent';
  const preview = valid ? fmt.value(valid) : null;
  return (
    <section className={styles.panel} aria-labelledby="coupon-new-title">
      <h2 id="coupon-new-title">{t('coupons.new')}</h2>
      <form ref={formRef} className={styles.form} onSubmit={(e) => void create(e)} noValidate data-testid="coupon-form">
        <TextField
          id="coupon-code"
          label={t('coupons.code')}
          hint={t('coupons.codeHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={40}
          className={styles.codeField}
          {...fieldProps('code')}
        />
        <fieldset className={styles.kind}>
          <legend>{t('coupons.kind')}</legend>
          {(['percent', 'fixed'] as const).map((kind) => (
            <label key={kind}>
              <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => set('kind', kind)} />
              {t(`coupons.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          id="coupon-value"
          inputMode="decimal"
          autoComplete="off"
          label={percent ? t('coupons.percentValue') : t('coupons.fixedValue')}
          hint={preview ? t('coupons.preview', { value: preview }) : percent ? t('coupons.percentHint') : t('coupons.fixedHint')}
          {...fieldProps('value')}
        />
        <TextField id="coupon-min" inputMode="decimal" autoComplete="off" label={t('coupons.minAmount')} hint={t('coupons.minAmountHint')} {...fieldProps('minAmount')} />
        <TextField id="coupon-starts" type="datetime-local" label={t('coupons.startsAt')} {...fieldProps('startsAt')} />
        <TextField id="coupon-expires" type="datetime-local" label={t('coupons.expiresAt')} {...fieldProps('expiresAt')} />
        <div className={styles.check}>
          <label>
            <input type="checkbox" name="public" checked={values.public} onChange={(e) => set('public', e.target.checked)} aria-describedby="coupon-public-hint" />
            {t('coupons.publicLabel')}
          </label>
          <span id="coupon-public-hint" className={styles.hint}>
            {t('coupons.publicHint')}
          </span>
        </div>
        <div className={styles.formActions}>
          <Button type="submit" busy={busy} data-testid="coupon-create">
            {t('coupons.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
