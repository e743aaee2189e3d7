import { useTranslation } from 'react-i18next';
import styles from '../pages/console-customers.module.css';

/** A buyer's state in words (the colour only repeats it): blocked, erased, or nothing for an active one. */
export function CustomerState({ blocked, erased }: { blocked: boolean; erased: boolean }) {
  const { t } = useTranslation('console-customers');
  if (erased)
    return (
      <span className={styles.state} data-state="erased">
        {t('state.erased')}
      </span>
    );
  if (blocked)
    return (
      <span className={styles.state} data-state="blocked" data-testid="customer-blocked-badge">
        {t('state.blocked')}
      </span>
    );
  return null;
}
