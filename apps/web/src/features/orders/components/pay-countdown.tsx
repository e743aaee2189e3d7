import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../lib/countdown';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './orders.module.css';

/** Time left to pay an unpaid order (docs/product.md#states); once it has run out, that the order is closing. */
export function PayCountdown({ payBy }: { payBy: string | null }) {
  const { t } = useTranslation('orders');
  const left = useCountdown(payBy);
  if (left === null) return null;
  if (left === 0) return <span className={styles.countdownOver}>{t('countdown.over')}</span>;
  const time = formatCountdown(left);
  return (
    <span className={styles.countdown} role="timer" aria-label={t('countdown.left', { time })} data-testid="order-countdown">
      <Clock size={14} aria-hidden="true" />
      {t('countdown.left', { time })}
    </span>
  );
}
