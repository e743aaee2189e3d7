import { STAFF_ROLES, type StaffRole } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// SQL of two-factor sign-in (issue 27) on the staff module's tables staff_totp,
// staff_recovery_code and staff_login_challenge. Secrets arrive here encrypted or hashed only.

const okRow = row({ ok: col.int });
const totpRow = row({ secretEnc: col.text, enabledAt: col.time.nullable(), lastStep: col.int.nullable() });

/** A member's authenticator, enabled or pending; undefined when none. */
export async function totpOf(db: Db, staffId: number) {
  return typedRow(db, totpRow, sql`SELECT secret_enc AS "secretEnc", enabled_at AS "enabledAt", last_step AS "lastStep" FROM staff_totp WHERE staff_id = ${staffId}`);
}

/** Starts an enrolment (replacing a pending one); false when an enabled authenticator is in place. */
export async function savePendingTotp(db: Db, staffId: number, secretEnc: string): Promise<boolean> {
  const done = await typedRow(
    db,
    okRow,
    sql`INSERT INTO staff_totp (staff_id, secret_enc) VALUES (${staffId}, ${secretEnc})
        ON CONFLICT (staff_id) DO UPDATE SET secret_enc = EXCLUDED.secret_enc, last_step = NULL, created_at = now()
         WHERE staff_totp.enabled_at IS NULL
        RETURNING 1 AS ok`,
  );
  return done !== undefined;
}

/**
 * Takes a step as used when it is later than every step used before: concurrent requests with the
 * same code cannot both win. Enables a pending authenticator when asked (its first code).
 */
export async function useStep(db: Db, staffId: number, step: number, enable: boolean): Promise<boolean> {
  const done = await typedRow(
    db,
    okRow,
    sql`UPDATE staff_totp SET last_step = ${step} ${enable ? sql`, enabled_at = now()` : sql``}
         WHERE staff_id = ${staffId} AND (last_step IS NULL OR last_step < ${step})
           AND ${enable ? sql`enabled_at IS NULL` : sql`enabled_at IS NOT NULL`}
        RETURNING 1 AS ok`,
  );
  return done !== undefined;
}

/** Removes a member's authenticator and recovery codes (an admin's reset); whether there was one. */
export async function deleteTotp(db: Db, staffId: number): Promise<boolean> {
  await db.execute(sql`DELETE FROM staff_recovery_code WHERE staff_id = ${staffId}`);
  const gone = await typedRows(db, okRow, sql`DELETE FROM staff_totp WHERE staff_id = ${staffId} RETURNING 1 AS ok`);
  return gone.length > 0;
}

/** Replaces every recovery code of a member. */
export async function replaceRecoveryCodes(db: Db, staffId: number, hashes: string[]): Promise<void> {
  await db.execute(sql`DELETE FROM staff_recovery_code WHERE staff_id = ${staffId}`);
  await db.execute(sql`INSERT INTO staff_recovery_code (staff_id, code_hash) VALUES ${sql.join(
    hashes.map((h) => sql`(${staffId}, ${h})`),
    sql`, `,
  )}`);
}

/** Spends an unused recovery code of the member; false when it is not one (or already used). */
export async function useRecoveryCode(db: Db, staffId: number, hash: string): Promise<boolean> {
  const used = await typedRow(
    db,
    okRow,
    sql`UPDATE staff_recovery_code SET used_at = now()
         WHERE id = (SELECT id FROM staff_recovery_code WHERE staff_id = ${staffId} AND code_hash = ${hash} AND used_at IS NULL LIMIT 1)
           AND used_at IS NULL
        RETURNING 1 AS ok`,
  );
  return used !== undefined;
}

const countRow = row({ n: col.int });

export async function recoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM staff_recovery_code WHERE staff_id = ${staffId} AND used_at IS NULL`))!.n;
}

/** Stores a sign-in challenge for a few minutes; the member's expired ones go at the same time. */
export async function insertChallenge(db: Db, staffId: number, tokenHash: string, minutes: number): Promise<void> {
  await db.execute(sql`DELETE FROM staff_login_challenge WHERE staff_id = ${staffId} AND (expires_at < now() OR used_at IS NOT NULL)`);
  await db.execute(sql`INSERT INTO staff_login_challenge (token_hash, staff_id, expires_at) VALUES (${tokenHash}, ${staffId}, now() + make_interval(mins => ${minutes}))`);
}

const challengeRow = row({ id: col.int, staffId: col.int });

/** A live challenge (unexpired, unused, fewer than `maxAttempts` wrong codes), locked for this transaction. */
export async function liveChallenge(db: Db, tokenHash: string, maxAttempts: number) {
  return typedRow(
    db,
    challengeRow,
    sql`SELECT id, staff_id AS "staffId" FROM staff_login_challenge
         WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now() AND attempts < ${maxAttempts}
         FOR UPDATE`,
  );
}

export async function spendChallenge(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE staff_login_challenge SET used_at = now() WHERE id = ${id}`);
}

export async function countWrongCode(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE staff_login_challenge SET attempts = attempts + 1 WHERE id = ${id}`);
}

const memberRow = row({ email: col.text, name: col.text, roles: z.array(z.enum(STAFF_ROLES)), active: col.bool });

/** Who a challenge or a reset is about. */
export async function staffMember(db: Db, staffId: number): Promise<{ email: string; name: string; roles: StaffRole[]; active: boolean } | undefined> {
  return typedRow(db, memberRow, sql`SELECT email, name, roles, active FROM staff_user WHERE id = ${staffId}`);
}
