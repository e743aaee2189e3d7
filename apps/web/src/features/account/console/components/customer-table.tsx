import type { CustomerListItem } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleDay } from '../hooks/use-console-day';
import styles from '../pages/console-customers.module.css';
import { CustomerState } from './customer-state';

/** A page of buyers: a table, cards on a phone (data-table's .cards); each opens the buyer's page. */
export function CustomerTable({ items }: { items: readonly CustomerListItem[] }) {
  const { t } = useTranslation('console-customers');
  const day = useConsoleDay();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="customers-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.customer')}</th>
            <th scope="col">{t('columns.company')}</th>
            <th scope="col">{t('columns.country')}</th>
            <th scope="col">{t('columns.since')}</th>
            <th scope="col" className={styles.num}>
              {t('columns.orders')}
            </th>
            <th scope="col">{t('columns.state')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.userId} data-testid={`customer-row-${c.userId}`}>
              <td>
                <Link to={`/console/customers/${c.userId}`} className={styles.name}>
                  {`${c.firstName} ${c.lastName}`.trim() || t('noName')}
                </Link>
                <span className={styles.muted}>{c.email}</span>
              </td>
              <td data-label={t('columns.company')}>{c.companyName || '—'}</td>
              <td data-label={t('columns.country')}>{c.country || '—'}</td>
              <td data-label={t('columns.since')}>
                <time dateTime={c.createdAt}>{day(c.createdAt)}</time>
              </td>
              <td data-label={t('columns.orders')} className={styles.num}>
                {c.orderCount}
              </td>
              <td data-label={t('columns.state')}>{c.blocked || c.erased ? <CustomerState blocked={c.blocked} erased={c.erased} /> : t('state.active')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
