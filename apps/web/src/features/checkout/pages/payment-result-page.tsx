import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShop } from '../../../lib/use-shop';
import { paymentStatusQuery } from '../api/checkout-api';
import { CheckoutSteps } from '../components/checkout-steps';
import { PaymentNotFound } from '../components/payment-not-found';
import styles from '../components/payment.module.css';
import { isOrderNo } from '../lib/order-no';
import { paymentOutcome, type PaymentOutcome } from '../lib/payment-outcome';
import { useRequireLogin } from '../../../lib/use-require-login';

const POLL_MS = 3000;

/**
 * /paymentResult?orderNo=…&status=success|failed: where the payment page moves on to once the
 * payment has ended (the gateway's own window goes to /paymentReturn and closes itself).
 * The server's payment status decides what is shown (lib/payment-outcome); a payment still
 * being confirmed is asked for again every 3 s.
 */
export function Component() {
  const { t } = useTranslation(['checkout', 'pages', 'common']);
  const signedIn = useRequireLogin();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const claimed = params.get('status');
  const valid = isOrderNo(orderNo);
  const { money } = useShop();
  const status = useQuery({
    ...paymentStatusQuery(orderNo),
    enabled: signedIn && valid,
    refetchInterval: (q) => (q.state.data && paymentOutcome(claimed, q.state.data) === 'pending' ? POLL_MS : false),
  });

  if (!signedIn) return null;
  const title = t('pages:paymentResult');

  if (!valid || (status.isError && !status.data)) {
    return <PaymentNotFound title={title} step="done" onRetry={valid ? () => void status.refetch() : undefined} />;
  }

  const data = status.data;
  if (!data) {
    return (
      <PageFrame title={title}>
        <CheckoutSteps current="done" />
        <div className={styles.result} aria-busy="true">
          <Skeleton height={48} width={48} />
          <Skeleton height={28} width="40%" />
          <Skeleton height={20} width="70%" />
        </div>
      </PageFrame>
    );
  }

  const outcome = paymentOutcome(claimed, data);
  const amount = money(data.amount);
  return (
    <PageFrame title={title}>
      <CheckoutSteps current="done" />
      <div className={styles.result} role="status" data-testid={`payment-result-${outcome}`}>
        <OutcomeBody outcome={outcome} orderNo={orderNo} amount={amount} />
      </div>
    </PageFrame>
  );
}

/** What the outcome says, with the ways on: the order, the shop, or back to payment. */
function OutcomeBody({ outcome, orderNo, amount }: { outcome: PaymentOutcome; orderNo: string; amount: string }) {
  const { t } = useTranslation('checkout');
  const enc = encodeURIComponent(orderNo);
  const detail = (
    <Link to={`/accountCenter/orders/detail?orderNo=${enc}`} className={buttonClass('secondary')} data-testid="result-view-order">
      {t('result.viewOrder')}
    </Link>
  );
  const shop = (
    <Link to="/" className={buttonClass('ghost')}>
      {t('result.continue')}
    </Link>
  );
  return outcome === 'success' ? (
    <>
      <CheckCircle2 size={56} aria-hidden="true" className={styles.iconSuccess} />
      <h2>{t('result.successTitle')}</h2>
      <p>{t('result.successText', { orderNo, amount })}</p>
      <div className={styles.actions}>
        {detail}
        {shop}
      </div>
    </>
  ) : outcome === 'failed' ? (
    <>
      <XCircle size={56} aria-hidden="true" className={styles.iconError} />
      <h2>{t('result.failedTitle')}</h2>
      <p>{t('result.failedText', { orderNo })}</p>
      <div className={styles.actions}>
        <Link to={`/orderPayment?orderNo=${enc}`} className={buttonClass('accent')} data-testid="result-try-again">
          {t('result.tryAgain')}
        </Link>
        {detail}
      </div>
    </>
  ) : outcome === 'unpaid' ? (
    <>
      <Clock size={56} aria-hidden="true" className={styles.iconMuted} />
      <h2>{t('result.unpaidTitle')}</h2>
      <p>{t('result.unpaidText', { orderNo, amount })}</p>
      <div className={styles.actions}>
        <Link to={`/orderPayment?orderNo=${enc}`} className={buttonClass('accent')}>
          {t('result.goPay')}
        </Link>
        {detail}
      </div>
    </>
  ) : outcome === 'refunded' || outcome === 'refunding' ? (
    <>
      <CheckCircle2 size={56} aria-hidden="true" className={styles.iconMuted} />
      <h2>{t(`result.${outcome}Title`)}</h2>
      <p>{t(`result.${outcome}Text`, { orderNo, amount })}</p>
      <div className={styles.actions}>
        {detail}
        {shop}
      </div>
    </>
  ) : outcome === 'closed' ? (
    <>
      <XCircle size={56} aria-hidden="true" className={styles.iconMuted} />
      <h2>{t('payment.closedTitle')}</h2>
      <p>{t('result.closedText', { orderNo })}</p>
      <div className={styles.actions}>
        {detail}
        {shop}
      </div>
    </>
  ) : (
    <>
      <Clock size={56} aria-hidden="true" className={styles.iconMuted} />
      <h2>{t('result.pendingTitle')}</h2>
      <p>{t('result.pendingText', { orderNo, amount })}</p>
      <p className={styles.waiting}>
        <span className={styles.spinner} aria-hidden="true" />
        {t('payment.waiting')}
      </p>
      <div className={styles.actions}>
        <Link to={`/orderPayment?orderNo=${enc}`} className={buttonClass('secondary')}>
          {t('result.backToPayment')}
        </Link>
        {detail}
      </div>
    </>
  );
}
