import {
  CODES,
  SAMPLE_MAX_PENDING,
  SAMPLE_MAX_PER_WINDOW,
  SAMPLE_WINDOW_DAYS,
  type MySamples,
  type SampleApplyBody,
  type SampleRequest,
} from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import type { QuotePricing } from '../checkout/index.js';
import { notify } from '../notifications/notify.js';
import { addressSnapshot } from '../orders/index.js';
import { linesOf, sampleRows, toView } from './views.js';

// A buyer's free-sample applications (issue 14): apply within the limits of the contract
// (SAMPLE_* constants, explained there), list them, read one. Every query names the buyer, so
// another buyer's application reads as not found.

type Body = Extract<SampleApplyBody, object>;

/** Applications that count against the limits: pending or approved, within the window. */
const counted = (userId: number) =>
  sql`r.user_id = ${userId} AND r.status <> 'rejected' AND r.created_at > now() - make_interval(days => ${SAMPLE_WINDOW_DAYS})`;

async function limitsOf(db: Db, userId: number) {
  const [c] = await rows<{ pending: number; inWindow: number; oldest: string | Date | null }>(
    db,
    sql`SELECT count(*) FILTER (WHERE r.status = 'pending')::int AS pending, count(*) FILTER (WHERE ${counted(userId)})::int AS "inWindow",
               min(r.created_at) FILTER (WHERE ${counted(userId)}) AS oldest
          FROM sample_request r WHERE r.user_id = ${userId}`,
  );
  return { pending: Number(c?.pending ?? 0), inWindow: Number(c?.inWindow ?? 0), oldest: c?.oldest ?? null };
}

/**
 * Files an application and tells the buyer it arrived; returns its id. Refusals are AppErrors with
 * the reason in the buyer's language. The buyer's row is locked first, so two applications sent
 * at once are checked one after the other and cannot both pass a limit.
 */
export async function applyForSamples(ctx: RequestContext, body: Body): Promise<number> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const db = tx.db;
    await db.execute(sql`SELECT 1 FROM app_user WHERE id = ${userId} FOR UPDATE`);
    const address = await addressSnapshot(db, ctx.langId, userId, body.addressId);
    if (!address) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { addressId: FIELD_MESSAGES[ctx.lang].invalid });

    const limits = await limitsOf(db, userId);
    if (limits.pending >= SAMPLE_MAX_PENDING) throw new AppError(CODES.CONFLICT, 'samplePending');
    if (limits.inWindow >= SAMPLE_MAX_PER_WINDOW) throw new AppError(CODES.CONFLICT, 'sampleQuota', undefined, { max: SAMPLE_MAX_PER_WINDOW, days: SAMPLE_WINDOW_DAYS });

    const ids = body.lines.map((l) => l.skuId);
    const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    const skus = new Map(
      (await rows<{ id: number; productNo: string; sampleLimit: number; stock: number }>(
        db,
        sql`SELECT id, product_no AS "productNo", sample_limit AS "sampleLimit", stock FROM sku WHERE id IN (${list})`,
      )).map((s) => [Number(s.id), { productNo: s.productNo, sampleLimit: Number(s.sampleLimit), stock: Number(s.stock) }]),
    );
    body.lines.forEach((l, i) => {
      const s = skus.get(l.skuId);
      if (!s) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [`lines.${i}.skuId`]: FIELD_MESSAGES[ctx.lang].invalid });
      if (s.sampleLimit <= 0) throw new AppError(CODES.UNPROCESSABLE, 'sampleNotEligible', undefined, { productNo: s.productNo });
      if (l.quantity > s.sampleLimit) throw new AppError(CODES.UNPROCESSABLE, 'sampleQuantityLimit', { [`lines.${i}.quantity`]: FIELD_MESSAGES[ctx.lang].tooMany }, { max: s.sampleLimit, productNo: s.productNo });
      if (s.stock < l.quantity) throw new AppError(CODES.CONFLICT, 'sampleOutOfStock', undefined, { productNo: s.productNo });
    });
    const [repeat] = await rows<{ skuId: number }>(
      db,
      sql`SELECT l.sku_id AS "skuId" FROM sample_line l JOIN sample_request r ON r.id = l.request_id
           WHERE ${counted(userId)} AND l.sku_id IN (${list}) ORDER BY l.sku_id LIMIT 1`,
    );
    if (repeat) throw new AppError(CODES.CONFLICT, 'sampleSkuRepeat', undefined, { productNo: skus.get(Number(repeat.skuId))!.productNo, days: SAMPLE_WINDOW_DAYS });

    const [created] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO sample_request (user_id, lang_id, project, company, address)
          VALUES (${userId}, ${ctx.langId}, ${body.project}, ${body.company}, ${JSON.stringify(address)}::jsonb) RETURNING id`,
    );
    const id = Number(created!.id);
    await db.execute(sql`INSERT INTO sample_line (request_id, sku_id, quantity) VALUES ${sql.join(body.lines.map((l) => sql`(${id}, ${l.skuId}, ${l.quantity})`), sql`, `)}`);
    // Product numbers read the same in every language the message may be read in.
    const items = body.lines.map((l) => `${skus.get(l.skuId)!.productNo} × ${l.quantity}`).join(', ');
    await notify(tx, userId, 'sampleReceived', { id: String(id), items }, { type: 'order', subjectSuffix: `#${id}` });
    return id;
  });
}

/** The buyer's applications, newest first, with where they stand against the limits. */
export async function mySamples(ctx: RequestContext, pricing: QuotePricing): Promise<MySamples> {
  const userId = buyerId(ctx);
  const [list, limits] = await Promise.all([sampleRows(ctx, sql`r.user_id = ${userId}`, sql`r.created_at DESC, r.id DESC`), limitsOf(ctx.db, userId)]);
  const lines = await linesOf(ctx, pricing, list.map((r) => r.id));
  const full = limits.inWindow >= SAMPLE_MAX_PER_WINDOW && limits.oldest !== null;
  return {
    items: list.map((r) => toView(r, lines.get(r.id) ?? [])),
    pending: limits.pending,
    inWindow: limits.inWindow,
    nextAllowedAt: full ? new Date(new Date(limits.oldest!).getTime() + SAMPLE_WINDOW_DAYS * 86_400_000).toISOString() : null,
  };
}

/** One of the buyer's applications; null when there is none of theirs with this id. */
export async function mySample(ctx: RequestContext, pricing: QuotePricing, id: number): Promise<SampleRequest | null> {
  const [r] = await sampleRows(ctx, sql`r.id = ${id} AND r.user_id = ${buyerId(ctx)}`, sql`r.id`, 1);
  if (!r) return null;
  const lines = await linesOf(ctx, pricing, [r.id]);
  return toView(r, lines.get(r.id) ?? []);
}
