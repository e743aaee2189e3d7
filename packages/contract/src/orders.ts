import { z } from 'zod';
import { money } from './catalog.js';
import { RETURN_PHOTOS_MAX } from './constants.js';
import { placedBy, purchaseFor } from './companies.js';
import { PAYMENT_TERMS } from './credit.js';
import { bodyId } from './site.js';

// Orders (docs/product.md#entities order, docs/product.md#states order flow, tabs, actions, recycle bin, docs/product.md#limits cancel reasons).

export const ORDER_STATUSES = ['unpaid', 'to_ship', 'to_receive', 'completed', 'cancelled', 'refunding', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The tabs of docs/product.md#states and the statuses each shows; `refund` is the refund/return tab. */
export const ORDER_TABS = {
  all: ORDER_STATUSES,
  unpaid: ['unpaid'],
  to_ship: ['to_ship'],
  to_receive: ['to_receive'],
  completed: ['completed'],
  cancelled: ['cancelled'],
  refund: ['refunding', 'refunded'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_KEYS = Object.keys(ORDER_TABS) as OrderTab[];

/** Cancel reasons of docs/product.md#limits (the dictionary `cancel_reason` holds their names in every language). */
export const CANCEL_REASONS = ['repeat_order', 'wrong_info', 'unpaid', 'out_of_stock', 'offline_trading', 'not_needed', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** The reason the system records when the payment countdown ends. */
export const TIMEOUT_REASON = 'timeout';

export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'defective', 'not_needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * What an order's status badge says: a shipped order the carrier has delivered reads "delivered"
 * (its status stays to_receive until the buyer confirms receipt, and its timeline says delivered).
 */
export const ORDER_BADGES = [...ORDER_STATUSES, 'delivered', 'partly_shipped'] as const;
export type OrderBadge = (typeof ORDER_BADGES)[number];
/**
 * A paid order some of whose shipments left while others wait reads "partly shipped" (ADR 0044):
 * a label derived from its shipments, not a status of its own (it stays to_ship until the last leaves).
 */
export function orderBadge(o: { status: OrderStatus; deliveredAt: string | null; shipping?: OrderShipping | null }): OrderBadge {
  if (o.status === 'to_ship' && o.shipping && o.shipping.shipped > 0) return 'partly_shipped';
  return o.status === 'to_receive' && o.deliveredAt ? 'delivered' : o.status;
}

/** Which actions each status allows; the server enforces it, the pages show the buttons from it. */
export const ORDER_ACTIONS = ['pay', 'cancel', 'confirmReceipt', 'repurchase', 'requestReturn', 'delete', 'restore', 'purge'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** regular, or sample: an approved free-sample application shipped at no charge (issue 14). */
export const ORDER_KINDS = ['regular', 'sample'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Whether an order deleted to the recycle bin can be restored from it (docs/product.md#states: cancelled orders cannot). */
export function restorableFromBin(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

export function allowedActions(o: { status: OrderStatus; deleted: boolean; expired: boolean; kind?: OrderKind }): OrderAction[] {
  if (o.deleted) return restorableFromBin(o.status) ? ['restore', 'purge'] : ['purge'];
  const actions: OrderAction[] = [];
  if (o.status === 'unpaid') {
    if (!o.expired) actions.push('pay');
    actions.push('cancel');
  }
  if (o.status === 'to_receive') actions.push('confirmReceipt');
  // Nothing was paid for free samples: there is nothing to refund.
  if (o.kind !== 'sample' && (o.status === 'to_ship' || o.status === 'to_receive' || o.status === 'completed')) actions.push('requestReturn');
  // Free samples are granted per application, not bought: there is nothing to buy again.
  if (o.kind !== 'sample') actions.push('repurchase');
  if (o.status === 'completed' || o.status === 'cancelled' || o.status === 'refunded') actions.push('delete');
  return actions;
}

export const ORDER_EVENT_TYPES = ['placed', 'paid', 'paymentFailed', 'cancelled', 'timedOut', 'shipped', 'delivered', 'completed', 'returnRequested', 'refunded', 'paymentReturned', 'deleted', 'restored', 'refundIssued'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** Whose orders a list shows (issue 29). */
export const ORDER_SCOPES = ['mine', 'company'] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];

export const ordersQuery = z.object({
  tab: z.enum(ORDER_TAB_KEYS as [OrderTab, ...OrderTab[]]).default('all'),
  /** Order number or product name / number. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).default(10).transform((n) => Math.min(n, 50)),
  /** The recycle bin instead of the live list. */
  deleted: z.enum(['0', '1']).default('0'),
  /** mine: the orders the buyer placed (their own and, while a member, those for the company); company: the company's (orders.read). */
  scope: z.enum(ORDER_SCOPES).default('mine'),
  /** With scope=company: the orders one member (company_member id) placed. */
  memberId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type OrdersQuery = z.input<typeof ordersQuery>;

export const orderNoParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/) });

export const orderLine = z.object({
  /** The line's number in its order (what a review names, with the order number). */
  lineNo: z.number().int(),
  skuId: z.number().int(),
  spuId: z.number().int(),
  name: z.string(),
  productNo: z.string(),
  image: z.string(),
  saleAttr: z.string(),
  unitPrice: money,
  quantity: z.number().int(),
  lineTotal: money,
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  countryId: z.number().int(),
  region: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddress>;

/** A shipment's state (ADR 0044): pending until it leaves, then shipped and delivered; cancelled with its order before it left. */
export const SHIPMENT_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** How far an order's shipments are (cancelled ones not counted): shipped counts the delivered ones too. */
export const orderShipping = z.object({ shipped: z.number().int(), delivered: z.number().int(), total: z.number().int() });
export type OrderShipping = z.infer<typeof orderShipping>;

/** One parcel of an order: where it leaves from, its promised dates (calendar days 'YYYY-MM-DD'), its carrier and what it carries. */
export const orderShipment = z.object({
  seq: z.number().int(),
  status: z.enum(SHIPMENT_STATUSES),
  /** The warehouse it leaves from, in the request's language. */
  warehouseName: z.string(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  arrivesFrom: z.string().nullable(),
  arrivesBy: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lines: z.array(z.object({ lineNo: z.number().int().nullable(), productNo: z.string(), name: z.string(), quantity: z.number().int() })),
});
export type OrderShipment = z.infer<typeof orderShipment>;

export const orderSummary = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(ORDER_KINDS),
  createdAt: z.string(),
  total: money,
  lines: z.array(orderLine),
  lineCount: z.number().int(),
  /** Payment deadline of an unpaid order (ISO), for the countdown. */
  payBy: z.string().nullable(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
  deletedAt: z.string().nullable(),
  /** When the carrier delivered it (ISO); the badge then says delivered, see orderBadge. */
  deliveredAt: z.string().nullable(),
  /** Its shipments so far; null for an order placed before orders had shipments. */
  shipping: orderShipping.nullable(),
  /** Placed for the buyer themselves or in their company's name (issue 29). */
  purchaseFor,
  /** Who placed a company order (null for a personal one). */
  placedBy: placedBy.nullable(),
  /** The company's name on a company order (null for a personal one). */
  companyName: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderList = z.object({
  items: z.array(orderSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Orders per tab (live list) for the tab badges. */
  counts: z.record(z.string(), z.number().int()),
});
export type OrderList = z.infer<typeof orderList>;

export const orderEvent = z.object({ type: z.enum(ORDER_EVENT_TYPES), at: z.string(), data: z.record(z.string(), z.string()) });
export type OrderEvent = z.infer<typeof orderEvent>;

export const orderDetail = orderSummary.extend({
  currency: z.string(),
  /** Units of the order currency per base unit at purchase. */
  rate: z.string(),
  subtotal: money,
  shippingFee: money,
  tax: money,
  taxRateBp: z.number().int(),
  /** The tax's name in the request's language (VAT, GST, consumption tax…). */
  taxName: z.string(),
  discount: money,
  couponCode: z.string().nullable(),
  shippingMethod: z.string(),
  shippingAddress: orderAddress,
  billingAddress: orderAddress,
  remark: z.string(),
  cancelReason: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The last shipment's carrier and tracking number (every shipment's are in `shipments`). */
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  /** Its parcels in order; empty for an order placed before orders had shipments. */
  shipments: z.array(orderShipment),
  events: z.array(orderEvent),
  returnRequest: z
    .object({ reason: z.enum(RETURN_REASONS), description: z.string(), photos: z.array(z.string()), items: z.array(z.object({ skuId: z.number().int(), quantity: z.number().int() })), createdAt: z.string() })
    .nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const cancelOrderBody = z.object({
  reason: z.enum(CANCEL_REASONS, 'cancelReasonRequired'),
  note: z.string().trim().max(300, 'tooLong').default(''),
});
export type CancelOrderBody = z.input<typeof cancelOrderBody>;

export const returnRequestBody = z.object({
  reason: z.enum(RETURN_REASONS, 'required'),
  description: z.string().trim().min(1, 'required').max(1000, 'tooLong'),
  items: z
    .array(z.object({ skuId: bodyId(), quantity: z.number().int().min(1).max(9999) }))
    .min(1, 'required')
    .max(100),
  photos: z
    .array(z.string().regex(/^\/media\/uploads\/[a-z0-9-]+\.(png|jpg|webp)$/, 'invalid'))
    .max(RETURN_PHOTOS_MAX, 'tooLong')
    .default([]),
});
export type ReturnRequestBody = z.input<typeof returnRequestBody>;

/**
 * What placing answered: the order (pay it by `payBy`, or nothing to pay when it went on account),
 * or, when a company approval rule matched, the approval request it became (orderNo null; issue 30).
 */
export const placedOrder = z.object({
  orderNo: z.string().nullable(),
  total: money,
  payBy: z.string().nullable(),
  purchaseFor: purchaseFor.optional(),
  paymentTerms: z.enum(PAYMENT_TERMS).optional(),
  approval: z.object({ requestNo: z.string(), levels: z.number().int() }).nullable().optional(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

export const repurchaseResult = z.object({ added: z.number().int(), skipped: z.number().int() });

// ---- operator (seller-side progress, issue 5: CLI over an operator token) ----
export const shipBody = z.object({ carrier: z.string().trim().min(1, 'required').max(60, 'tooLong'), trackingNo: z.string().trim().min(1, 'required').max(60, 'tooLong') });
export const opsOrderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/) });
/** One shipment of an order (its number in the order, from 1); a number it has not (0, a huge one) is not found. */
export const opsShipmentParams = opsOrderParams.extend({ seq: z.string().regex(/^[0-9]{1,15}$/).transform(Number) });
