import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { PageFrame } from '../../../components/layout/page-frame';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http';
import { useShop } from '../../../lib/use-shop';
import { newsListQuery } from '../../../lib/shared-api/content-api';
import styles from '../components/content.module.css';

/** /newList/{cateId}: news of one category, newest first, ten a page. */
export function Component() {
  const { t } = useTranslation(['content', 'pages']);
  const { cateId } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { langId, ready, locale } = useShop();
  const list = useQuery({ ...newsListQuery(langId, Number(cateId), page), enabled: ready });
  if (list.error instanceof HttpError && list.error.code === 404) return <NotFoundPage />;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <PageFrame title={data?.category.name ?? t('pages:newList')}>
      <div className={styles.layout}>
        <nav className={styles.side} aria-label={t('categories')}>
          {data?.categories.map((c) => (
            <Link key={c.cateId} to={`/newList/${c.cateId}`} aria-current={c.cateId === data.category.cateId ? 'page' : undefined}>
              {c.name}
            </Link>
          ))}
        </nav>
        <div>
          {!data ? (
            <Skeleton height={400} />
          ) : data.items.length === 0 ? (
            <p className={styles.item}>{t('noNews')}</p>
          ) : (
            <ul className={styles.list} data-testid="news-list">
              {data.items.map((n) => (
                <li key={n.newsId} className={styles.item}>
                  <time className={styles.date} dateTime={n.publishedAt}>
                    {new Date(n.publishedAt).toLocaleDateString(locale, { dateStyle: 'long' })}
                  </time>
                  <h2>
                    <Link to={`/newDetail/${n.newsId}`}>{n.title}</Link>
                  </h2>
                  <p>{n.summary}</p>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} total={pages} onChange={(p) => setParams({ page: String(p) })} />
        </div>
      </div>
    </PageFrame>
  );
}
