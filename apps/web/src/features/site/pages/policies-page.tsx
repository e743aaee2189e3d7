import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShop } from '../../../lib/use-shop';
import { pageQuery } from '../../../lib/shared-api/content-api';
import { ArticleBody } from '../../content';

const PAGES = ['privacy_policy', 'terms_of_use', 'cookie_policy'] as const;
type PolicyPage = (typeof PAGES)[number];
const TITLE_KEYS: Record<PolicyPage, string> = { privacy_policy: 'privacyPolicy', terms_of_use: 'termsOfUse', cookie_policy: 'cookiePolicy' };

/** /policies?page=privacy_policy|terms_of_use|cookie_policy; an unknown page shows the privacy policy. */
export function Component() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const requested = params.get('page');
  const page: PolicyPage = PAGES.includes(requested as PolicyPage) ? (requested as PolicyPage) : 'privacy_policy';
  const { langId, ready } = useShop();
  const q = useQuery({ ...pageQuery(langId, page), enabled: ready });
  return (
    <PageFrame title={t(TITLE_KEYS[page])}>
      <nav aria-label={t('policies')} style={{ display: 'flex', gap: 16, marginBottom: 24, flexWrap: 'wrap' }}>
        {PAGES.map((p) => (
          <Link key={p} to={`/policies?page=${p}`} aria-current={p === page ? 'page' : undefined}>
            {t(TITLE_KEYS[p])}
          </Link>
        ))}
      </nav>
      {q.data ? <ArticleBody article={q.data} /> : <Skeleton height={400} />}
    </PageFrame>
  );
}
