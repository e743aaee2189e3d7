import { withoutInvisibles } from '@netshop/contract/text';
import { formatRating } from '@netshop/contract/money';
import type { ProductDetail, ReviewItem, ReviewableLine } from '@netshop/contract';
import { REVIEW_PAGE_SIZE, type ReviewSort } from '@netshop/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ThumbsUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Stars } from './product-card';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { REVIEWS_KEY, reviewableQuery, reviewsApi, reviewsQuery } from '../../../lib/shared-api/reviews-api';
import { useSession } from '../../../lib/site-store';
import { useSendToLogin } from '../../../lib/use-send-to-login';
import { useShop } from '../../../lib/use-shop';
import { ImageViewer } from './image-viewer';
import styles from './reviews-panel.module.css';

// The form (and the contract's zod schema it checks with) loads when a buyer opens it, not with the page (ADR 0012).
const ReviewDialog = lazy(() => import('../../reviews').then((m) => ({ default: m.ReviewDialog })));

interface Filters {
  stars?: number;
  withImages: boolean;
  sort: ReviewSort;
}

/**
 * The reviews tab: rating summary and histogram (a bar filters by its stars), pictures only, sort,
 * reviews in the visitor's language first and the others folded behind a button, pages, "helpful",
 * pictures in a viewer, and "write a review" for a buyer who received the product.
 */
export function ReviewsPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const { langId, locale } = useShop();
  const isLogin = useSession((s) => s.isLogin);
  const [filters, setFilters] = useState<Filters>({ withImages: false, sort: 'newest' });
  const [page, setPage] = useState(1);
  const [othersOpen, setOthersOpen] = useState(false);
  const [othersPage, setOthersPage] = useState(1);
  const base = { spuId: String(product.spuId), sort: filters.sort, stars: filters.stars, withImages: filters.withImages ? '1' : '0' } as const;
  const mine = useQuery(reviewsQuery({ ...base, lang: 'mine', page }, langId, isLogin));
  const summary = mine.data?.summary;
  // With nothing in the visitor's language, the others are the list (not hidden behind a button).
  const othersShown = othersOpen || summary?.mine === 0;
  const others = useQuery({ ...reviewsQuery({ ...base, lang: 'others', page: othersPage }, langId, isLogin), enabled: othersShown && (summary?.others ?? 0) > 0 });

  const change = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
    setOthersPage(1);
  };

  if (!summary) return <Skeleton height={240} />;
  const pages = (total: number) => Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  return (
    <div className={styles.panel}>
      <div className={styles.summary}>
        <div className={styles.score}>
          <div className={styles.big}>{summary.count ? formatRating(summary.avg, locale) : '—'}</div>
          <Stars value={summary.avg} />
          <div>{t('reviewCount', { count: summary.count })}</div>
        </div>
        <div className={styles.histogram} aria-label={t('ratingBreakdown')} role="group">
          {[5, 4, 3, 2, 1].map((star) => {
            const n = summary.histogram[star - 1];
            const pct = summary.count ? Math.round((n / summary.count) * 100) : 0;
            const on = filters.stars === star;
            return (
              <button key={star} type="button" className={styles.row} aria-pressed={on} onClick={() => change({ stars: on ? undefined : star })} disabled={n === 0 && !on}>
                <span>{t('stars', { count: star })}</span>
                <span className={styles.bar}>
                  <span style={{ width: `${pct}%` }} />
                </span>
                <span>{n}</span>
              </button>
            );
          })}
        </div>
        <WriteReview spuId={product.spuId} isLogin={isLogin} />
      </div>

      {summary.count > 0 && (
        <div className={styles.toolbar}>
          <div className={styles.chips}>
            <button type="button" className={styles.chip} aria-pressed={!filters.stars && !filters.withImages} onClick={() => change({ stars: undefined, withImages: false })}>
              {t('reviews.all')}
            </button>
            <button type="button" className={styles.chip} aria-pressed={filters.withImages} onClick={() => change({ withImages: !filters.withImages })} disabled={summary.withImages === 0}>
              {t('reviews.withImages', { count: summary.withImages })}
            </button>
            {filters.stars && (
              <button type="button" className={styles.chip} aria-pressed onClick={() => change({ stars: undefined })}>
                {t('reviews.starFilter', { count: filters.stars })} ×
              </button>
            )}
          </div>
          <label className={styles.sort}>
            <span>{t('reviews.sortLabel')}</span>
            <select value={filters.sort} onChange={(e) => change({ sort: e.target.value as ReviewSort })}>
              <option value="newest">{t('reviews.sortNewest')}</option>
              <option value="helpful">{t('reviews.sortHelpful')}</option>
            </select>
          </label>
        </div>
      )}

      {summary.count === 0 && <p>{t('noReviews')}</p>}
      {summary.mine > 0 && (
        <>
          <ReviewList items={mine.data?.items ?? []} isLogin={isLogin} />
          {mine.data && mine.data.total === 0 && <p className={styles.muted}>{t('reviews.noMatch')}</p>}
          <Pagination page={page} total={pages(mine.data?.total ?? 0)} onChange={setPage} />
        </>
      )}

      {summary.others > 0 && !othersShown && (
        <Button variant="secondary" onClick={() => setOthersOpen(true)} data-testid="reviews-other-languages">
          {t('reviews.otherLanguages', { count: summary.others })}
        </Button>
      )}
      {othersShown && summary.others > 0 && (
        <section aria-label={t('reviews.otherLanguagesTitle')} className={styles.others}>
          <h3>{t('reviews.otherLanguagesTitle')}</h3>
          {others.data ? <ReviewList items={others.data.items} isLogin={isLogin} /> : <Skeleton height={120} />}
          {others.data && others.data.total === 0 && <p className={styles.muted}>{t('reviews.noMatch')}</p>}
          <Pagination page={othersPage} total={pages(others.data?.total ?? 0)} onChange={setOthersPage} />
        </section>
      )}
    </div>
  );
}

/** "Write a review": guests log in first; a buyer picks one of their received, unreviewed lines of this product. */
function WriteReview({ spuId, isLogin }: { spuId: number; isLogin: boolean }) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const sendToLogin = useSendToLogin();
  const lines = useQuery({ ...reviewableQuery({ spuId }), enabled: isLogin });
  const [line, setLine] = useState<ReviewableLine | null>(null);
  const open = (lines.data ?? []).filter((l) => l.reviewId === null);
  if (!isLogin) {
    return (
      <div className={styles.write}>
        <Button variant="secondary" onClick={() => sendToLogin(`${location.pathname}${location.search}`)}>
          {t('reviews.write')}
        </Button>
        <span className={styles.muted}>{t('reviews.loginToWrite')}</span>
      </div>
    );
  }
  return (
    <div className={styles.write}>
      {open.length > 0 ? (
        open.slice(0, 3).map((l) => (
          <Button key={`${l.orderNo}-${l.lineNo}`} onClick={() => setLine(l)} data-testid="write-review">
            {open.length > 1 ? t('reviews.writeFor', { attrs: l.saleAttr || l.orderNo }) : t('reviews.write')}
          </Button>
        ))
      ) : (
        <span className={styles.muted}>{lines.data && lines.data.length > 0 ? t('reviews.allReviewed') : t('reviews.buyToReview')}</span>
      )}
      {line && (
        <Suspense fallback={null}>
          <ReviewDialog line={line} onClose={() => setLine(null)} />
        </Suspense>
      )}
    </div>
  );
}

function ReviewList({ items, isLogin }: { items: ReviewItem[]; isLogin: boolean }) {
  const [viewer, setViewer] = useState<{ review: ReviewItem; index: number } | null>(null);
  return (
    <>
      <ul className={styles.list}>
        {items.map((r) => (
          <ReviewCard key={r.id} review={r} isLogin={isLogin} onImage={(index) => setViewer({ review: r, index })} />
        ))}
      </ul>
      <ImageViewer images={viewer?.review.images.map((i) => i.url) ?? []} index={viewer?.index ?? null} onIndex={(index) => setViewer((v) => (v ? { ...v, index } : v))} onClose={() => setViewer(null)} />
    </>
  );
}

function ReviewCard({ review: r, isLogin, onImage }: { review: ReviewItem; isLogin: boolean; onImage(index: number): void }) {
  const { t } = useTranslation('catalog');
  const { locale } = useShop();
  const location = useLocation();
  const sendToLogin = useSendToLogin();
  const queryClient = useQueryClient();
  const [voted, setVoted] = useState<{ helpful: number; voted: boolean } | null>(null);
  const helpful = voted ?? { helpful: r.helpful, voted: r.voted };
  const vote = async () => {
    if (!isLogin) return sendToLogin(`${location.pathname}${location.search}`);
    if (helpful.voted) return;
    try {
      const { data, msg } = await reviewsApi.helpful(r.id);
      setVoted(data);
      alert.success(msg);
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    }
  };
  return (
    <li className={styles.review} lang={r.lang} data-testid="review" data-review-id={r.id}>
      <div className={styles.head}>
        <Stars value={r.rating} />
        <span className={styles.visuallyHidden}>{t('stars', { count: r.rating })}</span>
        <strong>{r.author}</strong>
        {r.verified && (
          <span className={styles.verified}>
            <BadgeCheck size={14} aria-hidden="true" />
            {t('reviews.verified')}
          </span>
        )}
        <time dateTime={r.createdAt} className={styles.muted}>
          {new Date(r.createdAt).toLocaleDateString(locale)}
        </time>
      </div>
      {r.skuAttrs && <div className={styles.muted}>{t('reviews.bought', { attrs: r.skuAttrs })}</div>}
      <p className={styles.content}>{withoutInvisibles(r.content)}</p>
      {r.images.length > 0 && (
        <ul className={styles.images}>
          {r.images.map((img, i) => (
            <li key={img.id}>
              <button type="button" onClick={() => onImage(i)} aria-label={t('reviews.openImage', { index: i + 1 })}>
                <img src={img.url} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {r.reply && (
        <div className={styles.reply} lang="">
          <strong>{t('reviews.shopReply')}</strong>
          <p>{r.reply}</p>
        </div>
      )}
      {!r.mine && (
        <button type="button" className={styles.helpful} aria-pressed={helpful.voted} onClick={() => void vote()} data-testid="review-helpful">
          <ThumbsUp size={14} aria-hidden="true" fill={helpful.voted ? 'currentColor' : 'none'} />
          {t('reviews.helpful', { count: helpful.helpful })}
        </button>
      )}
    </li>
  );
}
