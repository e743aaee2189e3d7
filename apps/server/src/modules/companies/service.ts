import {
  CODES,
  COMPANY_MEMBERS_MAX,
  INVITATION_TTL_DAYS,
  normalizeTaxNo,
  permissionsOf,
  taxNoIssue,
  type companyApplyBody,
  type CompanyBody,
  type CompanyMembers,
  type CompanyRole,
  type InvitationPreview,
  type MyCompanyAnswer,
} from '@netshop/contract';
import type { z } from 'zod';
import { companyOf, requireCompany } from '../../lib/company-access.js';
import { hashToken, newToken, sameHex } from '../../lib/crypto.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { buyerSessions } from '../../lib/session-store.js';
import { isUniqueViolation } from '../../plugins/db-errors.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import { attachUploadIds, buyerEmailAndName, emailTaken, lockBuyer } from '../account/index.js';
import { enqueue } from '../notifications/index.js';
import { countryCodeAndCurrency } from '../site/index.js';
import { invitationMail } from './invitation-mail.js';
import {
  companyById,
  deactivateMemberRow,
  emailIsMember,
  hasActiveMembership,
  insertCompany,
  insertCompanyFiles,
  insertEvent,
  insertInvitation,
  insertMember,
  invitationById,
  invitationsOf,
  latestApplication,
  lockCompany,
  markInvitationAccepted,
  memberById,
  membersOf,
  otherActiveAdmins,
  revokeInvitationRow,
  seatsTaken,
  setMemberRoles,
  updateCompanyRow,
  type CompanyFields,
  type CompanyRecord,
} from './queries.js';

// Company accounts for buyers (issue 29, ADR 0045): applying, the profile, members and
// invitations. What a member may do is the permission of lib/company-access.ts, asked of the
// membership the request carries; changes to members and invitations lock the company's row, so
// two admins demoting each other at once cannot leave it without one.

type ApplyBody = z.output<typeof companyApplyBody>;
type Refusal = { field: 'countryId' | 'taxNo'; key: 'invalid' | NonNullable<ReturnType<typeof taxNoIssue>> };

/** The body's fields with the tax number checked and written as its country writes it (as an invoice title's). */
async function checkedFields(ctx: RequestContext, body: CompanyBody & { countryId: number }): Promise<CompanyFields | Refusal> {
  const c = await countryCodeAndCurrency(ctx.db, body.countryId);
  if (!c) return { field: 'countryId', key: 'invalid' };
  const issue = taxNoIssue(c.code, body.taxNo);
  if (issue) return { field: 'taxNo', key: issue };
  return { name: body.name, countryId: body.countryId, taxNo: normalizeTaxNo(c.code, body.taxNo), address: body.address, city: body.city, postcode: body.postcode ?? '', industry: body.industry, phone: body.phone };
}

export type ApplyResult = { id: number } | Refusal | { refused: 'files' };

/** A buyer's application: the company (pending) and their admin place in it, one company per buyer. */
export async function applyForCompany(ctx: RequestContext, body: ApplyBody): Promise<ApplyResult> {
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    // One application at a time per buyer: their row is the lock, the partial unique index the rule.
    await lockBuyer(tx.db, userId);
    if (await hasActiveMembership(tx.db, userId)) throw new AppError(CODES.CONFLICT, 'companyAlreadyMember');
    const fields = await checkedFields(tx, body);
    if ('field' in fields) return fields;
    const files = [...new Set(body.fileIds)];
    if ((await attachUploadIds(tx.db, userId, 'inquiry', files)).length !== files.length) return { refused: 'files' as const };
    const id = await insertCompany(tx.db, userId, fields);
    await insertCompanyFiles(tx.db, id, files);
    await insertMember(tx.db, id, userId, ['admin'], null);
    await insertEvent(tx.db, id, 'applied', '', { userId });
    return { id };
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) throw new AppError(CODES.CONFLICT, 'companyAlreadyMember');
    throw e;
  });
}

/** Files are listed by name and size; members open them only through the console (private documents). */
const forBuyer = (c: CompanyRecord) => ({ ...c, files: c.files.map((f) => ({ id: f.id, name: f.name ?? '', size: f.size, url: null })) });

/** The buyer's membership, and their own latest application while it is pending or was rejected. */
export async function myCompany(ctx: RequestContext): Promise<MyCompanyAnswer> {
  const m = companyOf(ctx);
  if (m) {
    const c = await companyById(ctx.db, ctx.langId, m.companyId);
    if (c) return { membership: { company: forBuyer(c), memberId: m.memberId, roles: [...m.roles], permissions: [...m.permissions] }, application: null };
  }
  const a = await latestApplication(ctx.db, ctx.langId, buyerId(ctx));
  return { membership: null, application: a && forBuyer(a) };
}

/** The admin's edit of the profile, over the version they read. */
export async function updateCompany(ctx: RequestContext, body: CompanyBody & { countryId: number; version: number }): Promise<Refusal | null> {
  const companyId = requireCompany(ctx, 'company.manage');
  return inTransaction(ctx, async (tx) => {
    const fields = await checkedFields(tx, body);
    if ('field' in fields) return fields;
    if (!(await updateCompanyRow(tx.db, companyId, body.version, fields))) throw new AppError(CODES.CONFLICT, 'companyStale');
    await insertEvent(tx.db, companyId, 'profile', '', { userId: buyerId(ctx) });
    return null;
  });
}

/** Members for every member; the invitations only for those who manage members. */
export async function companyMembers(ctx: RequestContext): Promise<CompanyMembers> {
  const m = companyOf(ctx);
  if (!m) throw new AppError(CODES.FORBIDDEN, 'companyNone');
  const [members, invitations] = await Promise.all([membersOf(ctx.db, m.companyId), m.permissions.includes('members.manage') ? invitationsOf(ctx.db, m.companyId) : []]);
  return { members, invitations };
}

/** An invitation by e-mail: a link of `<id>.<secret>` (only the secret's hash kept) mailed in the admin's language. */
export async function inviteMember(ctx: RequestContext, origin: string, body: { email: string; roles: CompanyRole[] }): Promise<{ id: number }> {
  const companyId = requireCompany(ctx, 'members.manage');
  const userId = buyerId(ctx);
  return inTransaction(ctx, async (tx) => {
    await lockCompany(tx.db, companyId);
    if (await emailIsMember(tx.db, companyId, body.email)) throw new AppError(CODES.CONFLICT, 'inviteeAlreadyMember', undefined, { email: body.email });
    if ((await seatsTaken(tx.db, companyId)) >= COMPANY_MEMBERS_MAX) throw new AppError(CODES.CONFLICT, 'companyMembersFull', undefined, { max: COMPANY_MEMBERS_MAX });
    const secret = newToken();
    const id = await insertInvitation(tx.db, { companyId, email: body.email, roles: body.roles, tokenHash: hashToken(secret), invitedBy: userId, langId: ctx.langId, ttlDays: INVITATION_TTL_DAYS });
    const [company, inviter] = await Promise.all([companyById(tx.db, ctx.langId, companyId), buyerEmailAndName(tx.db, userId)]);
    const url = `${origin}/companyInvite?token=${id}.${secret}`;
    await enqueue(tx.db, invitationMail(ctx.lang, body.email, { inviter: `${inviter!.firstName} ${inviter!.lastName}`.trim(), company: company!.name, roles: body.roles, url }));
    await insertEvent(tx.db, companyId, 'member_invited', body.email, { userId });
    return { id };
  });
}

export async function revokeInvitation(ctx: RequestContext, id: number): Promise<void> {
  const companyId = requireCompany(ctx, 'members.manage');
  if (!(await revokeInvitationRow(ctx.db, companyId, id))) throw notFound();
}

/** The invitation of a link, when its secret matches: unknown, wrong secret and used-up links look alike. */
async function invitationOfToken(ctx: RequestContext, token: string) {
  const [idText, secret] = token.split('.') as [string, string];
  const inv = await invitationById(ctx.db, Number(idText));
  if (!inv || !sameHex(inv.tokenHash, hashToken(secret)) || !inv.open || inv.companyStatus !== 'active') throw new AppError(CODES.NOT_FOUND, 'invitationInvalid');
  return inv;
}

export async function previewInvitation(ctx: RequestContext, token: string): Promise<InvitationPreview> {
  const inv = await invitationOfToken(ctx, token);
  return { companyName: inv.companyName, email: inv.email, roles: inv.roles, invitedBy: inv.invitedBy, expiresAt: inv.expiresAt.toISOString(), hasAccount: await emailTaken(ctx.db, inv.email) };
}

/** The signed-in buyer with the invited address joins, once; a buyer of another company is refused. */
export async function acceptInvitation(ctx: RequestContext, token: string): Promise<{ companyId: number; companyName: string }> {
  const userId = buyerId(ctx);
  const inv = await invitationOfToken(ctx, token);
  const me = await buyerEmailAndName(ctx.db, userId);
  if (!me || me.email !== inv.email) throw new AppError(CODES.FORBIDDEN, 'invitationWrongEmail', undefined, { email: inv.email });
  return inTransaction(ctx, async (tx) => {
    await lockCompany(tx.db, inv.companyId);
    if (await hasActiveMembership(tx.db, userId)) throw new AppError(CODES.CONFLICT, 'companyAlreadyMember');
    if (!(await markInvitationAccepted(tx.db, inv.id, userId))) throw new AppError(CODES.NOT_FOUND, 'invitationInvalid');
    await insertMember(tx.db, inv.companyId, userId, inv.roles, inv.invitedById);
    await insertEvent(tx.db, inv.companyId, 'member_joined', `${me.firstName} ${me.lastName}`.trim(), { userId });
    return { companyId: inv.companyId, companyName: inv.companyName };
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) throw new AppError(CODES.CONFLICT, 'companyAlreadyMember');
    throw e;
  });
}

/**
 * A member of the admin's company, or 404 (another company's member id is one that does not
 * exist). Under the company's lock the admin's own place is read again: a request that waited for
 * the lock while another admin took their role acts no more.
 */
async function lockedMember(tx: RequestContext, companyId: number, memberId: number) {
  await lockCompany(tx.db, companyId);
  const me = await memberById(tx.db, companyId, companyOf(tx)!.memberId);
  if (!me?.active || !permissionsOf(me.roles).includes('members.manage')) throw new AppError(CODES.FORBIDDEN, 'companyForbidden');
  const m = await memberById(tx.db, companyId, memberId);
  if (!m) throw notFound();
  return m;
}

/** New roles for a member; the company keeps an active admin (the last one cannot drop the role). */
export async function changeMemberRoles(ctx: RequestContext, memberId: number, roles: CompanyRole[]): Promise<void> {
  const companyId = requireCompany(ctx, 'members.manage');
  await inTransaction(ctx, async (tx) => {
    const m = await lockedMember(tx, companyId, memberId);
    if (!m.active) throw new AppError(CODES.CONFLICT, 'companyDecisionInvalid');
    if (m.roles.includes('admin') && !roles.includes('admin') && (await otherActiveAdmins(tx.db, companyId, memberId)) === 0) throw new AppError(CODES.CONFLICT, 'companyLastAdmin');
    await setMemberRoles(tx.db, memberId, roles);
    await insertEvent(tx.db, companyId, 'member_roles', roles.join(','), { userId: buyerId(ctx) });
  });
}

/**
 * Ends a member's place: the row stays (what they placed stays the company's and names them),
 * their sessions end at once, and the company keeps an active admin.
 */
export async function deactivateMember(ctx: RequestContext, memberId: number): Promise<void> {
  const companyId = requireCompany(ctx, 'members.manage');
  await inTransaction(ctx, async (tx) => {
    const m = await lockedMember(tx, companyId, memberId);
    if (!m.active) throw new AppError(CODES.CONFLICT, 'companyDecisionInvalid');
    if (m.roles.includes('admin') && (await otherActiveAdmins(tx.db, companyId, memberId)) === 0) throw new AppError(CODES.CONFLICT, 'companyLastAdmin');
    await deactivateMemberRow(tx.db, memberId);
    await buyerSessions.revokeAll(tx.db, m.userId);
    await insertEvent(tx.db, companyId, 'member_deactivated', '', { userId: buyerId(ctx) });
  });
}
