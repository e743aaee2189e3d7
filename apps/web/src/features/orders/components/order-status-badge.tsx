import { orderBadge, type OrderShipping, type OrderStatus } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';

/**
 * The status as words on a tinted badge (the colour only repeats what the words say); a shipped
 * order the carrier has delivered says delivered, as its timeline does; a paid order some of whose
 * shipments left says partly shipped.
 */
export function OrderStatusBadge({ status, deliveredAt, shipping = null }: { status: OrderStatus; deliveredAt: string | null; shipping?: OrderShipping | null }) {
  const { t } = useTranslation('orders');
  const badge = orderBadge({ status, deliveredAt, shipping });
  return (
    <span className={styles.status} data-status={badge} data-testid="order-status">
      {t(`status.${badge}`)}
    </span>
  );
}
