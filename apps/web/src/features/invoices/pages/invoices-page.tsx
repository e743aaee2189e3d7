import { INVOICE_PAGE_SIZE, INVOICE_STATUSES, type InvoiceApplication, type InvoiceScope, type InvoiceStatus } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { Download, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Segmented } from '../../../components/ui/segmented';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useShop } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import { useMyCompany } from '../../companies';
import { myInvoicesQuery } from '../api/invoices-api';
import { CreditedBadge } from '../components/credit-notes';
import { InvoiceNav } from '../components/invoice-nav';
import styles from '../invoices.module.css';

// /accountCenter/invoice (issue 15): the buyer's invoice requests by status (docs/product.md#states pending review,
// approved, rejected), each with its order, type, title, amount and request date; an approved
// one downloads as PDF here and on /invoiceDetail. A company member with invoices.read switches
// between their own and the company's invoices ("Mine | Company", ?scope=company; issue 29).

// A tab names a group of requests and a badge the state of one, so each has its own words (the
// tab's plural in Finnish, French or Spanish: Hyväksytyt, Approuvées, Aprobadas; the badge's singular).
const TABS = ['all', ...INVOICE_STATUSES] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

export function Component() {
  const { t } = useTranslation(['invoices', 'pages']);
  const { langId, ready } = useShop();
  const [params, update] = useUrlParams();
  const tabParam = params.get('status');
  const tab: Tab = isTab(tabParam) ? tabParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const company = useMyCompany();
  const mayReadCompany = company.can('invoices.read');
  // ?scope=company waits for the membership; without invoices.read it reads as the buyer's own.
  const scope: InvoiceScope = params.get('scope') === 'company' && mayReadCompany ? 'company' : 'mine';
  const waiting = params.get('scope') === 'company' && company.isLoading;
  const list = useQuery({
    ...myInvoicesQuery({ status: tab === 'all' ? undefined : tab, page, pageSize: INVOICE_PAGE_SIZE, ...(scope === 'company' ? { scope } : {}) }, langId),
    enabled: ready && !waiting,
  });

  const data = list.data;
  const count = (k: Tab) => (data ? (k === 'all' ? data.counts.pending + data.counts.approved + data.counts.rejected : data.counts[k]) : undefined);
  let content: ReactNode;
  if (list.isError && !data) content = <LoadError onRetry={() => void list.refetch()} />;
  else if (!data) content = <Skeleton height={220} />;
  else if (data.items.length === 0) content = <Empty tab={tab} company={scope === 'company'} />;
  else
    content = (
      <>
        <ul className={styles.list} data-testid="invoices-list">
          {data.items.map((i) => (
            <InvoiceCard key={i.id} invoice={i} showApplicant={scope === 'company'} />
          ))}
        </ul>
        <Pagination page={page} total={Math.max(1, Math.ceil(data.total / INVOICE_PAGE_SIZE))} onChange={(p) => update({ page: String(p) })} />
      </>
    );

  return (
    <PageFrame title={t('pages:invoice')}>
      <InvoiceNav />
      {mayReadCompany && (
        <div className={styles.scopeBar}>
          <Segmented
            label={t('list.scope.label')}
            value={scope}
            onChange={(next) => update({ scope: next === 'company' ? 'company' : undefined, page: undefined })}
            options={[
              { value: 'mine', label: t('list.scope.mine'), testId: 'invoices-scope-mine' },
              { value: 'company', label: t('list.scope.company'), testId: 'invoices-scope-company' },
            ]}
          />
        </div>
      )}
      <div className={styles.toolbar}>
        <p>{scope === 'company' ? t('list.scope.companyLead', { company: company.membership?.company.name ?? '' }) : t('list.lead')}</p>
        <Link to="/accountCenter/invoiceApp" className={buttonClass('primary')} data-testid="invoices-apply">
          {t('list.apply')}
        </Link>
      </div>
      <Tabs
        label={t('list.tabsLabel')}
        value={tab}
        onChange={(id) => update({ status: id === 'all' ? undefined : id })}
        items={TABS.map((k) => ({
          id: k,
          label: (
            <span data-testid={`invoices-tab-${k}`}>
              {t(`list.tabs.${k}`)}
              {count(k) !== undefined && ` (${count(k)})`}
            </span>
          ),
          content,
        }))}
      />
    </PageFrame>
  );
}

function Empty({ tab, company }: { tab: Tab; company: boolean }) {
  const { t } = useTranslation('invoices');
  return (
    <div className={styles.empty} data-testid={`invoices-empty-${tab}`}>
      <Receipt size={40} aria-hidden="true" />
      <h2>{t(`list.empty.${tab}.title`)}</h2>
      <p>{t(`list.empty.${tab}.text`)}</p>
      {tab === 'all' && !company && (
        <div className={styles.emptyActions}>
          <Link to="/accountCenter/invoiceApp" className={buttonClass('primary')}>
            {t('list.apply')}
          </Link>
          <Link to="/accountCenter/invoiceTitle" className={buttonClass('secondary')}>
            {t('titles.add')}
          </Link>
        </div>
      )}
    </div>
  );
}

function InvoiceCard({ invoice: i, showApplicant }: { invoice: InvoiceApplication; showApplicant: boolean }) {
  const { t } = useTranslation('invoices');
  const { locale, money } = useShop();
  const status: InvoiceStatus = i.status;
  return (
    <li className={styles.card} data-testid="invoice-card" data-status={status}>
      <div className={styles.cardHead}>
        <h2>
          <Link to={`/invoiceDetail?id=${i.id}`}>{t(`type.${i.type}`)}</Link>
        </h2>
        <span className={styles.status} data-status={status}>
          {t(`status.${status}`)}
        </span>
        <CreditedBadge invoice={i} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.orderNo')}</dt>
          <dd className={styles.mono}>{i.orderNo}</dd>
        </div>
        <div>
          <dt>{t('detail.title')}</dt>
          <dd>{i.title.name}</dd>
        </div>
        <div>
          <dt>{t('detail.amount')}</dt>
          <dd className={styles.amount}>{money(i.amount)}</dd>
        </div>
        <div>
          <dt>{t('detail.requested')}</dt>
          <dd>{new Date(i.createdAt).toLocaleDateString(locale, { dateStyle: 'medium' })}</dd>
        </div>
        {showApplicant && (
          <div>
            <dt>{t('list.scope.company')}</dt>
            <dd data-testid="invoice-applied-by">{t('list.scope.appliedBy', { name: i.appliedBy.name })}</dd>
          </div>
        )}
        {i.invoiceNo && (
          <div>
            <dt>{t('detail.invoiceNo')}</dt>
            <dd className={styles.mono}>{i.invoiceNo}</dd>
          </div>
        )}
      </dl>
      {status === 'rejected' && i.rejectReason && (
        <p className={styles.rejected}>
          <strong>{t('detail.rejectReason')}</strong> {i.rejectReason}
        </p>
      )}
      <div className={styles.cardActions}>
        <Link to={`/invoiceDetail?id=${i.id}`} className={buttonClass('secondary')} aria-label={t('list.viewOf', { orderNo: i.orderNo })}>
          {t('list.view')}
        </Link>
        {i.pdfUrl && (
          <a href={i.pdfUrl} download className={buttonClass('ghost')} data-testid="invoice-download">
            <Download size={16} aria-hidden="true" />
            {t('detail.download')}
          </a>
        )}
      </div>
    </li>
  );
}
