import type { ProductStatus } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import styles from '../pages/console-catalog.module.css';

/** A product's status in words; the colour only repeats it. */
export function StatusTag({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('console-catalog');
  return (
    <span className={styles.status} data-status={status} data-testid="product-status">
      {t(`status.${status}`)}
    </span>
  );
}
