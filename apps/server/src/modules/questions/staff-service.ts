import type { questionAnswerBody, StaffQuestion, StaffQuestionList, staffQuestionsQuery } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rows } from '../../db/client.js';
import { productText } from '../../lib/product-card.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { notify } from '../notifications/notify.js';
import { FILE_COLUMNS, fileOf, iso, wordsFilter, type FileRow } from './service.js';

// Answering questions (permission questions.answer: agent, sales, admin). The queue shows what
// waits, oldest first, so nobody waits past the 12–24 hours of docs/product.md#limits; answered ones newest first.
// The first answer tells the asker by message and mail in their language; later edits do not.

const PAGE_SIZE = 20;

type Row = FileRow & {
  id: number;
  spuId: number;
  productName: string;
  productModel: string;
  buyerEmail: string;
  lang: string;
  type: StaffQuestion['type'];
  tag: StaffQuestion['tag'];
  content: string;
  public: boolean;
  status: StaffQuestion['status'];
  answer: string | null;
  answeredAt: Date | string | null;
  answeredBy: string | null;
  createdAt: Date | string;
};

const select = (ctx: RequestContext, where: SQL[], tail: SQL) => {
  const text = productText(ctx.langId);
  return sql`SELECT q.id, q.product_id AS "spuId", coalesce(${text.pick('name')}, p.model) AS "productName", p.model AS "productModel",
                    u.email AS "buyerEmail", l.short_name AS lang, q.type, q.tag, q.content, q.public, q.status, q.answer,
                    q.answered_at AS "answeredAt", s.name AS "answeredBy", q.created_at AS "createdAt", ${FILE_COLUMNS},
                    count(*) OVER ()::int AS total
               FROM product_question q JOIN product p ON p.id = q.product_id ${text.joins}
               JOIN app_user u ON u.id = q.user_id JOIN language l ON l.id = q.lang_id
               LEFT JOIN staff_user s ON s.id = q.answered_by
               LEFT JOIN upload up ON up.id = q.upload_id
              ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``} ${tail}`;
};

const view = (x: Row, secret: string | null): StaffQuestion => ({
  id: Number(x.id),
  spuId: Number(x.spuId),
  productName: x.productName,
  productModel: x.productModel,
  buyerEmail: x.buyerEmail,
  lang: x.lang,
  type: x.type,
  tag: x.tag,
  content: x.content,
  public: Boolean(x.public),
  status: x.status,
  answer: x.answer,
  answeredAt: x.answeredAt === null ? null : iso(x.answeredAt),
  answeredBy: x.answeredBy,
  createdAt: iso(x.createdAt),
  file: fileOf(x, secret),
});

export async function listStaffQuestions(ctx: RequestContext, q: z.output<typeof staffQuestionsQuery>, secret: string | null): Promise<StaffQuestionList> {
  const where: SQL[] = [];
  if (q.status !== 'all') where.push(sql`q.status = ${q.status}`);
  if (q.type) where.push(sql`q.type = ${q.type}`);
  if (q.tag) where.push(sql`q.tag = ${q.tag}`);
  where.push(...wordsFilter(q.q, [sql`q.content`, sql`q.answer`, sql`p.model`, sql`u.email`, productText(ctx.langId).pick('name')]));
  // Waiting questions first and the longest waiting first; then answers, the newest first.
  const order = sql`ORDER BY (q.status = 'pending') DESC, CASE WHEN q.status = 'pending' THEN q.created_at END ASC, q.answered_at DESC, q.id DESC`;
  const [r, [counts]] = await Promise.all([
    rows<Row & { total: number }>(ctx.db, select(ctx, where, sql`${order} LIMIT ${PAGE_SIZE} OFFSET ${(q.page - 1) * PAGE_SIZE}`)),
    rows<{ pending: number; answered: number }>(
      ctx.db,
      sql`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'answered')::int AS answered FROM product_question`,
    ),
  ]);
  return {
    items: r.map((x) => view(x, secret)),
    total: r.length ? Number(r[0].total) : 0,
    page: q.page,
    pageSize: PAGE_SIZE,
    counts: { pending: Number(counts.pending), answered: Number(counts.answered) },
  };
}

export async function staffQuestion(ctx: RequestContext, id: number, secret: string | null): Promise<StaffQuestion | null> {
  const [r] = await rows<Row>(ctx.db, select(ctx, [sql`q.id = ${id}`], sql``));
  return r ? view(r, secret) : null;
}

/**
 * Saves the answer and marks the question answered; false when there is no such question. Staff
 * may keep a question off the product page, never publish one its asker kept private.
 */
export async function answerQuestion(ctx: RequestContext, id: number, body: z.output<typeof questionAnswerBody>): Promise<boolean> {
  const staffId = ctx.staff?.staffId || null; // 0 is the operator token, no staff row
  return inTransaction(ctx, async (tx) => {
    const [r] = await rows<{ userId: number; model: string; was: string }>(
      tx.db,
      sql`UPDATE product_question q
             SET answer = ${body.answer}, status = 'answered', answered_at = coalesce(q.answered_at, now()),
                 answered_by = ${staffId}, public = q.public AND ${body.public}
            FROM product p, (SELECT status FROM product_question WHERE id = ${id} FOR UPDATE) old
           WHERE q.id = ${id} AND p.id = q.product_id
       RETURNING q.user_id AS "userId", p.model, old.status AS was`,
    );
    if (!r) return false;
    if (r.was === 'pending') await notify(tx, Number(r.userId), 'questionAnswered', { model: r.model, answer: body.answer }, { type: 'account', subjectSuffix: r.model });
    return true;
  });
}
