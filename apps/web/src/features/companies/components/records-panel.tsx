import type { CompanyPermission, MyCompany } from '@netshop/contract';
import { ClipboardCheck, ClipboardList, FileText, MapPin, MessageSquareQuote, Package, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../companies.module.css';

/**
 * The company's records live in the account centre's own pages, which show the company's instead
 * of the buyer's own with `?scope=company`: one card each, for the permissions the member holds.
 */
const RECORDS: { key: string; to: string; icon: LucideIcon; needs: CompanyPermission | null }[] = [
  { key: 'orders', to: '/accountCenter/orders?scope=company', icon: Package, needs: 'orders.read' },
  { key: 'quotations', to: '/accountCenter/inquiry?scope=company', icon: MessageSquareQuote, needs: 'quotations.read' },
  { key: 'invoices', to: '/accountCenter/invoice?scope=company', icon: FileText, needs: 'invoices.read' },
  { key: 'addresses', to: '/accountCenter/address?scope=company', icon: MapPin, needs: 'addresses.read' },
  { key: 'lists', to: '/accountCenter/lists?scope=company', icon: ClipboardList, needs: 'lists.read' },
  // Every member reads the approval rules and limits (issue 30): a buyer sees why an order waits.
  { key: 'approvals', to: '/accountCenter/approvals/rules', icon: ClipboardCheck, needs: null },
];

export function RecordsPanel({ membership }: { membership: MyCompany }) {
  const { t } = useTranslation('companies');
  const shown = RECORDS.filter((r) => r.needs === null || membership.permissions.includes(r.needs));
  return (
    <div data-testid="company-records">
      <p className={styles.lead}>{t('records.lead')}</p>
      {shown.length === 0 ? (
        <p className={styles.muted}>{t('records.none')}</p>
      ) : (
        <ul className={styles.records}>
          {shown.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link to={to} className={styles.record} data-testid={`company-record-${key}`}>
                <Icon size={24} aria-hidden="true" />
                <strong>{t(`records.${key}.title`)}</strong>
                <span>{t(`records.${key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
