import { formatMoney, formatBasisPoints, quotationRevisionBody, type Quotation } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, FileText } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { inquiriesApi, MY_INQUIRIES_KEY } from '../../../lib/shared-api/inquiries-api';
import { serverFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/alert';
import { approvalRequestPath } from '../../approvals';
import styles from './quotation-versions.module.css';

// The quotations of an inquiry (issue 15), as its buyer and sales read them: every version, the
// latest first; the current one highlighted, superseded, expired and accepted ones labelled, each
// with its PDF (a link signed for the reader). The buyer accepts the valid one in one click (an
// order at the quoted prices, paid at /orderPayment) or asks for a revision. When stock no longer
// covers it, the short lines are marked and named with what is in stock, and one click asks sales
// for a version to the stock available (the buyer cannot change a quotation's quantities).
// A company's rules may send the acceptance for approval instead (issue 30): the card then says so
// and links to the request, and nothing is to pay until it is approved.

/** A v4 UUID for the accept's idempotency key (randomUUID exists only in secure contexts). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function QuotationVersions({
  quotations,
  viewer,
  closed = false,
  canAct = true,
}: {
  quotations: Quotation[];
  viewer: 'buyer' | 'staff';
  closed?: boolean;
  /** The reader may accept or ask for a revision (a company's quotation: colleagues with quotations.manage; issue 29). */
  canAct?: boolean;
}) {
  const { t } = useTranslation('account');
  if (!quotations.length) return null;
  return (
    <section aria-labelledby="quotations-title" className={styles.section} data-testid="quotations">
      <h2 id="quotations-title" className={styles.title}>
        {t('inquiries.quotation.title')}
      </h2>
      <ol className={styles.list}>
        {quotations.map((q, i) => (
          <QuotationCard key={q.id} quotation={q} viewer={viewer} closed={closed || !canAct} latest={i === 0} />
        ))}
      </ol>
    </section>
  );
}

function QuotationCard({ quotation: q, viewer, closed, latest }: { quotation: Quotation; viewer: 'buyer' | 'staff'; closed: boolean; latest: boolean }) {
  const { t, i18n } = useTranslation('account');
  const money = (amount: number) => formatMoney(amount, q.currency, q.minorUnits, i18n.language);
  // Quotations are dated in the seller's calendar (valid to the end of that day in Shenzhen).
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(new Date(iso));
  const current = q.state === 'active';
  // The server's verdict when accepting found stock short: a text per short line, by lines.<index>.quantity.
  const [short, setShort] = useState<Record<string, string> | null>(null);
  const shortOf = (index: number) => short?.[`lines.${index}.quantity`];
  // The approval request the acceptance became (a company's rule asked for one).
  const [requestNo, setRequestNo] = useState<string | null>(null);
  return (
    <li className={styles.card} data-state={q.state} data-current={current || undefined} data-testid={`quotation-v${q.version}`}>
      <div className={styles.head}>
        <h3 className={styles.version}>{t('inquiries.quotation.version', { version: q.version })}</h3>
        <span className={styles.badge} data-state={q.state} data-testid="quotation-state">
          {t(`inquiries.quotation.state.${q.state}`)}
        </span>
        <span className={styles.meta}>
          {t('inquiries.quotation.validUntil', { date: day(q.validUntil) })} · {t('inquiries.quotation.sent', { date: day(q.createdAt) })}
        </span>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('inquiries.quotation.product')}</th>
              <th scope="col" className={styles.num}>
                {t('inquiries.quotation.quantity')}
              </th>
              <th scope="col" className={styles.num}>
                {t('inquiries.quotation.unitPrice')}
              </th>
              <th scope="col" className={styles.num}>
                {t('inquiries.quotation.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {q.lines.map((l, index) => (
              <tr key={l.lineNo} data-short={shortOf(index) ? true : undefined} className={shortOf(index) ? styles.shortRow : undefined}>
                <td>
                  <span className={styles.productNo}>{l.productNo}</span>
                  <span className={styles.name}>{l.name}</span>
                  {l.variant && <span className={styles.variant}>{l.variant}</span>}
                </td>
                <td className={styles.num} data-label={t('inquiries.quotation.quantity')}>
                  {shortOf(index) ? (
                    <span>
                      <AlertTriangle size={14} aria-hidden="true" className={styles.shortIcon} />
                      {l.quantity}
                    </span>
                  ) : (
                    l.quantity
                  )}
                </td>
                <td className={styles.num} data-label={t('inquiries.quotation.unitPrice')}>
                  {money(l.unitPrice.amount)}
                </td>
                <td className={styles.num} data-label={t('inquiries.quotation.amount')}>
                  {money(l.lineTotal.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>{t('inquiries.quotation.subtotal')}</dt>
          <dd>{money(q.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('inquiries.quotation.shipping')}</dt>
          <dd>{money(q.shippingFee)}</dd>
        </div>
        <div>
          <dt>{t('inquiries.quotation.tax', { rate: formatBasisPoints(q.taxRateBp, i18n.language) })}</dt>
          <dd>{money(q.tax)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('inquiries.quotation.total')}</dt>
          <dd data-testid="quotation-total">{money(q.total)}</dd>
        </div>
      </dl>
      {q.note && <p className={styles.note}>{q.note}</p>}
      {short && viewer === 'buyer' && <StockShort quotation={q} lines={Object.values(short)} />}
      <div className={styles.actions}>
        <a href={q.pdfUrl} target="_blank" rel="noopener" className={styles.pdf} data-testid="quotation-pdf">
          <FileText size={16} aria-hidden="true" />
          {t('inquiries.quotation.pdf')}
        </a>
        {q.orderNo && viewer === 'buyer' && (
          <Link to={`/accountCenter/orders/detail?orderNo=${encodeURIComponent(q.orderNo)}`} className={styles.pdf} data-testid="quotation-order">
            {t('inquiries.quotation.order', { orderNo: q.orderNo })}
          </Link>
        )}
        {/* The current one is accepted or revised; an expired latest one can still be revised. */}
        {viewer === 'buyer' && !closed && !requestNo && (current || (latest && q.state === 'expired')) && (
          <BuyerActions quotation={q} canAccept={current} onShort={setShort} onApproval={setRequestNo} />
        )}
      </div>
      {requestNo && (
        <div className={styles.approval} data-testid="quotation-sent-for-approval">
          <Alert kind="info">
            {t('inquiries.quotation.sentForApproval', { requestNo })}{' '}
            <Link to={approvalRequestPath(requestNo)} data-testid="quotation-approval-link">
              {t('inquiries.quotation.viewRequest')}
            </Link>
          </Alert>
        </div>
      )}
    </li>
  );
}

/** Accept and pay (one click: the order, then its payment page, or the approval request it became), or ask for a revision. */
export function BuyerActions({
  quotation: q,
  canAccept,
  onShort,
  onApproval,
}: {
  quotation: Quotation;
  canAccept: boolean;
  onShort?(lines: Record<string, string>): void;
  /** The acceptance became the company's approval request: no payment until it is approved. */
  onApproval?(requestNo: string): void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState(false);
  const [revising, setRevising] = useState(false);
  // One key per quotation shown: a retried click (a lost answer) returns the same order.
  const key = useRef(newKey());
  const refresh = () => queryClient.invalidateQueries({ queryKey: MY_INQUIRIES_KEY });

  const accept = async () => {
    setAccepting(true);
    try {
      const { data, msg } = await inquiriesApi.acceptQuotation(q.id, { idempotencyKey: key.current });
      alert.success(msg);
      void refresh();
      if (data.approval) onApproval?.(data.approval.requestNo);
      else if (data.orderNo) await navigate(`/orderPayment?orderNo=${encodeURIComponent(data.orderNo)}`);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const fields = serverFieldErrors(err);
      // Stock short: mark the lines and offer the revision. Superseded, expired or accepted meanwhile: show it as it is now.
      if (err.code === 409 && fields && Object.keys(fields).some((k) => k.startsWith('lines.'))) onShort?.(fields);
      else if (err.code === 409) void refresh();
    } finally {
      setAccepting(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setRevising(true)} data-testid="quotation-revise">
        {t('inquiries.quotation.revise')}
      </Button>
      {canAccept && (
        <Button variant="accent" busy={accepting} onClick={() => void accept()} data-testid="quotation-accept">
          {t('inquiries.quotation.accept')}
        </Button>
      )}
      {revising && <RevisionDialog quotation={q} onClose={() => setRevising(false)} onSent={() => void refresh()} />}
    </>
  );
}

/** The short lines as the server named them, and one click asking sales for a version to the stock available. */
function StockShort({ quotation: q, lines }: { quotation: Quotation; lines: string[] }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState(false);
  const ask = async () => {
    setBusy(true);
    try {
      const { msg } = await inquiriesApi.askStockRevision(q.id);
      alert.success(msg);
      setAsked(true);
      void queryClient.invalidateQueries({ queryKey: MY_INQUIRIES_KEY });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.stockShort} role="region" aria-labelledby={`stock-short-${q.id}`} data-testid="quotation-stock-short">
      <h4 id={`stock-short-${q.id}`} className={styles.stockShortTitle}>
        <AlertTriangle size={16} aria-hidden="true" />
        {t('inquiries.quotation.stockShort')}
      </h4>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {asked ? (
        <p data-testid="quotation-stock-asked">{t('inquiries.quotation.stockRevisionAsked')}</p>
      ) : (
        <>
          <p>{t('inquiries.quotation.stockShortText')}</p>
          <Button variant="accent" busy={busy} onClick={() => void ask()} data-testid="quotation-stock-revision">
            {t('inquiries.quotation.askStockRevision')}
          </Button>
        </>
      )}
    </div>
  );
}

function RevisionDialog({ quotation: q, onClose, onSent }: { quotation: Quotation; onClose(): void; onSent(): void }) {
  const { t } = useTranslation(['account', 'common']);
  const form = useZodForm(quotationRevisionBody, { body: '' });
  const onSubmit = form.submit(async (body) => {
    const { msg } = await inquiriesApi.reviseQuotation(q.id, body);
    alert.success(msg);
    onSent();
    onClose();
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('inquiries.quotation.reviseTitle', { version: q.version })}
      closeLabel={t('common:common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:common.cancel')}
          </Button>
          <Button busy={form.busy} onClick={() => void onSubmit()} data-testid="quotation-revise-send">
            {t('inquiries.quotation.reviseSend')}
          </Button>
        </>
      }
    >
      <form ref={form.formRef} noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextAreaField label={t('inquiries.quotation.reviseLabel')} hint={t('inquiries.quotation.reviseHint')} rows={4} data-testid="quotation-revise-text" {...form.field('body')} />
      </form>
    </Dialog>
  );
}
