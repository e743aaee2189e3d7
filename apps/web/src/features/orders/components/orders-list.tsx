import type { OrderList } from '@netshop/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

interface OrdersListProps {
  data: OrderList | undefined;
  isError: boolean;
  /** A newer page or tab is on its way: the old one stays, dimmed. */
  isFetching: boolean;
  onRetry(): void;
  page: number;
  onPage(page: number): void;
  empty: ReactNode;
}

/** A page of order cards with its loading, error and empty states and the pagination. */
export function OrdersList({ data, isError, isFetching, onRetry, page, onPage, empty }: OrdersListProps) {
  const { t } = useTranslation(['orders', 'common']);
  // The last order of a later page went (cancelled, deleted): show the page before instead of nothing.
  const emptyLaterPage = data !== undefined && !isFetching && data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) onPage(page - 1);
  }, [emptyLaterPage, page, onPage]);
  if (isError && !data) {
    return (
      <div className={styles.empty} role="alert">
        <h2>{t('common:common.errorTitle')}</h2>
        <p>{t('common:common.errorText')}</p>
        <Button onClick={onRetry}>{t('common:common.retry')}</Button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.card}>
            <Skeleton height={20} width="40%" />
            <Skeleton height={56} />
            <Skeleton height={32} width="60%" />
          </div>
        ))}
      </div>
    );
  }
  if (data.items.length === 0) return <>{empty}</>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div aria-busy={isFetching || undefined} className={isFetching ? styles.dimmed : undefined}>
      <div className={styles.list}>
        {data.items.map((o) => (
          <OrderCard key={o.orderNo} order={o} />
        ))}
      </div>
      <Pagination page={page} total={pages} onChange={onPage} />
    </div>
  );
}
