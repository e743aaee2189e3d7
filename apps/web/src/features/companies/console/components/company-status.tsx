import type { CompanyStatus } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import styles from '../pages/console-companies.module.css';

/** A company's status in words (the colour only repeats it). */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation('console-companies');
  return (
    <span className={styles.status} data-status={status} data-testid="company-status">
      {t(`status.${status}`)}
    </span>
  );
}
