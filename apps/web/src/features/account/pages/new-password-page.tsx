import { resetPasswordBody } from '@netshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { alert } from '../../../lib/alerts';
import { useZodForm } from '../../../lib/use-zod-form';
import { accountApi } from '../api/account-api';
import styles from '../components/account.module.css';
import { AuthFrame } from '../components/auth-frame';
import { PasswordField } from '../components/password-field';
import { confirmCheck } from '../lib/checks';
import { clearReset, readReset } from '../lib/reset-state';

/** /newPassword: the new password for the address and code checked on /enterCode. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const navigate = useNavigate();
  const [reset] = useState(readReset);
  const form = useZodForm(resetPasswordBody, { email: reset?.email ?? '', code: reset?.code ?? '', password: '', confirmPassword: '' }, { check: confirmCheck });
  const [codeRejected, setCodeRejected] = useState(false);

  if (!reset || codeRejected) {
    return (
      <AuthFrame title={t('pages:newPassword')} lead={codeRejected ? t('reset.codeExpired') : t('reset.missingCode')}>
        <Link to={reset ? `/resetPassword?email=${encodeURIComponent(reset.email)}` : '/resetPassword'} className={buttonClass('primary')}>
          {t('reset.startOver')}
        </Link>
      </AuthFrame>
    );
  }

  const onSubmit = form.submit(
    async (body) => {
      await accountApi.resetPassword(body);
      clearReset();
      alert.success(t('success.passwordReset'));
      // The router's promise settles when the next page is shown; nothing here waits for it.
      void navigate('/resetSuccess', { replace: true });
    },
    (err) => {
      // The code expired or ran out of tries since it was checked: only a new one helps.
      if (err.code !== 400) return false;
      clearReset();
      setCodeRejected(true);
      return true;
    },
  );

  return (
    <AuthFrame title={t('pages:newPassword')} lead={t('reset.newLead', { email: reset.email })}>
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={reset.email} readOnly hidden />
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page is there to take the new password */}
        <PasswordField label={t('fields.newPassword')} autoComplete="new-password" showRules autoFocus {...form.field('password')} />
        <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
        <Button type="submit" className={styles.submit} busy={form.busy}>
          {t('reset.save')}
        </Button>
      </form>
    </AuthFrame>
  );
}
