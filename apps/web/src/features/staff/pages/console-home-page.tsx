import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { staffCan, useStaffMe } from '../../../lib/staff-session';
import { CONSOLE_MENU } from '../components/console-layout';
import styles from '../components/console.module.css';

/** /console: the first page the signed-in roles may open. */
export function Component() {
  const { t } = useTranslation('console');
  const me = useStaffMe();
  // Security is every member's own page, not a first page to land on.
  const first = CONSOLE_MENU.find((m) => m.permission !== null && staffCan(me.data, m.permission));
  if (first) return <Navigate to={first.to} replace />;
  return (
    <>
      <h1>{t('brand')}</h1>
      <p className={styles.panel}>{t('home.noPages')}</p>
    </>
  );
}
