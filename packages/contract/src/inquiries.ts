import { z } from 'zod';
import { emailField } from './account.js';
import { placedBy, purchaseFor } from './companies.js';
import { QUOTATION_MAX_LINES, quotation, quotationDefaults, requestedLine, requestedLineInput } from './quotations.js';
import { digitId, ID_MAX } from './site.js';

// Inquiries and the contact-us form (issue 15; docs/product.md#entities "Inquiry: number, product number, company
// name, details, phone (optional), type, status, created time, optional file", docs/product.md#states statuses, docs/product.md#validation
// product number required with a too-long message, details required, files PDF/JPG/PNG/DOC/DOCX/
// XLS/XLSX/TXT up to 5 MB, docs/product.md#errors "Product number too long", "inquiry submitted (reply within 1
// business day)"). Buyers and guests (with an e-mail) send one; sales answer in a thread in the
// console. The forms are posted as multipart (the optional file travels with them, so guests can
// attach one too): every field is text there, so ids arrive as digit strings.
// Messages are keys of FIELD_MESSAGE_KEYS, translated by the server and the web.

/** What a buyer may ask for (docs/product.md#overview). */
export const INQUIRY_TYPES = ['solution', 'customization', 'quotation'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
/** Stored kinds: the contact form's messages are inquiries too, so they land in the same queue. */
export const INQUIRY_KINDS = [...INQUIRY_TYPES, 'contact'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];
/** docs/product.md#states, in order: waiting for the shop, waiting for the buyer, being worked on, done. */
export const INQUIRY_STATUSES = ['pending_reply', 'pending_feedback', 'processing', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** Where the form was opened (for the sales team's context). */
export const INQUIRY_SOURCES = ['product', 'solution', 'support', 'search', 'cart', 'contact', 'page'] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];
export const CONTACT_TOPICS = ['sales', 'support', 'order', 'partnership', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** docs/product.md#validation "product number (with a too-long message)": the column's length. */
export const INQUIRY_PRODUCT_NO_MAX = 80;
/** A buyer's text: the details of an inquiry, a contact message, a reply. */
export const INQUIRY_TEXT_MAX = 2000;
/** Sales may write longer answers (a design with its reasons). */
export const INQUIRY_REPLY_MAX = 4000;
export const INQUIRY_NAME_MAX = 120;
export const INQUIRY_COMPANY_MAX = 120;
export const INQUIRY_PHONE_MAX = 40;
/** docs/product.md#limits: inquiries are answered within one working day (the text of the success message of docs/product.md#errors). */
export const INQUIRY_REPLY_DAYS = 1;
export const INQUIRY_PAGE_SIZE = 10;
export const STAFF_INQUIRY_PAGE_SIZE = 20;
/**
 * Anti-abuse: every inquiry and contact message lands in a person's queue, and guests need no
 * account. Counted per buyer (or, for a guest, per e-mail) and per source address, over an hour.
 */
export const INQUIRIES_PER_HOUR = 10;
export const INQUIRIES_PER_IP_HOUR = 30;
/** Replies one buyer may add to their inquiries per hour. */
export const INQUIRY_REPLIES_PER_HOUR = 30;

const noNul = (s: string) => !s.includes('\u0000');
/** Missing or empty is "required" (docs/product.md#validation), any other value outside the list is "invalid". */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? 'required' : 'invalid') });
const required = (max: number, tooLong: 'tooLong' | 'productNoTooLong' = 'tooLong') =>
  z.string('required').trim().min(1, 'required').max(max, tooLong).refine(noNul, 'invalid');
const optional = (max: number) => z.string('invalid').trim().max(max, 'tooLong').refine(noNul, 'invalid').default('');
/** An empty form field is the same as an absent one. */
const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** An id of a form field (a digit string, or a number from a JSON client) within its column's range. */
const formId = blankIsAbsent(
  z.union([z.number(), z.string()], { error: 'invalid' }).transform((v, c) => {
    const n = typeof v === 'number' ? v : /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : Number.NaN;
    if (Number.isInteger(n) && n >= 1 && n <= ID_MAX) return n;
    c.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }),
);
const phone = z.string('invalid').trim().max(INQUIRY_PHONE_MAX, 'tooLong').regex(/^[+\d\s().\-/]*$/, 'invalid').default('');

/**
 * POST /inquiries (multipart, with an optional `file`). A logged-in buyer's inquiry is theirs and
 * answered at their account's e-mail; a guest must give an e-mail (the server asks for it).
 */
export const inquiryBody = z
  .object({
    type: choice(INQUIRY_TYPES),
    /** Required, except for an inquiry about a solution (`solutionId`), which names no product. */
    productNo: z.string('required').trim().max(INQUIRY_PRODUCT_NO_MAX, 'productNoTooLong').refine(noNul, 'invalid').default(''),
    company: optional(INQUIRY_COMPANY_MAX),
    details: required(INQUIRY_TEXT_MAX),
    phone,
    /** A guest's address (ignored for a logged-in buyer, who is answered at their account's). */
    email: blankIsAbsent(emailField),
    /** A guest's name, for the reply's greeting. */
    name: optional(INQUIRY_NAME_MAX),
    source: blankIsAbsent(z.enum(INQUIRY_SOURCES, 'invalid')),
    /** The product and SKU the form was opened from (prefilled on the product page). */
    spuId: formId,
    skuId: formId,
    /** The solution the form was opened from (a solution's page): what the inquiry is about. */
    solutionId: formId,
    /**
     * A cart's quote request (issue 15): its lines, as JSON text in the multipart form (an array
     * from a JSON client); the inquiry then asks a price for each.
     */
    lines: blankIsAbsent(
      z.preprocess((v) => {
        if (typeof v !== 'string') return v;
        try {
          return JSON.parse(v) as unknown;
        } catch {
          return v;
        }
      }, z.array(requestedLineInput, 'invalid').min(1, 'required').max(QUOTATION_MAX_LINES, 'tooLong')),
    ),
    /** For the buyer themselves (default) or their company (a member with quotations.manage; issue 29). */
    purchaseFor: blankIsAbsent(purchaseFor),
  })
  // Said along with the other fields' errors, not only once they are right.
  .refine((v) => Boolean(v.productNo) || v.solutionId !== undefined, {
    path: ['productNo'],
    message: 'required',
    when: (p) => !p.issues.some((i) => i.path?.[0] === 'productNo' || i.path?.[0] === 'solutionId'),
  });
export type InquiryBody = z.input<typeof inquiryBody>;

/** POST /inquiries/contact (multipart, with an optional `file`): the contact-us form, for anyone. */
export const contactBody = z.object({
  topic: choice(CONTACT_TOPICS),
  name: required(INQUIRY_NAME_MAX),
  email: emailField,
  company: optional(INQUIRY_COMPANY_MAX),
  message: required(INQUIRY_TEXT_MAX),
});
export type ContactBody = z.input<typeof contactBody>;

/** POST /inquiries/:inquiryNo/messages (multipart, with an optional `file`): the buyer's reply. */
export const inquiryReplyBody = z.object({ body: required(INQUIRY_TEXT_MAX) });
export type InquiryReplyBody = z.input<typeof inquiryReplyBody>;

/** Inquiry numbers as the server makes them: IQ, the UTC date (YYMMDD) and a unique serial. */
export const inquiryNoParams = z.object({ inquiryNo: z.string().regex(/^IQ\d{7,18}$/) });
export const inquiryFileParams = z.object({ fileId: z.uuid() });

const searchText = z.string().trim().max(100, 'tooLong').refine(noNul, 'invalid').optional();
const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** GET /inquiries: the buyer's inquiries by status tab, searched by number, product number or words. */
export const myInquiriesQuery = z.object({
  status: z.enum([...INQUIRY_STATUSES, 'all']).default('all'),
  q: searchText,
  page,
  /** mine: the buyer's own (and those they asked for the company); company: the company's (quotations.read; issue 29). */
  scope: z.enum(['mine', 'company']).default('mine'),
});
export type MyInquiriesQuery = z.input<typeof myInquiriesQuery>;

/** A file of an inquiry or of one of its messages, with a link signed for whoever reads it (hours). */
export const inquiryFile = z.object({
  id: z.string(),
  name: z.string(),
  /** A link that opens the file for hours; null for a reader who may not open files. */
  url: z.string().nullable(),
  mime: z.string(),
  size: z.number().int(),
});
export type InquiryFile = z.infer<typeof inquiryFile>;

export const INQUIRY_AUTHORS = ['buyer', 'staff'] as const;
export const inquiryMessage = z.object({
  id: z.number().int(),
  author: z.enum(INQUIRY_AUTHORS),
  /** The sales person's name on a staff message. */
  staffName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  files: z.array(inquiryFile),
});
export type InquiryMessage = z.infer<typeof inquiryMessage>;

const statusCounts = z.object(Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, z.number().int()])) as Record<InquiryStatus, z.ZodNumber>);
export type InquiryStatusCounts = z.infer<typeof statusCounts>;

/** An inquiry in a list. */
export const inquirySummary = z.object({
  inquiryNo: z.string(),
  type: z.enum(INQUIRY_KINDS),
  status: z.enum(INQUIRY_STATUSES),
  source: z.enum(INQUIRY_SOURCES),
  productNo: z.string(),
  /** The title of the solution an inquiry is about (in the reader's language), or null. */
  solution: z.string().nullable(),
  topic: z.enum(CONTACT_TOPICS).nullable(),
  details: z.string(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** Who wrote last: the buyer (the shop owes a reply) or staff. */
  lastAuthor: z.enum(INQUIRY_AUTHORS),
  /** Messages after the inquiry itself. */
  replies: z.number().int(),
  /** Asked for the buyer themselves or in their company's name (issue 29). */
  purchaseFor,
  /** Who asked for a company inquiry (null for a personal one). */
  placedBy: placedBy.nullable(),
});
export type InquirySummary = z.infer<typeof inquirySummary>;
export const myInquiryPage = z.object({
  items: z.array(inquirySummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The buyer's inquiries by status, whatever the tab and search. */
  counts: statusCounts,
});
export type MyInquiryPage = z.infer<typeof myInquiryPage>;

/**
 * One inquiry with its thread: the inquiry itself (details and its file) first, then the messages
 * of both sides, oldest first. Later work (quotations) adds to this shape, so readers take what
 * they know.
 */
export const inquiryDetail = inquirySummary.extend({
  spuId: z.number().int().nullable(),
  skuId: z.number().int().nullable(),
  productName: z.string().nullable(),
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  files: z.array(inquiryFile),
  messages: z.array(inquiryMessage),
  /** The lines a cart's quote request asked a price for (empty otherwise). */
  requestedLines: z.array(requestedLine),
  /** The quotation's versions, the latest first. */
  quotations: z.array(quotation),
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;

/** The answer to a new inquiry or contact message: its number (the message of docs/product.md#errors is the envelope's msg). */
export const inquiryCreated = z.object({ inquiryNo: z.string() });
export type InquiryCreated = z.infer<typeof inquiryCreated>;

// ─── Staff (permission inquiries.answer) ─────────────────────────────────────────────────────

/** The console's queue: a status (open: all but closed), a kind, words; oldest waiting first. */
export const staffInquiriesQuery = z.object({
  status: z.enum([...INQUIRY_STATUSES, 'open', 'all']).default('pending_reply'),
  type: z.enum(INQUIRY_KINDS).optional(),
  /** Words of the number, product number, details, e-mail, name or company. */
  q: searchText,
  page,
});
export type StaffInquiriesQuery = z.input<typeof staffInquiriesQuery>;

const staffFacts = {
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  /** The language the inquiry was written in (zh-CN, en…): answer in it. */
  lang: z.string(),
  /** Sent by a logged-in buyer or attached to their account since; false for a guest's. */
  registered: z.boolean(),
};
export const staffInquirySummary = inquirySummary.extend(staffFacts);
export type StaffInquirySummary = z.infer<typeof staffInquirySummary>;
export const staffInquiryList = z.object({
  items: z.array(staffInquirySummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every inquiry by status, whatever the filters. */
  counts: statusCounts,
});
export type StaffInquiryList = z.infer<typeof staffInquiryList>;
export const staffInquiry = inquiryDetail.extend({ ...staffFacts, quotationDefaults });
export type StaffInquiry = z.infer<typeof staffInquiry>;

export const staffInquiryParams = z.object({ id: digitId });

/**
 * POST /staff/inquiries/:id/messages (multipart, with an optional `file`): a sales reply. The
 * inquiry then waits for the buyer's feedback, unless the reply sets another status with it.
 */
export const staffInquiryReplyBody = z.object({
  body: required(INQUIRY_REPLY_MAX),
  status: blankIsAbsent(z.enum(INQUIRY_STATUSES, 'invalid')),
});
export type StaffInquiryReplyBody = z.input<typeof staffInquiryReplyBody>;

/** PUT /staff/inquiries/:id/status. */
export const inquiryStatusBody = z.object({ status: choice(INQUIRY_STATUSES) });
export type InquiryStatusBody = z.input<typeof inquiryStatusBody>;
