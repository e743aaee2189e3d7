import { STAFF_PERMISSIONS, can, type StaffCreateBody, type StaffMe, type StaffPermission } from '@netshop/contract';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/crypto.js';
import { inTransaction, type RequestContext, type StaffPrincipal } from '../../lib/request-context.js';
import { recordAudit } from '../audit/index.js';
import { auditView } from './manage.js';
import { insertStaff, setPasswordHash, staffCredentials } from './queries.js';
import { startStaffSession } from './sign-in.js';
import { createChallenge, secondFactorOf } from './totp.js';

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
    return await inTransaction(ctx, async (tx) => {
      const staffId = await insertStaff(tx.db, { email: body.email, passwordHash: hash, name: body.name, roles });
      await recordAudit(tx, { action: 'staff.create', entityType: 'staff', entityId: staffId, after: { email: body.email, ...auditView({ name: body.name, roles, active: true, disabledReason: null }) } });
      return staffId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** A session token for the right password of an active staff member; null otherwise (same time either way). */
export async function loginStaff(ctx: RequestContext, email: string, password: string, userAgent: string): Promise<{ token: string; enrol: boolean } | { challenge: string } | null> {
  const { db } = ctx;
  const s = await staffCredentials(db, email);
  const { ok, stale } = await verifyPassword(password, s?.passwordHash ?? DUMMY_HASH);
  if (!s || !ok || !s.active) return null;
  if (stale) await setPasswordHash(db, s.id, await hashPassword(password));
  // Two-factor sign-in (issue 27): a member with an authenticator gets a challenge for the code step instead.
  const second = await secondFactorOf(ctx, s.id);
  if (second === 'code') return { challenge: await createChallenge(ctx, s.id) };
  return { token: await startStaffSession(ctx, s.id, userAgent), enrol: second === 'enrol' };
}

/** The signed-in staff member (the route's requireStaff put them in the context). */
export function me(ctx: RequestContext): StaffMe {
  const p: StaffPrincipal | null = ctx.staff;
  if (!p) throw new Error('service needs a staff member: its route lacks requireStaff');
  const permissions = (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((perm) => can(p.roles, perm));
  return { staffId: p.staffId, email: p.email, name: p.name, roles: p.roles, permissions, mustEnrol: p.mustEnrol ?? false };
}
