import { COMPANY_FILES_MAX, COMPANY_INDUSTRIES, COMPANY_NAME_MAX, companyApplyBody, companyUpdateBody, EU_VAT_FORMATS, TAX_NO_MAX, taxNoIssue, taxNoScheme, type Company, type CompanyIndustry } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CountrySelect } from '../../../components/address/country-select';
import { DocumentsField, type SentDocument } from '../../../components/ui/documents-field';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { userCountriesQuery } from '../../../lib/shared-api/address-api';
import { useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import { useZodForm } from '../../../lib/use-zod-form';
import styles from '../companies.module.css';

// The company's data: the application (with optional documents) and the admin's edit of the
// profile (over the version read). The form checks with the contract's schemas the server
// validates with, and the tax number by the chosen country with the invoice titles' rule
// (taxNoIssue: China's credit code and its check character, an EU VAT number's format, free text
// elsewhere), so the buyer sees the problem as they type.

interface CompanyValues extends Record<string, unknown> {
  name: string;
  countryId: number | undefined;
  taxNo: string;
  address: string;
  city: string;
  postcode: string;
  industry: CompanyIndustry | '';
  phone: string;
  fileIds?: string[];
  version?: number;
}
type Out = z.output<typeof companyApplyBody> & { version?: number };

const fromCompany = (c: Company): CompanyValues => ({ name: c.name, countryId: c.countryId, taxNo: c.taxNo, address: c.address, city: c.city, postcode: c.postcode, industry: c.industry, phone: c.phone });

interface CompanyFormProps {
  /** apply: a new application (documents too); edit: the admin's change of the profile. */
  mode: 'apply' | 'edit';
  /** The values to start from: the company edited, or a rejected application applied for again. */
  start?: Company;
  submitLabel: string;
  onSubmit(body: Out, files: SentDocument[]): Promise<void>;
  onCancel?(): void;
}

export function CompanyForm({ mode, start, submitLabel, onSubmit, onCancel }: CompanyFormProps) {
  const { t } = useTranslation(['companies', 'common']);
  const { langId, ready } = useShop();
  const defaultCountry = useSite((s) => s.defaultCountry);
  const countries = useQuery({ ...userCountriesQuery(langId), enabled: ready });
  const codeOf = (countryId: number | undefined) => countries.data?.find((c) => c.countryId === countryId)?.code;
  const blank: CompanyValues = { name: '', countryId: defaultCountry ?? undefined, taxNo: '', address: '', city: '', postcode: '', industry: '', phone: '' };
  const initial: CompanyValues =
    mode === 'edit' && start ? { ...fromCompany(start), version: start.version } : { ...(start ? fromCompany(start) : blank), fileIds: [] };
  const schema = (mode === 'apply' ? companyApplyBody : companyUpdateBody) as unknown as z.ZodType<Out>;
  const form = useZodForm(schema, initial, {
    check: (v) => {
      const key = taxNoIssue(codeOf(v.countryId), v.taxNo);
      return key ? { taxNo: key } : {};
    },
  });
  const [files, setFiles] = useState<SentDocument[]>([]);
  const [uploading, setUploading] = useState(false);
  const v = form.values;
  const code = codeOf(v.countryId);
  const scheme = taxNoScheme(code);
  const taxHint = !v.countryId ? t('apply.hint.country') : scheme === 'vat' ? t('apply.hint.vat', { example: EU_VAT_FORMATS[code!]!.example }) : t(`apply.hint.${scheme}`);

  const submit = form.submit((body) => onSubmit(body, files));

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="company-form">
      <TextField label={t('apply.name')} hint={t('apply.nameHint')} maxLength={COMPANY_NAME_MAX} autoComplete="organization" {...form.field('name')} />
      <div className={styles.row}>
        <CountrySelect name="countryId" label={t('apply.country')} value={v.countryId} onChange={(id) => form.setValue('countryId', id)} onBlur={() => form.touch('countryId')} error={form.error('countryId')} />
        <TextField label={t('apply.taxNo')} hint={taxHint} maxLength={TAX_NO_MAX + 8} autoCapitalize="characters" spellCheck={false} data-testid="company-tax-no" {...form.field('taxNo')} />
      </div>
      <TextField label={t('apply.address')} maxLength={300} autoComplete="street-address" {...form.field('address')} />
      <div className={styles.row}>
        <TextField label={t('apply.city')} maxLength={80} autoComplete="address-level2" {...form.field('city')} />
        <TextField label={t('apply.postcode')} maxLength={20} autoComplete="postal-code" {...form.field('postcode')} />
      </div>
      <div className={styles.row}>
        <SelectField label={t('apply.industry')} name="industry" value={v.industry} onChange={(e) => form.setValue('industry', e.target.value as CompanyIndustry | '')} onBlur={() => form.touch('industry')} error={form.error('industry')}>
          <option value="">{t('apply.chooseIndustry')}</option>
          {COMPANY_INDUSTRIES.map((i) => (
            <option key={i} value={i}>
              {t(`industry.${i}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('apply.phone')} hint={t('apply.phoneHint')} type="tel" inputMode="tel" maxLength={40} autoComplete="tel" {...form.field('phone')} />
      </div>
      {mode === 'apply' && (
        <DocumentsField
          ns="companies"
          max={COMPANY_FILES_MAX}
          testId="company"
          value={files}
          onBusy={setUploading}
          error={form.error('fileIds')}
          onChange={(next) => {
            setFiles(next);
            form.setValue('fileIds', next.map((f) => f.id));
          }}
        />
      )}
      <div className={styles.formActions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common:common.cancel')}
          </Button>
        )}
        <Button type="submit" busy={form.busy} disabled={uploading} data-testid="company-submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
