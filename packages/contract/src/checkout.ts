import { z } from 'zod';
import { cartLine } from './cart.js';
import { BASIS_POINTS, CART_LINE_MAX_QTY, CART_MAX_LINES } from './constants.js';
import { money } from './catalog.js';
import { purchaseFor } from './companies.js';
import { PAYMENT_TERMS, poNumber } from './credit.js';
import { bodyId, digitId } from './site.js';

// Order confirmation (/order): what the buyer is about to pay, computed by the server from
// current prices and stock. The same `orderTotals` adds up the preview, the placed order and
// the property test, so the page can never show a total the order does not charge.

export { BASIS_POINTS };

export interface OrderAmounts {
  subtotal: number;
  shippingFee: number;
  discount: number;
  tax: number;
  total: number;
}

/** a × b / d rounded half away from zero, exactly (the product may pass 2^53); amounts here are never negative. */
const mulDiv = (a: number, b: number, d: number) => Number((BigInt(a) * BigInt(b) * 2n + BigInt(d)) / (2n * BigInt(d)));

/**
 * An amount past what a JavaScript number holds exactly (Number.MAX_SAFE_INTEGER minor units):
 * `line` is the index of the first line whose total, or the running subtotal, passes it; null when
 * it is the shipping fee, the tax or the total. Callers answer it as a 422 naming the line.
 */
export class AmountTooLarge extends Error {
  constructor(readonly line: number | null) {
    super(line === null ? 'the total is too large' : `line ${line + 1} is too large`);
  }
}

/** A line's total (unit price × quantity), or AmountTooLarge for that line. */
export function lineTotal(unitPrice: number, quantity: number, line: number): number {
  const n = unitPrice * quantity;
  if (!Number.isSafeInteger(n)) throw new AmountTooLarge(line);
  return n;
}

/**
 * Totals of an order in minor units of one currency: total = lines + shipping + tax − discount.
 * The discount is capped at the subtotal, and tax is charged on what the buyer pays for goods and
 * shipping after the discount, so no total is ever negative. Amounts that do not fit a safe
 * integer throw AmountTooLarge (naming the line) before any of them is rounded wrongly.
 */
export function orderTotals(input: { lineTotals: number[]; shippingFee: number; discount: number; taxRateBp: number }): OrderAmounts {
  const tooLarge = (n: number) => Number.isInteger(n) && n > Number.MAX_SAFE_INTEGER || n === Infinity;
  let subtotal = 0;
  input.lineTotals.forEach((n, i) => {
    if (tooLarge(n)) throw new AmountTooLarge(i);
    subtotal += n;
    if (!Number.isSafeInteger(subtotal) && Number.isSafeInteger(n)) throw new AmountTooLarge(i);
  });
  for (const n of [input.shippingFee, input.discount, input.taxRateBp]) if (tooLarge(n)) throw new AmountTooLarge(null);
  for (const n of [...input.lineTotals, input.shippingFee, input.discount, input.taxRateBp]) {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error('amounts are non-negative integers of minor units');
  }
  const discount = Math.min(input.discount, subtotal);
  const taxable = subtotal - discount + input.shippingFee;
  // taxable × rate passes 2^53 long before the tax itself does: multiplied exactly, then rounded.
  const tax = mulDiv(taxable, input.taxRateBp, BASIS_POINTS);
  const total = subtotal + input.shippingFee + tax - discount;
  if (!Number.isSafeInteger(taxable) || !Number.isSafeInteger(tax) || !Number.isSafeInteger(total)) throw new AmountTooLarge(null);
  return { subtotal, shippingFee: input.shippingFee, discount, tax, total };
}

/** A coupon's discount on a subtotal: a percentage (basis points) or a fixed amount, never more than the subtotal. */
export function couponDiscount(subtotal: number, coupon: { kind: 'percent' | 'fixed'; value: number }): number {
  const raw = coupon.kind === 'percent' ? mulDiv(subtotal, coupon.value, BASIS_POINTS) : coupon.value;
  return Math.min(raw, subtotal);
}

const lineInput = z.object({
  skuId: bodyId(),
  quantity: z.number('required').int('invalid').min(1, 'tooShort').max(CART_LINE_MAX_QTY, 'tooLong'),
});
export const couponCodeField = z
  .string()
  .trim()
  .max(40, 'tooLong')
  .transform((c) => c.toUpperCase());

/** The lines and choices the confirmation page sends; every field but the lines is optional while the buyer fills in. */
export const checkoutBody = z.object({
  items: z.array(lineInput).min(1, 'required').max(CART_MAX_LINES),
  shippingAddressId: bodyId().optional(),
  shippingMethodId: bodyId().optional(),
  couponCode: couponCodeField.optional(),
  currencyId: bodyId().optional(),
  /** Everything in one parcel, arriving by the latest date, instead of one shipment per warehouse (issue 28). */
  singleShipment: z.boolean().optional(),
  /** For the buyer themselves or their company (issue 29); the preview prices both alike. */
  purchaseFor: purchaseFor.optional(),
});
export type CheckoutBody = z.input<typeof checkoutBody>;

export const ORDER_REMARK_MAX = 500;

/** Placing the order: everything must be chosen, and the idempotency key makes a repeated submit return the same order. */
export const placeOrderBody = z
  .object({
    idempotencyKey: z.string('required').uuid('invalid'),
    items: z.array(lineInput).min(1, 'required').max(CART_MAX_LINES),
    /** The lines came from the cart: they leave it once the order exists. */
    fromCart: z.boolean().default(false),
    shippingAddressId: bodyId('required'),
    billingSameAsShipping: z.boolean().default(true),
    billingAddressId: bodyId('required').optional(),
    shippingMethodId: bodyId('required'),
    couponCode: couponCodeField.optional(),
    remark: z.string().trim().max(ORDER_REMARK_MAX, 'tooLong').default(''),
    currencyId: bodyId().optional(),
    /** The total the buyer saw; if prices moved since, the order is refused (409) instead of charging more. */
    expectedTotal: z.number().int().nonnegative().optional(),
    /** Everything in one parcel (the latest date applies) instead of one shipment per warehouse. */
    singleShipment: z.boolean().optional(),
    /** For the buyer themselves (default) or in their company's name (a member with orders.place; ADR 0045). */
    purchaseFor: purchaseFor.default('personal'),
    /** Pay now through the gateway, or on the company's credit account (orders.onAccount; issue 30, ADR 0046). */
    paymentTerms: z.enum(PAYMENT_TERMS, { error: 'invalid' }).default('now'),
    /** The buyer's purchase-order number: required on account when the company says so, unique per company. */
    poNumber: poNumber.optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.billingSameAsShipping && !b.billingAddressId) ctx.addIssue({ code: 'custom', path: ['billingAddressId'], message: 'required' });
    if (b.paymentTerms === 'account' && b.purchaseFor !== 'company') ctx.addIssue({ code: 'custom', path: ['paymentTerms'], message: 'invalid' });
  });
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const shippingMethod = z.object({
  shippingMethodId: z.number().int(),
  key: z.string(),
  name: z.string(),
  /** Delivery estimate in days. */
  daysMin: z.number().int(),
  daysMax: z.number().int(),
  fee: money,
  /** Free from this subtotal on (null: never free). */
  freeOver: money.nullable(),
  /**
   * When the buyer has everything ('YYYY-MM-DD', the latest of the order's parcels), from the
   * warehouses' stock, cutoffs, calendars and this carrier's transit (ADR 0044); null when unknown.
   */
  arrivesFrom: z.string().nullable(),
  arrivesBy: z.string().nullable(),
});
export type ShippingMethod = z.infer<typeof shippingMethod>;

/** Why a coupon does not apply; the page shows it next to the field. */
export const COUPON_PROBLEMS = ['notFound', 'notStarted', 'expired', 'minAmount', 'used'] as const;
export type CouponProblem = (typeof COUPON_PROBLEMS)[number];

/** One parcel of the order as planned now (placing the order plans again with the stock locked). */
export const previewShipment = z.object({
  seq: z.number().int(),
  warehouseId: z.number().int(),
  /** "Munich, Germany", in the buyer's language. */
  warehouseName: z.string(),
  countryCode: z.string(),
  lines: z.array(z.object({ skuId: z.number().int(), quantity: z.number().int() })),
  arrivesFrom: z.string().nullable(),
  arrivesBy: z.string().nullable(),
});
export type PreviewShipment = z.infer<typeof previewShipment>;

export const checkoutPreview = z.object({
  lines: z.array(cartLine),
  /** Lines that cannot be ordered as asked (stock, gone); ordering is refused while any exist. */
  problems: z.array(z.object({ skuId: z.number().int(), state: z.string(), stock: z.number().int() })),
  shippingMethods: z.array(shippingMethod),
  shippingMethodId: z.number().int().nullable(),
  coupon: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      problem: z.enum(COUPON_PROBLEMS).nullable(),
      /** The minimum subtotal, for the minAmount problem. */
      minAmount: money.nullable(),
      /** When the coupon (or the buyer's claim of it) starts and ends, for notStarted and expired; null for an unknown code. */
      startsAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
  tax: z.object({ countryId: z.number().int().nullable(), rateBp: z.number().int(), name: z.string() }),
  amounts: z.object({ subtotal: money, shippingFee: money, discount: money, tax: money, total: money }),
  currency: z.object({ code: z.string(), minorUnits: z.number().int(), rate: z.string() }),
  weightG: z.number().int(),
  /** The parcels planned for the chosen method: one per warehouse, or one for everything when singleShipment. */
  shipments: z.array(previewShipment),
  /** What the buyer asked (echoed). */
  singleShipment: z.boolean(),
  /** The stock comes from more than one warehouse, so the buyer may choose between split and single. */
  canSplit: z.boolean(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

export const couponView = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Basis points for percent, base-currency minor units converted for fixed. */
  value: z.number().int(),
  amount: money.nullable(),
  minAmount: money,
  startsAt: z.string(),
  expiresAt: z.string(),
  used: z.boolean(),
});
export type CouponView = z.infer<typeof couponView>;
export const couponQuery = z.object({ currencyId: digitId.optional() });

// ── The buyer's coupons (/accountCenter/coupons, issue 14) ────────────────────────────────
/** unused: claimed, not yet used, still valid; used: spent on an order; expired: never used, now past. */
export const MY_COUPON_TABS = ['unused', 'used', 'expired'] as const;
export type MyCouponTab = (typeof MY_COUPON_TABS)[number];
export const myCoupon = couponView.omit({ used: true }).extend({
  status: z.enum(MY_COUPON_TABS),
  /** The order that used it. */
  orderNo: z.string().nullable(),
});
export type MyCoupon = z.infer<typeof myCoupon>;
/** A public coupon of the coupon centre, and whether this buyer has claimed it. */
export const centreCoupon = couponView.omit({ used: true }).extend({ claimed: z.boolean() });
export type CentreCoupon = z.infer<typeof centreCoupon>;
export const claimCouponBody = z.object({ code: z.string().trim().min(1, 'required').max(40, 'tooLong') });
export type ClaimCouponBody = z.infer<typeof claimCouponBody>;
