import { formatPersonName, type UserInfo } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { attachUploads } from './attach.js';
import { issueWelcomeCoupon } from '../coupons/index.js';
import { attachGuestInquiries } from '../inquiries/index.js';
import { checkCode, issueCode } from './codes.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/crypto.js';
import { addMessage, addressTakenMail, alreadyRegisteredMail, codeMail, emailChangedMail, enqueue, type CodePurpose } from '../notifications/index.js';
import {
  accountRow,
  changeEmailIfFree,
  emailOf,
  insertUser,
  loginCredentials,
  passwordHashOf,
  rehashPassword,
  setNewPassword,
  updateProfileRow,
  userIdByEmail as findUserId,
} from './queries.js';
import { createSession, revokeUserSessions } from './sessions.js';
import { countryExists } from '../site/index.js';

/** How the account module is set up (ADR 0019: who and where come in the request context). */
export interface AccountSettings {
  /** Key of the verification-code hashes. */
  secret: string;
  /** Wakes the mail sender after a transaction queued a mail. */
  kickMail: () => void;
  /** Code mails one IP address may ask for per hour (CODE_RATE_LIMIT_PER_IP). */
  codesPerIpHour: number;
  /** The shop's public origin (PUBLIC_ORIGIN), for links in mails. */
  origin: string;
}

async function userIdByEmail(db: Db, email: string): Promise<number | null> {
  return (await findUserId(db, email)) ?? null;
}

/** A buyer's account with the name the header shows; null for an unknown id. */
async function userRow(db: Db, userId: number): Promise<UserInfo | null> {
  const u = await accountRow(db, userId);
  return u ? { ...u, userName: formatPersonName(u, 'en') } : null;
}

/** The logged-in buyer's account. */
export const userInfo = (ctx: RequestContext) => userRow(ctx.db, buyerId(ctx));

/**
 * Sends a code for a purpose. The answer never tells whether the address has an account: for
 * registration an existing account gets a notice instead of a code; for a reset an unknown
 * address gets nothing. Throttled repeats send nothing and say when to ask again.
 */
export async function sendCode(ctx: RequestContext, settings: AccountSettings, email: string, purpose: Exclude<CodePurpose, 'email'>): Promise<{ resendAfter: number }> {
  const lang = ctx.lang;
  const result = await inTransaction(ctx, async ({ db: tx }) => {
    const userId = await userIdByEmail(tx, email);
    const { code, resendAfter } = await issueCode(tx, settings.secret, email, purpose, userId);
    if (code) {
      if (purpose === 'register') await enqueue(tx, userId ? alreadyRegisteredMail(lang, email) : codeMail(lang, 'register', email, code));
      else if (userId) await enqueue(tx, codeMail(lang, 'reset', email, code));
    }
    return { resendAfter };
  });
  settings.kickMail();
  return result;
}

export const verifyCode = (ctx: RequestContext, settings: AccountSettings, email: string, purpose: CodePurpose, code: string) =>
  checkCode(ctx.db, settings.secret, email, purpose, code, false);

export interface NewAccount {
  email: string;
  code: string;
  password: string;
  firstName: string;
  lastName: string;
  countryId: number;
  companyName: string;
}

/** Creates the account when the code is right; 'code' when it is not, 'exists' when taken. */
export async function register(ctx: RequestContext, settings: AccountSettings, a: NewAccount): Promise<'ok' | 'code' | 'exists' | 'country'> {
  const checked = await checkCode(ctx.db, settings.secret, a.email, 'register', a.code, false);
  if (!checked.ok) return 'code';
  const hash = await hashPassword(a.password);
  const langId = ctx.langId;
  return inTransaction(ctx, async ({ db: tx }) => {
    if (!(await countryExists(tx, a.countryId))) return 'country' as const;
    const used = await checkCode(tx, settings.secret, a.email, 'register', a.code, true);
    if (!used.ok) return 'code' as const;
    const userId = await insertUser(tx, { email: a.email, passwordHash: hash, firstName: a.firstName, lastName: a.lastName, countryId: a.countryId, companyName: a.companyName, langId });
    if (userId === undefined) return 'exists' as const;
    await addMessage(tx, userId, 'account', 'welcome', { firstName: a.firstName, lastName: a.lastName });
    await issueWelcomeCoupon({ ...ctx, db: tx }, userId);
    // Inquiries sent as a guest with this (now proven) address become the account's.
    await attachGuestInquiries({ ...ctx, db: tx }, userId, a.email);
    return 'ok' as const;
  });
}

/**
 * A new session token, or null. Unknown e-mail and wrong password cost the same time. A blocked
 * buyer is told so ('blocked') only after the right password: the answer reveals nothing about an
 * address to whoever does not know its password.
 */
export async function login(ctx: RequestContext, email: string, password: string, userAgent: string): Promise<string | 'blocked' | null> {
  const u = await loginCredentials(ctx.db, email);
  const { ok, stale } = await verifyPassword(password, u?.passwordHash ?? DUMMY_HASH);
  if (!u || !ok) return null;
  if (u.blocked) return 'blocked';
  if (stale) await rehashPassword(ctx.db, u.id, await hashPassword(password));
  return createSession(ctx.db, u.id, userAgent);
}

/** Sets a new password with a reset code and ends every session of the user. */
export async function resetPassword(ctx: RequestContext, settings: AccountSettings, email: string, code: string, password: string): Promise<boolean> {
  const checked = await checkCode(ctx.db, settings.secret, email, 'reset', code, false);
  if (!checked.ok) return false;
  const hash = await hashPassword(password);
  return inTransaction(ctx, async ({ db: tx }) => {
    const used = await checkCode(tx, settings.secret, email, 'reset', code, true);
    const userId = await userIdByEmail(tx, email);
    if (!used.ok || !userId) return false;
    await setNewPassword(tx, userId, hash);
    await revokeUserSessions(tx, userId);
    await addMessage(tx, userId, 'account', 'passwordReset', {});
    return true;
  });
}

/** Changes the password of a logged-in buyer; their other sessions end, this one stays. */
export async function changePassword(ctx: RequestContext, oldPassword: string, password: string): Promise<boolean> {
  const userId = buyerId(ctx);
  const sessionId = ctx.buyer!.sessionId;
  const passwordHash = await passwordHashOf(ctx.db, userId);
  if (passwordHash === undefined || !(await verifyPassword(oldPassword, passwordHash)).ok) return false;
  const hash = await hashPassword(password);
  await inTransaction(ctx, async ({ db: tx }) => {
    await setNewPassword(tx, userId, hash);
    await revokeUserSessions(tx, userId, sessionId);
    await addMessage(tx, userId, 'account', 'passwordChanged', {});
  });
  return true;
}

/** Step 1 of an e-mail change: the password proves the owner; the code goes to the new address. */
export async function sendEmailChangeCode(ctx: RequestContext, settings: AccountSettings, newEmail: string, password: string): Promise<{ resendAfter: number } | 'password'> {
  const userId = buyerId(ctx);
  const lang = ctx.lang;
  const passwordHash = await passwordHashOf(ctx.db, userId);
  if (passwordHash === undefined || !(await verifyPassword(password, passwordHash)).ok) return 'password';
  const result = await inTransaction(ctx, async ({ db: tx }) => {
    const owner = await userIdByEmail(tx, newEmail);
    // The code row is keyed by the new address and remembers who asked.
    const { code, resendAfter } = await issueCode(tx, settings.secret, newEmail, 'email', userId);
    if (code) await enqueue(tx, owner ? addressTakenMail(lang, newEmail) : codeMail(lang, 'email', newEmail, code));
    return { resendAfter };
  });
  settings.kickMail();
  return result;
}

/**
 * Step 2: the code proves the buyer reads the new address. The old address is told (masked new
 * address, when, and how to reach us if it was not them): whoever holds a session could
 * otherwise move the account away without its owner ever hearing of it.
 */
export async function changeEmail(ctx: RequestContext, settings: AccountSettings, newEmail: string, code: string): Promise<UserInfo | 'code'> {
  const userId = buyerId(ctx);
  const checked = await checkCode(ctx.db, settings.secret, newEmail, 'email', code, false);
  if (!checked.ok || checked.userId !== userId) return 'code';
  const result = await inTransaction(ctx, async ({ db: tx }) => {
    const used = await checkCode(tx, settings.secret, newEmail, 'email', code, true);
    if (!used.ok) return 'code' as const;
    const oldEmail = (await emailOf(tx, userId))!;
    if (!(await changeEmailIfFree(tx, userId, newEmail))) return 'code' as const;
    await addMessage(tx, userId, 'account', 'emailChanged', { from: oldEmail, to: newEmail });
    await enqueue(tx, emailChangedMail(ctx.lang, oldEmail, newEmail, new Date(), `${settings.origin}/contactUs`));
    return (await userRow(tx, userId))!;
  });
  if (result !== 'code') settings.kickMail();
  return result;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  countryId: number;
  companyName: string;
  avatar?: string;
}

export async function updateProfile(ctx: RequestContext, p: ProfileChange): Promise<UserInfo | 'country' | 'avatar'> {
  const { db } = ctx;
  const userId = buyerId(ctx);
  if (!(await countryExists(db, p.countryId))) return 'country';
  // The avatar must be the buyer's own upload; marking it attached keeps the sweeper off it.
  if (p.avatar && !(await attachUploads(db, userId, [p.avatar]))) return 'avatar';
  await updateProfileRow(db, userId, p);
  return (await userRow(db, userId))!;
}
