import { RESOURCE_COUNT_CAP } from '@netshop/contract/constants';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import frame from '../../../components/layout/page-frame.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useShop, useVisitorId } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import { productCardStyles as cards, ProductCard } from '../../catalog';
import { DeliverySummaries } from '../../inventory';
import { hotQuery, searchQuery } from '../api/search-api';
import { FuzzyNote, NoResults, ResourceResults } from '../components/search-results';

/** /searchResult?keyword=…&tab=products|resources: results with highlighting, or help when none. */
export function Component() {
  const { t } = useTranslation(['search', 'pages']);
  const [params, set] = useUrlParams();
  const q = (params.get('keyword') ?? '').slice(0, 200);
  const tab = params.get('tab') === 'resources' ? 'resources' : 'products';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { langId, currencyId, ready } = useShop();
  const visitorId = useVisitorId();
  const result = useQuery({ ...searchQuery(langId, { q, tab, page, currencyId, visitorId }), enabled: ready && q.trim().length > 0 });
  const hot = useQuery({ ...hotQuery(), enabled: ready });
  useDocumentTitle(q ? t('titleFor', { q }) : t('pages:searchResult'));
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const noResults = data && data.total === 0 && !data.fuzzy;
  const help = <NoResults q={q} hot={hot.data} />;

  const fuzzyNote = data?.fuzzy && <FuzzyNote q={q} data={data} />;
  const shownQuery = data?.fuzzy ? (data.corrected ?? undefined) : q;

  const productsPanel = !data ? (
    <div className={cards.grid}>{Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={360} />)}</div>
  ) : data.total === 0 ? (
    help
  ) : (
    <DeliverySummaries spuIds={data.products.map((p) => p.spuId)}>
      <div className={cards.grid} data-testid="search-products">
        {data.products.map((p, i) => (
          <ProductCard key={p.spuId} product={p} query={shownQuery} eager={i < 4} />
        ))}
      </div>
    </DeliverySummaries>
  );

  const resourcesPanel = !data ? <Skeleton height={300} /> : data.resources.length === 0 ? help : <ResourceResults resources={data.resources} shownQuery={shownQuery} />;

  const productsLabel = t('tabs.products', { count: data?.counts.products ?? 0 });
  const resourcesLabel = t('tabs.resources', { count: (data?.counts.resources ?? 0) >= RESOURCE_COUNT_CAP ? `${RESOURCE_COUNT_CAP}+` : (data?.counts.resources ?? 0) });
  // The results' cards have h3 titles: each panel opens with its (hidden) h2, as headings must not skip a level.
  const panel = (label: string, content: ReactNode) => (
    <>
      <h2 className="visually-hidden">{label}</h2>
      {content}
    </>
  );

  return (
    <div className={`container ${frame.frame}`}>
      <h1 className={frame.title}>{q ? t('titleFor', { q }) : t('pages:searchResult')}</h1>
      {!q ? (
        <p>{t('enterQuery')}</p>
      ) : noResults ? (
        help
      ) : (
        <>
          {fuzzyNote}
          <Tabs
            label={t('pages:searchResult')}
            value={tab}
            onChange={(id) => set({ tab: id === 'products' ? undefined : id, page: undefined })}
            items={[
              { id: 'products', label: productsLabel, content: tab === 'products' ? panel(productsLabel, productsPanel) : null },
              { id: 'resources', label: resourcesLabel, content: tab === 'resources' ? panel(resourcesLabel, resourcesPanel) : null },
            ]}
          />
          {data && <Pagination page={page} total={pages} onChange={(p) => set({ page: String(p) })} />}
        </>
      )}
    </div>
  );
}
