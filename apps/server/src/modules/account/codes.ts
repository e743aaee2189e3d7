import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_MS } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { hashCode, newCode, sameHex } from '../../lib/crypto.js';
import type { CodePurpose } from '../notifications/index.js';
import { giveCodeAttemptBack, secondsUntilResend, takeCodeAttempt, upsertCode } from './code-queries.js';

/**
 * Issues a code for an address and purpose, replacing any earlier one, unless one was issued
 * less than CODE_RESEND_SECONDS ago. Returns the code to mail (null when throttled) and the
 * seconds until another may be asked for. Call it in the transaction that queues the mail.
 */
export async function issueCode(db: Db, secret: string, email: string, purpose: CodePurpose, userId: number | null): Promise<{ code: string | null; resendAfter: number }> {
  const code = newCode();
  const issued = await upsertCode(db, { email, purpose, codeHash: hashCode(secret, email, purpose, code), userId, ttlSeconds: CODE_TTL_MS / 1000, resendSeconds: CODE_RESEND_SECONDS });
  if (issued) return { code, resendAfter: CODE_RESEND_SECONDS };
  return { code: null, resendAfter: (await secondsUntilResend(db, email, purpose, CODE_RESEND_SECONDS)) ?? CODE_RESEND_SECONDS };
}

/**
 * Checks a code. Every check takes one of the CODE_MAX_ATTEMPTS tries first, in one conditional
 * UPDATE, and only then compares: concurrent guesses queue on the row lock, so however many
 * arrive at once, at most CODE_MAX_ATTEMPTS are ever compared. A right code gives its try back
 * (the forms check a code, then use it) and, with `consume`, is used up in the same statement,
 * so only one caller can win. Expired or used codes take no tries and pass no check.
 */
export async function checkCode(db: Db, secret: string, email: string, purpose: CodePurpose, code: string, consume: boolean): Promise<{ ok: boolean; userId: number | null }> {
  const tried = await takeCodeAttempt(db, email, purpose, CODE_MAX_ATTEMPTS);
  if (!tried || !sameHex(tried.codeHash, hashCode(secret, email, purpose, code))) return { ok: false, userId: null };
  if (!(await giveCodeAttemptBack(db, tried.id, consume))) return { ok: false, userId: null };
  return { ok: true, userId: tried.userId };
}
