import type { StaffReview } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { reviewsConsoleApi, reviewsKey } from '../api/reviews-console-api';

/** The review being hidden, replied to or published, and what follows a change. */
export function useReviewModeration() {
  const { t } = useTranslation(['console']);
  const queryClient = useQueryClient();
  const [hiding, setHiding] = useState<StaffReview | null>(null);
  const [replying, setReplying] = useState<StaffReview | null>(null);
  const [publishing, setPublishing] = useState<number | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

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
  return { hiding, setHiding, replying, setReplying, publishing, publish, changed, listHeading };
}
