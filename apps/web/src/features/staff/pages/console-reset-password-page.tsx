import { staffPasswordResetBody, staffResetToken } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { alert } from '../../../lib/alerts';
import { useZodForm } from '../../../lib/use-zod-form';
import { staffApi } from '../api/staff-api';
import styles from '../components/console.module.css';

/**
 * /console/reset-password?token=…: the page of the link a forced password reset mails to a staff
 * member (issue 27). No session: the link's token is the proof; it works once, for an hour.
 */
export function Component() {
  const { t } = useTranslation(['console-staff', 'console']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(t('resetPassword.title'));
  return (
    <main id="main" className={styles.shell}>
      <section className={styles.login} aria-labelledby="console-reset-title">
        <h1 id="console-reset-title">{t('resetPassword.title')}</h1>
        {staffResetToken.safeParse(token).success ? <ResetForm token={token} /> : <p className={styles.lead} data-testid="staff-reset-bad-link">{t('resetPassword.badLink')}</p>}
        <p>
          <Link to="/console/login">{t('resetPassword.toLogin')}</Link>
        </p>
      </section>
    </main>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation(['console-staff', 'console']);
  const navigate = useNavigate();
  const form = useZodForm(staffPasswordResetBody, { token, password: '', confirmPassword: '' });
  const onSubmit = form.submit(async (body) => {
    const { msg } = await staffApi.resetPassword(body);
    alert.success(msg);
    await navigate('/console/login', { replace: true });
  });
  return (
    <>
      <p className={styles.lead}>{t('resetPassword.lead')}</p>
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page is this one form; the cursor starts in its first field */}
        <TextField label={t('resetPassword.password')} type="password" autoComplete="new-password" hint={t('resetPassword.hint')} autoFocus {...form.field('password')} />
        <TextField label={t('resetPassword.confirm')} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <Button type="submit" busy={form.busy} data-testid="staff-reset-submit">
          {t('resetPassword.submit')}
        </Button>
      </form>
    </>
  );
}
