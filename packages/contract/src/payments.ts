import { z } from 'zod';
import { money } from './catalog.js';
import { ORDER_STATUSES } from './orders.js';

// Payment (/orderPayment, /paymentResult). The server asks a provider (ADR 0011; the built-in
// sandbox gateway by default) for a payment page; the buyer opens it in a new window (docs/product.md#screens), and
// the provider tells the server the outcome by a signed server-to-server notification.

export const PAYMENT_METHODS = ['sandbox'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const payBody = z.object({ method: z.enum(PAYMENT_METHODS).default('sandbox') });

/** What the buyer is told of an order's payment: refunding/refunded when a capture came for an
 * order that was already closed or paid and the money is going, or has gone, back. */
export const PAYMENT_STATES = ['pending', 'succeeded', 'failed', 'refunding', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const paymentStart = z.object({
  /** The provider's page to open in a new window. */
  payUrl: z.string(),
  paymentId: z.string(),
  amount: money,
});
export type PaymentStart = z.infer<typeof paymentStart>;

/** The real state of an order's payment ("payment completed" asks the provider, not the page). */
export const paymentStatus = z.object({
  orderNo: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  payment: z.enum(PAYMENT_STATES).nullable(),
  paid: z.boolean(),
  amount: money,
  payBy: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** Query of /paymentResult: where the provider sends the buyer back. */
export const paymentResultQuery = z.object({ orderNo: z.string(), status: z.enum(['success', 'failed']) });

/** Seconds a signed provider notification stays valid; older ones are refused as replays. */
export const PAYMENT_NOTIFY_TOLERANCE_S = 300;
