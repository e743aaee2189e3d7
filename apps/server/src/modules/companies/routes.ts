import {
  acceptInvitationBody,
  API,
  CODES,
  companyApplyBody,
  companyMembers,
  companyUpdateBody,
  envelope,
  invitationPreview,
  invitationTokenQuery,
  INVITATION_TTL_DAYS,
  inviteBody,
  memberIdParams,
  memberRolesBody,
  myCompanyAnswer,
} from '@netshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { buyerId } from '../../lib/request-context.js';
import { requireUser } from '../../plugins/auth.js';
import { AppError, fillMessage, ok } from '../../plugins/envelope.js';
import { SECURITY } from '../../plugins/openapi.js';
import { allow } from '../../plugins/rate-limit.js';
import {
  acceptInvitation,
  applyForCompany,
  changeMemberRoles,
  companyMembers as listMembers,
  deactivateMember,
  inviteMember,
  myCompany,
  previewInvitation,
  revokeInvitation,
  updateCompany,
} from './service.js';

/** /api/ew/buyer/companies: applying for a company account, its profile, members and invitations (issue 29, ADR 0045). */
export const companyRoutes: FastifyPluginAsyncZod<{ origin: string }> = async (app, { origin }) => {
  const { db } = app.storage;
  const tags = ['companies'];
  const auth = { preHandler: requireUser };

  const fieldError = (req: FastifyRequest, r: { field: string; key: string } | { refused: 'files' }) => {
    if ('refused' in r) return new AppError(CODES.UNPROCESSABLE, 'companyFilesInvalid');
    const texts = FIELD_MESSAGES[req.lang] as Record<string, string>;
    return new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [r.field]: texts[r.key] ?? texts.invalid! });
  };
  /** Applications and invitations mail people: bounded per buyer. */
  const limited = async (req: FastifyRequest, what: string, max: number) => {
    if (!(await allow(db, [{ key: `companies:${what}:${buyerId(req.ctx)}`, max, windowMs: 60 * 60_000 }]))) throw new AppError(CODES.TOO_MANY_REQUESTS, 'tooManyRequests');
  };

  app.post(API.companies.apply.local, { ...auth, schema: { tags, summary: 'Apply to open a company account (the applicant becomes its first admin once approved)', body: companyApplyBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (req) => {
    await limited(req, 'apply', 10);
    const r = await applyForCompany(req.ctx, req.body);
    if (!('id' in r)) throw fieldError(req, r);
    return ok(req, r, req.t('companyApplied'));
  });

  app.get(API.companies.mine.local, { ...auth, schema: { tags, summary: 'The buyer’s company membership, roles and permissions, and their pending or rejected application', response: { 200: envelope(myCompanyAnswer) } } }, async (req) =>
    ok(req, await myCompany(req.ctx)),
  );

  app.put(API.companies.update.local, { ...auth, schema: { tags, summary: 'Change the company’s profile (company.manage), over the version read', body: companyUpdateBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    const r = await updateCompany(req.ctx, req.body);
    if (r) throw fieldError(req, r);
    return ok(req, null, req.t('companySaved'));
  });

  app.get(API.companies.members.local, { ...auth, schema: { tags, summary: 'The company’s members; open invitations for those who manage members', response: { 200: envelope(companyMembers) } } }, async (req) =>
    ok(req, await listMembers(req.ctx)),
  );

  app.post(API.companies.invite.local, { ...auth, schema: { tags, summary: 'Invite a colleague by e-mail (members.manage): a link that works once, for 7 days', body: inviteBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (req) => {
    await limited(req, 'invite', 50);
    const r = await inviteMember(req.ctx, origin, req.body);
    return ok(req, r, fillMessage(req.t('invitationSent'), { email: req.body.email, days: INVITATION_TTL_DAYS }));
  });

  app.delete(API.companies.revokeInvitation.local, { ...auth, schema: { tags, summary: 'Withdraw an open invitation', params: memberIdParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    await revokeInvitation(req.ctx, req.params.id);
    return ok(req, null, req.t('invitationRevoked'));
  });

  app.put(API.companies.memberRoles.local, { ...auth, schema: { tags, summary: 'Change a member’s roles (the company keeps an active admin)', params: memberIdParams, body: memberRolesBody, response: { 200: envelope(z.null()) } } }, async (req) => {
    await changeMemberRoles(req.ctx, req.params.id, req.body.roles);
    return ok(req, null, req.t('memberSaved'));
  });

  app.post(API.companies.deactivate.local, { ...auth, schema: { tags, summary: 'Deactivate a member: their sessions end at once; what they placed stays the company’s', params: memberIdParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    await deactivateMember(req.ctx, req.params.id);
    return ok(req, null, req.t('memberDeactivated'));
  });

  app.get(API.companies.invitation.local, { schema: { tags, summary: 'What an invitation link shows before anyone signs in', security: SECURITY.public, querystring: invitationTokenQuery, response: { 200: envelope(invitationPreview) } } }, async (req) => {
    if (!(await allow(db, [{ key: `companies:preview:${req.ip}`, max: 60, windowMs: 10 * 60_000 }]))) throw new AppError(CODES.TOO_MANY_REQUESTS, 'tooManyRequests');
    return ok(req, await previewInvitation(req.ctx, req.query.token));
  });

  app.post(API.companies.accept.local, { ...auth, schema: { tags, summary: 'Join the company of an invitation sent to the signed-in buyer’s e-mail', body: acceptInvitationBody, response: { 200: envelope(z.object({ companyId: z.number().int() })) } } }, async (req) => {
    const r = await acceptInvitation(req.ctx, req.body.token);
    return ok(req, { companyId: r.companyId }, fillMessage(req.t('invitationAccepted'), { company: r.companyName }));
  });
};
