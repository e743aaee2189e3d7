import type { ReviewableLine } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReviewDialog } from '../../reviews';
import { Button } from '../../../components/ui/button';
import { reviewableQuery } from '../../../lib/shared-api/reviews-api';
import styles from './orders.module.css';

/** The received lines of an order with their review state (empty until the order is delivered). */
export function useReviewableLines(orderNo: string, enabled: boolean) {
  const q = useQuery({ ...reviewableQuery({ orderNo }), enabled });
  return new Map((q.data ?? []).map((l) => [l.lineNo, l]));
}

/** Under a received line: "write a review", or "reviewed" with a link to the product's reviews. */
export function LineReview({ line }: { line: ReviewableLine | undefined }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  if (!line) return null;
  if (line.reviewId !== null) {
    return (
      <Link to={`/product/productDetail?spuId=${line.spuId}&tab=reviews`} className={styles.reviewed}>
        <CheckCircle2 size={14} aria-hidden="true" />
        {t('review.done')}
      </Link>
    );
  }
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOpen(true)} className={styles.reviewButton} data-testid="line-review">
        <Star size={14} aria-hidden="true" />
        {t('review.write')}
      </Button>
      <ReviewDialog line={open ? line : null} onClose={() => setOpen(false)} />
    </>
  );
}
