import { staffLoginBody } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { staffToken } from '../../../lib/staff-http';
import { useZodForm } from '../../../lib/use-zod-form';
import { securityApi } from '../api/security-api';
import { ConsoleLoginCode } from '../components/console-login-code';
import styles from '../components/console.module.css';

/** /console/login: staff sign in here, never with a buyer account. */
export function Component() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(staffLoginBody, { email: '', password: '' });
  useDocumentTitle(t('login.title'));

  // Two-factor sign-in (issue 27): a member with an authenticator answers a code next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const signedIn = async (token: string, enrol = false) => {
    staffToken.set(token);
    queryClient.removeQueries({ queryKey: ['staff'] });
    await navigate(enrol ? '/console/security' : '/console', { replace: true });
  };

  const onSubmit = form.submit(async (body) => {
    const step = await securityApi.login(body);
    if ('challenge' in step) setChallenge(step.challenge);
    else await signedIn(step.token, step.enrol);
  });

  return (
    <main id="main" className={styles.shell}>
      <section className={styles.login} aria-labelledby="console-login-title">
        {challenge ? (
          <ConsoleLoginCode challenge={challenge} onSignedIn={signedIn} onBack={() => setChallenge(null)} />
        ) : (
          <>
        <h1 id="console-login-title">{t('login.title')}</h1>
        <p className={styles.lead}>{t('login.lead')}</p>
        <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the console's login page is its form; the cursor starts in its first field */}
          <TextField label={t('login.email')} type="email" autoComplete="username" inputMode="email" autoFocus {...form.field('email')} />
          <TextField label={t('login.password')} type="password" autoComplete="current-password" {...form.field('password')} />
          <Button type="submit" busy={form.busy} data-testid="console-login-submit">
            {t('login.submit')}
          </Button>
        </form>
          </>
        )}
        <p>
          <a href="/">{t('login.toShop')}</a>
        </p>
      </section>
    </main>
  );
}
