import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../components/console/permission-gate';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStaffMe } from '../../../lib/staff-session';
import { staffListQuery } from '../api/staff-api';
import styles from '../components/console.module.css';
import page from '../components/staff.module.css';
import { StaffActionDialogs } from '../components/staff-action-dialogs';
import { StaffCreateForm } from '../components/staff-create-form';
import { StaffTable, type StaffAction } from '../components/staff-table';

/** /console/staff (administrators): who has access, each account's status and actions, and a new account with its roles. */
export function Component() {
  const { t } = useTranslation(['console', 'console-staff']);
  const queryClient = useQueryClient();
  const list = useQuery(staffListQuery);
  const me = useStaffMe();
  const [action, setAction] = useState<StaffAction | null>(null);
  useDocumentTitle(t('staff.title'));
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey });
  const done = async () => {
    setAction(null);
    await refresh();
  };

  return (
    <PermissionGate permission="staff.manage" title={t('staff.title')} noAccess={t('console-staff:manage.noAccess')} error={list.error} testId="staff-no-access">
      <div className={page.page}>
        <h1>{t('staff.title')}</h1>
        <section className={styles.panel} aria-labelledby="staff-list">
          <h2 id="staff-list">{t('staff.list')}</h2>
          {list.isError ? (
            <LoadError onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <Skeleton height={120} />
          ) : (
            <StaffTable members={list.data} myId={me.data?.staffId} onAction={setAction} />
          )}
        </section>
        <StaffCreateForm onCreated={refresh} />
        <StaffActionDialogs action={action} onClose={() => setAction(null)} onDone={done} />
      </div>
    </PermissionGate>
  );
}
