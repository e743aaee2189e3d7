import type { StaffReview, StaffReviewList } from '@netshop/contract';
import { ExternalLink } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Fact } from '../../../../components/ui/fact';
import { useReviewFormats } from '../hooks/use-review-formats';
import styles from '../pages/console-reviews.module.css';

const RATING_MAX = 5;
const productLink = (spuId: number) => `/product/productDetail?spuId=${spuId}&tab=reviews`;

export interface ReviewActions {
  onHide(r: StaffReview): void;
  onPublish(r: StaffReview): void;
  onReply(r: StaffReview): void;
  /** The review being published, its button busy. */
  publishing: number | null;
}

/**
 * A page of reviews under its count (the heading takes the focus after a change): a table, on a
 * phone cards; empty, it offers the sample reviews when only buyers' were asked for.
 */
export function ReviewsTable({ data, buyersOnly, onShowSamples, headingRef, actions }: { data: StaffReviewList; buyersOnly: boolean; onShowSamples(): void; headingRef: Ref<HTMLHeadingElement>; actions: ReviewActions }) {
  const { t } = useTranslation(['console']);
  return (
    <>
      <h2 className={styles.count} ref={headingRef} tabIndex={-1} data-testid="reviews-count">
        {t('reviews.count', { count: data.total })}
      </h2>
      {data.items.length === 0 ? (
        <div className={styles.empty} data-testid="reviews-empty">
          <p>{buyersOnly ? t('reviews.emptyBuyers') : t('reviews.empty')}</p>
          {buyersOnly && (
            <Button variant="secondary" size="small" onClick={onShowSamples}>
              {t('reviews.showSamples')}
            </Button>
          )}
        </div>
      ) : (
        // On a phone the rows become cards (CSS); the roles keep them a table for screen readers.
        <div className={styles.scroll}>
          <table className={styles.table} role="table" data-testid="reviews-table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">{t('reviews.columns.date')}</th>
                <th scope="col" role="columnheader">{t('reviews.columns.product')}</th>
                <th scope="col" role="columnheader">{t('reviews.columns.review')}</th>
                <th scope="col" role="columnheader">{t('reviews.columns.author')}</th>
                <th scope="col" role="columnheader">{t('reviews.columns.status')}</th>
                <th scope="col" role="columnheader">
                  <span className="visually-hidden">{t('reviews.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {data.items.map((r) => (
                <ReviewRow key={r.id} review={r} actions={actions} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function ReviewRow({ review: r, actions }: { review: StaffReview; actions: ReviewActions }) {
  const { t } = useTranslation(['console']);
  const fmt = useReviewFormats();
  return (
    <tr role="row" data-testid={`review-row-${r.id}`}>
      <td role="cell" className={styles.date} data-label={t('reviews.columns.date')}>
        {/* The day and the time on lines of their own: a date never breaks in the middle. */}
        <time dateTime={r.createdAt}>
          <span>{fmt.day(r.createdAt)}</span> <span>{fmt.time(r.createdAt)}</span>
        </time>
      </td>
      <td role="cell" className={styles.product} data-label={t('reviews.columns.product')}>
        <a href={productLink(r.spuId)} target="_blank" rel="noopener">
          {r.productName}
          <ExternalLink size={14} aria-hidden="true" />
          <span className="visually-hidden"> {t('reviews.newTab')}</span>
        </a>
        {r.skuAttrs && <span className={styles.muted}>{r.skuAttrs}</span>}
      </td>
      <ReviewCell review={r} />
      <AuthorCell review={r} />
      <td role="cell" className={styles.statusCell} data-label={t('reviews.columns.status')}>
        <span className={styles.status} data-status={r.status}>
          {t(`reviews.status.${r.status}`)}
        </span>
        {r.status === 'hidden' && r.hiddenReason && <span className={styles.reason}>{t('reviews.hiddenReason', { reason: r.hiddenReason })}</span>}
      </td>
      <ActionsCell review={r} actions={actions} />
    </tr>
  );
}

/** Stars, text, pictures, how many found it helpful, and the shop's reply. */
function ReviewCell({ review: r }: { review: StaffReview }) {
  const { t } = useTranslation(['console']);
  const fmt = useReviewFormats();
  return (
    <td role="cell" className={styles.review}>
      <span className={styles.stars}>
        <span aria-hidden="true">
          {'★'.repeat(r.rating)}
          <span className={styles.starsOff}>{'☆'.repeat(Math.max(0, RATING_MAX - r.rating))}</span>
        </span>
        <span className="visually-hidden">{t('reviews.stars', { count: r.rating })}</span>
      </span>
      <p className={styles.text} lang={r.lang}>
        {r.content}
      </p>
      {r.images.length > 0 && (
        <ul className={styles.pictures}>
          {r.images.map((img, i) => (
            <li key={img.id}>
              <a href={img.url} target="_blank" rel="noopener">
                <img src={img.url} alt={t('reviews.picture', { index: i + 1 })} width={48} height={48} loading="lazy" />
                <span className="visually-hidden"> {t('reviews.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {r.helpful > 0 && <span className={styles.muted}>{t('reviews.helpful', { count: r.helpful })}</span>}
      {r.reply && (
        <div className={styles.reply} data-testid={`review-reply-text-${r.id}`}>
          <strong>{t('reviews.replyHeading')}</strong>
          <p className={styles.text}>{r.reply}</p>
          {r.repliedAt && <span className={styles.muted}>{t('reviews.repliedAt', { date: fmt.date(r.repliedAt) })}</span>}
        </div>
      )}
    </td>
  );
}

/** Who wrote it: name, e-mail and order for a buyer's review, and the language; a sample says so. */
function AuthorCell({ review: r }: { review: StaffReview }) {
  const { t } = useTranslation(['console']);
  const fmt = useReviewFormats();
  return (
    <td role="cell" className={styles.author} data-label={t('reviews.columns.author')}>
      <strong>{r.author}</strong>
      <dl className={styles.facts}>
        {r.buyerEmail && <Fact label={t('reviews.email')}>{r.buyerEmail}</Fact>}
        {r.orderNo && (
          <Fact label={t('reviews.order')}>
            <code>{r.orderNo}</code>
          </Fact>
        )}
        <Fact label={t('reviews.language')}>{fmt.language(r.lang)}</Fact>
      </dl>
      {!r.buyerEmail && !r.orderNo && <span className={styles.muted}>{t('reviews.sample')}</span>}
    </td>
  );
}

/** Hide a published review or publish a hidden one; write or edit the reply. */
function ActionsCell({ review: r, actions }: { review: StaffReview; actions: ReviewActions }) {
  const { t } = useTranslation(['console']);
  const rowName = t('reviews.rowName', { author: r.author, product: r.productName });
  return (
    <td role="cell" className={styles.actions}>
      {r.status === 'published' ? (
        <Button size="small" variant="secondary" onClick={() => actions.onHide(r)} data-testid={`review-hide-${r.id}`}>
          {t('reviews.hide')}
          <span className="visually-hidden"> {rowName}</span>
        </Button>
      ) : (
        <Button size="small" variant="secondary" busy={actions.publishing === r.id} onClick={() => actions.onPublish(r)} data-testid={`review-publish-${r.id}`}>
          {t('reviews.publish')}
          <span className="visually-hidden"> {rowName}</span>
        </Button>
      )}
      <Button size="small" variant="ghost" onClick={() => actions.onReply(r)} data-testid={`review-reply-${r.id}`}>
        {r.reply ? t('reviews.editReply') : t('reviews.reply')}
        <span className="visually-hidden"> {rowName}</span>
      </Button>
    </td>
  );
}
