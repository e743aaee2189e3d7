import { registerBody } from '@netshop/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { OtpInput } from '../../../components/ui/otp-input';
import { alert } from '../../../lib/alerts';
import { useSite } from '../../../lib/site-store';
import { useZodForm } from '../../../lib/use-zod-form';
import { accountApi } from '../api/account-api';
import styles from '../components/account.module.css';
import { Agreement } from '../components/agreement';
import { AuthFrame, RegisterSteps } from '../components/auth-frame';
import { CountrySelect } from '../../../components/address/country-select';
import { PasswordField } from '../components/password-field';
import { ResendCode } from '../components/resend-code';
import { useResendCountdown } from '../lib/code-timer';
import { confirmCheck } from '../lib/checks';
import { NameFields } from '../../../components/ui/name-fields';

interface Values extends Record<string, unknown> {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  countryId: number | undefined;
  companyName: string;
  agree: boolean;
}

/** /registerInfo?email=…: step 2, the code from the mail and the account's details. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const defaultCountry = useSite((s) => s.defaultCountry);
  const steps = <RegisterSteps current={1} labels={[t('register.steps.email'), t('register.steps.details'), t('register.steps.done')]} />;
  const initial: Values = { email, code: '', password: '', confirmPassword: '', firstName: '', lastName: '', countryId: defaultCountry ?? undefined, companyName: '', agree: false };
  const form = useZodForm(registerBody, initial, { check: confirmCheck });
  const { seconds, restart } = useResendCountdown('register', email);
  const [resending, setResending] = useState(false);

  // The buyer's country is the site's until they choose another.
  useEffect(() => {
    if (defaultCountry && form.values.countryId === undefined) form.setValue('countryId', defaultCountry);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the site's country arrives: a country the buyer chose (or cleared) since is theirs
  }, [defaultCountry]);

  if (!email) {
    return (
      <AuthFrame title={t('pages:registerInfo')} lead={t('register.missingEmail')} steps={steps}>
        <Link to="/register" className={buttonClass('primary')}>
          {t('register.startOver')}
        </Link>
      </AuthFrame>
    );
  }

  const resend = async () => {
    setResending(true);
    try {
      const sent = await accountApi.registerEmail({ email });
      restart(sent?.resendAfter);
      alert.success(t('resend.sent'));
    } catch {
      /* the client showed why */
    } finally {
      setResending(false);
    }
  };

  // The code alone first, so a wrong one is reported at its field (the server's "incorrect
  // verification code") before anything else is sent.
  const onSubmit = form.submit(async (body) => {
    await accountApi.registerCheck({ email: body.email, code: body.code });
    await accountApi.register(body);
    alert.success(t('success.registered'));
    // The router's promise settles when the next page is shown; nothing here waits for it.
    void navigate('/registerSuccess', { replace: true });
  });

  return (
    <AuthFrame
      title={t('pages:registerInfo')}
      wide
      steps={steps}
      lead={
        <>
          {t('register.codeSentTo', { email })} <Link to={`/register?email=${encodeURIComponent(email)}`}>{t('register.changeEmail')}</Link>
        </>
      }
    >
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <div>
          <OtpInput
            name="code"
            label={t('fields.code')}
            digitLabel={(position, length) => t('otp.digit', { position, length })}
            hint={t('otp.hint')}
            value={form.values.code}
            onChange={(v) => form.setValue('code', v)}
            onBlur={() => form.touch('code')}
            error={form.error('code')}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the first thing this step asks for is the code just mailed to the buyer
            autoFocus
          />
          <ResendCode seconds={seconds} busy={resending} onResend={() => void resend()} />
        </div>
        <div className={styles.row}>
          <PasswordField label={t('fields.password')} autoComplete="new-password" showRules {...form.field('password')} />
          <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
        </div>
        <div className={styles.row}>
          <NameFields
            given={<TextField label={t('fields.firstName')} autoComplete="given-name" maxLength={60} {...form.field('firstName')} />}
            family={<TextField label={t('fields.lastName')} autoComplete="family-name" maxLength={60} {...form.field('lastName')} />}
          />
        </div>
        <div className={styles.row}>
          <CountrySelect
            name="countryId"
            label={t('fields.country')}
            value={form.values.countryId}
            onChange={(v) => form.setValue('countryId', v)}
            onBlur={() => form.touch('countryId')}
            error={form.error('countryId')}
          />
          <TextField label={t('fields.companyOptional')} autoComplete="organization" maxLength={120} {...form.field('companyName')} />
        </div>
        <Agreement name="agree" checked={form.values.agree} onChange={(v) => form.setValue('agree', v)} error={form.error('agree')} />
        <Button type="submit" className={styles.submit} busy={form.busy}>
          {t('register.submit')}
        </Button>
      </form>
      <p className={styles.footnote}>
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </AuthFrame>
  );
}
