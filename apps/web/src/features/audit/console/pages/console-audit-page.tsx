import type { AuditEntry } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { QueueFilters, QueueSearch } from '../../../../components/console/queue-filters';
import { Button } from '../../../../components/ui/button';
import { auditQueryOptions } from '../api/audit-console-api';
import { AuditTable } from '../components/audit-table';
import { RevertDialog } from '../components/revert-dialog';
import { useAuditFilters } from '../hooks/use-audit-filters';
import styles from './console-audit.module.css';

/**
 * /console/audit (administrators, permission audit.read): every change staff made to the shop's
 * data, newest first: who, what, the fields before and after, when and from where (ADR 0040).
 * Searched by words (action, record, staff), narrowed to one record or a range of days. An edit
 * can be restored from its entry (ADR 0043): a preview of what would be written, then a confirmation.
 */
export function Component() {
  const { t } = useTranslation(['console-audit', 'console']);
  const allowed = useStaffCan('audit.read');
  const { query, page: current, draft, setDraft, set, pageSize } = useAuditFilters();
  const list = useQuery({ ...auditQueryOptions(query), enabled: allowed });
  const narrowed = Boolean(query.entityType || query.entityId || query.from || query.to || query.q);
  const queryClient = useQueryClient();
  const [reverting, setReverting] = useState<AuditEntry | null>(null);

  return (
    <PermissionGate permission="audit.read" title={t('title')} noAccess={t('noAccess')} error={list.error} testId="audit-no-access">
      <ConsoleQueue
        testId="audit"
        title={t('title')}
        lead={t('lead')}
        filters={
          <QueueFilters>
            <QueueSearch label={t('search')} button={t('searchButton')} testId="audit-search" draft={draft} setDraft={setDraft} onSearch={(q) => set({ q })} />
            <label className={styles.filter}>
              <span>{t('from')}</span>
              <input type="date" value={query.from ?? ''} onChange={(e) => set({ from: e.target.value })} data-testid="audit-from" />
            </label>
            <label className={styles.filter}>
              <span>{t('to')}</span>
              <input type="date" value={query.to ?? ''} onChange={(e) => set({ to: e.target.value })} data-testid="audit-to" />
            </label>
            {narrowed && (
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  setDraft('');
                  set({ q: '', entityType: '', entityId: '', from: '', to: '' });
                }}
              >
                {t('clear')}
              </Button>
            )}
          </QueueFilters>
        }
        query={list}
        page={current}
        pageSize={pageSize}
        onPage={(page) => set({ page: String(page) })}
        renderPage={(page) => (
          <section className={styles.panel} aria-labelledby="audit-count">
            <h2 id="audit-count" className={styles.count} data-testid="audit-count">
              {query.entityId ? t('countFor', { count: page.total, record: `${query.entityType ?? ''} ${query.entityId}`.trim() }) : t('count', { count: page.total })}
            </h2>
            {page.items.length === 0 ? (
              <p className={styles.empty} data-testid="audit-empty">
                {t('empty')}
              </p>
            ) : (
              <AuditTable items={page.items} onEntity={(entityType, entityId) => set({ entityType, entityId })} onRevert={setReverting} />
            )}
          </section>
        )}
      />
      <RevertDialog
        entry={reverting}
        onClose={() => setReverting(null)}
        onDone={async () => {
          setReverting(null);
          // The restore's own entry heads the list, and the restored one says by which.
          await queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] });
        }}
      />
    </PermissionGate>
  );
}
