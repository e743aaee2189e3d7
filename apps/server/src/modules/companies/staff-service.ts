import {
  CODES,
  formatPersonName,
  STAFF_COMPANY_PAGE_SIZE,
  type CompanyDecision,
  type CompanyInvitation,
  type CompanyStatus,
  type companyDecisionBody,
  type StaffCompanyDetail,
  type StaffCompanyList,
  type staffCompaniesQuery,
} from '@netshop/contract';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { privateUploadLink } from '../../lib/uploads.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { notify } from '../notifications/index.js';
import type { MessageTextKey } from '../notifications/index.js';
import {
  activeMemberUsers,
  companyEventsForStaff,
  companyFiles,
  companyForStaff,
  companyInvitationsForStaff,
  companyMembersForStaff,
  companyPage,
  deactivateApplicantMember,
  insertStaffEvent,
  isCompanyFile,
  lockCompanyForDecision,
  writeCompanyStatus,
} from './staff-queries.js';

// Company accounts in the console (issue 29, ADR 0045). Staff with companies.read see the
// applications and companies; companies.write decide, each decision over the version read and
// only from the states it applies to. A decision changes the company's row, writes its history
// line with the note, the audit entry, and tells the people concerned (the applicant, or every
// active member) by message and mail in their own language — all in one transaction, or nothing.

type ListQuery = z.output<typeof staffCompaniesQuery>;
type DecisionBody = z.output<typeof companyDecisionBody>;

/** What each decision does: from which states, to which, its history kind and what the people are told. */
const DECISIONS: Record<CompanyDecision, { from: readonly CompanyStatus[]; to: CompanyStatus; event: string; message: MessageTextKey; tell: 'applicant' | 'members'; reviewed: boolean }> = {
  approve: { from: ['pending'], to: 'active', event: 'approved', message: 'companyApproved', tell: 'applicant', reviewed: true },
  reject: { from: ['pending'], to: 'rejected', event: 'rejected', message: 'companyRejected', tell: 'applicant', reviewed: true },
  suspend: { from: ['active'], to: 'suspended', event: 'suspended', message: 'companySuspended', tell: 'members', reviewed: false },
  reactivate: { from: ['suspended'], to: 'active', event: 'reactivated', message: 'companyReactivated', tell: 'members', reviewed: false },
  close: { from: ['active', 'suspended'], to: 'closed', event: 'closed', message: 'companyClosed', tell: 'members', reviewed: false },
};

/** The staff member's id for the history (null for the operator token). */
const staffIdOf = (ctx: RequestContext) => (ctx.staff && ctx.staff.staffId > 0 ? ctx.staff.staffId : null);
/** A buyer's name as every language writes it (王伟, Aino Virtanen), or their e-mail when they gave none. */
const fullName = (first: string | null, last: string | null, email: string | null) => formatPersonName({ firstName: first ?? '', lastName: last ?? '' }, 'en') || (email ?? '');

export async function listCompanies(ctx: RequestContext, q: ListQuery): Promise<StaffCompanyList> {
  const { items, counts } = await companyPage(ctx.db, { status: q.status, q: q.q, limit: STAFF_COMPANY_PAGE_SIZE, offset: (q.page - 1) * STAFF_COMPANY_PAGE_SIZE });
  const byStatus: Record<string, number> = { pending: 0, active: 0, suspended: 0, closed: 0, rejected: 0 };
  for (const c of counts) byStatus[c.status] = c.n;
  const all = Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    items: items.map((c) => ({
      id: c.id,
      name: c.name,
      countryCode: c.countryCode,
      taxNo: c.taxNo,
      status: c.status,
      applicant: { userId: c.applicantId, name: fullName(c.firstName, c.lastName, c.email), email: c.email },
      members: c.members,
      createdAt: c.createdAt.toISOString(),
    })),
    total: q.status ? (byStatus[q.status] ?? 0) : all,
    counts: byStatus,
  };
}

function invitationStatus(i: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): CompanyInvitation['status'] {
  if (i.acceptedAt) return 'accepted';
  if (i.revokedAt) return 'revoked';
  return i.expiresAt <= now ? 'expired' : 'pending';
}

/** One company as the console shows it; its documents open by links signed for a few hours. */
export async function companyDetail(ctx: RequestContext, companyId: number, secret: string): Promise<StaffCompanyDetail> {
  const c = await companyForStaff(ctx.db, companyId, ctx.langId);
  if (!c) throw notFound();
  const [files, members, invitations, events] = [await companyFiles(ctx.db, companyId), await companyMembersForStaff(ctx.db, companyId), await companyInvitationsForStaff(ctx.db, companyId), await companyEventsForStaff(ctx.db, companyId)];
  const now = new Date();
  return {
    company: {
      id: c.id,
      name: c.name,
      countryId: c.countryId,
      countryCode: c.countryCode,
      country: c.country,
      taxNo: c.taxNo,
      address: c.address,
      city: c.city,
      postcode: c.postcode,
      industry: c.industry,
      phone: c.phone,
      status: c.status,
      statusReason: c.statusReason,
      createdAt: c.createdAt.toISOString(),
      files: files.map((f) => ({ id: f.id, name: f.name ?? f.id, size: f.size ?? 0, url: privateUploadLink(secret, f.id) })),
      version: c.version,
    },
    applicant: { userId: c.applicantId, name: fullName(c.applicantFirstName, c.applicantLastName, c.applicantEmail), email: c.applicantEmail },
    members: members.map((m) => ({
      id: m.id,
      userId: m.userId,
      name: fullName(m.firstName, m.lastName, m.email),
      email: m.email,
      roles: m.roles,
      active: m.active,
      joinedAt: m.joinedAt.toISOString(),
      deactivatedAt: m.deactivatedAt?.toISOString() ?? null,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      roles: i.roles,
      status: invitationStatus(i, now),
      invitedBy: fullName(i.invitedByFirst, i.invitedByLast, i.invitedByEmail),
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
    events: events.map((e) => ({ id: e.id, kind: e.kind, note: e.note, actor: e.staffName ?? (e.buyerEmail !== null ? fullName(e.buyerFirst, e.buyerLast, e.buyerEmail) : ''), createdAt: e.createdAt.toISOString() })),
    orders: { count: c.orders, lastAt: c.lastOrderAt?.toISOString() ?? null },
    reviewed: c.reviewedAt ? { at: c.reviewedAt.toISOString(), by: c.reviewedBy ?? '' } : null,
  };
}

/** A fresh signed link to one of the company's documents (404 for another company's or an unknown file). */
export async function companyFileLink(ctx: RequestContext, companyId: number, fileId: string, secret: string): Promise<{ url: string }> {
  if (!(await isCompanyFile(ctx.db, companyId, fileId))) throw notFound();
  return { url: privateUploadLink(secret, fileId) };
}

/**
 * A decision over the version the staff member read: 409 companyStale when the company changed
 * since, 409 companyDecisionInvalid when its state does not allow it (approving an active one,
 * reactivating a closed one). The company's row is locked first, so two decisions at once are one
 * after the other and the second meets the new version.
 */
export async function decideCompany(ctx: RequestContext, companyId: number, body: DecisionBody): Promise<void> {
  const rule = DECISIONS[body.decision];
  await inTransaction(ctx, async (tx) => {
    const c = await lockCompanyForDecision(tx.db, companyId);
    if (!c) throw notFound();
    if (c.version !== body.version) throw new AppError(CODES.CONFLICT, 'companyStale');
    if (!rule.from.includes(c.status)) throw new AppError(CODES.CONFLICT, 'companyDecisionInvalid');
    // Rejecting, suspending and closing keep the note as the reason the members are shown; approving and reactivating clear it.
    const reason = body.decision === 'reject' || body.decision === 'suspend' || body.decision === 'close' ? body.note : '';
    await writeCompanyStatus(tx.db, companyId, { status: rule.to, reason, reviewedBy: staffIdOf(tx), reviewed: rule.reviewed });
    // A rejected applicant may apply again: their (admin) member row of the application ends.
    if (body.decision === 'reject') await deactivateApplicantMember(tx.db, companyId, c.applicantId);
    await insertStaffEvent(tx.db, companyId, rule.event, body.note, staffIdOf(tx));
    await recordAudit(tx, {
      action: `company.${body.decision}`,
      entityType: 'company',
      entityId: companyId,
      before: { name: c.name, status: c.status, statusReason: c.statusReason },
      after: { name: c.name, status: rule.to, statusReason: reason, note: body.note },
    });
    const told = rule.tell === 'applicant' ? [c.applicantId] : await activeMemberUsers(tx.db, companyId);
    for (const userId of told) await notify(tx, userId, rule.message, { company: c.name, reason }, { type: 'account' });
  });
}
