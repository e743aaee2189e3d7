import { PAYMENT_METHODS, type PaymentMethod } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, ExternalLink, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { formatCountdown } from '../../../lib/countdown';
import { useCountdown } from '../../../lib/use-countdown';
import { useShop } from '../../../lib/use-shop';
import { checkoutApi, paymentStatusQuery } from '../api/checkout-api';
import { CheckoutSteps } from '../components/checkout-steps';
import { PaymentNotFound } from '../components/payment-not-found';
import styles from '../components/payment.module.css';
import { isOrderNo } from '../lib/order-no';
import { useRequireLogin } from '../../../lib/use-require-login';

const POLL_MS = 3000;

/**
 * /orderPayment?orderNo=… (docs/product.md#screens payment): amount, the countdown to the payment deadline, the
 * method, and "Pay", which opens the gateway in a new window. While the buyer pays there this
 * page asks the server every 3 s (and when it gets the focus back) and moves on to the result as
 * soon as the payment has ended; "Payment completed" checks the real status at once, "Pay later"
 * goes to the orders.
 */
export function Component() {
  const { t } = useTranslation(['checkout', 'pages', 'common']);
  const signedIn = useRequireLogin();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const valid = isOrderNo(orderNo);
  const { money } = useShop();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('sandbox');
  const [starting, setStarting] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [manualUrl, setManualUrl] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const startingRef = useRef(false);

  const status = useQuery({
    ...paymentStatusQuery(orderNo),
    enabled: signedIn && valid,
    // Only while the buyer is paying in the other window, and only until there is an answer.
    refetchInterval: (q) => (waiting && q.state.data && !q.state.data.paid && q.state.data.payment !== 'failed' && q.state.data.orderStatus === 'unpaid' ? POLL_MS : false),
    // Coming back from the gateway's tab: ask at once instead of at the next tick.
    refetchOnWindowFocus: waiting,
  });
  const data = status.data;
  const left = useCountdown(data?.payBy);
  const expired = left === 0;

  // The deadline passed on screen: ask the server, whose sweeper closes the order.
  const refetch = status.refetch;
  useEffect(() => {
    if (expired) void refetch();
  }, [expired, refetch]);

  // The payment window closes itself after the gateway (/paymentReturn): once the server knows
  // how the payment ended, this page moves on to the result by itself.
  const outcome = waiting && data ? (data.paid ? 'success' : data.payment === 'failed' ? 'failed' : null) : null;
  useEffect(() => {
    if (outcome) void navigate(`/paymentResult?orderNo=${encodeURIComponent(orderNo)}&status=${outcome}`, { replace: true });
  }, [outcome, orderNo, navigate]);

  if (!signedIn) return null;
  const title = t('pages:orderPayment');

  if (!valid || (status.isError && !data)) {
    return <PaymentNotFound title={title} step="pay" onRetry={valid ? () => void status.refetch() : undefined} />;
  }

  const resultPath = (s: 'success' | 'failed') => `/paymentResult?orderNo=${encodeURIComponent(orderNo)}&status=${s}`;
  const detailPath = `/accountCenter/orders/detail?orderNo=${encodeURIComponent(orderNo)}`;

  const pay = async () => {
    if (startingRef.current) return;
    startingRef.current = true;
    // Opened now, inside the click, or popup blockers refuse it; the gateway's address arrives later.
    const win = window.open('', '_blank');
    setStarting(true);
    setManualUrl(null);
    try {
      const start = await checkoutApi.pay(orderNo, method);
      const url = new URL(start.payUrl, window.location.href).href;
      if (win && !win.closed) {
        // The gateway gets no handle on this page.
        win.opener = null;
        win.location.href = url;
      } else {
        setManualUrl(url);
      }
      setWaiting(true);
      void status.refetch();
    } catch {
      // The client has shown why (e.g. the order was closed meanwhile).
      win?.close();
      void status.refetch();
    } finally {
      startingRef.current = false;
      setStarting(false);
    }
  };

  const completed = async () => {
    setChecking(true);
    try {
      const res = await status.refetch();
      if (res.data?.paid) await navigate(resultPath('success'));
      else if (res.data?.payment === 'failed') await navigate(resultPath('failed'));
      else if (res.data) alert.warning(t('payment.notArrived'));
    } finally {
      setChecking(false);
    }
  };

  const closed = data ? data.orderStatus === 'cancelled' || (!data.paid && expired) : false;
  const paid = data?.paid ?? false;
  const paidBeforeVisit = paid && !waiting;

  return (
    <PageFrame title={title}>
      <CheckoutSteps current="pay" />
      {!data ? (
        <div className={styles.card} aria-busy="true">
          <Skeleton height={24} width="50%" />
          <Skeleton height={48} width="40%" />
          <Skeleton height={120} />
        </div>
      ) : (
        <div className={styles.card}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('payment.orderNo')}</dt>
              <dd data-testid="payment-order-no">{orderNo}</dd>
            </div>
            <div>
              <dt>{t('payment.amount')}</dt>
              <dd className={styles.amount} data-testid="payment-amount">
                {money(data.amount)}
              </dd>
            </div>
            {!paid && !closed && left !== null && (
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
          {!paid && !closed && <p className={styles.note}>{t('payment.autoClose')}</p>}

          {closed ? (
            <div className={styles.noticeError} role="status" data-testid="payment-closed">
              <XCircle size={20} aria-hidden="true" />
              <div>
                <p className={styles.noticeTitle}>{t('payment.closedTitle')}</p>
                <p>{t('payment.closedText')}</p>
                <Link to={detailPath}>{t('result.viewOrder')}</Link>
              </div>
            </div>
          ) : paidBeforeVisit ? (
            <div className={styles.noticeSuccess} role="status">
              <CheckCircle2 size={20} aria-hidden="true" />
              <div>
                <p className={styles.noticeTitle}>{t('payment.alreadyPaid')}</p>
                <Link to={resultPath('success')}>{t('payment.viewResult')}</Link>
              </div>
            </div>
          ) : (
            <>
              <fieldset className={styles.methods}>
                <legend>{t('payment.method')}</legend>
                {PAYMENT_METHODS.map((m) => (
                  <label key={m} className={styles.method}>
                    <input type="radio" name="paymentMethod" value={m} checked={method === m} onChange={() => setMethod(m)} />
                    <span>
                      <span className={styles.methodName}>{t(`payment.methods.${m}`)}</span>
                      <span className={styles.methodHint}>{t(`payment.methodHints.${m}`)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>

              {!paid && (
                <Button variant="accent" className={styles.payButton} busy={starting} onClick={() => void pay()} data-testid="payment-pay">
                  <ExternalLink size={18} aria-hidden="true" />
                  {t('payment.pay', { amount: money(data.amount) })}
                </Button>
              )}
              <p className={styles.note}>{t('payment.newWindow')}</p>

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
                {waiting && !paid && data.payment !== 'failed' && (
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
                {waiting && !paid && data.payment === 'failed' && (
                  <div className={styles.noticeError} data-testid="payment-failed-notice">
                    <XCircle size={20} aria-hidden="true" />
                    <p>{t('payment.failedNotice')}</p>
                  </div>
                )}
              </div>

              <div className={styles.actions}>
                <Button variant={paid ? 'primary' : 'secondary'} busy={checking} onClick={() => void completed()} data-testid="payment-completed">
                  {t('payment.completed')}
                </Button>
                <Link to="/accountCenter/orders" className={buttonClass('ghost')} data-testid="payment-later">
                  {t('payment.later')}
                </Link>
              </div>
            </>
          )}
        </div>
      )}
    </PageFrame>
  );
}
