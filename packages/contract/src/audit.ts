import { z } from 'zod';

// The audit log (issue 27, ADR 0040): every change a staff member (or the operator CLI) makes to
// the shop's data, with who, what, before and after, when and from where. Admins search it in the
// console at /console/audit. Entries outlive the records they name: they keep the entity's type
// and id as text and the actor's name and e-mail as they were.

// Restoring the values before an entry (issue 27, ADR 0043). An entry of a reversible kind can be
// restored: its `before` is written back through the owning module's own update path, as a new
// change, itself audited (`<entity>.revert`, pointing at the entry it restores) and so reversible.
// Changes with effects outside the shop's records are not: money paid back, goods shipped, a mail
// sent, personal data erased, a password or sign-in reset.
export const AUDIT_REVERSALS = ['available', 'money', 'goods', 'mail', 'erasure', 'password', 'none'] as const;
export type AuditReversal = (typeof AUDIT_REVERSALS)[number];

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
  /** 'available' when it can be restored; otherwise why not ('none': it holds no values to write back). */
  reversal: z.enum(AUDIT_REVERSALS),
  /** This entry restored the values before entry #n. */
  revertOf: z.number().int().nullable(),
  /** A later entry (#n) restored the values before this one. */
  revertedBy: z.number().int().nullable(),
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

export const auditEntryParams = z.object({ id: z.string().regex(/^\d{1,15}$/, 'invalid').transform(Number) });

/** What a restore would write: each field whose current value differs from the entry's before value. */
export const auditRevertPreview = z.object({
  entryId: z.number().int(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The fields as they are now. */
  current: z.record(z.string(), z.unknown()),
  /** The same fields as the restore would write them (the entry's before). */
  restore: z.record(z.string(), z.unknown()),
  /** Someone changed one of the entry's fields after it: the restore writes only the entry's fields, over theirs. */
  changedSince: z.boolean(),
});
export type AuditRevertPreview = z.infer<typeof auditRevertPreview>;

export const auditRevertResult = z.object({
  /** The restore's own entry (action `<entity>.revert`). */
  entryId: z.number().int(),
  revertOf: z.number().int(),
  fields: z.number().int(),
});
export type AuditRevertResult = z.infer<typeof auditRevertResult>;
