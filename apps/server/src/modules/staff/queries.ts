import { STAFF_ROLES, type StaffRole } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// Every SQL statement of the staff module on its own table (staff_user; ADR 0035), each answer
// checked by its row shape. Sessions are kept by lib/session-store.ts.

const roles = z.array(z.enum(STAFF_ROLES));

const idRow = row({ id: col.int });

/** Adds a staff member; throws the database's unique violation when the e-mail is taken. */
export async function insertStaff(db: Db, s: { email: string; passwordHash: string; name: string; roles: StaffRole[] }): Promise<number> {
  const created = await typedRow(
    db,
    idRow,
    sql`INSERT INTO staff_user (email, password_hash, name, roles) VALUES (${s.email}, ${s.passwordHash}, ${s.name}, ARRAY[${sql.join(s.roles.map((r) => sql`${r}`), sql`, `)}]::varchar[]) RETURNING id`,
  );
  return created!.id;
}

const credentialsRow = row({ id: col.int, passwordHash: col.text, active: col.bool });

/** What signing in checks of a staff member. */
export async function staffCredentials(db: Db, email: string) {
  return typedRow(db, credentialsRow, sql`SELECT id, password_hash AS "passwordHash", active FROM staff_user WHERE email = ${email}`);
}

/** Stores a password hashed anew (its parameters were out of date). */
export async function setPasswordHash(db: Db, staffId: number, passwordHash: string): Promise<void> {
  await db.execute(sql`UPDATE staff_user SET password_hash = ${passwordHash} WHERE id = ${staffId}`);
}

const staffMemberRow = row({ staffId: col.int, email: col.text, name: col.text, roles, active: col.bool });

/** Every staff member, oldest first. */
export async function allStaff(db: Db) {
  return typedRows(db, staffMemberRow, sql`SELECT id AS "staffId", email, name, roles, active FROM staff_user ORDER BY id`);
}

/** How long after the last beat an agent still counts as online. */
const ONLINE_FOR = sql`interval '90 seconds'`;

/** An agent with the console's chat open is online: the assistant hands visitors to a person. */
export async function markChatSeen(db: Db, staffId: number): Promise<void> {
  await db.execute(sql`UPDATE staff_user SET chat_seen_at = now() WHERE id = ${staffId}`);
}

const okRow = row({ ok: col.int });

/** Whether any active agent or admin had the console's chat open within the last 90 seconds. */
export async function anyAgentOnline(db: Db): Promise<boolean> {
  return (await typedRows(db, okRow, sql`SELECT 1 AS ok FROM staff_user WHERE active AND chat_seen_at > now() - ${ONLINE_FOR} AND roles && ARRAY['agent', 'admin']::varchar[] LIMIT 1`)).length > 0;
}

/**
 * Read view (ADR 0039): every staff member's name by id, for the queues that show who answered or
 * decided. Columns: staff_id, staff_name. Join it: `LEFT JOIN ${staffNamesView()} s ON s.staff_id = x.handled_by`.
 */
export const staffNamesView = () => sql`(SELECT id AS staff_id, name AS staff_name FROM staff_user)`;

// Made once: every staff request checks its session's member with it.
const principalRow = row({
  email: col.text,
  name: col.text,
  roles: z.array(z.string()).transform((rs) => rs.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r))),
  totpOn: col.bool,
});

/**
 * An active staff member's e-mail, name, roles and whether their authenticator is on (two-factor
 * sign-in, issue 27), as a staff session resolves to them
 * (plugins/staff-auth.ts, which app.ts gives this function); undefined when gone or deactivated.
 * Roles the contract no longer knows are dropped, not refused.
 */
export async function activeStaffMember(db: Db, staffId: number) {
  return typedRow(
    db,
    principalRow,
    sql`SELECT email, name, roles, EXISTS (SELECT 1 FROM staff_totp t WHERE t.staff_id = staff_user.id AND t.enabled_at IS NOT NULL) AS "totpOn"
          FROM staff_user WHERE id = ${staffId} AND active`,
  );
}
