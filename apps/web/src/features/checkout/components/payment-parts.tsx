import { PAYMENT_METHODS, type PaymentMethod, type PaymentStatus } from '@netshop/contract';
import { CheckCircle2, Clock, ExternalLink, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { formatCountdown } from '../../../lib/countdown';
import styles from './payment.module.css';

// The parts of the payment page (pages/order-payment-page.tsx, docs/product.md#screens payment).

/** Order number, amount and, while the order can still be paid, the countdown to its deadline. */
export function PaymentFacts({ orderNo, amount, left }: { orderNo: string; amount: string; left: number | null }) {
  const { t } = useTranslation('checkout');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('payment.orderNo')}</dt>
        <dd data-testid="payment-order-no">{orderNo}</dd>
      </div>
      <div>
        <dt>{t('payment.amount')}</dt>
        <dd className={styles.amount} data-testid="payment-amount">
          {amount}
        </dd>
      </div>
      {left !== null && (
        <div>
          <dt>{t('payment.payWithin')}</dt>
          <dd>
            {/* role=timer is not announced each second; the label says what it counts. */}
            <span role="timer" aria-label={t('payment.timeLeft', { time: formatCountdown(left) })} className={styles.countdown} data-testid="payment-countdown">
              <Clock size={18} aria-hidden="true" />
              {formatCountdown(left)}
            </span>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The order was cancelled or its deadline passed: it cannot be paid any more. */
export function PaymentClosed({ detailPath }: { detailPath: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.noticeError} role="status" data-testid="payment-closed">
      <XCircle size={20} aria-hidden="true" />
      <div>
        <p className={styles.noticeTitle}>{t('payment.closedTitle')}</p>
        <p>{t('payment.closedText')}</p>
        <Link to={detailPath}>{t('result.viewOrder')}</Link>
      </div>
    </div>
  );
}

/** The order was paid before this visit. */
export function AlreadyPaid({ resultPath }: { resultPath: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.noticeSuccess} role="status">
      <CheckCircle2 size={20} aria-hidden="true" />
      <div>
        <p className={styles.noticeTitle}>{t('payment.alreadyPaid')}</p>
        <Link to={resultPath}>{t('payment.viewResult')}</Link>
      </div>
    </div>
  );
}

export function PaymentMethods({ method, onChange }: { method: PaymentMethod; onChange(m: PaymentMethod): void }) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className={styles.methods}>
      <legend>{t('payment.method')}</legend>
      {PAYMENT_METHODS.map((m) => (
        <label key={m} className={styles.method}>
          <input type="radio" name="paymentMethod" value={m} checked={method === m} onChange={() => onChange(m)} />
          <span>
            <span className={styles.methodName}>{t(`payment.methods.${m}`)}</span>
            <span className={styles.methodHint}>{t(`payment.methodHints.${m}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** What happens in the gateway's window, said as it changes: blocked (open it by hand), waiting, received or failed. */
export function PaymentProgress({ manualUrl, waiting, paid, payment }: { manualUrl: string | null; waiting: boolean; paid: boolean; payment: PaymentStatus['payment'] }) {
  const { t } = useTranslation('checkout');
  return (
    <div aria-live="polite" className={styles.live}>
      {manualUrl && (
        <div className={styles.noticeWarning}>
          <p>{t('payment.popupBlocked')}</p>
          <a href={manualUrl} target="_blank" rel="noopener" className={buttonClass('secondary')}>
            <ExternalLink size={16} aria-hidden="true" />
            {t('payment.openManually')}
          </a>
        </div>
      )}
      {waiting && !paid && payment !== 'failed' && (
        <p className={styles.waiting} data-testid="payment-waiting">
          <span className={styles.spinner} aria-hidden="true" />
          {t('payment.waiting')}
        </p>
      )}
      {waiting && paid && (
        <div className={styles.noticeSuccess} data-testid="payment-received">
          <CheckCircle2 size={20} aria-hidden="true" />
          <p className={styles.noticeTitle}>{t('payment.received')}</p>
        </div>
      )}
      {waiting && !paid && payment === 'failed' && (
        <div className={styles.noticeError} data-testid="payment-failed-notice">
          <XCircle size={20} aria-hidden="true" />
          <p>{t('payment.failedNotice')}</p>
        </div>
      )}
    </div>
  );
}
