import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ComingSoon, PageFrame } from '../../../components/layout/page-frame';
import { useSite } from '../../../lib/site-store';

const PAGES = ['privacy_policy', 'terms_of_use', 'cookie_policy'] as const;
type PolicyPage = (typeof PAGES)[number];
const TITLE_KEYS: Record<PolicyPage, string> = { privacy_policy: 'privacyPolicy', terms_of_use: 'termsOfUse', cookie_policy: 'cookiePolicy' };

/** /policies?page=privacy_policy|terms_of_use|cookie_policy; an unknown page shows the privacy policy. */
export function Component() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const cookieText = useSite((s) => s.baseConfig?.cookieText);
  const requested = params.get('page');
  const page: PolicyPage = PAGES.includes(requested as PolicyPage) ? (requested as PolicyPage) : 'privacy_policy';
  return (
    <PageFrame title={t(TITLE_KEYS[page])}>
      <nav aria-label={t('policies')} style={{ display: 'flex', gap: 16, marginBottom: 24, flexWrap: 'wrap' }}>
        {PAGES.map((p) => (
          <Link key={p} to={`/policies?page=${p}`} aria-current={p === page ? 'page' : undefined}>
            {t(TITLE_KEYS[p])}
          </Link>
        ))}
      </nav>
      {page === 'cookie_policy' && cookieText ? (
        <article style={{ background: 'var(--color-surface)', padding: 24, borderRadius: 8, maxWidth: 800 }}>
          <p>{cookieText}</p>
        </article>
      ) : (
        <ComingSoon />
      )}
    </PageFrame>
  );
}
