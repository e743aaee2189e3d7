import { codeField, forgotCheckQuery } from '@netshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { OtpInput } from '../../../components/ui/otp-input';
import { alert } from '../../../lib/alerts';
import { useZodForm } from '../../../lib/use-zod-form';
import { accountApi } from '../api/account-api';
import styles from '../components/account.module.css';
import { AuthFrame } from '../components/auth-frame';
import { ResendCode } from '../components/resend-code';
import { useResendCountdown } from '../lib/code-timer';
import { saveReset } from '../lib/reset-state';

const schema = forgotCheckQuery.extend({ code: codeField });

/** /enterCode?email=…: the reset code from the mail, checked before the new password is asked for. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const form = useZodForm(schema, { email, code: '' });
  const { seconds, restart } = useResendCountdown('reset', email);
  const [resending, setResending] = useState(false);

  if (!email) {
    return (
      <AuthFrame title={t('pages:enterCode')} lead={t('reset.missingEmail')}>
        <Link to="/resetPassword" className={buttonClass('primary')}>
          {t('reset.startOver')}
        </Link>
      </AuthFrame>
    );
  }

  const resend = async () => {
    setResending(true);
    try {
      const sent = await accountApi.forgotEmail({ email });
      restart(sent?.resendAfter);
      form.setValue('code', '');
      alert.success(t('resend.sent'));
    } catch {
      /* the client showed why */
    } finally {
      setResending(false);
    }
  };

  // A wrong code comes back as a 400 naming the `code` field: the form shows it there.
  const onSubmit = form.submit(async ({ email: address, code }) => {
    await accountApi.forgotCheck(address, code);
    saveReset(address, code);
    // The router's promise settles when the next page is shown; nothing here waits for it.
    void navigate('/newPassword', { replace: true });
  });

  return (
    <AuthFrame title={t('pages:enterCode')} lead={t('reset.sentTo', { email })}>
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <OtpInput
          name="code"
          label={t('fields.code')}
          digitLabel={(position, length) => t('otp.digit', { position, length })}
          hint={t('otp.hint')}
          value={form.values.code}
          onChange={(v) => form.setValue('code', v)}
          onBlur={() => form.touch('code')}
          error={form.error('code')}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the page is there to take the code just mailed to the buyer
          autoFocus
        />
        <ResendCode seconds={seconds} busy={resending} onResend={() => void resend()} />
        <Button type="submit" className={styles.submit} busy={form.busy}>
          {t('reset.verify')}
        </Button>
      </form>
      <p className={styles.footnote}>
        <Link to={`/resetPassword?email=${encodeURIComponent(email)}`}>{t('reset.otherEmail')}</Link>
      </p>
    </AuthFrame>
  );
}
