import { langIdByCode } from '@netshop/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { QueueFilters, QueueSearch } from '../../../../components/console/queue-filters';
import { customersQuery } from '../api/customers-console-api';
import { CustomerTable } from '../components/customer-table';
import { useCustomerFilters } from '../hooks/use-customer-filters';
import styles from './console-customers.module.css';

/**
 * /console/customers (every role, permission customers.read): the shop's buyers, newest first,
 * searched by e-mail, name, company, phone or an order number, with their country, sign-up day,
 * orders and whether they are blocked; each opens the buyer's page.
 */
export function Component() {
  const { t, i18n } = useTranslation(['console-customers', 'console']);
  const allowed = useStaffCan('customers.read');
  const { query, page: current, draft, setDraft, set, pageSize } = useCustomerFilters();
  const list = useQuery({ ...customersQuery(query, langIdByCode(i18n.language) ?? 1), enabled: allowed });

  return (
    <PermissionGate permission="customers.read" title={t('title')} noAccess={t('noAccess')} error={list.error} testId="customers-no-access">
      <ConsoleQueue
        testId="customers"
        title={t('title')}
        lead={t('lead')}
        filters={
          <QueueFilters>
            <QueueSearch label={t('search')} button={t('searchButton')} testId="customers-search" draft={draft} setDraft={setDraft} onSearch={(q) => set({ q })} />
            <label className={styles.check}>
              <input type="checkbox" checked={query.blocked === '1'} onChange={(e) => set({ blocked: e.target.checked ? '1' : '' })} data-testid="customers-blocked-only" />
              <span>{t('blockedOnly')}</span>
            </label>
          </QueueFilters>
        }
        query={list}
        page={current}
        pageSize={pageSize}
        onPage={(page) => set({ page: String(page) })}
        renderPage={(page) => (
          <section className={styles.panel} aria-labelledby="customers-count">
            <h2 id="customers-count" className={styles.count} data-testid="customers-count">
              {t('count', { count: page.total })}
            </h2>
            {page.items.length === 0 ? (
              <p className={styles.empty} data-testid="customers-empty">
                {query.q ? t('noMatch', { q: query.q }) : t('empty')}
              </p>
            ) : (
              <CustomerTable items={page.items} />
            )}
          </section>
        )}
      />
    </PermissionGate>
  );
}
