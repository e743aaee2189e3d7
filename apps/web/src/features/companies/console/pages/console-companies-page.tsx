import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { QueueFilters, QueueSearch } from '../../../../components/console/queue-filters';
import { companiesQuery } from '../api/companies-console-api';
import { CompanyTable } from '../components/company-table';
import { COMPANY_TABS, useCompanyFilters, type CompanyTab } from '../hooks/use-company-filters';
import styles from './console-companies.module.css';

/**
 * /console/companies (every role, permission companies.read; issue 29): applications for a company
 * account, the oldest first, and the companies by status, searched by name, tax number or the
 * applicant's e-mail; each opens the company's page, where sales and admin decide.
 */
export function Component() {
  const { t } = useTranslation(['console-companies', 'console']);
  const allowed = useStaffCan('companies.read');
  const f = useCompanyFilters();
  const list = useQuery({ ...companiesQuery(f.query), enabled: allowed });

  return (
    <PermissionGate permission="companies.read" title={t('title')} noAccess={t('noAccess')} error={list.error} testId="companies-no-access">
      <ConsoleQueue<CompanyTab, NonNullable<typeof list.data>>
        testId="companies"
        title={t('title')}
        lead={t('lead')}
        filters={
          <QueueFilters>
            <QueueSearch label={t('search')} button={t('searchButton')} testId="companies-search" draft={f.draft} setDraft={f.setDraft} onSearch={f.search} />
          </QueueFilters>
        }
        tabs={{
          label: t('tabsLabel'),
          items: COMPANY_TABS,
          value: f.tab,
          onChange: f.setTab,
          name: (s) => t(`tabs.${s}`),
          count: (s, page) => (s === 'all' ? Object.values(page.counts).reduce((a, b) => a + b, 0) : (page.counts[s] ?? 0)),
        }}
        query={list}
        page={f.page}
        pageSize={f.pageSize}
        onPage={f.setPage}
        renderPage={(page) => (
          <section className={styles.panel} aria-labelledby="companies-count">
            <h2 id="companies-count" className={styles.count} data-testid="companies-count">
              {t('count', { count: page.total })}
            </h2>
            {page.items.length === 0 ? (
              <p className={styles.empty} data-testid="companies-empty">
                {f.query.q ? t('noMatch', { q: f.query.q }) : t(`emptyTab.${f.tab}`)}
              </p>
            ) : (
              <CompanyTable items={page.items} />
            )}
          </section>
        )}
      />
    </PermissionGate>
  );
}
