import { HOME_NEWS, HOME_PRODUCT_ROWS } from '@netshop/contract/filters';
import { useQuery } from '@tanstack/react-query';
import { Cable, Cpu, Network, RadioTower, Router, Server, Wifi, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSite } from '../../../lib/site-store';
import { queryClient } from '../../../lib/query-client';
import { shopSnapshot, useShop } from '../../../lib/use-shop';
import { categoriesQuery, productListQuery } from '../../../lib/shared-api/catalog-api';
import { productCardStyles as cards, ProductCard, RecentlyViewed } from '../../catalog';
import { articlesQuery, homeContentQuery, newsListQuery } from '../../../lib/shared-api/content-api';
import styles from './home-page.module.css';

const ICONS: Record<string, LucideIcon> = { switch: Network, router: Router, sfp: Zap, qsfp: Zap, dac: Cable, aoc: Cable, patch: Cable, ap: Wifi, nic: Cpu, injector: RadioTower, rack: Server };
const PROMISES = ['compatibility', 'stock', 'support'] as const;

/** The rows, teasers and categories are in the cache before the page renders (from the answers inlined into the HTML on a first visit): one paint with content. */
export async function loader() {
  const { langId, currencyId, ready } = shopSnapshot();
  if (ready)
    await Promise.all([
      ...Object.values(HOME_PRODUCT_ROWS).map((row) => queryClient.prefetchQuery(productListQuery(langId, { ...row, currencyId }))),
      queryClient.prefetchQuery(articlesQuery(langId, 'solution')),
      queryClient.prefetchQuery(newsListQuery(langId, HOME_NEWS.cateId, HOME_NEWS.page)),
      queryClient.prefetchQuery(categoriesQuery(langId)),
      queryClient.prefetchQuery(homeContentQuery(langId)),
    ]);
  return null;
}

function ProductRow({ kind, title, id }: { kind: 'featured' | 'new'; title: string; id: string }) {
  const { langId, currencyId, ready } = useShop();
  const list = useQuery({ ...productListQuery(langId, { ...HOME_PRODUCT_ROWS[kind], currencyId }), enabled: ready });
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id} data-testid={`home-${kind}`}>
      <h2 id={id}>{title}</h2>
      <div className={cards.grid}>
        {list.data
          ? list.data.items.map((p) => <ProductCard key={p.spuId} product={p} />)
          : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={380} />)}
      </div>
    </section>
  );
}

/** The home texts staff edited in the console (issue 27): a field they left empty shows the built-in text. */
function useHomeTexts() {
  const { langId, ready } = useShop();
  const home = useQuery({ ...homeContentQuery(langId), enabled: ready });
  return { text: (field: string, builtIn: string) => home.data?.texts[field] || builtIn, featured: home.data?.featuredSolutionIds ?? [] };
}

/** Solutions (the ones staff feature, else the first four) and the latest news, each linking on to its own page. */
function Teasers() {
  const { t } = useTranslation('content');
  const { langId, ready, locale } = useShop();
  const home = useHomeTexts();
  const solutions = useQuery({ ...articlesQuery(langId, 'solution'), enabled: ready });
  const news = useQuery({ ...newsListQuery(langId, HOME_NEWS.cateId, HOME_NEWS.page), enabled: ready });
  const featured = (solutions.data ?? []).filter((s) => home.featured.includes(s.id));
  return (
    <div className={`container ${styles.section} ${styles.teasers}`}>
      <section aria-labelledby="home-solutions" data-testid="home-solutions">
        <h2 id="home-solutions">{home.text('solutionsTitle', t('featuredSolutions'))}</h2>
        <ul className={styles.teaserList}>
          {(featured.length ? featured : (solutions.data ?? []).slice(0, 4)).map((s) => (
            <li key={s.id}>
              <Link to={`/solutionsDetail?id=${s.id}`}>{s.title}</Link>
              <p>{s.summary}</p>
            </li>
          ))}
        </ul>
        <Link to="/solutions">{t('more')}</Link>
      </section>
      <section aria-labelledby="home-news" data-testid="home-news">
        <h2 id="home-news">{home.text('newsTitle', t('latestNews'))}</h2>
        <ul className={styles.teaserList}>
          {(news.data?.items ?? []).slice(0, 4).map((n) => (
            <li key={n.newsId}>
              <time dateTime={n.publishedAt}>{new Date(n.publishedAt).toLocaleDateString(locale)}</time>
              <Link to={`/newDetail/${n.newsId}`}>{n.title}</Link>
            </li>
          ))}
        </ul>
        <Link to={`/newList/${HOME_NEWS.cateId}`}>{t('more')}</Link>
      </section>
    </div>
  );
}

/** Home (/): banner, category entrances, featured and new products, solutions, news, recently viewed. */
export function Component() {
  const { t } = useTranslation('pages');
  const cfg = useSite((s) => s.baseConfig);
  const { langId, ready } = useShop();
  const categories = useQuery({ ...categoriesQuery(langId), enabled: ready });
  const home = useHomeTexts();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <h1>{home.text('heroTitle', cfg ? cfg.slogan : t('home.title'))}</h1>
          <p>{home.text('heroLead', t('home.lead'))}</p>
          <div className={styles.heroActions}>
            <Link to="/product/queryProduct" className={buttonClass('accent')}>
              {t('home.shopNow')}
            </Link>
            <Link to="/inquiry/create" className={buttonClass('secondary')}>
              {t('home.getQuote')}
            </Link>
          </div>
        </div>
      </section>
      <section className={`container ${styles.section}`} aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categoriesTitle')}</h2>
        <div className={styles.grid} data-testid="home-categories">
          {categories.data
            ? categories.data.map((c) => {
                const Icon = ICONS[c.icon] ?? Network;
                return (
                  <Link key={c.categoryId} to={`/product/queryProduct?cateId=${c.categoryId}`} className={styles.tile}>
                    <Icon size={28} aria-hidden="true" />
                    <strong>{c.name}</strong>
                    <span>{c.description}</span>
                  </Link>
                );
              })
            : Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={120} />)}
        </div>
      </section>
      <ProductRow kind="featured" id="home-featured" title={home.text('featuredTitle', t('home.featuredTitle'))} />
      <ProductRow kind="new" id="home-new" title={home.text('newTitle', t('home.newTitle'))} />
      <Teasers />
      <div className="container">
        <RecentlyViewed />
      </div>
      <section className={`container ${styles.section}`} aria-labelledby="home-promises">
        <h2 id="home-promises">{t('home.promisesTitle')}</h2>
        <ul className={styles.promises}>
          {PROMISES.map((key) => (
            <li key={key}>
              <h3>{t(`home.promises.${key}.name`)}</h3>
              <p>{t(`home.promises.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
