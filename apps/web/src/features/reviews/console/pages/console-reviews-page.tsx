import { REVIEW_HIDE_REASON_MAX, REVIEW_REPLY_MAX, reviewHideBody, reviewReplyBody, type ReviewStatus, type StaffReview, type StaffReviewList } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextAreaField } from '../../../../components/ui/field';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { useZodForm } from '../../../../lib/use-zod-form';
import { reviewsConsoleApi, reviewsKey, reviewsListQuery } from '../api/reviews-console-api';
import styles from './console-reviews.module.css';

type Status = ReviewStatus | 'all';
const STATUSES: Status[] = ['all', 'published', 'hidden'];
const RATING_MAX = 5;

const productLink = (spuId: number) => `/product/productDetail?spuId=${spuId}&tab=reviews`;

/** Dates and language names in the console's language. */
function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = null;
    }
    return {
      date: (iso: string) => when.format(new Date(iso)),
      day: (iso: string) => day.format(new Date(iso)),
      time: (iso: string) => time.format(new Date(iso)),
      language: (code: string) => names?.of(code) ?? code,
    };
  }, [locale]);
}

/**
 * The filters live in the address (?status=hidden&q=…&buyers=0&page=2): a link to a filtered list
 * can be shared, and Back returns to the previous page of results.
 */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: Status = STATUSES.includes(raw as Status) ? (raw as Status) : 'all';
  const q = params.get('q')?.trim() ?? '';
  const buyers = params.get('buyers') === '0' ? '0' : '1';
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1));
  const set = (next: Partial<{ status: Status; q: string; buyers: '0' | '1'; page: number }>) => {
    const merged = { status, q, buyers, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.status !== 'all') out.set('status', merged.status);
    if (merged.q) out.set('q', merged.q);
    if (merged.buyers === '0') out.set('buyers', '0');
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  };
  return { status, q, buyers, page, set } as const;
}

/**
 * /console/reviews (agents, sales, administrators: reviews.moderate): buyers' reviews, newest
 * first, by status and words; each with its product, stars, text, pictures, author, order and
 * language. Staff hide one with a reason (its author is told), publish a hidden one again, and
 * write, edit or remove the shop's public reply.
 */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const queryClient = useQueryClient();
  const allowed = useStaffCan('reviews.moderate');
  const filters = useFilters();
  const list = useQuery({ ...reviewsListQuery({ status: filters.status, q: filters.q || undefined, buyers: filters.buyers, page: filters.page }), enabled: allowed });
  const fmt = useFormats();
  const [draft, setDraft] = useState(filters.q);
  const [hiding, setHiding] = useState<StaffReview | null>(null);
  const [replying, setReplying] = useState<StaffReview | null>(null);
  const [publishing, setPublishing] = useState<number | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const search = (e: FormEvent) => {
    e.preventDefault();
    filters.set({ q: draft.trim() });
  };
  /** After a change the list is read again; the row's button may be gone, so the list's heading takes the focus. */
  const changed = async (message: string) => {
    alert.success(message);
    await queryClient.invalidateQueries({ queryKey: reviewsKey });
    listHeading.current?.focus();
  };
  const publish = async (r: StaffReview) => {
    if (publishing !== null) return;
    setPublishing(r.id);
    try {
      await reviewsConsoleApi.publish(r.id);
      await changed(t('reviews.published', { author: r.author }));
    } catch (err) {
      // The HTTP client has shown the answer's message.
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setPublishing(null);
    }
  };

  const page = (data: StaffReviewList) => (
    <>
      <h2 className={styles.count} ref={listHeading} tabIndex={-1} data-testid="reviews-count">
        {t('reviews.count', { count: data.total })}
      </h2>
      {data.items.length === 0 ? (
        <div className={styles.empty} data-testid="reviews-empty">
          <p>{filters.buyers === '1' ? t('reviews.emptyBuyers') : t('reviews.empty')}</p>
          {filters.buyers === '1' && (
            <Button variant="secondary" size="small" onClick={() => filters.set({ buyers: '0' })}>
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
              {data.items.map((r) => {
                const rowName = t('reviews.rowName', { author: r.author, product: r.productName });
                return (
                  <tr key={r.id} role="row" data-testid={`review-row-${r.id}`}>
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
                    <td role="cell" className={styles.author} data-label={t('reviews.columns.author')}>
                      <strong>{r.author}</strong>
                      <dl className={styles.facts}>
                        {r.buyerEmail && (
                          <div>
                            <dt>{t('reviews.email')}</dt>
                            <dd>{r.buyerEmail}</dd>
                          </div>
                        )}
                        {r.orderNo && (
                          <div>
                            <dt>{t('reviews.order')}</dt>
                            <dd>
                              <code>{r.orderNo}</code>
                            </dd>
                          </div>
                        )}
                        <div>
                          <dt>{t('reviews.language')}</dt>
                          <dd>{fmt.language(r.lang)}</dd>
                        </div>
                      </dl>
                      {!r.buyerEmail && !r.orderNo && <span className={styles.muted}>{t('reviews.sample')}</span>}
                    </td>
                    <td role="cell" className={styles.statusCell} data-label={t('reviews.columns.status')}>
                      <span className={styles.status} data-status={r.status}>
                        {t(`reviews.status.${r.status}`)}
                      </span>
                      {r.status === 'hidden' && r.hiddenReason && <span className={styles.reason}>{t('reviews.hiddenReason', { reason: r.hiddenReason })}</span>}
                    </td>
                    <td role="cell" className={styles.actions}>
                      {r.status === 'published' ? (
                        <Button size="small" variant="secondary" onClick={() => setHiding(r)} data-testid={`review-hide-${r.id}`}>
                          {t('reviews.hide')}
                          <span className="visually-hidden"> {rowName}</span>
                        </Button>
                      ) : (
                        <Button size="small" variant="secondary" busy={publishing === r.id} onClick={() => void publish(r)} data-testid={`review-publish-${r.id}`}>
                          {t('reviews.publish')}
                          <span className="visually-hidden"> {rowName}</span>
                        </Button>
                      )}
                      <Button size="small" variant="ghost" onClick={() => setReplying(r)} data-testid={`review-reply-${r.id}`}>
                        {r.reply ? t('reviews.editReply') : t('reviews.reply')}
                        <span className="visually-hidden"> {rowName}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );

  return (
    <PermissionGate permission="reviews.moderate" title={t('reviews.title')} noAccess={t('reviews.noAccess')} error={list.error} testId="reviews-no-access">
      <ConsoleQueue
        testId="reviews"
        title={t('reviews.title')}
        lead={t('reviews.lead')}
        filters={
          <div className={styles.filters}>
            <form role="search" className={styles.search} onSubmit={search}>
              <label className={styles.filter}>
                <span>{t('reviews.searchLabel')}</span>
                <input type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} data-testid="reviews-search" />
              </label>
              <Button type="submit" variant="secondary" size="small">
                {t('reviews.search')}
              </Button>
            </form>
            <div className={styles.check}>
              <label>
                <input
                  type="checkbox"
                  checked={filters.buyers === '1'}
                  onChange={(e) => filters.set({ buyers: e.target.checked ? '1' : '0' })}
                  aria-describedby="reviews-buyers-hint"
                  data-testid="reviews-buyers"
                />
                {t('reviews.buyersOnly')}
              </label>
              <span id="reviews-buyers-hint" className={styles.hint}>
                {t('reviews.buyersHint')}
              </span>
            </div>
          </div>
        }
        tabs={{ label: t('reviews.tabsLabel'), items: STATUSES, value: filters.status, onChange: (status) => filters.set({ status }), name: (s) => t(`reviews.tabs.${s}`) }}
        query={list}
        page={filters.page}
        pageSize={list.data?.pageSize ?? 1}
        onPage={(page) => filters.set({ page })}
        renderPage={page}
      />

      <HideDialog
        review={hiding}
        onClose={() => setHiding(null)}
        onDone={async (r) => {
          setHiding(null);
          await changed(t('reviews.hiddenDone', { author: r.author }));
        }}
      />
      <ReplyDialog
        review={replying}
        onClose={() => setReplying(null)}
        onDone={async (removed) => {
          setReplying(null);
          await changed(removed ? t('reviews.replyRemoved') : t('reviews.replied'));
        }}
      />
    </PermissionGate>
  );
}

/** The review being acted on, as the dialogs quote it. */
function Quote({ review: r }: { review: StaffReview }) {
  const { t } = useTranslation('console');
  return (
    <figure className={styles.quote}>
      <figcaption>
        <strong>{r.productName}</strong>
        <span className={styles.muted}>
          {r.author} ·{' '}
          <span className={styles.stars} aria-hidden="true">
            {'★'.repeat(r.rating)}
          </span>
          <span className="visually-hidden">{t('reviews.stars', { count: r.rating })}</span>
        </span>
      </figcaption>
      <blockquote className={styles.text} lang={r.lang}>
        {r.content}
      </blockquote>
    </figure>
  );
}

/** "Hide this review?": a reason is required (the author reads it); a 422's field text shows under it. */
function HideDialog({ review, onClose, onDone }: { review: StaffReview | null; onClose(): void; onDone(r: StaffReview): Promise<void> }) {
  const { t } = useTranslation(['console', 'common']);
  return (
    <Dialog open={review !== null} onClose={onClose} title={t('reviews.hideTitle')} closeLabel={t('common:common.close')}>
      {review && <HideForm key={review.id} review={review} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function HideForm({ review: r, onClose, onDone }: { review: StaffReview; onClose(): void; onDone(r: StaffReview): Promise<void> }) {
  const { t } = useTranslation(['console', 'common']);
  const form = useZodForm(reviewHideBody, { reason: '' });
  const onSubmit = form.submit(async (body) => {
    await reviewsConsoleApi.hide(r.id, body);
    await onDone(r);
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      className={styles.dialogForm}
      data-testid="review-hide-form"
      onSubmit={(e) => void onSubmit(e)}
    >
      <Quote review={r} />
      <p className={styles.dialogText}>{t('reviews.hideText')}</p>
      <TextAreaField
        label={t('reviews.reason')}
        rows={3}
        maxLength={REVIEW_HIDE_REASON_MAX}
        required
        hint={t('reviews.reasonHint', { count: form.values.reason.length, max: REVIEW_HIDE_REASON_MAX })}
        data-testid="review-hide-reason"
        {...form.field('reason')}
      />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={form.busy}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" variant="accent" busy={form.busy} data-testid="review-hide-confirm">
          {t('reviews.hideConfirm')}
        </Button>
      </div>
    </form>
  );
}

/** The shop's public reply: written, edited, or (emptied) removed. */
function ReplyDialog({ review, onClose, onDone }: { review: StaffReview | null; onClose(): void; onDone(removed: boolean): Promise<void> }) {
  const { t } = useTranslation(['console', 'common']);
  return (
    <Dialog open={review !== null} onClose={onClose} title={review?.reply ? t('reviews.editReplyTitle') : t('reviews.replyTitle')} closeLabel={t('common:common.close')}>
      {review && <ReplyForm key={review.id} review={review} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function ReplyForm({ review: r, onClose, onDone }: { review: StaffReview; onClose(): void; onDone(removed: boolean): Promise<void> }) {
  const { t } = useTranslation(['console', 'common']);
  const form = useZodForm(reviewReplyBody, { reply: r.reply ?? '' });
  const onSubmit = form.submit(async (body) => {
    await reviewsConsoleApi.reply(r.id, body);
    await onDone(body.reply === '');
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      className={styles.dialogForm}
      data-testid="review-reply-form"
      onSubmit={(e) => void onSubmit(e)}
    >
      <Quote review={r} />
      <TextAreaField
        label={t('reviews.replyLabel')}
        rows={5}
        maxLength={REVIEW_REPLY_MAX}
        hint={t('reviews.replyHint', { count: form.values.reply.length, max: REVIEW_REPLY_MAX })}
        data-testid="review-reply-text"
        {...form.field('reply')}
      />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={form.busy}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" busy={form.busy} data-testid="review-reply-save">
          {t('reviews.saveReply')}
        </Button>
      </div>
    </form>
  );
}
