import { INQUIRY_COMPANY_MAX, INQUIRY_NAME_MAX, INQUIRY_PHONE_MAX, INQUIRY_PRODUCT_NO_MAX, INQUIRY_TEXT_MAX, INQUIRY_TYPES, type InquirySource, type InquiryType } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { useCartOwner } from '../../../lib/use-cart-owner';
import { Button } from '../../../components/ui/button';
import { Segmented } from '../../../components/ui/segmented';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useInquiryForm } from '../hooks/use-inquiry-form';
import type { InquiryPrefill, InquirySent } from '../lib/inquiry-types';
import { FileField } from './file-field';
import styles from './inquiry-form.module.css';

// The form's inputs and outcome, for those that open it.
export type { InquiryPrefill, InquirySent } from '../lib/inquiry-types';

/**
 * The inquiry form (docs/product.md#entities product number, company name, details, phone, type, optional file; docs/product.md#validation the
 * product number and details required, "Product number too long", the file one of the types of docs/product.md#validation up
 * to 5 MB), checked with the contract's schema the server checks with. A guest also gives an
 * e-mail (and a name), where the reply goes. Shared by the create page and the product page's
 * dialog, which load it (and zod) only when a buyer opens it.
 */
export function InquiryForm({ prefill = {}, source, onSent, onCancel }: { prefill?: InquiryPrefill; source: InquirySource; onSent(sent: InquirySent): void; onCancel?(): void }) {
  const { t } = useTranslation(['account', 'common']);
  const guest = useCartOwner() === 'guest';
  const { form, file, fileError, chooseFile, onSubmit, companyName } = useInquiryForm(prefill, source, onSent);
  const { values } = form;

  return (
    <form ref={form.formRef} noValidate className={styles.form} onSubmit={(e) => void onSubmit(e)} data-testid="inquiry-form">
      <InquiryAbout prefill={prefill} />
      {companyName && (
        <div className={styles.purpose} data-testid="inquiry-purchase-for">
          <span className={styles.purposeLabel}>{t('inquiries.company.askFor')}</span>
          <Segmented
            label={t('inquiries.company.askFor')}
            value={values.purchaseFor === 'personal' ? 'personal' : 'company'}
            onChange={(v) => form.setValue('purchaseFor', v)}
            options={[
              { value: 'company', label: companyName, testId: 'inquiry-for-company' },
              { value: 'personal', label: t('inquiries.company.myself'), testId: 'inquiry-for-me' },
            ]}
          />
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

/** What the inquiry is about, as the place it opened from said: the product, the solution, or the cart's lines. */
function InquiryAbout({ prefill }: { prefill: InquiryPrefill }) {
  const { t } = useTranslation(['account']);
  return (
    <>
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
    </>
  );
}
