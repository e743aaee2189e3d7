import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShop } from '../../../lib/use-shop';
import { pageQuery } from '../../../lib/shared-api/content-api';
import { ArticleBody } from '../components/article-body';

/** /aboutUs/info: the company introduction. */
export function Component() {
  const { t } = useTranslation('pages');
  const { langId, ready } = useShop();
  const page = useQuery({ ...pageQuery(langId, 'info'), enabled: ready });
  return <PageFrame title={page.data?.title ?? t('aboutUsInfo')}>{page.data ? <ArticleBody article={page.data} /> : <Skeleton height={400} />}</PageFrame>;
}
