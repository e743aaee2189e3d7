import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

/** "Didn't get the code? Resend", counting down the seconds until the server allows it. */
export function ResendCode({ seconds, busy, onResend }: { seconds: number; busy?: boolean; onResend(): void }) {
  const { t } = useTranslation('account');
  return (
    <p className={styles.resend}>
      <span>{t('resend.question')}</span>
      <button type="button" className={styles.resendButton} disabled={seconds > 0 || busy} onClick={onResend} aria-live="polite">
        {seconds > 0 ? t('resend.wait', { seconds }) : t('resend.action')}
      </button>
    </p>
  );
}
