import type { CreditInvoice } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop } from '../../../lib/use-shop';
import { formatDay } from '../lib/format';
import styles from '../credit.module.css';

/** Which texts: the account centre's (credit) or the console's (console-credit); both name the same keys. */
export type CreditNs = 'credit' | 'console-credit';

/**
 * Invoices of orders paid on account: number, the order (a link in the account centre), the PO
 * number, amount, paid, what is still due, the due date and how many days it is late. A late
 * invoice says so in words; the colour only repeats it.
 */
export function InvoicesTable({ items, ns, orderLink = true, testId = 'credit-invoices' }: { items: readonly CreditInvoice[]; ns: CreditNs; orderLink?: boolean; testId?: string }) {
  const { t } = useTranslation(ns);
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
