import type { CreditEntry } from '@netshop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../lib/use-shop';
import { formatDay, signed } from '../lib/format';
import styles from '../credit.module.css';
import type { CreditNs } from './invoices-table';

/**
 * The receivables ledger, newest first: when, what (each kind named), the invoice or order it
 * belongs to, the amount it moved the balance by (a limit change moves none: the new limit is
 * said instead), the balance after it, and who made it (the system for the sweeper's).
 * `action` adds a last cell per entry (the console's reversal).
 */
export function LedgerTable({ items, ns, action }: { items: readonly CreditEntry[]; ns: CreditNs; action?(entry: CreditEntry): ReactNode }) {
  const { t } = useTranslation(ns);
  const { money, locale } = useShop();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="credit-ledger">
        <thead>
          <tr>
            <th scope="col">{t('ledger.columns.at')}</th>
            <th scope="col">{t('ledger.columns.kind')}</th>
            <th scope="col">{t('ledger.columns.ref')}</th>
            <th scope="col" className={styles.num}>
              {t('ledger.columns.amount')}
            </th>
            <th scope="col" className={styles.num}>
              {t('ledger.columns.balance')}
            </th>
            <th scope="col">{t('ledger.columns.by')}</th>
            {action && <th scope="col">{t('ledger.columns.action')}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id} data-testid={`credit-entry-${e.id}`}>
              <td>
                <time dateTime={e.at}>{formatDay(e.at, locale, true)}</time>
              </td>
              <td data-label={t('ledger.columns.kind')}>
                <strong>{t(`kinds.${e.kind}`)}</strong>
                {e.note && <span className={styles.sub}>{e.note}</span>}
              </td>
              <td data-label={t('ledger.columns.ref')}>
                {[e.invoiceNo, e.orderNo, e.reference].filter(Boolean).map((r) => (
                  <span key={r} className={`${styles.code} ${styles.sub}`}>
                    {r}
                  </span>
                ))}
              </td>
              <td data-label={t('ledger.columns.amount')} className={styles.num}>
                {e.amount.amount === 0 ? t('ledger.newLimit', { limit: money(e.limitAfter) }) : signed(e.amount, money)}
              </td>
              <td data-label={t('ledger.columns.balance')} className={styles.num}>
                {money(e.balanceAfter)}
              </td>
              <td data-label={t('ledger.columns.by')}>{e.by || t('ledger.system')}</td>
              {action && <td data-label={t('ledger.columns.action')}>{action(e)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
