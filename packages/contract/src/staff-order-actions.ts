import { z } from 'zod';
import { money } from './catalog.js';
import { LANG_CODES, type LangCode } from './languages.js';
import { ORDER_STATUSES } from './orders.js';

// What staff do to an order from the console (issue 27): cancel it with a reason (a paid one is
// refunded in full as part of it), refund it in full or in part through the payment provider, and
// print its packing list. The bodies are checked by the server and by the console's forms alike.

/** Why the shop cancels an order (the buyer reads it on the order's timeline, in their language). */
export const STAFF_CANCEL_REASONS = ['buyer_request', 'out_of_stock', 'cannot_ship', 'payment_problem', 'wrong_info', 'other'] as const;
export type StaffCancelReason = (typeof STAFF_CANCEL_REASONS)[number];

/** Why the shop refunds (part of) an order. */
export const STAFF_REFUND_REASONS = ['returned', 'damaged', 'missing_item', 'price_adjustment', 'goodwill', 'other'] as const;
export type StaffRefundReason = (typeof STAFF_REFUND_REASONS)[number];

/** The largest amount a refund may name: money columns are exact far beyond it, and no order reaches it. */
export const REFUND_AMOUNT_MAX = 1_000_000_000_000;

const staffNote = z
  .string()
  .trim()
  .max(500, 'tooLong')
  .refine((s) => !s.includes('\u0000'), 'invalid')
  .default('');

export const staffCancelBody = z.object({
  reason: z.enum(STAFF_CANCEL_REASONS, 'required'),
  /** Free text beside the reason; "other" needs it. */
  note: staffNote,
}).refine((b) => b.reason !== 'other' || b.note.length > 0, { message: 'required', path: ['note'] });
export type StaffCancelBody = z.input<typeof staffCancelBody>;

export const staffRefundBody = z.object({
  /** Minor units of the order's currency; at most what was paid less what was refunded already (checked by the server). */
  amount: z.number('required').int('invalid').min(1, 'invalid').max(REFUND_AMOUNT_MAX, 'amountTooLarge'),
  reason: z.enum(STAFF_REFUND_REASONS, 'required'),
  note: staffNote,
});
export type StaffRefundBody = z.input<typeof staffRefundBody>;

export const staffRefundRecord = z.object({
  id: z.string(),
  amount: money,
  reason: z.string(),
  note: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: z.string(),
});
export type StaffRefundRecord = z.infer<typeof staffRefundRecord>;

/** An order's money as staff act on it: what was paid, refunded so far and still refundable, and what they may do. */
export const staffOrderMoney = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  paid: money,
  refunded: money,
  refundable: money,
  /** Unpaid, or paid and not shipped. */
  canCancel: z.boolean(),
  canRefund: z.boolean(),
  refunds: z.array(staffRefundRecord),
});
export type StaffOrderMoney = z.infer<typeof staffOrderMoney>;

/** The packing list's language: the staff member's choice, else the request's. */
export const packingListQuery = z.object({
  lang: z.enum(LANG_CODES as [LangCode, ...LangCode[]]).optional(),
  /** One shipment's list (issue 28): only what that parcel carries, for the warehouse it leaves from. */
  shipment: z.string().regex(/^[0-9]{1,5}$/).transform(Number).optional(),
});

/**
 * An amount typed in the order's currency ("12.50", "12,5", "1200" for yen) as minor units, or
 * undefined when it is not a plain amount with at most `minorUnits` decimals.
 */
export function toMinorUnits(text: string, minorUnits: number): number | undefined {
  const m = /^(\d{1,13})(?:[.,](\d*))?$/.exec(text.trim());
  if (!m || (m[2] ?? '').length > minorUnits) return undefined;
  return Number(m[1]) * 10 ** minorUnits + Number((m[2] ?? '').padEnd(minorUnits, '0') || 0);
}

/** The console's refund form: the amount as typed in the order's currency, then the body's own rules. */
export const staffRefundForm = (minorUnits: number) =>
  z.object({
    amount: z
      .string()
      .trim()
      .min(1, 'required')
      .transform((s, c) => toMinorUnits(s, minorUnits) ?? (c.addIssue({ code: 'custom', message: 'invalid' }), z.NEVER))
      .pipe(staffRefundBody.shape.amount),
    reason: staffRefundBody.shape.reason,
    note: staffNote,
  });
