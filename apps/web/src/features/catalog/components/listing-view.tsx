import type { Facet } from '@netshop/contract';
import { listingRequest, type ListingPageKind } from '@netshop/contract/filters';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb, categoryCrumbs } from '../../../components/layout/page-frame';
import frame from '../../../components/layout/page-frame.module.css';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { queryClient } from '../../../lib/query-client';
import { shopSnapshot } from '../../../lib/use-shop';
import { categoriesQuery, productListQuery } from '../../../lib/shared-api/catalog-api';
import cards from './product-card.module.css';
import styles from './catalog.module.css';
import { useListing } from '../hooks/use-listing';
import { FacetPanel, FilterChips, ListingToolbar } from './listing-parts';
import { ProductCard } from './product-card';
import { DeliverySummaries } from '../../inventory';

/** A listing page's loader: its first answer is in the cache before the page renders. */
export function listingLoader(kind: ListingPageKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { langId, currencyId, ready } = shopSnapshot();
    const search = new URL(request.url).searchParams;
    // The category tree too: the sub-category links sit above the grid, and arriving a moment
    // after it they pushed the whole listing down (CLS 0.068 in Lighthouse).
    if (ready)
      await Promise.all([
        queryClient.prefetchQuery(productListQuery(langId, { ...listingRequest((k) => search.get(k), kind), currencyId })),
        queryClient.prefetchQuery(categoriesQuery(langId)),
      ]);
    return null;
  };
}

export interface ListingViewProps {
  kind: ListingPageKind;
  title: string;
  intro?: string;
}

/** A listing: facets on the left, count, sort and pages on the right, all state in the URL. */
export function ListingView({ kind, title, intro }: ListingViewProps) {
  const { t } = useTranslation('catalog');
  const [showFilters, setShowFilters] = useState(false);
  const listing = useListing(kind, title);
  const { params, update, data, chosen, brandLabel, heading, subcats } = listing;

  // Shop by brand starts from a brand: until one is chosen the page offers the brands only.
  if (kind === 'brand' && !listing.request.brand)
    return (
      <div className={`container ${frame.frame}`}>
        <Breadcrumb items={[{ label: t('common:nav.products'), to: '/product/queryProduct' }]} />
        <h1 className={frame.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        <p className={styles.brandLead}>{t('brandShop.pick')}</p>
        <BrandChooser brands={data?.brands} params={params} large />
      </div>
    );

  return (
    <div className={`container ${frame.frame}`}>
      <Breadcrumb
        items={[
          { label: t('common:nav.products'), to: '/product/queryProduct' },
          ...(brandLabel ? [{ label: title, to: '/product/queryBendProduct' }] : []),
          ...categoryCrumbs(data?.path ?? []),
        ]}
      />
      <h1 className={frame.title}>{heading}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {brandLabel && <BrandChooser brands={data?.brands} params={params} current={chosen?.key} />}
      {/* Category links lead to the whole category: not on a brand's page, whose counts are the brand's. */}
      {subcats.length > 0 && kind !== 'brand' && (
        <nav className={styles.subcats} aria-label={t('subcategories')}>
          {subcats.map((c) => (
            <Link key={c.categoryId} to={`/product/queryProduct?cateId=${c.categoryId}`}>
              {c.name} ({c.productCount})
            </Link>
          ))}
        </nav>
      )}
      <div className={styles.layout}>
        <FacetPanel listing={listing} shown={showFilters} />
        <section aria-labelledby="results-count">
          <ListingToolbar listing={listing} filtersShown={showFilters} onToggleFilters={() => setShowFilters((s) => !s)} />
          <FilterChips listing={listing} />
          {!data ? (
            <div className={cards.grid}>
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} height={380} />
              ))}
            </div>
          ) : data.items.length === 0 ? (
            <div className={styles.empty} data-testid="empty-list">
              <h2>{t('emptyTitle')}</h2>
              <p>{t('emptyText')}</p>
              <Button onClick={() => update({ filters: undefined })}>{t('clearFilters')}</Button>
            </div>
          ) : (
            <DeliverySummaries spuIds={data.items.map((p) => p.spuId)}>
              <div className={cards.grid} aria-busy={listing.list.isFetching}>
                {data.items.map((p, i) => (
                  <ProductCard key={p.spuId} product={p} eager={i < 4} showVolume={kind === 'volume'} />
                ))}
              </div>
            </DeliverySummaries>
          )}
          {data && <Pagination page={listing.request.page} total={listing.totalPages} onChange={(p) => update({ page: String(p) })} />}
        </section>
      </div>
    </div>
  );
}

/**
 * The switch brands products are coded for, each with its count under the page's other filters:
 * large cards to start from, or a row to change brand (keeping the filters and the sort).
 */
function BrandChooser({ brands, params, current, large = false }: { brands?: Facet['values']; params: URLSearchParams; current?: string; large?: boolean }) {
  const { t } = useTranslation('catalog');
  const to = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('brand', key);
    next.delete('page');
    return `/product/queryBendProduct?${next.toString()}`;
  };
  return (
    <nav className={large ? styles.brandGrid : styles.brandRow} aria-label={t('chooseBrand')} data-testid="brand-chooser" aria-busy={!brands}>
      {brands
        ? brands.map((b) => (
            <Link key={b.key} to={to(b.key)} aria-current={b.key === current ? 'page' : undefined}>
              <span className={styles.brandName}>{b.label}</span>
              <span className={styles.brandCount}>{t('brandShop.count', { count: b.count })}</span>
            </Link>
          ))
        : Array.from({ length: 7 }, (_, i) => <Skeleton key={i} height={large ? 88 : 36} />)}
    </nav>
  );
}
