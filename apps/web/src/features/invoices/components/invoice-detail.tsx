import { INVOICE_REVIEW_DAYS, type InvoiceApplication } from '@netshop/contract';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { useShop } from '../../../lib/use-shop';
import styles from '../invoices.module.css';
import { CreditedBadge, CreditNoteList } from './credit-notes';
import { TitleFactRows } from './title-fact-rows';

// The buyer's invoice request opened (pages/invoice-detail-page.tsx, docs/product.md#entities Invoice):
// the summary with what happens next (and what credit notes took back of it, issue 30), the title as given, and the lines.

export function InvoiceDetail({ invoice: i }: { invoice: InvoiceApplication }) {
  const { t } = useTranslation('invoices');
  return (
    <div data-testid="invoice-detail" data-status={i.status}>
      <p className={styles.back}>
        <Link to="/accountCenter/invoice">← {t('detail.back')}</Link>
      </p>
      <InvoiceSummary invoice={i} />
      <InvoiceTitle title={i.title} />
      <InvoiceLines lines={i.lines} />
    </div>
  );
}

/** Number, amount, type, dates, status, order and issuer, then the outcome. */
function InvoiceSummary({ invoice: i }: { invoice: InvoiceApplication }) {
  const { t } = useTranslation('invoices');
  const { locale, money } = useShop();
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
  return (
    <section className={styles.section} aria-labelledby="invoice-summary">
      <div className={styles.cardHead}>
        <h2 id="invoice-summary">{t(`type.${i.type}`)}</h2>
        <span className={styles.status} data-status={i.status} data-testid="invoice-status">
          {t(`status.${i.status}`)}
        </span>
        <CreditedBadge invoice={i} />
      </div>
      <dl className={styles.facts}>
        {i.status !== 'rejected' &&
          (i.invoiceNo ? (
            <Fact label={t('detail.invoiceNo')} valueClassName={styles.mono} testId="invoice-no">
              {i.invoiceNo}
            </Fact>
          ) : (
            <Fact label={t('detail.invoiceNo')} valueClassName={styles.muted}>
              {t('detail.noNumberYet')}
            </Fact>
          ))}
        <Fact label={t('detail.amount')} valueClassName={styles.amount}>
          {money(i.amount)}
        </Fact>
        <Fact label={t('detail.type')}>{t(`type.${i.type}`)}</Fact>
        <Fact label={t('detail.requested')}>{date(i.createdAt)}</Fact>
        <Fact label={t('detail.status')}>{t(`status.${i.status}`)}</Fact>
        {i.decidedAt && <Fact label={t('detail.decided')}>{date(i.decidedAt)}</Fact>}
        <Fact label={t('detail.orderNo')}>
          <Link to={`/accountCenter/orders/detail?orderNo=${encodeURIComponent(i.orderNo)}`} className={styles.mono}>
            {i.orderNo}
          </Link>
        </Fact>
        <Fact label={t('detail.issuer')}>{i.issuer}</Fact>
      </dl>
      <Outcome invoice={i} />
      <CreditNoteList invoice={i} />
    </section>
  );
}

/** The invoice title as the buyer gave it. */
function InvoiceTitle({ title: x }: { title: InvoiceApplication['title'] }) {
  const { t } = useTranslation('invoices');
  return (
    <section className={styles.section} aria-labelledby="invoice-title">
      <h2 id="invoice-title">{t('detail.title')}</h2>
      <dl className={styles.facts}>
        <Fact label={t('form.name')}>
          {x.name} <span className={styles.badge}>{t(`kind.${x.kind}`)}</span>
        </Fact>
        <TitleFactRows title={x} labels={{ taxNo: t('form.taxNo'), country: t('form.country'), address: t('form.address'), phone: t('form.phone'), bank: t('form.bank'), bankAccount: t('form.bankAccount') }} monoClassName={styles.mono} />
      </dl>
    </section>
  );
}

/** The invoice's lines: item number, product, quantity and amount. */
function InvoiceLines({ lines }: { lines: InvoiceApplication['lines'] }) {
  const { t } = useTranslation('invoices');
  const { money } = useShop();
  return (
    <section className={styles.section} aria-labelledby="invoice-lines">
      <h2 id="invoice-lines">{t('detail.lines')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('detail.itemNo')}</th>
            <th scope="col">{t('detail.product')}</th>
            <th scope="col" className={styles.num}>
              {t('detail.quantity')}
            </th>
            <th scope="col" className={styles.num}>
              {t('detail.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.lineNo}>
              <td data-label={t('detail.itemNo')} className={styles.mono}>
                {l.productNo}
              </td>
              <td data-label={t('detail.product')}>
                {l.spuId > 0 ? <Link to={`/product/productDetail?spuId=${l.spuId}`}>{l.name}</Link> : l.name}
                {l.saleAttr && <span className={styles.muted}> · {l.saleAttr}</span>}
              </td>
              <td data-label={t('detail.quantity')} className={styles.num}>
                {l.quantity}
              </td>
              <td data-label={t('detail.lineTotal')} className={styles.num}>
                {money(l.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What happens next, in words: under review, issued (the PDF), or not approved (the reason). */
function Outcome({ invoice: i }: { invoice: InvoiceApplication }) {
  const { t } = useTranslation('invoices');
  if (i.status === 'pending') return <p className={styles.note}>{t('detail.pendingText', { days: INVOICE_REVIEW_DAYS })}</p>;
  if (i.status === 'rejected')
    return (
      <div className={styles.rejected} data-testid="invoice-reject-reason">
        <p>
          <strong>{t('detail.rejectReason')}</strong> {i.rejectReason}
        </p>
        <p>
          {t('detail.rejectedText')}{' '}
          <Link to={`/accountCenter/invoiceApp?orderNo=${encodeURIComponent(i.orderNo)}`}>{t('detail.applyAgain')}</Link>
        </p>
      </div>
    );
  return (
    <div className={styles.approved}>
      <p>{t('detail.approvedText', { invoiceNo: i.invoiceNo })}</p>
      {i.pdfUrl && (
        <p>
          <a href={i.pdfUrl} download className={buttonClass('primary')} data-testid="invoice-download">
            <Download size={16} aria-hidden="true" />
            {t('detail.download')}
          </a>
        </p>
      )}
    </div>
  );
}
