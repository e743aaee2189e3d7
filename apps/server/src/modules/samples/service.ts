import {
  CODES,
  SAMPLE_MAX_PENDING,
  SAMPLE_MAX_PER_WINDOW,
  SAMPLE_WINDOW_DAYS,
  type MySamples,
  type SampleApplyBody,
  type SampleRequest,
} from '@netshop/contract';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { lockBuyer } from '../account/index.js';
import { skuFacts } from '../catalog/index.js';
import type { QuotePricing } from '../checkout/index.js';
import { notify } from '../notifications/index.js';
import { addressSnapshot } from '../orders/index.js';
import { buyerSamplesWhere, buyerSampleWhere, insertSampleLines, insertSampleRequest, repeatedSku, sampleLimits } from './queries.js';
import { linesOf, sampleRows, toView } from './views.js';

// A buyer's free-sample applications (issue 14): apply within the limits of the contract
// (SAMPLE_* constants, explained there), list them, read one. Every query names the buyer, so
// another buyer's application reads as not found.

type Body = Extract<SampleApplyBody, object>;

/**
 * Files an application and tells the buyer it arrived; returns its id. Refusals are AppErrors with
 * the reason in the buyer's language. The buyer's row is locked first, so two applications sent
 * at once are checked one after the other and cannot both pass a limit.
 */
export async function applyForSamples(ctx: RequestContext, body: Body): Promise<number> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    const db = tx.db;
    await lockBuyer(db, userId);
    const address = await addressSnapshot(db, ctx.langId, userId, body.addressId);
    if (!address) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { addressId: FIELD_MESSAGES[ctx.lang].invalid });

    const limits = await sampleLimits(db, userId);
    if (limits.pending >= SAMPLE_MAX_PENDING) throw new AppError(CODES.CONFLICT, 'samplePending');
    if (limits.inWindow >= SAMPLE_MAX_PER_WINDOW) throw new AppError(CODES.CONFLICT, 'sampleQuota', undefined, { max: SAMPLE_MAX_PER_WINDOW, days: SAMPLE_WINDOW_DAYS });

    const ids = body.lines.map((l) => l.skuId);
    const skus = new Map((await skuFacts(db, ids)).map((s) => [s.id, s]));
    body.lines.forEach((l, i) => {
      const s = skus.get(l.skuId);
      if (!s) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [`lines.${i}.skuId`]: FIELD_MESSAGES[ctx.lang].invalid });
      if (s.sampleLimit <= 0) throw new AppError(CODES.UNPROCESSABLE, 'sampleNotEligible', undefined, { productNo: s.productNo });
      if (l.quantity > s.sampleLimit) throw new AppError(CODES.UNPROCESSABLE, 'sampleQuantityLimit', { [`lines.${i}.quantity`]: FIELD_MESSAGES[ctx.lang].tooMany }, { max: s.sampleLimit, productNo: s.productNo });
      if (s.stock < l.quantity) throw new AppError(CODES.CONFLICT, 'sampleOutOfStock', undefined, { productNo: s.productNo });
    });
    const repeat = await repeatedSku(db, userId, ids);
    if (repeat !== undefined) throw new AppError(CODES.CONFLICT, 'sampleSkuRepeat', undefined, { productNo: skus.get(repeat)!.productNo, days: SAMPLE_WINDOW_DAYS });

    const id = await insertSampleRequest(db, { userId, langId: ctx.langId, project: body.project, company: body.company, address });
    await insertSampleLines(db, id, body.lines);
    // Product numbers read the same in every language the message may be read in.
    const items = body.lines.map((l) => `${skus.get(l.skuId)!.productNo} × ${l.quantity}`).join(', ');
    await notify(tx, userId, 'sampleReceived', { id: String(id), items }, { type: 'order', subjectSuffix: `#${id}` });
    return id;
  });
}

/** The buyer's applications, newest first, with where they stand against the limits. */
export async function mySamples(ctx: RequestContext, pricing: QuotePricing): Promise<MySamples> {
  const userId = buyerId(ctx);
  const [list, limits] = await Promise.all([sampleRows(ctx, buyerSamplesWhere(userId)), sampleLimits(ctx.db, userId)]);
  const lines = await linesOf(ctx, pricing, list.map((r) => r.id));
  const full = limits.inWindow >= SAMPLE_MAX_PER_WINDOW && limits.oldest !== null;
  return {
    items: list.map((r) => toView(r, lines.get(r.id) ?? [])),
    pending: limits.pending,
    inWindow: limits.inWindow,
    nextAllowedAt: full ? new Date(limits.oldest!.getTime() + SAMPLE_WINDOW_DAYS * 86_400_000).toISOString() : null,
  };
}

/** One of the buyer's applications; null when there is none of theirs with this id. */
export async function mySample(ctx: RequestContext, pricing: QuotePricing, id: number): Promise<SampleRequest | null> {
  const [r] = await sampleRows(ctx, buyerSampleWhere(buyerId(ctx), id), 1);
  if (!r) return null;
  const lines = await linesOf(ctx, pricing, [r.id]);
  return toView(r, lines.get(r.id) ?? []);
}
