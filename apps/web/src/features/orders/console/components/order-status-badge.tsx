import { useTranslation } from 'react-i18next';
import styles from './order-status-badge.module.css';

/**
 * The status staff read: a shipped order the shop marked delivered says "delivered"; a paid order
 * some of whose shipments left says "partly shipped" (issue 28).
 */
export const consoleOrderStatus = (status: string, delivered: boolean, partly = false) => (status === 'to_receive' && delivered ? 'delivered' : status === 'to_ship' && partly ? 'partly_shipped' : status);

/** An order's status in the buyer's words for it (the orders namespace), coloured by what it asks of staff. */
export function OrderStatusBadge({ status, delivered, partly = false, size = 'small', testId }: { status: string; delivered: boolean; partly?: boolean; size?: 'small' | 'large'; testId?: string }) {
  const { t } = useTranslation('orders');
  const shown = consoleOrderStatus(status, delivered, partly);
  return (
    <span className={styles.badge} data-size={size} data-status={shown} data-testid={testId}>
      {t(`status.${shown}`)}
    </span>
  );
}
