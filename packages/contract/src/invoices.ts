import { z } from 'zod';
import { money } from './catalog.js';
import { placedBy, purchaseFor } from './companies.js';
import { bodyId, digitId } from './site.js';
import { TAX_NO_MAX } from './tax-numbers.js';

// VAT invoices (issue 15; docs/product.md#screens invoice, invoiceApp, invoiceTitle, invoiceDetail; docs/product.md#entities "Invoice:
// title, amount, type, request date, status, order number, product id, item number, issuer"; docs/product.md#states
// statuses pending review / approved / rejected, types general / special electronic VAT invoice).
// A buyer keeps invoice titles (one default) and applies once per paid or completed order; finance
// approves (the invoice gets its number and a PDF) or rejects with a reason. The tax number's check
// by country is in tax-numbers.ts. Messages are keys of FIELD_MESSAGE_KEYS.

export const INVOICE_TITLE_KINDS = ['company', 'personal'] as const;
export type InvoiceTitleKind = (typeof INVOICE_TITLE_KINDS)[number];
/** General or special electronic VAT invoice; a special one lets a company deduct input VAT. */
export const INVOICE_TYPES = ['general', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** docs/product.md#states: pending review, approved, rejected. */
export const INVOICE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * Orders that may be invoiced: paid (to ship, to receive) or completed. A cancelled or refunded
 * order has nothing left to invoice; a free sample order (kind sample) costs nothing.
 */
export const INVOICEABLE_ORDER_STATUSES = ['to_ship', 'to_receive', 'completed'] as const;
/** Titles one buyer may keep: enough for every company they buy for, not a dumping ground. */
export const INVOICE_TITLE_MAX = 20;
export const INVOICE_TITLE_NAME_MAX = 200;
export const INVOICE_REASON_MAX = 500;
/** How long finance takes to decide, in business days (the texts say so). */
export const INVOICE_REVIEW_DAYS = 3;
export const INVOICE_PAGE_SIZE = 20;

const noNul = (s: string) => !s.includes('\u0000');
const text = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong').refine(noNul, 'invalid');
const optionalText = (max: number) => z.string('invalid').trim().max(max, 'tooLong').refine(noNul, 'invalid').default('');
/** Missing or empty is "required", any other value outside the list "invalid". */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? 'required' : 'invalid') });

/**
 * POST/PUT /invoices/titles. The tax number's format depends on the country (taxNoIssue with the
 * country's code: the form knows the code from its country list, the server from the country row),
 * so this schema checks only its length; a company's tax number is required.
 */
export const invoiceTitleBody = z
  .object({
    kind: choice(INVOICE_TITLE_KINDS),
    name: text(INVOICE_TITLE_NAME_MAX),
    countryId: bodyId('required'),
    taxNo: optionalText(TAX_NO_MAX),
    address: optionalText(300),
    phone: optionalText(40),
    /** Bank and account: printed on a special VAT invoice, which needs them. */
    bank: optionalText(120),
    bankAccount: optionalText(60),
    isDefault: z.boolean('invalid').default(false),
    /** Whose title a new one is: the buyer's own (default) or their company's (needs titles.manage). A change keeps its owner. */
    for: purchaseFor.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'company' && b.taxNo === '') ctx.addIssue({ code: 'custom', path: ['taxNo'], message: 'required' });
  });
export type InvoiceTitleBody = z.input<typeof invoiceTitleBody>;

export const invoiceIdParams = z.object({ id: digitId });

/** A title's own fields; `country` in the request's language. */
const titleFields = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: z.string(),
  taxNo: z.string(),
  countryId: z.number().int(),
  countryCode: z.string(),
  country: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  /** The default among the buyer's own titles, or among the company's for a company title. */
  isDefault: z.boolean(),
});
/** A title as the buyer's pages show it, with whose it is (issue 29). */
export const invoiceTitle = titleFields.extend({
  /** The company's id for a title of the company (shared by its members), null for the buyer's own. */
  companyId: z.number().int().nullable(),
  /** Who of the company added a company title (null for the buyer's own). */
  addedBy: placedBy.nullable(),
  /** Whether the buyer may change or delete it now (their own; the company's with titles.manage). */
  mayChange: z.boolean(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitle>;

/** What a special VAT invoice prints of the buyer, so its title must have all of it. */
export const SPECIAL_INVOICE_FIELDS = ['taxNo', 'address', 'phone', 'bank', 'bankAccount'] as const;
/** Whether a title can carry a special VAT invoice: a company with every field of SPECIAL_INVOICE_FIELDS. */
export const fitsSpecialInvoice = (t: Pick<InvoiceTitle, 'kind' | (typeof SPECIAL_INVOICE_FIELDS)[number]>) =>
  t.kind === 'company' && SPECIAL_INVOICE_FIELDS.every((f) => t[f].trim() !== '');

/** A paid or completed order of the buyer's that has no invoice yet (the application form's choices). */
export const invoiceableOrder = z.object({
  orderNo: z.string(),
  status: z.enum(INVOICEABLE_ORDER_STATUSES),
  createdAt: z.string(),
  total: money,
  /** The first line's name and how many lines there are, to recognise the order by. */
  firstLine: z.string(),
  lineCount: z.number().int(),
  /** The company's id for a company order (its invoice takes one of the company's titles), null for the buyer's own. */
  companyId: z.number().int().nullable(),
});
export type InvoiceableOrder = z.infer<typeof invoiceableOrder>;

/** POST /invoices: apply for an invoice of an order with one of the buyer's titles. */
export const invoiceApplyBody = z.object({
  orderNo: z.string('required').trim().min(1, 'required').max(32, 'tooLong').regex(/^[A-Za-z0-9]+$/, 'invalid'),
  type: choice(INVOICE_TYPES),
  titleId: bodyId('required'),
});
export type InvoiceApplyBody = z.input<typeof invoiceApplyBody>;

/** The title as it was when the buyer applied (the invoice prints this, whatever changes later). */
export const invoiceTitleSnapshot = titleFields.omit({ id: true, isDefault: true, countryId: true });
export type InvoiceTitleSnapshot = z.infer<typeof invoiceTitleSnapshot>;

/** An order line as the invoice lists it: the spec's product id (spuId) and item number (productNo). */
export const invoiceLine = z.object({
  lineNo: z.number().int(),
  spuId: z.number().int(),
  productNo: z.string(),
  name: z.string(),
  saleAttr: z.string(),
  quantity: z.number().int(),
  lineTotal: money,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/**
 * A credit note (red-letter invoice, 红字发票; issue 30): money an invoiced order gave back (a refund
 * in whole or in part, paid now or on account), numbered CN + yymmdd + sequence, with its own PDF.
 */
export const creditNoteView = z.object({
  id: z.number().int(),
  creditNoteNo: z.string(),
  /** What it takes back of the invoice (a positive amount; the PDF prints it negative). */
  amount: money,
  /** Why: the refund's reason code (cancel, returned, damaged…) or 'refunded' for the rest of a refunded order. */
  reason: z.string(),
  createdAt: z.string(),
  /** A signed link to its PDF (for an hour, in an <a href>). */
  pdfUrl: z.string().nullable(),
});
export type CreditNoteView = z.infer<typeof creditNoteView>;

/** docs/product.md#entities Invoice, as its buyer reads it. */
export const invoiceApplication = z.object({
  id: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  type: z.enum(INVOICE_TYPES),
  title: invoiceTitleSnapshot,
  /** The order's total when the buyer applied. */
  amount: money,
  orderNo: z.string(),
  /** Request date (ISO). */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Set on approval, e.g. INV-2026-000123. */
  invoiceNo: z.string().nullable(),
  /** The seller that issues the invoice, in the reader's language. */
  issuer: z.string(),
  lines: z.array(invoiceLine),
  /** A signed link to the PDF (approved ones only; it works in an <a href>, for an hour). */
  pdfUrl: z.string().nullable(),
  /** The order's company for a company invoice (its members with invoices.read see it), null for the buyer's own. */
  companyId: z.number().int().nullable(),
  /** Who applied for it. */
  appliedBy: placedBy,
  /** What credit notes took back of it (issue 30): equal to `amount` once credited in full. Always sent by the server. */
  credited: money.optional(),
  /** Its credit notes, oldest first (issue 30). Always sent by the server. */
  creditNotes: z.array(creditNoteView).optional(),
});
export type InvoiceApplication = z.infer<typeof invoiceApplication>;

/** The buyer's own invoices, or their company's (members with invoices.read). */
export const INVOICE_SCOPES = ['mine', 'company'] as const;
export type InvoiceScope = (typeof INVOICE_SCOPES)[number];

export const myInvoicesQuery = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  scope: z.enum(INVOICE_SCOPES).default('mine'),
  /** Only the applications of this order (the order detail page shows its invoice). */
  orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(INVOICE_PAGE_SIZE),
});
export type MyInvoicesQuery = z.input<typeof myInvoicesQuery>;

const counts = z.record(z.enum(INVOICE_STATUSES), z.number().int());

/** The buyer's applications (of one status, or all), newest first, with counts per status. */
export const myInvoices = z.object({
  items: z.array(invoiceApplication),
  total: z.number().int(),
  counts,
});
export type MyInvoices = z.infer<typeof myInvoices>;

/** PDF download: the signed link's token, or the owner's session; the PDF's language. */
export const invoicePdfQuery = z.object({
  t: z.string().max(80).optional(),
  langId: z.coerce.number().int().min(1).max(6).optional(),
});

// ── The console (permission invoices.decide: finance, administrators) ─────────────────────────

export const staffInvoicesQuery = z.object({
  status: z.enum(INVOICE_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(INVOICE_PAGE_SIZE),
});
export type StaffInvoicesQuery = z.input<typeof staffInvoicesQuery>;

export const staffInvoice = invoiceApplication.extend({
  buyerEmail: z.string(),
  buyerName: z.string(),
  /** The order's status now: one refunded since the application cannot be approved. */
  orderStatus: z.string(),
  /** When the carrier delivered the order (ISO): a to_receive order then reads delivered (orderBadge). */
  orderDeliveredAt: z.string().nullable(),
  /** Who decided (a staff member's name; null for the operator token or while pending). */
  decidedBy: z.string().nullable(),
});
export type StaffInvoice = z.infer<typeof staffInvoice>;

export const staffInvoiceList = z.object({ items: z.array(staffInvoice), total: z.number().int(), counts });
export type StaffInvoiceList = z.infer<typeof staffInvoiceList>;

export const invoiceRejectBody = z.object({ reason: text(INVOICE_REASON_MAX) });
export type InvoiceRejectBody = z.input<typeof invoiceRejectBody>;

export const invoiceApproved = z.object({ invoiceNo: z.string() });
