import type { OrderCreditInvoice } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/ui/fact';
import { useFormatDate } from '../lib/use-format-date';
import styles from './order-on-account.module.css';

// An order paid on account (issue 30): how it was paid with the net terms its credit invoice was
// issued on ("Paid on account (Net 30)"), the invoice's number, due date and whether it is open,
// paid or overdue. The invoice comes from the credit module (lib/shared-api); a reader who may not
// see it (a colleague of the buyer who placed it, without statements.read) reads only the method.

/** open, paid, overdue (open past its due date) or void: what the buyer needs to know of it. */
export const creditInvoiceState = (i: OrderCreditInvoice) => (i.status === 'open' && i.overdueDays > 0 ? 'overdue' : i.status);

/** The payment method's fact and, when the reader may see it, the credit invoice's. */
export function OnAccountFacts({ invoice: i }: { invoice: OrderCreditInvoice | null | undefined }) {
  const { t } = useTranslation('orders');
  const { date } = useFormatDate();
  if (!i) return <Fact label={t('detail.paymentMethod')}>{t('paymentMethods.account')}</Fact>;
  const state = creditInvoiceState(i);
  return (
    <>
      <Fact label={t('detail.paymentMethod')} testId="order-on-account">
        {t('onAccount.paid', { days: i.terms })}
      </Fact>
      <Fact label={t('onAccount.invoice')} testId="order-credit-invoice">
        <span className={styles.mono}>{i.invoiceNo}</span>
        <span className={styles.state} data-state={state} data-testid="order-credit-invoice-state">
          {state === 'overdue' ? t('onAccount.overdue', { count: i.overdueDays }) : t(`onAccount.status.${state}`)}
        </span>
      </Fact>
      <Fact label={t('onAccount.dueAt')} testId="order-credit-due">
        {date(i.dueAt)}
      </Fact>
    </>
  );
}
