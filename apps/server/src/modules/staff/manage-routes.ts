import { API, envelope, staffAccount, staffDisableBody, staffIdParams, staffPasswordResetBody, staffUpdateBody } from '@netshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken } from '../../lib/crypto.js';
import { ok } from '../../plugins/envelope.js';
import { hit, sourceOf, tooMany } from '../../plugins/rate-limit.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import { endChatSockets } from '../chat/index.js';
import { disableAccount, enableAccount, listAccounts, updateAccount } from './manage.js';
import { forcePasswordReset, resetPasswordWithLink, type ResetSettings } from './password-reset.js';
import { registerStaffReverters } from './reverters.js';

/** /api/ew/staff/staff/…: admins manage staff accounts (issue 27); the public page behind a reset link. */
export const staffManageRoutes: FastifyPluginAsyncZod<ResetSettings> = async (app, settings) => {
  // Name and role edits the audit log can restore (ADR 0043).
  registerStaffReverters((staffId) => endChatSockets(app.bus, { staffId }));
  const tags = ['staff'];
  const manage = { onRequest: requireStaff('staff.manage') };
  const nothing = envelope(z.null());
  const params = staffIdParams;

  app.get(API.staff.accounts.local, { ...manage, schema: { tags, summary: 'Staff accounts, with status and last sign-in', response: { 200: envelope(z.array(staffAccount)) } } }, async (req) => ok(req, await listAccounts(req.ctx)));

  app.put(API.staff.updateAccount.local, { ...manage, schema: { tags, summary: 'Change a staff member’s name and roles', params, body: staffUpdateBody, response: { 200: nothing } } }, async (req) => {
    await updateAccount(req.ctx, req.params.staffId, req.body);
    // A console's chat socket was opened for the old roles: it reconnects, and is refused without chat.answer.
    endChatSockets(app.bus, { staffId: req.params.staffId });
    return ok(req, null, req.t('staffUpdated'));
  });

  app.post(API.staff.disableAccount.local, { ...manage, schema: { tags, summary: 'Disable an account with a reason; its sessions end at once', params, body: staffDisableBody, response: { 200: nothing } } }, async (req) => {
    await disableAccount(req.ctx, req.params.staffId, req.body.reason);
    endChatSockets(app.bus, { staffId: req.params.staffId });
    return ok(req, null, req.t('staffDisabled'));
  });

  app.post(API.staff.enableAccount.local, { ...manage, schema: { tags, summary: 'Enable a disabled account', params, response: { 200: nothing } } }, async (req) => {
    await enableAccount(req.ctx, req.params.staffId);
    return ok(req, null, req.t('staffEnabled'));
  });

  app.post(API.staff.forcePasswordReset.local, { ...manage, schema: { tags, summary: 'End a member’s sessions and password and mail them a one-time reset link', params, response: { 200: nothing } } }, async (req) => {
    await forcePasswordReset(req.ctx, settings, req.params.staffId);
    endChatSockets(app.bus, { staffId: req.params.staffId });
    return ok(req, null, req.t('staffResetSent'));
  });

  app.post(API.staff.resetPassword.local, { schema: { tags, summary: 'Set a new password from a reset link (public)', body: staffPasswordResetBody, response: { 200: nothing } } }, async (req, reply) => {
    // As many tries as signing in allows: the token is 256 bits, the limit keeps the endpoint cheap.
    const wait = await hit(req.server.storage.db, [
      { key: `staff-reset:ip:${sourceOf(req.ip)}`, max: 30, windowMs: 15 * 60_000 },
      { key: `staff-reset:token:${hashToken(req.body.token).slice(0, 32)}`, max: 10, windowMs: 15 * 60_000 },
    ]);
    if (wait) tooMany(reply, wait);
    await resetPasswordWithLink(req.ctx, req.body.token, req.body.password);
    return ok(req, null, req.t('staffPasswordSet'));
  });
};
