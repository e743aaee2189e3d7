import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { PageFrame } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http';
import { useShop } from '../../../lib/use-shop';
import { articlesQuery, pageQuery } from '../../../lib/shared-api/content-api';
import { ArticleBody } from '../components/article-body';
import styles from '../components/content.module.css';

/** About-us pages by number: 1 company, 2 quality and testing, 3 contact and service. */
export const ABOUT_KEYS = ['company', 'quality', 'contact'];

export function Component() {
  const { t } = useTranslation(['content', 'pages']);
  const { cateId } = useParams();
  const key = ABOUT_KEYS[Number(cateId) - 1];
  const { langId, ready } = useShop();
  const pages = useQuery({ ...articlesQuery(langId, 'about'), enabled: ready });
  const page = useQuery({ ...pageQuery(langId, key ?? 'none'), enabled: ready && Boolean(key) });
  if (!key || (page.error instanceof HttpError && page.error.code === 404)) return <NotFoundPage />;
  return (
    <PageFrame title={page.data?.title ?? t('pages:aboutUs')}>
      <div className={styles.layout}>
        <nav className={styles.side} aria-label={t('pages:aboutUs')}>
          {pages.data?.map((p) => (
            <Link key={p.key} to={`/aboutUs/${ABOUT_KEYS.indexOf(p.key) + 1}`} aria-current={p.key === key ? 'page' : undefined}>
              {p.title}
            </Link>
          ))}
          <Link to="/aboutUs/info">{t('pages:aboutUsInfo')}</Link>
        </nav>
        <div>{page.data ? <ArticleBody article={page.data} /> : <Skeleton height={400} />}</div>
      </div>
    </PageFrame>
  );
}
