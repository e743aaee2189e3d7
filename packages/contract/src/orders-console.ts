import { z } from 'zod';
import { money } from './catalog.js';
import { ORDER_EVENT_TYPES, ORDER_KINDS, ORDER_STATUSES, RETURN_REASONS, orderAddress, orderShipment, orderShipping } from './orders.js';

// The console's orders (issue 27): every order, searchable and filterable, its CSV export, and
// one order's page with the lines to pick, the buyer's note, addresses, payments, what the buyer
// was told and the timeline with who did what. The queues (to ship, to deliver, refunding) stay
// in staff.ts.

/** A filter's status: an order status, or `delivered` (shipped and marked delivered, not yet confirmed by the buyer). */
export const STAFF_ORDER_FILTER_STATUSES = [...ORDER_STATUSES, 'delivered'] as const;
export type StaffOrderFilterStatus = (typeof STAFF_ORDER_FILTER_STATUSES)[number];

/** A real calendar day, YYYY-MM-DD (2026-02-30 is refused, not passed to the database). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'invalid');

/** A typed text a query may carry: NUL bytes are refused (PostgreSQL's text cannot hold them). */
const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine((s) => !s.includes('\u0000'), 'invalid')
    .optional()
    .transform((s) => (s ? s : undefined));

/** The filters of the all-orders list and of its CSV export. */
export const staffOrderFilters = z.object({
  /**
   * Matched against the order number (its start), the buyer's e-mail (its start), the product
   * numbers of its lines and the buyer's note (anywhere: a PO number the buyer wrote there).
   */
  q: queryText(200),
  status: z.enum(STAFF_ORDER_FILTER_STATUSES).optional(),
  /** Days the order was placed, inclusive, in UTC. */
  from: day.optional(),
  to: day.optional(),
  /** The payment method the order was paid with (sandbox, …). */
  paymentMethod: queryText(20),
  /** The shipping address's country, as its name was written on the order (in the buyer's language then). */
  country: queryText(80),
  /** The shipping address's country by id, whatever language its name was written in (the console's select). */
  countryId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type StaffOrderFilters = z.input<typeof staffOrderFilters>;

export const staffOrderSearchQuery = staffOrderFilters.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffOrderSearchQuery = z.input<typeof staffOrderSearchQuery>;

export const staffOrderSearchRow = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(ORDER_KINDS),
  /** Shipped orders the shop marked delivered (the buyer has not confirmed receipt yet). */
  delivered: z.boolean(),
  buyerEmail: z.string(),
  total: money,
  lineCount: z.number().int(),
  units: z.number().int(),
  createdAt: z.string(),
  paymentMethod: z.string().nullable(),
  country: z.string(),
  /** The buyer's note, shortened to 120 characters; '' when there is none. */
  remark: z.string(),
  /** Its shipments so far (issue 28): a to-ship order with some shipped reads partly shipped; null without shipments. */
  shipping: orderShipping.nullable(),
  /** The company it was placed for (issue 29; the buyer is who placed it); null for a personal order. */
  companyName: z.string().nullable().optional(),
});
export type StaffOrderSearchRow = z.infer<typeof staffOrderSearchRow>;

export const staffOrderSearchList = z.object({ items: z.array(staffOrderSearchRow), total: z.number().int() });
export type StaffOrderSearchList = z.infer<typeof staffOrderSearchList>;

/** At most this many orders go into one CSV export; narrow the filters for more. */
export const STAFF_ORDER_EXPORT_MAX = 10_000;

// ── One order ──────────────────────────────────────────────────────────────────────────────

export const staffOrderLine = z.object({
  lineNo: z.number().int(),
  name: z.string(),
  productNo: z.string(),
  /** The SKU picked; null when it was deleted from the catalogue since. */
  skuId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  /** The variant as bought (sale attributes, e.g. "Colour: red; Size: M"). */
  saleAttr: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  lineTotal: money,
});
export type StaffOrderLine = z.infer<typeof staffOrderLine>;

export const STAFF_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'superseded', 'refunded'] as const;

export const staffOrderPayment = z.object({
  provider: z.string(),
  providerRef: z.string(),
  amount: money,
  status: z.enum(STAFF_PAYMENT_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  refundRef: z.string().nullable(),
  refundReason: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type StaffOrderPayment = z.infer<typeof staffOrderPayment>;

/** A message in the buyer's account centre or a mail sent to them about this order. */
export const staffOrderNotice = z.object({
  channel: z.enum(['message', 'mail']),
  /** The message's title in the console's language, or the mail's subject as sent. */
  title: z.string(),
  at: z.string(),
  /** Messages: read by the buyer. Mails: pending, sent or logged (no SMTP: the dev mailbox). */
  state: z.string(),
});
export type StaffOrderNotice = z.infer<typeof staffOrderNotice>;

export const ORDER_ACTOR_KINDS = ['buyer', 'staff', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

export const staffOrderTimelineEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    type: z.enum(ORDER_EVENT_TYPES),
    at: z.string(),
    data: z.record(z.string(), z.string()),
    actor: z.enum(ORDER_ACTOR_KINDS),
    /** The staff member's name; '' for the buyer and the system, null for the operator token or a removed member. */
    staffName: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('note'),
    id: z.number().int(),
    at: z.string(),
    body: z.string(),
    actor: z.literal('staff'),
    staffName: z.string().nullable(),
  }),
]);
export type StaffOrderTimelineEntry = z.infer<typeof staffOrderTimelineEntry>;

/** The moves the console offers now, by the order's state (the server checks again on each). */
export const staffOrderMoves = z.object({ ship: z.boolean(), deliver: z.boolean(), refund: z.boolean() });

export const staffOrderDetail = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(ORDER_KINDS),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** In the buyer's recycle bin (still the shop's order). */
  deletedAt: z.string().nullable(),
  buyer: z.object({ email: z.string(), name: z.string() }),
  /** The company it was placed for (issue 29): `buyer` is then the member who placed it. Null for a personal order. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  /** The buyer's note to the shop (a PO number, delivery wishes): shown first to whoever ships. */
  remark: z.string(),
  lines: z.array(staffOrderLine),
  amounts: z.object({ subtotal: money, shippingFee: money, discount: money, tax: money, total: money, taxRateBp: z.number().int(), taxKind: z.string().nullable() }),
  couponCode: z.string().nullable(),
  shippingMethodName: z.string(),
  shippingAddress: orderAddress,
  billingAddress: orderAddress,
  paymentMethod: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  /** Its parcels (issue 28), each shipped and delivered on its own; empty for an order placed before shipments. */
  shipments: z.array(orderShipment.extend({ moves: z.object({ ship: z.boolean(), deliver: z.boolean() }) })),
  /** How far its shipments are; null for an order without them. */
  shipping: orderShipping.nullable(),
  cancelReason: z.string().nullable(),
  cancelNote: z.string().nullable(),
  returnRequest: z
    .object({ reason: z.enum(RETURN_REASONS), description: z.string(), photos: z.array(z.string()), items: z.array(z.object({ skuId: z.number().int(), quantity: z.number().int() })), createdAt: z.string() })
    .nullable(),
  payments: z.array(staffOrderPayment),
  notices: z.array(staffOrderNotice),
  /** Oldest first: every event and every staff note. */
  timeline: z.array(staffOrderTimelineEntry),
  moves: staffOrderMoves,
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetail>;

/** A staff member's internal note on an order (never shown to the buyer). */
export const staffOrderNoteBody = z.object({
  body: z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(2000, 'tooLong')
    .refine((s) => !s.includes('\u0000'), 'invalid'),
});
export type StaffOrderNoteBody = z.input<typeof staffOrderNoteBody>;
