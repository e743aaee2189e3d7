import { staffLoginVerifyBody } from '@netshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { OtpInput } from '../../../components/ui/otp-input';
import { useZodForm } from '../../../lib/use-zod-form';
import { securityApi } from '../api/security-api';
import styles from './console.module.css';
import security from './security.module.css';

interface Props {
  challenge: string;
  onSignedIn(token: string): Promise<void>;
  /** Back to the e-mail and password (the challenge expired, or another account). */
  onBack(): void;
}

/** The second step of the console's login (two-factor sign-in): the authenticator's code, or a recovery code. */
export function ConsoleLoginCode({ challenge, onSignedIn, onBack }: Props) {
  const { t } = useTranslation(['console-staff', 'account']);
  const [recovery, setRecovery] = useState(false);
  const form = useZodForm(staffLoginVerifyBody, { challenge, code: '' });
  const onSubmit = form.submit(async (body) => onSignedIn(await securityApi.verify(body)));
  const switchMode = () => {
    setRecovery(!recovery);
    form.reset({ challenge, code: '' });
  };

  return (
    <>
      <h1 id="console-login-title">{t('security.login.title')}</h1>
      <p className={styles.lead}>{recovery ? t('security.login.recoveryLead') : t('security.login.lead')}</p>
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="console-login-code">
        {recovery ? (
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step is this one field: the cursor starts in it
          <TextField label={t('security.login.recoveryCode')} autoComplete="off" autoCapitalize="off" spellCheck={false} autoFocus {...form.field('code')} />
        ) : (
          <OtpInput
            name="code"
            label={t('security.login.code')}
            digitLabel={(position, length) => t('account:otp.digit', { position, length })}
            hint={t('security.login.codeHint')}
            value={form.values.code}
            onChange={(v) => form.setValue('code', v)}
            onBlur={() => form.touch('code')}
            error={form.error('code')}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the step is this one field: the cursor starts in it
            autoFocus
          />
        )}
        <Button type="submit" busy={form.busy} data-testid="console-login-verify">
          {t('security.login.submit')}
        </Button>
      </form>
      <p className={security.links}>
        <button type="button" className={security.linkButton} onClick={switchMode} data-testid="console-login-recovery">
          {recovery ? t('security.login.useApp') : t('security.login.useRecovery')}
        </button>
        <button type="button" className={security.linkButton} onClick={onBack}>
          {t('security.login.back')}
        </button>
      </p>
    </>
  );
}
