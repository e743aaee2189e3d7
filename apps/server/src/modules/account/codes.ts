import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_MS } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { hashCode, newCode, sameHex } from '../../lib/crypto.js';
import type { CodePurpose } from '../notifications/mail/templates.js';

/**
 * Issues a code for an address and purpose, replacing any earlier one, unless one was issued
 * less than CODE_RESEND_SECONDS ago. Returns the code to mail (null when throttled) and the
 * seconds until another may be asked for. Call it in the transaction that queues the mail.
 */
export async function issueCode(db: Db, secret: string, email: string, purpose: CodePurpose, userId: number | null): Promise<{ code: string | null; resendAfter: number }> {
  const code = newCode();
  const [row] = await rows<{ issued: boolean; wait: number }>(
    db,
    sql`INSERT INTO email_code (email, purpose, code_hash, user_id, expires_at)
        VALUES (${email}, ${purpose}, ${hashCode(secret, email, purpose, code)}, ${userId}, now() + make_interval(secs => ${CODE_TTL_MS / 1000}))
        ON CONFLICT (email, purpose) DO UPDATE SET code_hash = excluded.code_hash, user_id = excluded.user_id, attempts = 0,
               created_at = now(), expires_at = excluded.expires_at, used_at = NULL
         WHERE email_code.created_at < now() - make_interval(secs => ${CODE_RESEND_SECONDS})
        RETURNING true AS issued, ${CODE_RESEND_SECONDS}::int AS wait`,
  );
  if (row) return { code, resendAfter: CODE_RESEND_SECONDS };
  const [live] = await rows<{ wait: number }>(
    db,
    sql`SELECT greatest(1, ceil(${CODE_RESEND_SECONDS} - extract(epoch FROM now() - created_at)))::int AS wait FROM email_code WHERE email = ${email} AND purpose = ${purpose}`,
  );
  return { code: null, resendAfter: Number(live?.wait ?? CODE_RESEND_SECONDS) };
}

/**
 * Checks a code. Every check takes one of the CODE_MAX_ATTEMPTS tries first, in one conditional
 * UPDATE, and only then compares: concurrent guesses queue on the row lock, so however many
 * arrive at once, at most CODE_MAX_ATTEMPTS are ever compared. A right code gives its try back
 * (the forms check a code, then use it) and, with `consume`, is used up in the same statement,
 * so only one caller can win. Expired or used codes take no tries and pass no check.
 */
export async function checkCode(db: Db, secret: string, email: string, purpose: CodePurpose, code: string, consume: boolean): Promise<{ ok: boolean; userId: number | null }> {
  const [row] = await rows<{ id: number; codeHash: string; userId: number | null }>(
    db,
    sql`UPDATE email_code SET attempts = attempts + 1
         WHERE email = ${email} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now() AND attempts < ${CODE_MAX_ATTEMPTS}
        RETURNING id, code_hash AS "codeHash", user_id AS "userId"`,
  );
  if (!row || !sameHex(row.codeHash, hashCode(secret, email, purpose, code))) return { ok: false, userId: null };
  const back = await rows(
    db,
    sql`UPDATE email_code SET attempts = attempts - 1 ${consume ? sql`, used_at = now()` : sql``} WHERE id = ${row.id} AND used_at IS NULL RETURNING id`,
  );
  if (!back.length) return { ok: false, userId: null };
  return { ok: true, userId: row.userId === null ? null : Number(row.userId) };
}
