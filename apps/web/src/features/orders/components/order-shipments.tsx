import type { OrderDetail, OrderShipment } from '@netshop/contract';
import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/ui/fact';
import { formatDayRange } from '../../../lib/arrival-dates';
import { useFormatDate } from '../lib/use-format-date';
import styles from './orders.module.css';

/**
 * The parcels of an order (issue 28): each leaves its warehouse on its own, with its own carrier,
 * tracking number and dates, and says what it carries. An order placed before shipments has none
 * (its one tracking number is in the shipping panel).
 */
export function OrderShipmentsPanel({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (o.shipments.length === 0) return null;
  const counted = o.shipments.filter((s) => s.status !== 'cancelled').length || o.shipments.length;
  return (
    <section className={styles.panel} aria-labelledby="shipments-head" data-testid="detail-shipments">
      <div className={styles.shipmentsHead}>
        <h2 id="shipments-head">{counted === 1 ? t('shipments.titleOne') : t('shipments.title', { count: counted })}</h2>
        {o.shipping && counted > 1 && o.shipping.shipped > 0 && o.shipping.shipped < o.shipping.total && (
          <span className={styles.muted} data-testid="shipments-progress">
            {t('shipments.progress', { shipped: o.shipping.shipped, total: o.shipping.total })}
          </span>
        )}
      </div>
      <ol className={styles.shipments}>
        {o.shipments.map((s) => (
          <ShipmentItem key={s.seq} shipment={s} total={counted} />
        ))}
      </ol>
    </section>
  );
}

function ShipmentItem({ shipment: s, total }: { shipment: OrderShipment; total: number }) {
  const { t, i18n } = useTranslation('orders');
  const { dateTime } = useFormatDate();
  const dates = s.arrivesFrom && s.arrivesBy ? formatDayRange(s.arrivesFrom, s.arrivesBy, i18n.language) : null;
  const units = s.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <li className={styles.shipment} data-testid="shipment" data-status={s.status}>
      <div className={styles.shipmentHead}>
        <Package size={16} aria-hidden="true" className={styles.shipmentIcon} />
        <h3>{total === 1 ? t('shipments.headingOne') : t('shipments.heading', { seq: s.seq, total })}</h3>
        <span className={styles.shipmentStatus} data-status={s.status} data-testid="shipment-status">
          {t(`shipments.status.${s.status}`)}
        </span>
      </div>
      <p className={styles.muted}>{t('shipments.from', { warehouse: s.warehouseName, items: t('shipments.items', { count: units }) })}</p>
      <dl className={styles.shipmentFacts}>
        {dates && s.status !== 'delivered' && s.status !== 'cancelled' && <Fact label={t('shipments.arrives')}>{dates}</Fact>}
        {s.shippedAt && <Fact label={t('shipments.shippedAt')}>{dateTime(s.shippedAt)}</Fact>}
        {s.deliveredAt && <Fact label={t('shipments.deliveredAt')}>{dateTime(s.deliveredAt)}</Fact>}
        {s.status !== 'cancelled' && (
          <Fact label={t('detail.tracking')} testId="shipment-tracking">
            {s.carrier && s.trackingNo ? t('detail.carrierTracking', { carrier: s.carrier, trackingNo: s.trackingNo }) : t('shipments.notShipped')}
          </Fact>
        )}
      </dl>
      <ul className={styles.shipmentLines}>
        {s.lines.map((l) => (
          <li key={`${l.lineNo ?? l.productNo}`}>
            {t('shipments.line', { name: l.name, productNo: l.productNo, count: l.quantity })}
          </li>
        ))}
      </ul>
    </li>
  );
}
