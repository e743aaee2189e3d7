import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, UPLOAD_PURPOSES } from './constants.js';
import { placedBy, purchaseFor } from './companies.js';
import { bodyId } from './site.js';

// Accounts (docs/product.md#states, #validation, #calls): one schema per body, used by the server to validate and by the
// forms to check as the buyer types. Messages are keys of FIELD_MESSAGE_KEYS; the server and
// the web app each translate them (server: i18n/messages.ts, web: locales/<lang>/account.json
// under "validation").

export const FIELD_MESSAGE_KEYS = [
  'required',
  'invalid',
  'tooShort',
  'tooLong',
  'emailInvalid',
  'passwordLength',
  'passwordUpper',
  'passwordDigit',
  'passwordSpecial',
  'passwordMismatch',
  'codeFormat',
  'agreementRequired',
  'cancelReasonRequired',
  'selectRating',
  'tooMany',
  /** docs/product.md#errors "Product number too long" (inquiries). */
  'productNoTooLong',
  // Invoice titles' tax numbers (tax-numbers.ts): China's credit code, its check character, an EU VAT number.
  'usccFormat',
  'usccCheck',
  'vatFormat',
  /** An amount too large to add up exactly (quotations, checkout). */
  'amountTooLarge',
  // A product's SKUs in the console (catalog-skus.ts): a number or combination twice, attribute sets that differ, tiers out of order, a number another product has.
  'skuDuplicate',
  'skuAttrsDiffer',
  'skuTierOrder',
  'skuNoTaken',
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

/** Verification codes: 6 digits (docs/product.md#limits OTP input), single use, 10 minutes, at most 5 tries. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/** Seconds before another code may be sent to the same address (the resend countdown). */
export const CODE_RESEND_SECONDS = 60;

const required = (s: z.ZodString) => s.min(1, 'required');

/** Trimmed and lower-cased, since addresses are compared without case. */
export const emailField = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(254, 'tooLong')
  .email('emailInvalid')
  .transform((e) => e.toLowerCase());

/**
 * The password rule of docs/product.md#validation as ADR 0010 reads it: 6–24 characters with an upper-case letter, a
 * digit and a special character (all three of the three classes the spec names). Each class
 * is its own issue, so the form can tick each hint as the buyer types.
 */
export const PASSWORD_CHECKS = [
  { key: 'passwordUpper', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'passwordDigit', test: (p: string) => /\p{Nd}/u.test(p) },
  { key: 'passwordSpecial', test: (p: string) => /[^\p{L}\p{Nd}\s]/u.test(p) },
] as const satisfies readonly { key: FieldMessageKey; test: (p: string) => boolean }[];

export const passwordField = z
  .string('required')
  .min(1, 'required')
  .superRefine((p, ctx) => {
    if (p.length < PASSWORD_MIN || p.length > PASSWORD_MAX) ctx.addIssue({ code: 'custom', message: 'passwordLength' });
    for (const c of PASSWORD_CHECKS) if (!c.test(p)) ctx.addIssue({ code: 'custom', message: c.key });
  });

export const codeField = z.string('required').trim().min(1, 'required').regex(/^\d{6}$/, 'codeFormat');
const name = (max: number) => required(z.string('required').trim().max(max, 'tooLong'));
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').optional().default('');
const countryId = bodyId('required');

function confirmMatches<T extends { password: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) {
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordMismatch' });
}

export const loginBody = z.object({ email: emailField, password: z.string('required').min(1, 'required').max(200, 'tooLong') });
export type LoginBody = z.input<typeof loginBody>;

/** Step 1 of registration: where to send the code. */
export const registerEmailBody = z.object({ email: emailField });
/** Step 2: the code alone, checked (not used up) so the form can say at once if it is wrong. */
export const registerCodeBody = z.object({ email: emailField, code: codeField });
/** Step 3: the code again, used up, with the account's details. */
export const registerBody = z
  .object({
    email: emailField,
    code: codeField,
    password: passwordField,
    confirmPassword: z.string('required').min(1, 'required'),
    firstName: name(60),
    lastName: name(60),
    countryId,
    companyName: optionalText(120),
    agree: z.literal(true, 'agreementRequired'),
  })
  .superRefine(confirmMatches);
export type RegisterBody = z.input<typeof registerBody>;

export const forgotEmailBody = z.object({ email: emailField });
/** GET /user/forgot/qs/{code}?email=…: checks a reset code without using it up. */
export const forgotCheckParams = z.object({ param: codeField });
export const forgotCheckQuery = z.object({ email: emailField });
export const resetPasswordBody = z
  .object({ email: emailField, code: codeField, password: passwordField, confirmPassword: z.string('required').min(1, 'required') })
  .superRefine(confirmMatches);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const changePasswordBody = z
  .object({ oldPassword: z.string('required').min(1, 'required').max(200, 'tooLong'), password: passwordField, confirmPassword: z.string('required').min(1, 'required') })
  .superRefine(confirmMatches);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** E-mail change: a code goes to the new address; the password proves it is the owner asking. */
export const emailChangeCodeBody = z.object({ newEmail: emailField, password: z.string('required').min(1, 'required').max(200, 'tooLong') });
export const emailChangeBody = z.object({ newEmail: emailField, code: codeField });

export const profileBody = z.object({
  firstName: name(60),
  lastName: name(60),
  countryId,
  companyName: optionalText(120),
  /** A path returned by the upload endpoint, or empty for none. */
  avatar: z
    .string()
    .regex(/^(\/media\/uploads\/[a-z0-9-]+\.(png|jpg|webp))?$/, 'invalid')
    .optional(),
});
export type ProfileBody = z.input<typeof profileBody>;

export const userInfo = z.object({
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  countryId: z.number().int().nullable(),
  companyName: z.string(),
  avatar: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const ADDRESS_TYPES = ['shipping', 'billing'] as const;
export const addressBody = z.object({
  type: z.enum(ADDRESS_TYPES, 'required'),
  firstName: name(60),
  lastName: name(60),
  countryId,
  /** Absent or null for a country whose addresses name no region (its region list is empty). */
  regionId: bodyId('required').nullish(),
  city: name(80),
  zip: required(z.string('required').trim().max(20, 'tooLong').regex(/^[\p{L}\p{N} -]*$/u, 'invalid')),
  phone: required(z.string('required').trim().max(30, 'tooLong').regex(/^\+?[0-9 ()-]*$/, 'invalid')),
  line1: name(200),
  line2: optionalText(200),
  isDefault: z.boolean().optional().default(false),
  /**
   * Whose address a new one is: the buyer's own (default) or their company's (needs
   * addresses.manage). A change keeps an address's owner; a company's default is its own.
   */
  for: purchaseFor.optional(),
});
export type AddressBody = z.input<typeof addressBody>;
export const address = z.object({
  addressId: z.number().int(),
  type: z.enum(ADDRESS_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  countryId: z.number().int(),
  country: z.string(),
  regionId: z.number().int().nullable(),
  region: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  /** The default of its type among the buyer's own addresses, or among the company's for a company address. */
  isDefault: z.boolean(),
  /** The company's id for an address of the company's address book (shared by its members), null for the buyer's own. */
  companyId: z.number().int().nullable(),
  /** Who of the company added a company address (null for the buyer's own). */
  addedBy: placedBy.nullable(),
  /** Whether the buyer may change or delete it now (their own; the company's with addresses.manage). */
  mayChange: z.boolean(),
});
export type Address = z.infer<typeof address>;

export const MESSAGE_TYPES = ['shipping', 'logistics', 'account', 'order'] as const;
export const userMessage = z.object({
  messageId: z.number().int(),
  type: z.enum(MESSAGE_TYPES),
  sender: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type UserMessage = z.infer<typeof userMessage>;
export const messageList = z.object({ items: z.array(userMessage), total: z.number().int(), unread: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type MessageList = z.infer<typeof messageList>;
export const messageListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  unread: z.enum(['1', '0']).optional(),
});

/** What the sending endpoints answer: how long before the next code may be asked for. */
export const codeSent = z.object({ resendAfter: z.number().int() });
export type CodeSent = z.infer<typeof codeSent>;

/** The multipart field `purpose` of POST /common/upload (UPLOAD_PURPOSES; `image` when absent). */
export const uploadPurposeField = z.enum(UPLOAD_PURPOSES);
