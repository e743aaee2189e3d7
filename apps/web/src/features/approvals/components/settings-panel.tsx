import { APPROVAL_EXPIRY_DAYS_MAX, LIMIT_PERIODS, type ApprovalSettings, type LimitPeriod } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { alert } from '../../../lib/alerts';
import { useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import { serverFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { APPROVALS_KEY, approvalsApi } from '../api/approvals-api';
import { formFields, settingsForm, typedAmount, type SettingsFormValues } from '../lib/forms';
import styles from '../approvals.module.css';
import { LimitUsage } from './limit-usage';

/** The currencies the shop sells in (each country's), with their decimals: the company's currency is one of them. */
export function useCurrencies(current: { currency: string; minorUnits: number }) {
  const countries = useSite((s) => s.countryArry);
  return useMemo(() => {
    const all = new Map<string, number>([[current.currency, current.minorUnits]]);
    for (const c of countries) if (!all.has(c.currency)) all.set(c.currency, c.minorUnits);
    return all;
  }, [countries, current.currency, current.minorUnits]);
}

const valuesOf = (s: ApprovalSettings): SettingsFormValues => ({
  currency: s.currency,
  expiryDays: String(s.expiryDays),
  limited: s.company !== null,
  companyLimit: s.company ? typedAmount(s.company.limit.amount, s.company.limit.minorUnits) : '',
  period: s.company?.period ?? 'month',
});

/**
 * The company's settings: the currency rules and limits are in, how many days a request waits
 * before it expires, and the optional company-wide limit per month or quarter with what is used
 * of it. An admin (approvals.manage) changes them; everyone else reads them.
 */
export function SettingsPanel({ settings, manage }: { settings: ApprovalSettings; manage: boolean }) {
  const { t } = useTranslation('approvals');
  const { money } = useShop();
  return (
    <section className={`${styles.panel} ${styles.section}`} aria-labelledby="approval-settings-title" data-testid="approval-settings">
      <h2 id="approval-settings-title">{t('settings.title')}</h2>
      {manage ? (
        <SettingsForm settings={settings} />
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{t('settings.currency')}</dt>
            <dd>{settings.currency}</dd>
          </div>
          <div>
            <dt>{t('settings.expiryDays')}</dt>
            <dd>{t('settings.days', { count: settings.expiryDays })}</dd>
          </div>
          {/* The server shows the company-wide limit to those who manage or pay (others get null): "no limit" only then would mislead. */}
          {settings.company && (
            <div>
              <dt>{t('settings.companyLimit')}</dt>
              <dd>{t(`limits.per.${settings.company.period}`, { amount: money(settings.company.limit) })}</dd>
            </div>
          )}
        </dl>
      )}
      {settings.company && <LimitUsage use={settings.company} timeZone={settings.timeZone} testId="approval-company-usage" />}
      <p className={styles.muted}>{t('settings.timeZone', { zone: settings.timeZone })}</p>
    </section>
  );
}

function SettingsForm({ settings }: { settings: ApprovalSettings }) {
  const { t } = useTranslation('approvals');
  const queryClient = useQueryClient();
  const currencies = useCurrencies(settings);
  const schema = useMemo(() => settingsForm((c) => currencies.get(c) ?? settings.minorUnits), [currencies, settings.minorUnits]);
  const form = useZodForm(schema, valuesOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.submit(
    async (body) => {
      setProblem(null);
      const { msg } = await approvalsApi.saveSettings({ ...body, version: settings.version });
      alert.success(msg);
      await queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
    },
    (err) => {
      if (form.applyServerErrors(formFields(serverFieldErrors(err)))) return true;
      // Changed by another admin since the page was read (409): say so and read it again.
      setProblem(err.serverMessage ?? err.message);
      void queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
      return true;
    },
  );
  const currency = form.values.currency;
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="approval-settings-form">
      <div className={styles.row}>
        <SelectField label={t('settings.currency')} hint={t('settings.currencyHint')} {...form.field('currency')} data-testid="settings-currency">
          {[...currencies.keys()].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('settings.expiryDays')}
          hint={t('settings.expiryHint', { max: APPROVAL_EXPIRY_DAYS_MAX })}
          inputMode="numeric"
          autoComplete="off"
          {...form.field('expiryDays')}
          data-testid="settings-expiry"
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={form.values.limited} onChange={(e) => form.setValue('limited', e.target.checked)} data-testid="settings-limited" />
        <span>{t('settings.limited')}</span>
      </label>
      {form.values.limited && (
        <div className={styles.row}>
          <TextField
            label={t('settings.limitAmount', { currency })}
            hint={t('settings.amountHint')}
            inputMode="decimal"
            autoComplete="off"
            {...form.field('companyLimit')}
            data-testid="settings-limit"
          />
          <SelectField label={t('settings.period')} value={form.values.period} onChange={(e) => form.setValue('period', e.target.value as LimitPeriod)} data-testid="settings-period">
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {problem && <Alert kind="error">{problem}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy} data-testid="settings-save">
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
