import { loginBody } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useZodForm } from '../../../lib/use-zod-form';
import { accountApi } from '../api/account-api';
import styles from '../components/account.module.css';
import { AuthFrame } from '../components/auth-frame';
import { PasswordField } from '../components/password-field';
import { takeRedirectPath } from '../../../lib/session';
import { startSession } from '../lib/session';

/** /login: e-mail and password; the token goes to the cookie and the session, then back to where the buyer was. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(loginBody, { email: '', password: '' });

  const onSubmit = form.submit(async (body) => {
    const token = await accountApi.login(body);
    await startSession(token, queryClient);
    // The router's promise settles when the next page is shown; nothing here waits for it.
    void navigate(takeRedirectPath(), { replace: true });
  });

  return (
    <AuthFrame title={t('pages:login')} lead={t('login.lead')}>
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the login page is its form; the cursor starts in its first field */}
        <TextField label={t('fields.email')} type="email" autoComplete="username" inputMode="email" autoFocus {...form.field('email')} />
        <PasswordField label={t('fields.password')} autoComplete="current-password" {...form.field('password')} />
        <p className={styles.alignEnd}>
          <Link to="/resetPassword">{t('login.forgot')}</Link>
        </p>
        <Button type="submit" className={styles.submit} busy={form.busy} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </form>
      <p className={styles.footnote}>
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </AuthFrame>
  );
}
