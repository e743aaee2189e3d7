import { z } from 'zod';

// Two-factor sign-in for staff (issue 27): a TOTP authenticator app, required for the roles that
// can move money or change who may do what, with single-use recovery codes for a lost phone.

/** Roles that must sign in with a second factor: a member with one of them and no authenticator can only enrol one. */
export const TOTP_REQUIRED_ROLES = ['admin', 'finance'] as const;

export function totpRequired(roles: readonly string[]): boolean {
  return TOTP_REQUIRED_ROLES.some((r) => roles.includes(r));
}

/**
 * What POST /staff/login answers in data beside msg: null (msg is a full session token),
 * `enrol` (msg is a session that may only enrol an authenticator), or `code` (no session yet:
 * send the challenge with a code to the verify route).
 */
// One object type with its challenge optional, not a union with null: the OpenAPI document (3.0)
// cannot say "null or one of two objects" without a type beside `nullable` (Redocly lint).
export const staffLoginResult = z
  .object({
    next: z.enum(['enrol', 'code']),
    /** With `code` only. */
    challenge: z.string().optional(),
  })
  .nullable();
export type StaffLoginResult = z.infer<typeof staffLoginResult>;

/** A 6-digit code of the authenticator app. */
export const totpCodeField = z.string('required').trim().regex(/^\d{6}$/, 'invalid');

/** The second step of signing in: the challenge of the first and a 6-digit code or a recovery code. */
export const staffLoginVerifyBody = z.object({
  challenge: z.string('required').min(1, 'required').max(100, 'tooLong'),
  code: z.string('required').trim().min(6, 'invalid').max(40, 'tooLong'),
});
export type StaffLoginVerifyBody = z.infer<typeof staffLoginVerifyBody>;

/** Confirming an enrolment, or regenerating recovery codes: a current code of the app. */
export const staffTotpCodeBody = z.object({ code: totpCodeField });
export type StaffTotpCodeBody = z.infer<typeof staffTotpCodeBody>;

/** An admin resets another member's second factor (a lost phone). */
export const staffTotpResetBody = z.object({ staffId: z.number().int().min(1).max(2_147_483_647) });

export const staffTotpState = z.object({
  enabled: z.boolean(),
  /** The member's roles need it (admin, finance). */
  required: z.boolean(),
  /** When it was turned on (ISO), null when off. */
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type StaffTotpState = z.infer<typeof staffTotpState>;

/** A started enrolment: the secret for manual entry, its otpauth URI, and the URI as a QR code (SVG). */
export const staffTotpEnrolment = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type StaffTotpEnrolment = z.infer<typeof staffTotpEnrolment>;

/** Recovery codes, shown once: each signs in once instead of a code. */
export const staffRecoveryCodes = z.object({ codes: z.array(z.string()) });
export type StaffRecoveryCodes = z.infer<typeof staffRecoveryCodes>;
