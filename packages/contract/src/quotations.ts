import { z } from 'zod';
import { CART_MAX_LINES } from './constants.js';
import { digitId, ID_MAX } from './site.js';

// Quotations that become orders (issue 15): sales answer a quotation inquiry with a quotation —
// SKU lines at negotiated unit prices in the buyer's currency, a shipping estimate, the tax of the
// destination, a validity date — and each revision is the next version, superseding the one
// before. The buyer reads the versions in the inquiry (and as a PDF), accepts the valid one in one
// click (it becomes an unpaid order at the quoted prices, paid as any other), or asks for a
// revision. A bulk request from the cart opens a quotation inquiry with the cart's lines.

/** Stored states; "expired" is an active one past its validity date (computed on reading). */
export const QUOTATION_STATUSES = ['active', 'superseded', 'accepted'] as const;
export const QUOTATION_STATES = ['active', 'expired', 'superseded', 'accepted'] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

/** Lines of one quotation (and of a cart's quote request). */
export const QUOTATION_MAX_LINES = CART_MAX_LINES;
/** Quantities a quotation may name: above the shop's per-order caps (that is what quotations are for). */
export const QUOTATION_MAX_QTY = 1_000_000;
/** How far ahead a quotation may be valid. */
export const QUOTATION_MAX_VALID_DAYS = 180;
/** The validity the builder proposes. */
export const QUOTATION_DEFAULT_VALID_DAYS = 14;
export const QUOTATION_NOTE_MAX = 2000;
/** Amounts in minor units: a safe integer well inside bigint, so totals never overflow. */
export const QUOTATION_AMOUNT_MAX = 1_000_000_000_000;

const quantity = z.number('required').int('invalid').min(1, 'tooShort').max(QUOTATION_MAX_QTY, 'tooLong');
const amount = z.number('required').int('invalid').min(0, 'invalid').max(QUOTATION_AMOUNT_MAX, 'tooLong');
const bodyId = z.number('required').int('invalid').min(1, 'invalid').max(ID_MAX, 'invalid');

/** A line the buyer asks a price for (a cart's quote request). */
export const requestedLineInput = z.object({ skuId: bodyId, quantity });
export type RequestedLineInput = z.infer<typeof requestedLineInput>;

/** POST /staff/inquiries/:id/quotations: the next version of the inquiry's quotation. */
export const quotationBody = z.object({
  /** The buyer's currency (a currency id of the site's list). */
  currencyId: bodyId,
  lines: z
    .array(z.object({ skuId: bodyId, quantity, unitPrice: amount }))
    .min(1, 'required')
    .max(QUOTATION_MAX_LINES, 'tooLong')
    .refine((ls) => new Set(ls.map((l) => l.skuId)).size === ls.length, 'invalid'),
  shippingFee: amount,
  /** The last day the quotation may be accepted (YYYY-MM-DD, valid to the end of that day in Shenzhen). */
  validUntil: z.string('required').regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'),
  note: z.string('invalid').trim().max(QUOTATION_NOTE_MAX, 'tooLong').default(''),
});
export type QuotationBody = z.input<typeof quotationBody>;

/** POST …/quotations/:id/accept: the order is placed once per key (a retried click returns it). */
export const acceptQuotationBody = z.object({
  idempotencyKey: z.string('required').uuid('invalid'),
  /** Where it ships; the buyer's default shipping address when absent. */
  shippingAddressId: bodyId.optional(),
});
export type AcceptQuotationBody = z.input<typeof acceptQuotationBody>;
/**
 * The order it became (pay it at /orderPayment), or for a company whose rules ask for it the
 * approval request it became (orderNo null; issue 30, ADR 0046): the quotation is accepted when
 * the request's last level approves it.
 */
export const quotationAccepted = z.object({
  orderNo: z.string().nullable(),
  approval: z.object({ requestNo: z.string(), levels: z.number().int() }).nullable(),
});
export type QuotationAccepted = z.infer<typeof quotationAccepted>;

/** POST …/quotations/:id/revision: the buyer's wishes, a reply in the thread. */
export const quotationRevisionBody = z.object({ body: z.string('required').trim().min(1, 'required').max(2000, 'tooLong') });
export type QuotationRevisionBody = z.input<typeof quotationRevisionBody>;

export const quotationIdParams = z.object({ id: digitId });
export const quotationPdfQuery = z.object({
  t: z.string().max(200).optional(),
  langId: z.coerce.number().int().min(1).max(99).optional(),
});

const money = z.object({ amount: z.number().int(), currency: z.string(), minorUnits: z.number().int() });

export const quotationLine = z.object({
  lineNo: z.number().int(),
  skuId: z.number().int(),
  spuId: z.number().int().nullable(),
  productNo: z.string(),
  name: z.string(),
  /** The SKU's variant in words ("10G / 10 km / LC duplex"); '' for a product with one SKU or one gone. */
  variant: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  lineTotal: money,
});
export type QuotationLine = z.infer<typeof quotationLine>;

export const quotation = z.object({
  id: z.number().int(),
  version: z.number().int(),
  state: z.enum(QUOTATION_STATES),
  currency: z.string(),
  minorUnits: z.number().int(),
  lines: z.array(quotationLine),
  subtotal: z.number().int(),
  shippingFee: z.number().int(),
  taxRateBp: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  validUntil: z.string(),
  note: z.string(),
  createdAt: z.string(),
  /** The order it became, once accepted (the buyer's view only). */
  orderNo: z.string().nullable(),
  /** A link that opens the PDF for an hour, in the reader's language. */
  pdfUrl: z.string(),
});
export type Quotation = z.infer<typeof quotation>;

/** A line a buyer asked a price for, named in the reader's language. */
export const requestedLine = z.object({ skuId: z.number().int(), spuId: z.number().int().nullable(), productNo: z.string(), name: z.string(), quantity: z.number().int() });
export type RequestedLine = z.infer<typeof requestedLine>;

/** What the console's builder starts from: the buyer's currency and the tax of their destination. */
export const quotationDefaults = z.object({
  currencyId: z.number().int(),
  currency: z.string(),
  minorUnits: z.number().int(),
  taxRateBp: z.number().int(),
  /** The destination's country code the tax is of; null when the buyer has none (no tax). */
  country: z.string().nullable(),
});
export type QuotationDefaults = z.infer<typeof quotationDefaults>;

/**
 * GET /staff/inquiries/skus?q=…&currencyId=… (SKUs by product number) or ?skuIds=1,2,3 (the
 * builder's lines): with variant, stock, list and tier prices in that currency.
 */
export const quotationSkuQuery = z
  .object({
    q: z.string().trim().min(1).max(80).optional(),
    skuIds: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'invalid')
      .transform((s) => [...new Set(s.split(',').map(Number))])
      .refine((ids) => ids.every((n) => n >= 1 && n <= ID_MAX), 'invalid')
      .optional(),
    currencyId: z.coerce.number().int().min(1).max(ID_MAX).optional(),
  })
  .refine((x) => x.q !== undefined || x.skuIds !== undefined, { path: ['q'], message: 'required' });
export type QuotationSkuQuery = z.input<typeof quotationSkuQuery>;
export const quotationSku = z.object({
  skuId: z.number().int(),
  spuId: z.number().int(),
  productNo: z.string(),
  name: z.string(),
  /** The variant in words; '' for a product with one SKU. */
  variant: z.string(),
  stock: z.number().int(),
  listPrice: money,
  /** Volume prices from a quantity up, in the same currency: the buyer's price for a quantity is the highest tier it reaches. */
  tiers: z.array(z.object({ minQty: z.number().int(), price: money })),
});
export type QuotationSku = z.infer<typeof quotationSku>;

/** The inquiry's state a quotation is created for (a client's check: the server decides). */
export function quotationState(q: { status: (typeof QUOTATION_STATUSES)[number]; validUntil: string | Date }, now = new Date()): QuotationState {
  if (q.status !== 'active') return q.status;
  return new Date(q.validUntil).getTime() < now.getTime() ? 'expired' : 'active';
}
