import { CREDIT_PAGE_SIZE, type StaffCreditList } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { QueueFilters, QueueSearch } from '../../../../components/console/queue-filters';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import { useShop } from '../../../../lib/use-shop';
import { useUrlParams } from '../../../../lib/use-url-params';
import { staffCreditListQuery, type StaffCreditView } from '../api/credit-console-api';
import styles from './console-credit.module.css';

const VIEWS = ['applications', 'accounts', 'overdue'] as const satisfies readonly StaffCreditView[];

/**
 * /console/credit (credit.read: sales, finance, admin; issue 30): applications for payment on
 * account (the oldest first), the companies' accounts, and the overdue ones, each with its count,
 * searched by company name; a row opens the company's credit page, where finance decides. The
 * tab, search and page are in the address so going back finds the same list.
 */
export function Component() {
  const { t } = useTranslation(['console-credit', 'console']);
  const allowed = useStaffCan('credit.read');
  const [params, update] = useUrlParams();
  const raw = params.get('tab');
  const view: StaffCreditView = VIEWS.find((v) => v === raw) ?? 'applications';
  const q = params.get('q') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q ?? '');
  const list = useQuery({ ...staffCreditListQuery({ view, q, page }), enabled: allowed });

  return (
    <PermissionGate permission="credit.read" title={t('title')} noAccess={t('noAccess')} error={list.error} testId="credit-no-access">
      <ConsoleQueue<StaffCreditView, StaffCreditList>
        testId="credit"
        title={t('title')}
        lead={t('lead')}
        filters={
          <QueueFilters>
            <QueueSearch label={t('search')} button={t('searchButton')} testId="credit-search" draft={draft} setDraft={setDraft} onSearch={(w) => update({ q: w || undefined })} />
          </QueueFilters>
        }
        tabs={{
          label: t('tabsLabel'),
          items: VIEWS,
          value: view,
          onChange: (next) => update({ tab: next === 'applications' ? undefined : next }),
          name: (v) => t(`tabs.${v}`),
          count: (v, p) => p.counts[v] ?? 0,
        }}
        query={list}
        page={page}
        pageSize={CREDIT_PAGE_SIZE}
        onPage={(n) => update({ page: String(n) })}
        renderPage={(p) => (
          <section className={styles.panel} aria-labelledby="credit-count">
            <h2 id="credit-count" className={styles.count} data-testid="credit-count">
              {t('count', { count: p.total })}
            </h2>
            {p.items.length === 0 ? (
              <p className={styles.empty} data-testid="credit-empty">
                {q ? t('noMatch', { q }) : t(`emptyTab.${view}`)}
              </p>
            ) : (
              <CreditTable items={p.items} />
            )}
          </section>
        )}
      />
    </PermissionGate>
  );
}

function CreditTable({ items }: { items: StaffCreditList['items'] }) {
  const { t } = useTranslation('console-credit');
  const { money } = useShop();
  const date = useConsoleDate();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="credit-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.company')}</th>
            <th scope="col">{t('columns.application')}</th>
            <th scope="col">{t('columns.account')}</th>
            <th scope="col" className={styles.num}>
              {t('columns.limit')}
            </th>
            <th scope="col" className={styles.num}>
              {t('columns.balance')}
            </th>
            <th scope="col" className={styles.num}>
              {t('columns.overdue')}
            </th>
            <th scope="col">{t('columns.since')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.companyId} data-testid={`credit-row-${r.companyId}`}>
              <td>
                <Link to={`/console/credit/${r.companyId}`} className={styles.name}>
                  {r.companyName}
                </Link>
                <span className={styles.muted}>{r.countryCode}</span>
              </td>
              <td data-label={t('columns.application')}>
                {r.applicationStatus ? (
                  <>
                    <span className={styles.status} data-status={r.applicationStatus}>
                      {t(`applicationStatus.${r.applicationStatus}`)}
                    </span>
                    {r.requestedLimit && <span className={styles.muted}>{t('requested', { amount: money(r.requestedLimit) })}</span>}
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td data-label={t('columns.account')}>
                {r.account ? (
                  <span className={styles.status} data-status={r.account.status}>
                    {t(`accountStatus.${r.account.status}`)}
                  </span>
                ) : (
                  '—'
                )}
              </td>
              <td data-label={t('columns.limit')} className={styles.num}>
                {r.account ? money(r.account.limit) : '—'}
              </td>
              <td data-label={t('columns.balance')} className={styles.num}>
                {r.account ? money(r.account.balance) : '—'}
              </td>
              <td data-label={t('columns.overdue')} className={styles.num}>
                {r.account ? money(r.account.overdue) : '—'}
              </td>
              <td data-label={t('columns.since')}>
                <time dateTime={r.createdAt}>{date(r.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
