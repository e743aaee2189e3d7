import type { StaffTotpEnrolment } from '@netshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { securityApi } from '../api/security-api';
import styles from './security.module.css';
import { TotpCodeForm } from './totp-code-form';

/**
 * Setting up the authenticator app: a new secret from the server as a QR code (drawn by the
 * server, so this bundle carries no QR library) and as a key to type, then the app's first code.
 */
export function TotpEnrol({ onEnabled }: { onEnabled(codes: string[]): Promise<void> }) {
  const { t } = useTranslation('console-staff');
  const [enrolment, setEnrolment] = useState<StaffTotpEnrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      setEnrolment(await securityApi.start());
    } finally {
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <div>
        <Button onClick={() => void start()} busy={busy} data-testid="totp-start">
          {t('security.enrol.start')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.enrol} data-testid="totp-enrol">
      <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`} alt={t('security.enrol.qrAlt')} width={200} height={200} />
      <div>
        <p className={styles.muted}>{t('security.enrol.scan')}</p>
        <p className={styles.muted}>{t('security.enrol.manual')}</p>
        <p className={styles.key} data-testid="totp-secret">
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </p>
        <TotpCodeForm label={t('security.enrol.code')} submit={t('security.enrol.confirm')} onSubmit={async (code) => onEnabled((await securityApi.confirm(code)).codes)} testId="totp-confirm" />
      </div>
    </div>
  );
}
