import { COMPANY_INDUSTRIES, COMPANY_ROLES, COMPANY_STATUSES, type CompanyStatus } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView, uploadFilesView } from '../account/index.js';
import { companyOrderCountsView } from '../orders/index.js';
import { countryCodesView, countryNamesView } from '../site/index.js';
import { staffNamesView } from '../staff/index.js';

// The console's reads and writes of companies (issue 29, ADR 0045): the applications' queue with
// counts per status, one company with its people and history, and the decisions' row changes.
// Buyers' names, countries, files and order counts come through their owners' read views.

const roles = z.array(z.enum(COMPANY_ROLES));

const listRow = row({
  id: col.int,
  name: col.text,
  countryCode: col.text,
  taxNo: col.text,
  status: z.enum(COMPANY_STATUSES),
  applicantId: col.int,
  email: col.text,
  firstName: col.text,
  lastName: col.text,
  members: col.int,
  createdAt: col.time,
});
const countRow = row({ status: col.text, n: col.int });

/** The condition of a search: the company's name, its tax number (spaces and dashes ignored) or the applicant's e-mail. */
function searchCondition(q: string | undefined): SQL {
  const words = (q ?? '').trim().toLowerCase();
  if (!words) return sql`true`;
  const compact = words.replace(/[\s-]/g, '').toUpperCase();
  return sql`(position(${words} in lower(c.name)) > 0 OR position(${words} in lower(u.email)) > 0
              ${compact ? sql`OR position(${compact} in upper(replace(replace(c.tax_no, ' ', ''), '-', ''))) > 0` : sql``})`;
}

/**
 * A page of companies: pending applications first, the oldest first (they wait longest), then the
 * others newest first; and how many match the search under each status.
 */
export async function companyPage(db: Db, q: { status?: CompanyStatus; q?: string; limit: number; offset: number }) {
  const search = searchCondition(q.q);
  const status = q.status ? sql`c.status = ${q.status}` : sql`true`;
  const items = await typedRows(
    db,
    listRow,
    sql`SELECT c.id, c.name, coalesce(cc.code, '') AS "countryCode", c.tax_no AS "taxNo", c.status, c.applicant_id AS "applicantId",
               u.email, u.first_name AS "firstName", u.last_name AS "lastName",
               (SELECT count(*) FROM company_member m WHERE m.company_id = c.id AND m.active)::int AS members, c.created_at AS "createdAt"
          FROM company c
          JOIN ${buyerNamesView()} u ON u.user_id = c.applicant_id
          LEFT JOIN ${countryCodesView()} cc ON cc.country_id = c.country_id
         WHERE ${status} AND ${search}
         ORDER BY c.status <> 'pending', CASE WHEN c.status = 'pending' THEN c.created_at END ASC, c.created_at DESC, c.id
         LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const counts = await typedRows(
    db,
    countRow,
    sql`SELECT c.status, count(*)::int AS n FROM company c JOIN ${buyerNamesView()} u ON u.user_id = c.applicant_id WHERE ${search} GROUP BY c.status`,
  );
  return { items, counts };
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
  applicantId: col.int,
  applicantEmail: col.text,
  applicantFirstName: col.text,
  applicantLastName: col.text,
  reviewedAt: col.time.nullable(),
  reviewedBy: col.text.nullable(),
  orders: col.int,
  lastOrderAt: col.time.nullable(),
});

/** One company with its applicant, reviewer and orders (in `langId` for the country's name); undefined when there is none. */
export async function companyForStaff(db: Db, companyId: number, langId: number) {
  return typedRow(
    db,
    companyRow,
    sql`SELECT c.id, c.name, c.country_id AS "countryId", coalesce(cc.code, '') AS "countryCode", coalesce(cn.name, cc.code, '') AS country,
               c.tax_no AS "taxNo", c.address, c.city, c.postcode, c.industry, c.phone, c.status, c.status_reason AS "statusReason",
               c.created_at AS "createdAt", c.version, c.applicant_id AS "applicantId", u.email AS "applicantEmail",
               u.first_name AS "applicantFirstName", u.last_name AS "applicantLastName", c.reviewed_at AS "reviewedAt", s.staff_name AS "reviewedBy",
               coalesce(oc.orders, 0)::int AS orders, oc.last_at AS "lastOrderAt"
          FROM company c
          JOIN ${buyerNamesView()} u ON u.user_id = c.applicant_id
          LEFT JOIN ${countryCodesView()} cc ON cc.country_id = c.country_id
          LEFT JOIN ${countryNamesView(langId)} cn ON cn.country_id = c.country_id
          LEFT JOIN ${staffNamesView()} s ON s.staff_id = c.reviewed_by
          LEFT JOIN ${companyOrderCountsView()} oc ON oc.company_id = c.id
         WHERE c.id = ${companyId}`,
  );
}

const okRow = row({ ok: col.int });
const userIdRow = row({ userId: col.int });
const fileRow = row({ id: col.uuid, name: col.text.nullable(), mime: col.text.nullable(), size: col.int.nullable() });

/** The application's documents (uploads), oldest first. */
export async function companyFiles(db: Db, companyId: number) {
  return typedRows(
    db,
    fileRow,
    sql`SELECT f.upload_id::text AS id, up.name, up.mime, up.size::int AS size
          FROM company_file f LEFT JOIN ${uploadFilesView()} up ON up.upload_id = f.upload_id
         WHERE f.company_id = ${companyId} ORDER BY up.name, f.upload_id`,
  );
}

/** Whether the upload is one of the company's documents. */
export async function isCompanyFile(db: Db, companyId: number, uploadId: string): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM company_file WHERE company_id = ${companyId} AND upload_id = ${uploadId}::uuid`)) !== undefined;
}

const memberRow = row({
  id: col.int,
  userId: col.int,
  email: col.text,
  firstName: col.text,
  lastName: col.text,
  roles,
  active: col.bool,
  joinedAt: col.time,
  deactivatedAt: col.time.nullable(),
});

/** Every member, active ones first, then by when they joined. */
export async function companyMembersForStaff(db: Db, companyId: number) {
  return typedRows(
    db,
    memberRow,
    sql`SELECT m.id, m.user_id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName", m.roles::text[] AS roles,
               m.active, m.joined_at AS "joinedAt", m.deactivated_at AS "deactivatedAt"
          FROM company_member m JOIN ${buyerNamesView()} u ON u.user_id = m.user_id
         WHERE m.company_id = ${companyId}
         ORDER BY m.active DESC, m.joined_at, m.id`,
  );
}

const invitationRow = row({
  id: col.int,
  email: col.text,
  roles,
  createdAt: col.time,
  expiresAt: col.time,
  acceptedAt: col.time.nullable(),
  revokedAt: col.time.nullable(),
  invitedByFirst: col.text.nullable(),
  invitedByLast: col.text.nullable(),
  invitedByEmail: col.text.nullable(),
});

/** Every invitation, newest first. */
export async function companyInvitationsForStaff(db: Db, companyId: number) {
  return typedRows(
    db,
    invitationRow,
    sql`SELECT i.id, i.email, i.roles::text[] AS roles, i.created_at AS "createdAt", i.expires_at AS "expiresAt", i.accepted_at AS "acceptedAt",
               i.revoked_at AS "revokedAt", u.first_name AS "invitedByFirst", u.last_name AS "invitedByLast", u.email AS "invitedByEmail"
          FROM company_invitation i LEFT JOIN ${buyerNamesView()} u ON u.user_id = i.invited_by
         WHERE i.company_id = ${companyId}
         ORDER BY i.created_at DESC, i.id DESC`,
  );
}

const eventRow = row({
  id: col.int,
  kind: col.text,
  note: col.text,
  staffName: col.text.nullable(),
  buyerFirst: col.text.nullable(),
  buyerLast: col.text.nullable(),
  buyerEmail: col.text.nullable(),
  createdAt: col.time,
});

/** The company's history, newest first, with who did each thing (a staff member or a buyer). */
export async function companyEventsForStaff(db: Db, companyId: number) {
  return typedRows(
    db,
    eventRow,
    sql`SELECT e.id, e.kind, e.note, s.staff_name AS "staffName", u.first_name AS "buyerFirst", u.last_name AS "buyerLast", u.email AS "buyerEmail", e.created_at AS "createdAt"
          FROM company_event e
          LEFT JOIN ${staffNamesView()} s ON s.staff_id = e.staff_id
          LEFT JOIN ${buyerNamesView()} u ON u.user_id = e.user_id
         WHERE e.company_id = ${companyId}
         ORDER BY e.id DESC
         LIMIT 200`,
  );
}

const lockedRow = row({ id: col.int, name: col.text, status: z.enum(COMPANY_STATUSES), statusReason: col.text, version: col.int, applicantId: col.int });

/** Locks the company's row for a decision; undefined when there is none. */
export async function lockCompanyForDecision(db: Db, companyId: number) {
  return typedRow(
    db,
    lockedRow,
    sql`SELECT id, name, status, status_reason AS "statusReason", version, applicant_id AS "applicantId" FROM company WHERE id = ${companyId} FOR UPDATE`,
  );
}

/** The decision's new status and reason; reviewed (approve, reject) stamps the reviewer. */
export async function writeCompanyStatus(db: Db, companyId: number, change: { status: CompanyStatus; reason: string; reviewedBy: number | null; reviewed: boolean }) {
  await db.execute(
    sql`UPDATE company SET status = ${change.status}, status_reason = ${change.reason}, version = version + 1
               ${change.reviewed ? sql`, reviewed_at = now(), reviewed_by = ${change.reviewedBy}` : sql``}
         WHERE id = ${companyId}`,
  );
}

/** A rejected applicant's member row ends, so they may apply again (the one-company index counts active rows). */
export async function deactivateApplicantMember(db: Db, companyId: number, userId: number) {
  await db.execute(sql`UPDATE company_member SET active = false, deactivated_at = now(), version = version + 1 WHERE company_id = ${companyId} AND user_id = ${userId} AND active`);
}

/** The users of the company's active members (they are told of a suspension, reactivation or closing). */
export async function activeMemberUsers(db: Db, companyId: number): Promise<number[]> {
  return (await typedRows(db, userIdRow, sql`SELECT user_id AS "userId" FROM company_member WHERE company_id = ${companyId} AND active ORDER BY id`)).map((r) => r.userId);
}

/** One line of the company's history by a staff member (null: the operator token). */
export async function insertStaffEvent(db: Db, companyId: number, kind: string, note: string, staffId: number | null) {
  await db.execute(sql`INSERT INTO company_event (company_id, kind, note, staff_id) VALUES (${companyId}, ${kind}, ${note}, ${staffId})`);
}
