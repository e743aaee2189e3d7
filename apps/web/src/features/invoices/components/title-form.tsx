import { EU_VAT_FORMATS, INVOICE_TITLE_KINDS, INVOICE_TITLE_NAME_MAX, invoiceTitleBody, TAX_NO_MAX, taxNoIssue, taxNoScheme, type InvoiceTitle, type PurchaseFor } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/address/country-select';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { alert } from '../../../lib/alerts';
import { userCountriesQuery } from '../../../lib/shared-api/address-api';
import { useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import { useZodForm } from '../../../lib/use-zod-form';
import { invoicesApi } from '../api/invoices-api';
import styles from '../invoices.module.css';

// The invoice title form: company or personal, the country first (it decides how the tax number
// is checked: China's 18-character credit code with its check character, an EU VAT number with
// its country's prefix, free text elsewhere), the details a special VAT invoice prints. The tax
// check is the contract's, the same the server makes, so the buyer sees the error as they type.

interface TitleValues extends Record<string, unknown> {
  kind: InvoiceTitle['kind'];
  name: string;
  countryId: number | undefined;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  bankAccount: string;
  isDefault: boolean;
}

const blank = (countryId: number | null): TitleValues => ({ kind: 'company', name: '', countryId: countryId ?? undefined, taxNo: '', address: '', phone: '', bank: '', bankAccount: '', isDefault: false });
const fromTitle = ({ id: _id, countryCode: _code, country: _country, ...t }: InvoiceTitle): TitleValues => t;

interface TitleFormProps {
  /** The title to edit; a new one when absent. */
  title?: InvoiceTitle;
  /** Whose a new title is: the buyer's own (default) or their company's (finance). A change keeps its owner. */
  for?: PurchaseFor;
  onCancel(): void;
  onSaved(title: InvoiceTitle): void | Promise<void>;
}

export function TitleForm({ title, for: owner, onCancel, onSaved }: TitleFormProps) {
  const { t } = useTranslation(['invoices', 'common']);
  const { langId, ready } = useShop();
  const defaultCountry = useSite((s) => s.defaultCountry);
  const countries = useQuery({ ...userCountriesQuery(langId), enabled: ready });
  const codeOf = (countryId: number | undefined) => countries.data?.find((c) => c.countryId === countryId)?.code;
  const form = useZodForm(invoiceTitleBody, title ? fromTitle(title) : blank(defaultCountry), {
    check: (v) => {
      const key = taxNoIssue(codeOf(v.countryId), v.taxNo);
      return key ? { taxNo: key } : {};
    },
  });
  const v = form.values;
  const company = v.kind === 'company';
  const code = codeOf(v.countryId);
  const scheme = taxNoScheme(code);
  const taxHint = !v.countryId ? t('form.hint.country') : scheme === 'vat' ? t('form.hint.vat', { example: EU_VAT_FORMATS[code!]!.example }) : t(`form.hint.${scheme}`);

  const submit = form.submit(async (body) => {
    const { data, msg } = title ? await invoicesApi.updateTitle(title.id, body) : await invoicesApi.createTitle(owner ? { ...body, for: owner } : body);
    alert.success(msg);
    await onSaved(data);
  });

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="title-form">
      <fieldset className={styles.choice}>
        <legend>{t('form.kind')}</legend>
        {INVOICE_TITLE_KINDS.map((kind) => (
          <label key={kind} className={styles.check}>
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={v.kind === kind}
              onChange={() => {
                form.setValue('kind', kind);
                // A person's title carries no bank details (only a company's special invoice prints them).
                if (kind === 'personal') {
                  form.setValue('bank', '');
                  form.setValue('bankAccount', '');
                }
              }}
            />
            <span>{t(`kind.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextField label={t('form.name')} hint={company ? t('form.nameHintCompany') : t('form.nameHintPersonal')} maxLength={INVOICE_TITLE_NAME_MAX} autoComplete={company ? 'organization' : 'name'} {...form.field('name')} />
      <div className={styles.row}>
        <CountrySelect
          name="countryId"
          label={t('form.country')}
          value={v.countryId}
          onChange={(id) => form.setValue('countryId', id)}
          onBlur={() => form.touch('countryId')}
          error={form.error('countryId')}
        />
        <TextField
          label={company ? t('form.taxNo') : t('form.taxNoOptional')}
          hint={taxHint}
          maxLength={TAX_NO_MAX + 8}
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="title-tax-no"
          {...form.field('taxNo')}
        />
      </div>
      <div className={styles.row}>
        <TextField label={t('form.address')} maxLength={300} autoComplete="street-address" {...form.field('address')} />
        <TextField label={t('form.phone')} type="tel" inputMode="tel" maxLength={40} autoComplete="tel" {...form.field('phone')} />
      </div>
      {company && (
        <>
          <div className={styles.row}>
            <TextField label={t('form.bank')} maxLength={120} {...form.field('bank')} />
            <TextField label={t('form.bankAccount')} maxLength={60} inputMode="numeric" spellCheck={false} {...form.field('bankAccount')} />
          </div>
          <p className={styles.muted}>{t('form.specialNote')}</p>
        </>
      )}
      <label className={styles.check}>
        <input type="checkbox" name="isDefault" checked={v.isDefault} onChange={(e) => form.setValue('isDefault', e.target.checked)} />
        <span>{t('form.makeDefault')}</span>
      </label>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" busy={form.busy} data-testid="title-save">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
