import { createHash } from 'node:crypto';
import { CODES, type LangCode, type OrderAddress, type PlacedOrder, type PlaceOrderBody } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { FIELD_MESSAGES, MESSAGES } from '../../i18n/messages.js';
import { AppError } from '../../plugins/envelope.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { removeFromCart } from '../cart/index.js';
import { takeStock } from '../catalog/index.js';
import { quote, type QuotePricing } from '../checkout/index.js';
import { useCoupon } from '../coupons/index.js';
import { recordEvent } from './events.js';

// Placing an order is one transaction (ADR 0011): the SKU rows are locked and read again,
// stock is decremented with a guard that it never goes below zero, names, prices and addresses are
// copied into the order, and the buyer's idempotency key makes a repeated submit return the
// order the first one created.

/** How orders are placed (the shop's set-up): prices as checkout reads them, the payment countdown, reservation limits. */
export interface PlaceOptions extends QuotePricing {
  paymentTimeoutMinutes: number;
  limits: ReservationLimits;
}

/** How much of the stock one buyer may hold in unpaid orders (ADR 0014); larger buyers ask for a quotation. */
export interface ReservationLimits {
  /** Units of one SKU in one order line. */
  lineQuantity: number;
  /** Units of one SKU over all of the buyer's unpaid orders, this one included. */
  perSku: number;
  /** Units over all of the buyer's unpaid orders, this one included. */
  total: number;
}

type Body = Omit<Extract<PlaceOrderBody, object>, 'fromCart' | 'billingSameAsShipping' | 'remark'> & { fromCart: boolean; billingSameAsShipping: boolean; remark: string };

const field = (lang: LangCode, name: string) => new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [name]: FIELD_MESSAGES[lang].required });
const couponRefused = (lang: LangCode) => new AppError(CODES.CONFLICT, 'couponInvalid', { couponCode: MESSAGES[lang].couponInvalid });

/** The request a key was first used for: the same key with another body is a client bug, not a retry. */
export function requestHash(body: Body): string {
  const { idempotencyKey: _key, ...rest } = body;
  const canonical = JSON.stringify(rest, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

export async function existing(db: Db, userId: number, key: string, hash: string): Promise<PlacedOrder | null> {
  const [o] = await rows<{ orderNo: string; total: number; currency: string; minorUnits: number; payBy: string | Date; requestHash: string | null }>(
    db,
    sql`SELECT order_no AS "orderNo", total, currency, minor_units AS "minorUnits", pay_by AS "payBy", request_hash AS "requestHash" FROM shop_order WHERE user_id = ${userId} AND idempotency_key = ${key}`,
  );
  // Orders placed before the hash was kept (null) answer as before.
  if (o && o.requestHash !== null && o.requestHash !== hash) throw new AppError(CODES.UNPROCESSABLE, 'idempotencyMismatch');
  return o ? { orderNo: o.orderNo, total: { amount: Number(o.total), currency: o.currency, minorUnits: Number(o.minorUnits) }, payBy: new Date(o.payBy).toISOString() } : null;
}

/** The buyer's address-book entry `id` as an order copies it (country and region named in `langId`); null when it is not theirs. */
export async function addressSnapshot(db: Db, langId: number, userId: number, id: number): Promise<OrderAddress | null> {
  const country = translated('country_i18n', 'country_id', sql`c.id`, langId, 'cn');
  const region = translated('region_i18n', 'region_id', sql`r.id`, langId, 'rn');
  const [a] = await rows<OrderAddress>(
    db,
    sql`SELECT a.first_name AS "firstName", a.last_name AS "lastName", a.country_id AS "countryId",
               coalesce(${country.pick('name')}, c.code) AS country, coalesce(${region.pick('name')}, r.code, '') AS region,
               a.city, a.zip, a.phone, a.line1, a.line2
          FROM address a
          JOIN country c ON c.id = a.country_id
          LEFT JOIN region r ON r.id = a.region_id
          ${country.joins}
          ${region.joins}
         WHERE a.id = ${id} AND a.user_id = ${userId}`,
  );
  return a ? { ...a, countryId: Number(a.countryId) } : null;
}

export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * One buyer may not hold a SKU's whole stock in unpaid orders: the units this order adds to what
 * their unpaid orders already reserve are capped per line, per SKU and in all. The buyer's row is
 * locked first, so two of their orders placed at once are counted one after the other.
 */
async function checkReservation(tx: Db, userId: number, limits: ReservationLimits, items: { skuId: number; quantity: number }[]): Promise<void> {
  const refuse = (max: number) => new AppError(CODES.UNPROCESSABLE, 'quantityLimit', undefined, { max });
  const wanted = new Map<number, number>();
  for (const i of items) {
    if (i.quantity > limits.lineQuantity) throw refuse(limits.lineQuantity);
    wanted.set(i.skuId, (wanted.get(i.skuId) ?? 0) + i.quantity);
  }
  await tx.execute(sql`SELECT 1 FROM app_user WHERE id = ${userId} FOR UPDATE`);
  const held = await rows<{ skuId: number; q: number }>(
    tx,
    sql`SELECT l.sku_id AS "skuId", sum(l.quantity)::int AS q FROM order_line l JOIN shop_order o ON o.id = l.order_id
         WHERE o.user_id = ${userId} AND o.status = 'unpaid' AND l.sku_id IS NOT NULL GROUP BY l.sku_id`,
  );
  let total = [...wanted.values()].reduce((a, b) => a + b, 0);
  for (const h of held) {
    total += Number(h.q);
    const add = wanted.get(Number(h.skuId));
    if (add !== undefined && add + Number(h.q) > limits.perSku) throw refuse(limits.perSku);
  }
  for (const q of wanted.values()) if (q > limits.perSku) throw refuse(limits.perSku);
  if (total > limits.total) throw refuse(limits.total);
}

export async function placeOrder(ctx: RequestContext, options: PlaceOptions, body: Body): Promise<PlacedOrder> {
  const { db } = ctx;
  const userId = buyerId(ctx);
  const hash = requestHash(body);
  const found = await existing(db, userId, body.idempotencyKey, hash);
  if (found) return found;
  try {
    return await inTransaction(ctx, async (txCtx) => {
      const tx = txCtx.db;
      const q = await quote(txCtx, { ref: options.ref, currencies: options.currencies }, body, { lock: true });
      const p = q.preview;
      if (!q.addressFound) throw field(ctx.lang, 'shippingAddressId');
      if (!q.method) throw field(ctx.lang, 'shippingMethodId');
      if (p.problems.length) throw new AppError(CODES.CONFLICT, 'outOfStock');
      if (body.couponCode && !q.coupon) throw couponRefused(ctx.lang);
      if (body.expectedTotal !== undefined && body.expectedTotal !== p.amounts.total.amount) throw new AppError(CODES.CONFLICT, 'priceChanged');
      await checkReservation(tx, userId, options.limits, q.items);

      const shipping = await addressSnapshot(tx, ctx.langId, userId, body.shippingAddressId);
      const billing = body.billingSameAsShipping ? shipping : await addressSnapshot(tx, ctx.langId, userId, body.billingAddressId!);
      if (!shipping) throw field(ctx.lang, 'shippingAddressId');
      if (!billing) throw field(ctx.lang, 'billingAddressId');

      const a = p.amounts;
      const [order] = await rows<{ id: number; orderNo: string; payBy: string | Date }>(
        tx,
        sql`INSERT INTO shop_order (order_no, user_id, idempotency_key, request_hash, status, currency, minor_units, rate, subtotal, shipping_fee, discount, tax, tax_rate_bp, tax_kind, total,
                                    coupon_id, coupon_code, shipping_method_id, shipping_method_name, shipping_address, billing_address, remark, lang_id, pay_by)
            VALUES ('YT' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || nextval('order_no_seq'), ${userId}, ${body.idempotencyKey}, ${hash}, 'unpaid',
                    ${q.currency.code}, ${q.currency.minorUnits}, ${q.currency.rate}, ${a.subtotal.amount}, ${a.shippingFee.amount}, ${a.discount.amount}, ${a.tax.amount},
                    ${p.tax.rateBp}, ${q.taxKind}, ${a.total.amount}, ${q.coupon?.id ?? null}, ${q.coupon?.code ?? null}, ${q.method.id}, ${q.method.name},
                    ${JSON.stringify(shipping)}::jsonb, ${JSON.stringify(billing)}::jsonb, ${body.remark}, ${ctx.langId},
                    now() + make_interval(mins => ${options.paymentTimeoutMinutes}))
            RETURNING id, order_no AS "orderNo", pay_by AS "payBy"`,
      );
      const orderId = Number(order!.id);

      // Stock is taken in this transaction: a SKU short of stock fails the order and nothing stays taken.
      const stock = [...q.items].map((item) => ({ skuId: item.skuId, spuId: q.skus.get(item.skuId)!.spuId, quantity: item.quantity }));
      if ((await takeStock(tx, stock)) !== null) throw new AppError(CODES.CONFLICT, 'outOfStock');
      const values = p.lines.map(
        (l, i) =>
          sql`(${orderId}, ${i + 1}, ${l.skuId}, ${l.spuId}, ${l.name}, ${l.productNo}, ${l.image}, ${l.saleAttr}, ${l.unitPrice.amount}, ${l.quantity}, ${l.lineTotal.amount})`,
      );
      await tx.execute(sql`INSERT INTO order_line (order_id, line_no, sku_id, product_id, name, product_no, image, sale_attr, unit_price, quantity, line_total) VALUES ${sql.join(values, sql`, `)}`);

      if (q.coupon && !(await useCoupon(tx, { couponId: q.coupon.id, userId, orderId }))) throw couponRefused(ctx.lang);
      if (body.fromCart) await removeFromCart(txCtx, userId, q.items.map((i) => i.skuId));
      await recordEvent(txCtx, { id: orderId, userId, orderNo: order!.orderNo }, 'placed');
      return { orderNo: order!.orderNo, total: a.total, payBy: new Date(order!.payBy).toISOString() };
    });
  } catch (err) {
    // The same key submitted twice at once: the loser of the race returns the winner's order.
    if (isUniqueViolation(err)) {
      const again = await existing(db, userId, body.idempotencyKey, hash);
      if (again) return again;
    }
    throw err;
  }
}
