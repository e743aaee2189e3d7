import { REVIEW_HIDE_REASON_MAX, REVIEW_REPLY_MAX, reviewHideBody, reviewReplyBody, type StaffReview } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextAreaField } from '../../../../components/ui/field';
import { useZodForm } from '../../../../lib/use-zod-form';
import { reviewsConsoleApi, reviewsListQuery } from '../api/reviews-console-api';
import { ReviewFilters } from '../components/review-filters';
import { ReviewsTable } from '../components/reviews-table';
import { REVIEW_TABS, useReviewFilters } from '../hooks/use-review-filters';
import { useReviewModeration } from '../hooks/use-review-moderation';
import styles from './console-reviews.module.css';

/**
 * /console/reviews (agents, sales, administrators: reviews.moderate): buyers' reviews, newest
 * first, by status and words; each with its product, stars, text, pictures, author, order and
 * language. Staff hide one with a reason (its author is told), publish a hidden one again, and
 * write, edit or remove the shop's public reply.
 */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const allowed = useStaffCan('reviews.moderate');
  const filters = useReviewFilters();
  const list = useQuery({ ...reviewsListQuery({ status: filters.status, q: filters.q || undefined, buyers: filters.buyers, page: filters.page }), enabled: allowed });
  const m = useReviewModeration();

  return (
    <PermissionGate permission="reviews.moderate" title={t('reviews.title')} noAccess={t('reviews.noAccess')} error={list.error} testId="reviews-no-access">
      <ConsoleQueue
        testId="reviews"
        title={t('reviews.title')}
        lead={t('reviews.lead')}
        filters={<ReviewFilters filters={filters} />}
        tabs={{ label: t('reviews.tabsLabel'), items: REVIEW_TABS, value: filters.status, onChange: (status) => filters.set({ status }), name: (s) => t(`reviews.tabs.${s}`) }}
        query={list}
        page={filters.page}
        pageSize={list.data?.pageSize ?? 1}
        onPage={(page) => filters.set({ page })}
        renderPage={(data) => (
          <ReviewsTable
            data={data}
            buyersOnly={filters.buyers === '1'}
            onShowSamples={() => filters.set({ buyers: '0' })}
            headingRef={m.listHeading}
            actions={{ onHide: m.setHiding, onPublish: (r) => void m.publish(r), onReply: m.setReplying, publishing: m.publishing }}
          />
        )}
      />

      <HideDialog
        review={m.hiding}
        onClose={() => m.setHiding(null)}
        onDone={async (r) => {
          m.setHiding(null);
          await m.changed(t('reviews.hiddenDone', { author: r.author }));
        }}
      />
      <ReplyDialog
        review={m.replying}
        onClose={() => m.setReplying(null)}
        onDone={async (removed) => {
          m.setReplying(null);
          await m.changed(removed ? t('reviews.replyRemoved') : t('reviews.replied'));
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
