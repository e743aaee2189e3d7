import type { ReviewStatus } from '@netshop/contract';
import { useSearchParams } from 'react-router';

export type ReviewTab = ReviewStatus | 'all';
/** The tabs: every review, then by status. */
export const REVIEW_TABS: ReviewTab[] = ['all', 'published', 'hidden'];

/**
 * The filters live in the address (?status=hidden&q=…&buyers=0&page=2): a link to a filtered list
 * can be shared, and Back returns to the previous page of results.
 */
export function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ReviewTab = REVIEW_TABS.includes(raw as ReviewTab) ? (raw as ReviewTab) : 'all';
  const q = params.get('q')?.trim() ?? '';
  const buyers = params.get('buyers') === '0' ? '0' : '1';
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1));
  const set = (next: Partial<{ status: ReviewTab; q: string; buyers: '0' | '1'; page: number }>) => {
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
