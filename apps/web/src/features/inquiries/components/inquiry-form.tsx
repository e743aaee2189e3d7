import { INQUIRY_COMPANY_MAX, INQUIRY_NAME_MAX, INQUIRY_PHONE_MAX, INQUIRY_PRODUCT_NO_MAX, INQUIRY_TEXT_MAX, INQUIRY_TYPES, inquiryBody, type InquirySource, type InquiryType, type UserInfo } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import { inquiriesApi, inquiryFormData, MY_INQUIRIES_KEY } from '../../../lib/shared-api/inquiries-api';
import { useSite } from '../../../lib/site-store';
import { useCartOwner } from '../../../lib/use-cart-owner';
import { serverFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { FileField } from './file-field';
import styles from './inquiry-form.module.css';

/** What the place the form opens from fills in: the product page its product and chosen SKU. */
export interface InquiryPrefill {
  type?: InquiryType;
  productNo?: string;
  spuId?: number;
  skuId?: number;
  /** The product's name, shown above the form. */
  productName?: string;
  /** A solution page's solution: what the inquiry is about instead of a product number. */
  solution?: { id: number; title: string };
  /** A cart's quote request: the lines to price (shown above the form, sent with it). */
  lines?: { skuId: number; quantity: number; productNo: string; name: string }[];
}

export interface InquirySent {
  inquiryNo: string;
  /** The guest's address the reply goes to; null for a logged-in buyer. */
  guestEmail: string | null;
}

interface Values extends Record<string, unknown> {
  type: InquiryType | '';
  productNo: string;
  company: string;
  phone: string;
  details: string;
  name: string;
  email: string;
  spuId: string;
  skuId: string;
  solutionId: string;
  source: InquirySource;
  /** The lines as JSON text (multipart fields are text), or empty. */
  lines: string;
}

/**
 * The inquiry form (docs/product.md#entities product number, company name, details, phone, type, optional file; docs/product.md#validation the
 * product number and details required, "Product number too long", the file one of the types of docs/product.md#validation up
 * to 5 MB), checked with the contract's schema the server checks with. A guest also gives an
 * e-mail (and a name), where the reply goes. Shared by the create page and the product page's
 * dialog, which load it (and zod) only when a buyer opens it.
 */
export function InquiryForm({ prefill = {}, source, onSent, onCancel }: { prefill?: InquiryPrefill; source: InquirySource; onSent(sent: InquirySent): void; onCancel?(): void }) {
  const { t } = useTranslation(['account', 'common']);
  const queryClient = useQueryClient();
  const owner = useCartOwner();
  const guest = owner === 'guest';
  const profileCompany = useSite((s) => (s.loginUser as Partial<UserInfo> | null)?.companyName ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useZodForm(
    inquiryBody,
    {
      type: prefill.type ?? '',
      productNo: (prefill.productNo ?? '').slice(0, INQUIRY_PRODUCT_NO_MAX),
      company: profileCompany,
      phone: '',
      details: '',
      name: '',
      email: '',
      spuId: prefill.spuId ? String(prefill.spuId) : '',
      skuId: prefill.skuId ? String(prefill.skuId) : '',
      solutionId: prefill.solution ? String(prefill.solution.id) : '',
      source,
      lines: prefill.lines?.length ? JSON.stringify(prefill.lines.map(({ skuId, quantity }) => ({ skuId, quantity }))) : '',
    } as Values,
    // The schema takes an absent e-mail (a buyer is answered at their account's); a guest must give one.
    { check: (v) => (guest && !v.email.trim() ? { email: 'required' } : {}) },
  );
  const { values } = form;

  const onSubmit = form.submit(
    async (data) => {
      const base = guest ? data : { ...data, email: undefined, name: undefined };
      const fields = { ...base, lines: values.lines || undefined };
      const { data: created, msg } = await inquiriesApi.create(inquiryFormData(fields, file));
      // docs/product.md#errors: "inquiry submitted (reply within 1 business day)", in the server's words and language.
      alert.success(msg);
      void queryClient.invalidateQueries({ queryKey: MY_INQUIRIES_KEY });
      onSent({ inquiryNo: created.inquiryNo, guestEmail: guest ? (data.email ?? null) : null });
    },
    (err) => {
      // The server's word on the file (its content, its size) stays with the file field.
      setFileError(serverFieldErrors(err)?.file);
      return false;
    },
  );
  const chooseFile = (f: File | null) => {
    setFile(f);
    setFileError(undefined);
  };

  return (
    <form ref={form.formRef} noValidate className={styles.form} onSubmit={(e) => void onSubmit(e)} data-testid="inquiry-form">
      {prefill.productName && <p className={styles.about}>{t('inquiries.form.about', { name: prefill.productName })}</p>}
      {prefill.solution && (
        <p className={styles.about} data-testid="inquiry-solution">
          {t('inquiries.form.aboutSolution', { name: prefill.solution.title })}
        </p>
      )}
      {prefill.lines && prefill.lines.length > 0 && (
        <div className={styles.about} data-testid="inquiry-lines">
          <p>{t('inquiries.form.cartLines', { count: prefill.lines.length })}</p>
          <ul className={styles.lines}>
            {prefill.lines.map((l) => (
              <li key={l.skuId}>
                <span>{l.productNo}</span> <span className={styles.lineName}>{l.name}</span> <span>× {l.quantity}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.row}>
        <SelectField
          label={t('inquiries.form.type')}
          name="type"
          value={values.type}
          onChange={(e) => form.setValue('type', e.target.value as InquiryType)}
          onBlur={() => form.touch('type')}
          error={form.error('type')}
          required
          data-testid="inquiry-type"
        >
          <option value="">{t('inquiries.form.choose')}</option>
          {INQUIRY_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`inquiries.type.${k}`)}
            </option>
          ))}
        </SelectField>
        {/* An inquiry about a solution names the solution (above), not a product number. */}
        {!prefill.solution && (
          <TextField
            label={t('inquiries.form.productNo')}
            hint={t('inquiries.form.productNoHint', { max: INQUIRY_PRODUCT_NO_MAX })}
            required
            autoComplete="off"
            data-testid="inquiry-product-no"
            {...form.field('productNo')}
          />
        )}
      </div>
      <div className={styles.row}>
        <TextField label={t('inquiries.form.company')} maxLength={INQUIRY_COMPANY_MAX} autoComplete="organization" {...form.field('company')} />
        <TextField label={t('inquiries.form.phone')} type="tel" maxLength={INQUIRY_PHONE_MAX} autoComplete="tel" {...form.field('phone')} />
      </div>
      {guest && (
        <div className={styles.row}>
          <TextField label={t('inquiries.form.name')} maxLength={INQUIRY_NAME_MAX} autoComplete="name" {...form.field('name')} />
          <TextField
            label={t('inquiries.form.email')}
            hint={t('inquiries.form.emailHint')}
            type="email"
            required
            autoComplete="email"
            data-testid="inquiry-email"
            {...form.field('email')}
          />
        </div>
      )}
      <TextAreaField
        label={t('inquiries.form.details')}
        placeholder={t('inquiries.form.detailsPlaceholder')}
        hint={t('inquiries.form.counter', { count: values.details.length, max: INQUIRY_TEXT_MAX })}
        rows={5}
        required
        data-testid="inquiry-details"
        {...form.field('details')}
      />
      <FileField label={t('inquiries.form.file')} value={file} onChange={chooseFile} error={fileError} disabled={form.busy} testId="inquiry-file" />
      <p className={styles.hint}>{t('inquiries.form.replyTime')}</p>
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common:common.cancel')}
          </Button>
        )}
        <Button type="submit" busy={form.busy} data-testid="inquiry-submit">
          {t('inquiries.form.submit')}
        </Button>
      </div>
    </form>
  );
}
