import { DIGIT_PARAM } from '@netshop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { PageFrame } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http';
import { useShop } from '../../../lib/use-shop';
import { articleQuery } from '../../../lib/shared-api/content-api';
import { ArticleBody } from '../components/article-body';
import { SolutionInquiry } from '../components/solution-inquiry';

/** /solutionsDetail?id=…: a solution with the products it is built from. */
export function Component() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const valid = DIGIT_PARAM.test(raw);
  const { langId, currencyId, ready } = useShop();
  const q = useQuery({ ...articleQuery(langId, 'solution', Number(raw), currencyId), enabled: ready && valid });
  if (!valid || (q.error instanceof HttpError && q.error.code === 404)) return <NotFoundPage />;
  return (
    <PageFrame title={q.data?.title ?? t('solutionsDetail')}>
      {q.data ? (
        <>
          <ArticleBody article={q.data} />
          <SolutionInquiry prefill={{ type: 'solution', solution: { id: q.data.id, title: q.data.title } }} />
        </>
      ) : (
        <Skeleton height={400} />
      )}
    </PageFrame>
  );
}
