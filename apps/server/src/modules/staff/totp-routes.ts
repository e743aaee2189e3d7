import { API, CODES, envelope, staffLoginVerifyBody, staffRecoveryCodes, staffTotpCodeBody, staffTotpEnrolment, staffTotpResetBody, staffTotpState } from '@netshop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffSessions } from '../../lib/session-store.js';
import { AppError, ok } from '../../plugins/envelope.js';
import { SECURITY } from '../../plugins/openapi.js';
import { hit, sourceOf, tooMany } from '../../plugins/rate-limit.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { endChatSockets } from '../chat/index.js';
import { challengeOwner, confirmEnrolment, regenerateRecoveryCodes, resetTotp, startEnrolment, totpKeys, totpState, verifyLogin } from './totp.js';

/** Wrong codes a member may send in 15 minutes, at sign-in and in the security page together. */
const CODES_PER_MEMBER = 10;
const WINDOW_MS = 15 * 60_000;

/** /api/ew/staff: the code step of signing in, and a member's authenticator and recovery codes (issue 27). */
export const staffTotpRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, opts) => {
  const { db } = app.storage;
  const keys = totpKeys(opts.secret);
  const tags = ['staff'];
  // Enrolment routes stay open to a member who must enrol (every other staff route refuses them).
  const enrolling = requireStaff(undefined, { duringEnrolment: true });

  const limitMember = async (reply: FastifyReply, staffId: number) => {
    const wait = await hit(db, [{ key: `staff-2fa:staff:${staffId}`, max: CODES_PER_MEMBER, windowMs: WINDOW_MS }]);
    if (wait) tooMany(reply, wait);
  };

  const ownMember = (req: FastifyRequest) => {
    // The operator token is no person: it has no authenticator to manage.
    if (!req.ctx.staff || req.ctx.staff.staffId === 0) throw new AppError(CODES.FORBIDDEN, 'forbidden');
    return req.ctx.staff.staffId;
  };

  app.post(
    API.staffSecurity.loginVerify.local,
    { schema: { tags, summary: 'Second step of staff login: the challenge and a 6-digit code or a recovery code; msg is the session token', security: SECURITY.public, body: staffLoginVerifyBody, response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      const ipWait = await hit(db, [{ key: `staff-2fa:ip:${sourceOf(req.ip)}`, max: 30, windowMs: WINDOW_MS }]);
      if (ipWait) tooMany(reply, ipWait);
      const staffId = await challengeOwner(req.ctx, req.body.challenge);
      if (staffId === undefined) throw new AppError(CODES.BAD_REQUEST, 'totpSignInExpired');
      await limitMember(reply, staffId);
      const out = await verifyLogin(req.ctx, keys, req.body.challenge, req.body.code);
      if (out === 'expired') throw new AppError(CODES.BAD_REQUEST, 'totpSignInExpired');
      if (out === 'wrong') throw new AppError(CODES.BAD_REQUEST, 'incorrectCode');
      return { code: CODES.OK, msg: await staffSessions.create(db, out, String(req.headers['user-agent'] ?? '')), data: null };
    },
  );

  app.get(API.staffSecurity.state.local, { onRequest: enrolling, schema: { tags, summary: 'Whether my two-factor sign-in is on, required, and how many recovery codes are left', response: { 200: envelope(staffTotpState) } } }, async (req) => {
    ownMember(req);
    return ok(req, await totpState(req.ctx));
  });

  // A pending enrolment enables nothing: the confirmation is the change, and logs staff.totp_enable (the audit safety net skips this one).
  app.post(API.staffSecurity.start.local, { onRequest: enrolling, config: { readOnly: true }, schema: { tags, summary: 'Start enrolling an authenticator app: its secret, otpauth URI and QR code (pending until confirmed)', response: { 200: envelope(staffTotpEnrolment) } } }, async (req) => {
    ownMember(req);
    const enrolment = await startEnrolment(req.ctx, keys);
    if (!enrolment) throw new AppError(CODES.CONFLICT, 'totpAlreadyOn');
    return ok(req, enrolment);
  });

  app.post(
    API.staffSecurity.confirm.local,
    { onRequest: enrolling, schema: { tags, summary: 'Confirm the enrolment with a code: two-factor sign-in is on; the recovery codes, shown once', body: staffTotpCodeBody, response: { 200: envelope(staffRecoveryCodes) } } },
    async (req, reply) => {
      const staffId = ownMember(req);
      await limitMember(reply, staffId);
      const codes = await confirmEnrolment(req.ctx, keys, req.body.code);
      if (!codes) throw new AppError(CODES.BAD_REQUEST, 'incorrectCode');
      return ok(req, { codes });
    },
  );

  app.post(
    API.staffSecurity.recoveryCodes.local,
    { onRequest: enrolling, schema: { tags, summary: 'New recovery codes for a current code (the old ones stop working), shown once', body: staffTotpCodeBody, response: { 200: envelope(staffRecoveryCodes) } } },
    async (req, reply) => {
      const staffId = ownMember(req);
      await limitMember(reply, staffId);
      const codes = await regenerateRecoveryCodes(req.ctx, keys, req.body.code);
      if (!codes) throw new AppError(CODES.BAD_REQUEST, 'incorrectCode');
      return ok(req, { codes });
    },
  );

  app.post(
    API.staffSecurity.reset.local,
    { onRequest: requireStaff('staff.manage'), schema: { tags, summary: "Reset a member's two-factor sign-in (a lost phone): their sessions end, they enrol again", body: staffTotpResetBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      if (!(await resetTotp(req.ctx, req.body.staffId))) throw new AppError(CODES.NOT_FOUND, 'notFound');
      endChatSockets(app.bus, { staffId: req.body.staffId });
      return ok(req, null);
    },
  );
};
