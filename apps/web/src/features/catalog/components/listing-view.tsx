import type { Facet } from '@netshop/contract';
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
import cards from './product-card.module.css';
import styles from './catalog.module.css';
import { ProductCard } from './product-card';

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
  const chosen = brand ? data?.brands?.find((b) => b.key.toLowerCase() === brand.trim().toLowerCase()) : undefined;
  const brandLabel = brand ? (chosen?.label ?? brand.trim()) : undefined;
  const heading = data?.path.at(-1)?.name ?? (brandLabel ? t('brandShop.heading', { brand: brandLabel }) : title);
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

  // Shop by brand starts from a brand: until one is chosen the page offers the brands only.
  if (kind === 'brand' && !brand)
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
                      {t('common:common.labelValue', { label: f?.name ?? k, value: label })} <X size={12} aria-hidden="true" />
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
