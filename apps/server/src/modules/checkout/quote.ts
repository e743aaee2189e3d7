import { CODES, couponDiscount, orderTotals, type CheckoutPreview, type CouponProblem, type Money } from '@netshop/contract';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { totalsOrTooLarge } from '../../lib/amounts.js';
import { type CurrencyRow, pricer } from '../../lib/pricing.js';
import { buyerId, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { taxName } from './tax-names.js';
import { baseUnitPrice, priceLines } from '../cart/index.js';
import { type CatalogReference, loadSkus, type SkuRow } from '../catalog/index.js';
import { couponForBuyer, type BuyerCoupon } from '../coupons/index.js';
import { addressCountryId } from '../account/index.js';
import { planParts, servingWarehouses, shipmentsOf, stockOf, transitTimes, type PlannedPart } from '../inventory/index.js';
import { enabledShippingMethods, taxOf } from './queries.js';

// What an order costs now: lines, shipping to the destination, coupon, tax and totals in the
// buyer's currency. The preview (/order) and the placed order run this same code; placing locks
// the SKU rows first so the stock it reads cannot change before it is decremented.


export interface QuoteInput {
  items: { skuId: number; quantity: number }[];
  shippingAddressId?: number;
  shippingMethodId?: number;
  couponCode?: string;
  currencyId?: number;
  /** One parcel for everything (the latest date applies) instead of one per warehouse. */
  singleShipment?: boolean;
}

/** What prices are read with: the catalogue's reference data (attribute labels) and the currencies. */
export interface QuotePricing {
  ref: CatalogReference;
  currencies: CurrencyRow[];
}

export interface QuoteOptions {
  /** Take row locks on the SKUs (inside the order transaction, which the context then carries). */
  lock?: boolean;
  /** The moment arrival dates are computed for (cutoffs, weekends, holidays); tests fix it. */
  now?: Date;
}

/** A coupon code as the buyer may use it (coupons/index.ts). */
export type CouponRow = BuyerCoupon;

export interface Quote {
  preview: CheckoutPreview;
  skus: Map<number, SkuRow>;
  items: { skuId: number; quantity: number }[];
  /** The destination address row, when one was chosen and belongs to the buyer. */
  addressCountryId: number | null;
  addressFound: boolean;
  /** vat, gst, consumption, sales; null without a destination. */
  taxKind: string | null;
  method: { id: number; name: string } | null;
  coupon: CouponRow | null;
  currency: CurrencyRow;
}

/** Same SKU twice adds up, so a line is one SKU. */
export function mergeItems(items: { skuId: number; quantity: number }[]) {
  const m = new Map<number, number>();
  for (const i of items) m.set(i.skuId, (m.get(i.skuId) ?? 0) + i.quantity);
  return [...m].map(([skuId, quantity]) => ({ skuId, quantity }));
}

export function couponProblem(c: CouponRow | null, subtotal: number, minAmount: number, now = new Date()): CouponProblem | null {
  if (!c) return 'notFound';
  if (c.startsAt > now) return 'notStarted';
  if (c.expiresAt <= now) return 'expired';
  if (c.used) return 'used';
  if (subtotal < minAmount) return 'minAmount';
  return null;
}

/** The buyer's quote, in the context's language (and transaction, when placing). */
export async function quote(ctx: RequestContext, pricing: QuotePricing, input: QuoteInput, { lock = false, now = new Date() }: QuoteOptions = {}): Promise<Quote> {
  const { db, langId } = ctx;
  const userId = buyerId(ctx);
  const base = pricing.currencies.find((c) => c.isBase)!;
  // A currency the shop does not sell in is refused, not silently priced in the base currency.
  const currency = input.currencyId === undefined ? base : pricing.currencies.find((c) => c.currencyId === input.currencyId);
  if (!currency) throw new AppError(CODES.UNPROCESSABLE, 'currencyUnavailable', { currencyId: FIELD_MESSAGES[ctx.lang].invalid });
  const price = pricer(pricing.currencies, currency.currencyId);
  const items = mergeItems(input.items);

  const [skus, addressCountry, methods, coupon] = await Promise.all([
    loadSkus(ctx, items.map((i) => i.skuId), lock),
    input.shippingAddressId ? addressCountryId(db, ctx, input.shippingAddressId) : Promise.resolve(undefined),
    enabledShippingMethods(db, langId),
    input.couponCode ? couponForBuyer(db, userId, input.couponCode) : Promise.resolve(undefined),
  ]);
  const destination = addressCountry ?? null;
  // The destination decides which warehouses serve the order first and the carriers' transit
  // days; without one, the warehouses' own order and the default transit times (ADR 0044).
  // Placing the order (lock) plans again with the stock rows locked and stores that plan, so the
  // preview's plan is not read there: three statements fewer in the order's transaction.
  const [tax, serving, transit, stock] = await Promise.all([
    destination ? taxOf(db, destination) : Promise.resolve(undefined),
    lock ? Promise.resolve([]) : servingWarehouses(db, langId, destination),
    lock ? Promise.resolve([]) : transitTimes(db, destination),
    lock ? Promise.resolve([]) : stockOf(db, items.map((i) => i.skuId)),
  ]);

  const lines = priceLines(items, skus, pricing.ref, price);
  const problems = lines.filter((l) => l.state !== 'ok').map((l) => ({ skuId: l.skuId, state: l.state, stock: l.stock }));
  const baseSubtotal = items.reduce((s, i) => {
    const sku = skus.get(i.skuId);
    return s + (sku ? baseUnitPrice(sku, i.quantity) * i.quantity : 0);
  }, 0);
  const weightG = lines.reduce((s, l) => s + l.weightG * l.quantity, 0);
  const kg = Math.max(1, Math.ceil(weightG / 1000));

  // Which warehouse sends what, planned from the stock as it is now, for the lines that can be
  // ordered (placing the order plans again with the rows locked and stores that plan).
  const orderable = items.filter((i) => !problems.some((p) => p.skuId === i.skuId));
  const planned = planParts(orderable, stock, serving);
  const parts: PlannedPart[] = 'parts' in planned ? planned.parts : [];
  const singleShipment = input.singleShipment ?? false;
  /** The cart as a whole by a method: when the last of its parcels arrives. */
  const wholeCart = (methodId: number) => shipmentsOf(now, parts, methodId, true, serving, transit)[0]?.dates ?? null;

  const shippingMethods = methods.map((m) => {
    const free = m.freeOver !== null && baseSubtotal >= m.freeOver;
    const dates = wholeCart(m.id);
    return {
      shippingMethodId: m.id,
      key: m.key,
      name: m.name,
      daysMin: m.daysMin,
      daysMax: m.daysMax,
      fee: price(free ? 0 : m.baseFee + m.perKgFee * kg),
      freeOver: m.freeOver === null ? null : price(m.freeOver),
      arrivesFrom: dates?.arrivesFrom ?? null,
      arrivesBy: dates?.arrivesBy ?? null,
    };
  });
  const chosen = shippingMethods.find((m) => m.shippingMethodId === input.shippingMethodId) ?? (input.shippingMethodId ? undefined : shippingMethods[0]);
  const warehouse = new Map(serving.map((w) => [w.warehouseId, w]));
  const shipments = shipmentsOf(now, parts, chosen?.shippingMethodId ?? null, singleShipment, serving, transit).map((s) => ({
    seq: s.seq,
    warehouseId: s.warehouseId,
    warehouseName: warehouse.get(s.warehouseId)?.name ?? '',
    countryCode: warehouse.get(s.warehouseId)?.countryCode ?? '',
    lines: s.lines,
    arrivesFrom: s.dates?.arrivesFrom ?? null,
    arrivesBy: s.dates?.arrivesBy ?? null,
  }));

  const lineTotals = lines.map((l) => l.lineTotal.amount);
  const subtotal = lineTotals.reduce((s, n) => s + n, 0);
  const c = coupon ?? null;
  const minAmount = c ? price(c.minAmount) : null;
  const problem = input.couponCode ? couponProblem(c, subtotal, minAmount?.amount ?? 0) : null;
  const discount = c && !problem ? couponDiscount(subtotal, { kind: c.kind, value: c.kind === 'fixed' ? price(c.value).amount : c.value }) : 0;
  const taxRateBp = tax ? tax.rateBp : 0;
  const amounts = totalsOrTooLarge(ctx.lang, () => orderTotals({ lineTotals, shippingFee: chosen?.fee.amount ?? 0, discount, taxRateBp }), (n) => lines[n]!.productNo);
  const m = (amount: number): Money => ({ amount, currency: currency.code, minorUnits: currency.minorUnits });

  return {
    preview: {
      lines,
      problems,
      shippingMethods,
      shippingMethodId: chosen?.shippingMethodId ?? null,
      coupon: input.couponCode
        ? { code: input.couponCode, applied: !problem, problem, minAmount, startsAt: c ? c.startsAt.toISOString() : null, expiresAt: c ? c.expiresAt.toISOString() : null }
        : null,
      tax: { countryId: destination, rateBp: taxRateBp, name: taxName(ctx.lang, tax?.kind) },
      amounts: { subtotal: m(amounts.subtotal), shippingFee: m(amounts.shippingFee), discount: m(amounts.discount), tax: m(amounts.tax), total: m(amounts.total) },
      currency: { code: currency.code, minorUnits: currency.minorUnits, rate: currency.rate },
      weightG,
      shipments,
      singleShipment,
      canSplit: parts.length > 1,
    },
    skus,
    items,
    addressCountryId: destination,
    addressFound: destination !== null,
    taxKind: tax?.kind ?? null,
    method: chosen ? { id: chosen.shippingMethodId, name: chosen.name } : null,
    coupon: c && !problem ? c : null,
    currency,
  };
}
