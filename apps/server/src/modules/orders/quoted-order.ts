import { createHash } from 'node:crypto';
import { CODES, langCodeById, type LangCode, type PlacedOrder } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import { pricer } from '../../lib/pricing.js';
import { inLanguage, type RequestContext } from '../../lib/request-context.js';
import { MESSAGES } from '../../i18n/messages.js';
import { AppError, fillMessage } from '../../plugins/envelope.js';
import { priceLines } from '../cart/index.js';
import { loadSkus, takeStock } from '../catalog/index.js';
import type { QuotePricing } from '../checkout/index.js';
import { recordEvent } from './events.js';
import { addressSnapshot, existing } from './place.js';

// An accepted quotation becomes an order at its prices (issue 15): an ordinary unpaid order with
// the payment countdown, paid, shipped and messaged as any other. Its amounts are the quotation's
// (currency, negotiated unit prices, shipping estimate, tax) and never the catalogue's of the day.
// Stock is taken as placeOrder takes it: SKU rows locked in id order, a guard that stock never goes
// below zero, released again when the unpaid order closes. The per-buyer reservation caps of ADR
// 0014 do not apply: a quotation is the way past them ("larger buyers ask for a quotation"), and
// sales agreed the quantities. The buyer's idempotency key makes a retried accept return its order.

export interface QuotedOrderInput {
  userId: number;
  /** The accept request's key: the same key returns the order it created. */
  idempotencyKey: string;
  /** Identifies what was accepted (the quotation), so a key reused for another quotation is refused. */
  quotationId: number;
  /** An address of the buyer's address book; null: their default shipping address. */
  shippingAddressId: number | null;
  currency: string;
  minorUnits: number;
  lines: { skuId: number; quantity: number; unitPrice: number }[];
  subtotal: number;
  shippingFee: number;
  taxRateBp: number;
  tax: number;
  total: number;
  remark: string;
}

export interface QuotedOrderOptions {
  pricing: QuotePricing;
  paymentTimeoutMinutes: number;
}

/** The order an earlier accept with this key created, if any (a retried click). */
export function quotedOrderByKey(ctx: RequestContext, input: Pick<QuotedOrderInput, 'userId' | 'idempotencyKey' | 'quotationId'>): Promise<PlacedOrder | null> {
  return existing(ctx.db, input.userId, input.idempotencyKey, hashOf(input.quotationId));
}

const hashOf = (quotationId: number) => createHash('sha256').update(`quotation:${quotationId}`).digest('hex');

/** A quoted line that stock does not cover now; `line` is its index in the quotation (0-based). */
export interface QuotedShortage {
  line: number;
  productNo: string;
  quoted: number;
  available: number;
}

/**
 * The lines stock does not cover, in quotation order. A SKU quoted on two lines needs both
 * quantities together; a SKU that is gone has none available.
 */
export function quotedShortages(lines: { skuId: number; quantity: number }[], skus: Map<number, { productNo: string; stock: number }>): QuotedShortage[] {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.skuId, (wanted.get(l.skuId) ?? 0) + l.quantity);
  const short: QuotedShortage[] = [];
  lines.forEach((l, line) => {
    const s = skus.get(l.skuId);
    const available = Math.max(0, s?.stock ?? 0);
    if (available < wanted.get(l.skuId)!) short.push({ line, productNo: s?.productNo ?? `#${l.skuId}`, quoted: l.quantity, available });
  });
  return short;
}

/**
 * 409 naming each short line with what is in stock, in the request's language: a buyer cannot
 * change a quotation's quantities, so "adjust the quantities" would tell them nothing they can do.
 * The fields (lines.<n>.quantity) let the page mark the rows.
 */
export function shortageError(lang: LangCode, short: QuotedShortage[]): AppError {
  const texts = shortageTexts(lang, short);
  const fields = Object.fromEntries(short.map((x, i) => [`lines.${x.line}.quantity`, texts[i]!]));
  return new AppError(CODES.CONFLICT, 'quotationOutOfStock', fields, { lines: new Intl.ListFormat(lang, { type: 'unit', style: 'short' }).format(texts) });
}

/** Each short line as "product number: quoted, in stock" in `lang`, numbers formatted there. */
export function shortageTexts(lang: LangCode, short: QuotedShortage[]): string[] {
  const n = new Intl.NumberFormat(lang);
  return short.map((x) => fillMessage(MESSAGES[lang].quotationLineShort, { productNo: x.productNo, quoted: n.format(x.quoted), available: n.format(x.available) }));
}

/**
 * Places the order in the caller's transaction (ctx.db must be one, the quotation row locked by
 * the caller); 409 quotationOutOfStock naming the lines stock does not cover, 422 when the buyer has no address.
 */
export async function placeQuotedOrder(ctx: RequestContext, options: QuotedOrderOptions, input: QuotedOrderInput): Promise<PlacedOrder & { orderId: number }> {
  const tx = ctx.db;
  const [user] = await rows<{ langId: number }>(tx, sql`SELECT lang_id AS "langId" FROM app_user WHERE id = ${input.userId}`);
  const buyerCtx = inLanguage(ctx, langCodeById(Number(user?.langId ?? ctx.langId)) ?? ctx.lang);

  let addressId = input.shippingAddressId;
  if (addressId === null) {
    const [a] = await rows<{ id: number }>(
      tx,
      sql`SELECT id FROM address WHERE user_id = ${input.userId} ORDER BY (type = 'shipping') DESC, is_default DESC, id LIMIT 1`,
    );
    addressId = a ? Number(a.id) : null;
  }
  const shipping = addressId === null ? null : await addressSnapshot(tx, buyerCtx.langId, input.userId, addressId);
  if (!shipping) throw new AppError(CODES.UNPROCESSABLE, 'quotationNoAddress');
  const [taxRow] = await rows<{ kind: string }>(tx, sql`SELECT kind FROM tax_rate WHERE country_id = ${shipping.countryId}`);

  const items = [...input.lines].sort((a, b) => a.skuId - b.skuId);
  const skus = await loadSkus(buyerCtx, items.map((i) => i.skuId), true);
  const short = quotedShortages(input.lines, skus);
  if (short.length) throw shortageError(ctx.lang, short);
  // Names, images and sale attributes as an order copies them; the prices are the quotation's.
  const base = options.pricing.currencies.find((c) => c.isBase);
  const named = priceLines(input.lines, skus, options.pricing.ref, pricer(options.pricing.currencies, base?.currencyId));
  const rate = options.pricing.currencies.find((c) => c.code === input.currency)?.rate ?? '1';

  const mn = translated('shipping_method_i18n', 'method_id', sql`m.id`, buyerCtx.langId, 'mn');
  const [method] = await rows<{ id: number; name: string }>(
    tx,
    sql`SELECT m.id, coalesce(${mn.pick('name')}, m.key) AS name FROM shipping_method m ${mn.joins} WHERE m.enabled ORDER BY m.sort, m.id LIMIT 1`,
  );
  const address = JSON.stringify(shipping);
  const [order] = await rows<{ id: number; orderNo: string; payBy: string | Date }>(
    tx,
    sql`INSERT INTO shop_order (order_no, user_id, idempotency_key, request_hash, status, currency, minor_units, rate, subtotal, shipping_fee, discount, tax, tax_rate_bp, tax_kind, total,
                                shipping_method_id, shipping_method_name, shipping_address, billing_address, remark, lang_id, pay_by)
        VALUES ('YT' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || nextval('order_no_seq'), ${input.userId}, ${input.idempotencyKey}, ${hashOf(input.quotationId)}, 'unpaid',
                ${input.currency}, ${input.minorUnits}, ${rate}, ${input.subtotal}, ${input.shippingFee}, 0, ${input.tax}, ${input.taxRateBp}, ${taxRow?.kind ?? null}, ${input.total},
                ${method ? Number(method.id) : null}, ${method?.name ?? ''}, ${address}::jsonb, ${address}::jsonb, ${input.remark}, ${buyerCtx.langId},
                now() + make_interval(mins => ${options.paymentTimeoutMinutes}))
        RETURNING id, order_no AS "orderNo", pay_by AS "payBy"`,
  );
  const orderId = Number(order!.id);

  const stock = items.map((item) => ({ skuId: item.skuId, spuId: skus.get(item.skuId)!.spuId, quantity: item.quantity }));
  if ((await takeStock(tx, stock)) !== null) throw new AppError(CODES.CONFLICT, 'outOfStock');
  const values = input.lines.map((l, i) => {
    const n = named[i]!;
    return sql`(${orderId}, ${i + 1}, ${l.skuId}, ${n.spuId}, ${n.name}, ${n.productNo}, ${n.image}, ${n.saleAttr}, ${l.unitPrice}, ${l.quantity}, ${l.unitPrice * l.quantity})`;
  });
  await tx.execute(sql`INSERT INTO order_line (order_id, line_no, sku_id, product_id, name, product_no, image, sale_attr, unit_price, quantity, line_total) VALUES ${sql.join(values, sql`, `)}`);
  // "Order submitted, please pay", as for any order.
  await recordEvent(ctx, { id: orderId, userId: input.userId, orderNo: order!.orderNo }, 'placed');
  return { orderId, orderNo: order!.orderNo, total: { amount: input.total, currency: input.currency, minorUnits: input.minorUnits }, payBy: new Date(order!.payBy).toISOString() };
}
