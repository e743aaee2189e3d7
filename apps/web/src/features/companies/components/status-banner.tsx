import type { Company } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';

/**
 * A suspended or closed company: what it means for its members (they read, they do not buy in its
 * name) and the reason sales gave. Nothing for an active one.
 */
export function StatusBanner({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  if (company.status !== 'suspended' && company.status !== 'closed') return null;
  return (
    <div data-testid="company-status-banner">
      <Alert kind={company.status === 'closed' ? 'error' : 'warning'}>
        <strong>{t(`banner.${company.status}`)}</strong> {company.statusReason ? t('banner.reason', { reason: company.statusReason }) : null} {t('banner.readOnly')}
      </Alert>
    </div>
  );
}
