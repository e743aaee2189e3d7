import { CODES, formatReviewSignature, MEDIA, type ReviewItem, type ReviewPage, type ReviewSummary, type ReviewableLine, type reviewBody, type reviewsQuery } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rows, type Db } from '../../db/client.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { attachUploadIds } from '../account/index.js';
import { updateReviewSummary } from '../catalog/index.js';

// Buyers' reviews (issue 14, ADR 0022): one per received order line, published at once and
// moderated afterwards; the product's rating and count are those of its published reviews.

type Query = z.output<typeof reviewsQuery>;
type Body = z.output<typeof reviewBody>;

/** An order line counts as received once delivered (or completed by the buyer); samples are not purchases. */
const RECEIVED = sql`o.kind = 'regular' AND o.purged_at IS NULL AND (o.status = 'completed' OR o.delivered_at IS NOT NULL)`;

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export const REVIEW_COLUMNS = sql`rv.id, rv.rating, rv.content, rv.author, l.short_name AS lang, rv.helpful, rv.order_id IS NOT NULL AS verified,
  rv.sku_attrs AS "skuAttrs", rv.images, rv.reply, rv.replied_at AS "repliedAt", rv.created_at AS "createdAt"`;

export interface ReviewRow {
  id: number;
  rating: number;
  content: string;
  author: string;
  lang: string;
  helpful: number;
  verified: boolean;
  skuAttrs: string | null;
  images: { id: string; url: string }[] | string;
  reply: string | null;
  repliedAt: Date | string | null;
  createdAt: Date | string;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function reviewView(r: ReviewRow) {
  return {
    id: Number(r.id),
    rating: Number(r.rating),
    content: r.content,
    author: r.author,
    lang: r.lang,
    helpful: Number(r.helpful),
    verified: Boolean(r.verified),
    skuAttrs: r.skuAttrs,
    images: typeof r.images === 'string' ? JSON.parse(r.images) : r.images,
    reply: r.reply,
    repliedAt: iso(r.repliedAt),
    createdAt: iso(r.createdAt)!,
  };
}


/** Sets the product's rating and count from its published reviews (in the caller's transaction). */
export async function refreshRating(db: Db, productId: number): Promise<void> {
  await updateReviewSummary(db, productId, async () => {
    const [s] = await rows<{ n: number; avg: string }>(
      db,
      sql`SELECT count(*)::int AS n, coalesce(round(avg(rating), 2), 0) AS avg FROM review WHERE product_id = ${productId} AND status = 'published'`,
    );
    return { count: s!.n, average: s!.avg };
  });
}

async function summaryOf(db: Db, productId: number, langId: number): Promise<ReviewSummary> {
  const [s] = await rows<{ n: number; avg: string | null; h: number[]; wi: number; mine: number }>(
    db,
    sql`SELECT count(*)::int AS n, round(avg(rating), 2)::text AS avg,
               json_build_array(count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
                                count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)) AS h,
               count(*) FILTER (WHERE jsonb_array_length(images) > 0)::int AS wi,
               count(*) FILTER (WHERE lang_id = ${langId})::int AS mine
          FROM review WHERE product_id = ${productId} AND status = 'published'`,
  );
  const h = typeof s.h === 'string' ? (JSON.parse(s.h) as number[]) : s.h;
  return { avg: Number(s.avg ?? 0), count: Number(s.n), histogram: h.map(Number), withImages: Number(s.wi), mine: Number(s.mine), others: Number(s.n) - Number(s.mine) };
}

/** A product's published reviews with the summary; null when there is no such product. */
export async function listReviews(ctx: RequestContext, q: Query, viewer: number | null): Promise<ReviewPage | null> {
  const { db } = ctx;
  const [p] = await rows(db, sql`SELECT 1 AS ok FROM product WHERE id = ${q.spuId}`);
  if (!p) return null;
  const where: SQL[] = [sql`rv.product_id = ${q.spuId}`, sql`rv.status = 'published'`];
  if (q.stars) where.push(sql`rv.rating = ${q.stars}`);
  if (q.withImages === '1') where.push(sql`jsonb_array_length(rv.images) > 0`);
  if (q.lang === 'mine') where.push(sql`rv.lang_id = ${ctx.langId}`);
  if (q.lang === 'others') where.push(sql`rv.lang_id <> ${ctx.langId}`);
  const order = q.sort === 'helpful' ? sql`rv.helpful DESC, rv.created_at DESC, rv.id DESC` : sql`rv.created_at DESC, rv.id DESC`;
  const me = viewer ?? 0;
  const [summary, items] = await Promise.all([
    summaryOf(db, q.spuId, ctx.langId),
    rows<ReviewRow & { voted: boolean; mine: boolean; total: number }>(
      db,
      sql`SELECT ${REVIEW_COLUMNS},
                 EXISTS (SELECT 1 FROM review_vote v WHERE v.review_id = rv.id AND v.user_id = ${me}) AS voted,
                 coalesce(rv.user_id = ${me}, false) AS mine, count(*) OVER ()::int AS total
            FROM review rv JOIN language l ON l.id = rv.lang_id
           WHERE ${sql.join(where, sql` AND `)}
           ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
    ),
  ]);
  return {
    summary,
    items: items.map((r): ReviewItem => ({ ...reviewView(r), voted: Boolean(r.voted), mine: Boolean(r.mine) })),
    total: items.length ? Number(items[0].total) : 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The buyer's received order lines of a product or an order, newest first, with their review if written. */
export async function reviewableLines(ctx: RequestContext, q: { spuId?: number; orderNo?: string }): Promise<ReviewableLine[]> {
  const where: SQL[] = [sql`o.user_id = ${buyerId(ctx)}`, RECEIVED, sql`ol.product_id IS NOT NULL`];
  if (q.spuId) where.push(sql`ol.product_id = ${q.spuId}`);
  if (q.orderNo) where.push(sql`o.order_no = ${q.orderNo}`);
  const r = await rows<{ orderNo: string; lineNo: number; spuId: number; name: string; image: string; saleAttr: string; reviewId: number | null }>(
    ctx.db,
    sql`SELECT o.order_no AS "orderNo", ol.line_no AS "lineNo", ol.product_id AS "spuId", ol.name, ol.image, ol.sale_attr AS "saleAttr", rv.id AS "reviewId"
          FROM shop_order o JOIN order_line ol ON ol.order_id = o.id
          LEFT JOIN review rv ON rv.order_id = o.id AND rv.line_no = ol.line_no
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY o.created_at DESC, ol.line_no LIMIT 100`,
  );
  return r.map((l) => ({ ...l, lineNo: Number(l.lineNo), spuId: Number(l.spuId), reviewId: l.reviewId === null ? null : Number(l.reviewId) }));
}

/** Writes the buyer's review of a received order line, once; returns its id. */
export async function createReview(ctx: RequestContext, body: Body): Promise<number> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const [line] = await rows<{ orderId: number; productId: number | null; saleAttr: string; received: boolean; firstName: string; lastName: string }>(
      tx.db,
      sql`SELECT o.id AS "orderId", ol.product_id AS "productId", ol.sale_attr AS "saleAttr", (${RECEIVED}) AS received,
                 u.first_name AS "firstName", u.last_name AS "lastName"
            FROM shop_order o JOIN order_line ol ON ol.order_id = o.id AND ol.line_no = ${body.lineNo} JOIN app_user u ON u.id = o.user_id
           WHERE o.order_no = ${body.orderNo} AND o.user_id = ${userId} AND o.purged_at IS NULL`,
    );
    if (!line) throw new AppError(CODES.NOT_FOUND, 'notFound');
    if (!line.received) throw new AppError(CODES.CONFLICT, 'reviewNotReceived');
    if (line.productId === null) throw new AppError(CODES.CONFLICT, 'reviewProductGone');

    const ids = [...new Set(body.images)];
    const uploads = await attachUploadIds(tx.db, userId, 'review', ids);
    if (uploads.length !== ids.length) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { images: FIELD_MESSAGES[tx.lang].invalid });
    const byId = new Map(uploads.map((u) => [String(u.id), u.mime]));
    const images = ids.map((id) => ({ id, url: MEDIA.upload.path({ name: `${id}.${EXT[byId.get(id)!] ?? 'jpg'}` }) }));

    const inserted = await rows<{ id: number }>(
      tx.db,
      sql`INSERT INTO review (product_id, user_id, order_id, line_no, rating, content, author, lang_id, sku_attrs, images, show_name)
          VALUES (${line.productId}, ${userId}, ${line.orderId}, ${body.lineNo}, ${body.rating}, ${body.content}, ${formatReviewSignature(line, tx.lang, body.showName)},
                  ${tx.langId}, ${line.saleAttr || null}, ${JSON.stringify(images)}::jsonb, ${body.showName})
          ON CONFLICT (order_id, line_no) WHERE order_id IS NOT NULL DO NOTHING
          RETURNING id`,
    );
    if (!inserted.length) throw new AppError(CODES.CONFLICT, 'reviewExists');
    await refreshRating(tx.db, Number(line.productId));
    return Number(inserted[0].id);
  });
}

/** Marks a published review helpful for the buyer, once; answers the count and that the buyer has voted. */
export async function voteHelpful(ctx: RequestContext, reviewId: number): Promise<{ helpful: number; voted: boolean } | null> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const [r] = await rows<{ userId: number | null }>(tx.db, sql`SELECT user_id AS "userId" FROM review WHERE id = ${reviewId} AND status = 'published' FOR UPDATE`);
    if (!r) return null;
    if (r.userId !== null && Number(r.userId) === userId) throw new AppError(CODES.CONFLICT, 'reviewOwnVote');
    const added = await rows(tx.db, sql`INSERT INTO review_vote (review_id, user_id) VALUES (${reviewId}, ${userId}) ON CONFLICT DO NOTHING RETURNING 1 AS ok`);
    const [after] = await rows<{ helpful: number }>(
      tx.db,
      sql`UPDATE review SET helpful = helpful + ${added.length} WHERE id = ${reviewId} RETURNING helpful`,
    );
    return { helpful: Number(after.helpful), voted: true };
  });
}
