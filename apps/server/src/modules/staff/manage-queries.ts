import { STAFF_ROLES, type StaffRole } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { LOCK_CLASS } from '../../lib/advisory-locks.js';

// SQL of staff management (issue 27) on the staff module's own tables: staff_user's account
// fields and staff_password_reset's one-time links. Sessions are ended through lib/session-store.ts.

// Roles the contract no longer knows are dropped, not refused (as activeStaffMember does).
const roles = z.array(z.string()).transform((rs) => rs.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r)));
const nullableTime = col.time.nullable();

const accountRow = row({
  staffId: col.int,
  email: col.text,
  name: col.text,
  roles,
  active: col.bool,
  langId: col.int,
  disabledReason: col.text.nullable(),
  disabledAt: nullableTime,
  lastLoginAt: nullableTime,
  createdAt: col.time,
  /** An authenticator app is enrolled (confirmed) for two-factor sign-in. */
  totpOn: col.bool,
});
export type AccountRow = z.output<typeof accountRow>;

const ACCOUNT_COLUMNS = sql`id AS "staffId", email, name, roles, active, lang_id AS "langId", disabled_reason AS "disabledReason",
  disabled_at AS "disabledAt", last_login_at AS "lastLoginAt", created_at AS "createdAt",
  EXISTS (SELECT 1 FROM staff_totp t WHERE t.staff_id = staff_user.id AND t.enabled_at IS NOT NULL) AS "totpOn"`;

/** Every staff account with what the console's staff page shows, oldest first. */
export async function staffAccounts(db: Db): Promise<AccountRow[]> {
  return typedRows(db, accountRow, sql`SELECT ${ACCOUNT_COLUMNS} FROM staff_user ORDER BY id`);
}

/** One account, locked for the rest of the transaction; undefined when there is none. */
export async function lockedAccount(db: Db, staffId: number): Promise<AccountRow | undefined> {
  return typedRow(db, accountRow, sql`SELECT ${ACCOUNT_COLUMNS} FROM staff_user WHERE id = ${staffId} FOR UPDATE`);
}

/** The advisory-lock class of "the shop keeps an active admin" (lib/advisory-locks.ts lists them all). */
const ADMINS_LOCK = LOCK_CLASS.staffAdmins;

/**
 * Serialises every change that could take away an active admin, in every process: two admins
 * disabling each other at once run one after the other, and the second sees the first's change.
 */
export async function lockAdmins(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ADMINS_LOCK})`);
}

const countRow = row({ n: col.int });

/** Active admins other than `staffId` (read after lockAdmins: committed changes only). */
export async function otherActiveAdmins(db: Db, staffId: number): Promise<number> {
  const r = await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM staff_user WHERE active AND 'admin' = ANY(roles) AND id <> ${staffId}`);
  return r?.n ?? 0;
}

export async function setNameAndRoles(db: Db, staffId: number, name: string, newRoles: StaffRole[]): Promise<void> {
  await db.execute(sql`UPDATE staff_user SET name = ${name}, roles = ARRAY[${sql.join(newRoles.map((r) => sql`${r}`), sql`, `)}]::varchar[] WHERE id = ${staffId}`);
}

export async function setDisabled(db: Db, staffId: number, reason: string): Promise<void> {
  await db.execute(sql`UPDATE staff_user SET active = false, disabled_reason = ${reason}, disabled_at = now() WHERE id = ${staffId}`);
}

export async function setEnabled(db: Db, staffId: number): Promise<void> {
  await db.execute(sql`UPDATE staff_user SET active = true, disabled_reason = NULL, disabled_at = NULL WHERE id = ${staffId}`);
}

export async function replacePasswordHash(db: Db, staffId: number, passwordHash: string): Promise<void> {
  await db.execute(sql`UPDATE staff_user SET password_hash = ${passwordHash} WHERE id = ${staffId}`);
}

export async function markSignedIn(db: Db, staffId: number): Promise<void> {
  await db.execute(sql`UPDATE staff_user SET last_login_at = now() WHERE id = ${staffId}`);
}

/** Spends every link of a member not yet used: only the newest reset's link works. */
export async function spendResetLinks(db: Db, staffId: number): Promise<void> {
  await db.execute(sql`UPDATE staff_password_reset SET used_at = now() WHERE staff_id = ${staffId} AND used_at IS NULL`);
}

export async function insertResetLink(db: Db, staffId: number, tokenHash: string, validMinutes: number): Promise<void> {
  await db.execute(sql`INSERT INTO staff_password_reset (token_hash, staff_id, expires_at) VALUES (${tokenHash}, ${staffId}, now() + make_interval(mins => ${validMinutes}))`);
}

const ownerRow = row({ staffId: col.int });

/**
 * Uses up a live link in one statement (two requests with the same token cannot both win);
 * answers its staff member, or undefined when the link is unknown, used or expired.
 */
export async function takeResetLink(db: Db, tokenHash: string): Promise<number | undefined> {
  const r = await typedRow(
    db,
    ownerRow,
    sql`UPDATE staff_password_reset SET used_at = now() WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now() RETURNING staff_id AS "staffId"`,
  );
  return r?.staffId;
}
