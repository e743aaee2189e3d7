import { formatMoney, INVOICE_REASON_MAX, INVOICE_STATUSES, INVOICEABLE_ORDER_STATUSES, invoiceRejectBody, type InvoiceStatus, type Money, type StaffInvoice } from '@netshop/contract';
import { langIdByCode } from '@netshop/contract/languages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { countByStatus, useQueueTabs } from '../../../../components/console/use-queue-tabs';
import { ApproveDialog, RejectDialog } from '../../../../components/console/decision-dialogs';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { Button } from '../../../../components/ui/button';
import { invoicesConsoleApi, invoicesKey, staffInvoicesQuery } from '../api/invoices-console-api';
import { TitleFactRows } from '../../components/title-fact-rows';
import styles from './console-invoices.module.css';

const PAGE_SIZE = 20;
type Deciding = { kind: 'approve' | 'reject'; invoice: StaffInvoice } | null;
const invoiceable = (status: string) => (INVOICEABLE_ORDER_STATUSES as readonly string[]).includes(status);

/** Dates and money in the console's language. */
function useFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return { date: (iso: string) => f.format(new Date(iso)), money: (m: Money) => formatMoney(m.amount, m.currency, m.minorUnits, i18n.language) };
  }, [i18n.language]);
}

/**
 * /console/invoices (finance and administrators, permission invoices.decide): buyers' VAT invoice
 * requests, pending ones first and the longest waiting first, each with its buyer, order, amount,
 * type, the invoice title as the buyer gave it, and the lines. Approving issues the invoice with
 * the next number of the year; rejecting asks for the reason the buyer will read. Issued ones open
 * as PDF.
 */
export function Component() {
  const { t, i18n } = useTranslation(['console']);
  const { money } = useFormat();
  const queryClient = useQueryClient();
  const allowed = useStaffCan('invoices.decide');
  const queue = useQueueTabs<InvoiceStatus>('pending');
  const { tab: status, page } = queue;
  const [deciding, setDeciding] = useState<Deciding>(null);
  const langId = langIdByCode(i18n.language) ?? 1;
  const list = useQuery({ ...staffInvoicesQuery({ status, page, pageSize: PAGE_SIZE }, langId), enabled: allowed });

  const decided = async () => {
    setDeciding(null);
    await queryClient.invalidateQueries({ queryKey: invoicesKey });
  };

  return (
    <PermissionGate permission="invoices.decide" title={t('invoices.title')} noAccess={t('invoices.noAccess')} error={list.error} testId="invoices-no-access">
      <ConsoleQueue
        testId="invoices"
        title={t('invoices.title')}
        lead={t('invoices.lead')}
        tabs={{
          label: t('invoices.tabsLabel'),
          items: INVOICE_STATUSES,
          value: status,
          onChange: queue.selectTab,
          name: (s) => t(`invoices:status.${s}`),
          count: countByStatus,
        }}
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={queue.setPage}
        empty={t(`invoices.empty.${status}`)}
        renderItem={(i) => <InvoiceCard key={i.id} invoice={i} onDecide={(kind) => setDeciding({ kind, invoice: i })} />}
      />
      <ApproveDialog
        open={deciding?.kind === 'approve'}
        title={t('invoices.approveTitle', { id: deciding?.invoice.id ?? '' })}
        label={t('invoices.approve')}
        testId="invoice-approve"
        approve={() => invoicesConsoleApi.approve(deciding!.invoice.id)}
        onClose={() => setDeciding(null)}
        onDone={decided}
      >
        {deciding && t('invoices.approveText', { type: t(`invoices:type.${deciding.invoice.type}`), amount: money(deciding.invoice.amount), name: deciding.invoice.title.name })}
      </ApproveDialog>
      <RejectDialog
        item={deciding?.kind === 'reject' ? deciding.invoice.id : null}
        title={t('invoices.rejectTitle', { id: deciding?.invoice.id ?? '' })}
        schema={invoiceRejectBody}
        reason={{ label: t('invoices.reason'), hint: t('invoices.reasonHint', { max: INVOICE_REASON_MAX }), max: INVOICE_REASON_MAX }}
        label={t('invoices.reject')}
        testId="invoice-reject"
        reject={(body) => invoicesConsoleApi.reject(deciding!.invoice.id, body)}
        onClose={() => setDeciding(null)}
        onDone={decided}
      />
    </PermissionGate>
  );
}

function InvoiceCard({ invoice: i, onDecide }: { invoice: StaffInvoice; onDecide(kind: 'approve' | 'reject'): void }) {
  const { t } = useTranslation(['console', 'invoices', 'orders']);
  const { date, money } = useFormat();
  const x = i.title;
  const orderStatus = t(`orders:status.${i.orderStatus === 'to_receive' && i.orderDeliveredAt ? 'delivered' : i.orderStatus}`, { defaultValue: i.orderStatus });
  const canApprove = invoiceable(i.orderStatus);
  return (
    <li className={styles.card} data-testid={`invoice-${i.id}`}>
      <div className={styles.head}>
        <h2 className={styles.title}>{t('invoices.number', { id: i.id })}</h2>
        <span className={styles.status} data-status={i.status}>
          {t(`invoices:status.${i.status}`)}
        </span>
        <span className={styles.type}>{t(`invoices:type.${i.type}`)}</span>
        <span className={styles.muted}>{t('invoices.requested', { date: date(i.createdAt) })}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('invoices.buyer')}</dt>
          <dd>
            {i.buyerName} · {i.buyerEmail}
          </dd>
        </div>
        <div>
          <dt>{t('invoices.order')}</dt>
          <dd>
            <span className={styles.mono}>{t('invoices.orderInfo', { orderNo: i.orderNo, status: orderStatus })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('invoices.amount')}</dt>
          <dd className={styles.amount}>{money(i.amount)}</dd>
        </div>
      </dl>

      <div>
        <h3 className={styles.subhead}>{t('invoices.invoiceTitle')}</h3>
        <div className={styles.titleBox} data-testid={`invoice-title-${i.id}`}>
          <dl className={styles.facts}>
            <div>
              <dt>{t(`invoices:kind.${x.kind}`)}</dt>
              <dd>{x.name}</dd>
            </div>
            <TitleFactRows title={x} labels={{ taxNo: t('invoices.taxNo'), country: t('invoices.country'), address: t('invoices.address'), phone: t('invoices.phone'), bank: t('invoices.bank'), bankAccount: t('invoices.account') }} monoClassName={styles.mono} />
          </dl>
        </div>
      </div>

      <div className={styles.tableWrap}>
        <table className={styles.lines}>
          <caption className="visually-hidden">{t('invoices.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.columns.itemNo')}</th>
              <th scope="col">{t('invoices.columns.productId')}</th>
              <th scope="col">{t('invoices.columns.product')}</th>
              <th scope="col" className={styles.num}>
                {t('invoices.columns.quantity')}
              </th>
              <th scope="col" className={styles.num}>
                {t('invoices.columns.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {i.lines.map((l) => (
              <tr key={l.lineNo}>
                <td className={styles.mono}>{l.productNo}</td>
                <td>{l.spuId || '–'}</td>
                <td>
                  {l.name}
                  {l.saleAttr ? ` · ${l.saleAttr}` : ''}
                </td>
                <td className={styles.num}>{l.quantity}</td>
                <td className={styles.num}>{money(l.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {i.status === 'pending' ? (
        <div className={styles.actions}>
          {!canApprove && (
            <p className={styles.warning} role="note">
              {t('invoices.notInvoiceable', { status: orderStatus })}
            </p>
          )}
          <Button variant="secondary" onClick={() => onDecide('reject')} data-testid={`invoice-reject-${i.id}`}>
            {t('invoices.reject')}
          </Button>
          <Button onClick={() => onDecide('approve')} disabled={!canApprove} data-testid={`invoice-approve-${i.id}`}>
            {t('invoices.approve')}
          </Button>
        </div>
      ) : (
        <div className={styles.outcome} data-testid={`invoice-outcome-${i.id}`}>
          <p className={styles.muted}>{t('invoices.decided', { name: i.decidedBy ?? t('invoices.operator'), date: i.decidedAt ? date(i.decidedAt) : '' })}</p>
          {i.status === 'rejected' ? (
            <p>
              <strong>{t('invoices.reason')}:</strong> {i.rejectReason}
            </p>
          ) : (
            <p>
              {t('invoices.invoiceNo')} <span className={styles.mono}>{i.invoiceNo}</span>
              {i.pdfUrl && (
                <>
                  {' · '}
                  <a href={i.pdfUrl} target="_blank" rel="noopener" data-testid={`invoice-pdf-${i.id}`}>
                    {t('invoices.openPdf')}
                    <ExternalLink size={12} aria-hidden="true" />
                    <span className="visually-hidden"> {t('invoices.newTab')}</span>
                  </a>
                </>
              )}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
