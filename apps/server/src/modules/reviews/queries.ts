import { REVIEW_STATUSES, reviewImage, type ReviewStatus } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { EN_LANG_ID } from '../../db/translated.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { productNamesView } from '../catalog/index.js';
import { orderLinesView, orderShippingView } from '../orders/index.js';
import { languageCodesView } from '../site/index.js';

// Every SQL statement of the reviews module on its own tables (review, review_vote; ADR 0035),
// each answer checked by its row shape. The order lines a buyer received, the product's name, the
// buyer's e-mail and the language's code come through their owners' read views (ADR 0039).

/** The columns a reader sees of a review (rv), with its language's code (l, languageCodesView). */
const REVIEW_COLUMNS = sql`rv.id, rv.rating, rv.content, rv.author, l.lang, rv.helpful, rv.order_id IS NOT NULL AS verified,
  rv.sku_attrs AS "skuAttrs", rv.images, rv.reply, rv.replied_at AS "repliedAt", rv.created_at AS "createdAt"`;

const reviewColumns = {
  id: col.int,
  rating: col.int,
  content: col.text,
  author: col.text,
  lang: col.text,
  helpful: col.int,
  verified: col.bool,
  skuAttrs: col.text.nullable(),
  images: json(z.array(reviewImage)),
  reply: col.text.nullable(),
  repliedAt: col.time.nullable(),
  createdAt: col.time,
};
/** A review as a reader sees it (the columns of REVIEW_COLUMNS). */
export type ReviewRow = z.output<ReturnType<typeof row<typeof reviewColumns>>>;

const countAndAverageRow = row({ n: col.int, avg: col.decimal });

/** A product's published review count and average rating, rounded to two places (0 when none), as the product stores them. */
export async function publishedCountAndAverage(db: Db, productId: number) {
  return (await typedRow(
    db,
    countAndAverageRow,
    sql`SELECT count(*)::int AS n, coalesce(round(avg(rating), 2), 0) AS avg FROM review WHERE product_id = ${productId} AND status = 'published'`,
  ))!;
}

const summary = row({ n: col.int, avg: col.decimal.nullable(), h: json(z.array(col.int)), wi: col.int, mine: col.int });

/** The summary above a product's reviews: count, average, stars histogram (1..5), with pictures, in the reader's language. */
export async function publishedSummary(db: Db, productId: number, langId: number) {
  return (await typedRow(
    db,
    summary,
    sql`SELECT count(*)::int AS n, round(avg(rating), 2)::text AS avg,
               json_build_array(count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
                                count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)) AS h,
               count(*) FILTER (WHERE jsonb_array_length(images) > 0)::int AS wi,
               count(*) FILTER (WHERE lang_id = ${langId})::int AS mine
          FROM review WHERE product_id = ${productId} AND status = 'published'`,
  ))!;
}

export interface PublishedFilter {
  productId: number;
  stars?: number;
  withImages: boolean;
  /** 'mine': written in the reader's language, 'others': in any other. */
  lang: 'mine' | 'others' | 'all';
  langId: number;
  sort: 'newest' | 'helpful';
  /** The reader (0 for a guest): whether they voted or wrote each. */
  viewer: number;
  limit: number;
  offset: number;
}

const published = row({ ...reviewColumns, voted: col.bool, mine: col.bool, total: col.int });

/** One page of a product's published reviews, with the reader's vote and authorship and the count of all that match. */
export async function publishedReviews(db: Db, f: PublishedFilter) {
  const where: SQL[] = [sql`rv.product_id = ${f.productId}`, sql`rv.status = 'published'`];
  if (f.stars) where.push(sql`rv.rating = ${f.stars}`);
  if (f.withImages) where.push(sql`jsonb_array_length(rv.images) > 0`);
  if (f.lang === 'mine') where.push(sql`rv.lang_id = ${f.langId}`);
  if (f.lang === 'others') where.push(sql`rv.lang_id <> ${f.langId}`);
  const order = f.sort === 'helpful' ? sql`rv.helpful DESC, rv.created_at DESC, rv.id DESC` : sql`rv.created_at DESC, rv.id DESC`;
  return typedRows(
    db,
    published,
    sql`SELECT ${REVIEW_COLUMNS},
               EXISTS (SELECT 1 FROM review_vote v WHERE v.review_id = rv.id AND v.user_id = ${f.viewer}) AS voted,
               coalesce(rv.user_id = ${f.viewer}, false) AS mine, count(*) OVER ()::int AS total
          FROM review rv JOIN ${languageCodesView()} l ON l.lang_id = rv.lang_id
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
}

const reviewable = row({ orderNo: col.text, lineNo: col.int, spuId: col.int, name: col.text, image: col.text, saleAttr: col.text, reviewId: col.int.nullable() });

/** The buyer's received order lines (of a product, or of an order), newest first, with their review's id if written. */
export async function receivedLines(db: Db, userId: number, q: { spuId?: number; orderNo?: string }) {
  const where: SQL[] = [sql`ol.user_id = ${userId}`, sql`ol.received`, sql`ol.product_id IS NOT NULL`];
  if (q.spuId) where.push(sql`ol.product_id = ${q.spuId}`);
  if (q.orderNo) where.push(sql`ol.order_no = ${q.orderNo}`);
  return typedRows(
    db,
    reviewable,
    sql`SELECT ol.order_no AS "orderNo", ol.line_no AS "lineNo", ol.product_id AS "spuId", ol.name, ol.image, ol.sale_attr AS "saleAttr", rv.id AS "reviewId"
          FROM ${orderLinesView()} ol
          LEFT JOIN review rv ON rv.order_id = ol.order_id AND rv.line_no = ol.line_no
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY ol.created_at DESC, ol.line_no LIMIT 100`,
  );
}

const lineToReview = row({ orderId: col.int, productId: col.int.nullable(), saleAttr: col.text, received: col.bool });

/** The buyer's order line to be reviewed, and whether it was received; undefined when it is not theirs or does not exist. */
export async function buyerLine(db: Db, userId: number, orderNo: string, lineNo: number) {
  return typedRow(
    db,
    lineToReview,
    sql`SELECT ol.order_id AS "orderId", ol.product_id AS "productId", ol.sale_attr AS "saleAttr", ol.received
          FROM ${orderLinesView()} ol WHERE ol.order_no = ${orderNo} AND ol.line_no = ${lineNo} AND ol.user_id = ${userId}`,
  );
}

export interface NewReview {
  productId: number;
  userId: number;
  orderId: number;
  lineNo: number;
  rating: number;
  content: string;
  author: string;
  langId: number;
  skuAttrs: string | null;
  images: z.input<typeof reviewImage>[];
  showName: boolean;
}

const idRow = row({ id: col.int });

/** Stores a review of an order line; undefined when that line has one already. */
export async function insertReview(db: Db, r: NewReview): Promise<number | undefined> {
  const inserted = await typedRow(
    db,
    idRow,
    sql`INSERT INTO review (product_id, user_id, order_id, line_no, rating, content, author, lang_id, sku_attrs, images, show_name)
        VALUES (${r.productId}, ${r.userId}, ${r.orderId}, ${r.lineNo}, ${r.rating}, ${r.content}, ${r.author},
                ${r.langId}, ${r.skuAttrs}, ${JSON.stringify(r.images)}::jsonb, ${r.showName})
        ON CONFLICT (order_id, line_no) WHERE order_id IS NOT NULL DO NOTHING
        RETURNING id`,
  );
  return inserted?.id;
}

const userIdRow = row({ userId: col.int.nullable() });

/** A published review's author, locked for the caller's transaction (votes on it queue); undefined when there is none. */
export async function lockPublishedReview(db: Db, reviewId: number) {
  return typedRow(db, userIdRow, sql`SELECT user_id AS "userId" FROM review WHERE id = ${reviewId} AND status = 'published' FOR UPDATE`);
}

const okRow = row({ ok: col.int });

/** Records the buyer's helpful vote once; false when they had voted. */
export async function addVote(db: Db, reviewId: number, userId: number): Promise<boolean> {
  const added = await typedRows(db, okRow, sql`INSERT INTO review_vote (review_id, user_id) VALUES (${reviewId}, ${userId}) ON CONFLICT DO NOTHING RETURNING 1 AS ok`);
  return added.length > 0;
}

const helpfulRow = row({ helpful: col.int });

/** Adds `by` to a review's helpful count; the count after. */
export async function addHelpful(db: Db, reviewId: number, by: number): Promise<number> {
  return (await typedRow(db, helpfulRow, sql`UPDATE review SET helpful = helpful + ${by} WHERE id = ${reviewId} RETURNING helpful`))!.helpful;
}

export interface StaffFilter {
  status: ReviewStatus | 'all';
  /** Only reviews written by buyers (not seeded ones). */
  buyersOnly: boolean;
  /** Words in the review, the product's model or name, or the buyer's e-mail. */
  q?: string;
  langId: number;
  limit: number;
  offset: number;
}

const staffRow = row({
  ...reviewColumns,
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: col.text.nullable(),
  spuId: col.int,
  productName: col.text,
  buyerEmail: col.text.nullable(),
  orderNo: col.text.nullable(),
  total: col.int,
});

/** The console's reviews, newest first, with the product's name, the buyer's e-mail and the order's number, and the count of all that match. */
export async function staffReviews(db: Db, f: StaffFilter) {
  const where: SQL[] = [];
  if (f.status !== 'all') where.push(sql`rv.status = ${f.status}`);
  if (f.buyersOnly) where.push(sql`rv.user_id IS NOT NULL`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(rv.content ILIKE ${like} OR p.model ILIKE ${like} OR u.email ILIKE ${like} OR p.name ILIKE ${like})`);
  }
  return typedRows(
    db,
    staffRow,
    sql`SELECT ${REVIEW_COLUMNS}, rv.status, rv.hidden_reason AS "hiddenReason", rv.product_id AS "spuId",
               coalesce(p.name, p.model) AS "productName", u.email AS "buyerEmail", o.order_no AS "orderNo", count(*) OVER ()::int AS total
          FROM review rv JOIN ${languageCodesView()} l ON l.lang_id = rv.lang_id JOIN ${productNamesView(f.langId)} p ON p.product_id = rv.product_id
          LEFT JOIN ${buyerNamesView()} u ON u.user_id = rv.user_id
          LEFT JOIN ${orderShippingView()} o ON o.order_id = rv.order_id
         ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
         ORDER BY rv.created_at DESC, rv.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
}

const hidden = row({ productId: col.int, userId: col.int.nullable(), model: col.text, was: col.text });

/** Hides a review with a reason; its product, author, the product's model (the view's model; its name is not read) and the status it had; undefined when there is none. */
export async function hide(db: Db, id: number, reason: string) {
  return typedRow(
    db,
    hidden,
    sql`UPDATE review rv SET status = 'hidden', hidden_reason = ${reason}
          FROM ${productNamesView(EN_LANG_ID)} p, (SELECT status FROM review WHERE id = ${id} FOR UPDATE) old
         WHERE rv.id = ${id} AND p.product_id = rv.product_id
     RETURNING rv.product_id AS "productId", rv.user_id AS "userId", p.model, old.status AS was`,
  );
}

const productIdRow = row({ productId: col.int });

/** Publishes a review again; its product, or undefined when there is none. */
export async function publish(db: Db, id: number): Promise<number | undefined> {
  return (await typedRow(db, productIdRow, sql`UPDATE review SET status = 'published', hidden_reason = NULL WHERE id = ${id} RETURNING product_id AS "productId"`))
    ?.productId;
}

const replied = row({ userId: col.int.nullable(), model: col.text, had: col.bool });

/** Sets (text) or removes (null) the shop's reply; the author, the product's model and whether it had a reply; undefined when there is none. */
export async function setReply(db: Db, id: number, text: string | null) {
  return typedRow(
    db,
    replied,
    sql`UPDATE review rv SET reply = ${text}, replied_at = CASE WHEN ${text}::text IS NULL THEN NULL ELSE now() END
          FROM ${productNamesView(EN_LANG_ID)} p, (SELECT reply IS NOT NULL AS had FROM review WHERE id = ${id} FOR UPDATE) old
         WHERE rv.id = ${id} AND p.product_id = rv.product_id
     RETURNING rv.user_id AS "userId", p.model, old.had`,
  );
}
