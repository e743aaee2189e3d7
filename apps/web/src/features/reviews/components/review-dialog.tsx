import { REVIEW_MAX_IMAGES, REVIEW_TEXT_MAX, reviewBody, type ReviewableLine } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import { REVIEWS_KEY, reviewsApi } from '../../../lib/shared-api/reviews-api';
import type { UploadedFile } from '../../../lib/shared-api/upload-api';
import { ACCOUNT_KEY } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { ImagePicker } from '../../../components/ui/image-picker';
import { StarInput } from '../../../components/ui/star-input';
import styles from './review-dialog.module.css';

interface ReviewDialogProps {
  /** The order line to review; null keeps the dialog closed. */
  line: ReviewableLine | null;
  onClose(): void;
}

/** Writing a review of a received order line: stars (required, docs/product.md#errors), text, up to six pictures, name shown or not. */
export function ReviewDialog({ line, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={line !== null} onClose={onClose} title={t('review.title')} closeLabel={t('common.close')}>
      {line && <ReviewForm key={`${line.orderNo}-${line.lineNo}`} line={line} onClose={onClose} />}
    </Dialog>
  );
}

function ReviewForm({ line, onClose }: { line: ReviewableLine; onClose(): void }) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(reviewBody, { orderNo: line.orderNo, lineNo: line.lineNo, rating: 0, content: '', images: [] as string[], showName: true });
  const ratingError = form.error('rating');
  const content = form.field('content');

  const onSubmit = form.submit(async (body) => {
    const { msg } = await reviewsApi.create(body);
    alert.success(msg);
    await Promise.all([queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }), queryClient.invalidateQueries({ queryKey: [...ACCOUNT_KEY, 'reviewable'] })]);
    onClose();
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      className={styles.form}
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className={styles.product}>
        {line.image && <img src={line.image} alt="" width={56} height={56} />}
        <div>
          <strong>{line.name}</strong>
          {line.saleAttr && <div className={styles.muted}>{line.saleAttr}</div>}
          <div className={styles.muted}>{t('review.fromOrder', { orderNo: line.orderNo })}</div>
        </div>
      </div>

      <div className={styles.field}>
        <span id="review-rating-label" className={styles.label}>
          {t('review.rating')}
        </span>
        <StarInput
          value={form.values.rating}
          onChange={(n) => form.setValue('rating', n)}
          label={t('review.rating')}
          starLabel={(count) => t('review.stars', { count })}
          invalid={Boolean(ratingError)}
          describedBy={ratingError ? 'review-rating-error' : undefined}
        />
        {ratingError && (
          <span id="review-rating-error" className={styles.error} role="alert">
            {ratingError}
          </span>
        )}
      </div>

      <TextAreaField
        label={t('review.content')}
        rows={5}
        maxLength={REVIEW_TEXT_MAX}
        placeholder={t('review.placeholder')}
        hint={t('review.counter', { count: form.values.content.length, max: REVIEW_TEXT_MAX })}
        data-testid="review-content"
        {...content}
      />

      <div className={styles.field}>
        <span className={styles.label}>{t('review.images')}</span>
        <span className={styles.muted}>{t('review.imagesHint', { max: REVIEW_MAX_IMAGES })}</span>
        <ImagePicker
          purpose="review"
          value={images}
          max={REVIEW_MAX_IMAGES}
          addLabel={t('review.addImages')}
          altOf={(index) => t('review.imageAlt', { index })}
          onBusy={setUploading}
          onChange={(files) => {
            setImages(files);
            form.setValue(
              'images',
              files.map((f) => f.id),
            );
          }}
        />
        {form.error('images') && (
          <span className={styles.error} role="alert">
            {form.error('images')}
          </span>
        )}
      </div>

      <label className={styles.check}>
        <input type="checkbox" checked={form.values.showName} onChange={(e) => form.setValue('showName', e.target.checked)} />
        <span>{t('review.showName')}</span>
      </label>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={form.busy} disabled={uploading} data-testid="review-submit">
          {t('review.submit')}
        </Button>
      </div>
    </form>
  );
}
