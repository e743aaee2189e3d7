import { INQUIRY_KINDS, INQUIRY_STATUSES, STAFF_INQUIRY_PAGE_SIZE, type InquiryKind, type StaffInquirySummary } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { QueueFilters, QueueSearch, QueueSelect } from '../../../../components/console/queue-filters';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { staffInquiriesQuery } from '../api/inquiries-console-api';
import { InquiryPanel } from '../components/inquiry-panel';
import { useConsoleFormats } from '../components/formats';
import styles from './console-inquiries.module.css';

const TABS = [...INQUIRY_STATUSES, 'all'] as const;
type Tab = (typeof TABS)[number];

/**
 * /console/inquiries (sales, administrators: inquiries.answer): inquiries and contact messages by
 * status, the longest waiting first (docs/product.md#limits: answered within one working day), filtered by kind and
 * words; ?id= opens one with its thread, a reply form (with a file) and the status.
 */
export function Component() {
  const { t } = useTranslation(['console', 'account']);
  const allowed = useStaffCan('inquiries.answer');
  const [params, setParams] = useSearchParams();
  const id = /^\d{1,9}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const [status, setStatus] = useState<Tab>('pending_reply');
  const [type, setType] = useState<InquiryKind | ''>('');
  const [draft, setDraft] = useState('');
  const [words, setWords] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...staffInquiriesQuery({ status, type: type || undefined, q: words || undefined, page }), enabled: allowed && id === null });

  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const open = (next: number | null) =>
    setParams((p) => {
      if (next === null) p.delete('id');
      else p.set('id', String(next));
      return p;
    });

  return (
    <PermissionGate permission="inquiries.answer" title={t('inquiries.title')} noAccess={t('inquiries.noAccess')} error={list.error} testId="inquiries-no-access">
      {id !== null ? (
        <InquiryPanel id={id} onBack={() => open(null)} />
      ) : (
        <ConsoleQueue
          testId="inquiries"
          title={t('inquiries.title')}
          lead={t('inquiries.lead')}
          filters={
            <QueueFilters>
              <QueueSelect label={t('inquiries.filterType')} value={type} onChange={(v) => filter(() => setType(v))} options={INQUIRY_KINDS} optionLabel={(k) => t(`account:inquiries.type.${k}`)} any={t('inquiries.any')} testId="inquiries-filter-type" />
              <QueueSearch label={t('inquiries.searchLabel')} button={t('inquiries.search')} testId="inquiries-search" draft={draft} setDraft={setDraft} onSearch={(words) => filter(() => setWords(words))} />
            </QueueFilters>
          }
          tabs={{
            label: t('inquiries.tabsLabel'),
            items: TABS,
            value: status,
            onChange: (s) => filter(() => setStatus(s)),
            name: (s) => (s === 'all' ? t('inquiries.all') : t(`inquiries.status.${s}`)),
            count: (s, data) => (s === 'all' ? undefined : data.counts[s]),
          }}
          query={list}
          page={page}
          pageSize={STAFF_INQUIRY_PAGE_SIZE}
          onPage={setPage}
          empty={t('inquiries.empty')}
          renderItem={(i) => <QueueRow key={i.id} inquiry={i} />}
        />
      )}
    </PermissionGate>
  );
}

/** A row of the queue: what it is about, who sent it, how long it has waited; opens the thread. */
function QueueRow({ inquiry: i }: { inquiry: StaffInquirySummary }) {
  const { t } = useTranslation(['console', 'account']);
  const fmt = useConsoleFormats();
  const subject = i.type === 'contact' ? (i.topic ? t(`account:inquiries.topic.${i.topic}`) : '') : (i.solution ?? i.productNo);
  return (
    <li className={styles.card} data-testid={`inquiry-row-${i.id}`}>
      <div className={styles.head}>
        <Link to={`/console/inquiries?id=${i.id}`} className={styles.number} data-testid={`inquiry-open-${i.id}`}>
          {i.inquiryNo}
        </Link>
        <span className={styles.chip}>{t(`account:inquiries.type.${i.type}`)}</span>
        <span className={styles.status} data-status={i.status}>
          {t(`inquiries.status.${i.status}`)}
        </span>
      </div>
      {subject && <p className={styles.subject}>{subject}</p>}
      <p className={styles.preview} lang={i.lang}>
        {i.details}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('inquiries.from')}</dt>
          <dd>
            {i.name ? `${i.name} · ` : ''}
            {i.email} ({i.registered ? t('inquiries.registered') : t('inquiries.guest')})
          </dd>
        </div>
        <div>
          <dt>{t('inquiries.language')}</dt>
          <dd>{fmt.language(i.lang)}</dd>
        </div>
        <div>
          <dt>{i.status === 'closed' ? t('inquiries.lastActivity') : t('inquiries.waiting')}</dt>
          <dd title={fmt.date(i.lastMessageAt)}>
            {fmt.ago(i.lastMessageAt)} · {i.lastAuthor === 'buyer' ? t('inquiries.lastByBuyer') : t('inquiries.lastBySales')}
          </dd>
        </div>
      </dl>
    </li>
  );
}
