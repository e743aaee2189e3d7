import { approvalNoParams, type ApprovalRequestDetail, type MyCompany } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http';
import { useShop } from '../../../lib/use-shop';
import { useMyCompany } from '../../companies';
import { approvalRequestQuery } from '../api/approvals-api';
import { DecisionPanel, useWaitingRoles } from '../components/decision-panel';
import { formatWhen, RequestStatus } from '../components/status';
import { StepsTimeline } from '../components/steps-timeline';
import styles from '../approvals.module.css';

/**
 * /accountCenter/approvals/detail?no=AR… (issue 30): one approval request — what was asked for
 * (lines, total, address, payment terms and PO number, remark), its levels with each decision, the
 * decision for the approver whose turn it is (or why the reader has none), and the outcome (the
 * order it became, or why it went back). The approvers' mail links here: the account centre sends
 * a signed-out reader to login and back to this address. `&sent=1` is checkout's: the buyer's order
 * was just sent for approval, and the page says to whom.
 */
export function Component() {
  const { t } = useTranslation(['approvals', 'pages']);
  const [params] = useSearchParams();
  const no = params.get('no') ?? '';
  const valid = approvalNoParams.safeParse({ requestNo: no }).success;
  const request = useQuery({ ...approvalRequestQuery(no), enabled: valid });
  // The reader's roles decide what the decision panel says: wait for them with the request.
  const company = useMyCompany();
  const title = valid ? t('detail.title', { requestNo: no }) : t('pages:approvals');

  const notFound = !valid || (request.error instanceof HttpError && (request.error.code === 404 || request.error.code === 403));
  return (
    <PageFrame title={title}>
      <Link to="/accountCenter/approvals" className={styles.back} data-testid="approval-back">
        <ArrowLeft size={14} aria-hidden="true" />
        {t('detail.back')}
      </Link>
      {notFound ? (
        <div className={styles.empty} data-testid="approval-not-found">
          <FileQuestion size={40} aria-hidden="true" />
          <h2>{t('detail.notFoundTitle')}</h2>
          <p>{t('detail.notFoundText')}</p>
          <div className={styles.emptyActions}>
            <Link to="/accountCenter/approvals" className={buttonClass('primary')}>
              {t('detail.back')}
            </Link>
          </div>
        </div>
      ) : request.isError && !request.data ? (
        <LoadError onRetry={() => void request.refetch()} />
      ) : !request.data || company.isLoading ? (
        <div aria-busy="true">
          <Skeleton height={360} />
        </div>
      ) : (
        <RequestView request={request.data} membership={company.membership} sent={params.get('sent') === '1'} />
      )}
    </PageFrame>
  );
}

function RequestView({ request, membership, sent }: { request: ApprovalRequestDetail; membership: MyCompany | null; sent: boolean }) {
  const { t } = useTranslation(['approvals', 'companies']);
  const { locale, money } = useShop();
  const waitingFor = useWaitingRoles(request);
  return (
    <>
      <div className={styles.head}>
        <RequestStatus status={request.status} />
        {request.kind === 'quotation' && <span className={styles.muted}>{t('kind.quotation')}</span>}
      </div>
      {sent && request.status === 'pending' && (
        <div className={styles.notice} data-testid="approval-sent">
          <Alert kind="success">
            <strong className={styles.noticeLine}>{t('sent.title', { roles: waitingFor, level: request.currentLevel ?? 1 })}</strong>
            <span className={styles.noticeLine}>{t('sent.told')}</span>
            <span className={styles.noticeLine}>{t('sent.stock', { date: formatWhen(request.expiresAt, locale) })}</span>
          </Alert>
        </div>
      )}
      <Outcome request={request} />
      <div className={styles.detail}>
        <div>
          <section className={styles.section} aria-labelledby="approval-facts-title">
            <h2 id="approval-facts-title">{t('detail.facts')}</h2>
            <dl className={styles.facts} data-testid="approval-facts">
              <Fact label={t('list.requester')}>{request.requester.name}</Fact>
              <Fact label={t('detail.created')}>{formatWhen(request.createdAt, locale, true)}</Fact>
              {request.status === 'pending' && <Fact label={t('list.expires')}>{formatWhen(request.expiresAt, locale, true)}</Fact>}
              <Fact label={t('detail.payment')} testId="approval-payment">
                {request.paymentTerms === 'account'
                  ? request.poNumber
                    ? t('detail.onAccountPo', { po: request.poNumber })
                    : t('detail.onAccount')
                  : t('detail.payNow')}
              </Fact>
              <Fact label={t('detail.shipTo')}>{request.shippingAddress || '—'}</Fact>
              {/* A quotation's acceptance: its quotation (inquiry number and version) rather than the remark that repeats the inquiry number. */}
              {request.quotationNo ? (
                <Fact label={t('detail.quotation')} testId="approval-quotation">
                  {request.quotationNo}
                </Fact>
              ) : (
                request.remark && <Fact label={t('detail.remark')}>{request.remark}</Fact>
              )}
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="approval-lines-title">
            <h2 id="approval-lines-title">{t('detail.lines', { count: request.lineCount })}</h2>
            <div className={styles.tableWrap}>
              <table className={`${styles.table} ${styles.cards}`} data-testid="approval-lines">
                <thead>
                  <tr>
                    <th scope="col">{t('detail.product')}</th>
                    <th scope="col" className={styles.num}>
                      {t('detail.quantity')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('detail.unitPrice')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('detail.lineTotal')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {request.lines.map((l) => (
                    <tr key={l.skuId}>
                      <td>
                        <strong>{l.name}</strong>
                        <br />
                        <span className={styles.muted}>{l.productNo}</span>
                      </td>
                      <td className={styles.num} data-label={t('detail.quantity')}>
                        {l.quantity}
                      </td>
                      <td className={styles.num} data-label={t('detail.unitPrice')}>
                        {money(l.unitPrice)}
                      </td>
                      <td className={styles.num} data-label={t('detail.lineTotal')}>
                        {money(l.lineTotal)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className={styles.total} data-testid="approval-total">
              <span>{t('list.total')}</span>
              <strong>{money(request.total)}</strong>
            </p>
          </section>
        </div>
        <div className={styles.side}>
          <DecisionPanel request={request} membership={membership} />
          <section className={styles.panel} aria-labelledby="approval-steps-title">
            <h2 id="approval-steps-title">{t('steps.heading')}</h2>
            <StepsTimeline request={request} />
          </section>
        </div>
      </div>
    </>
  );
}

/** What became of a decided request: the order placed, the reason it went back, or why nothing was ordered. */
function Outcome({ request }: { request: ApprovalRequestDetail }) {
  const { t } = useTranslation('approvals');
  const { locale } = useShop();
  if (request.status === 'pending') return null;
  const body =
    request.status === 'approved' ? (
      <Alert kind="success">
        {request.orderNo ? (
          <>
            <span className={styles.noticeLine}>{t('outcome.approved', { orderNo: request.orderNo })}</span>
            <Link to={`/accountCenter/orders/detail?orderNo=${encodeURIComponent(request.orderNo)}`} data-testid="approval-order-link">
              {t('outcome.viewOrder', { orderNo: request.orderNo })}
            </Link>
          </>
        ) : request.quotationNo ? (
          t('outcome.approvedQuotation', { quotationNo: request.quotationNo })
        ) : (
          t('outcome.approvedPlain')
        )}
      </Alert>
    ) : request.status === 'returned' ? (
      <Alert kind="warning">
        <strong className={styles.noticeLine}>{t('outcome.returned')}</strong>
        {request.returnReason && <span className={styles.noticeLine}>{t('outcome.reason', { reason: request.returnReason })}</span>}
        <span className={styles.noticeLine}>{t('outcome.orderAgain')}</span>
      </Alert>
    ) : (
      <Alert kind={request.status === 'rejected' ? 'error' : 'info'}>
        <span className={styles.noticeLine}>{t(`outcome.${request.status}`, { date: formatWhen(request.expiresAt, locale) })}</span>
        <span className={styles.noticeLine}>{t('outcome.nothingOrdered')}</span>
      </Alert>
    );
  return (
    <div className={styles.notice} data-testid="approval-outcome" data-status={request.status}>
      {body}
    </div>
  );
}
