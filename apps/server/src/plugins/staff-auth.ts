import { createHash, timingSafeEqual } from 'node:crypto';
import { can, CODES, totpRequired, type StaffPermission, type StaffRole } from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { StaffPrincipal } from '../lib/request-context.js';
import { staffSessions } from '../lib/session-store.js';
import { bearerToken } from './auth.js';
import { AppError } from './envelope.js';
import { isLocalRequest } from './local-only.js';

// Who may act on the shop's side (ADR 0017): a staff member's session, whose roles grant the
// permission a route names, or the operator token of the CLI (scripts/ops.mjs), which acts as an
// admin. The documented default token ('dev-ops-token' outside production) answers only to
// requests from this machine. Staff members are the staff module's: app.ts passes its look-up in,
// as plugins import no module (ADR 0016).

/** An active staff member's e-mail, name, roles and whether their authenticator is on, by id; undefined when gone or deactivated. */
export type FindActiveStaff = (db: Db, staffId: number) => Promise<{ email: string; name: string; roles: StaffRole[]; totpOn: boolean } | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member (or operator token) of this request, set by `requireStaff`. */
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /** The staff module's look-up of a session's staff member (staffAuthPlugin's option). */
    findActiveStaff: FindActiveStaff;
  }
}

/** The operator token in force: the configured one, or the documented default outside production. */
export function operatorToken(config: Pick<Config, 'OPS_TOKEN' | 'NODE_ENV'>): { token: string; localOnly: boolean } | null {
  if (config.OPS_TOKEN) return { token: config.OPS_TOKEN, localOnly: false };
  return config.NODE_ENV === 'production' ? null : { token: 'dev-ops-token', localOnly: true };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

async function principal(req: FastifyRequest, token: string): Promise<StaffPrincipal | null> {
  const ops = operatorToken(req.server.config);
  if (ops && timingSafeEqual(digest(token), digest(ops.token))) {
    if (ops.localOnly && !isLocalRequest(req)) throw new AppError(CODES.FORBIDDEN, 'forbidden');
    return { staffId: 0, sessionId: null, email: '', name: 'operator', roles: ['admin'] };
  }
  const db = req.server.storage.db;
  const session = await staffSessions.resolve(db, token);
  if (!session) return null;
  const s = await req.server.findActiveStaff(db, session.ownerId);
  if (!s) return null;
  // Admin and finance sign in with a second factor (issue 27): until they enrol one, their session only enrols.
  return { staffId: session.ownerId, sessionId: session.sessionId, email: s.email, name: s.name, roles: s.roles, mustEnrol: !s.totpOn && totpRequired(s.roles) };
}

/** Every hook requireStaff made, with its permission ('' for any staff member): the OpenAPI document reads them (plugins/openapi.ts). */
const staffGuards = new WeakMap<object, string>();

/**
 * An onRequest hook for staff routes (before the body is parsed: no schema answers before the check): 401 without a staff session (or the operator token), 403 when the roles lack the permission,
 * and 403 'totpEnrolFirst' for a member who must enrol an authenticator, unless the route is one of enrolment (`duringEnrolment`).
 */
export function requireStaff(permission?: StaffPermission, opts: { duringEnrolment?: boolean } = {}) {
  const guard = async (req: FastifyRequest): Promise<void> => {
    const token = bearerToken(req);
    const who = token ? await principal(req, token) : null;
    if (!who) throw new AppError(CODES.UNAUTHORIZED, 'unauthorized');
    if (who.mustEnrol && !opts.duringEnrolment) throw new AppError(CODES.FORBIDDEN, 'totpEnrolFirst');
    if (permission && !can(who.roles, permission)) throw new AppError(CODES.FORBIDDEN, 'forbidden');
    req.staff = who;
    req.ctx.staff = who;
  };
  staffGuards.set(guard, permission ?? '');
  return guard;
}

/** The permission of a hook made by requireStaff ('' when it asks for none); undefined for any other hook. */
export function staffGuardPermission(hook: unknown): string | undefined {
  return typeof hook === 'function' ? staffGuards.get(hook) : undefined;
}

/** Whether the request carries a staff session whose roles have the permission (no 401/403: for routes buyers and staff share). */
export async function hasStaffPermission(req: FastifyRequest, permission: StaffPermission): Promise<boolean> {
  const token = bearerToken(req);
  const who = token ? await principal(req, token) : null;
  return who !== null && !who.mustEnrol && can(who.roles, permission);
}

export const staffAuthPlugin = fp<{ findActiveStaff: FindActiveStaff }>(async (app, opts) => {
  app.decorate('findActiveStaff', opts.findActiveStaff);
  app.decorateRequest('staff', null);
});
