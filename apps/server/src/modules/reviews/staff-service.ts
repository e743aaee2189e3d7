import type { StaffReview, StaffReviewList, staffReviewsQuery } from '@netshop/contract';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { notify } from '../notifications/index.js';
import { hide, publish, setReply, staffReviews } from './queries.js';
import { refreshRating, reviewView } from './service.js';

// Moderation (permission reviews.moderate): reviews are published when written; staff hide one
// with a reason (its author is told), publish it again, or reply publicly.

const PAGE_SIZE = 20;

export async function listStaffReviews(ctx: RequestContext, q: z.output<typeof staffReviewsQuery>): Promise<StaffReviewList> {
  const r = await staffReviews(ctx.db, { status: q.status, buyersOnly: q.buyers === '1', q: q.q, langId: ctx.langId, limit: PAGE_SIZE, offset: (q.page - 1) * PAGE_SIZE });
  return {
    items: r.map((x): StaffReview => ({ ...reviewView(x), status: x.status, hiddenReason: x.hiddenReason, spuId: x.spuId, productName: x.productName, buyerEmail: x.buyerEmail, orderNo: x.orderNo })),
    total: r.length ? r[0]!.total : 0,
    page: q.page,
    pageSize: PAGE_SIZE,
  };
}

/** Hides a review with a reason and tells its author; false when there is no such review. */
export async function hideReview(ctx: RequestContext, id: number, reason: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const r = await hide(tx.db, id, reason);
    if (!r) return false;
    await refreshRating(tx.db, r.productId);
    if (r.userId !== null && r.was === 'published') await notify(tx, r.userId, 'reviewHidden', { model: r.model, reason }, { type: 'account' });
    return true;
  });
}

/** Publishes a hidden review again. */
export async function publishReview(ctx: RequestContext, id: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const productId = await publish(tx.db, id);
    if (productId === undefined) return false;
    await refreshRating(tx.db, productId);
    return true;
  });
}

/** Sets (or, empty, removes) the shop's public reply; the author hears of a new reply by message only. */
export async function replyToReview(ctx: RequestContext, id: number, reply: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const text = reply.trim() || null;
    const r = await setReply(tx.db, id, text);
    if (!r) return false;
    if (text && !r.had && r.userId !== null) await notify(tx, r.userId, 'reviewReplied', { model: r.model }, { type: 'account', mail: false });
    return true;
  });
}
