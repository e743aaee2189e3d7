import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { PageFrame } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http';
import { useShop } from '../../../lib/use-shop';
import { newsDetailQuery } from '../../../lib/shared-api/content-api';
import styles from '../components/content.module.css';

/** /newDetail/{newsId}: the article with links to the previous and next one (docs/product.md#screens). */
export function Component() {
  const { t } = useTranslation(['content', 'pages']);
  const { newsId } = useParams();
  const { langId, ready, locale } = useShop();
  const q = useQuery({ ...newsDetailQuery(langId, Number(newsId)), enabled: ready });
  if (q.error instanceof HttpError && q.error.code === 404) return <NotFoundPage />;
  const n = q.data;
  return (
    <PageFrame title={n?.title ?? t('pages:newDetail')}>
      {!n ? (
        <Skeleton height={400} />
      ) : (
        <>
          <p className={styles.date}>
            <Link to={`/newList/${n.cateId}`}>{n.categoryName}</Link> ·{' '}
            <time dateTime={n.publishedAt}>{new Date(n.publishedAt).toLocaleDateString(locale, { dateStyle: 'long' })}</time>
          </p>
          {/* Rendered on the server from Markdown with every character escaped. */}
          <article className={styles.article} data-testid="article" dangerouslySetInnerHTML={{ __html: n.html }} />
          <nav className={styles.prevNext} aria-label={t('prevNext')}>
            {n.prev ? (
              <Link to={`/newDetail/${n.prev.newsId}`} rel="prev" data-testid="news-prev">
                <span>{t('previous')}</span>
                {n.prev.title}
              </Link>
            ) : (
              <span />
            )}
            {n.next ? (
              <Link to={`/newDetail/${n.next.newsId}`} rel="next" className={styles.next} data-testid="news-next">
                <span>{t('next')}</span>
                {n.next.title}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </>
      )}
    </PageFrame>
  );
}
