import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShop } from '../../../lib/use-shop';
import { articlesQuery } from '../../../lib/shared-api/content-api';
import styles from '../components/content.module.css';
import { SolutionInquiry } from '../components/solution-inquiry';

/** /solutions: solutions, then case studies. */
export function Component() {
  const { t } = useTranslation(['content', 'pages']);
  const { langId, ready } = useShop();
  const solutions = useQuery({ ...articlesQuery(langId, 'solution'), enabled: ready });
  const cases = useQuery({ ...articlesQuery(langId, 'case'), enabled: ready });
  return (
    <PageFrame title={t('pages:solutions')}>
      <div className={styles.cards} data-testid="solutions">
        {solutions.data
          ? solutions.data.map((s) => (
              <article key={s.id} className={styles.item}>
                <h2>
                  <Link to={`/solutionsDetail?id=${s.id}`}>{s.title}</Link>
                </h2>
                <p>{s.summary}</p>
              </article>
            ))
          : Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={160} />)}
      </div>
      <SolutionInquiry />
      <h2 style={{ marginTop: 40 }}>{t('caseStudies')}</h2>
      <div className={styles.cards} data-testid="cases">
        {cases.data?.map((c) => (
          <article key={c.id} className={styles.item}>
            <span className={styles.date}>{c.industry}</span>
            <h2>
              <Link to={`/case/detail/${c.id}`}>{c.title}</Link>
            </h2>
            <p>{c.summary}</p>
          </article>
        ))}
      </div>
    </PageFrame>
  );
}
