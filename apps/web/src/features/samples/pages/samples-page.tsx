import { SAMPLE_MAX_LINES, SAMPLE_MAX_PER_WINDOW, SAMPLE_STATUSES, SAMPLE_WINDOW_DAYS, type SampleRequest } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabCount, TabLabel } from '../../../components/ui/tab-label';
import { Tabs } from '../../../components/ui/tabs';
import { categoriesQuery } from '../../../lib/shared-api/catalog-api';
import { mySamplesQuery } from '../../../lib/shared-api/samples-api';
import { useShop } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import styles from './samples.module.css';
import { PersonNameText } from '../../../components/ui/name-fields';

// /accountCenter/samples (issue 14): the buyer's free-sample applications by status, each with
// its lines, project, address, and what happened: under review, approved (its order), shipped
// (carrier and tracking number), or not approved (the reason). Applications start on a product
// page ("Apply for a free sample"). Texts: the account namespace; the title: the pages'.

const TABS = ['all', ...SAMPLE_STATUSES] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);
const orderPath = (orderNo: string) => `/accountCenter/orders/detail?orderNo=${encodeURIComponent(orderNo)}`;

export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const { langId, ready } = useShop();
  const [params, update] = useUrlParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'all';
  const mine = useQuery({ ...mySamplesQuery(langId), enabled: ready });

  const items = mine.data?.items;
  const counts = Object.fromEntries(TABS.map((k) => [k, items?.filter((s) => k === 'all' || s.status === k).length ?? 0])) as Record<Tab, number>;
  const shown = items?.filter((s) => tab === 'all' || s.status === tab);

  let content: ReactNode;
  if (mine.isError && !items) content = <LoadError onRetry={() => void mine.refetch()} />;
  else if (!shown) content = <Skeleton height={220} />;
  else if (shown.length === 0) content = <Empty tab={tab} />;
  else
    content = (
      <ul className={styles.list} data-testid="samples-list">
        {shown.map((s) => (
          <SampleCard key={s.id} sample={s} />
        ))}
      </ul>
    );

  return (
    <PageFrame title={t('pages:samples')}>
      <p className={styles.lead}>{t('samples.lead', { lines: SAMPLE_MAX_LINES, max: SAMPLE_MAX_PER_WINDOW, days: SAMPLE_WINDOW_DAYS })}</p>
      {mine.data && (
        <p className={styles.usage} data-testid="samples-usage">
          {t('samples.usage', { count: mine.data.inWindow, max: SAMPLE_MAX_PER_WINDOW, days: SAMPLE_WINDOW_DAYS })}
        </p>
      )}
      <Tabs
        label={t('samples.tabsLabel')}
        value={tab}
        onChange={(id) => update({ tab: id === 'all' ? undefined : id })}
        items={TABS.map((k) => ({
          id: k,
          label: (
            <TabLabel data-testid={`samples-tab-${k}`}>
              {t(`samples.tabs.${k}`)}
              {items && ' '}
              {items && <TabCount>{counts[k]}</TabCount>}
            </TabLabel>
          ),
          content,
        }))}
      />
    </PageFrame>
  );
}

/** What to do next: find optics and cables, which are the products offered as samples. */
function Empty({ tab }: { tab: Tab }) {
  const { t } = useTranslation('account');
  const { langId, ready } = useShop();
  const categories = useQuery({ ...categoriesQuery(langId), enabled: ready && tab === 'all' });
  const links = (categories.data ?? []).filter((c) => c.key === 'transceivers' || c.key === 'cables');
  return (
    <div className={styles.empty} data-testid={`samples-empty-${tab}`}>
      <FlaskConical size={40} aria-hidden="true" />
      <h3>{t(`samples.empty.${tab}.title`)}</h3>
      <p>{t(`samples.empty.${tab}.text`)}</p>
      {links.length > 0 && (
        <p className={styles.emptyLinks}>
          {links.map((c) => (
            <Link key={c.categoryId} to={`/product/queryProduct?cateId=${c.categoryId}`}>
              {c.name}
            </Link>
          ))}
        </p>
      )}
    </div>
  );
}

function SampleCard({ sample: s }: { sample: SampleRequest }) {
  const { t } = useTranslation('account');
  const { locale } = useShop();
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
  const a = s.address;
  return (
    <li className={styles.card} data-testid="sample-card" data-status={s.status}>
      <div className={styles.head}>
        <h3 className={styles.title}>{t('samples.number', { id: s.id })}</h3>
        <span className={styles.status} data-status={s.status}>
          {t(`samples.status.${s.status}`)}
        </span>
        <span className={styles.date}>{t('samples.appliedOn', { date: date(s.createdAt) })}</span>
      </div>

      <ul className={styles.lines} aria-label={t('samples.items')}>
        {s.lines.map((l) => (
          <li key={l.skuId} className={styles.line}>
            <img src={l.image} alt="" width={48} height={48} loading="lazy" />
            <span className={styles.lineText}>
              <Link to={`/product/productDetail?spuId=${l.spuId}`}>{l.name}</Link>
              <span className={styles.muted}>
                {l.saleAttr ? `${l.saleAttr} · ` : ''}
                <span className={styles.mono}>{l.productNo}</span>
              </span>
            </span>
            <span className={styles.qty}>{t('samples.quantity', { count: l.quantity })}</span>
          </li>
        ))}
      </ul>

      <dl className={styles.facts}>
        <div>
          <dt>{t('samples.project')}</dt>
          <dd className={styles.project}>{s.project}</dd>
        </div>
        <div>
          <dt>{t('samples.company')}</dt>
          <dd>{s.company}</dd>
        </div>
        <div>
          <dt>{t('samples.shipTo')}</dt>
          <dd>
            <PersonNameText name={a} />, {a.line1}
            {a.line2 ? `, ${a.line2}` : ''}, {t('address.cityLine', { city: a.city, region: a.region, zip: a.zip, context: a.region ? undefined : 'noRegion' })}, {a.country}
          </dd>
        </div>
      </dl>

      <Outcome sample={s} date={date} />
    </li>
  );
}

/** What became of it, in words (the status badge's colour only repeats it). */
function Outcome({ sample: s, date }: { sample: SampleRequest; date(iso: string): string }) {
  const { t } = useTranslation('account');
  const orderLink = s.orderNo ? <Link to={orderPath(s.orderNo)} data-testid="sample-order" /> : <span />;
  if (s.status === 'pending') return <p className={styles.note}>{t('samples.pendingText')}</p>;
  if (s.status === 'rejected')
    return (
      <div className={`${styles.note} ${styles.rejected}`} data-testid="sample-reject-reason">
        <strong>{t('samples.rejectReason')}</strong> <span>{s.rejectReason}</span>
      </div>
    );
  if (s.status === 'approved')
    return (
      <p className={`${styles.note} ${styles.approved}`}>
        <Trans t={t} i18nKey="samples.approvedText" values={{ orderNo: s.orderNo }} components={{ order: orderLink }} />
      </p>
    );
  return (
    <div className={`${styles.note} ${styles.approved}`} data-testid="sample-shipment">
      <p>{t('samples.shippedText', { carrier: s.carrier ?? '', date: s.shippedAt ? date(s.shippedAt) : '' })}</p>
      <p>
        {t('samples.tracking')} <span className={styles.mono}>{s.trackingNo}</span>
      </p>
      {s.orderNo && (
        <p>
          <Trans t={t} i18nKey="samples.orderLink" values={{ orderNo: s.orderNo }} components={{ order: orderLink }} />
        </p>
      )}
    </div>
  );
}
