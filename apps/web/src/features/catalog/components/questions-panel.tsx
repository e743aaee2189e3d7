import { withoutInvisibles } from '@netshop/contract/text';
import type { ProductDetail, PublicQuestion } from '@netshop/contract';
import { QUESTION_PAGE_SIZE } from '@netshop/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestion, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Highlight } from '../../../components/ui/highlight';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { productQuestionsQuery } from '../../../lib/shared-api/questions-api';
import { useSession } from '../../../lib/site-store';
import { useSendToLogin } from '../../../lib/use-send-to-login';
import { useShop } from '../../../lib/use-shop';
import { AskQuestionDialog } from './ask-question-dialog';
import styles from './questions-panel.module.css';

/**
 * The "Questions & answers" tab: the product's answered public questions (newest answer first),
 * a search over questions and answers, pages, and "Ask a question" (guests log in first). A
 * question asked here appears once the shop has answered it, within 12–24 hours (docs/product.md#limits).
 */
export function QuestionsPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const isLogin = useSession((s) => s.isLogin);
  const location = useLocation();
  const sendToLogin = useSendToLogin();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const searchId = useId();
  const list = useQuery(productQuestionsQuery({ spuId: String(product.spuId), q: search || undefined, page }));

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  const clear = () => {
    setDraft('');
    setSearch('');
    setPage(1);
  };
  const ask = () => (isLogin ? setAsking(true) : sendToLogin(`${location.pathname}${location.search}`));

  const data = list.data;
  // "Nothing asked yet" only when nobody searches: a search with no hit says so instead.
  const nothingYet = data && data.total === 0 && !search;
  return (
    <div className={styles.panel} data-testid="questions-panel">
      <div className={styles.top}>
        <p className={styles.lead}>{t('questions.lead')}</p>
        <div className={styles.askBox}>
          <Button onClick={ask} data-testid="ask-question">
            <MessageCircleQuestion size={16} aria-hidden="true" />
            {t('questions.ask')}
          </Button>
          {!isLogin && <span className={styles.muted}>{t('questions.loginToAsk')}</span>}
        </div>
      </div>

      {!nothingYet && (
        <form role="search" className={styles.search} onSubmit={submitSearch}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('questions.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={draft}
            maxLength={100}
            placeholder={t('questions.searchLabel')}
            onChange={(e) => setDraft(e.target.value)}
            className={styles.searchInput}
            data-testid="questions-search"
          />
          <Button type="submit" variant="secondary">
            <Search size={16} aria-hidden="true" />
            {t('questions.search')}
          </Button>
        </form>
      )}

      {list.isError && !data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Skeleton height={160} />
      ) : nothingYet ? (
        <div className={styles.empty} data-testid="questions-empty">
          <MessageCircleQuestion size={36} aria-hidden="true" />
          <p className={styles.emptyTitle}>{t('questions.empty')}</p>
          <p className={styles.muted}>{t('questions.emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {search ? t('questions.found', { count: data.total, q: search }) : t('questions.count', { count: data.total })}
            {search && (
              <Button variant="ghost" size="small" onClick={clear}>
                {t('questions.clear')}
              </Button>
            )}
          </p>
          <ul className={styles.list} data-testid="questions-list">
            {data.items.map((q) => (
              <QuestionItem key={q.id} question={q} search={search} />
            ))}
          </ul>
          <Pagination page={page} total={Math.max(1, Math.ceil(data.total / QUESTION_PAGE_SIZE))} onChange={setPage} />
        </>
      )}

      <AskQuestionDialog open={asking} product={product} onClose={() => setAsking(false)} />
    </div>
  );
}

function QuestionItem({ question: q, search }: { question: PublicQuestion; search: string }) {
  const { t } = useTranslation('catalog');
  const { locale } = useShop();
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale);
  return (
    <li className={styles.item} data-testid="question">
      <div className={styles.meta}>
        <span className={styles.chip}>{t(`questions.type.${q.type}`)}</span>
        <span className={styles.chip}>{t(`questions.tag.${q.tag}`)}</span>
        <span className={styles.muted}>
          {q.asker} · <time dateTime={q.createdAt}>{date(q.createdAt)}</time>
        </span>
      </div>
      <div className={styles.qa} lang={q.lang}>
        <span className={styles.mark} aria-hidden="true">
          {t('questions.q')}
        </span>
        <p className={styles.text}>
          <span className="visually-hidden">{t('questions.question')}: </span>
          <Highlight text={withoutInvisibles(q.content)} query={search} />
        </p>
      </div>
      <div className={`${styles.qa} ${styles.answer}`}>
        <span className={`${styles.mark} ${styles.markAnswer}`} aria-hidden="true">
          {t('questions.a')}
        </span>
        <div>
          <p className={styles.text}>
            <span className="visually-hidden">{t('questions.answer')}: </span>
            <Highlight text={q.answer} query={search} />
          </p>
          <p className={styles.muted}>{t('questions.answeredOn', { date: date(q.answeredAt) })}</p>
        </div>
      </div>
    </li>
  );
}
