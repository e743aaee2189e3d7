import { RECYCLE_BIN_RETENTION_DAYS } from '@netshop/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Info, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { useUrlParams } from '../../../lib/use-url-params';
import { ordersListQuery } from '../api/orders-api';
import styles from '../components/orders.module.css';
import { OrdersList } from '../components/orders-list';

/**
 * /accountCenter/orders/recycleBin: deleted orders (docs/product.md#states), restored or deleted for good; the
 * bin empties itself after 30 days (docs/product.md#limits). Completed and refunded orders can be restored until
 * then; cancelled ones cannot (contract restorableFromBin): their actions do not offer it, and
 * the note and the delete confirmation say so.
 */
export function Component() {
  const { t } = useTranslation(['orders', 'pages']);
  const [params, update] = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(ordersListQuery('all', '', page, true));

  return (
    <PageFrame title={t('pages:recycleBin')}>
      <div className={styles.toolbar}>
        <div className={styles.binNote} data-testid="bin-note">
          <Info size={16} aria-hidden="true" />
          <p>
            <span>{t('recycleBin.lead', { count: RECYCLE_BIN_RETENTION_DAYS })}</span>
            <span>{t('recycleBin.restorable')}</span>
            <span>{t('recycleBin.cannotRestore')}</span>
          </p>
        </div>
        <Link to="/accountCenter/orders" className={styles.binLink}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('recycleBin.back')}
        </Link>
      </div>
      <OrdersList
        data={list.data}
        isError={list.isError}
        isFetching={list.isFetching && list.isPlaceholderData}
        onRetry={() => void list.refetch()}
        page={page}
        onPage={(p) => update({ page: String(p) })}
        empty={
          <div className={styles.empty} data-testid="bin-empty">
            <Trash2 size={40} aria-hidden="true" />
            <h2>{t('recycleBin.emptyTitle')}</h2>
            <p>{t('recycleBin.emptyText')}</p>
            <Link to="/accountCenter/orders">{t('recycleBin.back')}</Link>
          </div>
        }
      />
    </PageFrame>
  );
}
