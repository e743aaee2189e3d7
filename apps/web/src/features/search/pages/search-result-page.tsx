import { API_BASE } from '@netshop/contract/api-paths';
import { RESOURCE_COUNT_CAP } from '@netshop/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { FileText, Newspaper, Briefcase, Lightbulb, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import frame from '../../../components/layout/page-frame.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { Highlight } from '../../../components/ui/highlight';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useShop, useVisitorId } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import { productCardStyles as cards, ProductCard } from '../../catalog';
import { hotQuery, searchQuery } from '../api/search-api';
import styles from '../components/search.module.css';

const ICONS = { document: FileText, news: Newspaper, case: Briefcase, solution: Lightbulb };

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
  const help = (
    <div className={styles.empty} data-testid="no-results">
      <SearchX size={40} aria-hidden="true" />
      <h2>{t('noResults', { q })}</h2>
      <p>{t('noResultsHelp')}</p>
      {hot.data && hot.data.length > 0 && (
        <p className={styles.chips}>
          <span>{t('tryHot')}</span>
          {hot.data.map((h) => (
            <Link key={h} to={`/searchResult?keyword=${encodeURIComponent(h)}`}>
              {h}
            </Link>
          ))}
        </p>
      )}
      {/* The words searched for are most often a product number: the form starts with them. */}
      <Link to={`/inquiry/create?source=search&productNo=${encodeURIComponent(q)}`} data-testid="search-inquiry">
        {t('askUs')}
      </Link>
    </div>
  );

  // A typo: the tabs count and list the results of the corrected query (or of the closest
  // matches, with their names to search for), and this note says so above both tabs.
  const fuzzyNote = data?.fuzzy && (
    <div className={styles.fuzzy} role="status" data-testid="fuzzy">
      <p>{data.corrected ? t('corrected', { q, corrected: data.corrected }) : t('fuzzy', { q })}</p>
      {!data.corrected && data.suggestions.length > 0 && (
        <p className={styles.chips}>
          {data.suggestions.map((s) => (
            <Link key={s} to={`/searchResult?keyword=${encodeURIComponent(s)}`}>
              {s}
            </Link>
          ))}
        </p>
      )}
    </div>
  );
  const shownQuery = data?.fuzzy ? (data.corrected ?? undefined) : q;

  const productsPanel = !data ? (
    <div className={cards.grid}>{Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={360} />)}</div>
  ) : data.total === 0 ? (
    help
  ) : (
    <div className={cards.grid} data-testid="search-products">
      {data.products.map((p, i) => (
        <ProductCard key={p.spuId} product={p} query={shownQuery} eager={i < 4} />
      ))}
    </div>
  );

  const resourcesPanel = !data ? (
    <Skeleton height={300} />
  ) : data.resources.length === 0 ? (
    help
  ) : (
    <ul className={styles.resources} data-testid="search-resources">
      {data.resources.map((r) => {
        const Icon = ICONS[r.kind];
        const external = r.url.startsWith(`${API_BASE}/`);
        return (
          <li key={`${r.kind}-${r.id}`}>
            <Icon size={20} aria-hidden="true" />
            <div>
              <span className={styles.kind}>{t(`kinds.${r.kind}`)}</span>
              <h3>
                {external ? (
                  <a href={r.url}>
                    <Highlight text={r.title} query={shownQuery ?? ''} />
                  </a>
                ) : (
                  <Link to={r.url}>
                    <Highlight text={r.title} query={shownQuery ?? ''} />
                  </Link>
                )}
              </h3>
              {r.summary && (
                <p>
                  <Highlight text={r.summary} query={shownQuery ?? ''} />
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );

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
