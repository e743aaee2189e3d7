import { CODES, formatReviewSignature, MEDIA, type ReviewItem, type ReviewPage, type ReviewSummary, type ReviewableLine, type reviewBody, type reviewsQuery } from '@netshop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { attachUploadIds, buyerEmailAndName } from '../account/index.js';
import { productExists, updateReviewSummary } from '../catalog/index.js';
import { addHelpful, addVote, buyerLine, insertReview, lockPublishedReview, publishedCountAndAverage, publishedReviews, publishedSummary, receivedLines, type ReviewRow } from './queries.js';

// Buyers' reviews (issue 14, ADR 0022): one per received order line, published at once and
// moderated afterwards; the product's rating and count are those of its published reviews.

type Query = z.output<typeof reviewsQuery>;
type Body = z.output<typeof reviewBody>;

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export function reviewView(r: ReviewRow) {
  return {
    id: r.id,
    rating: r.rating,
    content: r.content,
    author: r.author,
    lang: r.lang,
    helpful: r.helpful,
    verified: r.verified,
    skuAttrs: r.skuAttrs,
    images: r.images,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Sets the product's rating and count from its published reviews (in the caller's transaction). */
export async function refreshRating(db: Db, productId: number): Promise<void> {
  await updateReviewSummary(db, productId, async () => {
    const s = await publishedCountAndAverage(db, productId);
    return { count: s.n, average: s.avg };
  });
}

async function summaryOf(db: Db, productId: number, langId: number): Promise<ReviewSummary> {
  const s = await publishedSummary(db, productId, langId);
  return { avg: Number(s.avg ?? 0), count: s.n, histogram: s.h, withImages: s.wi, mine: s.mine, others: s.n - s.mine };
}

/** A product's published reviews with the summary; null when there is no such product. */
export async function listReviews(ctx: RequestContext, q: Query, viewer: number | null): Promise<ReviewPage | null> {
  const { db } = ctx;
  if (!(await productExists(db, q.spuId))) return null;
  const [summary, items] = await Promise.all([
    summaryOf(db, q.spuId, ctx.langId),
    publishedReviews(db, {
      productId: q.spuId,
      stars: q.stars,
      withImages: q.withImages === '1',
      lang: q.lang,
      langId: ctx.langId,
      sort: q.sort,
      viewer: viewer ?? 0,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    }),
  ]);
  return {
    summary,
    items: items.map((r): ReviewItem => ({ ...reviewView(r), voted: r.voted, mine: r.mine })),
    total: items.length ? items[0]!.total : 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The buyer's received order lines of a product or an order, newest first, with their review if written. */
export async function reviewableLines(ctx: RequestContext, q: { spuId?: number; orderNo?: string }): Promise<ReviewableLine[]> {
  return receivedLines(ctx.db, buyerId(ctx), q);
}

/** Writes the buyer's review of a received order line, once; returns its id. */
export async function createReview(ctx: RequestContext, body: Body): Promise<number> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const line = await buyerLine(tx.db, userId, body.orderNo, body.lineNo);
    if (!line) throw new AppError(CODES.NOT_FOUND, 'notFound');
    if (!line.received) throw new AppError(CODES.CONFLICT, 'reviewNotReceived');
    if (line.productId === null) throw new AppError(CODES.CONFLICT, 'reviewProductGone');
    const buyer = (await buyerEmailAndName(tx.db, userId))!;

    const ids = [...new Set(body.images)];
    const uploads = await attachUploadIds(tx.db, userId, 'review', ids);
    if (uploads.length !== ids.length) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { images: FIELD_MESSAGES[tx.lang].invalid });
    const byId = new Map(uploads.map((u) => [String(u.id), u.mime]));
    const images = ids.map((id) => ({ id, url: MEDIA.upload.path({ name: `${id}.${EXT[byId.get(id)!] ?? 'jpg'}` }) }));

    const id = await insertReview(tx.db, {
      productId: line.productId,
      userId,
      orderId: line.orderId,
      lineNo: body.lineNo,
      rating: body.rating,
      content: body.content,
      author: formatReviewSignature(buyer, tx.lang, body.showName),
      langId: tx.langId,
      skuAttrs: line.saleAttr || null,
      images,
      showName: body.showName,
    });
    if (id === undefined) throw new AppError(CODES.CONFLICT, 'reviewExists');
    await refreshRating(tx.db, line.productId);
    return id;
  });
}

/** Marks a published review helpful for the buyer, once; answers the count and that the buyer has voted. */
export async function voteHelpful(ctx: RequestContext, reviewId: number): Promise<{ helpful: number; voted: boolean } | null> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const r = await lockPublishedReview(tx.db, reviewId);
    if (!r) return null;
    if (r.userId === userId) throw new AppError(CODES.CONFLICT, 'reviewOwnVote');
    const added = await addVote(tx.db, reviewId, userId);
    return { helpful: await addHelpful(tx.db, reviewId, added ? 1 : 0), voted: true };
  });
}
