import { APPROVAL_PAGE_SIZE, APPROVAL_STATUSES, type ApprovalStatus } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabCount, TabLabel } from '../../../components/ui/tab-label';
import { Tabs } from '../../../components/ui/tabs';
import { useUrlParams } from '../../../lib/use-url-params';
import { useMyCompany } from '../../companies';
import { approvalListQuery } from '../api/approvals-api';
import { RequestTable } from '../components/request-table';
import styles from '../approvals.module.css';

type View = 'queue' | 'mine' | 'all';
const isStatus = (v: string | null): v is ApprovalStatus => APPROVAL_STATUSES.includes(v as ApprovalStatus);

/**
 * /accountCenter/approvals (issue 30): the requests waiting for the reader's role (`?view=queue`,
 * counted in its tab), the ones they sent (`mine`) and, for an admin or an approver, all of the
 * company's (`all`); each filtered by state (`?status=`) and paged. A buyer without a company is
 * told what approvals are and where a company account starts.
 */
export function Component() {
  const { t } = useTranslation(['approvals', 'pages']);
  const company = useMyCompany();
  const [params, update] = useUrlParams();
  const mayAll = company.can('approvals.manage') || company.can('approvals.decide');
  const views: View[] = mayAll ? ['queue', 'mine', 'all'] : ['queue', 'mine'];
  const asked = params.get('view');
  // Approvers land on what waits for them; everyone else on what they asked for.
  const view: View = views.find((v) => v === asked) ?? (company.can('approvals.decide') ? 'queue' : 'mine');
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ ...approvalListQuery({ view, status, page }), enabled: company.membership !== null });

  if (!company.isLoading && !company.membership) {
    return (
      <PageFrame title={t('pages:approvals')}>
        <div className={styles.empty} data-testid="approvals-no-company">
          <ClipboardCheck size={40} aria-hidden="true" />
          <h2>{t('empty.noCompanyTitle')}</h2>
          <p>{t('empty.noCompanyText')}</p>
          <div className={styles.emptyActions}>
            <Link to="/accountCenter/company/apply" className={buttonClass('primary')}>
              {t('empty.apply')}
            </Link>
          </div>
        </div>
      </PageFrame>
    );
  }

  const queue = list.data?.queue ?? 0;
  const content =
    list.isError && !list.data ? (
      <LoadError onRetry={() => void list.refetch()} />
    ) : !list.data ? (
      <div aria-busy="true">
        <Skeleton height={200} />
      </div>
    ) : list.data.items.length === 0 ? (
      <EmptyList view={view} filtered={status !== undefined} onClear={() => update({ status: undefined })} />
    ) : (
      <>
        <RequestTable items={list.data.items} />
        <Pagination page={page} total={Math.ceil(list.data.total / APPROVAL_PAGE_SIZE)} onChange={(p) => update({ page: String(p) })} />
      </>
    );

  return (
    <PageFrame title={t('pages:approvals')}>
      <div className={styles.intro}>
        <p className={styles.lead}>{t('list.lead')}</p>
        <Link to="/accountCenter/approvals/rules" className={buttonClass('secondary')} data-testid="approvals-rules-link">
          <Settings2 size={16} aria-hidden="true" />
          {t('list.rulesLink')}
        </Link>
      </div>
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <SelectField label={t('list.statusFilter')} value={status ?? ''} onChange={(e) => update({ status: e.target.value || undefined })} data-testid="approvals-status-filter">
            <option value="">{t('list.anyStatus')}</option>
            {APPROVAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <Tabs
        label={t('tabs.label')}
        value={view}
        onChange={(id) => update({ view: id })}
        items={views.map((v) => ({
          id: v,
          label: (
            <TabLabel data-testid={`approvals-tab-${v}`}>
              {t(`tabs.${v}`)}
              {v === 'queue' && queue > 0 && <TabCount>{queue}</TabCount>}
            </TabLabel>
          ),
          content,
        }))}
      />
    </PageFrame>
  );
}

/** An empty view says what it would hold and what approvals are, so a new member learns it here. */
function EmptyList({ view, filtered, onClear }: { view: View; filtered: boolean; onClear(): void }) {
  const { t } = useTranslation('approvals');
  return (
    <div className={styles.empty} data-testid="approvals-empty">
      <ClipboardCheck size={40} aria-hidden="true" />
      <h2>{filtered ? t('empty.filteredTitle') : t(`empty.${view}Title`)}</h2>
      <p>{t(`empty.${view}Text`)}</p>
      <p>{t('empty.what')}</p>
      <div className={styles.emptyActions}>
        {filtered ? (
          <button type="button" className={buttonClass('secondary')} onClick={onClear}>
            {t('empty.clearFilter')}
          </button>
        ) : view === 'mine' ? (
          <Link to="/product/queryProduct" className={buttonClass('primary')}>
            {t('empty.shop')}
          </Link>
        ) : (
          <Link to="/accountCenter/approvals/rules" className={buttonClass('secondary')}>
            {t('empty.seeRules')}
          </Link>
        )}
      </div>
    </div>
  );
}
