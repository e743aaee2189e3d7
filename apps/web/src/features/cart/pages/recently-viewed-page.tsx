import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShop, useVisitorId } from '../../../lib/use-shop';
import { LoadError } from '../../../components/ui/load-error';
import { recentlyViewedQuery } from '../../../lib/shared-api/catalog-api';
import { ProductCard, FavoriteToggle } from '../../catalog';
import styles from '../components/recently-viewed.module.css';

/**
 * /recentlyViewed: the products this visitor opened last (by visitor uuid for a guest, by account
 * once logged in), most recent first, with price in the visitor's currency, stock and the heart.
 */
export function Component() {
  const { t } = useTranslation(['cart', 'pages']);
  const { langId, currencyId, ready } = useShop();
  const visitorId = useVisitorId();
  // Every product page adds to the list, so it is read again whenever this page opens: a copy
  // cached by the home or a product page would miss the latest visits.
  const recent = useQuery({ ...recentlyViewedQuery(langId, visitorId, currencyId), enabled: ready && Boolean(visitorId), refetchOnMount: 'always' });
  const items = recent.isFetchedAfterMount ? recent.data : undefined;

  let content;
  if (recent.isError) content = <LoadError onRetry={() => void recent.refetch()} />;
  // No visitor id once the site is ready: a first visit, so nothing was viewed yet.
  else if (ready && !visitorId) content = <Empty />;
  else if (!items)
    content = (
      <ul className={styles.grid} aria-busy="true" data-testid="recently-viewed-loading">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <div className={styles.skeletonCard}>
              <Skeleton height="auto" className={styles.skeletonImage} />
              <div className={styles.skeletonBody}>
                <Skeleton height={16} />
                <Skeleton height={14} width="50%" />
                <Skeleton height={20} width="40%" />
                <Skeleton height={36} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  else if (items.length === 0) content = <Empty />;
  else {
    const group = items.map((p) => p.spuId);
    content = (
      <>
        {/* The heading of the list (the cards' names are h3): how many, in which order. */}
        <h2 id="recent-count" className={styles.count}>
          {t('recent.count', { count: items.length })}
        </h2>
        <ul className={styles.grid} aria-labelledby="recent-count" data-testid="recently-viewed-list">
          {items.map((p, i) => (
            <li key={p.spuId} data-spu={p.spuId}>
              <ProductCard product={p} eager={i < 4}>
                <div className={styles.heart}>
                  <FavoriteToggle spuId={p.spuId} group={group} name={p.name} />
                </div>
              </ProductCard>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return <PageFrame title={t('pages:recentlyViewed')}>{content}</PageFrame>;
}

/** Nothing viewed yet: say where products come from and lead to the catalogue. */
function Empty() {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <section className={styles.empty} aria-labelledby="recent-empty" data-testid="recently-viewed-empty">
      <History size={40} aria-hidden="true" />
      <h2 id="recent-empty">{t('recent.emptyTitle')}</h2>
      <p>{t('recent.emptyText')}</p>
      <div className={styles.emptyActions}>
        <Link to="/product/queryProduct" className={buttonClass('primary')}>
          {t('recent.browse')}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('common:common.backHome')}
        </Link>
      </div>
    </section>
  );
}
