import { z } from 'zod';

// The audit log (issue 27, ADR 0040): every change a staff member (or the operator CLI) makes to
// the shop's data, with who, what, before and after, when and from where. Admins search it in the
// console at /console/audit. Entries outlive the records they name: they keep the entity's type
// and id as text and the actor's name and e-mail as they were.

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** 0 for the operator token; null for a change nobody signed in made (never from a staff route). */
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  staffEmail: z.string(),
  /** What was done, `<entity>.<verb>`: 'order.ship', 'staff.disable', or 'POST /staff/reviews/:id/decide' for a route with no entry of its own. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The record's fields before and after (secrets redacted); null where there was none (created, deleted). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string(),
  userAgent: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid');

export const auditQuery = z.object({
  /** Matched against the action, the entity id and the actor's name and e-mail. */
  q: z.string().trim().max(100, 'tooLong').optional(),
  entityType: z.string().trim().max(40, 'tooLong').optional(),
  entityId: z.string().trim().max(80, 'tooLong').optional(),
  staffId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  /** Days, inclusive, in UTC. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditList = z.object({ items: z.array(auditEntry), total: z.number().int() });
export type AuditList = z.infer<typeof auditList>;
