import { API, CODES, envelope, staffCreateBody, staffLoginBody, staffLoginResult, staffMe } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffSessions } from '../../lib/session-store.js';
import { bearerToken } from '../../plugins/auth.js';
import { AppError, ok } from '../../plugins/envelope.js';
import { SECURITY } from '../../plugins/openapi.js';
import { hit, sourceOf, tooMany } from '../../plugins/rate-limit.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { createStaff, loginStaff, me } from './service.js';

/** /api/ew/staff: staff login, who am I, and staff accounts (admin). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.storage;
  const tags = ['staff'];
  const nothing = envelope(z.null());

  app.post(API.staff.login.local, { schema: { tags, summary: 'Staff login; msg is the session token, or data asks for the code step (two-factor sign-in)', body: staffLoginBody, response: { 200: envelope(staffLoginResult) } } }, async (req, reply) => {
    const { email, password } = req.body;
    // Fewer tries than buyers get: a staff account opens the shop's side.
    const wait = await hit(db, [
      { key: `staff-login:ip:${sourceOf(req.ip)}`, max: 30, windowMs: 15 * 60_000 },
      { key: `staff-login:email:${email}`, max: 10, windowMs: 15 * 60_000 },
    ]);
    if (wait) tooMany(reply, wait);
    const out = await loginStaff(req.ctx, email, password, String(req.headers['user-agent'] ?? ''));
    if (!out) throw new AppError(CODES.BAD_REQUEST, 'loginFailed');
    // Two-factor sign-in (issue 27): no session before the code; one that may only enrol when an authenticator is due.
    if ('challenge' in out) return { code: CODES.OK, msg: '', data: { next: 'code' as const, challenge: out.challenge } };
    return { code: CODES.OK, msg: out.token, data: out.enrol ? { next: 'enrol' as const } : null };
  });

  app.post(API.staff.logout.local, { schema: { tags, summary: 'End this staff session', security: SECURITY.optionalStaff, response: { 200: nothing } } }, async (req) => {
    const token = bearerToken(req);
    const session = token ? await staffSessions.resolve(db, token) : null;
    if (session) await staffSessions.revoke(db, session.sessionId);
    return ok(req, null);
  });

  app.get(API.staff.me.local, { onRequest: requireStaff(undefined, { duringEnrolment: true }), schema: { tags, summary: 'The staff member of this session, roles and permissions', response: { 200: envelope(staffMe) } } }, async (req) => ok(req, me(req.ctx)));

  // The list of accounts and their management: manage-routes.ts.
  app.post(API.staff.createAccount.local, { onRequest: requireStaff('staff.manage'), schema: { tags, summary: 'Create a staff account', body: staffCreateBody, response: { 200: envelope(z.object({ staffId: z.number().int() })) } } }, async (req) => {
    const staffId = await createStaff(req.ctx, req.body);
    if (staffId === null) throw new AppError(CODES.CONFLICT, 'conflict');
    return ok(req, { staffId });
  });
};
