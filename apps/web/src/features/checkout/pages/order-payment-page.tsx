import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useShop } from '../../../lib/use-shop';
import { CheckoutSteps } from '../components/checkout-steps';
import { PaymentNotFound } from '../components/payment-not-found';
import { AlreadyPaid, PaymentClosed, PaymentFacts, PaymentMethods, PaymentProgress } from '../components/payment-parts';
import styles from '../components/payment.module.css';
import { paymentResultPath, useOrderPayment } from '../hooks/use-order-payment';
import { isOrderNo } from '../lib/order-no';

/**
 * /orderPayment?orderNo=… (docs/product.md#screens payment): amount, the countdown to the payment deadline, the
 * method, and "Pay", which opens the gateway in a new window. While the buyer pays there this
 * page asks the server every 3 s (and when it gets the focus back) and moves on to the result as
 * soon as the payment has ended; "Payment completed" checks the real status at once, "Pay later"
 * goes to the orders. Its state is hooks/use-order-payment.ts.
 */
export function Component() {
  const { t } = useTranslation(['checkout', 'pages', 'common']);
  const signedIn = useRequireLogin();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const valid = isOrderNo(orderNo);
  const { money } = useShop();
  const { status, data, left, expired, method, setMethod, starting, waiting, manualUrl, checking, pay, completed } = useOrderPayment(orderNo, signedIn && valid);

  if (!signedIn) return null;
  const title = t('pages:orderPayment');

  if (!valid || (status.isError && !data)) {
    return <PaymentNotFound title={title} step="pay" onRetry={valid ? () => void status.refetch() : undefined} />;
  }

  const detailPath = `/accountCenter/orders/detail?orderNo=${encodeURIComponent(orderNo)}`;
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
          <PaymentFacts orderNo={orderNo} amount={money(data.amount)} left={!paid && !closed ? left : null} />
          {!paid && !closed && <p className={styles.note}>{t('payment.autoClose')}</p>}

          {closed ? (
            <PaymentClosed detailPath={detailPath} />
          ) : paidBeforeVisit ? (
            <AlreadyPaid resultPath={paymentResultPath(orderNo, 'success')} />
          ) : (
            <>
              <PaymentMethods method={method} onChange={setMethod} />
              {!paid && (
                <Button variant="accent" className={styles.payButton} busy={starting} onClick={() => void pay()} data-testid="payment-pay">
                  <ExternalLink size={18} aria-hidden="true" />
                  {t('payment.pay', { amount: money(data.amount) })}
                </Button>
              )}
              <p className={styles.note}>{t('payment.newWindow')}</p>
              <PaymentProgress manualUrl={manualUrl} waiting={waiting} paid={paid} payment={data.payment} />

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
