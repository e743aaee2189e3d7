import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './empty-state.module.css';

/** A list or form whose data could not be loaded (network, server): say so and offer a retry. */
export function LoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="alert">
      <h2>{t('common.errorTitle')}</h2>
      <p>{t('common.errorText')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
