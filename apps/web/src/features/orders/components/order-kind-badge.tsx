import type { OrderKind } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import styles from './order-kind-badge.module.css';

/** Says that an order is free samples (its zero prices are no mistake); nothing for a regular order. */
export function OrderKindBadge({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation('orders');
  if (kind !== 'sample') return null;
  return (
    <span className={styles.sample} data-testid="order-kind-sample">
      {t('kind.sample')}
    </span>
  );
}
