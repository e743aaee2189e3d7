import { STAFF_PERMISSIONS, can, type StaffCreateBody, type StaffMe, type StaffPermission, type StaffRole } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/crypto.js';
import { staffSessions } from '../../lib/session-store.js';
import type { RequestContext, StaffPrincipal } from '../../lib/request-context.js';

// Staff accounts (ADR 0017): same password hashing and session rules as buyers, their own tables.

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Creates a staff account; null when the e-mail is taken. */
export async function createStaff(ctx: RequestContext, body: Required<StaffCreateBody>): Promise<number | null> {
  const hash = await hashPassword(body.password);
  const roles = [...new Set(body.roles)];
  try {
    const [s] = await rows<{ id: number }>(
      ctx.db,
      sql`INSERT INTO staff_user (email, password_hash, name, roles) VALUES (${body.email}, ${hash}, ${body.name}, ARRAY[${sql.join(roles.map((r) => sql`${r}`), sql`, `)}]::varchar[]) RETURNING id`,
    );
    return Number(s!.id);
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** A session token for the right password of an active staff member; null otherwise (same time either way). */
export async function loginStaff(ctx: RequestContext, email: string, password: string, userAgent: string): Promise<string | null> {
  const { db } = ctx;
  const [s] = await rows<{ id: number; passwordHash: string; active: boolean }>(db, sql`SELECT id, password_hash AS "passwordHash", active FROM staff_user WHERE email = ${email}`);
  const { ok, stale } = await verifyPassword(password, s?.passwordHash ?? DUMMY_HASH);
  if (!s || !ok || !s.active) return null;
  if (stale) await db.execute(sql`UPDATE staff_user SET password_hash = ${await hashPassword(password)} WHERE id = ${s.id}`);
  return staffSessions.create(db, Number(s.id), userAgent);
}

/** The signed-in staff member (the route's requireStaff put them in the context). */
export function me(ctx: RequestContext): StaffMe {
  const p: StaffPrincipal | null = ctx.staff;
  if (!p) throw new Error('service needs a staff member: its route lacks requireStaff');
  const permissions = (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((perm) => can(p.roles, perm));
  return { staffId: p.staffId, email: p.email, name: p.name, roles: p.roles, permissions };
}

export async function listStaff(ctx: RequestContext): Promise<{ staffId: number; email: string; name: string; roles: StaffRole[]; active: boolean }[]> {
  const r = await rows<{ staffId: number; email: string; name: string; roles: StaffRole[]; active: boolean }>(
    ctx.db,
    sql`SELECT id AS "staffId", email, name, roles, active FROM staff_user ORDER BY id`,
  );
  return r.map((s) => ({ ...s, staffId: Number(s.staffId) }));
}
