import type { StaffOrderDetail } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import { Button } from '../../../../components/ui/button';
import { Fact } from '../../../../components/ui/fact';
import { staffOrderCreditInvoiceQuery } from '../../../../lib/shared-api/order-credit-invoice-api';
import { staffCan, useStaffMe } from '../../../../lib/staff-session';
import { OrderKindBadge } from '../../components/order-kind-badge';
import { OnAccountFacts } from '../../components/order-on-account';
import type { OrderMove } from '../hooks/use-order-moves';
import { OrderStatusBadge } from './order-status-badge';
import styles from './order-detail.module.css';

/** The order's status and the moves its state allows the signed-in member (the server checks again). */
export function OrderDetailHead({ order: o, onMove }: { order: StaffOrderDetail; onMove(kind: OrderMove): void }) {
  const { t } = useTranslation(['console', 'orders', 'console-orders']);
  const me = useStaffMe();
  const fulfil = staffCan(me.data, 'orders.fulfil');
  return (
    <div className={styles.head}>
      <OrderStatusBadge status={o.status} delivered={o.deliveredAt !== null} partly={(o.shipping?.shipped ?? 0) > 0} size="large" testId="order-status" />
      <OrderKindBadge kind={o.kind} />
      <div className={styles.moves}>
        {o.moves.ship && fulfil && (
          <Button size="small" onClick={() => onMove('ship')} data-testid="console-ship">
            {o.shipments.filter((s) => s.status === 'pending').length > 1 ? t('console-orders:shipments.shipAll') : t('orders.ship')}
          </Button>
        )}
        {o.moves.deliver && fulfil && (
          <Button size="small" variant="secondary" onClick={() => onMove('deliver')} data-testid="console-deliver">
            {t('orders.deliver')}
          </Button>
        )}
        {o.moves.refund && staffCan(me.data, 'orders.refund') && (
          <Button size="small" variant="accent" onClick={() => onMove('refund')} data-testid="console-refund">
            {t('orders.refund')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Who bought, when each step happened, how it was paid and shipped. */
export function OrderFacts({ order: o }: { order: StaffOrderDetail }) {
  const { t } = useTranslation(['console-orders', 'orders']);
  const me = useStaffMe();
  const date = useConsoleDate();
  const when = (iso: string | null) => (iso ? date(iso) : '—');
  return (
    <section className={styles.panel} aria-labelledby="order-facts">
      <h2 id="order-facts">{t('detail.facts')}</h2>
      <dl className={styles.facts}>
        {o.company && (
          <Fact label={t('detail.company')} testId="order-company">
            {o.company.name}
          </Fact>
        )}
        {/* A company order's buyer is the member who placed it (issue 29). */}
        <Fact label={o.company ? t('detail.placedBy') : t('detail.buyer')} testId="order-buyer">
          {o.buyer.name ? `${o.buyer.name} · ` : ''}
          {o.buyer.email}
        </Fact>
        <Fact label={t('detail.placed')}>{date(o.createdAt)}</Fact>
        <Fact label={t('detail.paid')}>
          {when(o.paidAt)}
          {o.paymentMethod ? ` · ${t(`orders:paymentMethods.${o.paymentMethod}`, { defaultValue: o.paymentMethod })}` : ''}
        </Fact>
        {o.paymentMethod === 'account' && staffCan(me.data, 'credit.read') && <StaffOnAccount orderNo={o.orderNo} />}
        <Fact label={t('detail.shipped')} testId="order-shipment">
          {/* Some parcels left, not all: how many (each one's carrier is in the shipments panel). */}
          {!o.shippedAt && o.shipping && o.shipping.shipped > 0 ? t('shipments.progress', { shipped: o.shipping.shipped, delivered: o.shipping.delivered, total: o.shipping.total }) : when(o.shippedAt)}
          {o.carrier ? ` · ${o.carrier} ${o.trackingNo ?? ''}` : ''}
        </Fact>
        <Fact label={t('detail.delivered')}>{when(o.deliveredAt)}</Fact>
        {o.completedAt && <Fact label={t('detail.completed')}>{date(o.completedAt)}</Fact>}
        {o.cancelledAt && (
          <Fact label={t('detail.cancelled')}>
            {date(o.cancelledAt)}
            {o.cancelReason ? ` · ${t(`orders:cancelReasons.${o.cancelReason}`, { defaultValue: o.cancelReason })}` : ''}
            {o.cancelNote ? ` · ${o.cancelNote}` : ''}
          </Fact>
        )}
        {o.returnRequest && (
          <Fact label={t('detail.returnRequest')} testId="order-return">
            {t(`orders:returnReasons.${o.returnRequest.reason}`)} · {o.returnRequest.description}
          </Fact>
        )}
        {o.deletedAt && <Fact label={t('detail.binned')}>{date(o.deletedAt)}</Fact>}
      </dl>
    </section>
  );
}

/** An order on account's credit invoice for finance and sales (credit.read; issue 30): terms, number, due date, state. */
function StaffOnAccount({ orderNo }: { orderNo: string }) {
  const q = useQuery(staffOrderCreditInvoiceQuery(orderNo));
  return q.data ? <OnAccountFacts invoice={q.data} /> : null;
}
