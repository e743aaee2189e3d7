import { INVOICEABLE_ORDER_STATUSES, type StaffInvoice } from '@netshop/contract';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Fact } from '../../../../components/ui/fact';
import { CreditedBadge, CreditNoteList } from '../../components/credit-notes';
import { TitleFactRows } from '../../components/title-fact-rows';
import { useInvoiceFormat } from '../hooks/use-invoice-format';
import styles from '../pages/console-invoices.module.css';

type Decide = (kind: 'approve' | 'reject') => void;
const invoiceable = (status: string) => (INVOICEABLE_ORDER_STATUSES as readonly string[]).includes(status);

/** One request of the finance queue: buyer, order, amount, the title as given, the lines, and the decision or its outcome. */
export function InvoiceCard({ invoice: i, onDecide }: { invoice: StaffInvoice; onDecide: Decide }) {
  const { t } = useTranslation(['console', 'invoices', 'orders']);
  const { date, money } = useInvoiceFormat();
  const orderStatus = t(`orders:status.${i.orderStatus === 'to_receive' && i.orderDeliveredAt ? 'delivered' : i.orderStatus}`, { defaultValue: i.orderStatus });
  return (
    <li className={styles.card} data-testid={`invoice-${i.id}`}>
      <div className={styles.head}>
        <h2 className={styles.title}>{t('invoices.number', { id: i.id })}</h2>
        <span className={styles.status} data-status={i.status}>
          {t(`invoices:status.${i.status}`)}
        </span>
        <CreditedBadge invoice={i} />
        <span className={styles.type}>{t(`invoices:type.${i.type}`)}</span>
        <span className={styles.muted}>{t('invoices.requested', { date: date(i.createdAt) })}</span>
      </div>
      <dl className={styles.facts}>
        <Fact label={t('invoices.buyer')}>
          {i.buyerName} · {i.buyerEmail}
        </Fact>
        <Fact label={t('invoices.order')}>
          <span className={styles.mono}>{t('invoices.orderInfo', { orderNo: i.orderNo, status: orderStatus })}</span>
        </Fact>
        <Fact label={t('invoices.amount')} valueClassName={styles.amount}>
          {money(i.amount)}
        </Fact>
      </dl>
      <InvoiceTitleBox invoice={i} />
      <InvoiceLines lines={i.lines} />
      <InvoiceDecision invoice={i} orderStatus={orderStatus} onDecide={onDecide} />
    </li>
  );
}

/** The invoice title as the buyer gave it. */
function InvoiceTitleBox({ invoice: i }: { invoice: StaffInvoice }) {
  const { t } = useTranslation(['console', 'invoices']);
  const x = i.title;
  return (
    <div>
      <h3 className={styles.subhead}>{t('invoices.invoiceTitle')}</h3>
      <div className={styles.titleBox} data-testid={`invoice-title-${i.id}`}>
        <dl className={styles.facts}>
          <Fact label={t(`invoices:kind.${x.kind}`)}>{x.name}</Fact>
          <TitleFactRows title={x} labels={{ taxNo: t('invoices.taxNo'), country: t('invoices.country'), address: t('invoices.address'), phone: t('invoices.phone'), bank: t('invoices.bank'), bankAccount: t('invoices.account') }} monoClassName={styles.mono} />
        </dl>
      </div>
    </div>
  );
}

/** The order's lines the invoice covers. */
function InvoiceLines({ lines }: { lines: StaffInvoice['lines'] }) {
  const { t } = useTranslation(['console']);
  const { money } = useInvoiceFormat();
  return (
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
          {lines.map((l) => (
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
  );
}

/** A pending request's buttons (approve only once the order may be invoiced), or who decided and how. */
function InvoiceDecision({ invoice: i, orderStatus, onDecide }: { invoice: StaffInvoice; orderStatus: string; onDecide: Decide }) {
  const { t } = useTranslation(['console']);
  const { date } = useInvoiceFormat();
  const canApprove = invoiceable(i.orderStatus);
  return i.status === 'pending' ? (
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
      <CreditNoteList invoice={i} />
    </div>
  );
}
