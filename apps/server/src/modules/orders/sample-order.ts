import { randomUUID } from 'node:crypto';
import { CODES, langCodeById, type OrderAddress } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { pricer } from '../../lib/pricing.js';
import { inLanguage, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { priceLines } from '../cart/index.js';
import { loadSkus, takeStock } from '../catalog/index.js';
import type { QuotePricing } from '../checkout/index.js';
import { recordEvent } from './events.js';

// An approved free-sample application ships as an order of kind 'sample' (issue 14), so the
// console's to-ship queue, shipping, delivery and their messages work for it unchanged. It costs
// nothing: every amount is zero, it is created already paid (status to_ship, nothing to pay, no
// countdown, no coupon), and its lines show a price of 0. Stock is taken as a normal order takes
// it: the SKU rows locked in id order, a guard that stock never goes below zero.

export interface SampleOrderInput {
  userId: number;
  /** The application's language: the lines are named in it, as a buyer's own order would be. */
  langId: number;
  /** The address-book entry copied when the buyer applied. */
  address: OrderAddress;
  lines: { skuId: number; quantity: number }[];
}

/**
 * Creates the sample order in the caller's transaction (ctx.db must be one); throws a 409
 * sampleOutOfStock naming the SKU when one is short, which rolls the approval back.
 */
export async function placeSampleOrder(ctx: RequestContext, pricing: QuotePricing, input: SampleOrderInput): Promise<{ orderId: number; orderNo: string }> {
  const tx = ctx.db;
  const buyerCtx = inLanguage(ctx, langCodeById(input.langId) ?? ctx.lang);
  const items = [...input.lines].sort((a, b) => a.skuId - b.skuId);
  const skus = await loadSkus(buyerCtx, items.map((i) => i.skuId), true);
  for (const i of items) {
    const s = skus.get(i.skuId);
    if (!s || s.stock < i.quantity) throw new AppError(CODES.CONFLICT, 'sampleOutOfStock', undefined, { productNo: s?.productNo ?? String(i.skuId) });
  }
  // Zero in the shop's base currency: nothing is charged, so no rate of the day matters.
  const base = pricing.currencies.find((c) => c.isBase) ?? { currencyId: 0, code: 'USD', minorUnits: 2, rate: '1', isBase: true };
  const lines = priceLines(input.lines, skus, pricing.ref, pricer(pricing.currencies, base.currencyId));

  // The shop's default method names how it goes out; the fee is the shop's to bear.
  const mn = translated('shipping_method_i18n', 'method_id', sql`m.id`, buyerCtx.langId, 'mn');
  const [method] = await rows<{ id: number; name: string }>(
    tx,
    sql`SELECT m.id, coalesce(${mn.pick('name')}, m.key) AS name FROM shipping_method m ${mn.joins} WHERE m.enabled ORDER BY m.sort, m.id LIMIT 1`,
  );
  const address = JSON.stringify(input.address);
  const [order] = await rows<{ id: number; orderNo: string }>(
    tx,
    sql`INSERT INTO shop_order (order_no, user_id, idempotency_key, status, kind, currency, minor_units, rate, subtotal, shipping_fee, discount, tax, tax_rate_bp, total,
                                shipping_method_id, shipping_method_name, shipping_address, billing_address, lang_id, pay_by, paid_at)
        VALUES ('YT' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || nextval('order_no_seq'), ${input.userId}, ${randomUUID()}, 'to_ship', 'sample',
                ${base.code}, ${base.minorUnits}, ${base.rate}, 0, 0, 0, 0, 0, 0,
                ${method ? Number(method.id) : null}, ${method?.name ?? ''}, ${address}::jsonb, ${address}::jsonb, ${buyerCtx.langId}, now(), now())
        RETURNING id, order_no AS "orderNo"`,
  );
  const orderId = Number(order!.id);

  const stock = items.map((item) => ({ skuId: item.skuId, spuId: skus.get(item.skuId)!.spuId, quantity: item.quantity }));
  const short = await takeStock(tx, stock);
  if (short !== null) throw new AppError(CODES.CONFLICT, 'sampleOutOfStock', undefined, { productNo: skus.get(short)!.productNo });
  const values = lines.map((l, i) => sql`(${orderId}, ${i + 1}, ${l.skuId}, ${l.spuId}, ${l.name}, ${l.productNo}, ${l.image}, ${l.saleAttr}, 0, ${l.quantity}, 0)`);
  await tx.execute(sql`INSERT INTO order_line (order_id, line_no, sku_id, product_id, name, product_no, image, sale_attr, unit_price, quantity, line_total) VALUES ${sql.join(values, sql`, `)}`);
  // On the order's timeline; the buyer hears of the approval from the samples' own message instead
  // of "order submitted, please pay".
  await recordEvent(ctx, { id: orderId, userId: input.userId, orderNo: order!.orderNo }, 'placed', {}, { notify: false });
  return { orderId, orderNo: order!.orderNo };
}
