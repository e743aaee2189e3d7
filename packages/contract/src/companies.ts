import { z } from 'zod';
import { bodyId, digitId } from './site.js';
import { TAX_NO_MAX } from './tax-numbers.js';

// Companies (issue 29; docs/architecture.md#business-buyers, ADR 0045). A buyer applies to open a
// company account; sales approve or reject it in the console. Members hold one or more of five
// roles, each a named set of permissions checked on the server. A company-owned record (address,
// invoice title, order, inquiry, quotation, invoice, requisition list) carries the company's id;
// what a member may do with it is the permission below, and a suspended or closed company keeps
// only the read permissions. Messages are keys of FIELD_MESSAGE_KEYS.

/** pending (applied), active, suspended (by staff; read only), closed (for good), rejected (an application turned down). */
export const COMPANY_STATUSES = ['pending', 'active', 'suspended', 'closed', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const COMPANY_ROLES = ['admin', 'buyer', 'approver', 'finance', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * What a member may do for the company. The `.read` ones survive a suspension; everything else
 * needs an active company. Approvals, limits and credit are issue 30's (ADR 0046).
 */
export const COMPANY_PERMISSIONS = [
  'company.manage', // profile and company data
  'members.manage', // invite, change roles, deactivate
  'addresses.manage', // the company's address book
  'addresses.read', // ship to the company's addresses, see them
  'orders.place', // cart → checkout for the company, quick order
  'orders.read', // the company's orders, whoever placed them
  'quotations.manage', // inquiries and quotations for the company, accept one
  'quotations.read',
  'invoices.read', // the company's invoices
  'titles.manage', // the company's VAT invoice titles
  'titles.read', // use them (apply for an invoice, see them)
  'statements.read',
  'lists.manage', // the company's shared requisition lists
  'lists.read',
  'approvals.decide',
  'approvals.manage', // approval rules, spending limits, the request expiry (issue 30)
  'orders.onAccount', // pay an order on the company's credit account at checkout (issue 30)
  'credit.manage', // apply for credit, settings (PO numbers), pay the company's invoices (issue 30)
] as const;
export type CompanyPermission = (typeof COMPANY_PERMISSIONS)[number];

/** Permissions a suspended or closed company's members keep (they can sign in and read their history). */
export const COMPANY_READ_PERMISSIONS: readonly CompanyPermission[] = ['addresses.read', 'orders.read', 'quotations.read', 'invoices.read', 'titles.read', 'statements.read', 'lists.read'];

/** Each role is a named set of permissions; a member's permissions are the union of their roles'. */
export const COMPANY_ROLE_PERMISSIONS: Record<CompanyRole, readonly CompanyPermission[]> = {
  admin: ['company.manage', 'members.manage', 'addresses.manage', 'addresses.read', 'orders.read', 'quotations.read', 'invoices.read', 'titles.read', 'statements.read', 'lists.manage', 'lists.read', 'approvals.manage'],
  buyer: ['orders.place', 'orders.onAccount', 'orders.read', 'addresses.read', 'quotations.manage', 'quotations.read', 'titles.read', 'lists.manage', 'lists.read'],
  approver: ['approvals.decide', 'orders.read', 'quotations.read', 'lists.read'],
  finance: ['invoices.read', 'titles.manage', 'titles.read', 'statements.read', 'credit.manage', 'orders.read'],
  viewer: ['orders.read', 'quotations.read', 'invoices.read', 'addresses.read', 'titles.read', 'lists.read'],
};

/** The union of the roles' permissions, in COMPANY_PERMISSIONS order. */
export function permissionsOf(roles: readonly CompanyRole[]): CompanyPermission[] {
  const held = new Set(roles.flatMap((r) => COMPANY_ROLE_PERMISSIONS[r] ?? []));
  return COMPANY_PERMISSIONS.filter((p) => held.has(p));
}

/** What a member may do now: everything of their roles while the company is active, only reading otherwise. */
export function effectivePermissions(status: CompanyStatus, roles: readonly CompanyRole[]): CompanyPermission[] {
  const all = permissionsOf(roles);
  if (status === 'active') return all;
  if (status === 'suspended' || status === 'closed') return all.filter((p) => COMPANY_READ_PERMISSIONS.includes(p));
  return [];
}

export const COMPANY_NAME_MAX = 120;
export const COMPANY_NOTE_MAX = 500;
export const COMPANY_FILES_MAX = 5;
/** Members one company may have (active and invited together): enough for a large buyer, a bound for the pages. */
export const COMPANY_MEMBERS_MAX = 200;
/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
export const COMPANY_INDUSTRIES = ['telecom', 'isp', 'datacenter', 'enterprise', 'integrator', 'education', 'government', 'healthcare', 'manufacturing', 'reseller', 'other'] as const;
export type CompanyIndustry = (typeof COMPANY_INDUSTRIES)[number];

const noNul = (s: string) => !s.includes('\u0000');
const text = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong').refine(noNul, 'invalid');
const optionalText = (max: number) => z.string('invalid').trim().max(max, 'tooLong').refine(noNul, 'invalid').default('');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? 'required' : 'invalid') });
const email = z.string('required').trim().toLowerCase().min(1, 'required').max(254, 'tooLong').email('invalid');
const rolesField = z
  .array(choice(COMPANY_ROLES), 'required')
  .min(1, 'required')
  .max(COMPANY_ROLES.length, 'invalid')
  .transform((r) => COMPANY_ROLES.filter((x) => r.includes(x)));

/**
 * POST /companies (apply) and PUT /companies/mine (the admin edits the profile). The tax number is
 * checked by the country as an invoice title's is (taxNoIssue with the country's code), so this
 * schema checks only its length.
 */
export const companyBody = z.object({
  name: text(COMPANY_NAME_MAX),
  countryId: bodyId('required'),
  taxNo: text(TAX_NO_MAX),
  address: text(300),
  city: text(80),
  postcode: optionalText(20),
  industry: choice(COMPANY_INDUSTRIES),
  phone: text(40).refine((s) => /^[+0-9 ()./-]{5,40}$/.test(s), 'invalid'),
});
export type CompanyBody = z.input<typeof companyBody>;

/** The application adds optional documents (uploaded as an inquiry's files are, kept private). */
export const companyApplyBody = companyBody.extend({
  fileIds: z.array(z.uuid('invalid'), 'invalid').max(COMPANY_FILES_MAX, 'tooMany').default([]),
});
export type CompanyApplyBody = z.input<typeof companyApplyBody>;

export const companyFile = z.object({ id: z.string(), name: z.string(), size: z.number().int(), url: z.string().nullable() });

/** The company as its members see it (GET /companies/mine). */
export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  countryId: z.number().int(),
  countryCode: z.string(),
  country: z.string(),
  taxNo: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  industry: z.enum(COMPANY_INDUSTRIES),
  phone: z.string(),
  status: z.enum(COMPANY_STATUSES),
  /** Why sales rejected the application or suspended the company ('' otherwise). */
  statusReason: z.string(),
  createdAt: z.string(),
  files: z.array(companyFile),
  version: z.number().int(),
});
export type Company = z.infer<typeof company>;

/** The signed-in buyer's membership: who they are in their company (null when they have none). */
export const myCompany = z.object({
  company,
  memberId: z.number().int(),
  roles: z.array(z.enum(COMPANY_ROLES)),
  /** What they may do now (read-only ones while suspended or closed). */
  permissions: z.array(z.enum(COMPANY_PERMISSIONS)),
});
export type MyCompany = z.infer<typeof myCompany>;

/** GET /companies/mine: the membership, and the buyer's latest own application while it is pending or was rejected. */
export const myCompanyAnswer = z.object({ membership: myCompany.nullable(), application: company.nullable() });
export type MyCompanyAnswer = z.infer<typeof myCompanyAnswer>;

export const companyMember = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(COMPANY_ROLES)),
  active: z.boolean(),
  joinedAt: z.string(),
  deactivatedAt: z.string().nullable(),
});
export type CompanyMember = z.infer<typeof companyMember>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export const companyInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  roles: z.array(z.enum(COMPANY_ROLES)),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitation>;

export const companyMembers = z.object({ members: z.array(companyMember), invitations: z.array(companyInvitation) });
export type CompanyMembers = z.infer<typeof companyMembers>;

/** POST /companies/mine/invitations */
export const inviteBody = z.object({ email, roles: rolesField });
export type InviteBody = z.input<typeof inviteBody>;

/** PUT /companies/mine/members/:id (roles) */
export const memberRolesBody = z.object({ roles: rolesField, version: z.number().int().optional() });
export type MemberRolesBody = z.input<typeof memberRolesBody>;

export const memberIdParams = z.object({ id: digitId });

/** The invitation token of a link: `<id>.<43 base64url chars>`. */
export const invitationToken = z.string('invalid').regex(/^\d{1,9}\.[A-Za-z0-9_-]{43}$/, 'invalid');
export const invitationTokenQuery = z.object({ token: invitationToken });

/** GET /companies/invitations/preview?token=: what the link's page shows before anyone signs in. */
export const invitationPreview = z.object({
  companyName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(COMPANY_ROLES)),
  invitedBy: z.string(),
  expiresAt: z.string(),
  /** Whether an account with the invited e-mail exists (sign in and accept) or not (register through the link). */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** POST /companies/invitations/accept (a signed-in buyer whose e-mail is the invited one). */
export const acceptInvitationBody = z.object({ token: invitationToken });

/** How an order, inquiry or quotation was placed: for the buyer themselves or for their company. */
export const PURCHASE_FOR = ['personal', 'company'] as const;
export type PurchaseFor = (typeof PURCHASE_FOR)[number];
export const purchaseFor = z.enum(PURCHASE_FOR, { error: 'invalid' });

/** Who placed a company record, as lists show it. */
export const placedBy = z.object({ userId: z.number().int(), name: z.string() });
export type PlacedBy = z.infer<typeof placedBy>;

// ─── console (/console/companies) ───────────────────────────────────────────────────────────

export const STAFF_COMPANY_PAGE_SIZE = 20;
export const staffCompaniesQuery = z.object({
  status: z.enum(COMPANY_STATUSES).optional(),
  q: z.string().trim().max(120).refine(noNul).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StaffCompaniesQuery = z.input<typeof staffCompaniesQuery>;

export const staffCompanyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  taxNo: z.string(),
  status: z.enum(COMPANY_STATUSES),
  applicant: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }),
  members: z.number().int(),
  createdAt: z.string(),
});
export const staffCompanyList = z.object({ items: z.array(staffCompanyRow), total: z.number().int(), counts: z.record(z.string(), z.number().int()) });
export type StaffCompanyList = z.infer<typeof staffCompanyList>;

export const companyEvent = z.object({
  id: z.number().int(),
  /** applied, approved, rejected, suspended, reactivated, closed, member_invited, member_joined, member_roles, member_deactivated, profile */
  kind: z.string(),
  note: z.string(),
  actor: z.string(),
  createdAt: z.string(),
});
export const staffCompanyDetail = z.object({
  company,
  applicant: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }),
  members: z.array(companyMember),
  invitations: z.array(companyInvitation),
  events: z.array(companyEvent),
  orders: z.object({ count: z.number().int(), lastAt: z.string().nullable() }),
  /** Who approved or rejected the application, and when (null while pending). */
  reviewed: z.object({ at: z.string(), by: z.string() }).nullable(),
});
export type StaffCompanyDetail = z.infer<typeof staffCompanyDetail>;

/** The console's decisions: approve, reject, suspend, reactivate, close; each with a note (a reason where it is one). */
export const COMPANY_DECISIONS = ['approve', 'reject', 'suspend', 'reactivate', 'close'] as const;
export type CompanyDecision = (typeof COMPANY_DECISIONS)[number];
export const companyDecisionBody = z.object({
  decision: choice(COMPANY_DECISIONS),
  note: optionalText(COMPANY_NOTE_MAX),
  version: z.number().int('invalid').min(0, 'invalid'),
}).superRefine((b, ctx) => {
  if (b.decision !== 'approve' && b.decision !== 'reactivate' && b.note === '') ctx.addIssue({ code: 'custom', path: ['note'], message: 'required' });
});
export type CompanyDecisionBody = z.input<typeof companyDecisionBody>;
export const companyIdParams = z.object({ id: digitId });
/** GET /staff/companies/:id/files/:fileId: a fresh signed link to one of the application's documents. */
export const companyFileParams = z.object({ id: digitId, fileId: z.uuid('invalid') });
export const companyFileLink = z.object({ url: z.string() });

/** PUT /companies/mine: the profile over the version the admin read. */
export const companyUpdateBody = companyBody.extend({ version: z.number('required').int('invalid').min(0, 'invalid') });
export type CompanyUpdateBody = z.input<typeof companyUpdateBody>;
