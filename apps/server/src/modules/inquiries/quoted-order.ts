import { createHash } from 'node:crypto';
import { CODES, langCodeById, type LangCode, type PlacedOrder } from '@netshop/contract';
import { MESSAGES } from '../../i18n/messages.js';
import { pricer } from '../../lib/pricing.js';
import { inLanguage, type RequestContext } from '../../lib/request-context.js';
import { AppError, fillMessage } from '../../plugins/envelope.js';
import { buyerContact, defaultShippingAddressId } from '../account/index.js';
import { priceLines } from '../cart/index.js';
import { loadSkus } from '../catalog/index.js';
import { defaultShippingMethod, taxOf, type QuotePricing } from '../checkout/index.js';
import { addressInOneLine, addressSnapshot, noPurchaseControls, placedOrderByKey, placeOrderFromLines, type PurchaseCheck, type PurchaseControls } from '../orders/index.js';

// An accepted quotation becomes an order at its prices (issue 15): an ordinary unpaid order with
// the payment countdown, paid, shipped and messaged as any other. Its amounts are the quotation's
// (currency, negotiated unit prices, shipping estimate, tax) and never the catalogue's of the day.
// These are the quotation's rules; orders writes the order and takes its stock as for any order
// (placeOrderFromLines), released again when the unpaid order closes. The per-buyer reservation
// caps of ADR 0014 do not apply: a quotation is the way past them ("larger buyers ask for a
// quotation"), and sales agreed the quantities. The buyer's idempotency key makes a retried
// accept return its order. A company's quotation asks the company's purchase controls as
// checkout does (issue 30, ADR 0046): in the same lock order (credit account, spending row, then
// the SKU rows) its rules and spending limits make it an approval request or refuse it.

export interface QuotedOrderInput {
  /** Who accepts it: the order's buyer (for a company's quotation, the member who accepted it). */
  userId: number;
  /** The company the quotation was asked for (its order is the company's); null: the buyer's own. */
  companyId?: number | null;
  /** The accept request's key: the same key returns the order it created. */
  idempotencyKey: string;
  /** Identifies what was accepted (the quotation), so a key reused for another quotation is refused. */
  quotationId: number;
  /** The version accepted and its inquiry's number: what an approval request keeps and approvers read. */
  version: number;
  inquiryNo: string;
  /** Set when the last approval of the company's request places it: its rules are not asked again. */
  approvedRequestId?: number;
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
  /** A company's approvals and spending limits (the app's, ADR 0046); none: every company quotation is placed. */
  controls?: PurchaseControls;
  /** The moment limits' periods and requests' expiry are computed for (the route's clock; tests fix it). */
  now?: Date;
}

/** The order an earlier accept with this key created, if any (a retried click); 422 when the key was used for another order. */
export function quotedOrderByKey(ctx: RequestContext, input: Pick<QuotedOrderInput, 'userId' | 'idempotencyKey' | 'quotationId'>): Promise<PlacedOrder | null> {
  return placedOrderByKey(ctx.db, input.userId, input.idempotencyKey, hashOf(input.quotationId));
}

export const hashOf = (quotationId: number) => createHash('sha256').update(`quotation:${quotationId}`).digest('hex');

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
  return new AppError(CODES.CONFLICT, 'quotationOutOfStock', fields, { lines: new Intl.ListFormat(lang, { type: 'unit', style: 'short' }).format(texts), productNos: short.map((x) => x.productNo).join(', ') });
}

/** Each short line as "product number: quoted, in stock" in `lang`, numbers formatted there. */
export function shortageTexts(lang: LangCode, short: QuotedShortage[]): string[] {
  const n = new Intl.NumberFormat(lang);
  return short.map((x) => fillMessage(MESSAGES[lang].quotationLineShort, { productNo: x.productNo, quoted: n.format(x.quoted), available: n.format(x.available) }));
}

/** What accepting placed: the order, or the approval request a company's rule made of it (orderId null). */
export type QuotedPlacement = PlacedOrder & { orderId: number | null };

/**
 * Places the order in the caller's transaction (ctx.db must be one, the quotation row locked by
 * the caller); 409 quotationOutOfStock naming the lines stock does not cover, 422 when the buyer
 * has no address. A company's quotation may instead become an approval request (orderId null,
 * written by the controls in this transaction, nothing reserved) or be refused over a limit.
 */
export async function placeQuotedOrder(ctx: RequestContext, options: QuotedOrderOptions, input: QuotedOrderInput): Promise<QuotedPlacement> {
  const tx = ctx.db;
  const controls = options.controls ?? noPurchaseControls;
  const companyId = input.companyId ?? null;
  const now = options.now ?? new Date();
  // The company's locks before any SKU row, as checkout takes them (ADR 0046): its credit
  // account's row, then its spending row. A quotation's order is paid now.
  if (companyId !== null) await controls.lock(ctx, companyId, 'now');
  // Lines and the address are named in the buyer's language, as their own order would be.
  const buyer = await buyerContact(tx, input.userId);
  const buyerCtx = inLanguage(ctx, langCodeById(buyer?.langId ?? ctx.langId) ?? ctx.lang);

  const addressId = input.shippingAddressId ?? (await defaultShippingAddressId(tx, input.userId));
  // The accepting buyer's own request may ship to their company's address book too (addresses.read,
  // ADR 0045); anyone else placing it for them (staff) reaches the buyer's personal addresses only.
  const reader = ctx.buyer?.userId === input.userId ? ctx : input.userId;
  const shipping = addressId === null ? null : await addressSnapshot(tx, buyerCtx.langId, reader, addressId);
  if (!shipping) throw new AppError(CODES.UNPROCESSABLE, 'quotationNoAddress');
  const tax = await taxOf(tx, shipping.countryId);

  // The SKU rows locked in id order, as placing any order locks them.
  const items = [...input.lines].sort((a, b) => a.skuId - b.skuId);
  const skus = await loadSkus(buyerCtx, items.map((i) => i.skuId), true);
  const short = quotedShortages(input.lines, skus);
  if (short.length) throw shortageError(ctx.lang, short);
  // Names, images and sale attributes as an order copies them; the prices are the quotation's.
  const base = options.pricing.currencies.find((c) => c.isBase);
  const named = priceLines(input.lines, skus, options.pricing.ref, pricer(options.pricing.currencies, base?.currencyId));
  const rate = options.pricing.currencies.find((c) => c.code === input.currency)?.rate ?? '1';
  const method = await defaultShippingMethod(tx, buyerCtx.langId);
  const lines = input.lines.map((l, i) => {
    const n = named[i]!;
    return { skuId: l.skuId, spuId: n.spuId, name: n.name, productNo: n.productNo, image: n.image, saleAttr: n.saleAttr, unitPrice: l.unitPrice, quantity: l.quantity, lineTotal: l.unitPrice * l.quantity };
  });
  const total = { amount: input.total, currency: input.currency, minorUnits: input.minorUnits };
  const requestHash = hashOf(input.quotationId);

  // A company's quotation: its rules and limits decide, on the quotation's total and lines.
  const check: PurchaseCheck | null =
    companyId === null
      ? null
      : {
          kind: 'quotation',
          companyId,
          userId: input.userId,
          roles: ctx.buyer?.userId === input.userId ? (ctx.buyer.company?.roles ?? []) : [],
          body: {
            idempotencyKey: input.idempotencyKey,
            shippingAddressId: input.shippingAddressId,
            quotationId: input.quotationId,
            version: input.version,
            inquiryNo: input.inquiryNo,
            paymentTerms: 'now',
            poNumber: null,
            remark: input.remark,
          },
          requestHash,
          total: { ...total, rate },
          lines,
          shippingAddress: addressInOneLine(shipping),
          approvedRequestId: input.approvedRequestId,
          now,
        };
  if (check) {
    const decided = await controls.check(ctx, check);
    if ('approval' in decided) return { orderId: null, orderNo: null, total, payBy: null, purchaseFor: 'company', paymentTerms: 'now', approval: decided.approval };
  }

  const placed = await placeOrderFromLines(ctx, {
    kind: 'regular',
    userId: input.userId,
    companyId,
    idempotencyKey: input.idempotencyKey,
    requestHash,
    status: 'unpaid',
    currency: { code: input.currency, minorUnits: input.minorUnits, rate },
    amounts: { subtotal: input.subtotal, shippingFee: input.shippingFee, discount: 0, tax: input.tax, taxRateBp: input.taxRateBp, taxKind: tax?.kind ?? null, total: input.total },
    coupon: null,
    shippingMethod: method ?? null,
    shippingAddress: shipping,
    billingAddress: shipping,
    remark: input.remark,
    langId: buyerCtx.langId,
    payWithinMinutes: options.paymentTimeoutMinutes,
    lines,
    outOfStock: () => new AppError(CODES.CONFLICT, 'outOfStock'),
    // "Order submitted, please pay", as for any order.
    notify: true,
  });
  if (check) await controls.afterPlace(ctx, check, placed);
  return {
    orderId: placed.orderId,
    orderNo: placed.orderNo,
    total,
    payBy: placed.payBy.toISOString(),
    purchaseFor: companyId !== null ? 'company' : 'personal',
    paymentTerms: 'now',
    approval: null,
  };
}
