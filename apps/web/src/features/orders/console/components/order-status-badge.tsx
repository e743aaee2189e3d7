import { useTranslation } from 'react-i18next';
import styles from './order-status-badge.module.css';

/** The status staff read: a shipped order the shop marked delivered says "delivered". */
export const consoleOrderStatus = (status: string, delivered: boolean) => (status === 'to_receive' && delivered ? 'delivered' : status);

/** An order's status in the buyer's words for it (the orders namespace), coloured by what it asks of staff. */
export function OrderStatusBadge({ status, delivered, size = 'small', testId }: { status: string; delivered: boolean; size?: 'small' | 'large'; testId?: string }) {
  const { t } = useTranslation('orders');
  const shown = consoleOrderStatus(status, delivered);
  return (
    <span className={styles.badge} data-size={size} data-status={shown} data-testid={testId}>
      {t(`status.${shown}`)}
    </span>
  );
}
