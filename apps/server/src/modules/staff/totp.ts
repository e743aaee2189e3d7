import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { totpRequired, type StaffTotpEnrolment, type StaffTotpState } from '@netshop/contract';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashToken, newToken } from '../../lib/crypto.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { staffSessions } from '../../lib/session-store.js';
import { recordAudit } from '../audit/index.js';
import {
  countWrongCode,
  deleteTotp,
  insertChallenge,
  liveChallenge,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingTotp,
  spendChallenge,
  staffMember,
  totpOf,
  useRecoveryCode,
  useStep,
} from './totp-queries.js';

// Two-factor sign-in for staff (issue 27): TOTP (RFC 6238, the otpauth library) with an
// authenticator app, required for admin and finance. The secret is stored encrypted with
// AES-256-GCM under a key derived from the app secret (bound to the member's id, so a row copied
// to another member does not decrypt); recovery codes only as HMACs; each accepted 30-second step
// is remembered so a code is never accepted twice; the challenge between password and code is a
// 256-bit token stored as its SHA-256, single-use, five minutes, five wrong codes.

const ISSUER = 'YT Networks console';
const CHALLENGE_MINUTES = 5;
export const CHALLENGE_MAX_WRONG = 5;
const RECOVERY_CODES = 10;
/** Crockford's base32 without I, L, O, U: nothing to misread on paper. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export interface TotpKeys {
  /** AES-256-GCM key of the secrets. */
  enc: Buffer;
  /** HMAC key of the recovery codes. */
  mac: Buffer;
}

/** The keys of two-factor sign-in, derived from the app secret (HKDF-SHA-256, one label each). */
export function totpKeys(appSecret: string): TotpKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', appSecret, 'netshop-staff-2fa', info, 32));
  return { enc: derive('totp-secret-aes-256-gcm'), mac: derive('recovery-code-hmac') };
}

export function encryptSecret(keys: TotpKeys, staffId: number, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.enc, iv);
  cipher.setAAD(Buffer.from(`staff:${staffId}`));
  const ct = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

export function decryptSecret(keys: TotpKeys, staffId: number, stored: string): string {
  const [v, iv, tag, ct] = stored.split('.');
  if (v !== 'v1' || !iv || !tag || !ct) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', keys.enc, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`staff:${staffId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

const totpFor = (email: string, base32: string) => new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 });

/** The step a 6-digit code belongs to (this one or a neighbour, for clocks a little off), or null. */
function stepOf(totp: TOTP, code: string): number | null {
  const delta = totp.validate({ token: code, window: 1 });
  return delta === null ? null : TOTP.counter({ period: 30 }) + delta;
}

/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashRecovery = (keys: TotpKeys, code: string) => createHmac('sha256', keys.mac).update(normaliseRecovery(code)).digest('hex');

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const s = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

const staffOf = (ctx: RequestContext) => {
  const who = ctx.staff;
  if (!who || who.staffId === 0) throw new Error('two-factor routes need a staff member of their own (not the operator token)');
  return who;
};

/** What signing in asks of this member after the password: a code, an enrolment, or nothing. */
export async function secondFactorOf(ctx: RequestContext, staffId: number): Promise<'code' | 'enrol' | 'none'> {
  const t = await totpOf(ctx.db, staffId);
  if (t?.enabledAt) return 'code';
  const member = await staffMember(ctx.db, staffId);
  return member && totpRequired(member.roles) ? 'enrol' : 'none';
}

/** A challenge for the code step of signing in (no session yet). */
export async function createChallenge(ctx: RequestContext, staffId: number): Promise<string> {
  const challenge = newToken();
  await insertChallenge(ctx.db, staffId, hashToken(challenge), CHALLENGE_MINUTES);
  return challenge;
}

/** Checks a 6-digit code against the member's authenticator and takes its step as used. */
async function acceptCode(ctx: RequestContext, keys: TotpKeys, staffId: number, email: string, code: string, enable: boolean): Promise<boolean> {
  const t = await totpOf(ctx.db, staffId);
  if (!t || (enable ? t.enabledAt !== null : t.enabledAt === null)) return false;
  const step = stepOf(totpFor(email, decryptSecret(keys, staffId, t.secretEnc)), code);
  return step !== null && (await useStep(ctx.db, staffId, step, enable));
}

/** The staff member a challenge belongs to, read before the code is checked (for the rate limits); undefined when it is not live. */
export async function challengeOwner(ctx: RequestContext, challenge: string): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) return undefined;
  return (await liveChallenge(ctx.db, hashToken(challenge), CHALLENGE_MAX_WRONG))?.staffId;
}

/**
 * The second step of signing in: the staff member of the challenge, spent, for a right code (TOTP,
 * or a recovery code, which is spent and audited); the caller opens the session. 'expired' for a
 * challenge that is not live, 'wrong' for a wrong, replayed or used code (counted against the challenge).
 */
export async function verifyLogin(ctx: RequestContext, keys: TotpKeys, challenge: string, code: string): Promise<number | 'expired' | 'wrong'> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) return 'expired';
  return inTransaction(ctx, async (tx) => {
    const c = await liveChallenge(tx.db, hashToken(challenge), CHALLENGE_MAX_WRONG);
    const member = c && (await staffMember(tx.db, c.staffId));
    if (!c || !member?.active) return 'expired';
    const isTotp = /^\d{6}$/.test(code.trim());
    const ok = isTotp ? await acceptCode(tx, keys, c.staffId, member.email, code.trim(), false) : await useRecoveryCode(tx.db, c.staffId, hashRecovery(keys, code));
    if (!ok) {
      await countWrongCode(tx.db, c.id);
      return 'wrong';
    }
    await spendChallenge(tx.db, c.id);
    if (!isTotp) {
      // Signed in without the phone: the member and the admins see it in the log.
      const as = { ...tx, staff: { staffId: c.staffId, sessionId: null, email: member.email, name: member.name, roles: member.roles } };
      await recordAudit(as, { action: 'staff.login_recovery', entityType: 'staff', entityId: c.staffId, after: { unusedCodesLeft: await recoveryCodesLeft(tx.db, c.staffId) } });
    }
    return c.staffId;
  });
}

export async function totpState(ctx: RequestContext): Promise<StaffTotpState> {
  const who = staffOf(ctx);
  const t = await totpOf(ctx.db, who.staffId);
  const enabledAt = t?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    required: totpRequired(who.roles),
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? await recoveryCodesLeft(ctx.db, who.staffId) : 0,
  };
}

/** Starts (or restarts) an enrolment: a new secret, pending until a code confirms it; null when one is on. */
export async function startEnrolment(ctx: RequestContext, keys: TotpKeys): Promise<StaffTotpEnrolment | null> {
  const who = staffOf(ctx);
  const secret = new Secret({ size: 20 });
  if (!(await savePendingTotp(ctx.db, who.staffId, encryptSecret(keys, who.staffId, secret.base32)))) return null;
  const uri = totpFor(who.email, secret.base32).toString();
  // Drawn here so the console's bundle carries no QR code library.
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secret.base32, uri, qrSvg };
}

async function issueRecoveryCodes(ctx: RequestContext, keys: TotpKeys, staffId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, staffId, codes.map((c) => hashRecovery(keys, c)));
  return codes;
}

/** Turns the pending authenticator on with its first code; the recovery codes, shown once; null for a wrong code. */
export async function confirmEnrolment(ctx: RequestContext, keys: TotpKeys, code: string): Promise<string[] | null> {
  const who = staffOf(ctx);
  return inTransaction(ctx, async (tx) => {
    if (!(await acceptCode(tx, keys, who.staffId, who.email, code, true))) return null;
    const codes = await issueRecoveryCodes(tx, keys, who.staffId);
    await recordAudit(tx, { action: 'staff.totp_enable', entityType: 'staff', entityId: who.staffId, before: { twoFactor: false }, after: { twoFactor: true } });
    return codes;
  });
}

/** New recovery codes for a current code (the old ones stop working); null for a wrong code. */
export async function regenerateRecoveryCodes(ctx: RequestContext, keys: TotpKeys, code: string): Promise<string[] | null> {
  const who = staffOf(ctx);
  return inTransaction(ctx, async (tx) => {
    if (!(await acceptCode(tx, keys, who.staffId, who.email, code, false))) return null;
    const codes = await issueRecoveryCodes(tx, keys, who.staffId);
    await recordAudit(tx, { action: 'staff.recovery_codes', entityType: 'staff', entityId: who.staffId, after: { count: codes.length } });
    return codes;
  });
}

/**
 * An admin removes another member's authenticator (a lost phone): their sessions end, and at the
 * next sign-in an admin or finance member enrols again. False when the member is unknown.
 */
export async function resetTotp(ctx: RequestContext, staffId: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const member = await staffMember(tx.db, staffId);
    if (!member) return false;
    const had = await deleteTotp(tx.db, staffId);
    await staffSessions.revokeAll(tx.db, staffId);
    await recordAudit(tx, { action: 'staff.totp_reset', entityType: 'staff', entityId: staffId, before: { twoFactor: had }, after: { twoFactor: false } });
    return true;
  });
}
