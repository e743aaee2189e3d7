import type { StockSkuRow, StockWarehouse } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Pagination } from '../../../../components/ui/pagination';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ledgerQuery } from '../api/stock-console-api';
import { warehouseLabel } from './stock-dialogs';
import styles from './stock.module.css';

/** +3 / −2 / 0 with the sign always shown. */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * A SKU's stock ledger in a panel at the side (a native modal <dialog>: Escape closes it, the page
 * behind is inert): newest first, who and why, the deltas of on hand and reserved, and the order
 * of a reservation, release, shipment or return.
 */
export function LedgerDrawer({ sku, warehouses, onClose }: { sku: StockSkuRow | null; warehouses: readonly StockWarehouse[]; onClose(): void }) {
  const { t } = useTranslation(['console-stock', 'common']);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [warehouseId, setWarehouseId] = useState<number | undefined>(undefined);
  const when = useConsoleDate();
  const open = sku !== null;
  const ledger = useQuery({ ...ledgerQuery(sku?.skuId ?? 0, page, warehouseId), enabled: open });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
    if (!open) {
      setPage(1);
      setWarehouseId(undefined);
    }
  }, [open]);
  const data = ledger.data;
  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      data-testid="stock-ledger"
    >
      {open && (
        <>
          <div className={styles.drawerHead}>
            <h2 id={titleId} className={styles.drawerTitle}>
              {t('ledger.title')}
              <span className={styles.muted}>
                {sku.productNo} · {sku.name}
              </span>
            </h2>
            <Button variant="ghost" size="icon" aria-label={t('common:common.close')} onClick={onClose}>
              <X size={20} aria-hidden="true" />
            </Button>
          </div>
          <label className={styles.filter}>
            <span>{t('warehouse')}</span>
            <select
              value={warehouseId ?? ''}
              onChange={(e) => {
                setWarehouseId(e.target.value ? Number(e.target.value) : undefined);
                setPage(1);
              }}
              data-testid="stock-ledger-warehouse"
            >
              <option value="">{t('allWarehouses')}</option>
              {warehouses.map((w) => (
                <option key={w.id} value={w.id}>
                  {warehouseLabel(w)}
                </option>
              ))}
            </select>
          </label>
          {ledger.isError && !data ? (
            <LoadError onRetry={() => void ledger.refetch()} />
          ) : !data ? (
            <Skeleton height={160} />
          ) : data.items.length === 0 ? (
            <p className={styles.muted}>{t('ledger.empty')}</p>
          ) : (
            <>
              <ol className={styles.entries} data-testid="stock-ledger-entries">
                {data.items.map((e) => (
                  <li key={e.id} className={styles.entry} data-testid={`stock-ledger-${e.id}`}>
                    <div className={styles.entryTop}>
                      <span className={styles.reason} data-reason={e.reason}>
                        {t(`reasons.${e.reason}`)}
                      </span>
                      <span className={styles.code}>{e.warehouseCode}</span>
                      <time dateTime={e.at} className={styles.when}>
                        {when(e.at)}
                      </time>
                    </div>
                    <div className={styles.deltas}>
                      {e.onHandDelta !== 0 && (
                        <span>
                          {t('ledger.onHand')} <strong className={e.onHandDelta < 0 ? styles.minus : styles.plus}>{signed(e.onHandDelta)}</strong>
                        </span>
                      )}
                      {e.reservedDelta !== 0 && (
                        <span>
                          {t('ledger.reserved')} <strong>{signed(e.reservedDelta)}</strong>
                        </span>
                      )}
                    </div>
                    <div className={styles.entryWho}>
                      {e.orderNo ? (
                        <Link to={`/console/orders/${e.orderNo}`} className={styles.link}>
                          {t('ledger.order', { orderNo: e.orderNo })}
                        </Link>
                      ) : (
                        <span>{e.staffName ?? t('ledger.system')}</span>
                      )}
                      {e.note && <q className={styles.note}>{e.note}</q>}
                    </div>
                  </li>
                ))}
              </ol>
              {data.total > data.pageSize && <Pagination page={page} total={Math.ceil(data.total / data.pageSize)} onChange={setPage} />}
            </>
          )}
        </>
      )}
    </dialog>
  );
}
