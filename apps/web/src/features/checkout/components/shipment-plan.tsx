import type { CartLine, PreviewShipment, ShippingMethod } from '@netshop/contract';
import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { arrivalDates, arrivalDay } from '../lib/arrival';
import styles from './checkout.module.css';

interface ShipmentPlanProps {
  shipments: PreviewShipment[];
  /** The order's lines, to name what each parcel carries. */
  lines: CartLine[];
  /** The chosen method: its dates are when everything has arrived. */
  method: ShippingMethod | undefined;
  /** The buyer's choice (the list shows what the server planned for the last choice it priced). */
  singleShipment: boolean;
  /** The stock comes from more than one warehouse: the buyer may have one parcel or one per warehouse. */
  canSplit: boolean;
  onSingleChange(single: boolean): void;
}

/**
 * The parcels an order whose stock sits in several warehouses goes out in (issue 28): where each
 * leaves from, what it carries and when it arrives, and the choice of one parcel for everything
 * (arriving by the latest date). Nothing is shown when one warehouse has everything.
 */
export function ShipmentPlan({ shipments, lines, method, singleShipment, canSplit, onSingleChange }: ShipmentPlanProps) {
  const { t, i18n } = useTranslation('checkout');
  if (!canSplit || shipments.length === 0) return null;
  const lang = i18n.language;
  // A product's variants share its name: the sale attributes tell them apart.
  const names = new Map(lines.map((l) => [l.skuId, l.saleAttr ? `${l.name} · ${l.saleAttr}` : l.name]));
  const count = shipments.length;
  const oneParcel = count === 1;
  const together = method?.arrivesBy ? t('shipments.together', { date: arrivalDay(method.arrivesBy, lang) }) : t('shipments.togetherNoDate');

  return (
    <div className={styles.shipmentPlan} data-testid="shipment-plan">
      <h3 className={styles.shipmentHeading}>{oneParcel ? t('shipments.headingOne') : t('shipments.heading', { count })}</h3>
      <ol className={styles.shipments}>
        {shipments.map((s) => {
          const units = s.lines.reduce((n, l) => n + l.quantity, 0);
          const items = t('shipments.items', { count: units });
          const detail =
            s.arrivesFrom && s.arrivesBy
              ? t('shipments.detail', { warehouse: s.warehouseName, items, dates: arrivalDates(s.arrivesFrom, s.arrivesBy, lang) })
              : t('shipments.detailNoDate', { warehouse: s.warehouseName, items });
          return (
            <li key={s.seq} className={styles.shipment} data-testid="shipment">
              <Package size={16} aria-hidden="true" className={styles.shipmentIcon} />
              <div className={styles.shipmentBody}>
                <p className={styles.shipmentText}>
                  <strong>{oneParcel ? t('shipments.all') : t('shipments.title', { seq: s.seq, total: count })}</strong>
                  {' · '}
                  {detail}
                </p>
                <ul className={styles.shipmentLines}>
                  {s.lines.map((l) => (
                    <li key={l.skuId}>{t('shipments.line', { name: names.get(l.skuId) ?? `#${l.skuId}`, qty: l.quantity })}</li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ol>
      <label className={styles.check}>
        <input type="checkbox" checked={singleShipment} onChange={(e) => onSingleChange(e.target.checked)} data-testid="single-shipment" />
        <span className={styles.checkText}>
          {together}
          <span className={styles.hint}>{t('shipments.togetherHint')}</span>
        </span>
      </label>
    </div>
  );
}
