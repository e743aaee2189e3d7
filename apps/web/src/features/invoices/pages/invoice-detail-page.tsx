import { INVOICE_REVIEW_DAYS, type InvoiceApplication } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { Download, FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http';
import { currentToken } from '../../../lib/session';
import { useShop } from '../../../lib/use-shop';
import { useSendToLogin } from '../../../lib/use-send-to-login';
import { invoiceQuery } from '../api/invoices-api';
import { TitleFactRows } from '../components/title-fact-rows';
import styles from '../invoices.module.css';

// /invoiceDetail?id= (docs/product.md#screens, #entities Invoice): one invoice request with its title, amount, type, request
// date, status, order number, the item (part) number and product of each line (the product's
// name links to it; the shop's internal product id is not shown), and the issuer; once
// approved, the PDF invoice to download. A guest is sent to log in and comes back here.

const DIGITS = /^\d{1,9}$/;

export function Component() {
  const { t } = useTranslation(['invoices', 'pages']);
  const { langId, ready } = useShop();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const sendToLogin = useSendToLogin();
  const raw = params.get('id') ?? '';
  const id = DIGITS.test(raw) ? Number(raw) : 0;
  const loggedIn = Boolean(currentToken());
  // Checked on arrival, as the account pages do (a 401 later goes to /login by itself).
  useEffect(() => {
    if (!currentToken()) sendToLogin(pathname + search);
  }, [pathname, search, sendToLogin]);
  const one = useQuery({ ...invoiceQuery(id, langId), enabled: ready && loggedIn && id > 0, retry: (n, err) => !(err instanceof HttpError && err.code === 404) && n < 1 });

  const missing = id === 0 || (one.error instanceof HttpError && one.error.code === 404);
  let content;
  if (missing)
    content = (
      <div className={styles.empty} data-testid="invoice-missing">
        <FileQuestion size={40} aria-hidden="true" />
        <h2>{t('detail.notFound')}</h2>
        <p>{t('detail.notFoundText')}</p>
        <div className={styles.emptyActions}>
          <Link to="/accountCenter/invoice" className={buttonClass('primary')}>
            {t('detail.back')}
          </Link>
        </div>
      </div>
    );
  else if (one.isError && !one.data) content = <LoadError onRetry={() => void one.refetch()} />;
  else if (!one.data) content = <Skeleton height={360} />;
  else content = <Detail invoice={one.data} />;

  return <PageFrame title={t('pages:invoiceDetail')}>{content}</PageFrame>;
}

function Detail({ invoice: i }: { invoice: InvoiceApplication }) {
  const { t } = useTranslation('invoices');
  const { locale, money } = useShop();
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
  const x = i.title;
  return (
    <div data-testid="invoice-detail" data-status={i.status}>
      <p className={styles.back}>
        <Link to="/accountCenter/invoice">← {t('detail.back')}</Link>
      </p>

      <section className={styles.section} aria-labelledby="invoice-summary">
        <div className={styles.cardHead}>
          <h2 id="invoice-summary">{t(`type.${i.type}`)}</h2>
          <span className={styles.status} data-status={i.status} data-testid="invoice-status">
            {t(`status.${i.status}`)}
          </span>
        </div>
        <dl className={styles.facts}>
          {i.status !== 'rejected' && (
            <div>
              <dt>{t('detail.invoiceNo')}</dt>
              {i.invoiceNo ? (
                <dd className={styles.mono} data-testid="invoice-no">
                  {i.invoiceNo}
                </dd>
              ) : (
                <dd className={styles.muted}>{t('detail.noNumberYet')}</dd>
              )}
            </div>
          )}
          <div>
            <dt>{t('detail.amount')}</dt>
            <dd className={styles.amount}>{money(i.amount)}</dd>
          </div>
          <div>
            <dt>{t('detail.type')}</dt>
            <dd>{t(`type.${i.type}`)}</dd>
          </div>
          <div>
            <dt>{t('detail.requested')}</dt>
            <dd>{date(i.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('detail.status')}</dt>
            <dd>{t(`status.${i.status}`)}</dd>
          </div>
          {i.decidedAt && (
            <div>
              <dt>{t('detail.decided')}</dt>
              <dd>{date(i.decidedAt)}</dd>
            </div>
          )}
          <div>
            <dt>{t('detail.orderNo')}</dt>
            <dd>
              <Link to={`/accountCenter/orders/detail?orderNo=${encodeURIComponent(i.orderNo)}`} className={styles.mono}>
                {i.orderNo}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('detail.issuer')}</dt>
            <dd>{i.issuer}</dd>
          </div>
        </dl>
        <Outcome invoice={i} />
      </section>

      <section className={styles.section} aria-labelledby="invoice-title">
        <h2 id="invoice-title">{t('detail.title')}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('form.name')}</dt>
            <dd>
              {x.name} <span className={styles.badge}>{t(`kind.${x.kind}`)}</span>
            </dd>
          </div>
          <TitleFactRows title={x} labels={{ taxNo: t('form.taxNo'), country: t('form.country'), address: t('form.address'), phone: t('form.phone'), bank: t('form.bank'), bankAccount: t('form.bankAccount') }} monoClassName={styles.mono} />
        </dl>
      </section>

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
            {i.lines.map((l) => (
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
    </div>
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
