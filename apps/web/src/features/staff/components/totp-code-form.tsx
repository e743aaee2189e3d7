import { staffTotpCodeBody } from '@netshop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { OtpInput } from '../../../components/ui/otp-input';
import { useZodForm } from '../../../lib/use-zod-form';
import consoleStyles from './console.module.css';

/** A current code of the authenticator app, for turning it on or for new recovery codes. */
export function TotpCodeForm({ label, submit, onSubmit, testId }: { label: ReactNode; submit: ReactNode; onSubmit(code: string): Promise<void>; testId: string }) {
  const { t } = useTranslation(['console-staff', 'account']);
  const form = useZodForm(staffTotpCodeBody, { code: '' });
  const send = form.submit(async ({ code }) => {
    try {
      await onSubmit(code);
    } finally {
      // A code is good once: the next try needs the next one.
      form.reset({ code: '' });
    }
  });
  return (
    <form ref={form.formRef} className={consoleStyles.form} onSubmit={(e) => void send(e)} noValidate data-testid={testId}>
      <OtpInput
        name="code"
        label={label}
        digitLabel={(position, length) => t('account:otp.digit', { position, length })}
        hint={t('security.login.codeHint')}
        value={form.values.code}
        onChange={(v) => form.setValue('code', v)}
        onBlur={() => form.touch('code')}
        error={form.error('code')}
      />
      <div>
        <Button type="submit" busy={form.busy}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
