import { CONTENT_STATUSES, CONTENT_TYPES, type ContentStatus } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { QueueFilters, QueueSearch, QueueSelect } from '../../../../components/console/queue-filters';
import { buttonClass } from '../../../../components/ui/button';
import { contentListOptions } from '../api/content-console-api';
import { ContentTable } from '../components/content-table';
import { PAGE_SIZE, useContentFilters } from '../hooks/use-content-filters';
import styles from './console-content.module.css';

/**
 * /console/content (permission content.edit): news, case studies, solutions and pages by tab, with
 * status and each language's completeness, searched by words and narrowed by status; a new item
 * of the tab's type, and the home page's editor.
 */
export function Component() {
  const { t } = useTranslation(['console-content', 'console']);
  const allowed = useStaffCan('content.edit');
  const { query, draft, setDraft, set } = useContentFilters();
  const list = useQuery({ ...contentListOptions(query), enabled: allowed });

  return (
    <PermissionGate permission="content.edit" title={t('title')} noAccess={t('noAccess')} error={list.error} testId="content-no-access">
      <ConsoleQueue
        testId="content"
        title={t('title')}
        lead={t('lead')}
        titleRow={(title) => (
          <div className={styles.titleRow}>
            {title}
            <div className={styles.titleActions}>
              <Link to="/console/content/home" className={buttonClass('secondary')} data-testid="content-home-link">
                {t('home.edit')}
              </Link>
              <Link to={`/console/content/${query.type}/new`} className={buttonClass('primary')} data-testid="content-new">
                {t(`new.${query.type}`)}
              </Link>
            </div>
          </div>
        )}
        filters={
          <QueueFilters>
            <QueueSearch label={t('search')} button={t('searchButton')} testId="content-search" draft={draft} setDraft={setDraft} onSearch={(q) => set({ q })} />
            <QueueSelect<ContentStatus>
              label={t('columns.status')}
              value={query.status ?? ''}
              onChange={(status) => set({ status })}
              options={CONTENT_STATUSES}
              optionLabel={(s) => t(`status.${s}`)}
              any={t('anyStatus')}
              testId="content-status-filter"
            />
          </QueueFilters>
        }
        tabs={{ label: t('types'), items: CONTENT_TYPES, value: query.type, onChange: (type) => set({ type }), name: (type) => t(`typeNames.${type}`) }}
        query={list}
        page={query.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => set({ page: String(page) })}
        renderPage={(page) =>
          page.items.length === 0 ? (
            <p className={styles.emptyPanel} data-testid="content-empty">
              {t('empty')}
            </p>
          ) : (
            <section className={styles.panel}>
              <ContentTable items={page.items} />
            </section>
          )
        }
      />
    </PermissionGate>
  );
}
