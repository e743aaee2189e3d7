import { SAMPLE_REASON_MAX, sampleRejectBody, STAFF_SAMPLE_QUEUES, type StaffSample, type StaffSampleQueue } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { countByStatus, useQueueTabs } from '../../../../components/console/use-queue-tabs';
import { ApproveDialog, RejectDialog } from '../../../../components/console/decision-dialogs';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { Button } from '../../../../components/ui/button';
import { samplesConsoleApi, samplesKey, staffSamplesQuery } from '../api/samples-console-api';
import styles from './console-samples.module.css';
import { PersonNameText } from '../../../../components/ui/name-fields';

const PAGE_SIZE = 20;
type Deciding = { kind: 'approve' | 'reject'; sample: StaffSample } | null;

/** Dates in the console's language. */
function useDate() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => f.format(new Date(iso));
  }, [i18n.language]);
}

/**
 * /console/samples (sales and administrators, permission samples.decide): free-sample applications,
 * pending ones first and the longest waiting first, each with its buyer, lines (and the stock now),
 * project, company and address. Approving creates a zero-price order that joins the to-ship queue
 * of /console/orders; rejecting asks for the reason the buyer will read. Decided ones show who
 * decided, and the order or the reason.
 */
export function Component() {
  const { t } = useTranslation(['console']);
  const queryClient = useQueryClient();
  const allowed = useStaffCan('samples.decide');
  const queue = useQueueTabs<StaffSampleQueue>('pending');
  const { tab: status, page } = queue;
  const [deciding, setDeciding] = useState<Deciding>(null);
  const list = useQuery({ ...staffSamplesQuery({ status, page, pageSize: PAGE_SIZE }), enabled: allowed });

  const decided = async () => {
    setDeciding(null);
    await queryClient.invalidateQueries({ queryKey: samplesKey });
  };

  return (
    <PermissionGate permission="samples.decide" title={t('samples.title')} noAccess={t('samples.noAccess')} error={list.error} testId="samples-no-access">
      <ConsoleQueue
        testId="samples"
        title={t('samples.title')}
        lead={t('samples.lead')}
        tabs={{
          label: t('samples.tabsLabel'),
          items: STAFF_SAMPLE_QUEUES,
          value: status,
          onChange: queue.selectTab,
          name: (s) => t(`samples.tabs.${s}`),
          count: countByStatus,
        }}
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={queue.setPage}
        empty={t(`samples.empty.${status}`)}
        renderItem={(s) => <SampleCard key={s.id} sample={s} onDecide={(kind) => setDeciding({ kind, sample: s })} />}
      />
      <ApproveDialog
        open={deciding?.kind === 'approve'}
        title={t('samples.approveTitle', { id: deciding?.sample.id ?? '' })}
        label={t('samples.approve')}
        testId="sample-approve"
        approve={() => samplesConsoleApi.approve(deciding!.sample.id)}
        onClose={() => setDeciding(null)}
        onDone={decided}
      >
        {t('samples.approveText', { count: deciding?.sample.lines.reduce((n, l) => n + l.quantity, 0) ?? 0 })}
      </ApproveDialog>
      <RejectDialog
        item={deciding?.kind === 'reject' ? deciding.sample.id : null}
        title={t('samples.rejectTitle', { id: deciding?.sample.id ?? '' })}
        schema={sampleRejectBody}
        reason={{ label: t('samples.reason'), hint: t('samples.reasonHint', { max: SAMPLE_REASON_MAX }), max: SAMPLE_REASON_MAX }}
        label={t('samples.reject')}
        testId="sample-reject"
        reject={(body) => samplesConsoleApi.reject(deciding!.sample.id, body)}
        onClose={() => setDeciding(null)}
        onDone={decided}
      />
    </PermissionGate>
  );
}

function SampleCard({ sample: s, onDecide }: { sample: StaffSample; onDecide(kind: 'approve' | 'reject'): void }) {
  const { t } = useTranslation(['console', 'orders', 'account']);
  const date = useDate();
  const a = s.address;
  const short = s.lines.filter((l) => l.stock < l.quantity);
  return (
    <li className={styles.card} data-testid={`sample-${s.id}`}>
      <div className={styles.head}>
        <h2 className={styles.title}>{t('samples.number', { id: s.id })}</h2>
        <span className={styles.status} data-status={s.status}>
          {t(`samples.status.${s.status}`)}
        </span>
        <span className={styles.muted}>{t('samples.applied', { date: date(s.createdAt) })}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('samples.buyer')}</dt>
          <dd>
            {s.buyerName} · {s.buyerEmail}
          </dd>
        </div>
        <div>
          <dt>{t('samples.company')}</dt>
          <dd>{s.company}</dd>
        </div>
        <div>
          <dt>{t('samples.shipTo')}</dt>
          <dd>
            <PersonNameText name={a} />, {a.line1}
            {a.line2 ? `, ${a.line2}` : ''}, {t('account:address.cityLine', { city: a.city, region: a.region, zip: a.zip, context: a.region ? undefined : 'noRegion' })}, {a.country} · {a.phone}
          </dd>
        </div>
      </dl>

      <table className={styles.lines}>
        <caption className="visually-hidden">{t('samples.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('samples.columns.product')}</th>
            <th scope="col" className={styles.num}>
              {t('samples.columns.quantity')}
            </th>
            <th scope="col" className={styles.num}>
              {t('samples.columns.stock')}
            </th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l) => (
            <tr key={l.skuId}>
              <td>
                <a href={`/product/productDetail?spuId=${l.spuId}`} target="_blank" rel="noopener">
                  <span className={styles.mono}>{l.productNo}</span>
                  <ExternalLink size={12} aria-hidden="true" />
                  <span className="visually-hidden"> {t('samples.newTab')}</span>
                </a>
                <span className={styles.lineName}>
                  {l.name}
                  {l.saleAttr ? ` · ${l.saleAttr}` : ''}
                </span>
              </td>
              <td className={styles.num}>{l.quantity}</td>
              <td className={styles.num} data-short={l.stock < l.quantity || undefined}>
                {l.stock}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div>
        <h3 className={styles.subhead}>{t('samples.project')}</h3>
        <p className={styles.project}>{s.project}</p>
      </div>

      {s.status === 'pending' ? (
        <div className={styles.actions}>
          {short.length > 0 && (
            <p className={styles.warning} role="note">
              {t('samples.short', { productNo: short.map((l) => l.productNo).join(', ') })}
            </p>
          )}
          <Button variant="secondary" onClick={() => onDecide('reject')} data-testid={`sample-reject-${s.id}`}>
            {t('samples.reject')}
          </Button>
          <Button onClick={() => onDecide('approve')} disabled={short.length > 0} data-testid={`sample-approve-${s.id}`}>
            {t('samples.approve')}
          </Button>
        </div>
      ) : (
        <div className={styles.outcome} data-testid={`sample-outcome-${s.id}`}>
          <p className={styles.muted}>{t('samples.decided', { name: s.decidedBy ?? t('samples.operator'), date: s.decidedAt ? date(s.decidedAt) : '' })}</p>
          {s.status === 'rejected' ? (
            <p>
              <strong>{t('samples.reason')}</strong> {s.rejectReason}
            </p>
          ) : (
            s.orderNo && (
              <p>
                <Trans
                  t={t}
                  i18nKey="samples.orderInfo"
                  values={{ orderNo: s.orderNo, status: s.orderStatus ? t(`orders:status.${s.orderStatus === 'to_receive' && s.orderDeliveredAt ? 'delivered' : s.orderStatus}`, { defaultValue: s.orderStatus }) : '' }}
                  components={{ order: <Link to="/console/orders" className={styles.mono} /> }}
                />
                {s.trackingNo && ` · ${s.carrier ?? ''} ${s.trackingNo}`}
              </p>
            )
          )}
        </div>
      )}
    </li>
  );
}
