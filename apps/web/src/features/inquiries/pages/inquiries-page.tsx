import { INQUIRY_PAGE_SIZE, INQUIRY_STATUSES, type InquiryStatus, type InquirySummary } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { Building2, ChevronRight, MessageSquareQuote, Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Segmented } from '../../../components/ui/segmented';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabCount, TabLabel } from '../../../components/ui/tab-label';
import { Tabs } from '../../../components/ui/tabs';
import { myInquiriesQuery } from '../../../lib/shared-api/inquiries-api';
import { useShop } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import { useMyCompany } from '../../companies';
import styles from './inquiries.module.css';

// /accountCenter/inquiry (issue 15): the buyer's inquiries and contact messages by status tab
// (docs/product.md#states: pending reply, pending feedback, processing, closed), searchable by number, product number
// or words, the latest activity first; each opens its conversation. Texts: the account namespace.

// A tab names a group of requests and a badge the state of one, so each has its own words (the
// tab's plural in Finnish, French or Spanish: Suljetut, Clôturées, Cerradas; the badge's singular).
const TABS = ['all', ...INQUIRY_STATUSES] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);
const inquiryPath = (inquiryNo: string) => `/accountCenter/inquiry/detail?no=${encodeURIComponent(inquiryNo)}`;

export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const [params, update] = useUrlParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'all';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  // "Mine | Company" (issue 29): ?scope=company for a member who may read the company's quotations.
  const company = useMyCompany();
  const mayRead = company.can('quotations.read');
  const wantsCompany = params.get('scope') === 'company';
  const scope = wantsCompany && (mayRead || company.isLoading) ? 'company' : 'mine';
  const list = useQuery({
    ...myInquiriesQuery({ status: tab, q: q || undefined, page, ...(scope === 'company' ? { scope } : {}) }),
    enabled: !(wantsCompany && company.isLoading),
  });
  const data = list.data;
  const total = data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : 0;

  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ q: draft.trim() || undefined });
  };

  let content: ReactNode;
  if (list.isError && !data) content = <LoadError onRetry={() => void list.refetch()} />;
  else if (!data) content = <Skeleton height={220} />;
  else if (data.total === 0)
    content =
      total === 0 ? (
        <div className={styles.empty} data-testid="inquiries-empty">
          <MessageSquareQuote size={40} aria-hidden="true" />
          <h2>{t('inquiries.list.emptyTitle')}</h2>
          <p>{t('inquiries.list.emptyText')}</p>
          <Link to="/inquiry/create" className={buttonClass('primary')}>
            {t('inquiries.list.newInquiry')}
          </Link>
        </div>
      ) : (
        <p className={styles.none}>{t('inquiries.list.noMatch')}</p>
      );
  else
    content = (
      <>
        <ul className={styles.list} data-testid="my-inquiries">
          {data.items.map((i) => (
            <InquiryRow key={i.inquiryNo} inquiry={i} />
          ))}
        </ul>
        <Pagination page={page} total={Math.max(1, Math.ceil(data.total / INQUIRY_PAGE_SIZE))} onChange={(p) => update({ page: p === 1 ? undefined : String(p) })} />
      </>
    );

  return (
    <PageFrame title={t('pages:inquiry')}>
      <div className={styles.toolbar}>
        <p className={styles.lead}>{t('inquiries.list.lead')}</p>
        <Link to="/inquiry/create" className={buttonClass('secondary')} data-testid="inquiries-new">
          {t('inquiries.list.newInquiry')}
        </Link>
      </div>
      {mayRead && (
        <div className={styles.scopeBar}>
          <Segmented
            label={t('inquiries.company.scopeLabel')}
            value={scope}
            onChange={(s) => update({ scope: s === 'company' ? 'company' : undefined, page: undefined })}
            options={[
              { value: 'mine', label: t('inquiries.company.mine'), testId: 'inquiries-scope-mine' },
              { value: 'company', label: t('inquiries.company.company'), testId: 'inquiries-scope-company' },
            ]}
          />
        </div>
      )}
      <form role="search" className={styles.search} onSubmit={search}>
        <label className={styles.searchField}>
          <span>{t('inquiries.list.searchLabel')}</span>
          <input type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} placeholder={t('inquiries.list.searchPlaceholder')} data-testid="inquiries-search" />
        </label>
        <Button type="submit" variant="secondary">
          <Search size={16} aria-hidden="true" />
          <span className={styles.searchSubmitText}>{t('inquiries.list.search')}</span>
        </Button>
      </form>
      <Tabs
        label={t('inquiries.list.tabsLabel')}
        value={tab}
        onChange={(id) => update({ tab: id === 'all' ? undefined : id })}
        items={TABS.map((k) => ({
          id: k,
          label: (
            <TabLabel data-testid={`inquiries-tab-${k}`}>
              {t(`inquiries.list.tabs.${k}`)}
              {data && <TabCount>{k === 'all' ? total : data.counts[k as InquiryStatus]}</TabCount>}
            </TabLabel>
          ),
          content,
        }))}
      />
    </PageFrame>
  );
}

function InquiryRow({ inquiry: i }: { inquiry: InquirySummary }) {
  const { t } = useTranslation('account');
  const { locale } = useShop();
  const date = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const subject = i.type === 'contact' ? (i.topic ? t(`inquiries.topic.${i.topic}`) : '') : (i.solution ?? i.productNo);
  return (
    <li className={styles.card} data-testid="my-inquiry" data-status={i.status}>
      <Link to={inquiryPath(i.inquiryNo)} className={styles.cardLink}>
        <span className={styles.cardHead}>
          <span className={styles.number}>{i.inquiryNo}</span>
          <span className={styles.chip}>{t(`inquiries.type.${i.type}`)}</span>
          <span className={styles.status} data-status={i.status}>
            {t(`inquiries.status.${i.status}`)}
          </span>
        </span>
        {subject && <span className={styles.subject}>{subject}</span>}
        <span className={styles.preview}>{i.details}</span>
        <span className={styles.meta}>
          <span>{t('inquiries.list.sentOn', { date: date(i.createdAt) })}</span>
          {i.placedBy && (
            <span className={styles.askedBy} data-testid="inquiry-asked-by">
              <Building2 size={12} aria-hidden="true" />
              {t('inquiries.company.by', { name: i.placedBy.name })}
            </span>
          )}
          {i.replies > 0 && <span>{t('inquiries.list.replies', { count: i.replies })}</span>}
          {i.status === 'pending_feedback' && <span className={styles.yourTurn}>{t('inquiries.list.yourTurn')}</span>}
          <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
        </span>
      </Link>
    </li>
  );
}
