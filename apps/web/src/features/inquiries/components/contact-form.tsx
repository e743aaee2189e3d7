import { CONTACT_TOPICS, contactBody, INQUIRY_COMPANY_MAX, INQUIRY_NAME_MAX, INQUIRY_TEXT_MAX, type ContactTopic, type UserInfo } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import { inquiriesApi, inquiryFormData, MY_INQUIRIES_KEY } from '../../../lib/shared-api/inquiries-api';
import { useSite } from '../../../lib/site-store';
import { serverFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { FileField } from './file-field';
import type { InquirySent } from './inquiry-form';
import styles from './inquiry-form.module.css';
import { usePersonName } from '../../../components/ui/name-fields';

interface Values extends Record<string, unknown> {
  topic: ContactTopic | '';
  name: string;
  email: string;
  company: string;
  message: string;
}

/**
 * The contact-us form (topic, name, e-mail, company, message, optional file): for anyone, a
 * logged-in buyer's details filled in. It becomes an inquiry of kind contact in the sales queue,
 * with the same confirmation and limits as the inquiry form.
 */
export function ContactForm({ onSent, initial = {} }: { onSent(sent: InquirySent): void; /** What the page opening it knows: a support request's topic and product number. */ initial?: { topic?: ContactTopic; message?: string } }) {
  const { t } = useTranslation(['account', 'common']);
  const personName = usePersonName();
  const queryClient = useQueryClient();
  const user = useSite((s) => s.loginUser as Partial<UserInfo> | null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useZodForm(contactBody, {
    topic: initial.topic ?? '',
    name: user ? personName({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' }) : '',
    email: user?.email ?? '',
    company: user?.companyName ?? '',
    message: (initial.message ?? '').slice(0, INQUIRY_TEXT_MAX),
  } as Values);
  const { values } = form;

  const onSubmit = form.submit(
    async (data) => {
      const { data: created, msg } = await inquiriesApi.contact(inquiryFormData(data, file));
      alert.success(msg);
      void queryClient.invalidateQueries({ queryKey: MY_INQUIRIES_KEY });
      onSent({ inquiryNo: created.inquiryNo, guestEmail: user ? null : data.email });
    },
    (err) => {
      setFileError(serverFieldErrors(err)?.file);
      return false;
    },
  );

  return (
    <form ref={form.formRef} noValidate className={styles.form} onSubmit={(e) => void onSubmit(e)} data-testid="contact-form">
      <SelectField
        label={t('inquiries.contact.topic')}
        name="topic"
        value={values.topic}
        onChange={(e) => form.setValue('topic', e.target.value as ContactTopic)}
        onBlur={() => form.touch('topic')}
        error={form.error('topic')}
        required
        data-testid="contact-topic"
      >
        <option value="">{t('inquiries.form.choose')}</option>
        {CONTACT_TOPICS.map((k) => (
          <option key={k} value={k}>
            {t(`inquiries.topic.${k}`)}
          </option>
        ))}
      </SelectField>
      <div className={styles.row}>
        <TextField label={t('inquiries.contact.name')} required maxLength={INQUIRY_NAME_MAX} autoComplete="name" data-testid="contact-name" {...form.field('name')} />
        {/* A buyer is answered at their account's address (the server takes that one). */}
        <TextField label={t('inquiries.contact.email')} type="email" required autoComplete="email" readOnly={Boolean(user)} data-testid="contact-email" {...form.field('email')} />
      </div>
      <TextField label={t('inquiries.form.company')} maxLength={INQUIRY_COMPANY_MAX} autoComplete="organization" {...form.field('company')} />
      <TextAreaField
        label={t('inquiries.contact.message')}
        hint={t('inquiries.form.counter', { count: values.message.length, max: INQUIRY_TEXT_MAX })}
        rows={6}
        required
        data-testid="contact-message"
        {...form.field('message')}
      />
      <FileField
        label={t('inquiries.form.file')}
        value={file}
        onChange={(f) => {
          setFile(f);
          setFileError(undefined);
        }}
        error={fileError}
        disabled={form.busy}
        testId="contact-file"
      />
      <p className={styles.hint}>{t('inquiries.form.replyTime')}</p>
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy} data-testid="contact-submit">
          {t('inquiries.contact.submit')}
        </Button>
      </div>
    </form>
  );
}
