import type { OrderStatus } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';

/** The status as words on a tinted badge (the colour only repeats what the words say). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={styles.status} data-status={status} data-testid="order-status">
      {t(`status.${status}`)}
    </span>
  );
}
