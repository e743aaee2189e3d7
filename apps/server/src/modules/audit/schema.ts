// Tables the audit module owns (docs/architecture.md#data, ADR 0035, ADR 0040). Other modules
// write to it through modules/audit/index.ts (recordAudit), never by SQL of their own.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * One staff change to the shop's data. No foreign keys on purpose: an entry outlives the record
 * it names (a deleted coupon, an erased buyer) and the staff member who made it keeps their name
 * and e-mail as they were when they acted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
    /** 0 for the operator token, null when no staff member acted (a job). */
    staffId: integer('staff_id'),
    staffName: varchar('staff_name', { length: 80 }).notNull(),
    staffEmail: varchar('staff_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 120 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 80 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }).notNull(),
    /**
     * The entry whose values before this change restored (ADR 0043); null for any other change.
     * Unique: an entry is restored once, even by two staff members at the same moment.
     */
    revertsId: bigint('reverts_id', { mode: 'number' }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    uniqueIndex('audit_log_reverts_idx').on(t.revertsId).where(sql`reverts_id IS NOT NULL`),
  ],
);
