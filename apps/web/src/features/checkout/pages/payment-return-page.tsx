import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import { buttonClass } from '../../../components/ui/button';
import styles from '../components/payment.module.css';
import { isOrderNo } from '../lib/order-no';

/**
 * /paymentReturn?orderNo=…&status=success|failed (or invoiceNo=… for a credit invoice): where the gateway sends the payment window back
 * (outside the shop's shell). The payment page opened that window and follows the payment by
 * itself, so the window closes itself at once. A window scripts may not close (one the buyer
 * opened, e.g. from "open the payment page" after a blocked popup) shows this short note
 * instead of a second copy of the shop, with a way to the result here for a buyer who closed
 * the first tab.
 */
export function Component() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const failed = params.get('status') === 'failed';
  const title = failed ? t('paymentWindow.failedTitle') : t('paymentWindow.successTitle');
  useDocumentTitle(title);

  useEffect(() => {
    window.close();
  }, []);

  // A company's credit invoice paid online (issue 30) comes back with invoiceNo: its result is the credit page.
  const invoice = /^CI[0-9]{6,20}$/.test(params.get('invoiceNo') ?? '');
  const result = invoice
    ? '/accountCenter/credit'
    : isOrderNo(orderNo)
      ? `/paymentResult?orderNo=${encodeURIComponent(orderNo)}&status=${failed ? 'failed' : 'success'}`
      : '/accountCenter/orders';
  const Icon = failed ? XCircle : CheckCircle2;
  return (
    <main className={styles.windowDone}>
      <div className={styles.result} role="status" data-testid="payment-window-done">
        <Icon size={48} aria-hidden="true" className={failed ? styles.iconError : styles.iconSuccess} />
        <h1>{title}</h1>
        <p>{t('paymentWindow.text')}</p>
        <div className={styles.actions}>
          <Link to={result} className={buttonClass('secondary')}>
            {t('paymentWindow.showHere')}
          </Link>
        </div>
      </div>
    </main>
  );
}
