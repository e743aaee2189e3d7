import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { PageFrame } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http';
import { useShop } from '../../../lib/use-shop';
import { articleQuery } from '../../../lib/shared-api/content-api';
import { ArticleBody } from '../components/article-body';

/** /case/detail/{caseId}: a case study with the products it used. */
export function Component() {
  const { t } = useTranslation('pages');
  const { caseId } = useParams();
  const { langId, currencyId, ready } = useShop();
  const q = useQuery({ ...articleQuery(langId, 'case', Number(caseId), currencyId), enabled: ready });
  if (q.error instanceof HttpError && q.error.code === 404) return <NotFoundPage />;
  return <PageFrame title={q.data?.title ?? t('caseDetail')}>{q.data ? <ArticleBody article={q.data} /> : <Skeleton height={400} />}</PageFrame>;
}
