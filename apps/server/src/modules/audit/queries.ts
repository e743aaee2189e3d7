import type { AuditQuery } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';

// Every SQL statement of the audit module on its own table (audit_log; ADR 0035, ADR 0040).

export interface AuditRow {
  staffId: number | null;
  staffName: string;
  staffEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  ip: string;
  userAgent: string;
  /** The entry this change restores (ADR 0043), or null. */
  revertsId: number | null;
}

/** Appends one entry; runs in the caller's transaction, so the entry and the change land together. */
export async function insertAudit(db: Db, e: AuditRow): Promise<void> {
  const asJson = (v: unknown) => (v === null || v === undefined ? sql`NULL` : sql`${JSON.stringify(v)}::jsonb`);
  await db.execute(sql`
    INSERT INTO audit_log (staff_id, staff_name, staff_email, action, entity_type, entity_id, before, after, ip, user_agent, reverts_id)
    VALUES (${e.staffId}, ${e.staffName}, ${e.staffEmail}, ${e.action}, ${e.entityType}, ${e.entityId}, ${asJson(e.before)}, ${asJson(e.after)}, ${e.ip}, ${e.userAgent}, ${e.revertsId})`);
}

const entryRow = row({
  id: col.int,
  at: col.time,
  staffId: col.int.nullable(),
  staffName: col.text,
  staffEmail: col.text,
  action: col.text,
  entityType: col.text,
  entityId: col.text,
  before: json(z.record(z.string(), z.unknown()).nullable()),
  after: json(z.record(z.string(), z.unknown()).nullable()),
  ip: col.text,
  userAgent: col.text,
  revertOf: col.int.nullable(),
  revertedBy: col.int.nullable(),
});
const countRow = row({ n: col.int });

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(q: AuditQuery): SQL {
  const where: SQL[] = [sql`TRUE`];
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    where.push(sql`(action ILIKE ${like} OR entity_id ILIKE ${like} OR staff_name ILIKE ${like} OR staff_email ILIKE ${like})`);
  }
  if (q.entityType) where.push(sql`entity_type = ${q.entityType}`);
  if (q.entityId) where.push(sql`entity_id = ${q.entityId}`);
  if (q.staffId !== undefined) where.push(sql`staff_id = ${q.staffId}`);
  if (q.from) where.push(sql`at >= ${q.from}::date`);
  if (q.to) where.push(sql`at < ${q.to}::date + 1`);
  return sql.join(where, sql` AND `);
}

/** A page of entries, newest first, and how many match. */
export async function searchAudit(db: Db, q: AuditQuery & { page: number; pageSize: number }) {
  const where = conditions(q);
  const items = await typedRows(
    db,
    entryRow,
    sql`SELECT id, at, staff_id AS "staffId", staff_name AS "staffName", staff_email AS "staffEmail", action, entity_type AS "entityType",
               entity_id AS "entityId", before, after, ip, user_agent AS "userAgent", reverts_id AS "revertOf",
               (SELECT r.id FROM audit_log r WHERE r.reverts_id = audit_log.id) AS "revertedBy"
        FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  const total = (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`))?.n ?? 0;
  return { items, total };
}

const revertRow = row({
  id: col.int,
  action: col.text,
  entityType: col.text,
  entityId: col.text,
  before: json(z.record(z.string(), z.unknown()).nullable()),
  after: json(z.record(z.string(), z.unknown()).nullable()),
  revertOf: col.int.nullable(),
  revertedBy: col.int.nullable(),
});

/** One entry with what a restore needs, and the entry that restored it if one did; undefined when there is none. */
export async function entryForRevert(db: Db, id: number) {
  return typedRow(
    db,
    revertRow,
    sql`SELECT id, action, entity_type AS "entityType", entity_id AS "entityId", before, after, reverts_id AS "revertOf",
               (SELECT r.id FROM audit_log r WHERE r.reverts_id = audit_log.id) AS "revertedBy"
        FROM audit_log WHERE id = ${id}`,
  );
}

const rootRow = row({ id: col.int, action: col.text });

/**
 * The action first logged behind each entry: a restore's entry points at the entry it restored,
 * which may itself be a restore; the chain ends at the change the reverter knows (ADR 0043).
 */
export async function rootActions(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await typedRows(
    db,
    rootRow,
    sql`WITH RECURSIVE chain(start, id, action, reverts_id, depth) AS (
          SELECT id, id, action, reverts_id, 0 FROM audit_log WHERE id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
          UNION ALL
          SELECT c.start, p.id, p.action, p.reverts_id, c.depth + 1 FROM chain c JOIN audit_log p ON p.id = c.reverts_id WHERE c.depth < 1000
        )
        SELECT start AS id, action FROM chain WHERE reverts_id IS NULL`,
  );
  return new Map(found.map((r) => [r.id, r.action]));
}

const idRow = row({ id: col.int });

/** The entry that restored entry #id, if any. */
export async function revertEntryOf(db: Db, id: number): Promise<number | undefined> {
  return (await typedRow(db, idRow, sql`SELECT id FROM audit_log WHERE reverts_id = ${id}`))?.id;
}
