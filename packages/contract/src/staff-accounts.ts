import { z } from 'zod';
import { passwordField } from './account.js';
import { STAFF_ROLES } from './staff.js';

// Managing staff accounts in the console (issue 27): admins edit a member's name and roles,
// disable (with a reason) and enable accounts, and force a password reset, whose one-time link
// lets the member set a new password at /console/reset-password.

export const STAFF_TWO_FACTOR = ['on', 'off', 'missing'] as const;
export type StaffTwoFactor = (typeof STAFF_TWO_FACTOR)[number];

/** A staff account as the console's staff page lists it. */
export const staffAccount = z.object({
  staffId: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  active: z.boolean(),
  /** Why an admin disabled the account (null while active). */
  disabledReason: z.string().nullable(),
  disabledAt: z.string().nullable(),
  /** The last successful sign-in; null when never. */
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** Two-factor sign-in: an authenticator is enrolled (on), or not, and their roles require one (missing) or not (off). */
  twoFactor: z.enum(STAFF_TWO_FACTOR),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** A staff id in a path: digits, small enough for the column (an id past 2^31 is a 422, never a 500). */
export const staffIdParams = z.object({ staffId: z.string().regex(/^\d{1,9}$/, 'invalid').transform(Number) });

export const staffRolesField = z.array(z.enum(STAFF_ROLES)).min(1, 'required').max(STAFF_ROLES.length);
export const staffNameField = z.string('required').trim().min(1, 'required').max(80, 'tooLong');

export const staffUpdateBody = z.object({ name: staffNameField, roles: staffRolesField });
export type StaffUpdateBody = z.input<typeof staffUpdateBody>;

export const STAFF_DISABLE_REASON_MAX = 500;
export const staffDisableBody = z.object({ reason: z.string('required').trim().min(1, 'required').max(STAFF_DISABLE_REASON_MAX, 'tooLong') });
export type StaffDisableBody = z.input<typeof staffDisableBody>;

/** The one-time token of a reset link: 256 bits, base64url. */
export const staffResetToken = z.string('required').regex(/^[A-Za-z0-9_-]{43}$/, 'invalid');

/** The public form behind a reset link: the link's token and the new password twice (buyers' password rules). */
export const staffPasswordResetBody = z
  .object({ token: staffResetToken, password: passwordField, confirmPassword: z.string('required').min(1, 'required') })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordMismatch' });
  });
export type StaffPasswordResetBody = z.input<typeof staffPasswordResetBody>;
