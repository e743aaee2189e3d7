import type { MyCompany } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { COMPANY_KEY, companiesApi, myCompanyQuery } from '../api/companies-api';
import { RoleChips, StatusChip } from '../components/chips';
import { CompanyFacts } from '../components/company-facts';
import { CompanyForm } from '../components/company-form';
import { MembersPanel } from '../components/members-panel';
import { RecordsPanel } from '../components/records-panel';
import { RolesMatrix } from '../components/roles-matrix';
import { StatusBanner } from '../components/status-banner';
import { membershipOf } from '../lib/format';
import styles from '../companies.module.css';

const TABS = ['profile', 'members', 'roles', 'records'] as const;
type Tab = (typeof TABS)[number];

/**
 * /accountCenter/company: the buyer's company in four tabs (?tab=): its profile (the admin edits
 * it), members and invitations, what each role may do, and links to the company's orders,
 * quotations, invoices and addresses. A suspended or closed company says so above them and stays
 * readable. A buyer without a company is sent to the application.
 */
export function Component() {
  const { t } = useTranslation(['companies', 'pages']);
  const mine = useQuery(myCompanyQuery());
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'profile';

  if (mine.isError && !mine.data) {
    return (
      <PageFrame title={t('pages:company')}>
        <LoadError onRetry={() => void mine.refetch()} />
      </PageFrame>
    );
  }
  if (!mine.data) {
    return (
      <PageFrame title={t('pages:company')}>
        <Skeleton height={360} />
      </PageFrame>
    );
  }
  const membership = membershipOf(mine.data);
  if (!membership) return <Navigate to="/accountCenter/company/apply" replace />;
  const { company } = membership;

  return (
    <PageFrame title={t('pages:company')}>
      <div className={styles.companyHead}>
        <Building2 size={24} aria-hidden="true" />
        <h2 data-testid="company-name">{company.name}</h2>
        <StatusChip status={company.status} text={t(`status.${company.status}`)} />
        <span className={styles.yourRoles}>
          <span className={styles.muted}>{t('profile.yourRoles')}</span>
          <RoleChips roles={membership.roles} label={t('profile.yourRoles')} />
        </span>
      </div>
      <StatusBanner company={company} />
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onChange={(id) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true })}
        items={[
          { id: 'profile', label: t('tabs.profile'), content: <Profile membership={membership} /> },
          { id: 'members', label: t('tabs.members'), content: <MembersPanel membership={membership} /> },
          { id: 'roles', label: t('tabs.roles'), content: <RolesMatrix /> },
          { id: 'records', label: t('tabs.records'), content: <RecordsPanel membership={membership} /> },
        ]}
      />
    </PageFrame>
  );
}

function Profile({ membership }: { membership: MyCompany }) {
  const { t } = useTranslation(['companies', 'common']);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const { company } = membership;
  const mayEdit = membership.permissions.includes('company.manage');

  if (editing) {
    return (
      <CompanyForm
        mode="edit"
        start={company}
        submitLabel={t('profile.save')}
        onCancel={() => setEditing(false)}
        onSubmit={async (values) => {
          try {
            const { msg } = await companiesApi.update({ ...values, version: company.version });
            alert.success(msg);
            setEditing(false);
          } catch (err) {
            // Changed by another admin since it was read (409): the client said so; show theirs.
            if (err instanceof HttpError && err.code === 409) setEditing(false);
            throw err;
          } finally {
            await queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
          }
        }}
      />
    );
  }
  return (
    <div className={styles.section} data-testid="company-profile">
      <CompanyFacts company={company} since />
      {mayEdit ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing(true)} data-testid="company-edit">
            <Pencil size={16} aria-hidden="true" />
            {t('profile.edit')}
          </Button>
        </div>
      ) : company.status === 'active' ? (
        <p className={styles.muted}>{t('profile.adminOnly')}</p>
      ) : null}
    </div>
  );
}
