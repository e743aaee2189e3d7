import type { SearchResult } from '@netshop/contract';
import { API_BASE } from '@netshop/contract/api-paths';
import { FileText, Newspaper, Briefcase, Lightbulb, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Highlight } from '../../../components/ui/highlight';
import styles from './search.module.css';

const ICONS = { document: FileText, news: Newspaper, case: Briefcase, solution: Lightbulb };

// The parts of the search results page (pages/search-result-page.tsx): help when nothing was
// found, the note on a corrected typo, and the resources found.

/** Nothing found: the hot searches to try, and an inquiry that starts with the words searched for. */
export function NoResults({ q, hot }: { q: string; hot: string[] | undefined }) {
  const { t } = useTranslation(['search']);
  return (
    <div className={styles.empty} data-testid="no-results">
      <SearchX size={40} aria-hidden="true" />
      <h2>{t('noResults', { q })}</h2>
      <p>{t('noResultsHelp')}</p>
      {hot && hot.length > 0 && (
        <p className={styles.chips}>
          <span>{t('tryHot')}</span>
          {hot.map((h) => (
            <Link key={h} to={`/searchResult?keyword=${encodeURIComponent(h)}`}>
              {h}
            </Link>
          ))}
        </p>
      )}
      {/* The words searched for are most often a product number: the form starts with them. */}
      <Link to={`/inquiry/create?source=search&productNo=${encodeURIComponent(q)}`} data-testid="search-inquiry">
        {t('askUs')}
      </Link>
    </div>
  );
}

/**
 * A typo: the tabs count and list the results of the corrected query (or of the closest matches,
 * with their names to search for), and this note says so above both tabs.
 */
export function FuzzyNote({ q, data }: { q: string; data: SearchResult }) {
  const { t } = useTranslation(['search']);
  return (
    <div className={styles.fuzzy} role="status" data-testid="fuzzy">
      <p>{data.corrected ? t('corrected', { q, corrected: data.corrected }) : t('fuzzy', { q })}</p>
      {!data.corrected && data.suggestions.length > 0 && (
        <p className={styles.chips}>
          {data.suggestions.map((s) => (
            <Link key={s} to={`/searchResult?keyword=${encodeURIComponent(s)}`}>
              {s}
            </Link>
          ))}
        </p>
      )}
    </div>
  );
}

/** Documents, news, cases and solutions found, their titles and summaries with the words highlighted. */
export function ResourceResults({ resources, shownQuery }: { resources: SearchResult['resources']; shownQuery: string | undefined }) {
  const { t } = useTranslation(['search']);
  return (
    <ul className={styles.resources} data-testid="search-resources">
      {resources.map((r) => {
        const Icon = ICONS[r.kind];
        const external = r.url.startsWith(`${API_BASE}/`);
        return (
          <li key={`${r.kind}-${r.id}`}>
            <Icon size={20} aria-hidden="true" />
            <div>
              <span className={styles.kind}>{t(`kinds.${r.kind}`)}</span>
              <h3>
                {external ? (
                  <a href={r.url}>
                    <Highlight text={r.title} query={shownQuery ?? ''} />
                  </a>
                ) : (
                  <Link to={r.url}>
                    <Highlight text={r.title} query={shownQuery ?? ''} />
                  </Link>
                )}
              </h3>
              {r.summary && (
                <p>
                  <Highlight text={r.summary} query={shownQuery ?? ''} />
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
