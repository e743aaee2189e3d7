import { z } from 'zod';
import { orderAddress } from './orders.js';
import { bodyId, digitId } from './site.js';

// Free samples (issue 14): a buyer applies from a product page for sample-eligible SKUs (each SKU's
// `sampleLimit`, the most units one application may ask for; 0 = not offered); staff approve (the
// samples ship as a zero-price order of kind 'sample', through the usual shipping flow) or reject
// with a reason. Messages are keys of FIELD_MESSAGE_KEYS, translated by the server and the web.

/**
 * What one buyer may ask for. Samples cost the shop real money and stock, so the limits keep them
 * for evaluating a project, not for supplying one:
 * - SKUs per application: an evaluation compares a few candidates (say an LR and an ER optic and
 *   a cable), not a bill of materials;
 * - one application under review at a time: a buyer waits for the answer before asking again,
 *   so a queue of near-identical applications never builds up;
 * - applications per window: at most SAMPLE_MAX_PER_WINDOW pending or approved applications in
 *   SAMPLE_WINDOW_DAYS (a quarter, about one evaluation cycle); a rejected one does not count,
 *   since a rejection (wrong address, unclear project) should not use up the buyer's allowance;
 * - the same SKU at most once per window (pending or approved): a second free unit of what the
 *   buyer already tested is a purchase.
 */
export const SAMPLE_MAX_LINES = 3;
export const SAMPLE_MAX_PENDING = 1;
export const SAMPLE_MAX_PER_WINDOW = 3;
export const SAMPLE_WINDOW_DAYS = 90;
/** No SKU's sampleLimit goes above this (the seed gives 1–3); a bound for the body's numbers. */
export const SAMPLE_QUANTITY_MAX = 10;
export const SAMPLE_PROJECT_MAX = 1000;
export const SAMPLE_COMPANY_MAX = 120;
export const SAMPLE_REASON_MAX = 500;
/** How long the shop takes to decide, in business days (the texts say so). */
export const SAMPLE_REVIEW_DAYS = 2;

/** As the buyer sees an application: shipped is an approved one whose order has left the warehouse. */
export const SAMPLE_STATUSES = ['pending', 'approved', 'shipped', 'rejected'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
/** The console's queues: the stored statuses (an approved one's shipping shows with its order). */
export const STAFF_SAMPLE_QUEUES = ['pending', 'approved', 'rejected'] as const;
export type StaffSampleQueue = (typeof STAFF_SAMPLE_QUEUES)[number];

const text = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong');

export const sampleLineBody = z.object({
  skuId: bodyId('required'),
  quantity: z.number('required').int('invalid').min(1, 'invalid').max(SAMPLE_QUANTITY_MAX, 'tooMany'),
});

export const sampleApplyBody = z.object({
  lines: z
    .array(sampleLineBody, 'required')
    .min(1, 'required')
    .max(SAMPLE_MAX_LINES, 'tooMany')
    .refine((lines) => new Set(lines.map((l) => l.skuId)).size === lines.length, 'invalid'),
  project: text(SAMPLE_PROJECT_MAX),
  company: text(SAMPLE_COMPANY_MAX),
  addressId: bodyId('required'),
});
export type SampleApplyBody = z.input<typeof sampleApplyBody>;

export const sampleParams = z.object({ id: digitId });

export const sampleLine = z.object({
  skuId: z.number().int(),
  spuId: z.number().int(),
  name: z.string(),
  productNo: z.string(),
  image: z.string(),
  /** The SKU's options, e.g. "Distance: 10 km / Brand coding: Cisco". */
  saleAttr: z.string(),
  quantity: z.number().int(),
});
export type SampleLine = z.infer<typeof sampleLine>;

export const sampleRequest = z.object({
  id: z.number().int(),
  status: z.enum(SAMPLE_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  project: z.string(),
  company: z.string(),
  /** The address-book entry as it was when applying. */
  address: orderAddress,
  lines: z.array(sampleLine),
  rejectReason: z.string().nullable(),
  /** The zero-price order an approval created, and its shipping once shipped. */
  orderNo: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: z.string().nullable(),
});
export type SampleRequest = z.infer<typeof sampleRequest>;

/** The buyer's applications, newest first, and where they stand against the limits. */
export const mySamples = z.object({
  items: z.array(sampleRequest),
  /** Applications under review now. */
  pending: z.number().int(),
  /** Pending or approved applications within the last SAMPLE_WINDOW_DAYS. */
  inWindow: z.number().int(),
  /** When the oldest of those leaves the window (ISO), while the window is full. */
  nextAllowedAt: z.string().nullable(),
});
export type MySamples = z.infer<typeof mySamples>;

// ── The console ──────────────────────────────────────────────────────────────────────────────

export const staffSamplesQuery = z.object({
  status: z.enum(STAFF_SAMPLE_QUEUES).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffSamplesQuery = z.input<typeof staffSamplesQuery>;

export const staffSampleLine = sampleLine.extend({
  /** Units in stock now: an application whose SKU is short cannot be approved. */
  stock: z.number().int(),
});

export const staffSample = sampleRequest.omit({ lines: true }).extend({
  buyerEmail: z.string(),
  buyerName: z.string(),
  lines: z.array(staffSampleLine),
  /** Who decided (a staff member's name), and the order's status once approved. */
  decidedBy: z.string().nullable(),
  orderStatus: z.string().nullable(),
  /** When the carrier delivered the sample order (ISO): its status then reads delivered (orderBadge). */
  orderDeliveredAt: z.string().nullable(),
});
export type StaffSample = z.infer<typeof staffSample>;

export const staffSampleList = z.object({
  items: z.array(staffSample),
  total: z.number().int(),
  counts: z.record(z.enum(STAFF_SAMPLE_QUEUES), z.number().int()),
});
export type StaffSampleList = z.infer<typeof staffSampleList>;

export const sampleRejectBody = z.object({ reason: text(SAMPLE_REASON_MAX) });
export type SampleRejectBody = z.input<typeof sampleRejectBody>;

export const sampleApproved = z.object({ orderNo: z.string() });
