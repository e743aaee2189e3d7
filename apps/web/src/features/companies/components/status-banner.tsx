import type { Company } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import styles from '../companies.module.css';

/**
 * A suspended or closed company: what it means for its members (they read, they do not buy in its
 * name) and the reason sales gave. Nothing for an active one.
 */
export function StatusBanner({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  if (company.status !== 'suspended' && company.status !== 'closed') return null;
  return (
    <div className={styles.banner} data-testid="company-status-banner">
      <Alert kind={company.status === 'closed' ? 'error' : 'warning'}>
        <strong className={styles.bannerLine}>{t(`banner.${company.status}`)}</strong>
        {company.statusReason && <span className={styles.bannerLine}>{t('banner.reason', { reason: company.statusReason })}</span>}
        <span className={styles.bannerLine}>{t('banner.readOnly')}</span>
      </Alert>
    </div>
  );
}
