import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useApprovalCounts } from '../hooks/use-approval-counts';
import styles from '../approvals.module.css';

/**
 * The orders page's line about the buyer's orders that wait for approval: they are not orders
 * yet (no number, nothing reserved), so the list does not show them; this links to them.
 */
export function PendingApprovalsBanner() {
  const { t } = useTranslation('approvals');
  const counts = useApprovalCounts();
  if (!counts || counts.mine === 0) return null;
  return (
    <div className={styles.notice} data-testid="orders-pending-approvals">
      <Alert kind="info">
        {t('banner.waiting', { count: counts.mine })}{' '}
        <Link to="/accountCenter/approvals?view=mine&status=pending">{t('banner.see')}</Link>
      </Alert>
    </div>
  );
}
