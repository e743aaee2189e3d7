import { orderNoParams, type OrderDetail } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Building2, FileSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { SaveToListButton } from '../../companies';
import { orderDetailQuery } from '../api/orders-api';
import { OrderActions } from '../components/order-actions';
import { OrderInfoPanels, OrderLinesPanel, OrderTimeline, ReturnRequestPanel } from '../components/order-detail-parts';
import { OrderShipmentsPanel } from '../components/order-shipments';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderKindBadge } from '../components/order-kind-badge';
import styles from '../components/orders.module.css';
import { PayCountdown } from '../components/pay-countdown';
import { useFormatDate } from '../lib/use-format-date';

/**
 * /accountCenter/orders/detail?orderNo=…: every field of the order (docs/product.md#entities), its history and its actions.
 * The panels are components/order-detail-parts.tsx.
 */
export function Component() {
  const { t } = useTranslation(['orders', 'pages', 'common']);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const valid = orderNoParams.shape.orderNo.safeParse(orderNo).success;
  const navigate = useNavigate();
  const detail = useQuery({ ...orderDetailQuery(orderNo), enabled: valid });
  const back = (
    <Link to="/accountCenter/orders" className={styles.backLink}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );

  if (!valid || (detail.isError && !detail.data)) {
    return (
      <PageFrame title={t('pages:orderDetail')}>
        <div className={styles.empty}>
          <FileSearch size={40} aria-hidden="true" />
          <h2>{t('detail.notFoundTitle')}</h2>
          <p>{t('detail.notFoundText')}</p>
          <div className={styles.emptyActions}>
            <Link to="/accountCenter/orders" className={buttonClass('primary')}>
              {t('detail.back')}
            </Link>
            {valid && (
              <Button variant="secondary" onClick={() => void detail.refetch()}>
                {t('common:common.retry')}
              </Button>
            )}
          </div>
        </div>
      </PageFrame>
    );
  }

  const o = detail.data;
  return (
    <PageFrame title={t('pages:orderDetail')}>
      {back}
      {!o ? (
        <div className={styles.detailGrid} aria-busy="true">
          <Skeleton height={120} />
          <Skeleton height={200} />
          <Skeleton height={160} />
        </div>
      ) : (
        <OrderDetailView order={o} onGone={() => void navigate('/accountCenter/orders')} />
      )}
    </PageFrame>
  );
}

function OrderDetailView({ order: o, onGone }: { order: OrderDetail; onGone(): void }) {
  const { t } = useTranslation('orders');
  const { dateTime } = useFormatDate();
  return (
    <div className={styles.detailGrid}>
      <section className={styles.panel} aria-labelledby="order-head">
        <div className={styles.detailHead}>
          <h2 id="order-head" className={styles.cardTitle} data-testid="detail-order-no">
            {t('card.orderNo', { orderNo: o.orderNo })}
          </h2>
          <OrderStatusBadge status={o.status} deliveredAt={o.deliveredAt} shipping={o.shipping} />
          <OrderKindBadge kind={o.kind} />
          {o.status === 'unpaid' && <PayCountdown payBy={o.payBy} />}
        </div>
        <p className={styles.muted}>{t('card.placedOn', { date: dateTime(o.createdAt) })}</p>
        {o.placedBy && (
          <p className={styles.placedBy} data-testid="detail-company">
            <Building2 size={14} aria-hidden="true" />
            {t('company.forCompanyBy', { company: o.companyName, name: o.placedBy.name })}
          </p>
        )}
        <OrderActions orderNo={o.orderNo} status={o.status} actions={o.actions} payBy={o.payBy} onGone={onGone} />
        {/* The order's lines into a requisition list (issue 29); the server reads them from the order. */}
        {o.kind === 'regular' && (
          <div>
            <SaveToListButton size="small" items={[]} orderNo={o.orderNo} />
          </div>
        )}
      </section>

      <OrderInfoPanels order={o} />
      <OrderShipmentsPanel order={o} />
      <OrderLinesPanel order={o} />
      {o.returnRequest && <ReturnRequestPanel order={o} request={o.returnRequest} />}
      <OrderTimeline events={o.events} />
    </div>
  );
}
