import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import styles from '../components/account.module.css';
import { AuthFrame } from '../components/auth-frame';

/** /resetSuccess: the new password is set and every old session ended; sign in again. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  return (
    <div className={styles.done}>
      <AuthFrame title={t('pages:resetSuccess')}>
        <CircleCheck size={48} className={styles.doneIcon} aria-hidden="true" />
        <p className={styles.lead}>{t('reset.successText')}</p>
        <div className={styles.doneActions}>
          <Link to="/login" className={buttonClass('primary')}>
            {t('reset.goLogin')}
          </Link>
        </div>
      </AuthFrame>
    </div>
  );
}
