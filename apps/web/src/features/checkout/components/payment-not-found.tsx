import { FileSearch } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { CheckoutSteps } from './checkout-steps';
import styles from './payment.module.css';

/**
 * The payment and payment-result pages when their order cannot be shown (no such order of this
 * buyer, or its status failed to load): a way to the orders, and a retry when there is one.
 */
export function PaymentNotFound({ title, step, onRetry }: { title: string; step: ComponentProps<typeof CheckoutSteps>['current']; onRetry?: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <PageFrame title={title}>
      <CheckoutSteps current={step} />
      <div className={styles.result}>
        <FileSearch size={48} aria-hidden="true" className={styles.iconMuted} />
        <h2>{t('payment.notFoundTitle')}</h2>
        <p>{t('payment.notFoundText')}</p>
        <div className={styles.actions}>
          <Link to="/accountCenter/orders" className={buttonClass('primary')}>
            {t('result.myOrders')}
          </Link>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('common:common.retry')}
            </Button>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
