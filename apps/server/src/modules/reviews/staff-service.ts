import type { StaffReview, StaffReviewList, staffReviewsQuery } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rows } from '../../db/client.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { notify } from '../notifications/notify.js';
import { REVIEW_COLUMNS, refreshRating, reviewView, type ReviewRow } from './service.js';

// Moderation (permission reviews.moderate): reviews are published when written; staff hide one
// with a reason (its author is told), publish it again, or reply publicly.

const PAGE_SIZE = 20;

export async function listStaffReviews(ctx: RequestContext, q: z.output<typeof staffReviewsQuery>): Promise<StaffReviewList> {
  const where: SQL[] = [];
  if (q.status !== 'all') where.push(sql`rv.status = ${q.status}`);
  if (q.buyers === '1') where.push(sql`rv.user_id IS NOT NULL`);
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(rv.content ILIKE ${like} OR p.model ILIKE ${like} OR u.email ILIKE ${like} OR pn.name ILIKE ${like})`);
  }
  const r = await rows<ReviewRow & { status: 'published' | 'hidden'; hiddenReason: string | null; spuId: number; productName: string; buyerEmail: string | null; orderNo: string | null; total: number }>(
    ctx.db,
    sql`SELECT ${REVIEW_COLUMNS}, rv.status, rv.hidden_reason AS "hiddenReason", rv.product_id AS "spuId",
               coalesce(pn.name, p.model) AS "productName", u.email AS "buyerEmail", o.order_no AS "orderNo", count(*) OVER ()::int AS total
          FROM review rv JOIN language l ON l.id = rv.lang_id JOIN product p ON p.id = rv.product_id
          LEFT JOIN product_i18n pn ON pn.product_id = p.id AND pn.lang_id = ${ctx.langId}
          LEFT JOIN app_user u ON u.id = rv.user_id
          LEFT JOIN shop_order o ON o.id = rv.order_id
         ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
         ORDER BY rv.created_at DESC, rv.id DESC LIMIT ${PAGE_SIZE} OFFSET ${(q.page - 1) * PAGE_SIZE}`,
  );
  return {
    items: r.map((x): StaffReview => ({ ...reviewView(x), status: x.status, hiddenReason: x.hiddenReason, spuId: Number(x.spuId), productName: x.productName, buyerEmail: x.buyerEmail, orderNo: x.orderNo })),
    total: r.length ? Number(r[0].total) : 0,
    page: q.page,
    pageSize: PAGE_SIZE,
  };
}

/** Hides a review with a reason and tells its author; false when there is no such review. */
export async function hideReview(ctx: RequestContext, id: number, reason: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const [r] = await rows<{ productId: number; userId: number | null; model: string; was: string }>(
      tx.db,
      sql`UPDATE review rv SET status = 'hidden', hidden_reason = ${reason}
            FROM product p, (SELECT status FROM review WHERE id = ${id} FOR UPDATE) old
           WHERE rv.id = ${id} AND p.id = rv.product_id
       RETURNING rv.product_id AS "productId", rv.user_id AS "userId", p.model, old.status AS was`,
    );
    if (!r) return false;
    await refreshRating(tx.db, Number(r.productId));
    if (r.userId !== null && r.was === 'published') await notify(tx, Number(r.userId), 'reviewHidden', { model: r.model, reason }, { type: 'account' });
    return true;
  });
}

/** Publishes a hidden review again. */
export async function publishReview(ctx: RequestContext, id: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const [r] = await rows<{ productId: number }>(tx.db, sql`UPDATE review SET status = 'published', hidden_reason = NULL WHERE id = ${id} RETURNING product_id AS "productId"`);
    if (!r) return false;
    await refreshRating(tx.db, Number(r.productId));
    return true;
  });
}

/** Sets (or, empty, removes) the shop's public reply; the author hears of a new reply by message only. */
export async function replyToReview(ctx: RequestContext, id: number, reply: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const text = reply.trim() || null;
    const [r] = await rows<{ userId: number | null; model: string; had: boolean }>(
      tx.db,
      sql`UPDATE review rv SET reply = ${text}, replied_at = CASE WHEN ${text}::text IS NULL THEN NULL ELSE now() END
            FROM product p, (SELECT reply IS NOT NULL AS had FROM review WHERE id = ${id} FOR UPDATE) old
           WHERE rv.id = ${id} AND p.id = rv.product_id
       RETURNING rv.user_id AS "userId", p.model, old.had`,
    );
    if (!r) return false;
    if (text && !r.had && r.userId !== null) await notify(tx, Number(r.userId), 'reviewReplied', { model: r.model }, { type: 'account', mail: false });
    return true;
  });
}

