import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../../components/layout/page-frame';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { warehousesQuery } from '../api/stock-console-api';
import { HolidaysPanel, TransitPanel } from '../components/calendar-panels';
import { ServingOrderPanel } from '../components/serving-order';
import { WarehouseCard } from '../components/warehouse-settings';
import styles from '../components/stock.module.css';

/**
 * /console/stock/warehouses (issue 28; stock.read to see, stock.write to change): what arrival
 * dates are computed from — each warehouse's order cutoff in its time zone, its working days and
 * whether it is in use; which warehouses serve each destination country first; the holidays of the warehouses' countries; carriers' transit days per
 * method from each warehouse, by default and per destination country.
 */
export function Component() {
  const { t } = useTranslation(['console-stock', 'console']);
  const allowed = useStaffCan('stock.read');
  const canWrite = useStaffCan('stock.write');
  const list = useQuery({ ...warehousesQuery(), enabled: allowed });
  useDocumentTitle(t('settings.title'));
  const items = list.data?.items ?? [];

  return (
    <PermissionGate permission="stock.read" title={t('settings.title')} noAccess={t('noAccess')} error={list.error} testId="warehouses-no-access">
      <Link to="/console/stock" className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('settings.back')}
      </Link>
      <h1>{t('settings.title')}</h1>
      <p className={styles.lead}>{t('settings.lead')}</p>
      {list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton height={240} />
      ) : (
        <div className={styles.sections}>
          <section aria-labelledby="warehouses-title">
            <h2 id="warehouses-title" className={styles.sectionTitle}>
              {t('settings.warehouses')}
            </h2>
            <div className={styles.warehouses} data-testid="warehouses">
              {items.map((w) => (
                <WarehouseCard key={`${w.id}-${w.version}`} w={w} canWrite={canWrite} />
              ))}
            </div>
          </section>
          <ServingOrderPanel warehouses={items} canWrite={canWrite} />
          <HolidaysPanel warehouses={items} canWrite={canWrite} />
          <TransitPanel warehouses={items} canWrite={canWrite} />
        </div>
      )}
    </PermissionGate>
  );
}
