import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

// The SQL of e-mail verification codes (email_code; ADR 0035): one live code per address and
// purpose. codes.ts holds the rules (how long, how often, how many tries).

const issuedCodeRow = row({ issued: col.bool, wait: col.int });

/**
 * Stores a code's hash for an address and purpose, replacing an earlier code unless that was
 * issued less than `resendSeconds` ago; false when the earlier one still stands.
 */
export async function upsertCode(
  db: Db,
  c: { email: string; purpose: string; codeHash: string; userId: number | null; ttlSeconds: number; resendSeconds: number },
): Promise<boolean> {
  const issued = await typedRow(
    db,
    issuedCodeRow,
    sql`INSERT INTO email_code (email, purpose, code_hash, user_id, expires_at)
        VALUES (${c.email}, ${c.purpose}, ${c.codeHash}, ${c.userId}, now() + make_interval(secs => ${c.ttlSeconds}))
        ON CONFLICT (email, purpose) DO UPDATE SET code_hash = excluded.code_hash, user_id = excluded.user_id, attempts = 0,
               created_at = now(), expires_at = excluded.expires_at, used_at = NULL
         WHERE email_code.created_at < now() - make_interval(secs => ${c.resendSeconds})
        RETURNING true AS issued, ${c.resendSeconds}::int AS wait`,
  );
  return issued !== undefined;
}

const waitRow = row({ wait: col.int });

/** Seconds (at least 1) until the live code of an address and purpose may be replaced; undefined when there is none. */
export async function secondsUntilResend(db: Db, email: string, purpose: string, resendSeconds: number): Promise<number | undefined> {
  const live = await typedRow(
    db,
    waitRow,
    sql`SELECT greatest(1, ceil(${resendSeconds} - extract(epoch FROM now() - created_at)))::int AS wait FROM email_code WHERE email = ${email} AND purpose = ${purpose}`,
  );
  return live?.wait;
}

const codeAttemptRow = row({ id: col.int, codeHash: col.text, userId: col.int.nullable() });

/** Takes one try of a live code (unused, unexpired, tries left) and answers its hash; undefined when there is none to try. */
export async function takeCodeAttempt(db: Db, email: string, purpose: string, maxAttempts: number) {
  return typedRow(
    db,
    codeAttemptRow,
    sql`UPDATE email_code SET attempts = attempts + 1
         WHERE email = ${email} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now() AND attempts < ${maxAttempts}
        RETURNING id, code_hash AS "codeHash", user_id AS "userId"`,
  );
}

const idRow = row({ id: col.int });

/** Gives a right code its try back and, with `consume`, uses it up; false when another caller used it first. */
export async function giveCodeAttemptBack(db: Db, codeId: number, consume: boolean): Promise<boolean> {
  const back = await typedRow(
    db,
    idRow,
    sql`UPDATE email_code SET attempts = attempts - 1 ${consume ? sql`, used_at = now()` : sql``} WHERE id = ${codeId} AND used_at IS NULL RETURNING id`,
  );
  return back !== undefined;
}
