import { langIdByCode } from '@netshop/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConsoleDetail } from '../../../../components/console/console-detail';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { customerQuery } from '../api/customers-console-api';
import { CustomerActions } from '../components/customer-actions';
import { CustomerActivity, CustomerAddresses } from '../components/customer-activity';
import { CustomerOrders } from '../components/customer-orders';
import { CustomerProfile } from '../components/customer-profile';
import styles from './console-customers.module.css';

/**
 * /console/customers/:userId (permission customers.read): one buyer: who they are, and their
 * latest orders, addresses, inquiries, questions, sample applications and chats, each read from
 * the module that owns it. Administrators (customers.manage) block and unblock, send a password
 * reset, export the buyer's data as a file and erase it (ADR 0041).
 */
export function Component() {
  const { t, i18n } = useTranslation(['console-customers', 'console']);
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const allowed = useStaffCan('customers.read');
  const manage = useStaffCan('customers.manage');
  const detail = useQuery({ ...customerQuery(userId, langIdByCode(i18n.language) ?? 1), enabled: allowed });
  const name = detail.data && (`${detail.data.profile.firstName} ${detail.data.profile.lastName}`.trim() || t('noName'));

  return (
    <PermissionGate permission="customers.read" title={t('title')} noAccess={t('noAccess')} error={detail.error} testId="customers-no-access">
      <ConsoleDetail
        back={{ label: t('back'), onBack: () => void navigate(-1), testId: 'customer-back' }}
        title={name ?? t('title')}
        titleTestId="customer-title"
        query={detail}
        notFound={<p className={styles.panel}>{t('notFound')}</p>}
      >
        {(d) => (
          <div className={styles.detail}>
            {manage && <CustomerActions profile={d.profile} />}
            <CustomerProfile profile={d.profile} />
            <CustomerOrders orders={d.orders} />
            <CustomerAddresses addresses={d.addresses} />
            <CustomerActivity detail={d} />
          </div>
        )}
      </ConsoleDetail>
    </PermissionGate>
  );
}
