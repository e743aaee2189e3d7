import type { StaffCompanyList } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import styles from '../pages/console-companies.module.css';
import { CompanyStatusBadge } from './company-status';

/** A page of companies: a table, cards on a phone (data-table's .cards); each opens the company's page. */
export function CompanyTable({ items }: { items: StaffCompanyList['items'] }) {
  const { t } = useTranslation('console-companies');
  const date = useConsoleDate();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="companies-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.company')}</th>
            <th scope="col">{t('columns.applicant')}</th>
            <th scope="col">{t('columns.taxNo')}</th>
            <th scope="col" className={styles.num}>
              {t('columns.members')}
            </th>
            <th scope="col">{t('columns.applied')}</th>
            <th scope="col">{t('columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} data-testid={`company-row-${c.id}`}>
              <td>
                <Link to={`/console/companies/${c.id}`} className={styles.name}>
                  {c.name}
                </Link>
                <span className={styles.muted}>{c.countryCode}</span>
              </td>
              <td data-label={t('columns.applicant')}>
                {/* One box: on a phone the cell is a label and a value side by side. */}
                <span className={styles.who}>
                  <span className={styles.breakable}>{c.applicant.name}</span>
                  <span className={styles.muted}>{c.applicant.email}</span>
                </span>
              </td>
              <td data-label={t('columns.taxNo')} className={styles.breakable}>
                {c.taxNo}
              </td>
              <td data-label={t('columns.members')} className={styles.num}>
                {c.members}
              </td>
              <td data-label={t('columns.applied')}>
                <time dateTime={c.createdAt}>{date(c.createdAt)}</time>
              </td>
              <td data-label={t('columns.status')}>
                <CompanyStatusBadge status={c.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
