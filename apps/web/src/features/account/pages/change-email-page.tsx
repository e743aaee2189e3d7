import { emailChangeBody, emailChangeCodeBody } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { OtpInput } from '../../../components/ui/otp-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { useZodForm } from '../../../lib/use-zod-form';
import { ACCOUNT_KEY, accountApi } from '../api/account-api';
import styles from '../components/account.module.css';
import { LoadError } from '../../../components/ui/load-error';
import { PasswordField } from '../components/password-field';
import { ResendCode } from '../components/resend-code';
import { rememberCodeSent, useResendCountdown } from '../lib/code-timer';
import { setUser } from '../../../lib/site-store';
import { useMe } from '../lib/use-me';

const PROFILE = '/accountCenter/profileManagement';

/** /accountCenter/changeEmail: new address and password → a code to the new address → confirmed. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const me = useMe();
  // Kept in memory only: the resend needs the password again, and nothing stores it.
  const [request, setRequest] = useState<{ newEmail: string; password: string } | null>(null);
  return (
    <PageFrame title={t('pages:changeEmail')}>
      <section className={styles.panel}>
        {me.isError && !me.data ? (
          <LoadError onRetry={() => void me.refetch()} />
        ) : !me.data ? (
          <Skeleton height={220} />
        ) : request ? (
          <CodeStep request={request} onBack={() => setRequest(null)} />
        ) : (
          <RequestStep currentEmail={me.data.email} onSent={setRequest} />
        )}
      </section>
    </PageFrame>
  );
}

function RequestStep({ currentEmail, onSent }: { currentEmail: string; onSent(r: { newEmail: string; password: string }): void }) {
  const { t } = useTranslation('account');
  const form = useZodForm(emailChangeCodeBody, { newEmail: '', password: '' });
  // A wrong password comes back as a 400 naming the `password` field.
  const onSubmit = form.submit(async (body) => {
    if (body.newEmail === currentEmail.toLowerCase()) {
      form.setFieldError('newEmail', t('email.same'));
      return;
    }
    const sent = await accountApi.emailCode(body);
    rememberCodeSent('email', body.newEmail, sent?.resendAfter);
    onSent(body);
  });
  return (
    <>
      <div className={styles.panelHead}>
        <div>
          <h2>{t('email.requestTitle')}</h2>
          <p>{t('email.current', { email: currentEmail })}</p>
        </div>
      </div>
      <form ref={form.formRef} className={`${styles.form} ${styles.narrow}`} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField label={t('fields.newEmail')} type="email" autoComplete="email" inputMode="email" hint={t('email.newHint')} {...form.field('newEmail')} />
        <PasswordField label={t('fields.currentPassword')} autoComplete="current-password" {...form.field('password')} />
        <div className={styles.formActions}>
          <Button type="submit" busy={form.busy}>
            {t('email.sendCode')}
          </Button>
          <Link to={PROFILE} className={buttonClass('secondary')}>
            {t('common:common.cancel')}
          </Link>
        </div>
      </form>
    </>
  );
}

function CodeStep({ request, onBack }: { request: { newEmail: string; password: string }; onBack(): void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(emailChangeBody, { newEmail: request.newEmail, code: '' });
  const { seconds, restart } = useResendCountdown('email', request.newEmail);
  const [resending, setResending] = useState(false);

  const resend = async () => {
    setResending(true);
    try {
      const sent = await accountApi.emailCode(request);
      restart(sent?.resendAfter);
      form.setValue('code', '');
      alert.success(t('resend.sent'));
    } catch {
      /* the client showed why */
    } finally {
      setResending(false);
    }
  };

  const onSubmit = form.submit(async (body) => {
    const user = await accountApi.changeEmail(body);
    queryClient.setQueryData([...ACCOUNT_KEY, 'me'], user);
    setUser(user);
    alert.success(t('success.emailUpdated'));
    // The router's promise settles when the next page is shown; nothing here waits for it.
    void navigate(PROFILE);
  });

  return (
    <>
      <div className={styles.panelHead}>
        <div>
          <h2>{t('email.codeTitle')}</h2>
          <p>{t('email.codeSentTo', { email: request.newEmail })}</p>
        </div>
      </div>
      <form ref={form.formRef} className={`${styles.form} ${styles.narrow}`} onSubmit={(e) => void onSubmit(e)} noValidate>
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
        <div className={styles.formActions}>
          <Button type="submit" busy={form.busy}>
            {t('email.confirm')}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            {t('email.back')}
          </Button>
        </div>
      </form>
    </>
  );
}
