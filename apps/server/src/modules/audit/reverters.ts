import type { AuditReversal, StaffPermission } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';

// Restoring from the audit log (issue 27, ADR 0043): the registry of reverters. The audit module
// knows no other module's records; each module that owns a reversible kind of change registers a
// reverter for its actions (from its staff routes' setup), which reads and writes its own records
// through its own services. The audit module finds the entry, checks the permissions and that the
// entry was not restored before, and marks the owner's entry as the restore (recordAudit).

export type Fields = Record<string, unknown>;

/** An entry as a reverter sees it; `action` is the action first logged, also for a restore's own entry. */
export interface RevertEntry {
  id: number;
  action: string;
  entityType: string;
  entityId: string;
  before: Fields | null;
  after: Fields | null;
}

export interface Reverter {
  /** What the restoring member needs besides audit.read: the permission of the change restored. */
  permission: StaffPermission;
  /** One side of an entry as flat fields, as the preview shows them (default: the side itself). */
  fieldsOf?(side: Fields, entry: RevertEntry): Fields;
  /**
   * The record's fields as they are now, for these keys of fieldsOf(before). Throws
   * AppError 'auditEntityGone' when the record is gone, 'auditEntryIncomplete' when the entry
   * lacks what a restore needs.
   */
  current(ctx: RequestContext, entry: RevertEntry, keys: string[]): Promise<Fields>;
  /**
   * Writes the entry's before values of these fields back through the owning module's own update
   * path, in its own transaction, with its own audit entry (which recordAudit turns into the restore's).
   */
  apply(ctx: RequestContext, entry: RevertEntry, keys: string[]): Promise<void>;
}

const reverters = new Map<string, Reverter>();

/**
 * Registers the reverter of one or more actions. Idempotent: every app built in one process (the
 * tests build many) registers the same reverters again.
 */
export function registerReverter(actions: string | readonly string[], reverter: Reverter): void {
  for (const a of typeof actions === 'string' ? [actions] : actions) reverters.set(a, reverter);
}

export function reverterOf(action: string): Reverter | undefined {
  return reverters.get(action);
}

/**
 * Why a kind of change cannot be restored: its effect left the shop's records (money paid back,
 * goods sent, a mail, erased personal data, a password or second factor reset). Another kind with
 * no reverter holds nothing to write back ('none': a creation, a sign-in, a route entry).
 */
const EFFECTS: [RegExp, AuditReversal][] = [
  [/^order\.(refund|cancel)$/, 'money'],
  [/^order\.(ship|deliver)$/, 'goods'],
  [/^customer\.erase$/, 'erasure'],
  [/^(staff|customer)\.(password_reset|password_set|totp_reset|recovery_codes)$/, 'password'],
  [/^[a-z_]+\.[a-z_]*mail[a-z_]*$/, 'mail'],
];

export function reversalOf(rootAction: string, hasBefore = true): AuditReversal {
  // An entry of a reversible kind written before its service kept the values before (an import
  // logged before ADR 0043) has nothing to write back.
  if (reverters.has(rootAction)) return hasBefore ? 'available' : 'none';
  return EFFECTS.find(([re]) => re.test(rootAction))?.[1] ?? 'none';
}
