import type { StockSkuRow, StockWarehouse } from '@netshop/contract';
import { ArrowLeftRight, History, PackageCheck, PencilLine, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatDay } from '../../../../lib/arrival-dates';
import type { StockAction } from './stock-dialogs';
import styles from './stock.module.css';

interface StockTableProps {
  items: readonly StockSkuRow[];
  warehouses: readonly StockWarehouse[];
  /** Whether the staff member may change stock (stock.write): the row actions show only then. */
  canWrite: boolean;
  onAction(action: NonNullable<StockAction>): void;
  onLedger(sku: StockSkuRow): void;
}

/**
 * SKUs × warehouses: in each cell what the warehouse can still sell, with on hand and reserved
 * under it and the deliveries on their way; the row's actions at its end. Cards on a phone
 * (data-table's .cards), one line per warehouse.
 */
export function StockTable({ items, warehouses, canWrite, onAction, onLedger }: StockTableProps) {
  const { t, i18n } = useTranslation('console-stock');
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="stock-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.sku')}</th>
            {warehouses.map((w) => (
              <th key={w.id} scope="col" className={styles.num}>
                {w.code}
                <span className={styles.thName}>{w.name}</span>
                {!w.active && <span className={styles.inactiveTag}>{t('inactive')}</span>}
              </th>
            ))}
            <th scope="col" className={`${styles.num} ${styles.totalHead}`}>
              {t('columns.total')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.skuId} data-testid={`stock-row-${s.skuId}`}>
              <td className={styles.skuCell}>
                <span className={styles.productNo}>{s.productNo}</span>
                <span className={styles.muted}>
                  {s.name}
                  {s.model && s.model !== s.name ? ` · ${s.model}` : ''}
                </span>
              </td>
              {warehouses.map((w) => {
                const l = s.levels.find((x) => x.warehouseId === w.id) ?? { onHand: 0, reserved: 0, available: 0 };
                const coming = s.incoming.filter((i) => i.warehouseId === w.id);
                return (
                  <td key={w.id} data-label={w.code} className={styles.levelCell} data-testid={`stock-cell-${s.skuId}-${w.code}`}>
                    <span className={styles.level}>
                      <strong className={l.available <= 0 ? styles.out : styles.available} title={t('available')}>
                        {l.available}
                      </strong>
                      <span className={styles.levelDetail}>{t('levelOnHand', { onHand: l.onHand })}</span>
                      <span className={styles.levelDetail}>{t('levelReserved', { reserved: l.reserved })}</span>
                      {coming.map((i) => {
                        const text = t('incomingShort', { quantity: i.quantity, day: formatDay(i.expectedOn, i18n.language, false) });
                        // A delivery on its way opens the dialog that receives or cancels it.
                        return canWrite ? (
                          <button key={i.id} type="button" className={styles.incomingTag} title={t('actions.receiveTitle')} aria-label={`${t('actions.receiveTitle')}: ${text}`} onClick={() => onAction({ kind: 'receive', sku: s })} data-testid={`stock-incoming-${i.id}`}>
                            <PackageCheck size={12} aria-hidden="true" />
                            {text}
                          </button>
                        ) : (
                          <span key={i.id} className={styles.incomingTag} data-testid={`stock-incoming-${i.id}`}>
                            {text}
                          </span>
                        );
                      })}
                    </span>
                  </td>
                );
              })}
              <td data-label={t('columns.total')} className={styles.num}>
                <strong className={s.available <= 0 ? styles.out : undefined}>{s.available}</strong>
              </td>
              <td className={styles.actionsCell}>
                <div className={styles.rowActions}>
                  {canWrite && (
                    <>
                      <Button size="small" variant="secondary" onClick={() => onAction({ kind: 'set', sku: s })} data-testid={`stock-set-${s.skuId}`}>
                        <PencilLine size={14} aria-hidden="true" />
                        {t('actions.set')}
                      </Button>
                      <Button size="small" variant="secondary" onClick={() => onAction({ kind: 'move', sku: s })} data-testid={`stock-move-${s.skuId}`}>
                        <ArrowLeftRight size={14} aria-hidden="true" />
                        {t('actions.move')}
                      </Button>
                      <Button size="small" variant="secondary" onClick={() => onAction({ kind: 'incoming', sku: s })} data-testid={`stock-add-incoming-${s.skuId}`}>
                        <Truck size={14} aria-hidden="true" />
                        {t('actions.incoming')}
                      </Button>
                    </>
                  )}
                  <Button size="small" variant="ghost" onClick={() => onLedger(s)} data-testid={`stock-ledger-open-${s.skuId}`}>
                    <History size={14} aria-hidden="true" />
                    {t('actions.ledger')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
