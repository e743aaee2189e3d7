import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDate } from '../../../components/console/use-console-date';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { staffCan, useStaffMe } from '../../../lib/staff-session';
import { securityApi, totpStateQuery } from '../api/security-api';
import consoleStyles from '../components/console.module.css';
import { RecoveryCodes } from '../components/recovery-codes';
import styles from '../components/security.module.css';
import { TotpCodeForm } from '../components/totp-code-form';
import { TotpEnrol } from '../components/totp-enrol';
import { TotpResetPanel } from '../components/totp-reset-panel';

/**
 * /console/security (every staff member): two-factor sign-in, on or off, setting up the
 * authenticator app, and recovery codes, shown once when issued. A member whose role needs it and
 * who has none is sent here after signing in, and can use nothing else until it is on.
 */
export function Component() {
  const { t } = useTranslation('console-staff');
  const queryClient = useQueryClient();
  const state = useQuery(totpStateQuery);
  const date = useConsoleDate();
  const me = useStaffMe();
  const [codes, setCodes] = useState<string[] | null>(null);

  const issued = async (fresh: string[]) => {
    setCodes(fresh);
    // The menu and the pages open once the authenticator is on (me.mustEnrol).
    await queryClient.invalidateQueries({ queryKey: ['staff'] });
  };

  if (state.isError) return <LoadError onRetry={() => void state.refetch()} />;
  if (!state.data) return <Skeleton height={240} />;
  const s = state.data;
  return (
    <div className={consoleStyles.stack}>
      <h1>{t('security.title')}</h1>
      {codes && <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />}
      <section className={consoleStyles.panel} aria-labelledby="security-totp" data-testid="security-totp">
        <h2 id="security-totp">{t('security.totp.title')}</h2>
        {s.enabled ? (
          <p className={`${styles.state} ${styles.on}`}>
            <ShieldCheck size={20} aria-hidden="true" /> {t('security.totp.on', { date: date(s.enabledAt!) })}
          </p>
        ) : (
          <p className={`${styles.state} ${styles.off}`}>
            <ShieldAlert size={20} aria-hidden="true" /> {t('security.totp.off')}
          </p>
        )}
        <p className={styles.muted}>{t('security.totp.lead')}</p>
        {!s.enabled && <p className={s.required ? styles.warning : styles.muted}>{s.required ? t('security.totp.required') : t('security.totp.optional')}</p>}
        {!s.enabled && <TotpEnrol onEnabled={issued} />}
      </section>
      {s.enabled && !codes && (
        <section className={consoleStyles.panel} aria-labelledby="security-codes">
          <h2 id="security-codes">{t('security.codes.title')}</h2>
          <p className={styles.muted}>{t('security.codes.left', { n: s.recoveryCodesLeft })}</p>
          <p className={styles.muted}>{t('security.codes.regenerateLead')}</p>
          <TotpCodeForm
            label={t('security.login.code')}
            submit={t('security.codes.regenerate')}
            testId="recovery-regenerate"
            onSubmit={async (code) => {
              await issued((await securityApi.regenerate(code)).codes);
              alert.success(t('security.codes.regenerated'));
            }}
          />
        </section>
      )}
      {me.data && staffCan(me.data, 'staff.manage') && <TotpResetPanel selfId={me.data.staffId} />}
    </div>
  );
}
