import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import styles from '../components/account.module.css';
import { AuthFrame, RegisterSteps } from '../components/auth-frame';

/** /registerSuccess: the account exists; the buyer signs in with it. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  return (
    <div className={styles.done}>
      <AuthFrame
        title={t('pages:registerSuccess')}
        steps={<RegisterSteps current={2} labels={[t('register.steps.email'), t('register.steps.details'), t('register.steps.done')]} />}
      >
        <CircleCheck size={48} className={styles.doneIcon} aria-hidden="true" />
        <p className={styles.lead}>{t('register.successText')}</p>
        <div className={styles.doneActions}>
          <Link to="/login" className={buttonClass('primary')}>
            {t('register.goLogin')}
          </Link>
          <Link to="/" className={buttonClass('secondary')}>
            {t('common:common.backHome')}
          </Link>
        </div>
      </AuthFrame>
    </div>
  );
}
