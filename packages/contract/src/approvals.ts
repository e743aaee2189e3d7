import { z } from 'zod';
import { COMPANY_ROLES } from './companies.js';
import { money } from './catalog.js';
import { bodyId, digitId } from './site.js';

// A company's purchase controls (issue 30, ADR 0046): approval rules with levels, spending limits
// per member and for the whole company per month or quarter (in the company's time zone), and the
// approval requests an order or a quotation acceptance becomes when a rule matches. Amounts are
// integer minor units of the company's currency (`approvalSettings.currency`). Messages are keys
// of FIELD_MESSAGE_KEYS.

const noNul = (s: string) => !s.includes('\u0000');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? 'required' : 'invalid') });
/** Up to 10^13 minor units: larger than any real order, small enough for a bigint column and JSON. */
export const AMOUNT_MAX = 10_000_000_000_000;
const amount = z.number('required').int('invalid').min(0, 'invalid').max(AMOUNT_MAX, 'tooLarge');

/**
 * What a rule looks at: the order total (≥ threshold, company currency), the number of lines (≥),
 * a product category (any line in it or below it), the ordering member's role, or the spending limit
 * (the order would go over the member's or the company's limit for the period).
 */
export const APPROVAL_CONDITIONS = ['total', 'lines', 'category', 'role', 'overLimit'] as const;
export type ApprovalCondition = (typeof APPROVAL_CONDITIONS)[number];
/** Approval levels run in order, 1 first; a request needs each matched level once. */
export const APPROVAL_LEVEL_MAX = 5;
export const APPROVAL_RULES_MAX = 50;
export const APPROVAL_COMMENT_MAX = 500;
/** Days a request waits before it expires unless the admin sets another number. */
export const APPROVAL_EXPIRY_DAYS_DEFAULT = 7;
export const APPROVAL_EXPIRY_DAYS_MAX = 90;
/** Roles that can approve: a rule names one (admin or approver or finance in practice). */
export const APPROVER_ROLES = COMPANY_ROLES;

/** POST/PUT /approvals/rules: one rule. The field that the condition needs is required, the others ignored. */
export const approvalRuleBody = z
  .object({
    name: z.string('required').trim().min(1, 'required').max(80, 'tooLong').refine(noNul, 'invalid'),
    condition: choice(APPROVAL_CONDITIONS),
    /** total: the threshold in the company currency's minor units. */
    minTotal: amount.optional(),
    /** lines: the number of lines from which the rule applies. */
    minLines: z.number('required').int('invalid').min(1, 'invalid').max(10_000, 'tooLarge').optional(),
    /** category: the category id (its subcategories too). */
    categoryId: bodyId('required').optional(),
    /** role: orders by members holding this role. */
    memberRole: choice(COMPANY_ROLES).optional(),
    approverRole: choice(APPROVER_ROLES),
    level: z.number('required').int('invalid').min(1, 'invalid').max(APPROVAL_LEVEL_MAX, 'invalid'),
    active: z.boolean().default(true),
    /** PUT: the version read (a stale page is refused with 409). */
    version: z.number().int().optional(),
  })
  .superRefine((b, ctx) => {
    const need = { total: 'minTotal', lines: 'minLines', category: 'categoryId', role: 'memberRole', overLimit: null }[b.condition];
    if (need && (b as Record<string, unknown>)[need] === undefined) ctx.addIssue({ code: 'custom', path: [need], message: 'required' });
  });
export type ApprovalRuleBody = z.input<typeof approvalRuleBody>;

export const approvalRule = z.object({
  id: z.number().int(),
  name: z.string(),
  condition: z.enum(APPROVAL_CONDITIONS),
  minTotal: money.nullable(),
  minLines: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  memberRole: z.enum(COMPANY_ROLES).nullable(),
  approverRole: z.enum(APPROVER_ROLES),
  level: z.number().int(),
  active: z.boolean(),
  /** Active members who hold the approver role now: 0 means the rule would block every order it matches. */
  approvers: z.number().int(),
  version: z.number().int(),
});
export type ApprovalRule = z.infer<typeof approvalRule>;

export const LIMIT_PERIODS = ['month', 'quarter'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** PUT /approvals/settings: the company's currency for rules and limits, the expiry, the company-wide limit. */
export const approvalSettingsBody = z.object({
  currency: z.string('required').regex(/^[A-Z]{3}$/, 'invalid'),
  expiryDays: z.number('required').int('invalid').min(1, 'invalid').max(APPROVAL_EXPIRY_DAYS_MAX, 'invalid'),
  /** null: no company-wide limit. */
  companyLimit: z.object({ amount, period: choice(LIMIT_PERIODS) }).nullable(),
  version: z.number().int().optional(),
});
export type ApprovalSettingsBody = z.input<typeof approvalSettingsBody>;

/** PUT /approvals/limits/:memberId: a member's own limit (null removes it). */
export const memberLimitBody = z.object({ limit: z.object({ amount, period: choice(LIMIT_PERIODS) }).nullable() });
export type MemberLimitBody = z.input<typeof memberLimitBody>;

/** Spent and left of one limit in its current period (placed orders, pending requests, accepted quotations). */
export const limitUse = z.object({
  limit: money,
  period: z.enum(LIMIT_PERIODS),
  /** The period's first moment and the next period's, as ISO instants (the company's time zone decides them). */
  from: z.string(),
  to: z.string(),
  spent: money,
  pending: money,
  left: money,
});
export type LimitUse = z.infer<typeof limitUse>;

export const approvalSettings = z.object({
  currency: z.string(),
  minorUnits: z.number().int(),
  timeZone: z.string(),
  expiryDays: z.number().int(),
  company: limitUse.nullable(),
  members: z.array(z.object({ memberId: z.number().int(), userId: z.number().int(), name: z.string(), roles: z.array(z.enum(COMPANY_ROLES)), limit: limitUse.nullable() })),
  version: z.number().int(),
});
export type ApprovalSettings = z.infer<typeof approvalSettings>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'cancelled', 'returned'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** An order at checkout, or the acceptance of a quotation. */
export const APPROVAL_KINDS = ['order', 'quotation'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const approvalStep = z.object({
  level: z.number().int(),
  approverRole: z.enum(APPROVER_ROLES),
  /** The rules of this level that matched, by name. */
  rules: z.array(z.string()),
  decision: z.enum(['approved', 'rejected']).nullable(),
  by: z.string().nullable(),
  at: z.string().nullable(),
  comment: z.string(),
});

export const approvalRequestSummary = z.object({
  requestNo: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  total: money,
  lineCount: z.number().int(),
  requester: z.object({ userId: z.number().int(), name: z.string() }),
  /** The level waiting now (null once decided). */
  currentLevel: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Whether the reader may decide it now (their role is the current level's, and it is not their own). */
  canDecide: z.boolean(),
  /** The order it became once the last level approved it. */
  orderNo: z.string().nullable(),
  quotationNo: z.string().nullable(),
});
export type ApprovalRequestSummary = z.infer<typeof approvalRequestSummary>;

export const approvalRequestDetail = approvalRequestSummary.extend({
  steps: z.array(approvalStep),
  lines: z.array(z.object({ skuId: z.number().int(), name: z.string(), productNo: z.string(), quantity: z.number().int(), unitPrice: money, lineTotal: money })),
  shippingAddress: z.string(),
  /** Why it went back to the requester (stock gone, price changed, credit exhausted…), in the reader's language. */
  returnReason: z.string().nullable(),
  /** Pay now or on account, and the purchase-order number given. */
  paymentTerms: z.enum(['now', 'account']),
  poNumber: z.string().nullable(),
  remark: z.string(),
});
export type ApprovalRequestDetail = z.infer<typeof approvalRequestDetail>;

export const APPROVAL_PAGE_SIZE = 20;
/** GET /approvals/requests: `mine` (the reader asked), `queue` (waiting for the reader's role), `all` (the company's, approvals.manage or approvals.decide). */
export const approvalListQuery = z.object({
  view: z.enum(['mine', 'queue', 'all']).default('mine'),
  status: z.enum(APPROVAL_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ApprovalListQuery = z.input<typeof approvalListQuery>;
export const approvalList = z.object({ items: z.array(approvalRequestSummary), total: z.number().int(), queue: z.number().int() });
export type ApprovalList = z.infer<typeof approvalList>;

export const approvalNoParams = z.object({ requestNo: z.string().regex(/^AR[0-9]{6,20}$/) });
export const ruleIdParams = z.object({ id: digitId });
export const memberLimitParams = z.object({ memberId: digitId });

/** POST /approvals/requests/:requestNo/decision */
export const approvalDecisionBody = z.object({
  decision: choice(['approve', 'reject'] as const),
  comment: z.string('invalid').trim().max(APPROVAL_COMMENT_MAX, 'tooLong').refine(noNul, 'invalid').default(''),
  /** The level the reader's page showed: another level waiting now (someone decided first) is refused with 409. */
  level: z.number().int().min(1).max(50).optional(),
});
export type ApprovalDecisionBody = z.input<typeof approvalDecisionBody>;
/** What a decision did: still waiting for a later level, rejected, placed as an order, or sent back with a reason. */
export const approvalDecisionResult = z.object({ status: z.enum(APPROVAL_STATUSES), currentLevel: z.number().int().nullable(), orderNo: z.string().nullable(), returnReason: z.string().nullable() });
export type ApprovalDecisionResult = z.infer<typeof approvalDecisionResult>;
