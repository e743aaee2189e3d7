import { STOCK_FILTERS, type StockList, type StockSkuRow } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { QueueFilters, QueueSearch, QueueSelect } from '../../../../components/console/queue-filters';
import { Button, buttonClass } from '../../../../components/ui/button';
import { stockListQuery } from '../api/stock-console-api';
import { LedgerDrawer } from '../components/ledger-drawer';
import { StockDialogs, warehouseLabel, type StockAction } from '../components/stock-dialogs';
import { StockTable } from '../components/stock-table';
import { useStockFilters } from '../hooks/use-stock-filters';
import styles from '../components/stock.module.css';

/**
 * /console/stock (issue 28; stock.read: sales, finance, administrators): every SKU's stock per
 * warehouse — on hand, reserved by open orders, available — and the deliveries on their way,
 * searched by product number, model or name, filtered to what is short somewhere or out. Staff
 * with stock.write set a count, move units, record a delivery and receive it; every change is a
 * ledger row, shown in the SKU's ledger.
 */
export function Component() {
  const { t } = useTranslation(['console-stock', 'console']);
  const allowed = useStaffCan('stock.read');
  const canWrite = useStaffCan('stock.write');
  const f = useStockFilters();
  const list = useQuery({ ...stockListQuery(f.query), enabled: allowed });
  const [action, setAction] = useState<StockAction>(null);
  const [ledgerSku, setLedgerSku] = useState<StockSkuRow | null>(null);
  const warehouses = list.data?.warehouses ?? [];

  return (
    <PermissionGate permission="stock.read" title={t('title')} noAccess={t('noAccess')} error={list.error} testId="stock-no-access">
      <ConsoleQueue
        testId="stock"
        title={t('title')}
        lead={t('lead')}
        titleRow={(title) => (
          <div className={styles.titleRow}>
            {title}
            <Link to="/console/stock/warehouses" className={buttonClass('secondary')} data-testid="stock-warehouses-link">
              <Settings2 size={16} aria-hidden="true" /> {t('warehousesLink')}
            </Link>
          </div>
        )}
        filters={
          <QueueFilters>
            <QueueSearch label={t('search')} button={t('searchButton')} testId="stock-search" draft={f.draft} setDraft={f.setDraft} onSearch={(q) => f.set({ q })} />
            <QueueSelect label={t('filter')} value={f.query.filter ?? ''} onChange={(filter) => f.set({ filter })} options={STOCK_FILTERS} optionLabel={(k) => t(`filters.${k}`)} any={t('filters.all')} testId="stock-filter" />
            <label className={styles.filter}>
              <span>{t('warehouse')}</span>
              <select value={f.query.warehouseId ?? ''} onChange={(e) => f.set({ warehouseId: e.target.value })} data-testid="stock-warehouse">
                <option value="">{t('allWarehouses')}</option>
                {warehouses.map((w) => (
                  <option key={w.id} value={w.id}>
                    {warehouseLabel(w)}
                  </option>
                ))}
              </select>
            </label>
            {f.narrowed && (
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  f.setDraft('');
                  f.set({ q: '', filter: '', warehouseId: '' });
                }}
              >
                {t('clear')}
              </Button>
            )}
          </QueueFilters>
        }
        query={list}
        page={f.page}
        pageSize={f.pageSize}
        onPage={(page) => f.set({ page: String(page) })}
        renderPage={(page: StockList) => (
          <section className={styles.panel} aria-labelledby="stock-count">
            <h2 id="stock-count" className={styles.count} data-testid="stock-count">
              {t('count', { count: page.total })}
            </h2>
            {page.items.length === 0 ? (
              <p className={styles.empty} data-testid="stock-empty">
                {t('empty')}
              </p>
            ) : (
              <StockTable items={page.items} warehouses={page.warehouses} canWrite={canWrite} onAction={setAction} onLedger={setLedgerSku} />
            )}
          </section>
        )}
      />
      <StockDialogs action={action} warehouses={warehouses} onClose={() => setAction(null)} />
      <LedgerDrawer sku={ledgerSku} warehouses={warehouses} onClose={() => setLedgerSku(null)} />
    </PermissionGate>
  );
}
