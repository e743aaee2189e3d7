import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './product-card.module.css';

export const LOW_STOCK = 10;

/** Stock state with an icon and a word, never colour alone. */
export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation('catalog');
  if (stock <= 0)
    return (
      <span className={`${styles.badge} ${styles.outOfStock}`}>
        <CircleX size={14} aria-hidden="true" />
        {t('stock.out')}
      </span>
    );
  if (stock < LOW_STOCK)
    return (
      <span className={`${styles.badge} ${styles.lowStock}`}>
        <TriangleAlert size={14} aria-hidden="true" />
        {t('stock.low', { count: stock })}
      </span>
    );
  return (
    <span className={`${styles.badge} ${styles.inStock}`}>
      <CircleCheck size={14} aria-hidden="true" />
      {t('stock.in', { count: stock })}
    </span>
  );
}
