import { z } from 'zod';
import { money } from './catalog.js';
import { bodyId, digitId } from './site.js';

// Payment on account (issue 30, ADR 0046): a company's credit account with a limit and net terms,
// granted by finance in the console; orders paid on account become receivable invoices with a due
// date; a ledger records every movement (available credit = limit − open balance); finance records
// bank transfers; reminders go before and after the due date and an overdue company is put on hold.
// Amounts are integer minor units of the account's currency.

const noNul = (s: string) => !s.includes('\u0000');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? 'required' : 'invalid') });
const CREDIT_AMOUNT_MAX = 10_000_000_000_000;
const amount = z.number('required').int('invalid').min(1, 'invalid').max(CREDIT_AMOUNT_MAX, 'tooLarge');
const note = (max: number) => z.string('invalid').trim().max(max, 'tooLong').refine(noNul, 'invalid').default('');

/** How an order is paid: now through the gateway, or on the company's credit account. */
export const PAYMENT_TERMS = ['now', 'account'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** Net terms in days: Net 30 is the default; 15, 45 and 60 on request. */
export const CREDIT_TERMS = [15, 30, 45, 60] as const;
export type CreditTerms = (typeof CREDIT_TERMS)[number];
const terms = z.union(CREDIT_TERMS.map((d) => z.literal(d)) as [z.ZodLiteral<15>, z.ZodLiteral<30>, z.ZodLiteral<45>, z.ZodLiteral<60>], { error: 'invalid' });
/** Days past due before the sweeper puts the company on hold (no new orders on account). */
export const CREDIT_HOLD_GRACE_DAYS = 7;
/** Reminders: 7 days before the due date, on it, and every 7 days after. */
export const CREDIT_REMINDER_DAYS = 7;
export const PO_NUMBER_MAX = 40;
/** A purchase-order number: letters, digits and - _ / . # (no spaces at the ends). */
export const poNumber = z.string('required').trim().min(1, 'required').max(PO_NUMBER_MAX, 'tooLong').regex(/^[\p{L}\p{N}][\p{L}\p{N} _./#-]*$/u, 'invalid');

export const CREDIT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CreditApplicationStatus = (typeof CREDIT_APPLICATION_STATUSES)[number];

/** How many documents (bank letters, annual accounts) a credit application may carry. */
export const CREDIT_FILES_MAX = 5;

/** POST /credit/application (a member with credit.manage): what the company asks for. */
export const creditApplicationBody = z.object({
  requestedLimit: amount,
  currency: z.string('required').regex(/^[A-Z]{3}$/, 'invalid'),
  terms,
  /** Trade references: who else gives the company credit, and how to reach them. */
  references: z.string('required').trim().min(1, 'required').max(2000, 'tooLong').refine(noNul, 'invalid'),
  /** Private documents (bank letters, annual accounts), uploaded as an inquiry's files are. */
  fileIds: z.array(z.uuid('invalid'), 'invalid').max(CREDIT_FILES_MAX, 'tooMany').default([]),
});
export type CreditApplicationBody = z.input<typeof creditApplicationBody>;

export const creditApplication = z.object({
  id: z.number().int(),
  status: z.enum(CREDIT_APPLICATION_STATUSES),
  requestedLimit: money,
  terms: z.number().int(),
  references: z.string(),
  files: z.array(z.object({ id: z.string(), name: z.string(), size: z.number().int(), url: z.string().nullable() })),
  /** Why finance refused ('' otherwise). */
  decisionNote: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CreditApplication = z.infer<typeof creditApplication>;

export const CREDIT_ACCOUNT_STATUSES = ['active', 'hold', 'closed'] as const;
export type CreditAccountStatus = (typeof CREDIT_ACCOUNT_STATUSES)[number];

export const CREDIT_ENTRY_KINDS = ['allocated', 'limitIncreased', 'limitDecreased', 'purchase', 'payment', 'refund', 'creditNote', 'reversal'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** One ledger line. `amount` moves the balance (purchase +, payment/credit note −; 0 for limit changes), `limit` is the limit after it. */
export const creditEntry = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  amount: money,
  balanceAfter: money,
  limitAfter: money,
  invoiceNo: z.string().nullable(),
  orderNo: z.string().nullable(),
  reference: z.string(),
  note: z.string(),
  /** Who: a staff member's name, a member's name, or '' for the system (sweeper). */
  by: z.string(),
  at: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntry>;

export const CREDIT_INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export const creditInvoice = z.object({
  invoiceNo: z.string(),
  orderNo: z.string(),
  poNumber: z.string().nullable(),
  amount: money,
  paid: money,
  credited: money,
  due: money,
  status: z.enum(CREDIT_INVOICE_STATUSES),
  issuedAt: z.string(),
  dueAt: z.string(),
  overdueDays: z.number().int(),
});
export type CreditInvoice = z.infer<typeof creditInvoice>;
/** An order's credit invoice as its order page shows it (issue 30): with the net terms it was issued on (Net 30: due 30 days after). */
export const orderCreditInvoice = creditInvoice.extend({ terms: z.number().int() });
export type OrderCreditInvoice = z.infer<typeof orderCreditInvoice>;

export const creditAccount = z.object({
  status: z.enum(CREDIT_ACCOUNT_STATUSES),
  currency: z.string(),
  limit: money,
  balance: money,
  available: money,
  overdue: money,
  terms: z.number().int(),
  poRequired: z.boolean(),
  /** Why it is on hold ('' when not), and since when. */
  holdReason: z.string(),
  heldAt: z.string().nullable(),
});
export type CreditAccountView = z.infer<typeof creditAccount>;

/** GET /credit: the company's account (null before one is granted), its application, open invoices. */
export const creditOverview = z.object({
  account: creditAccount.nullable(),
  application: creditApplication.nullable(),
  openInvoices: z.array(creditInvoice),
  /** Whether the reader may pay on account at checkout now. */
  canOrderOnAccount: z.boolean(),
});
export type CreditOverview = z.infer<typeof creditOverview>;

export const CREDIT_PAGE_SIZE = 50;
export const creditLedgerQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const creditLedger = z.object({ items: z.array(creditEntry), total: z.number().int() });
export type CreditLedger = z.infer<typeof creditLedger>;
export const creditInvoicesQuery = z.object({ status: z.enum(CREDIT_INVOICE_STATUSES).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const creditInvoices = z.object({ items: z.array(creditInvoice), total: z.number().int() });
/** GET /credit/statement?month=2026-11 (PDF) and the ledger as CSV. */
export const statementQuery = z.object({ month: z.string().regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, 'invalid') });
export const creditInvoiceParams = z.object({ invoiceNo: z.string().regex(/^CI[0-9]{6,20}$/) });

/** How a member's online payment of an open invoice stands (GET /credit/invoices/:invoiceNo/payment). */
export const CREDIT_INVOICE_PAYMENT_STATES = ['pending', 'succeeded', 'failed'] as const;
export const creditInvoicePayment = z.object({
  invoiceNo: z.string(),
  invoiceStatus: z.enum(CREDIT_INVOICE_STATUSES),
  /** The newest attempt's state (null: none was started). */
  payment: z.enum(CREDIT_INVOICE_PAYMENT_STATES).nullable(),
  /** What is still open on the invoice. */
  due: money,
});
export type CreditInvoicePayment = z.infer<typeof creditInvoicePayment>;

/** PUT /credit/settings (credit.manage): whether every order on account must carry a purchase-order number. */
export const creditSettingsBody = z.object({ poRequired: z.boolean() });

// ─── console (/console/credit) ──────────────────────────────────────────────────────────────

export const staffCreditQuery = z.object({
  view: z.enum(['applications', 'accounts', 'overdue']).default('applications'),
  q: z.string().trim().max(120).refine(noNul).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const staffCreditRow = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  countryCode: z.string(),
  applicationId: z.number().int().nullable(),
  applicationStatus: z.enum(CREDIT_APPLICATION_STATUSES).nullable(),
  requestedLimit: money.nullable(),
  account: creditAccount.nullable(),
  createdAt: z.string(),
});
export const staffCreditList = z.object({ items: z.array(staffCreditRow), total: z.number().int(), counts: z.record(z.string(), z.number().int()) });
export type StaffCreditList = z.infer<typeof staffCreditList>;
export const creditCompanyParams = z.object({ companyId: digitId });
export const staffCreditDetail = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  companyStatus: z.string(),
  application: creditApplication.nullable(),
  account: creditAccount.nullable(),
  invoices: z.array(creditInvoice),
  ledger: z.array(creditEntry),
  version: z.number().int(),
});
export type StaffCreditDetail = z.infer<typeof staffCreditDetail>;

/** POST /staff/credit/:companyId/decision: grant (limit, currency, terms) or reject with a reason. */
export const creditDecisionBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), limit: amount, currency: z.string('required').regex(/^[A-Z]{3}$/, 'invalid'), terms, note: note(500) }),
  z.object({ decision: z.literal('reject'), note: z.string('required').trim().min(1, 'required').max(500, 'tooLong').refine(noNul, 'invalid') }),
]);
export type CreditDecisionBody = z.input<typeof creditDecisionBody>;
/** PUT /staff/credit/:companyId/account: change the limit or terms, hold or release by hand, close. */
export const creditAccountBody = z.object({
  limit: z.number('required').int('invalid').min(0, 'invalid').max(CREDIT_AMOUNT_MAX, 'tooLarge'),
  terms,
  status: choice(CREDIT_ACCOUNT_STATUSES),
  note: note(500),
  version: z.number().int(),
});
export type CreditAccountBody = z.input<typeof creditAccountBody>;
/** POST /staff/credit/:companyId/payments: a bank transfer received, allocated to invoices (oldest first when none are named). */
export const creditPaymentBody = z.object({
  amount,
  reference: z.string('required').trim().min(1, 'required').max(80, 'tooLong').refine(noNul, 'invalid'),
  receivedOn: z.string('required').regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'),
  allocations: z.array(z.object({ invoiceNo: z.string().regex(/^CI[0-9]{6,20}$/, 'invalid'), amount }), 'invalid').max(200, 'tooMany').default([]),
  note: note(500),
  /** The payment's own key: the same transfer recorded twice (double click, retry) is recorded once. */
  idempotencyKey: z.uuid('invalid'),
});
export type CreditPaymentBody = z.input<typeof creditPaymentBody>;
export const creditPaymentResult = z.object({ paymentId: z.number().int(), allocated: money, unallocated: money, released: z.boolean() });
/** POST /staff/credit/:companyId/reversals: reverses one ledger entry (a payment recorded by mistake). */
export const creditReversalBody = z.object({ entryId: bodyId('required'), note: z.string('required').trim().min(1, 'required').max(500, 'tooLong').refine(noNul, 'invalid') });
