import { langIdByCode } from '@netshop/contract/languages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConsoleDetail } from '../../../../components/console/console-detail';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { companiesKey, companyQuery } from '../api/companies-console-api';
import { CompanyDecisions } from '../components/company-decisions';
import { CompanyHistory, CompanyInvitations, CompanyMembers, CompanyProfile } from '../components/company-sections';
import styles from './console-companies.module.css';

/**
 * /console/companies/:id (permission companies.read; issue 29): one company or application — its
 * facts and documents, members, invitations and history with every note. Sales and admin
 * (companies.write) approve or reject an application and suspend, reactivate or close a company,
 * each asking for a note first.
 */
export function Component() {
  const { t, i18n } = useTranslation(['console-companies', 'console']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = useStaffCan('companies.read');
  const decide = useStaffCan('companies.write');
  const q = companyQuery(id, langIdByCode(i18n.language) ?? 1);
  const detail = useQuery({ ...q, enabled: allowed });

  return (
    <PermissionGate permission="companies.read" title={t('title')} noAccess={t('noAccess')} error={detail.error} testId="companies-no-access">
      <ConsoleDetail
        back={{ label: t('back'), onBack: () => void navigate('/console/companies'), testId: 'company-back' }}
        title={detail.data?.company.name ?? t('title')}
        titleTestId="company-title"
        query={detail}
        notFound={<p className={styles.panel}>{t('notFound')}</p>}
      >
        {(d) => (
          <div className={styles.detail}>
            <div className={styles.column}>
              {decide ? (
                <CompanyDecisions
                  detail={d}
                  onDecided={(next) => {
                    queryClient.setQueryData(q.queryKey, next);
                    void queryClient.invalidateQueries({ queryKey: [...companiesKey, 'list'] });
                  }}
                  onStale={() => queryClient.invalidateQueries({ queryKey: companiesKey })}
                />
              ) : (
                <p className={styles.panel} data-testid="company-read-only">
                  {t('decisions.readOnly')}
                </p>
              )}
              <CompanyProfile d={d} />
              <CompanyHistory d={d} />
            </div>
            <div className={styles.column}>
              <CompanyMembers d={d} />
              <CompanyInvitations d={d} />
            </div>
          </div>
        )}
      </ConsoleDetail>
    </PermissionGate>
  );
}
