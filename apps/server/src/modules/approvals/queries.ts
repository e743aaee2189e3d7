import { APPROVAL_CONDITIONS, APPROVAL_KINDS, APPROVAL_STATUSES, COMPANY_ROLES, LIMIT_PERIODS, type CompanyRole, type LimitPeriod } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { orderShippingView } from '../orders/index.js';

// SQL of a company's purchase controls (issue 30, ADR 0046): its settings row (also the lock every
// company order takes before counting what was spent), member limits, rules, and approval
// requests with their steps. Every statement names the company, so another company's ids read as
// unknown.

const idRow = row({ id: col.int });
const countRow = row({ n: col.int });

// ---- settings and limits -------------------------------------------------------------------

const settingsRow = row({ currency: col.text, expiryDays: col.int, companyLimit: col.int.nullable(), companyPeriod: z.enum(LIMIT_PERIODS).nullable(), version: col.int });
export type SettingsRecord = z.output<typeof settingsRow>;
const settingsColumns = sql`currency, expiry_days AS "expiryDays", company_limit AS "companyLimit", company_period AS "companyPeriod", version`;

/**
 * The company's settings row, written with defaults when it has none, and locked (FOR UPDATE) when
 * asked: the company's spending lock of ADR 0046, taken after the credit account's and before
 * any stock row. ON CONFLICT makes two first orders at once agree on one row.
 */
export async function ensureSettings(db: Db, companyId: number, defaultCurrency: string, lock: boolean): Promise<SettingsRecord> {
  await db.execute(sql`INSERT INTO approval_settings (company_id, currency) VALUES (${companyId}, ${defaultCurrency}) ON CONFLICT (company_id) DO NOTHING`);
  return (await typedRow(db, settingsRow, sql`SELECT ${settingsColumns} FROM approval_settings WHERE company_id = ${companyId} ${lock ? sql`FOR UPDATE` : sql``}`))!;
}

export async function readSettings(db: Db, companyId: number): Promise<SettingsRecord | undefined> {
  return typedRow(db, settingsRow, sql`SELECT ${settingsColumns} FROM approval_settings WHERE company_id = ${companyId}`);
}

/** The admin's settings over the version read; false when another change came first. */
export async function updateSettings(
  db: Db,
  companyId: number,
  version: number | undefined,
  s: { currency: string; expiryDays: number; companyLimit: { amount: number; period: LimitPeriod } | null },
): Promise<boolean> {
  const r = await typedRows(
    db,
    idRow,
    sql`UPDATE approval_settings SET currency = ${s.currency}, expiry_days = ${s.expiryDays}, company_limit = ${s.companyLimit?.amount ?? null},
               company_period = ${s.companyLimit?.period ?? null}, version = version + 1, updated_at = now()
         WHERE company_id = ${companyId} ${version === undefined ? sql`` : sql`AND version = ${version}`} RETURNING company_id AS id`,
  );
  return r.length === 1;
}

const limitRow = row({ memberId: col.int, amount: col.int, period: z.enum(LIMIT_PERIODS) });
export type LimitRecord = z.output<typeof limitRow>;

export async function memberLimits(db: Db, companyId: number): Promise<LimitRecord[]> {
  return typedRows(db, limitRow, sql`SELECT member_id AS "memberId", amount, period FROM spending_limit WHERE company_id = ${companyId}`);
}

export async function setMemberLimit(db: Db, companyId: number, memberId: number, limit: { amount: number; period: LimitPeriod } | null): Promise<void> {
  if (!limit) {
    await db.execute(sql`DELETE FROM spending_limit WHERE member_id = ${memberId} AND company_id = ${companyId}`);
    return;
  }
  await db.execute(
    sql`INSERT INTO spending_limit (member_id, company_id, amount, period) VALUES (${memberId}, ${companyId}, ${limit.amount}, ${limit.period})
        ON CONFLICT (member_id) DO UPDATE SET amount = EXCLUDED.amount, period = EXCLUDED.period, updated_at = now()`,
  );
}

/** Bumps the settings' version: a limit change makes a settings page read before it stale. */
export async function touchSettings(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`UPDATE approval_settings SET version = version + 1, updated_at = now() WHERE company_id = ${companyId}`);
}

const pendingRow = row({ userId: col.int, amount: col.int });

/** What pending requests created in [from, to) hold, per requester (company currency). */
export async function pendingAmounts(db: Db, companyId: number, from: Date, to: Date): Promise<{ userId: number; amount: number }[]> {
  return typedRows(
    db,
    pendingRow,
    sql`SELECT user_id AS "userId", sum(company_amount)::bigint AS amount FROM approval_request
         WHERE company_id = ${companyId} AND status = 'pending' AND created_at >= ${from} AND created_at < ${to} GROUP BY user_id`,
  );
}

// ---- rules ------------------------------------------------------------------------------------

const ruleRow = row({
  id: col.int,
  name: col.text,
  condition: z.enum(APPROVAL_CONDITIONS),
  minTotal: col.int.nullable(),
  minLines: col.int.nullable(),
  categoryId: col.int.nullable(),
  memberRole: z.enum(COMPANY_ROLES).nullable(),
  approverRole: z.enum(COMPANY_ROLES),
  level: col.int,
  active: col.bool,
  version: col.int,
});
export type RuleRecord = z.output<typeof ruleRow>;
const ruleColumns = sql`id, name, condition, min_total AS "minTotal", min_lines AS "minLines", category_id AS "categoryId", member_role AS "memberRole",
  approver_role AS "approverRole", level, active, version`;

export async function rulesOf(db: Db, companyId: number, activeOnly = false): Promise<RuleRecord[]> {
  return typedRows(db, ruleRow, sql`SELECT ${ruleColumns} FROM approval_rule WHERE company_id = ${companyId} ${activeOnly ? sql`AND active` : sql``} ORDER BY level, id`);
}

export async function ruleById(db: Db, companyId: number, id: number): Promise<RuleRecord | undefined> {
  return typedRow(db, ruleRow, sql`SELECT ${ruleColumns} FROM approval_rule WHERE id = ${id} AND company_id = ${companyId}`);
}

export async function countRules(db: Db, companyId: number): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM approval_rule WHERE company_id = ${companyId}`))!.n;
}

export interface RuleFields {
  name: string;
  condition: string;
  minTotal: number | null;
  minLines: number | null;
  categoryId: number | null;
  memberRole: CompanyRole | null;
  approverRole: CompanyRole;
  level: number;
  active: boolean;
}

export async function insertRule(db: Db, companyId: number, userId: number, f: RuleFields): Promise<number> {
  return (await typedRow(
    db,
    idRow,
    sql`INSERT INTO approval_rule (company_id, name, condition, min_total, min_lines, category_id, member_role, approver_role, level, active, created_by)
        VALUES (${companyId}, ${f.name}, ${f.condition}, ${f.minTotal}, ${f.minLines}, ${f.categoryId}, ${f.memberRole}, ${f.approverRole}, ${f.level}, ${f.active}, ${userId}) RETURNING id`,
  ))!.id;
}

/** The rule over the version read; false when it changed (or is gone) since. */
export async function updateRule(db: Db, companyId: number, id: number, version: number | undefined, f: RuleFields): Promise<boolean> {
  const r = await typedRows(
    db,
    idRow,
    sql`UPDATE approval_rule SET name = ${f.name}, condition = ${f.condition}, min_total = ${f.minTotal}, min_lines = ${f.minLines}, category_id = ${f.categoryId},
               member_role = ${f.memberRole}, approver_role = ${f.approverRole}, level = ${f.level}, active = ${f.active}, version = version + 1
         WHERE id = ${id} AND company_id = ${companyId} ${version === undefined ? sql`` : sql`AND version = ${version}`} RETURNING id`,
  );
  return r.length === 1;
}

export async function deleteRule(db: Db, companyId: number, id: number): Promise<boolean> {
  return (await typedRows(db, idRow, sql`DELETE FROM approval_rule WHERE id = ${id} AND company_id = ${companyId} RETURNING id`)).length === 1;
}

// ---- requests ---------------------------------------------------------------------------------

export interface NewRequest {
  companyId: number;
  userId: number;
  kind: 'order' | 'quotation';
  idempotencyKey: string;
  requestHash: string;
  body: unknown;
  quotationId: number | null;
  total: number;
  currency: string;
  minorUnits: number;
  companyAmount: number;
  lineCount: number;
  lines: unknown;
  shippingAddress: string;
  poNumber: string | null;
  currentLevel: number;
  now: Date;
  expiresAt: Date;
}

const newRequestRow = row({ id: col.int, requestNo: col.text });

/**
 * A request numbered AR + the day (yymmdd, UTC) + its id: the id is taken from the sequence first
 * so the number is written with the row, never updated after.
 */
export async function insertRequest(db: Db, r: NewRequest): Promise<{ id: number; requestNo: string }> {
  return (await typedRow(
    db,
    newRequestRow,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('approval_request', 'id')) AS id)
        INSERT INTO approval_request (id, request_no, company_id, user_id, kind, idempotency_key, request_hash, body, quotation_id, total, currency, minor_units,
                                      company_amount, line_count, lines, shipping_address, po_number, current_level, expires_at, created_at)
        SELECT n.id, 'AR' || to_char(${r.now}::timestamptz AT TIME ZONE 'UTC', 'YYMMDD') || lpad(n.id::text, 6, '0'), ${r.companyId}, ${r.userId}, ${r.kind}, ${r.idempotencyKey},
               ${r.requestHash}, ${JSON.stringify(r.body)}::jsonb, ${r.quotationId}, ${r.total}, ${r.currency}, ${r.minorUnits}, ${r.companyAmount}, ${r.lineCount},
               ${JSON.stringify(r.lines)}::jsonb, ${r.shippingAddress}, ${r.poNumber}, ${r.currentLevel}, ${r.expiresAt}, ${r.now}
          FROM n RETURNING id, request_no AS "requestNo"`,
  ))!;
}

export async function insertStep(db: Db, requestId: number, level: number, approverRole: CompanyRole, rules: string[]): Promise<void> {
  await db.execute(sql`INSERT INTO approval_step (request_id, level, approver_role, rules) VALUES (${requestId}, ${level}, ${approverRole}, ${`{${rules.map((r) => JSON.stringify(r)).join(',')}}`}::text[])`);
}

const keyRow = row({ requestNo: col.text, requestHash: col.text, status: z.enum(APPROVAL_STATUSES), total: col.int, currency: col.text, minorUnits: col.int, levels: col.int, paymentTerms: col.text });

/** The request a buyer's idempotency key created, with how many levels it has. */
export async function requestByKey(db: Db, userId: number, key: string) {
  return typedRow(
    db,
    keyRow,
    sql`SELECT r.request_no AS "requestNo", r.request_hash AS "requestHash", r.status, r.total, r.currency, r.minor_units AS "minorUnits",
               (SELECT count(*)::int FROM approval_step s WHERE s.request_id = r.id) AS levels, coalesce(r.body->>'paymentTerms', 'now') AS "paymentTerms"
          FROM approval_request r WHERE r.user_id = ${userId} AND r.idempotency_key = ${key}`,
  );
}

const requestNoRow = row({ requestNo: col.text });

/** The pending request a quotation's acceptance waits in (read under the quotation's row lock, which every acceptance takes first). */
export async function pendingRequestOfQuotation(db: Db, companyId: number, quotationId: number): Promise<string | null> {
  // By company and status first: the company's index finds the few pending requests.
  const r = await typedRow(
    db,
    requestNoRow,
    sql`SELECT request_no AS "requestNo" FROM approval_request WHERE company_id = ${companyId} AND status = 'pending' AND quotation_id = ${quotationId} ORDER BY id LIMIT 1`,
  );
  return r?.requestNo ?? null;
}

const stepShape = z.object({
  level: z.number().int(),
  approverRole: z.enum(COMPANY_ROLES),
  rules: z.array(z.string()),
  decision: z.enum(['approved', 'rejected']).nullable(),
  by: z.string().nullable(),
  at: z.string().nullable(),
  comment: z.string(),
});
const lineShape = z.object({ skuId: z.number().int(), name: z.string(), productNo: z.string(), quantity: z.number().int(), unitPrice: z.number().int(), lineTotal: z.number().int() });

const requestRow = row({
  id: col.int,
  requestNo: col.text,
  companyId: col.int,
  userId: col.int,
  requester: col.text,
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  body: json(z.record(z.string(), z.unknown())),
  quotationId: col.int.nullable(),
  total: col.int,
  currency: col.text,
  minorUnits: col.int,
  companyAmount: col.int,
  lineCount: col.int,
  lines: json(z.array(lineShape)),
  shippingAddress: col.text,
  poNumber: col.text.nullable(),
  currentLevel: col.int.nullable(),
  currentRole: z.enum(COMPANY_ROLES).nullable(),
  expiresAt: col.time,
  createdAt: col.time,
  orderNo: col.text.nullable(),
  returnKey: col.text.nullable(),
  returnParams: json(z.record(z.string(), z.union([z.string(), z.number()])).nullable()),
  version: col.int,
  steps: json(z.array(stepShape)),
});
export type RequestRecord = z.output<typeof requestRow>;

const requestSelect = sql`
  SELECT r.id, r.request_no AS "requestNo", r.company_id AS "companyId", r.user_id AS "userId", trim(u.first_name || ' ' || u.last_name) AS requester,
         r.kind, r.status, r.body, r.quotation_id AS "quotationId", r.total, r.currency, r.minor_units AS "minorUnits", r.company_amount AS "companyAmount",
         r.line_count AS "lineCount", r.lines, r.shipping_address AS "shippingAddress", r.po_number AS "poNumber", r.current_level AS "currentLevel",
         (SELECT s.approver_role FROM approval_step s WHERE s.request_id = r.id AND s.level = r.current_level) AS "currentRole",
         r.expires_at AS "expiresAt", r.created_at AS "createdAt", o.order_no AS "orderNo", r.return_key AS "returnKey", r.return_params AS "returnParams", r.version,
         coalesce((SELECT json_agg(json_build_object('level', s.level, 'approverRole', s.approver_role, 'rules', to_json(s.rules), 'decision', s.decision,
                                                     'by', trim(du.first_name || ' ' || du.last_name), 'at', to_char(s.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                                     'comment', s.comment) ORDER BY s.level)
                     FROM approval_step s LEFT JOIN ${buyerNamesView()} du ON du.user_id = s.decided_by WHERE s.request_id = r.id), '[]'::json) AS steps
    FROM approval_request r
    JOIN ${buyerNamesView()} u ON u.user_id = r.user_id
    LEFT JOIN ${orderShippingView()} o ON o.order_id = r.order_id`;

/** One request of the company by its number; locked (FOR UPDATE OF r) for a decision. */
export async function requestByNo(db: Db, companyId: number, requestNo: string, lock = false): Promise<RequestRecord | undefined> {
  return typedRow(db, requestRow, sql`${requestSelect} WHERE r.request_no = ${requestNo} AND r.company_id = ${companyId} ${lock ? sql`FOR UPDATE OF r` : sql``}`);
}

export async function requestById(db: Db, id: number): Promise<RequestRecord | undefined> {
  return typedRow(db, requestRow, sql`${requestSelect} WHERE r.id = ${id}`);
}

/** Which requests a list shows: the reader's own, those waiting for one of their roles (not their own), or all the company's. */
export type ListScope = { view: 'mine'; userId: number } | { view: 'queue'; userId: number; roles: readonly CompanyRole[] } | { view: 'all' };

const queueCondition = (userId: number, roles: readonly CompanyRole[]): SQL =>
  roles.length
    ? sql`r.status = 'pending' AND r.user_id <> ${userId} AND EXISTS (SELECT 1 FROM approval_step s WHERE s.request_id = r.id AND s.level = r.current_level
            AND s.approver_role IN (${sql.join(roles.map((x) => sql`${x}`), sql`, `)}))`
    : sql`false`;

const scopeCondition = (s: ListScope): SQL => (s.view === 'mine' ? sql`r.user_id = ${s.userId}` : s.view === 'queue' ? queueCondition(s.userId, s.roles) : sql`true`);

export async function listRequests(db: Db, companyId: number, scope: ListScope, status: string | undefined, limit: number, offset: number): Promise<RequestRecord[]> {
  return typedRows(
    db,
    requestRow,
    sql`${requestSelect} WHERE r.company_id = ${companyId} AND ${scopeCondition(scope)} ${status ? sql`AND r.status = ${status}` : sql``}
         ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function countRequests(db: Db, companyId: number, scope: ListScope, status?: string): Promise<number> {
  return (await typedRow(
    db,
    countRow,
    sql`SELECT count(*)::int AS n FROM approval_request r WHERE r.company_id = ${companyId} AND ${scopeCondition(scope)} ${status ? sql`AND r.status = ${status}` : sql``}`,
  ))!.n;
}

export async function recordStep(db: Db, requestId: number, level: number, decision: 'approved' | 'rejected', userId: number, comment: string, now: Date): Promise<void> {
  await db.execute(sql`UPDATE approval_step SET decision = ${decision}, decided_by = ${userId}, decided_at = ${now}, comment = ${comment} WHERE request_id = ${requestId} AND level = ${level}`);
}

/** Moves a request on: to the next level, or to a final status (with the reason it went back, if it did). */
export async function setRequestState(
  db: Db,
  id: number,
  s: { status: string; currentLevel: number | null; now: Date; returnKey?: string | null; returnParams?: Record<string, string | number> | null },
): Promise<void> {
  await db.execute(
    sql`UPDATE approval_request SET status = ${s.status}, current_level = ${s.currentLevel}, version = version + 1,
               decided_at = ${s.status === 'pending' ? null : s.now}, return_key = ${s.returnKey ?? null},
               return_params = ${s.returnParams ? JSON.stringify(s.returnParams) : null}::jsonb
         WHERE id = ${id}`,
  );
}

export async function setRequestOrder(db: Db, id: number, orderId: number): Promise<void> {
  await db.execute(sql`UPDATE approval_request SET order_id = ${orderId} WHERE id = ${id}`);
}

/** The requester withdraws it while pending; false when it was decided (or is not theirs). */
export async function cancelRequestRow(db: Db, companyId: number, requestNo: string, userId: number, now: Date): Promise<boolean> {
  const r = await typedRows(
    db,
    idRow,
    sql`UPDATE approval_request SET status = 'cancelled', current_level = NULL, decided_at = ${now}, version = version + 1
         WHERE request_no = ${requestNo} AND company_id = ${companyId} AND user_id = ${userId} AND status = 'pending' RETURNING id`,
  );
  return r.length === 1;
}

const expiredRow = row({ id: col.int, requestNo: col.text, userId: col.int });

/**
 * Pending requests past their expiry become expired, in one conditional UPDATE: two sweepers at
 * once (two processes) each get the rows they changed, so every request is expired, and its
 * requester told, once.
 */
export async function expireRequests(db: Db, now: Date, limit: number): Promise<{ id: number; requestNo: string; userId: number }[]> {
  return typedRows(
    db,
    expiredRow,
    sql`UPDATE approval_request SET status = 'expired', current_level = NULL, decided_at = ${now}, version = version + 1
         WHERE id IN (SELECT id FROM approval_request WHERE status = 'pending' AND expires_at <= ${now} ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
           AND status = 'pending'
        RETURNING id, request_no AS "requestNo", user_id AS "userId"`,
  );
}
