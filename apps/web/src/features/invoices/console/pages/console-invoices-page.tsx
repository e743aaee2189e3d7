import { INVOICE_REASON_MAX, INVOICE_STATUSES, invoiceRejectBody, type InvoiceStatus, type StaffInvoice } from '@netshop/contract';
import { langIdByCode } from '@netshop/contract/languages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { countByStatus, useQueueTabs } from '../../../../components/console/use-queue-tabs';
import { ApproveDialog, RejectDialog } from '../../../../components/console/decision-dialogs';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { invoicesConsoleApi, invoicesKey, staffInvoicesQuery } from '../api/invoices-console-api';
import { InvoiceCard } from '../components/invoice-card';
import { useInvoiceFormat } from '../hooks/use-invoice-format';

const PAGE_SIZE = 20;
type Deciding = { kind: 'approve' | 'reject'; invoice: StaffInvoice } | null;

/**
 * /console/invoices (finance and administrators, permission invoices.decide): buyers' VAT invoice
 * requests, pending ones first and the longest waiting first, each with its buyer, order, amount,
 * type, the invoice title as the buyer gave it, and the lines. Approving issues the invoice with
 * the next number of the year; rejecting asks for the reason the buyer will read. Issued ones open
 * as PDF.
 */
export function Component() {
  const { t, i18n } = useTranslation(['console']);
  const { money } = useInvoiceFormat();
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
