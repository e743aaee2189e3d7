import { registerEmailBody } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useZodForm } from '../../../lib/use-zod-form';
import { accountApi } from '../api/account-api';
import styles from '../components/account.module.css';
import { AuthFrame, RegisterSteps } from '../components/auth-frame';
import { rememberCodeSent } from '../lib/code-timer';

/** /register: step 1, the e-mail address the code goes to. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useZodForm(registerEmailBody, { email: params.get('email') ?? '' });

  const onSubmit = form.submit(async ({ email }) => {
    const sent = await accountApi.registerEmail({ email });
    rememberCodeSent('register', email, sent?.resendAfter);
    // The router's promise settles when the next page is shown; nothing here waits for it.
    void navigate(`/registerInfo?email=${encodeURIComponent(email)}`);
  });

  return (
    <AuthFrame
      title={t('pages:register')}
      lead={t('register.lead')}
      steps={<RegisterSteps current={0} labels={[t('register.steps.email'), t('register.steps.details'), t('register.steps.done')]} />}
    >
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- this step of registering asks for the email address only */}
        <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" hint={t('register.emailHint')} autoFocus {...form.field('email')} />
        <Button type="submit" className={styles.submit} busy={form.busy}>
          {t('register.sendCode')}
        </Button>
      </form>
      <p className={styles.footnote}>
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </AuthFrame>
  );
}
