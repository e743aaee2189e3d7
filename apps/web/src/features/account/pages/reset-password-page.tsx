import { forgotEmailBody } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useZodForm } from '../../../lib/use-zod-form';
import { accountApi } from '../api/account-api';
import styles from '../components/account.module.css';
import { AuthFrame } from '../components/auth-frame';
import { rememberCodeSent } from '../lib/code-timer';

/** /resetPassword: the address a reset code goes to (the answer is the same whether it has an account). */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useZodForm(forgotEmailBody, { email: params.get('email') ?? '' });

  const onSubmit = form.submit(async ({ email }) => {
    const sent = await accountApi.forgotEmail({ email });
    rememberCodeSent('reset', email, sent?.resendAfter);
    // The router's promise settles when the next page is shown; nothing here waits for it.
    void navigate(`/sendEmailSuccess?email=${encodeURIComponent(email)}`);
  });

  return (
    <AuthFrame title={t('pages:resetPassword')} lead={t('reset.lead')}>
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page asks for the email address only */}
        <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" autoFocus {...form.field('email')} />
        <Button type="submit" className={styles.submit} busy={form.busy}>
          {t('reset.sendCode')}
        </Button>
      </form>
      <p className={styles.footnote}>
        {t('reset.remembered')} <Link to="/login">{t('reset.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}
