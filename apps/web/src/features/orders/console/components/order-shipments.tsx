import type { StaffOrderDetail } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import { Button } from '../../../../components/ui/button';
import { Fact } from '../../../../components/ui/fact';
import { alert } from '../../../../lib/alerts';
import { formatDayRange } from '../../../../lib/arrival-dates';
import { staffCan, useStaffMe } from '../../../../lib/staff-session';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { consoleOrdersApi } from '../api/orders-console-api';
import { useOrderManage } from '../hooks/use-order-manage';
import { ShipDialog } from './ship-dialog';
import styles from './order-detail.module.css';

type Shipment = StaffOrderDetail['shipments'][number];

/**
 * The order's parcels for whoever ships them (issue 28): where each leaves from, what to pack, its
 * promised dates, carrier and tracking number, and its own "Ship" and "Mark delivered" (the
 * server checks the state and the role again). The order follows: shipped when the last has left.
 */
export function OrderShipments({ order: o }: { order: StaffOrderDetail }) {
  const { t } = useTranslation(['console-orders', 'orders', 'console']);
  const me = useStaffMe();
  const fulfil = staffCan(me.data, 'orders.fulfil');
  const queryClient = useQueryClient();
  const [shipping, setShipping] = useState<Shipment | null>(null);
  const [delivering, setDelivering] = useState<Shipment | null>(null);
  const [busy, setBusy] = useState(false);
  // A parcel's own packing list, for the warehouse it leaves from (the whole order's is under the order's actions).
  const manage = useOrderManage(o.orderNo);
  if (o.shipments.length === 0) return null;
  const total = o.shipments.filter((s) => s.status !== 'cancelled').length || o.shipments.length;
  // Each line as the lines table names it: in the staff member's language.
  const names = new Map(o.lines.map((l) => [l.lineNo, l.name]));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] });
  const deliver = async () => {
    if (!delivering) return;
    setBusy(true);
    try {
      await consoleOrdersApi.deliverShipment(o.orderNo, delivering.seq);
      alert.success(t('shipments.delivered', { seq: delivering.seq, total, orderNo: o.orderNo }));
    } catch {
      // The client showed why (someone else moved it first); the page reads the order again.
    } finally {
      setBusy(false);
      setDelivering(null);
      await refresh();
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="order-shipments" data-testid="order-shipments">
      <div className={styles.shipmentsHead}>
        <h2 id="order-shipments">{t('shipments.title', { count: total })}</h2>
        {o.shipping && total > 1 && (
          <span className={styles.muted} data-testid="order-shipments-progress">
            {t('shipments.progress', { shipped: o.shipping.shipped, delivered: o.shipping.delivered, total: o.shipping.total })}
          </span>
        )}
      </div>
      <ol className={styles.shipments}>
        {o.shipments.map((s) => (
          <ShipmentCard
            key={s.seq}
            shipment={s}
            total={total}
            names={names}
            canMove={fulfil}
            onShip={() => setShipping(s)}
            onDeliver={() => setDelivering(s)}
            onPackingList={total > 1 && manage.may.read && s.status !== 'cancelled' ? () => void manage.openPackingList(s.seq) : undefined}
            printing={manage.printing}
          />
        ))}
      </ol>
      <ShipDialog
        order={shipping ? { orderNo: o.orderNo, shipment: { seq: shipping.seq, total } } : null}
        onClose={() => setShipping(null)}
        onShipped={async () => {
          alert.success(t('shipments.shipped', { seq: shipping?.seq ?? 0, total, orderNo: o.orderNo }));
          setShipping(null);
          await refresh();
        }}
      />
      <ConfirmDialog
        open={delivering !== null}
        title={delivering ? t('shipments.deliverTitle', { seq: delivering.seq, total, orderNo: o.orderNo }) : ''}
        text={t('shipments.deliverText')}
        confirmLabel={t('shipments.deliver')}
        busy={busy}
        onConfirm={() => void deliver()}
        onClose={() => setDelivering(null)}
      />
    </section>
  );
}

function ShipmentCard({
  shipment: s,
  total,
  names,
  canMove,
  onShip,
  onDeliver,
  onPackingList,
  printing,
}: {
  shipment: Shipment;
  total: number;
  names: Map<number, string>;
  canMove: boolean;
  onShip(): void;
  onDeliver(): void;
  /** Absent when the order has one parcel (the order's own list is the same). */
  onPackingList?: () => void;
  printing: boolean;
}) {
  const { t, i18n } = useTranslation(['console-orders', 'orders', 'console']);
  const date = useConsoleDate();
  const dates = s.arrivesFrom && s.arrivesBy ? formatDayRange(s.arrivesFrom, s.arrivesBy, i18n.language) : null;
  return (
    <li className={styles.shipment} data-testid={`order-shipment-${s.seq}`} data-status={s.status}>
      <div className={styles.shipmentHead}>
        <h3>{t('orders:shipments.heading', { seq: s.seq, total })}</h3>
        <span className={styles.shipmentStatus} data-status={s.status} data-testid="shipment-status">
          {t(`orders:shipments.status.${s.status}`)}
        </span>
        <div className={styles.shipmentMoves}>
          {onPackingList && (
            <Button size="small" variant="secondary" busy={printing} onClick={onPackingList} data-testid="shipment-packing-list">
              {t('manage.packingList')}
            </Button>
          )}
          {s.moves.ship && canMove && (
            <Button size="small" onClick={onShip} data-testid="shipment-ship">
              {t('console:orders.ship')}
            </Button>
          )}
          {s.moves.deliver && canMove && (
            <Button size="small" variant="secondary" onClick={onDeliver} data-testid="shipment-deliver">
              {t('shipments.deliver')}
            </Button>
          )}
        </div>
      </div>
      <dl className={styles.facts}>
        <Fact label={t('shipments.warehouse')}>{s.warehouseName}</Fact>
        {dates && <Fact label={t('shipments.promised')}>{dates}</Fact>}
        <Fact label={t('shipments.tracking')} testId="shipment-tracking">
          {s.carrier && s.trackingNo ? `${s.carrier} · ${s.trackingNo}` : '—'}
        </Fact>
        {s.shippedAt && <Fact label={t('detail.shipped')}>{date(s.shippedAt)}</Fact>}
        {s.deliveredAt && <Fact label={t('detail.delivered')}>{date(s.deliveredAt)}</Fact>}
      </dl>
      <ul className={styles.shipmentLines}>
        {s.lines.map((l) => (
          <li key={`${l.lineNo ?? l.productNo}`}>
            <span className={styles.mono}>{l.productNo}</span> {(l.lineNo !== null && names.get(l.lineNo)) || l.name} × <strong>{l.quantity}</strong>
          </li>
        ))}
      </ul>
    </li>
  );
}
