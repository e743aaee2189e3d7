import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { useAlerts } from '../../lib/alerts';
import styles from './shell.module.css';

/** The queue of transient alerts at the bottom of the screen (docs/product.md#screens); each leaves after 3000 ms. */
export function AlertQueue() {
  const { t } = useTranslation();
  const { items, dismiss } = useAlerts();
  return (
    <div className={styles.alerts} aria-live="polite" data-testid="alert-queue">
      {items.map((a) => (
        <Alert key={a.id} kind={a.kind} onClose={() => dismiss(a.id)} closeLabel={t('common.close')}>
          {a.message}
        </Alert>
      ))}
    </div>
  );
}
