import { CREDIT_FILES_MAX, CREDIT_TERMS, type CreditTerms } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { DocumentsField, type SentDocument } from '../../../components/ui/documents-field';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { useSite } from '../../../lib/site-store';
import { useZodForm } from '../../../lib/use-zod-form';
import { useMyCompany } from '../../companies';
import { CREDIT_KEY, creditApi, creditOverviewQuery } from '../api/credit-api';
import { minorUnitsOf } from '../lib/format';
import { creditApplicationForm } from '../lib/forms';
import styles from '../credit.module.css';

/** The currencies a limit may be asked in: the shop's (every country's), the visitor's first. */
function useCurrencies(): string[] {
  const countries = useSite((s) => s.countryArry);
  const current = useSite((s) => s.basePriceInfo?.currency);
  return useMemo(() => {
    const all = [...new Set([current, ...countries.map((c) => c.currency)].filter((c): c is string => !!c))];
    return all.length ? all : ['CNY', 'EUR', 'USD'];
  }, [countries, current]);
}

/**
 * /accountCenter/credit/apply (credit.manage; issue 30): the company asks for payment on account —
 * a limit typed as a decimal in a currency (sent in minor units), net terms, trade references and
 * optional documents. The contract's schema checks it as the buyer types; the server's field
 * messages land on their fields. A company with an account or an application under review is
 * sent back to the credit page, which shows it.
 */
export function Component() {
  const { t } = useTranslation(['credit', 'pages']);
  const { membership, can, isLoading } = useMyCompany();
  const allowed = can('credit.manage');
  const overview = useQuery({ ...creditOverviewQuery(), enabled: allowed });

  let body;
  if (isLoading) body = <Skeleton height={360} />;
  else if (!membership || !allowed || membership.company.status !== 'active') {
    body = (
      <section className={styles.panel} data-testid="credit-apply-refused">
        <p className={styles.muted}>{!membership ? t('intro.noCompany') : membership.company.status !== 'active' ? t('intro.inactive') : t('intro.whoApplies')}</p>
        <div className={styles.actions}>
          <Link to="/accountCenter/credit" className={buttonClass('secondary')}>
            {t('apply.back')}
          </Link>
        </div>
      </section>
    );
  } else if (overview.isError && !overview.data) body = <LoadError onRetry={() => void overview.refetch()} />;
  else if (!overview.data) body = <Skeleton height={360} />;
  else if (overview.data.account || overview.data.application?.status === 'pending') return <Navigate to="/accountCenter/credit" replace />;
  else body = <ApplyForm previous={overview.data.application} />;
  return <PageFrame title={t('pages:creditApply')}>{body}</PageFrame>;
}

interface Values extends Record<string, unknown> {
  requestedLimit: string;
  currency: string;
  terms: CreditTerms;
  references: string;
  fileIds: string[];
}

function ApplyForm({ previous }: { previous: { requestedLimit: { amount: number; currency: string; minorUnits: number }; terms: number; references: string } | null }) {
  const { t } = useTranslation(['credit', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currencies = useCurrencies();
  const [currency, setCurrency] = useState(previous?.requestedLimit.currency ?? currencies[0]!);
  const minorUnits = minorUnitsOf(currency);
  const schema = useMemo(() => creditApplicationForm(minorUnits), [minorUnits]);
  // A refused application is sent again from what it asked.
  const initial: Values = {
    requestedLimit: previous ? String(previous.requestedLimit.amount / 10 ** previous.requestedLimit.minorUnits) : '',
    currency,
    terms: (CREDIT_TERMS as readonly number[]).includes(previous?.terms ?? 0) ? (previous!.terms as CreditTerms) : 30,
    references: previous?.references ?? '',
    fileIds: [],
  };
  const form = useZodForm(schema, initial);
  const [files, setFiles] = useState<SentDocument[]>([]);
  const [uploading, setUploading] = useState(false);

  const submit = form.submit(async (body) => {
    const { msg } = await creditApi.apply(body);
    alert.success(msg);
    await queryClient.invalidateQueries({ queryKey: CREDIT_KEY });
    await navigate('/accountCenter/credit', { replace: true });
  });

  return (
    <>
      <p className={styles.lead}>{t('apply.lead')}</p>
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="credit-apply-form">
        <div className={styles.row}>
          <TextField
            label={t('apply.limit')}
            hint={t('apply.limitHint', { currency })}
            inputMode="decimal"
            autoComplete="off"
            data-testid="credit-apply-limit"
            {...form.field('requestedLimit')}
          />
          <SelectField
            label={t('apply.currency')}
            name="currency"
            value={form.values.currency}
            onChange={(e) => {
              setCurrency(e.target.value);
              form.setValue('currency', e.target.value);
            }}
            error={form.error('currency')}
            data-testid="credit-apply-currency"
          >
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className={styles.choice} data-testid="credit-apply-terms">
          <legend>{t('apply.terms')}</legend>
          {CREDIT_TERMS.map((d) => (
            <label key={d}>
              <input type="radio" name="terms" value={d} checked={form.values.terms === d} onChange={() => form.setValue('terms', d)} />
              {t('terms', { days: d })}
            </label>
          ))}
          {form.error('terms') && <p className={styles.fieldError}>{form.error('terms')}</p>}
        </fieldset>
        <TextAreaField label={t('apply.references')} hint={t('apply.referencesHint')} rows={5} maxLength={2000} data-testid="credit-apply-references" {...form.field('references')} />
        <DocumentsField
          ns="credit"
          max={CREDIT_FILES_MAX}
          testId="credit"
          value={files}
          onBusy={setUploading}
          error={form.error('fileIds')}
          onChange={(next) => {
            setFiles(next);
            form.setValue('fileIds', next.map((f) => f.id));
          }}
        />
        <div className={styles.actions}>
          <Link to="/accountCenter/credit" className={buttonClass('secondary')}>
            {t('common:common.cancel')}
          </Link>
          <Button type="submit" busy={form.busy} disabled={uploading} data-testid="credit-apply-submit">
            {t('apply.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
