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
}

/** Appends one entry; runs in the caller's transaction, so the entry and the change land together. */
export async function insertAudit(db: Db, e: AuditRow): Promise<void> {
  const asJson = (v: unknown) => (v === null || v === undefined ? sql`NULL` : sql`${JSON.stringify(v)}::jsonb`);
  await db.execute(sql`
    INSERT INTO audit_log (staff_id, staff_name, staff_email, action, entity_type, entity_id, before, after, ip, user_agent)
    VALUES (${e.staffId}, ${e.staffName}, ${e.staffEmail}, ${e.action}, ${e.entityType}, ${e.entityId}, ${asJson(e.before)}, ${asJson(e.after)}, ${e.ip}, ${e.userAgent})`);
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
               entity_id AS "entityId", before, after, ip, user_agent AS "userAgent"
        FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  const total = (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`))?.n ?? 0;
  return { items, total };
}
