import { randomUUID } from 'node:crypto';
import { CODES, langCodeById, type OrderAddress } from '@netshop/contract';
import { pricer } from '../../lib/pricing.js';
import { inLanguage, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { priceLines } from '../cart/index.js';
import { loadSkus } from '../catalog/index.js';
import { defaultShippingMethod, type QuotePricing } from '../checkout/index.js';
import { placeOrderFromLines } from '../orders/index.js';

// An approved free-sample application ships as an order of kind 'sample' (issue 14), so the
// console's to-ship queue, shipping, delivery and their messages work for it unchanged. It costs
// nothing: every amount is zero, it is created already paid (status to_ship, nothing to pay, no
// countdown, no coupon), and its lines show a price of 0. These are the samples' rules; orders
// writes the order and takes its stock as it does for any order (placeOrderFromLines).

export interface SampleOrderInput {
  userId: number;
  /** The application's language: the lines are named in it, as a buyer's own order would be. */
  langId: number;
  /** The address-book entry copied when the buyer applied. */
  address: OrderAddress;
  lines: { skuId: number; quantity: number }[];
}

const outOfStock = (productNo: string) => new AppError(CODES.CONFLICT, 'sampleOutOfStock', undefined, { productNo });

/**
 * Creates the sample order in the caller's transaction (ctx.db must be one); throws a 409
 * sampleOutOfStock naming the SKU when one is short, which rolls the approval back.
 */
export async function placeSampleOrder(ctx: RequestContext, pricing: QuotePricing, input: SampleOrderInput): Promise<{ orderId: number; orderNo: string }> {
  const buyerCtx = inLanguage(ctx, langCodeById(input.langId) ?? ctx.lang);
  // The SKU rows locked in id order, as placing any order locks them.
  const items = [...input.lines].sort((a, b) => a.skuId - b.skuId);
  const skus = await loadSkus(buyerCtx, items.map((i) => i.skuId), true);
  for (const i of items) {
    const s = skus.get(i.skuId);
    if (!s || s.stock < i.quantity) throw outOfStock(s?.productNo ?? String(i.skuId));
  }
  // Zero in the shop's base currency: nothing is charged, so no rate of the day matters.
  const base = pricing.currencies.find((c) => c.isBase) ?? { currencyId: 0, code: 'USD', minorUnits: 2, rate: '1', isBase: true };
  const lines = priceLines(input.lines, skus, pricing.ref, pricer(pricing.currencies, base.currencyId));
  // The shop's default method names how it goes out; the fee is the shop's to bear.
  const method = await defaultShippingMethod(ctx.db, buyerCtx.langId);
  const { orderId, orderNo } = await placeOrderFromLines(ctx, {
    kind: 'sample',
    userId: input.userId,
    idempotencyKey: randomUUID(),
    requestHash: null,
    status: 'to_ship',
    currency: { code: base.code, minorUnits: base.minorUnits, rate: base.rate },
    amounts: { subtotal: 0, shippingFee: 0, discount: 0, tax: 0, taxRateBp: 0, taxKind: null, total: 0 },
    coupon: null,
    shippingMethod: method ?? null,
    shippingAddress: input.address,
    billingAddress: input.address,
    remark: '',
    langId: buyerCtx.langId,
    payWithinMinutes: 0,
    lines: lines.map((l) => ({ skuId: l.skuId, spuId: l.spuId, name: l.name, productNo: l.productNo, image: l.image, saleAttr: l.saleAttr, unitPrice: 0, quantity: l.quantity, lineTotal: 0 })),
    outOfStock: (skuId) => outOfStock(skus.get(skuId)!.productNo),
    // On the order's timeline; the buyer hears of the approval from the samples' own message
    // instead of "order submitted, please pay".
    notify: false,
  });
  return { orderId, orderNo };
}
