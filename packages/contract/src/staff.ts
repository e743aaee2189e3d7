import { z } from 'zod';
import { emailField, passwordField } from './account.js';
import { money } from './catalog.js';
import { ORDER_KINDS, ORDER_STATUSES, orderShipping } from './orders.js';

// Staff: the shop's side (console at /console, operator CLI). Separate accounts from buyers;
// every /api/ew/staff endpoint names the permission it needs, and roles grant permissions
// (ADR 0017). The console's menu is built from the same table.

export const STAFF_ROLES = ['agent', 'sales', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = {
  /** See orders to ship, deliver and refund. */
  'orders.read': ['sales', 'finance', 'admin'],
  /** Ship and deliver paid orders. */
  'orders.fulfil': ['sales', 'admin'],
  /** Complete a refund (money goes back through the payment provider). */
  'orders.refund': ['finance', 'admin'],
  /** Hide or show hot searches. */
  'search.moderate': ['admin'],
  /** Create staff accounts, disable and enable them, change their roles, force a password reset. */
  'staff.manage': ['admin'],
  /** Answer the live chat: the queue, replies, closing. */
  'chat.answer': ['agent', 'admin'],
  /** Edit the chat assistant's topics and answers. */
  'chat.assistant': ['admin'],
  /** Open buyers' private uploads (question and inquiry files) to answer them. */
  'uploads.read': ['agent', 'sales', 'admin'],
  /** Create coupons and end them. */
  'coupons.manage': ['sales', 'admin'],
  /** Publish or hide buyers' reviews and reply to them publicly. */
  'reviews.moderate': ['agent', 'sales', 'admin'],
  /** Answer buyers' product questions. */
  'questions.answer': ['agent', 'sales', 'admin'],
  /** Approve or reject free sample applications. */
  'samples.decide': ['sales', 'admin'],
  /** Answer inquiries and contact messages, build quotations. */
  'inquiries.answer': ['sales', 'admin'],
  /** Approve or reject VAT invoice applications. */
  'invoices.decide': ['finance', 'admin'],
  /** Cancel an order with a reason and add internal notes to orders (issue 27). */
  'orders.manage': ['sales', 'admin'],
  /** Edit the catalogue: products, their texts, SKUs, prices, media, categories, imports (issue 27). */
  'catalog.edit': ['sales', 'admin'],
  /** Edit and publish news, cases, solutions, pages, policies and the home page (issue 27). */
  'content.edit': ['sales', 'admin'],
  /** Look up buyers: their orders, addresses, inquiries and history (issue 27). */
  'customers.read': ['agent', 'sales', 'finance', 'admin'],
  /** Block and unblock buyers, send password resets, export and erase personal data (issue 27). */
  'customers.manage': ['admin'],
  /** Read the audit log of staff changes (issue 27). */
  'audit.read': ['admin'],
  /** See stock per warehouse, incoming deliveries, the stock ledger and the warehouses' settings (issue 28). */
  'stock.read': ['sales', 'finance', 'admin'],
  /** Set and move stock, record and receive incoming stock, edit warehouses' calendars and transit days (issue 28). */
  'stock.write': ['sales', 'admin'],
  /** Run the stock consistency check (issue 28; `npm run ops -- stock-check`). */
  'stock.check': ['admin'],
  /** See company applications and companies: applicant, members, invitations, history (issue 29). */
  'companies.read': ['agent', 'sales', 'finance', 'admin'],
  /** Approve or reject applications; suspend, reactivate and close companies (issue 29). */
  'companies.write': ['sales', 'admin'],
  /** See credit applications, accounts, invoices and ledgers (issue 30). */
  'credit.read': ['sales', 'finance', 'admin'],
  /** Grant or refuse credit, change limits and terms, hold or release, record payments and reversals (issue 30). */
  'credit.write': ['finance', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function can(roles: readonly string[], permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly string[]).some((r) => roles.includes(r));
}

export const staffLoginBody = z.object({ email: emailField, password: z.string('required').min(1, 'required').max(200, 'tooLong') });

export const staffMe = z.object({
  staffId: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  permissions: z.array(z.string()),
  /** Their roles need two-factor sign-in and they have not enrolled: the session may only enrol (issue 27). The server always sends it. */
  mustEnrol: z.boolean().optional(),
});
export type StaffMe = z.infer<typeof staffMe>;

export const staffCreateBody = z.object({
  email: emailField,
  name: z.string().trim().min(1, 'required').max(80, 'tooLong'),
  password: passwordField,
  roles: z.array(z.enum(STAFF_ROLES)).min(1, 'required').max(STAFF_ROLES.length),
});
export type StaffCreateBody = z.input<typeof staffCreateBody>;

/** The console's order queues: what waits for the shop. */
export const STAFF_ORDER_QUEUES = ['to_ship', 'to_deliver', 'refunding'] as const;
export type StaffOrderQueue = (typeof STAFF_ORDER_QUEUES)[number];

export const staffOrderQuery = z.object({
  queue: z.enum(STAFF_ORDER_QUEUES).default('to_ship'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const staffOrderRow = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** sample: a free-sample order, shipped at no charge (issue 14). */
  kind: z.enum(ORDER_KINDS),
  buyerEmail: z.string(),
  total: money,
  lineCount: z.number().int(),
  units: z.number().int(),
  /** When it entered its queue: paid, shipped or return requested. */
  since: z.string(),
  shipTo: z.string(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  returnReason: z.string().nullable(),
  /** Its shipments so far (issue 28): a to-ship order with some shipped reads partly shipped; null without shipments. */
  shipping: orderShipping.nullable(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRow>;

export const staffOrderList = z.object({ items: z.array(staffOrderRow), total: z.number().int(), counts: z.record(z.enum(STAFF_ORDER_QUEUES), z.number().int()) });
export type StaffOrderList = z.infer<typeof staffOrderList>;

// ── Coupons in the console (issue 14) ──────────────────────────────────────────────────────
/** scheduled: not started; active: usable now; ended: past its expiry (or ended by staff). */
export const STAFF_COUPON_STATES = ['scheduled', 'active', 'ended'] as const;
export const staffCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Basis points (percent) or US-dollar cents (fixed; the shop's base currency). */
  value: z.number().int(),
  /** Smallest subtotal, in US-dollar cents. */
  minAmount: z.number().int(),
  startsAt: z.string(),
  expiresAt: z.string(),
  public: z.boolean(),
  state: z.enum(STAFF_COUPON_STATES),
  /** Buyers holding it, and orders that used it. */
  claims: z.number().int(),
  uses: z.number().int(),
});
export type StaffCoupon = z.infer<typeof staffCoupon>;
const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'invalid');
export const staffCouponBody = z
  .object({
    code: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{3,40}$/, 'invalid'),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().int().min(1, 'invalid').max(100_000_000, 'tooLong'),
    minAmount: z.number().int().min(0, 'invalid').max(100_000_000, 'tooLong'),
    startsAt: isoDate,
    expiresAt: isoDate,
    public: z.boolean(),
  })
  .refine((b) => b.kind === 'fixed' || b.value <= 9_000, { path: ['value'], message: 'invalid' })
  .refine((b) => Date.parse(b.expiresAt) > Date.parse(b.startsAt), { path: ['expiresAt'], message: 'invalid' });
export type StaffCouponBody = z.infer<typeof staffCouponBody>;
export const staffCouponParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
