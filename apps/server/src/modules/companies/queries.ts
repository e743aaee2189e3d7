import { COMPANY_INDUSTRIES, COMPANY_ROLES, COMPANY_STATUSES, type Company, type CompanyInvitation, type CompanyMember, type CompanyRole } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView, uploadFilesView } from '../account/index.js';
import { countryCodesView, countryNamesView } from '../site/index.js';

// SQL of company accounts, members and invitations (ADR 0045). Every statement that reads or
// changes a member or an invitation names the company too, so an id of another company's is one
// that does not exist here.

const roles = z.array(z.enum(COMPANY_ROLES));
/** A role list as a varchar[] literal the CHECK accepts (values come from the contract's enum). */
const rolesArray = (r: readonly CompanyRole[]) => sql`${`{${r.join(',')}}`}::varchar[]`;

export interface CompanyFields {
  name: string;
  countryId: number;
  taxNo: string;
  address: string;
  city: string;
  postcode: string;
  industry: string;
  phone: string;
}

const idRow = row({ id: col.int });

export async function insertCompany(db: Db, applicantId: number, f: CompanyFields): Promise<number> {
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO company (name, country_id, tax_no, address, city, postcode, industry, phone, applicant_id)
        VALUES (${f.name}, ${f.countryId}, ${f.taxNo}, ${f.address}, ${f.city}, ${f.postcode}, ${f.industry}, ${f.phone}, ${applicantId}) RETURNING id`,
  );
  return r!.id;
}

export async function insertCompanyFiles(db: Db, companyId: number, uploadIds: string[]): Promise<void> {
  if (!uploadIds.length) return;
  await db.execute(sql`INSERT INTO company_file (company_id, upload_id) SELECT ${companyId}, x::uuid FROM unnest(${`{${uploadIds.join(',')}}`}::text[]) AS x`);
}

/** The member row; a unique violation (company_member_one_company) means the buyer already has a company. */
export async function insertMember(db: Db, companyId: number, userId: number, r: readonly CompanyRole[], invitedBy: number | null): Promise<number> {
  const m = await typedRow(db, idRow, sql`INSERT INTO company_member (company_id, user_id, roles, invited_by) VALUES (${companyId}, ${userId}, ${rolesArray(r)}, ${invitedBy}) RETURNING id`);
  return m!.id;
}

/** Whether the buyer holds an active member row (of an active, suspended, closed or pending company). */
export async function hasActiveMembership(db: Db, userId: number): Promise<boolean> {
  return (await typedRow(db, idRow, sql`SELECT id FROM company_member WHERE user_id = ${userId} AND active`)) !== undefined;
}

const companyRow = row({
  id: col.int,
  name: col.text,
  countryId: col.int,
  countryCode: col.text,
  country: col.text,
  taxNo: col.text,
  address: col.text,
  city: col.text,
  postcode: col.text,
  industry: z.enum(COMPANY_INDUSTRIES),
  phone: col.text,
  status: z.enum(COMPANY_STATUSES),
  statusReason: col.text,
  createdAt: col.time,
  version: col.int,
  files: z.array(z.object({ id: z.string(), name: z.string().nullable(), size: z.number() })),
});

const companySelect = (langId: number) => sql`
  SELECT c.id, c.name, c.country_id AS "countryId", cc.code AS "countryCode", coalesce(cn.name, cc.code) AS country, c.tax_no AS "taxNo",
         c.address, c.city, c.postcode, c.industry, c.phone, c.status, c.status_reason AS "statusReason", c.created_at AS "createdAt", c.version,
         coalesce((SELECT json_agg(json_build_object('id', f.upload_id, 'name', up.name, 'size', up.size) ORDER BY up.name)
                     FROM company_file f LEFT JOIN ${uploadFilesView()} up ON up.upload_id = f.upload_id WHERE f.company_id = c.id), '[]'::json) AS files
    FROM company c
    JOIN ${countryCodesView()} cc ON cc.country_id = c.country_id
    LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = c.country_id`;

export type CompanyRecord = Omit<Company, 'files'> & { files: { id: string; name: string | null; size: number }[] };

const toCompany = (r: z.output<typeof companyRow>): CompanyRecord => ({ ...r, createdAt: r.createdAt.toISOString() });

export async function companyById(db: Db, langId: number, id: number): Promise<CompanyRecord | null> {
  const r = await typedRow(db, companyRow, sql`${companySelect(langId)} WHERE c.id = ${id}`);
  return r ? toCompany(r) : null;
}

/** The buyer's newest application that is still pending or was rejected (and no company since). */
export async function latestApplication(db: Db, langId: number, userId: number): Promise<CompanyRecord | null> {
  const r = await typedRow(db, companyRow, sql`${companySelect(langId)} WHERE c.applicant_id = ${userId} AND c.status IN ('pending', 'rejected') ORDER BY c.id DESC LIMIT 1`);
  return r ? toCompany(r) : null;
}

/** The profile over the version read; false when another change came first. */
export async function updateCompanyRow(db: Db, id: number, version: number, f: CompanyFields): Promise<boolean> {
  const r = await typedRows(
    db,
    idRow,
    sql`UPDATE company SET name = ${f.name}, country_id = ${f.countryId}, tax_no = ${f.taxNo}, address = ${f.address}, city = ${f.city},
               postcode = ${f.postcode}, industry = ${f.industry}, phone = ${f.phone}, version = version + 1
         WHERE id = ${id} AND version = ${version} RETURNING id`,
  );
  return r.length === 1;
}

/** Locks the company's row: changes to its members and invitations run one at a time (the last admin, the seat count). */
export async function lockCompany(db: Db, id: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM company WHERE id = ${id} FOR UPDATE`);
}

const memberRow = row({ id: col.int, userId: col.int, name: col.text, email: col.text, roles, active: col.bool, joinedAt: col.time, deactivatedAt: col.time.nullable() });

export async function membersOf(db: Db, companyId: number): Promise<CompanyMember[]> {
  const r = await typedRows(
    db,
    memberRow,
    sql`SELECT m.id, m.user_id AS "userId", trim(u.first_name || ' ' || u.last_name) AS name, u.email, m.roles::text[] AS roles, m.active,
               m.joined_at AS "joinedAt", m.deactivated_at AS "deactivatedAt"
          FROM company_member m JOIN ${buyerNamesView()} u ON u.user_id = m.user_id
         WHERE m.company_id = ${companyId}
         ORDER BY m.active DESC, m.joined_at, m.id`,
  );
  return r.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString(), deactivatedAt: m.deactivatedAt?.toISOString() ?? null }));
}

const invitationRow = row({ id: col.int, email: col.text, roles, status: z.enum(['pending', 'accepted', 'expired', 'revoked']), invitedBy: col.text, createdAt: col.time, expiresAt: col.time });

export async function invitationsOf(db: Db, companyId: number): Promise<CompanyInvitation[]> {
  const r = await typedRows(
    db,
    invitationRow,
    sql`SELECT i.id, i.email, i.roles::text[] AS roles,
               CASE WHEN i.accepted_at IS NOT NULL THEN 'accepted' WHEN i.revoked_at IS NOT NULL THEN 'revoked' WHEN i.expires_at <= now() THEN 'expired' ELSE 'pending' END AS status,
               trim(u.first_name || ' ' || u.last_name) AS "invitedBy", i.created_at AS "createdAt", i.expires_at AS "expiresAt"
          FROM company_invitation i JOIN ${buyerNamesView()} u ON u.user_id = i.invited_by
         WHERE i.company_id = ${companyId}
         ORDER BY (i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()) DESC, i.created_at DESC
         LIMIT 200`,
  );
  return r.map((i) => ({ ...i, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString() }));
}

const countRow = row({ n: col.int });

/** Active members and open invitations together: the seats COMPANY_MEMBERS_MAX bounds. */
export async function seatsTaken(db: Db, companyId: number): Promise<number> {
  const r = await typedRow(
    db,
    countRow,
    sql`SELECT (SELECT count(*) FROM company_member WHERE company_id = ${companyId} AND active)
             + (SELECT count(*) FROM company_invitation WHERE company_id = ${companyId} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()) AS n`,
  );
  return r!.n;
}

/** Whether `email` is an active member of the company already. */
export async function emailIsMember(db: Db, companyId: number, email: string): Promise<boolean> {
  return (
    (await typedRow(db, idRow, sql`SELECT m.id FROM company_member m JOIN ${buyerNamesView()} u ON u.user_id = m.user_id WHERE m.company_id = ${companyId} AND m.active AND u.email = ${email}`)) !==
    undefined
  );
}

/** A new invitation; an open one to the same address is withdrawn first (inviting again renews the link). */
export async function insertInvitation(db: Db, i: { companyId: number; email: string; roles: readonly CompanyRole[]; tokenHash: string; invitedBy: number; langId: number; ttlDays: number }): Promise<number> {
  await db.execute(sql`UPDATE company_invitation SET revoked_at = now() WHERE company_id = ${i.companyId} AND email = ${i.email} AND accepted_at IS NULL AND revoked_at IS NULL`);
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO company_invitation (company_id, email, roles, token_hash, invited_by, lang_id, expires_at)
        VALUES (${i.companyId}, ${i.email}, ${rolesArray(i.roles)}, ${i.tokenHash}, ${i.invitedBy}, ${i.langId}, now() + make_interval(days => ${i.ttlDays})) RETURNING id`,
  );
  return r!.id;
}

export async function revokeInvitationRow(db: Db, companyId: number, id: number): Promise<boolean> {
  const r = await typedRows(db, idRow, sql`UPDATE company_invitation SET revoked_at = now() WHERE id = ${id} AND company_id = ${companyId} AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id`);
  return r.length === 1;
}

const tokenRow = row({
  id: col.int,
  companyId: col.int,
  companyName: col.text,
  companyStatus: z.enum(COMPANY_STATUSES),
  email: col.text,
  roles,
  tokenHash: col.text,
  invitedById: col.int,
  invitedBy: col.text,
  expiresAt: col.time,
  open: col.bool,
});
export type InvitationRecord = z.output<typeof tokenRow>;

/** The invitation with its company; `open` while not accepted, withdrawn or expired. */
export async function invitationById(db: Db, id: number): Promise<InvitationRecord | undefined> {
  return typedRow(
    db,
    tokenRow,
    sql`SELECT i.id, i.company_id AS "companyId", c.name AS "companyName", c.status AS "companyStatus", i.email, i.roles::text[] AS roles, i.token_hash AS "tokenHash",
               i.invited_by AS "invitedById", trim(u.first_name || ' ' || u.last_name) AS "invitedBy", i.expires_at AS "expiresAt",
               (i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()) AS open
          FROM company_invitation i JOIN company c ON c.id = i.company_id JOIN ${buyerNamesView()} u ON u.user_id = i.invited_by
         WHERE i.id = ${id}`,
  );
}

/** Uses the invitation up: true for the one request that did (a second, even at the same moment, gets false). */
export async function markInvitationAccepted(db: Db, id: number, userId: number): Promise<boolean> {
  const r = await typedRows(
    db,
    idRow,
    sql`UPDATE company_invitation SET accepted_at = now(), accepted_by = ${userId}
         WHERE id = ${id} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now() RETURNING id`,
  );
  return r.length === 1;
}

const memberStateRow = row({ id: col.int, userId: col.int, roles, active: col.bool, version: col.int });

export async function memberById(db: Db, companyId: number, memberId: number) {
  return typedRow(db, memberStateRow, sql`SELECT id, user_id AS "userId", roles::text[] AS roles, active, version FROM company_member WHERE id = ${memberId} AND company_id = ${companyId}`);
}

/** Active admins of the company other than `exceptMemberId`. */
export async function otherActiveAdmins(db: Db, companyId: number, exceptMemberId: number): Promise<number> {
  const r = await typedRow(db, countRow, sql`SELECT count(*) AS n FROM company_member WHERE company_id = ${companyId} AND active AND 'admin' = ANY(roles) AND id <> ${exceptMemberId}`);
  return r!.n;
}

export async function setMemberRoles(db: Db, memberId: number, r: readonly CompanyRole[]): Promise<void> {
  await db.execute(sql`UPDATE company_member SET roles = ${rolesArray(r)}, version = version + 1 WHERE id = ${memberId}`);
}

export async function deactivateMemberRow(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`UPDATE company_member SET active = false, deactivated_at = now(), version = version + 1 WHERE id = ${memberId} AND active`);
}

export async function insertEvent(db: Db, companyId: number, kind: string, note: string, actor: { userId?: number; staffId?: number }): Promise<void> {
  await db.execute(sql`INSERT INTO company_event (company_id, kind, note, user_id, staff_id) VALUES (${companyId}, ${kind}, ${note}, ${actor.userId ?? null}, ${actor.staffId ?? null})`);
}

const userIdRow = row({ userId: col.int });

/** Active admins' user ids (told when someone joins). */
export async function adminUserIds(db: Db, companyId: number): Promise<number[]> {
  return (await typedRows(db, userIdRow, sql`SELECT user_id AS "userId" FROM company_member WHERE company_id = ${companyId} AND active AND 'admin' = ANY(roles)`)).map((r) => r.userId);
}
