import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import styles from '../components/account.module.css';
import { AuthFrame } from '../components/auth-frame';

/** /sendEmailSuccess?email=…: the reset code is on its way; next, enter it. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  return (
    <div className={styles.done}>
      <AuthFrame title={t('pages:sendEmailSuccess')}>
        <MailCheck size={48} className={styles.doneIconBrand} aria-hidden="true" />
        <p className={styles.lead}>{email ? t('reset.sentTo', { email }) : t('reset.sent')}</p>
        <p className={styles.lead}>{t('reset.checkSpam')}</p>
        <div className={styles.doneActions}>
          <Link to={email ? `/enterCode${query}` : '/resetPassword'} className={buttonClass('primary')}>
            {email ? t('reset.enterCode') : t('reset.startOver')}
          </Link>
        </div>
      </AuthFrame>
    </div>
  );
}
