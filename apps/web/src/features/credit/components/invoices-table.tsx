import type { CreditInvoice } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useShop } from '../../../lib/use-shop';
import { formatDay } from '../lib/format';
import styles from '../credit.module.css';

/** Which texts: the account centre's (credit) or the console's (console-credit); both name the same keys. */
export type CreditNs = 'credit' | 'console-credit';

/** Paying an invoice online (the account centre, a member who may): hooks/use-invoice-payment.ts. */
export interface InvoicePay {
  pay: (invoiceNo: string) => void;
  /** The invoice whose payment is being opened, and the one being paid in the gateway's window. */
  starting: string | null;
  following: string | null;
  /** The gateway's address when the browser blocked its window. */
  manualUrl: string | null;
  check: () => void;
  checking: boolean;
}

/**
 * Invoices of orders paid on account: number, the order (a link in the account centre), the PO
 * number, amount, paid, what is still due, the due date and how many days it is late. A late
 * invoice says so in words; the colour only repeats it.
 */
export function InvoicesTable({ items, ns, orderLink = true, testId = 'credit-invoices', pay }: { items: readonly CreditInvoice[]; ns: CreditNs; orderLink?: boolean; testId?: string; pay?: InvoicePay }) {
  const { t } = useTranslation(ns);
  // Paying is the account centre's alone: its texts are there.
  const { t: tc } = useTranslation('credit');
  const { money, locale } = useShop();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('invoices.columns.invoiceNo')}</th>
            <th scope="col">{t('invoices.columns.order')}</th>
            <th scope="col">{t('invoices.columns.po')}</th>
            <th scope="col" className={styles.num}>
              {t('invoices.columns.amount')}
            </th>
            <th scope="col" className={styles.num}>
              {t('invoices.columns.paid')}
            </th>
            <th scope="col" className={styles.num}>
              {t('invoices.columns.due')}
            </th>
            <th scope="col">{t('invoices.columns.dueAt')}</th>
            <th scope="col">{t('invoices.columns.overdue')}</th>
            {pay && <th scope="col">{tc('invoices.columns.pay')}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.invoiceNo} data-testid={`credit-invoice-${i.invoiceNo}`}>
              <td>
                <strong className={styles.code}>{i.invoiceNo}</strong>
                <span className={styles.sub}>{t('invoices.issued', { date: formatDay(i.issuedAt, locale) })}</span>
              </td>
              <td data-label={t('invoices.columns.order')}>
                {orderLink ? (
                  <Link to={`/accountCenter/orders/detail?orderNo=${encodeURIComponent(i.orderNo)}`} className={styles.code}>
                    {i.orderNo}
                  </Link>
                ) : (
                  <span className={styles.code}>{i.orderNo}</span>
                )}
              </td>
              <td data-label={t('invoices.columns.po')} className={styles.code}>
                {i.poNumber ?? '—'}
              </td>
              <td data-label={t('invoices.columns.amount')} className={styles.num}>
                {money(i.amount)}
              </td>
              <td data-label={t('invoices.columns.paid')} className={styles.num}>
                {money({ ...i.paid, amount: i.paid.amount + i.credited.amount })}
                {i.credited.amount > 0 && <span className={styles.sub}>{t('invoices.credited', { amount: money(i.credited) })}</span>}
              </td>
              <td data-label={t('invoices.columns.due')} className={styles.num}>
                {money(i.due)}
              </td>
              <td data-label={t('invoices.columns.dueAt')}>
                <time dateTime={i.dueAt}>{formatDay(i.dueAt, locale)}</time>
              </td>
              <td data-label={t('invoices.columns.overdue')}>
                {i.status === 'paid' ? (
                  <span className={styles.status} data-status="paid">
                    {t('invoices.paidInFull')}
                  </span>
                ) : i.overdueDays > 0 ? (
                  <span className={styles.late} data-testid="credit-invoice-late">
                    {t('invoices.daysLate', { count: i.overdueDays })}
                  </span>
                ) : (
                  <span className={styles.sub}>{t('invoices.notDue')}</span>
                )}
              </td>
              {pay && (
                <td className={styles.payCell}>
                  <PayAction invoice={i} pay={pay} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Pay online" for an open invoice; while it is paid in the gateway's window, that it is awaited and a way to check at once. */
function PayAction({ invoice, pay }: { invoice: CreditInvoice; pay: InvoicePay }) {
  const { t } = useTranslation('credit');
  if (invoice.status !== 'open' || invoice.due.amount <= 0) return null;
  if (pay.following === invoice.invoiceNo)
    return (
      <div className={styles.paying} role="status" data-testid="credit-invoice-paying">
        <span className={styles.sub}>{t('pay.waiting')}</span>
        {pay.manualUrl && (
          <a href={pay.manualUrl} target="_blank" rel="noopener noreferrer" data-testid="credit-invoice-pay-link">
            {t('pay.openPage')}
          </a>
        )}
        <Button variant="secondary" size="small" busy={pay.checking} onClick={pay.check} data-testid="credit-invoice-pay-check">
          {t('pay.check')}
        </Button>
      </div>
    );
  return (
    <Button
      variant="secondary"
      size="small"
      busy={pay.starting === invoice.invoiceNo}
      disabled={pay.starting !== null || pay.following !== null}
      onClick={() => pay.pay(invoice.invoiceNo)}
      aria-label={t('pay.labelFor', { invoiceNo: invoice.invoiceNo })}
      data-testid="credit-invoice-pay"
    >
      {t('pay.button')}
    </Button>
  );
}
