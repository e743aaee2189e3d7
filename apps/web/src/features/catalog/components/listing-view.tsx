import { formatFilters, LISTING_PAGE_SIZE, listingRequest, parseFilters, SORTS, type ListingPageKind } from '@netshop/contract/filters';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb, categoryCrumbs, useDocumentTitle } from '../../../components/layout/page-frame';
import frame from '../../../components/layout/page-frame.module.css';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { queryClient } from '../../../lib/query-client';
import { shopSnapshot, useShop } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import { categoriesQuery, productListQuery } from '../../../lib/shared-api/catalog-api';
import cards from '../../../components/product/product-card.module.css';
import styles from './catalog.module.css';
import { ProductCard } from '../../../components/product/product-card';

const PAGE_SIZE = LISTING_PAGE_SIZE;

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
  const { langId, currencyId, ready } = useShop();
  const [params, update] = useUrlParams();
  const [showFilters, setShowFilters] = useState(false);
  const request = listingRequest((k) => params.get(k), kind);
  const { cateId, sort, page, brand } = request;
  const filters = parseFilters(request.filters);

  const categories = useQuery({ ...categoriesQuery(langId), enabled: ready });
  const list = useQuery({
    ...productListQuery(langId, { ...request, currencyId }),
    enabled: ready,
  });
  const data = list.data;
  const heading = data?.path.at(-1)?.name ?? title;
  useDocumentTitle(heading);

  const toggle = (attr: string, value: string) => {
    const current = filters[attr] ?? [];
    const nextValues = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    update({ filters: formatFilters({ ...filters, [attr]: nextValues }) || undefined });
  };

  const subcats = (() => {
    const tree = categories.data ?? [];
    const find = (nodes: typeof tree): (typeof tree)[number] | undefined => {
      for (const n of nodes) {
        if (n.categoryId === cateId) return n;
        const hit = find(n.children);
        if (hit) return hit;
      }
    };
    const current = cateId ? find(tree) : undefined;
    return current ? current.children : cateId ? [] : tree;
  })();
  const totalPages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const brandFacet = kind === 'brand' && !brand ? data?.facets.find((f) => f.key === 'coding') : undefined;

  return (
    <div className={`container ${frame.frame}`}>
      <Breadcrumb items={[{ label: t('common:nav.products'), to: '/product/queryProduct' }, ...categoryCrumbs(data?.path ?? [])]} />
      <h1 className={frame.title}>{heading}</h1>
      {intro && <p style={{ marginTop: -12, color: 'var(--color-text-muted)' }}>{intro}</p>}
      {subcats.length > 0 && (
        <nav className={styles.subcats} aria-label={t('subcategories')}>
          {subcats.map((c) => (
            <Link key={c.categoryId} to={`/product/queryProduct?cateId=${c.categoryId}`}>
              {c.name} ({c.productCount})
            </Link>
          ))}
        </nav>
      )}
      {brandFacet && (
        <nav className={styles.subcats} aria-label={t('chooseBrand')}>
          {brandFacet.values.map((v) => (
            <Link key={v.key} to={`/product/queryBendProduct?brand=${encodeURIComponent(v.key)}`}>
              {v.label} ({v.count})
            </Link>
          ))}
        </nav>
      )}
      <div className={styles.layout}>
        <aside className={`${styles.facets} ${showFilters ? '' : styles.facetsHidden}`} aria-label={t('filters')} data-testid="facets">
          {!data && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={90} />)}
          {data?.facets.map((f) => (
            <fieldset key={f.key}>
              <legend>{f.name}</legend>
              {f.values.map((v) => (
                <label key={v.key}>
                  <input type="checkbox" checked={filters[f.key]?.includes(v.key) ?? false} onChange={() => toggle(f.key, v.key)} />
                  <span>{v.label}</span>
                  <span>{v.count}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </aside>
        <section aria-labelledby="results-count">
          <div className={styles.toolbar}>
            <Button variant="secondary" size="small" className={styles.filterToggle} aria-expanded={showFilters} onClick={() => setShowFilters((s) => !s)}>
              <SlidersHorizontal size={16} aria-hidden="true" /> {t('filters')}
            </Button>
            <h2 id="results-count" className={styles.resultCount} aria-live="polite" data-testid="result-count">
              {data ? t('results', { count: data.total }) : ''}
            </h2>
            <label>
              <span className="visually-hidden">{t('sortBy')}</span>
              <select value={sort} onChange={(e) => update({ sort: e.target.value })} data-testid="sort">
                {SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`sort.${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {Object.keys(filters).length > 0 && (
            <div className={styles.chips} style={{ marginBottom: 16 }}>
              {Object.entries(filters).flatMap(([k, values]) =>
                values.map((v) => {
                  const f = data?.facets.find((x) => x.key === k);
                  const label = f?.values.find((x) => x.key === v)?.label ?? v;
                  return (
                    <button key={`${k}:${v}`} type="button" className={styles.chip} onClick={() => toggle(k, v)} aria-label={t('removeFilter', { filter: `${f?.name ?? k}: ${label}` })}>
                      {f?.name ?? k}: {label} <X size={12} aria-hidden="true" />
                    </button>
                  );
                }),
              )}
              <button type="button" className={styles.chip} onClick={() => update({ filters: undefined })}>
                {t('clearFilters')}
              </button>
            </div>
          )}
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
            <div className={cards.grid} aria-busy={list.isFetching}>
              {data.items.map((p, i) => (
                <ProductCard key={p.spuId} product={p} eager={i < 4} showVolume={kind === 'volume'} />
              ))}
            </div>
          )}
          {data && <Pagination page={page} total={totalPages} onChange={(p) => update({ page: String(p) })} />}
        </section>
      </div>
    </div>
  );
}
