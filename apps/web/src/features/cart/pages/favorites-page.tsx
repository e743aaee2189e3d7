import { FAVORITES_PAGE_SIZE, type FavoriteItem } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { useShop } from '../../../lib/use-shop';
import { LoadError } from '../../../components/ui/load-error';
import { productPath, StockBadge } from '../../catalog';
import { cartApi, FAVORITES_KEY, favoritesQuery } from '../../../lib/shared-api/cart-api';
import styles from '../components/favorites.module.css';

/** /accountCenter/favorites: saved products with live price and stock (inside the account centre, which needs login). */
export function Component() {
  const { t } = useTranslation(['cart', 'pages']);
  const { langId, currencyId, ready } = useShop();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ ...favoritesQuery(langId, currencyId, page, FAVORITES_PAGE_SIZE), enabled: ready });
  const remove = useMutation({
    mutationFn: (item: FavoriteItem) => cartApi.removeFavorite(item.spuId),
    onSuccess: async ({ msg }) => {
      alert.success(msg);
      // The last item of a later page gone: show the page before it.
      if (page > 1 && list.data?.items.length === 1) setParams({ page: String(page - 1) });
      await queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
  });

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let content;
  if (list.isError && !data) content = <LoadError onRetry={() => void list.refetch()} />;
  else if (!data)
    content = (
      <div className={styles.grid} aria-busy="true" data-testid="favorites-loading">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.card}>
            <Skeleton height={160} />
            <div className={styles.body}>
              <Skeleton height={16} />
              <Skeleton height={14} width="50%" />
              <Skeleton height={20} width="40%" />
            </div>
          </div>
        ))}
      </div>
    );
  else if (data.total === 0)
    content = (
      <section className={styles.empty} data-testid="favorites-empty">
        <Heart size={40} aria-hidden="true" />
        <h2>{t('favorites.emptyTitle')}</h2>
        <p>{t('favorites.emptyText')}</p>
        <Link to="/product/queryProduct" className={buttonClass('primary')}>
          {t('favorites.browse')}
        </Link>
      </section>
    );
  else
    content = (
      <>
        <p className={styles.count} aria-live="polite">
          {t('favorites.count', { count: data.total })}
        </p>
        <ul className={styles.grid} aria-busy={list.isFetching || undefined}>
          {data.items.map((item) => (
            <FavoriteCard key={item.spuId} item={item} removing={remove.isPending && remove.variables?.spuId === item.spuId} onRemove={() => remove.mutate(item)} />
          ))}
        </ul>
        <Pagination page={page} total={pages} onChange={(p) => setParams({ page: String(p) })} />
      </>
    );

  return <PageFrame title={t('pages:favorites')}>{content}</PageFrame>;
}

function FavoriteCard({ item, removing, onRemove }: { item: FavoriteItem; removing: boolean; onRemove(): void }) {
  const { t } = useTranslation('cart');
  const { money, locale } = useShop();
  const to = productPath(item.spuId);
  return (
    <li className={styles.card} data-testid="favorite-item">
      <Link to={to} tabIndex={-1} aria-hidden="true" className={styles.image}>
        <img src={item.image} alt="" width={240} height={240} loading="lazy" decoding="async" />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={to}>{item.name}</Link>
        </h3>
        <span className={styles.meta}>{t('favorites.model', { model: item.model })}</span>
        <div className={styles.priceRow}>
          <span>
            <span className={styles.price}>{money(item.price)}</span>
            {/* No SKU was chosen: the price is the product's lowest. */}
            {item.skuId === null && <span className={styles.meta}> {t('favorites.from')}</span>}
          </span>
          <StockBadge stock={item.totalStock} />
        </div>
        <span className={styles.meta}>{t('favorites.addedOn', { date: new Date(item.addedAt).toLocaleDateString(locale, { dateStyle: 'medium' }) })}</span>
        <div className={styles.actions}>
          <Link to={to} className={buttonClass('primary')} aria-label={t('favorites.viewOf', { name: item.name })}>
            {t('favorites.view')}
          </Link>
          <Button variant="secondary" busy={removing} onClick={onRemove} aria-label={t('favorites.removeOf', { name: item.name })} data-testid="favorite-remove">
            <Trash2 size={16} aria-hidden="true" />
            {t('favorites.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
